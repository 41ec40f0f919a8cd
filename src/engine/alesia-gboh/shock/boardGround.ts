/**
 * The combat `Ground` (../fire/ground.ts) read from the scenario's GBoH board (../movement/board.ts),
 * so shock resolution sees the same map movement does.
 *
 * - a hex is outside the walls (AG 10.24 note, 12.2 Night) when it is off the works and not between
 *   the lines (the plain beyond the outer line, or the town side of the inner one); inside when it
 *   is between the lines, in a camp or a Redoubt;
 * - movement is prohibited (AG 6.5, 9.26, 10.22) where a step costs a Bar with nobody on the map
 *   (../movement/step.ts): units in the way are the callers' business;
 * - Fill and fires are not kept in the state yet: none anywhere.
 */
import { hexsideBetween } from '../../hex/hexside';
import { parseHexKey } from '../../hex/coords';
import type { AgScenarioId } from '../data';
import type { Ground, HexsideFeature } from '../fire/ground';
import { H_DG_INNER, H_DG_OUTER, H_FOREST, H_OUTSIDE, H_RAMPART, H_REDOUBT, moveBoard, type MoveBoard } from '../movement/board';
import type { Occupancy } from '../movement/occupancy';
import { stepCost, type Mover } from '../movement/step';

const CACHE = new Map<string, Ground>();

function emptyOcc(n: number): Occupancy {
  return {
    friends: new Array(n), heavyFriends: new Uint8Array(n), enemy: new Uint8Array(n), rampartInfantry: new Uint8Array(n),
    zoc: new Uint8Array(n), tribal: new Uint8Array(n), nextToGaul: new Uint8Array(n),
  };
}

const mover = (cavalry: boolean): Mover => ({
  cavalry, infantry: !cavalry, light: false, fromRampart: false, hexFill: () => 0, sideFill: () => 0,
});

/** The direction from `i` to the neighbour `j`, or -1. */
export function dirTo(mb: MoveBoard, i: number, j: number): number {
  for (let d = 0; d < 6; d++) if (mb.nb[i * 6 + d] === j) return d;
  return -1;
}

function build(scenario: AgScenarioId): Ground {
  const mb = moveBoard(scenario);
  const occ = emptyOcc(mb.n);
  const idx = (h: string): number => mb.index.get(h) ?? -1;
  const flag = (h: string, f: number): boolean => {
    const i = idx(h);
    return i >= 0 && (mb.flags[i] & f) !== 0;
  };
  const FOOT = mover(false);
  const HORSE = mover(true);
  return {
    level: (h) => {
      const i = idx(h);
      return i >= 0 ? mb.level[i] : 0;
    },
    isRampart: (h) => flag(h, H_RAMPART),
    isRedoubt: (h) => flag(h, H_REDOUBT),
    isForest: (h) => flag(h, H_FOREST),
    isDeathGarden: (h) => flag(h, H_DG_INNER | H_DG_OUTER),
    isOutsideWalls: (h) => idx(h) >= 0 && flag(h, H_OUTSIDE),
    isInsideWalls: (h) => idx(h) >= 0 && !flag(h, H_OUTSIDE) && !flag(h, H_RAMPART),
    hexside: (a, b) => {
      const k = hexsideBetween(parseHexKey(a), parseHexKey(b));
      const fs = k ? mb.board.hexsides.get(k) : undefined;
      return fs ? ([...fs].filter((f) => f !== 'rampartWalkway' && f !== 'redoubtRampartLink') as HexsideFeature[]) : [];
    },
    fill: () => 0,
    prohibited: (from, to, m) => {
      const i = idx(from);
      const j = idx(to);
      if (i < 0 || j < 0) return true;
      const d = dirTo(mb, i, j);
      if (d < 0) return true;
      return stepCost(mb, occ, m === 'cavalry' ? HORSE : FOOT, i, d, true, null) < 0;
    },
    onFire: () => false,
  };
}

/** AG 10.73: a Rampart hex or a hex inside the walls (between the lines, in a camp or Redoubt). */
export function withinWalls(s: { scenario: AgScenarioId }, hex: string): boolean {
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(hex);
  return i !== undefined && ((mb.flags[i] & H_RAMPART) !== 0 || (mb.flags[i] & H_OUTSIDE) === 0);
}

/** The combat ground of a scenario's board (built once). */
export function boardGround(scenario: AgScenarioId): Ground {
  let g = CACHE.get(scenario);
  if (!g) {
    g = build(scenario);
    CACHE.set(scenario, g);
  }
  return g;
}
