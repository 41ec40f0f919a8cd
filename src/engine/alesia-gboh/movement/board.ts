/**
 * The GBoH map as movement reads it (AG 6.3–6.4, 7.22): the board of ../map/board.ts flattened into
 * typed arrays indexed by hex number, built once per board, so the reach search (./reach.ts) never
 * touches a string-keyed map in its inner loop.
 *
 * - `nb[i * 6 + d]`: the hex index of neighbour `d` (../../hex/directions.ts order), or -1 off board;
 * - `side[i * 6 + d]`: the hexside features towards neighbour `d`, as S_* bits;
 * - `flags[i]`: the hex's terrain, as H_* bits; `level[i]`: its ground level (AG 6.31).
 */
import { hexKey, type Hex } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import { hexsideBetween } from '../../hex/hexside';
import { gbohBoard, type GbohBoard } from '../map/board';
import { SCENARIO_SHEETS } from '../map/grid';
import type { HexsideFeature } from '../map/terrainTypes';
import type { AgScenarioId } from '../data';

export const H_RAMPART = 1;
export const H_REDOUBT = 2;
export const H_FOREST = 4;
export const H_DG_OUTER = 8;
export const H_DG_INNER = 16;
export const H_CAMP = 32;
export const H_ALESIA = 64;
/** AG 6.41: outside the fortifications (the plain beyond the outer line, or anywhere on the town side of the inner). */
export const H_OUTSIDE = 128;

export const S_WALKWAY = 1;
export const S_LINK = 2;
export const S_CAMP_WALL = 4;
export const S_REDOUBT_WALL = 8;
export const S_STONE_WALL = 16;
export const S_GATE = 32;
export const S_CREST = 64;
export const S_STREAM = 128;
export const S_RIVER = 256;
export const S_DITCH = 512;

const SIDE_BIT: Readonly<Record<HexsideFeature, number>> = {
  rampartWalkway: S_WALKWAY, redoubtRampartLink: S_LINK, campWall: S_CAMP_WALL, redoubtWall: S_REDOUBT_WALL,
  stoneWall: S_STONE_WALL, gate: S_GATE, crestWall: S_CREST, stream: S_STREAM, smallRiver: S_RIVER, waterDitch: S_DITCH,
};

export interface MoveBoard {
  board: GbohBoard;
  n: number;
  hexes: Hex[];
  keys: string[];
  index: Map<string, number>;
  nb: Int32Array;
  side: Uint16Array;
  flags: Uint16Array;
  level: Int8Array;
  /** Camp id per hex as a small integer (0: no camp). */
  camp: Int16Array;
}

const CACHE = new WeakMap<GbohBoard, MoveBoard>();

function build(board: GbohBoard): MoveBoard {
  const hexes = [...board.hexes.values()].map((t) => t.hex);
  const keys = hexes.map(hexKey);
  const index = new Map(keys.map((k, i) => [k, i]));
  const n = hexes.length;
  const nb = new Int32Array(n * 6).fill(-1);
  const side = new Uint16Array(n * 6);
  const flags = new Uint16Array(n);
  const level = new Int8Array(n);
  const camp = new Int16Array(n);
  const campIds = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const t = board.hexes.get(keys[i])!;
    let f = 0;
    if (t.rampart) f |= H_RAMPART;
    if (t.redoubt) f |= H_REDOUBT;
    if (t.forest) f |= H_FOREST;
    if (t.deathGarden === 'outer') f |= H_DG_OUTER;
    if (t.deathGarden === 'inner') f |= H_DG_INNER;
    if (t.camp) {
      f |= H_CAMP;
      if (!campIds.has(t.camp.id)) campIds.set(t.camp.id, campIds.size + 1);
      camp[i] = campIds.get(t.camp.id)!;
    }
    if (t.alesia) f |= H_ALESIA;
    if (!t.rampart && !t.camp && !t.redoubt && t.area !== 'between') f |= H_OUTSIDE;
    flags[i] = f;
    level[i] = t.level;
    for (let d = 0; d < 6; d++) {
      const m = neighbour(hexes[i], d);
      const j = index.get(hexKey(m));
      if (j === undefined) continue;
      nb[i * 6 + d] = j;
      const k = hexsideBetween(hexes[i], m);
      const fs = k ? board.hexsides.get(k) : undefined;
      if (!fs) continue;
      let b = 0;
      for (const x of fs) b |= SIDE_BIT[x];
      side[i * 6 + d] = b;
    }
  }
  return { board, n, hexes, keys, index, nb, side, flags, level, camp };
}

/** The movement arrays of a board (built once). */
export function moveBoardOf(board: GbohBoard): MoveBoard {
  let m = CACHE.get(board);
  if (!m) {
    m = build(board);
    CACHE.set(board, m);
  }
  return m;
}

/** The movement arrays of a scenario's board (W for 12.1–12.2, W+E for 12.3). */
export function moveBoard(scenario: AgScenarioId): MoveBoard {
  // Read many times per legal list: kept per scenario, not looked up through the board's sheet key each time.
  let m = BY_SCENARIO.get(scenario);
  if (!m) {
    m = moveBoardOf(gbohBoard(SCENARIO_SHEETS[scenario as '12.1' | '12.2' | '12.3']));
    BY_SCENARIO.set(scenario, m);
  }
  return m;
}
const BY_SCENARIO = new Map<AgScenarioId, MoveBoard>();

/** AG 6.41: inside the fortifications (between the lines, on them, in a camp or Redoubt). */
export const isInside = (mb: MoveBoard, i: number): boolean => (mb.flags[i] & H_OUTSIDE) === 0;
