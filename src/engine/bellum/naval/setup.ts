/** Ships a scenario puts on the map at the start (BG 5.1 trireme boxes, BG 5.5 passengers). */
import type { RegionId, UnitId } from '../data/types';
import type { BellumState } from '../state';
import { emptyNaval } from './types';

export function setupFleets(s: BellumState, fleets: readonly { ship: UnitId; region: RegionId; builtBy?: UnitId; cargo?: string[] }[]): void {
  if (fleets.length === 0) return;
  const n = (s.naval ??= emptyNaval());
  for (const f of fleets) {
    s.units[f.ship] = { region: f.region, place: null, out: null, reduced: false };
    if (f.builtBy) {
      s.units[f.builtBy] = { region: null, place: null, out: null, reduced: false }; // in the trireme box
      n.builtBy[f.ship] = f.builtBy;
    }
    if (f.cargo?.length) n.cargo[f.ship] = [...f.cargo].sort();
  }
}
