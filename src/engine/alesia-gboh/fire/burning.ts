/**
 * AG 8.41–8.46: fire arrows and burning hexes, as far as resolution goes (the shot itself is
 * `resolveFire` with cls 'AFire'; movement costs of burning hexes are the terrain table's).
 *
 * AG 8.43  a hex set On Fire: each unit in it takes 1 Hit and must leave at once as in a retreat;
 *          one that cannot takes 1 more Hit. A unit entering a burning hex takes 1 Hit. No unit
 *          ends its move there, and none fires from it (eligible.ts).
 * AG 8.44  a Roman unit activated adjacent to and level with a burning hex may spend its whole
 *          activation fighting the fire: 0–5 puts it out, 6–9 it rages on.
 * AG 8.45  when a Gallic chief is activated, one die per burning hex within 5 hexes of him: a 9
 *          burns the Rampart or Redoubt down to Rubble and eliminates every unit in it.
 * AG 8.46  fires never spread; fires and Rubble are cleared at the end of the Assault Period.
 */
import { checkD10 } from '../tables/types';
import { distance, parseHexKey } from '../../hex/coords';
import { takeHits, type CohesionOptions, type UnitHits } from './cohesion';
import type { CombatUnit } from './combatUnit';
import { effectiveLevel, type Ground } from './ground';

/** AG 8.43: the units of a hex just set On Fire; `canLeave[id]` says whether each found a hex to leave to. */
export function catchFire(units: readonly CombatUnit[], canLeave: Readonly<Record<string, boolean>>, opts: CohesionOptions = {}): UnitHits[] {
  return units.map((u) => {
    if (!(u.id in canLeave)) throw new RangeError(`AG 8.43: say whether ${u.id} can leave the burning hex`);
    return takeHits(u, canLeave[u.id] ? 1 : 2, opts);
  });
}

/** AG 8.43: Hits for entering a burning hex. */
export const BURNING_ENTRY_HITS = 1;

/** AG 8.44: may a Roman unit on `hex` fight the fire in `burning`? */
export function mayFightFire(g: Ground, u: CombatUnit, burning: string): boolean {
  return u.side === 'roman' && !u.routed && g.onFire(burning)
    && distance(parseHexKey(u.hex), parseHexKey(burning)) === 1
    && effectiveLevel(g, u.hex) === effectiveLevel(g, burning);
}

/** AG 8.44: 0–5 the fire is out. */
export function fireFightingSucceeds(die: number): boolean {
  checkD10(die);
  return die <= 5;
}

/** AG 8.45: the burning hexes within 5 hexes of the activated chief, each of which rolls. */
export function hexesToRollForBurning(chiefHex: string, burning: readonly string[]): string[] {
  const c = parseHexKey(chiefHex);
  return burning.filter((h) => distance(c, parseHexKey(h)) <= 5);
}

/** AG 8.45: a 9 burns the works down to Rubble; every unit in the hex is eliminated. */
export function burnsDown(die: number): boolean {
  checkD10(die);
  return die === 9;
}
