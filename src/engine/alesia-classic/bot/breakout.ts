/**
 * Vercingetorix's way out, for the Gaul's plan (gallicPlan.ts, issue 18). The Roman wins the moment
 * one of his units moves next to Vercingetorix (AC 26.2), and no unit may move onto a hex an enemy
 * holds (AC 5.5) nor any Roman into the town (AC 9.1). So once the garrison is free (AC 18) the Gaul
 * moves Vercingetorix only to a hex all six of whose neighbours are already held — by Gauls, by the
 * town, or off the board — or whose gaps the garrison still to move this turn can fill: each turn
 * he moves first, to the hex `breakoutTarget` picks (the nearest to the edge by a way clear of
 * Romans, within his step, whose ring can be closed), then the garrison closes his ring
 * (`ringFiller`, the nearest unit to each gap first). A ring one hex short loses the game to the
 * first Roman that reaches the gap (seen in arena games against the "easy" search, docs/bot.md).
 */
import type { AcAction } from '../actions';
import { AC_UNITS, UNIT_INDEX } from '../data/units';
import { boardIndex, F_RIVER, F_TOWN, F_TRENCH } from '../map/index';
import { gallicArray, romanArray, zocArray } from '../movement/arrays';
import type { AcState } from '../state';
import { AT_HEX, AT_TOWN, FORT, whereOf } from '../where';
import { boardGeometry, distanceToEdge, indexDistance, NO_WAY, stepsFrom } from './geometry';

/** Vercingetorix does not end a move this close to a Roman counter. */
export const V_CLEARANCE = 3;
/** Vercingetorix's longest step in a turn once out of the town (his move, AC 2.5): the garrison need only reach the gaps of his ring (FILL_REACH). */
export const V_STEP_OUT = 6;
/** From the town his first step goes this far out (the garrison, leaving by the walls with him, rings him there). */
const TOWN_STEP = 3;
/** A garrison unit this near an empty hex of the ring can fill it this turn (its move is 6, AC 2.5; ground and ZOC cost some). */
const FILL_REACH = 5;

/** Per unit index: 1 for a Roman counter that can move next to Vercingetorix (not forts, not leaders: AC 26.2 and moves.ts). */
export const ROMAN_MOVER = Uint8Array.from(AC_UNITS, (u) => (u.side === 'roman' && u.kind !== 'fort' && u.kind !== 'leader' ? 1 : 0));
/** Per unit index: 1 for a Roman archer or slinger, who fires at two hexes as Gauls move past (AC 20.5): his way keeps a hex wider of them. */
const MISSILE = Uint8Array.from(AC_UNITS, (u) => (u.kind === 'archer' || u.kind === 'slinger' ? 1 : 0));
const V_INDEX = UNIT_INDEX.get('vercingetorix')!;

/** Board indices of the edge hexes (AC 26.1: he leaves the map from one). */
let EDGE_INDEX: Int32Array | null = null;
function edgeIndex(): Int32Array {
  if (EDGE_INDEX) return EDGE_INDEX;
  const b = boardIndex();
  const out: number[] = [];
  for (let i = 0; i < b.keys.length; i++) if (distanceToEdge(b.keys[i]) === 0) out.push(i);
  return (EDGE_INDEX = Int32Array.from(out));
}

/** Mark every hex within `r` steps of board index `i`. */
function markAround(out: Uint8Array, i: number, r: number): void {
  const nb = boardIndex().nb;
  let ring = [i];
  out[i] = 1;
  for (let step = 0; step < r; step++) {
    const next: number[] = [];
    for (const x of ring) for (let k = 0; k < 6; k++) {
      const j = nb[x * 6 + k];
      if (j >= 0 && !out[j]) { out[j] = 1; next.push(j); }
    }
    ring = next;
  }
}

/**
 * Hexes Vercingetorix should not stand on: within V_CLEARANCE − 1 of a Roman counter that can move
 * (AC 26.2; ZOC too, AC 19.1) or V_CLEARANCE of an archer or slinger (AC 20.5: the way he takes
 * passes near his destination), within three of a fort (AC 19.2).
 */
