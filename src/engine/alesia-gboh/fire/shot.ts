/**
 * One missile shot as the resolution functions take it (AG 8.1–8.5). Everything the rules ask about
 * the moment — moving, night, reaction, artillery mode — is an explicit input, so the engine (which
 * owns movement and the phase) decides it and these functions only apply the rules.
 */
import type { MissileClass } from '../tables/types';
import type { CombatUnit, Stack } from './combatUnit';

export type ReactionKind = 'withdrawal' | 'entry' | 'return' | 'artillery';

export interface Shot {
  readonly firer: CombatUnit;
  /** AG 6.66: the firer is the top unit of its stack (only the top infantry unit fires, off Ramparts). */
  readonly firerOnTop: boolean;
  /** The target hex, top unit first; leaders are not units (AG 8.18). */
  readonly target: Stack;
  /** Row read: the firer's letter, or 'AFire' for fire arrows (AG 8.42). Defaults to the firer's. */
  readonly cls?: MissileClass;
  /** AG 8.19: a shoot-and-scoot shot, read at range 1 (checked by `shootAndScoot`). */
  readonly shootAndScoot?: boolean;
  /** AG 8.17: the firer has moved or will move this activation. */
  readonly moves: boolean;
  /** AG 12.2 Night: this Assault Period is a night attack. */
  readonly night?: boolean;
  /** AG 8.61–8.62: the range the table is read at for Withdrawal (2) and Entry (1) reaction fire. */
  readonly readRange?: number;
  /** AG 8.6: the shot is reaction fire of this kind (absent for the active player's fire). */
  readonly reaction?: ReactionKind;
  /** AG 8.52, 8.54: artillery's mode ('fire' needed to shoot). */
  readonly artilleryMode?: 'fire' | 'move';
  /** AG 6.49, 8.41: the target hex holds a Fill counter (Roman fire arrows may burn Fill only). */
  readonly targetFilled?: boolean;
  /** Hexes holding combat units other than the firer's and the target's (AG 8.15). */
  readonly occupied: ReadonlySet<string>;
  /** Enemy units in the firer's ZOC (AG 8.13: one of them must be the target; position.ts reads 8.13 literally). */
  readonly enemiesInZoc: readonly CombatUnit[];
}
