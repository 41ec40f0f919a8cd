/**
 * The cost of one step (AG 6.3–6.4, 6.63–6.64, 7.12): what a unit pays to enter the neighbour `d`
 * of hex `i`, read from the Terrain Effects Chart (../tables/terrain.ts) by the hex and hexside
 * terrain of the board (./board.ts). Returns the MP (≥ 0) or a negative Bar code (./why.ts).
 *
 * Readings (docs/reconstruction/gboh-movement.md):
 * - AG 6.31 the +1 MP for a higher hex compares ground levels between two non-Rampart hexes; onto a
 *   Rampart the climb (+1 inside, +3 outside) is the level change, off it the unit goes down.
 * - AG 6.42 the camp wall between a camp hex and a Rampart hex is that Rampart (W5122 → W5222 is
 *   2 MP): the wall's own cost is not added when a Rampart is climbed or left across it.
 * - AG 6.42 a walkway crossing a watercourse is a bridge: water hexsides are not charged along it.
 * - AG 6.44 a Rampart and a Redoubt are passed between only across their link (+1 MP).
 * - AG 6.43 a wall hexside with a gate in it is a gate.
 * - AG 6.68 binds infantry that began its move on a Rampart, whatever way it goes to the other
 *   Rampart hex (stepping down and climbing back up would otherwise empty the rule).
 * - AG 8.43 (reading X60) the 2 MP to enter a hex On Fire come on top of what its terrain costs,
 *   and the Hit on top of any Death Garden Hits; ending there is barred by the callers (./reach.ts).
 * - AG 8.45 a Rampart or Redoubt burnt down to Rubble is no longer one (as fire and shock read it,
 *   ../fire/boardGround.ts): no climb, walkway or link, no Rampart stacking row; entering it costs
 *   the Terrain Effects Chart's reconstructed Rubble row instead of its ground.
 */
import { moveCost, entryHits, type TecMoveId } from '../tables/terrain';
import {
  H_CAMP, H_DG_INNER, H_DG_OUTER, H_FOREST, H_OUTSIDE, H_RAMPART, H_REDOUBT,
  S_CAMP_WALL, S_CREST, S_DITCH, S_GATE, S_LINK, S_REDOUBT_WALL, S_RIVER, S_STONE_WALL, S_STREAM, S_WALKWAY,
  type MoveBoard,
} from './board';
import { flagsNow, sideNow, type Occupancy } from './occupancy';
import { Bar } from './why';

export interface Mover {
  cavalry: boolean;
  infantry: boolean;
  /** AG 6.63: artillery or auxiliary (LI, archers). */
  light: boolean;
  /** AG 6.68: infantry that began its move on a Rampart. */
  fromRampart: boolean;
  /** Fill lying in a hex (AG 6.48); 0 where none. */
  hexFill: (i: number) => number;
  /** Fill lying across the hexside from `i` towards direction `d`; 0 where none. */
  sideFill: (i: number, d: number) => number;
}

const cls = (m: Mover) => (m.cavalry ? 'cavalry' : 'foot');

/** The chart's MP per entry, mover class and Fill value 0–4 (read once: the search asks for them per step). */
const MP_KEPT = new Map<TecMoveId, Int16Array>();
const NOT_READ = -32768;

function mpOf(id: TecMoveId, m: Mover, fill = 0): number {
  // A Fill value outside 0–4 is not kept: moveCost refuses it as it always did.
  if (!(fill >= 0 && fill <= 4 && Number.isInteger(fill))) return mpRead(id, m, fill);
  let row = MP_KEPT.get(id);
  if (!row) MP_KEPT.set(id, (row = new Int16Array(10).fill(NOT_READ)));
  const k = (m.cavalry ? 5 : 0) + fill;
  let c = row[k];
  if (c === NOT_READ) row[k] = c = mpRead(id, m, fill);
  return c;
}

function mpRead(id: TecMoveId, m: Mover, fill: number): number {
  const c = moveCost(id, cls(m), fill);
  return c.kind === 'prohibited' ? -1 : c.mp;
}

