/**
 * Which decisions one side must make unseen by the other (for hotseat hand-overs).
 *
 * In Bellum Gallicum II the only hidden choice is the battle-evasion declaration: both sides
 * declare whether their army tries to avoid a pitched battle, and the two declarations are
 * revealed together (BG 4.4.1). Everything else — the map, the forces, the battle board, the
 * rolls — is open to both players, so no other decision needs the other player to look away.
 */
import type { BellumState } from './state';

/** True when the side to act is about to make a declaration the other side may not see (BG 4.4.1). */
export function decisionIsSecret(s: BellumState): boolean {
  return s.combat?.pending?.kind === 'battleEvade';
}