export function vBlocked(s: AcState): Uint8Array {
  const blocked = new Uint8Array(boardIndex().keys.length);
  const { at, hex } = whereOf(s);
  for (let u = 0; u < at.length; u++) {
    if (at[u] !== AT_HEX || hex[u] < 0) continue;
    if (ROMAN_MOVER[u]) markAround(blocked, hex[u], MISSILE[u] ? V_CLEARANCE : V_CLEARANCE - 1);
    else if (FORT[u]) markAround(blocked, hex[u], 3);
  }
  return blocked;
}

/**
 * Steps from each hex to the edge by hexes Vercingetorix may stand on safely (`vBlocked`). Terrain
 * is not counted. NO_WAY where no such way is open.
 */
export function escapeField(s: AcState, blocked = vBlocked(s)): Int32Array {
  return stepsFrom(edgeIndex(), blocked);
}

/** Vercingetorix's board index (-1: not on a hex of the board — in the town, off it, gone). */
export function vIndex(s: AcState): number {
  const w = whereOf(s);
  return w.at[V_INDEX] === AT_HEX ? w.hex[V_INDEX] : -1;
}

/**
 * The neighbours of board index `t` no Roman is kept out of if Vercingetorix stood on `t` (AC 5.5,
 * 9.1, 26.2): on the board, not of the town, and no Gaul there but Vercingetorix himself (he leaves
 * his hex when he moves).
 */
export function ringHoles(s: AcState, t: number): number[] {
  const { nb, flags } = boardIndex();
  const gallic = gallicArray(s);
  const v = vIndex(s);
  const out: number[] = [];
  for (let k = 0; k < 6; k++) {
    const j = nb[t * 6 + k];
    if (j < 0 || flags[j] & F_TOWN) continue;
    if (gallic[j] - (j === v ? 1 : 0) > 0) continue;
    out.push(j);
  }
  return out;
}

/** Per unit index: 1 for a besieged unit other than Vercingetorix (the garrison, AC 2.3). */
const GARRISON = Uint8Array.from(AC_UNITS, (u) => (u.force === 'besieged' && u.kind !== 'leader' ? 1 : 0));
const IN_TOWN = -1;

/** Where each garrison unit not yet moved this turn stands (board index; IN_TOWN: in the town). */
function fillers(s: AcState): number[] {
  const { at, hex } = whereOf(s);
  const out: number[] = [];
  for (let u = 0; u < at.length; u++) {
    if (!GARRISON[u] || s.moves[AC_UNITS[u].id]) continue;
    if (at[u] === AT_HEX && hex[u] >= 0) out.push(hex[u]);
    else if (at[u] === AT_TOWN) out.push(IN_TOWN);
  }
  return out;
}

/**
 * Steps from board index `h` to each hex within FILL_REACH by a way a Gallic unit could take to `h`
 * in one move: never on through a restrictive river or trench hex (AC 8.1: it must stop there), a
 * Roman ZOC (AC 6.2: likewise) or a Roman-held hex (AC 5.5). Ground is not counted. The town's
 * hexes are passed through (its units leave by the walls, AC 9.3). Unreached: NO_WAY.
 */
function stepsTo(s: AcState, h: number): Int32Array {
  const { nb, flags } = boardIndex();
  const zoc = zocArray(s, 'roman');
  const roman = romanArray(s);
  const d = new Int32Array(flags.length).fill(NO_WAY);
  d[h] = 0;
  const queue = [h];
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q];
    // A unit may start its move on such a hex, or end it there (`h`), but not go on through it.
    if (d[i] >= FILL_REACH || (i !== h && ((flags[i] & (F_RIVER | F_TRENCH) && !(flags[i] & F_TOWN)) || zoc[i]))) continue;
    for (let k = 0; k < 6; k++) {
      const j = nb[i * 6 + k];
      if (j < 0 || d[j] !== NO_WAY || roman[j]) continue;
      d[j] = d[i] + 1;
      queue.push(j);
    }
  }
  return d;
}

/** Steps to `h` (stepsTo) from each filler (board index, or IN_TOWN: the nearest town hex), kept per hole for one plan. */
type Reach = (f: number, h: number) => number;
function reacher(s: AcState): Reach {
  const memo = new Map<number, { d: Int32Array; town: number }>();
  const { flags } = boardIndex();
  return (f, h) => {
    let m = memo.get(h);
    if (!m) {
      const d = stepsTo(s, h);
      let town = NO_WAY;
      for (let i = 0; i < d.length; i++) if (flags[i] & F_TOWN && d[i] < town) town = d[i];
      memo.set(h, (m = { d, town }));
    }
    return f === IN_TOWN ? m.town : m.d[f];
  };
}

