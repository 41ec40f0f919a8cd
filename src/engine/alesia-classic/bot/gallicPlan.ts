/**
 * The Gaul's plan for the playout policy (issue 18): the garrison may leave the town only the turn
 * after ten relief units have landed on the Outer Works in one turn and a battle has been fought
 * (AC 18.1, 18.2), and the Gaul wins only by taking Vercingetorix off the map (AC 26.1) without a
 * Roman unit ever coming next to him (AC 19.1, 26.2). So:
 *  - STAGE: relief units march in and halt just outside the Outer Works, out of Roman ZOC;
 *  - LAND: once a dozen stand ready (or the day is running out), every relief unit goes in, onto
 *    and over the Outer Works, in the same turn, and fights there;
 *  - BREAK OUT: once the garrison is free, its units march out towards the nearest edge ahead of
 *    Vercingetorix (their ZOC holds the Romans off), and he follows, only to hexes no Roman
 *    counter is near.
 * Each choice reads arrays the engine keeps per position (where.ts, movement/arrays.ts) and the
 * map's distances (geometry.ts), so it stays cheap enough for every playout step.
 */
import type { AcAction } from '../actions';
import { AC_UNITS, UNIT_INDEX } from '../data/units';
import { boardIndex } from '../map/index';
import { gallicArray, romanArray, zocArray } from '../movement/arrays';
import type { AcState } from '../state';
import { AT_HEX, whereOf } from '../where';
import { breakoutTarget, escapeField, ringHoles, ROMAN_MOVER, V_CLEARANCE, V_STEP_OUT, vIndex } from './breakout';
import { boardGeometry, indexDistance, NO_WAY, owDistanceArray } from './geometry';

export { escapeField } from './breakout';

type Move = Extract<AcAction, { t: 'move' }>;

/** Relief units standing ready next to the Outer Works before the landing is launched. */
export const STAGED_FOR_LANDING = 12;
/** Turns before the end of a period when the relief goes in whatever it has (AC 12.1). */
const LATE = 4;

/** Per unit index: 1 for a relief infantry unit (cavalry may never enter the Outer Works, AC 22.1). */
const RELIEF_FOOT = Uint8Array.from(AC_UNITS, (u) => (u.force === 'relief' && u.kind === 'infantry' ? 1 : 0));

/**
 * A relief unit, by its id (data/units.ts names relief infantry `gr-N` and cavalry `gc-N`; a test
 * holds this to the order of battle): read from the id's first letters, as a map lookup per entry
 * of a list of 136 selects cost more than the rest of the policy's choice.
 */
export const isRelief = (id: string): boolean => id.charCodeAt(0) === 103 && (id.charCodeAt(1) === 114 || id.charCodeAt(1) === 99) && id.charCodeAt(2) === 45;
/** A relief infantry unit (`gr-N`; the cavalry cannot land on the Outer Works, AC 22.1, and stays off the board). */
export const isReliefFoot = (id: string): boolean => id.charCodeAt(0) === 103 && id.charCodeAt(1) === 114 && id.charCodeAt(2) === 45;

/** AC 18: the garrison is free this turn. */
export const released = (s: AcState): boolean => s.coordination.releaseTurn !== null && s.turn >= s.coordination.releaseTurn;

/** Relief foot on the board within three hexes of the Outer Works but not on them (ready to land). */
export function stagedRelief(s: AcState): number {
  const { at, hex } = whereOf(s);
  const ow = owDistanceArray();
  let n = 0;
  for (let u = 0; u < at.length; u++) {
    if (!RELIEF_FOOT[u] || at[u] !== AT_HEX || hex[u] < 0) continue;
    const d = ow[hex[u]];
    if (d >= 1 && d <= 3) n++;
  }
  return n;
}

/** The landing is on: ten have landed this period, some are landing this turn, enough stand ready, or time is short. */
export function landingOn(s: AcState): boolean {
  return s.coordination.landed !== undefined || s.owLanded.length > 0 || s.turn > s.options.periodTurns - LATE || stagedRelief(s) >= STAGED_FOR_LANDING;
}

const isHexKey = (to: string): boolean => {
  const c = to.charCodeAt(0);
  return c === 45 || (c >= 48 && c <= 57);
};

/** The move with the least score of its hex's board index (undefined: none scores below `stay`, the score of not moving). */
function best(moves: readonly Move[], score: (i: number) => number, stay: number): Move | undefined {
  const index = boardIndex().index;
  let pick: Move | undefined;
  let low = stay;
  for (const a of moves) {
    if (!isHexKey(a.to)) continue;
    const i = index.get(a.to);
    if (i === undefined) continue;
    const x = score(i);
    if (x < low) {
      low = x;
      pick = a;
    }
  }
  return pick;
}

/** The board index of the unit's hex (-1: not on a hex of the board). */
const where = (s: AcState, id: string): number => {
  const w = whereOf(s);
  const u = UNIT_INDEX.get(id)!;
  return w.at[u] === AT_HEX ? w.hex[u] : -1;
};