/** The cost of a non-Rampart hex's ground, with its Hits (AG 6.31, 6.44, 6.45, 6.8); AG 8.45 Rubble. */
function groundCost(mb: MoveBoard, j: number, m: Mover, hits: Int8Array | null, rubble?: Uint8Array): number {
  if (rubble?.[j]) return mpOf('rubble', m);
  const f = mb.flags[j];
  if (f & (H_DG_INNER | H_DG_OUTER)) {
    const id: TecMoveId = f & H_DG_INNER ? 'innerDeathGarden' : 'outerDeathGarden';
    const fill = m.hexFill(j);
    const c = mpOf(id, m, fill);
    if (c < 0) return -Bar.CavalryDeathGarden;
    if (hits) hits[0] = entryHits(id, fill);
    return c;
  }
  if (f & H_REDOUBT) return mpOf('redoubt', m);
  if (f & H_FOREST) return mpOf('forest', m);
  return mpOf('clear', m);
}

/**
 * AG 6.45, 8.43 — the cohesion Hits for entering hex `j` whatever the way in: its Death Garden (less
 * any Fill that cancels it, AG 6.48) and its fire. The Hits `stepCost` sets for a step into `j`.
 * Used as it stands by the moves that are not searched (the advance after shock, AG 9.31).
 */
export function entryHitsAt(mb: MoveBoard, occ: Pick<Occupancy, 'burning'>, m: Pick<Mover, 'hexFill'>, j: number): number {
  const f = mb.flags[j];
  let h = 0;
  if (f & (H_DG_INNER | H_DG_OUTER)) h += entryHits(f & H_DG_INNER ? 'innerDeathGarden' : 'outerDeathGarden', m.hexFill(j));
  if (occ.burning?.[j]) h += entryHits('burning');
  return h;
}

/** Water hexsides (AG 6.33, 6.46, 6.48): the MP added, or a negative Bar. */
function waterCost(s: number, m: Mover, i: number, d: number): number {
  if (!(s & (S_DITCH | S_STREAM | S_RIVER))) return 0;
  const fill = m.sideFill(i, d);
  let add = 0;
  if (s & S_DITCH) {
    if (moveCost('waterDitch', cls(m), fill).kind === 'prohibited') return -Bar.Ditch;
  }
  if (s & S_STREAM) add += mpOf('stream', m, fill);
  if (s & S_RIVER) add += mpOf('smallRiver', m, fill);
  return add;
}

/**
 * The MP to step from `i` into its neighbour in direction `d`, or a negative Bar. `fromStart`: the
 * unit is still in the hex it began its move in (AG 6.42, climbing from outside). `hits[0]` is set
 * to the cohesion Hits the step costs (AG 6.45) — an effect to apply, not applied here.
 */
export function stepCost(mb: MoveBoard, occ: Occupancy, m: Mover, i: number, d: number, fromStart: boolean, hits: Int8Array | null): number {
  const c = terrainStepCost(mb, occ, m, i, d, fromStart, hits);
  if (c < 0 || !occ.burning) return c;
  const j = mb.nb[i * 6 + d];
  if (!occ.burning[j]) return c;
  // AG 8.43: a hex On Fire costs 2 MP more to enter (the Terrain Effects Chart's row), and 1 Hit.
  if (hits) hits[0] += entryHits('burning');
  return c + mpOf('burning', m);
}

/** AG 8.43 — the MP a hex On Fire adds to a step into it (stepCost's addition to terrainStepCost). */
export const fireStepMp = (m: Mover): number => mpOf('burning', m);

