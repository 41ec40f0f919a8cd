/** AC 3.2, 10.1, 24.1 — where the Roman may set up a counter. */
import { parseHexKey } from '../../hex/coords';
import { acUnit } from '../data/units';
import { countsForStacking } from '../data/types';
import { acHex, acMap, fortSiteAllowed, romanSetupAllowed } from '../map/map';
import { occupancy, STACK_LIMIT } from '../queries';
import type { AcState } from '../state';

/** May `unit` be set up on `hex` now? Not in or next to the town; forts 8+ hexes away, one per hex; three units a hex. */
export function canPlace(s: AcState, unit: string, hex: string, occ = occupancy(s)): boolean {
  const h = parseHexKey(hex);
  if (!acHex(h) || !romanSetupAllowed(h)) return false;
  const def = acUnit(unit);
  const here = (occ.get(hex) ?? []).filter((x) => x !== unit);
  if (def.kind === 'fort') return fortSiteAllowed(h) && !here.some((x) => acUnit(x).kind === 'fort');
  if (!countsForStacking(def)) return true;
  return here.filter((x) => countsForStacking(acUnit(x))).length < STACK_LIMIT.roman;
}

/** Every hex the unit may be set up on. */
export function placementHexes(s: AcState, unit: string): string[] {
  const occ = occupancy(s);
  const out: string[] = [];
  for (const k of acMap().hexes.keys()) if (canPlace(s, unit, k, occ)) out.push(k);
  return out;
}

