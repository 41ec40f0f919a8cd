/**
 * AG 10.2: a retreat called for by a shock result (and the pre-shock test, AG 9.23), one unit at a
 * time (AG 6.67). Which hex is the owner's choice; these functions list the hexes the rules allow
 * and price the choice in Hits.
 *
 * AG 9.25, 10.21  one hex, into one of the unit's rear hexes, facing unchanged; a unit on a Rampart
 *                 may go to any open hex — but never outside the walls (10.24 note: ladders lead
 *                 inside only). The hex must be empty or hold a friend it may stack with.
 * AG 10.22        never into or across impassable terrain, never into a Death Garden (what is
 *                 impassable is movement's verdict: movement/step.ts through the Ground, Fill counted).
 * AG 8.43         never into a hex On Fire: no move ends there (reading X63: a retreat, "made as a
 *                 move", may not either).
 * AG 10.23        no such hex: the unit stays and takes 2 Hits.
 * AG 10.24        a unit on a Rampart attacked from below may stay and take 1 Hit instead (its
 *                 owner's choice, reading X2).
 * AG 10.25        a retreat into the ZOC or a front hex of an enemy unit able to fire: 1 Hit.
 * AG 8.52         a Scorpion on a Rampart hex forced to retreat is eliminated.
 */
import { parseHexKey, hexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { aspectHexes } from '../facing';
import { isCavalryUnit, type CombatUnit } from '../fire/combatUnit';
import { takeHits, type CohesionOptions, type UnitHits } from '../fire/cohesion';
import type { Ground } from '../fire/ground';

/** AG 10.21–10.22: the hexes `u` may retreat into; `canEnter` says whether the hex is empty or holds a friend it may stack with. */
export function retreatHexes(g: Ground, u: CombatUnit, canEnter: (hex: string) => boolean): string[] {
  const mover = isCavalryUnit(u) ? 'cavalry' as const : 'foot' as const;
  const candidates = g.isRampart(u.hex)
    ? neighbours(parseHexKey(u.hex)).map(hexKey).filter((h) => !g.isOutsideWalls(h) && (g.isInsideWalls(h) || g.isRampart(h)))
    : aspectHexes(u.hex, u.facing, 'rear');
  return candidates.filter((h) => !g.prohibited(u.hex, h, mover) && !g.isDeathGarden(h) && !g.onFire(h) && canEnter(h));
}

export type RetreatChoice =
  /** Retreat into `to`; `intoFiringEnemyZoc`: the hex is in the ZOC/front of an enemy able to fire (AG 10.25). */
  | { readonly kind: 'retreat'; readonly to: string; readonly intoFiringEnemyZoc: boolean }
  /** AG 10.24: stay on the Rampart and take 1 Hit. */
  | { readonly kind: 'hold' }
  /** AG 10.23: no hex to go to. */
  | { readonly kind: 'blocked' };

export interface RetreatOutcome {
  readonly unit: string;
  readonly to: string | null;
  readonly hits: UnitHits;
  readonly rule: string;
}

/**
 * AG 10.2: the outcome of one unit's retreat. `allowed` are the hexes `retreatHexes` gave;
 * `attackedFromBelow` says whether 10.24 applies (a unit on a Rampart attacked from off it).
 */
export function retreatOutcome(
  g: Ground, u: CombatUnit, choice: RetreatChoice, allowed: readonly string[], attackedFromBelow: boolean, opts: CohesionOptions = {},
): RetreatOutcome {
  if (u.type === 'SC' && g.isRampart(u.hex) && choice.kind !== 'hold') {
    return { unit: u.id, to: null, hits: { unit: u.id, added: 0, total: u.hits, fate: 'eliminated', rule: 'AG 8.52' }, rule: 'AG 8.52' };
  }
  switch (choice.kind) {
    case 'hold':
      if (!(g.isRampart(u.hex) && attackedFromBelow)) throw new RangeError('AG 10.24: only a unit on a Rampart attacked from below may hold for 1 Hit');
      return { unit: u.id, to: null, hits: takeHits(u, 1, opts), rule: 'AG 10.24' };
    case 'blocked':
      if (allowed.length > 0) throw new RangeError('AG 10.23: the unit has a hex to retreat to');
      return { unit: u.id, to: null, hits: takeHits(u, 2, opts), rule: 'AG 10.23' };
    case 'retreat':
      if (!allowed.includes(choice.to)) throw new RangeError(`AG 10.21: ${choice.to} is not a hex ${u.id} may retreat into`);
      return { unit: u.id, to: choice.to, hits: takeHits(u, choice.intoFiringEnemyZoc ? 1 : 0, opts), rule: choice.intoFiringEnemyZoc ? 'AG 10.25' : 'AG 10.21' };
  }
}