/** A relief unit's move: up to the Outer Works and halt out of Roman ZOC, or, once the landing is on, in over them towards the town. */
export function reliefMove(s: AcState, moves: readonly Move[]): Move | undefined {
  const ow = owDistanceArray();
  const zoc = zocArray(s, 'roman');
  const town = boardGeometry().town;
  const here = where(s, moves[0].unit);
  if (landingOn(s)) {
    // Onto the Outer Works first (AC 18.1 counts landing or crossing), then as deep as the move goes.
    const score = (i: number) => (ow[i] === 0 ? 0 : 100) + town[i];
    return best(moves, score, here < 0 ? Infinity : score(here));
  }
  const score = (i: number) => (ow[i] === 0 || zoc[i] > 0 ? Infinity : 10 * ow[i] + town[i] / 10);
  return best(moves, score, here < 0 ? Infinity : score(here) - 0.5);
}

/**
 * A besieged unit's move once the garrison is free: into an empty hex of the ring round
 * Vercingetorix (a ring of Gauls leaves no Roman a hex next to him to move into, AC 26.2; AC 5.5),
 * else to a second ring two hexes out. A unit holding a hex of the ring alone stays; with him in
 * the town, all stay.
 */
export function besiegedMove(s: AcState, moves: readonly Move[]): Move | undefined {
  const here = where(s, moves[0].unit);
  const c = vIndex(s);
  const edge = boardGeometry().edge;
  // With him in the town (no hex for him this turn) the garrison stays by him.
  if (c < 0) return undefined;
  const holes = ringHoles(s, c);
  // The rest form a second ring, two hexes out, on the side of the edge: next turn's ring is
  // within their reach, and their ZOC holds Romans off (AC 6.2).
  // (`self`: the unit's own hex, where it does not count against itself.)
  const score = (i: number, self = 0) => (holes.includes(i) ? 0 : 20 + 4 * Math.abs(indexDistance(i, c) - 2) + edge[i] + stack[i] - self);
  const stack = gallicArray(s);
  if (here < 0) return best(moves, score, Infinity);
  const gallic = stack;
  const holds = gallic[here] === 1 && indexDistance(here, c) === 1;
  return best(moves, score, holds ? -1 : score(here, 1));
}

/** Board indices of the Roman counters that could move next to Vercingetorix. */
function romanIndices(s: AcState): number[] {
  const { at, hex } = whereOf(s);
  const out: number[] = [];
  for (let u = 0; u < at.length; u++) if (ROMAN_MOVER[u] && at[u] === AT_HEX && hex[u] >= 0) out.push(hex[u]);
  return out;
}

/** Hexes from board index `i` to the nearest of `others` (capped). */
function clearance(i: number, others: readonly number[], cap = 12): number {
  let d = cap;
  for (const o of others) {
    const x = indexDistance(o, i);
    if (x < d) d = x;
  }
  return d;
}

/**
 * Vercingetorix's move: never into Roman ZOC (AC 19.1), never ending within V_CLEARANCE of a Roman
 * counter; along the shortest way to the edge that keeps clear of them (escapeField), or where no
 * such way is open, nearer the edge and as far from them as he can. Undefined: better to stay.
 */
export function vercingetorixMove(s: AcState, moves: readonly Move[]): Move | undefined {
  const zoc = zocArray(s, 'roman');
  const roman = romanArray(s);
  const romans = romanIndices(s);
  const field = escapeField(s);
  const { town, edge } = boardGeometry();
  const holes = (i: number) => ringHoles(s, i).length;
  const score = (i: number) => {
    if (zoc[i] > 0 || roman[i] > 0) return Infinity;
    if (field[i] < NO_WAY) return field[i] + holes(i) / 2;
    const c = clearance(i, romans);
    if (c < V_CLEARANCE) return Infinity;
    return 1000 + edge[i] + Math.max(0, 5 - c);
  };
  const here = vIndex(s);
  // No farther than the garrison can follow to ring him (its move is as long as his, AC 2.5).
  // Out of the town: only next to it, where the town's hexes (no Roman may enter them, AC 9.1) close
  // part of his ring and the garrison, coming out behind him, fills the rest.
  const near = (i: number) => (here < 0 ? town[i] <= 3 : indexDistance(i, here) <= V_STEP_OUT);
  const stay = here < 0 ? Infinity : score(here);
  // One step a turn: having moved, he stays where the plan sent him (the garrison rings him there).
  if (s.moves.vercingetorix?.path.length) return undefined;
  // AC 26.2: to the plan's hex, one whose ring the garrison can close this turn (breakout.ts) — from
  // the town or from a whole ring nowhere else (one gap loses the game to the first Roman to reach it).
  const { index } = boardIndex();
  const to = new Set<number>();
  for (const a of moves) if (index.has(a.to)) to.add(index.get(a.to)!);
  const t = breakoutTarget(s, (i) => to.has(i) && score(i) < Infinity);
  if (t >= 0 && t !== here) return moves.find((a) => index.get(a.to) === t);
  if (here < 0 || holes(here) === 0) return undefined;
  return best(moves, (i) => (near(i) ? score(i) : Infinity), stay);
}

/** Is Vercingetorix on the map (not in the town)? */
export const vercingetorixOut = (s: AcState): boolean => vIndex(s) >= 0;
