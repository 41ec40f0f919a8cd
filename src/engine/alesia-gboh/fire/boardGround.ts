/**
 * The combat `Ground` (ground.ts) of a game in play: the scenario's GBoH board (../map/board.ts, in
 * the typed arrays of ../movement/board.ts) plus what the state adds to it — hexes On Fire (AG 8.43)
 * and Ramparts or Redoubts burnt down to Rubble (AG 8.45: the works no longer exist there).
 *
 * Readings:
 * - "outside the walls" (AG 12.2 Night +1) is the movement board's H_OUTSIDE: the plain beyond the
 *   outer line and the town side of the inner one; "inside" is the ground between the lines, camps
 *   and Redoubts, not on a Rampart.
 * - Fill (AG 6.48) is not kept in the state yet, so every hexside reads Fill 0.
 * - Movement is prohibited across an unfilled water ditch and a crest wall without a gate, and off
 *   the board (the same hexsides ../movement/occupancy.ts `zocCrosses` stops a ZOC at).
 */
import type { AgState } from '../state';
import { H_DG_INNER, H_DG_OUTER, H_FOREST, H_OUTSIDE, H_RAMPART, H_REDOUBT, S_CAMP_WALL, S_CREST, S_DITCH, S_GATE, S_REDOUBT_WALL, S_RIVER, S_STONE_WALL, S_STREAM, moveBoard, type MoveBoard } from '../movement/board';
import type { Ground, HexsideFeature } from './ground';

const BITS: readonly (readonly [number, HexsideFeature])[] = [
  [S_CAMP_WALL, 'campWall'], [S_STONE_WALL, 'stoneWall'], [S_GATE, 'gate'], [S_REDOUBT_WALL, 'redoubtWall'],
  [S_STREAM, 'stream'], [S_RIVER, 'smallRiver'], [S_DITCH, 'waterDitch'], [S_CREST, 'crestWall'],
];

/** The direction from hex index `i` to hex index `j`, or -1 when they are not adjacent. */
export function dirTo(mb: MoveBoard, i: number, j: number): number {
  for (let d = 0; d < 6; d++) if (mb.nb[i * 6 + d] === j) return d;
  return -1;
}

/** The ground of `s` as fire and shock read it. */
export function boardGround(s: AgState): Ground {
  const mb = moveBoard(s.scenario);
  const burning = new Set(s.burning ?? []);
  const rubble = new Set(s.rubble ?? []);
  const flag = (h: string, bit: number): boolean => {
    const i = mb.index.get(h);
    return i !== undefined && (mb.flags[i] & bit) !== 0;
  };
  const sideBits = (a: string, b: string): number => {
    const i = mb.index.get(a);
    const j = mb.index.get(b);
    if (i === undefined || j === undefined) return 0;
    const d = dirTo(mb, i, j);
    return d < 0 ? 0 : mb.side[i * 6 + d];
  };
  return {
    level: (h) => {
      const i = mb.index.get(h);
      return i === undefined ? 0 : mb.level[i];
    },
    isRampart: (h) => flag(h, H_RAMPART) && !rubble.has(h),
    isRedoubt: (h) => flag(h, H_REDOUBT) && !rubble.has(h),
    isForest: (h) => flag(h, H_FOREST),
    isDeathGarden: (h) => flag(h, H_DG_INNER | H_DG_OUTER),
    isOutsideWalls: (h) => flag(h, H_OUTSIDE),
    isInsideWalls: (h) => mb.index.has(h) && !flag(h, H_OUTSIDE | H_RAMPART),
    hexside: (a, b) => {
      const bits = sideBits(a, b);
      if (!bits) return [];
      const out: HexsideFeature[] = [];
      for (const [bit, f] of BITS) if (bits & bit) out.push(f);
      return out;
    },
    fill: () => 0,
    prohibited: (from, to) => {
      if (!mb.index.has(to)) return true;
      const bits = sideBits(from, to);
      return (bits & S_DITCH) !== 0 || ((bits & S_CREST) !== 0 && (bits & S_GATE) === 0);
    },
    onFire: (h) => burning.has(h),
  };
}