/**
 * Can `holes` all be filled this turn by distinct units of `from` (each within FILL_REACH of its
 * hole)? Greedy: the hole with the fewest units in reach first, each taking its nearest unit.
 */
function fillable(holes: readonly number[], from: readonly number[], reachOf: Reach): boolean {
  if (holes.length > from.length) return false;
  const taken = new Uint8Array(from.length);
  const inReach = (h: number) => from.reduce((n, f, k) => n + (!taken[k] && reachOf(f, h) <= FILL_REACH ? 1 : 0), 0);
  const left = holes.slice();
  while (left.length) {
    left.sort((a, b) => inReach(a) - inReach(b));
    const h = left.shift()!;
    let pick = -1;
    for (let k = 0; k < from.length; k++) if (!taken[k] && reachOf(from[k], h) <= FILL_REACH && (pick < 0 || reachOf(from[k], h) < reachOf(from[pick], h))) pick = k;
    if (pick < 0) return false;
    taken[pick] = 1;
  }
  return true;
}

/**
 * The hex Vercingetorix should end this turn on (board index; -1: none safe), worked out before he
 * moves (he moves first, then the garrison rings him). From the town: within TOWN_STEP of it; on
 * the map: within V_STEP_OUT of him, his own hex included (to stay). Only a hex whose every hole the garrison still to move this turn can fill (a distinct unit
 * within reach of each, `fillable`; his own hex when its ring is whole); of those the nearest to the
 * edge by a way clear of Romans (`escapeField`), else the nearest to the edge; of equals, the one
 * with fewer holes. `allowed`: the hexes he can reach (his move list), where known.
 */
export function breakoutTarget(s: AcState, allowed?: (i: number) => boolean): number {
  const blocked = vBlocked(s);
  const field = escapeField(s, blocked);
  const { town, edge } = boardGeometry();
  const { flags } = boardIndex();
  const here = vIndex(s);
  const from = fillers(s);
  const reach = reacher(s);
  let pick = -1;
  let low = Infinity;
  for (let i = 0; i < field.length; i++) {
    if (blocked[i] || flags[i] & F_TOWN) continue;
    if (here < 0 ? town[i] < 1 || town[i] > TOWN_STEP : indexDistance(i, here) > V_STEP_OUT) continue;
    if (allowed && i !== here && !allowed(i)) continue;
    const x = (field[i] < NO_WAY ? field[i] : 1000 + edge[i]);
    if (x >= low) continue;
    const holes = ringHoles(s, i);
    const y = x + holes.length / 2;
    if (y < low && fillable(holes, from, reach)) {
      low = y;
      pick = i;
    }
  }
  return pick;
}

/**
 * The garrison unit to send into the ring round Vercingetorix's hex `v` next: of the `selects`
 * (garrison selects on offer), the one nearest an empty hex of his ring and within reach of it,
 * never one that holds a hex of the ring alone. Undefined: the ring is whole, or no one can fill it.
 */
export function ringFiller(s: AcState, v: number, selects: readonly AcAction[]): AcAction | undefined {
  const holes = ringHoles(s, v);
  if (!holes.length) return undefined;
  const { at, hex } = whereOf(s);
  const gallic = gallicArray(s);
  const reachOf = reacher(s);
  let pick: AcAction | undefined;
  let low = FILL_REACH + 1;
  for (const a of selects) {
    if (a.t !== 'select') continue;
    const u = UNIT_INDEX.get(a.unit)!;
    const from = at[u] === AT_HEX ? hex[u] : at[u] === AT_TOWN ? IN_TOWN : -2;
    // Alone on a hex of the ring: it holds it already.
    if (from === -2 || (from >= 0 && gallic[from] === 1 && indexDistance(from, v) === 1)) continue;
    for (const h of holes) {
      const d = reachOf(from, h);
      if (d < low) {
        low = d;
        pick = a;
      }
    }
  }
  return pick;
}
