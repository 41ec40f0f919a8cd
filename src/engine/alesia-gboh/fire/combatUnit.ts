/**
 * What combat resolution needs to know of a combat unit (AG 2.21, 6.6, 6.7, 10.1–10.4): a read-only
 * view the engine builds from the state and the counter data. Pure data: no lookups here.
 *
 * Stacks are given top unit first (AG 6.65: a unit that joins a stack goes under).
 */
import type { AgMissile, AgSide, AgUnitType } from '../data/types';
import type { Facing } from '../state';
import type { ShockType } from '../tables/types';

export interface CombatUnit {
  readonly id: string;
  readonly side: AgSide;
  readonly type: AgUnitType;
  /** AG 2.21, 10.64: the TQ of the side showing (the reduced TQ once reduced). */
  readonly tq: number;
  /** AG 10.13: the unit has a reduced side it can rout onto (cohorts, relief BI). */
  readonly hasReducedSide: boolean;
  /** AG 10.13: already on its reduced side. */
  readonly reduced: boolean;
  /** AG 10.1: Hits already taken. */
  readonly hits: number;
  /** AG 6.7 */
  readonly disordered: boolean;
  /** AG 10.4 */
  readonly routed: boolean;
  /** AG 2.21, 6.11, 6.72: Movement Allowance now (Disorder already taken off). */
  readonly ma: number;
  /** AG 2.21: the missile letter, if it can fire. */
  readonly missile?: AgMissile;
  readonly hex: string;
  readonly facing: Facing;
}

export interface Stack {
  readonly hex: string;
  /** Top first (AG 6.65). */
  readonly units: readonly CombatUnit[];
}

/** AG 2.4 */
export const isCavalryUnit = (u: Pick<CombatUnit, 'type'>): boolean => u.type === 'LN' || u.type === 'LC' || u.type === 'GC';
export const isArtilleryUnit = (u: Pick<CombatUnit, 'type'>): boolean => u.type === 'SC' || u.type === 'PA';
export const isArcherUnit = (u: Pick<CombatUnit, 'type'>): boolean => u.type === 'AR';
/** AG 2.4, 6.67: infantry = CO, BI, LI. */
export const isInfantryUnit = (u: Pick<CombatUnit, 'type'>): boolean => u.type === 'CO' || u.type === 'BI' || u.type === 'LI';
/** AG 9.25 "Numbers": the units that count and take shock Hits (infantry and cavalry). */
export const isShockUnit = (u: Pick<CombatUnit, 'type'>): boolean => isInfantryUnit(u) || isCavalryUnit(u);
/** AG 9.43: the unit's Weapon System Matrix type, null for archers and artillery (AG 9.26–9.27). */
export const shockTypeOf = (u: Pick<CombatUnit, 'type'>): ShockType | null => (isShockUnit(u) ? (u.type as ShockType) : null);
