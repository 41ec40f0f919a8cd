/**
 * The combat `Ground` (ground.ts) of a game in play, as missile fire AND shock read it: the
 * scenario's GBoH board (../map/board.ts, in the typed arrays of ../movement/board.ts) plus what the
 * state adds — hexes On Fire (AG 8.43), Ramparts or Redoubts burnt down to Rubble (AG 8.45: the works
 * no longer exist there) and Fill lying on the map (AG 6.46–6.48).
 *
 * Readings:
 * - "outside the walls" (AG 10.24 note, 12.2 Night +1) is the movement board's H_OUTSIDE: the plain
 *   beyond the outer line and the town side of the inner one; "inside" is the ground between the
 *   lines, camps and Redoubts, not on a Rampart.
 * - Movement is prohibited (AG 6.5, 9.26, 10.22) where a step costs a Bar with nobody on the map
 *   (../movement/step.ts, with the Fill lying there): units in the way are the callers' business.
 */
import type { AgScenarioId } from '../data';
import type { AgState } from '../state';
import { fillReader } from '../movement/fill';
import { H_DG_INNER, H_DG_OUTER, H_FOREST, H_OUTSIDE, H_RAMPART, H_REDOUBT, S_CAMP_WALL, S_CREST, S_DITCH, S_GATE, S_REDOUBT_WALL, S_RIVER, S_STONE_WALL, S_STREAM, moveBoard, type MoveBoard } from '../movement/board';
import type { Occupancy } from '../movement/occupancy';
import { stepCost, type Mover } from '../movement/step';
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

/** An empty map (nobody anywhere) per scenario, for asking the step rules what the ground alone bars. */
const EMPTY = new Map<AgScenarioId, Occupancy>();
function emptyOcc(scenario: AgScenarioId, n: number): Occupancy {
  let o = EMPTY.get(scenario);
  if (!o) {
    o = { friends: new Array(n), heavyFriends: new Uint8Array(n), enemy: new Uint8Array(n), rampartInfantry: new Uint8Array(n), zoc: new Uint8Array(n), tribal: new Uint8Array(n), nextToGaul: new Uint8Array(n) };
    EMPTY.set(scenario, o);
  }
  return o;
}

/** The ground of `s` as fire and shock read it. */
export function boardGround(s: Pick<AgState, 'scenario' | 'burning' | 'rubble' | 'fill'>): Ground {
  const mb = moveBoard(s.scenario);
  const occ = emptyOcc(s.scenario, mb.n);
  const burning = new Set(s.burning ?? []);
  const rubble = new Set(s.rubble ?? []);
  const fill = fillReader(s as AgState);
  const sideFill = fill.sideFill ?? (() => 0);
  const hexFill = fill.hexFill;
  const byIndex: Pick<Mover, 'hexFill' | 'sideFill'> = {
    hexFill: hexFill ? (i) => hexFill(mb.keys[i]) : () => 0,
    sideFill: fill.sideFill ? (i, d) => sideFill(mb.keys[i], mb.keys[mb.nb[i * 6 + d]]) : () => 0,
  };
  const mover = (cavalry: boolean): Mover => ({ cavalry, infantry: !cavalry, light: false, fromRampart: false, ...byIndex });
  const FOOT = mover(false);
  const HORSE = mover(true);
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
    fill: (a, b) => sideFill(a, b),
    prohibited: (from, to, m) => {
      const i = mb.index.get(from);
      const j = mb.index.get(to);
      if (i === undefined || j === undefined) return true;
      const d = dirTo(mb, i, j);
      if (d < 0) return true;
      return stepCost(mb, occ, m === 'cavalry' ? HORSE : FOOT, i, d, true, null) < 0;
    },
    onFire: (h) => burning.has(h),
  };
}