/** The step's cost from the terrain and the units alone (no fire): stepCost less fireStepMp when the hex entered is On Fire. */
export function terrainStepCost(mb: MoveBoard, occ: Occupancy, m: Mover, i: number, d: number, fromStart: boolean, hits: Int8Array | null): number {
  if (hits) hits[0] = 0;
  const j = mb.nb[i * 6 + d];
  if (j < 0) return -Bar.OffBoard;
  if (occ.enemy[j]) return -Bar.Enemy;
  if (occ.tribal[j]) return -Bar.TribalCounter;
  // AG 8.45: the works as they stand now (Rubble is neither Rampart nor Redoubt).
  const s = sideNow(mb, occ.rubble, i, d);
  const fi = flagsNow(mb, occ.rubble, i);
  const fj = flagsNow(mb, occ.rubble, j);
  const fromR = (fi & H_RAMPART) !== 0;
  const toR = (fj & H_RAMPART) !== 0;

  if (toR) {
    if (m.cavalry) return -Bar.CavalryRampart;
    if (occ.rampartInfantry[j] && m.infantry) return -Bar.RampartInfantry;
    let c: number;
    if (fromR) {
      if (!(s & S_WALKWAY)) return -Bar.NoWalkway;
      c = mpOf('rampartWalkway', m);
      // AG 6.68: infantry on a Rampart moving along the walkway, however it got up there (AG Err.4).
      if (m.infantry && rampartRowBarred(mb, occ, j)) return -Bar.RampartRow;
      return c;
    }
    // AG 6.68 with AG Err.4: infantry climbing onto a Rampart from inside the Vallation (a hex of the
    // works, not outside them) next to friendly Rampart infantry breaks the rule too.
    if ((m.fromRampart || (m.infantry && !(fi & H_OUTSIDE))) && rampartRowBarred(mb, occ, j)) return -Bar.RampartRow;
    if (fi & H_REDOUBT) {
      if (!(s & S_LINK)) return -Bar.RedoubtLink;
      c = mpOf('rampartFromRedoubt', m);
    } else if (fi & H_CAMP) c = mpOf('rampartFromCamp', m);
    else if (fi & H_OUTSIDE) {
      if (!fromStart) return -Bar.RampartFromOutside;
      if (occ.friends[j] || occ.enemy[j]) return -Bar.RampartOccupied;
      c = mpOf('rampartFromOutside', m);
    } else c = mpOf('rampartFromInside', m);
    const w = waterCost(s, m, i, d);
    return w < 0 ? w : c + w;
  }

  if (m.cavalry && (fj & H_REDOUBT) && occ.friends[j]) return -Bar.CavalryRedoubt;
  let c = groundCost(mb, j, m, hits, occ.rubble);
  if (c < 0) return c;
  if (fromR) {
    if (fj & H_REDOUBT) {
      if (!(s & S_LINK)) return -Bar.RedoubtLink;
      c += mpOf('redoubtRampartLink', m);
    } else c += mpOf(fj & H_OUTSIDE ? 'leaveRampartOutside' : 'leaveRampartInside', m);
  } else {
    // AG 6.31: one level higher costs one more.
    if (mb.level[j] > mb.level[i]) c += mpOf('levelUp', m) * (mb.level[j] - mb.level[i]);
    const wall = s & (S_CAMP_WALL | S_REDOUBT_WALL | S_STONE_WALL | S_CREST);
    if (wall) {
      if (s & S_GATE) c += mpOf('gate', m);
      else if (s & S_CREST) return -Bar.Crest;
      else {
        const id: TecMoveId = s & S_CAMP_WALL ? 'campWall' : s & S_REDOUBT_WALL ? 'redoubtWall' : 'stoneWall';
        const w = mpOf(id, m);
        if (w < 0) return -Bar.CavalryWall;
        c += w;
      }
    } else if (m.cavalry && (fj & H_REDOUBT)) return -Bar.CavalryRedoubt;
  }
  if (!(s & S_WALKWAY)) {
    const w = waterCost(s, m, i, d);
    if (w < 0) return w;
    c += w;
  }
  // AG 6.63: +2 MP to enter or pass a non-Rampart hex holding friendly units (not artillery/auxiliaries).
  const fr = occ.friends[j];
  if (fr && !m.light && occ.heavyFriends[j]) c += mpOf('friendlyOccupied', m);
  return c;
}

/** AG 6.68: a Rampart hex next to a Rampart hex holding friendly infantry (the mover excluded). */
export function rampartRowBarred(mb: MoveBoard, occ: Occupancy, j: number): boolean {
  for (let d = 0; d < 6; d++) {
    const k = mb.nb[j * 6 + d];
    if (k >= 0 && occ.rampartInfantry[k]) return true;
  }
  return false;
}

/**
 * AG 5.6, 12.1, 12.2 — the MP to come onto hex `j` from off the map (entry/offBoard.ts), or a
 * negative Bar. Reading: the unit pays the hex's own ground (AG 6.31) and the +2 of friendly units
 * in it (AG 6.63); off the map there is no level or hexside to add. It never steps straight onto a
 * Rampart (AG 6.42 climbs from a hex of the map).
 */
export function offBoardEntryCost(mb: MoveBoard, occ: Occupancy, m: Mover, j: number, hits: Int8Array | null): number {
  if (hits) hits[0] = 0;
  if (occ.enemy[j]) return -Bar.Enemy;
  if (occ.tribal[j]) return -Bar.TribalCounter;
  const fj = flagsNow(mb, occ.rubble, j); // AG 8.45
  if (fj & H_RAMPART) return -Bar.RampartFromOutside;
  if (m.cavalry && (fj & H_REDOUBT)) return -Bar.CavalryRedoubt;
  let c = groundCost(mb, j, m, hits, occ.rubble);
  if (c < 0) return c;
  if (occ.friends[j] && !m.light && occ.heavyFriends[j]) c += mpOf('friendlyOccupied', m);
  return c;
}
