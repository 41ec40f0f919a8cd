/** Distances the bot's evaluation and policy read: from a hex to the map's edge (AC 26.1: Vercingetorix's way out). */
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { acMap, distanceToTown } from '../map/map';
import { EDGE_HEXES } from '../map/zones';
import { boardIndex, F_OW } from '../map/index';

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

let TO_OW: Int32Array | null = null;
/**
 * Hexes from each hex (board index, map/index.ts) to the nearest Outer Works hex (0 on one): where
 * the relief army must land ten units in one turn to free the garrison (AC 18.1). Steps over the
 * board's neighbours, so a pure function of the map, worked out once.
 */
export function owDistanceArray(): Int32Array {
  if (TO_OW) return TO_OW;
  const b = boardIndex();
  const sources: number[] = [];
  for (let i = 0; i < b.keys.length; i++) if (b.flags[i] & F_OW) sources.push(i);
  return (TO_OW = stepsFrom(sources));
}

/** Where `stepsFrom` found no way. */
export const NO_WAY = 1 << 20;

/**
 * Steps from each hex (board index) to the nearest of `sources` over the board's neighbours, never
 * through a hex `blocked` marks (a blocked source is no source); NO_WAY where none is reached.
 */
export function stepsFrom(sources: Iterable<number>, blocked?: Uint8Array): Int32Array {
  const nb = boardIndex().nb;
  const d = new Int32Array(boardIndex().keys.length).fill(NO_WAY);
  const queue: number[] = [];
  for (const e of sources) if (!blocked?.[e]) { d[e] = 0; queue.push(e); }
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q];
    for (let k = 0; k < 6; k++) {
      const j = nb[i * 6 + k];
      if (j >= 0 && !blocked?.[j] && d[j] === NO_WAY) { d[j] = d[i] + 1; queue.push(j); }
    }
  }
  return d;
}

/** Hexes from this hex to the nearest Outer Works hex (AC 18.1, 23). */
export const owDistance = (key: string): number => owDistanceArray()[boardIndex().index.get(key) ?? -1] ?? NO_WAY;

/** Per board index (map/index.ts): the hex's axial coordinates, its distance to the town and to the edge. Worked out once. */
export interface BoardGeometry {
  q: Int32Array;
  r: Int32Array;
  town: Int32Array;
  edge: Int32Array;
}
let GEO: BoardGeometry | null = null;
export function boardGeometry(): BoardGeometry {
  if (GEO) return GEO;
  const keys = boardIndex().keys;
  const n = keys.length;
  const g: BoardGeometry = { q: new Int32Array(n), r: new Int32Array(n), town: new Int32Array(n), edge: new Int32Array(n) };
  keys.forEach((k, i) => {
    const h = parseHexKey(k);
    g.q[i] = h.q;
    g.r[i] = h.r;
    g.town[i] = distanceToTown(h);
    g.edge[i] = distanceToEdge(k);
  });
  return (GEO = g);
}

/** Hexes between two board indices. */
export function indexDistance(a: number, b: number): number {
  const g = boardGeometry();
  const dq = g.q[a] - g.q[b];
  const dr = g.r[a] - g.r[b];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
