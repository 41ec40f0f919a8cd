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

/**
 * A secret the game holds now: a battle-evasion declaration made and not yet revealed (BG 4.4.1).
 * While it lasts, a save file would show it to whoever opens the file, so export waits.
 */
export function pendingSecret(s: BellumState): { rule: string; reason: string } | null {
  const c = s.combat;
  const e = c?.encounters[c.index];
  if (c?.pending?.kind !== 'battleEvade' || !e?.evade) return null;
  if (!Object.values(e.evade).some((d) => d !== undefined)) return null;
  return { rule: 'BG 4.4.1', reason: 'a battle-evasion declaration is made and not yet revealed' };
}
