/** AC 3.2, 10.1, 24.1 — where the Roman may set up a counter. */
import { acUnit } from '../data/units';
import { countsForStacking } from '../data/types';
import { acMap, fortSiteAllowed, romanSetupAllowed } from '../map/map';
import { occupancy, STACK_LIMIT } from '../queries';
import type { AcState } from '../state';

/**
 * The hexes where the Roman may set up at all (AC 3.2) and those where a fort may stand (AC 24.1),
 * in map order: fixed by the map, so worked out once (the set-up's legal list asks for every counter).
 */
let SITES: { setup: string[]; setupSet: Set<string>; forts: Set<string> } | null = null;
function sites() {
  if (!SITES) {
    const setup: string[] = [];
    const forts = new Set<string>();
    for (const [k, d] of acMap().hexes) {
      if (!romanSetupAllowed(d.hex)) continue;
      setup.push(k);
      if (fortSiteAllowed(d.hex)) forts.add(k);
    }
    SITES = { setup, setupSet: new Set(setup), forts };
  }
  return SITES;
}

/** May `unit` be set up on `hex` now? Not in or next to the town; forts 8+ hexes away, one per hex; three units a hex. */
export function canPlace(s: AcState, unit: string, hex: string, occ = occupancy(s)): boolean {
  const site = sites();
  if (!site.setupSet.has(hex)) return false;
  const def = acUnit(unit);
  const there = occ.get(hex);
  if (!there) return def.kind !== 'fort' || site.forts.has(hex); // an empty hex (most of them): no list to build
  const here = there.filter((x) => x !== unit);
  if (def.kind === 'fort') return site.forts.has(hex) && !here.some((x) => acUnit(x).kind === 'fort');
  if (!countsForStacking(def)) return true;
  return here.filter((x) => countsForStacking(acUnit(x))).length < STACK_LIMIT.roman;
}

/** Every hex the unit may be set up on. */
export function placementHexes(s: AcState, unit: string): string[] {
  const occ = occupancy(s);
  const out: string[] = [];
  for (const k of sites().setup) if (canPlace(s, unit, k, occ)) out.push(k);
  return out;
}
