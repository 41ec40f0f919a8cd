/**
 * The 1983 board as flat arrays, for the move search's hot loop: each hex an index, its six
 * neighbours' indices (-1 off the board, in the DIRECTIONS order), and the terrain the search reads
 * as bits. Built once from the map (map.ts), which stays the source of every fact.
 */
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { hexsideBetween } from '../../hex/hexside';
import { acMap } from './map';

export const F_TOWN = 1;
export const F_WALL = 2;
export const F_OW = 4;
export const F_RAMPART = 8;
export const F_RIVER = 16; // a restrictive stream
export const F_TRENCH = 32; // a restrictive stretch of the trench
export const F_BRIDGE = 64; // a rampart bridging the stream
export const F_HAS_TRENCH = 128; // any trench, clipped or not

export interface BoardIndex {
  keys: string[];
  index: Map<string, number>;
  /** 6 per hex: the neighbour's index or -1. */
  nb: Int32Array;
  flags: Uint8Array;
  /** Bit set of the river branches through each hex (AC 8.2, appendix E: "the same river"). */
  river: Uint32Array;
  /** Bit set of the neighbour slots reached along a rampart hexside (AC 7.1). */
  rampartDirs: Uint8Array;
}

let BOARD: BoardIndex | null = null;

export function boardIndex(): BoardIndex {
  if (BOARD) return BOARD;
  const map = acMap();
  const keys = [...map.hexes.keys()];
  const index = new Map(keys.map((k, i) => [k, i]));
  const n = keys.length;
  const nb = new Int32Array(n * 6).fill(-1);
  const flags = new Uint8Array(n);
  const river = new Uint32Array(n);
  const rampartDirs = new Uint8Array(n);
  const branchBit = new Map<string, number>();
  keys.forEach((k, i) => {
    const d = map.hexes.get(k)!;
    const h = parseHexKey(k);
    neighbours(h).forEach((nbh, slot) => {
      const j = index.get(hexKey(nbh));
      if (j === undefined) return;
      nb[i * 6 + slot] = j;
      const side = hexsideBetween(h, nbh);
      if (side && map.rampartSides.has(side)) rampartDirs[i] |= 1 << slot;
    });
    let f = 0;
    if (d.area === 'town') f |= F_TOWN;
    if (d.wall) f |= F_WALL;
    if (d.outerWorks) f |= F_OW;
    if (d.rampart) f |= F_RAMPART;
    if (d.river?.restrictive) f |= F_RIVER;
    if (d.trench?.restrictive) f |= F_TRENCH;
    if (d.trench) f |= F_HAS_TRENCH;
    if (d.rampart && d.rampartBridge) f |= F_BRIDGE;
    flags[i] = f;
    for (const b of d.river?.branches ?? []) {
      if (!branchBit.has(b)) branchBit.set(b, branchBit.size);
      river[i] |= 1 << branchBit.get(b)!;
    }
  });
  if (branchBit.size > 32) throw new Error('more river branches than bits');
  BOARD = { keys, index, nb, flags, river, rampartDirs };
  return BOARD;
}
