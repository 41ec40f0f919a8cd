/**
 * The Roman fields of fire as one side sees the position (AC 20.5, 24.1–24.2): every hex within
 * reach of a fort that a Roman unit holds (engines: 1, 2 and 3 hexes, the primary, secondary and
 * tertiary volleys) or of an archer or slinger group (1 and 2 hexes), with nothing but the walls
 * of Alesia in the way (AC 20.7). Each hex is in the band of the closest shooter that reaches it.
 *
 * A fort whose stack the viewer may not look into (AC 25.7) is taken to be held: counters are
 * hidden under the top one. Volleys spent or lost this turn (AC 24.5) do not shrink the fields:
 * they show where fire can reach, not what is left of it.
 */
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { range } from '../../hex/shapes';
import { acUnit } from '../data/units';
import { acMap } from '../map/map';
import { occupancy } from '../queries';
import type { AcState, UnitTable } from '../state';
import { clearShot, maxRange, shooters, type Shooter } from './fire';

/** 1 primary, 2 secondary, 3 tertiary (forts only). */
export type FireBand = 1 | 2 | 3;

export interface FireField {
  /** Hex → the band of its closest shooter. */
  band: Map<string, FireBand>;
  /** The shooters the fields come from. */
  shooters: Shooter[];
}

export function fireFields(pos: { units: UnitTable; rages: AcState['rages']; concealed?: Record<string, number> }): FireField {
  const all = shooters(pos);
  const seen = new Set(all.map((sh) => sh.id));
  const occ = occupancy(pos);
  for (const [hex, n] of Object.entries(pos.concealed ?? {})) {
    if (!n) continue;
    const fort = (occ.get(hex) ?? []).find((id) => acUnit(id).kind === 'fort');
    if (fort && !seen.has(fort)) all.push({ id: fort, hex, kind: 'fort' });
  }
  const band = new Map<string, FireBand>();
  const hexes = acMap().hexes;
  for (const sh of all) {
    // AC 20.4: a shooter that may fire only at its attackers has no field over the board.
    if (sh.onlyAt) continue;
    const at = parseHexKey(sh.hex);
    for (const h of range(at, maxRange(sh))) {
      const k = hexKey(h);
      const d = distance(at, h) as FireBand;
      if (d < 1 || !hexes.has(k)) continue;
      const known = band.get(k);
      if (known !== undefined && known <= d) continue;
      if (!clearShot(sh.hex, k)) continue;
      band.set(k, d);
    }
  }
  return { band, shooters: all };
}
