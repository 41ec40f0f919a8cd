/** AC 12.3 — the off-board zone nearest to a hex. */
import { distance, hexKey, parseHexKey } from '../hex/coords';
import { EDGE_HEXES, EDGE_ZONES, entryHexes, ZONES, type Zone } from './map/zones';

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


/**
 * AC 12.3 — every zone at the least distance from a hex, or from the nearest of several (straight-line hexes to the zone's nearest
 * edge hex, terrain ignored), in zone order. More than one when the hex is as near to two or more:
 * then the Gallic player chooses. A Δ edge hex belongs to both its zones, so it is always a tie.
 */
export function nearestZones(...hexes: string[]): Zone[] {
  const hs = hexes.map(parseHexKey);
  const dist = ZONES.map((z) => Math.min(...entryHexes(z).flatMap((e) => hs.map((h) => distance(e, h)))));
  const best = Math.min(...dist);
  return ZONES.filter((_, i) => dist[i] === best);
}
