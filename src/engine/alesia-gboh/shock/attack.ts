/**
 * One designated shock (AG 9.21) as the resolution functions take it: the attacking stacks (only the
 * units that attack), the defending stacks, and what the engine knows of the moment. The choices
 * the rules leave to the players — the Weapon System types, leftover Hits, retreat hexes, 10.24 —
 * are separate inputs of the functions that need them (reading X2: the deciding player's).
 */
import type { AgSide } from '../data/types';
import type { Stack } from '../fire/combatUnit';
import type { ShockType } from '../tables/types';

export interface ShockLeader {
  readonly id: string;
  readonly side: AgSide;
  readonly hex: string;
  /** AG 4.21, 4.34: Charisma rating (0 = none). */
  readonly charisma: number;
}

export interface ShockAttack {
  readonly attackers: readonly Stack[];
  readonly defenders: readonly Stack[];
  /** AG 9.25 "Moving attack": some attacking unit moved this phase, or advanced into a CS (AG 10.3). */
  readonly moved: boolean;
  /** AG 9.11 (mandatory) or 9.12 (voluntary): decides the pre-shock TQ test (AG 9.23). */
  readonly mandatory: boolean;
  /** Leaders on the map near the combat (AG 4.34, 9.24). */
  readonly leaders: readonly ShockLeader[];
}

/** AG 9.25 Weapon System choice: the attacker names his type first, then the defender his. */
export interface WeaponChoice {
  readonly attacker?: ShockType;
  readonly defender?: ShockType;
}
