/** Distances the bot's evaluation and policy read: from a hex to the map's edge (AC 26.1: Vercingetorix's way out). */
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { acMap, distanceToTown } from '../map/map';
import { EDGE_HEXES } from '../map/zones';

const TO_EDGE = new Map<string, number>();

/** Hexes from this hex to the nearest edge hex (0 on the edge); a pure function of the map, kept per hex. */
export function distanceToEdge(key: string): number {
  let d = TO_EDGE.get(key);
  if (d === undefined) {
    const h = parseHexKey(key);
    d = Infinity;
    for (const e of EDGE_HEXES) d = Math.min(d, distance(e, h));
    TO_EDGE.set(key, d);
  }
  return d;
}

let FROM_TOWN = 0;
/** How far Vercingetorix has to go from the town to the edge: the longest such way from a town hex. */
export function townToEdge(): number {
  if (!FROM_TOWN) FROM_TOWN = Math.max(...acMap().townHexes.map((h) => distanceToEdge(hexKey(h))));
  return FROM_TOWN;
}

export const townDistance = (key: string): number => distanceToTown(parseHexKey(key));
