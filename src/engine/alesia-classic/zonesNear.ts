/** AC 12.3 — the off-board zone nearest to a hex. */
import { distance, hexKey, parseHexKey } from '../hex/coords';
import { EDGE_HEXES, EDGE_ZONES, type Zone } from './map/zones';

/** The zone whose edge is nearest (straight-line hexes, terrain ignored; ties to the first in ring order). */
export function nearestZone(hex: string): Zone {
  const h = parseHexKey(hex);
  let best: Zone = 'I';
  let bestD = Infinity;
  for (const e of EDGE_HEXES) {
    const d = distance(e, h);
    if (d < bestD) {
      bestD = d;
      best = EDGE_ZONES.get(hexKey(e))![0];
    }
  }
  return best;
}

