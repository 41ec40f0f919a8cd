/**
 * AG Opt.Aggressiveness (optional; printed with scenarios 12.1 and 12.2, so in 12.3 too) — Gallic
 * Aggressiveness: Gallic BI that come out of a tribal counter (AG 5.48, 6.21) must hurry to attack
 * the nearest Roman units and/or Ramparts not already under attack, within the leash (AG 5.49) and
 * the rules on passing through other units; the Alesia force's BI likewise, but free to make for any
 * inner Rampart hex, nearest or not.
 *
 * Reading (X11), enforced only as a limit on where a bound BI may end its move (never moving it for
 * the player; it may always stay where it is):
 * - bound: every Gallic BI of the relief army (each came out of a counter) and of the Alesia force,
 *   while the option is in play; one already next to a Roman unit or a Rampart hex, or on a Rampart,
 *   is at its objective and moves freely;
 * - targets: hexes holding Roman combat units, and Rampart hexes (as the works stand now, AG 8.45)
 *   not held by Gauls; one is "already under attack" when a Gallic combat unit stands next to it.
 *   When every target is under attack, the nearest of them all will do;
 * - "nearest" is counted in hexes around ground a BI can never cross (a step its movement bars on an
 *   empty board: crest walls but at gates, unfilled water ditches), units ignored;
 * - "as fast as possible": a relief BI ends its move on one of the hexes it can reach that lie
 *   nearest an unassailed target; when blocked (by friends, works or the leash) that is simply the
 *   nearest it can get. An Alesia BI ends nearer (in hexes) to some inner Rampart hex than it began,
 *   or, failing any such end, as near the nearest as it can get;
 * - a bound BI may turn in place only when no move brings it nearer than it stands.
 */
import { distance, parseHexKey } from '../../hex/coords';
import { isWorkingCopy } from '../ctx';
import { agUnit } from '../data';
import { forceOf } from '../entry/escaped';
import type { AgState } from '../state';
import { H_RAMPART, moveBoard, type MoveBoard } from './board';
import { fillIndexReader } from './fill';
import { flagsNow, rubbleOf, type Occupancy } from './occupancy';
import { stepCost, type Mover } from './step';
import { unitEntries } from '../unitIds';

/** AG Opt.Aggressiveness — the option is in play. */
export const aggressivenessOn = (s: Pick<AgState, 'optional'>): boolean => !!s.optional?.aggressiveness;

/** AG Opt.Aggressiveness — which rule binds `id`'s moves: a relief BI's, an Alesia BI's, or none. */
export function boundBy(s: AgState, id: string): 'relief' | 'alesia' | null {
  if (!aggressivenessOn(s)) return null;
  const d = agUnit(id);
  if (d.side !== 'gallic' || d.type !== 'BI') return null;
  const f = forceOf(s, id);
  return f === 'relief' || f === 'alesia' ? f : null;
}

interface Fields {
  mb: MoveBoard;
  board: { occ: Occupancy; m: Mover };
  /** 1 on each target that binds a relief BI: unassailed ones (every one when all are assailed). */
  isTarget: Uint8Array;
  /** Hexes from the nearest such target; -1 unreached. */
  relief: Int32Array;
  /** Hexes from one target, per target, built as asked. */
  byTarget: Map<number, Int32Array>;
  /** The nearest targets of a start hex, per hex, found as asked. */
  nearest: Map<number, number[]>;
  /** 1 on every target hex and next to one: a BI there is at its objective. */
  atObjective: Uint8Array;
  /** The inner Rampart hexes (as indices), the Alesia force's objectives. */
  inner: number[];
  /** Hexes from the nearest inner Rampart hex; -1 unreached. */
  innerField: Int32Array;
}

const CACHE = new WeakMap<object, Fields>();

/** The empty board a BI's "nearest" is counted on: the works as they stand, no units (AG 8.45 Rubble, Fill). */
function emptyBoard(s: AgState, mb: MoveBoard): { occ: Occupancy; m: Mover } {
  const rubble = rubbleOf(mb, s);
  const zero = new Uint8Array(mb.n);
  const occ: Occupancy = { friends: new Array(mb.n), heavyFriends: zero, enemy: zero, rampartInfantry: zero, zoc: zero, tribal: zero, nextToGaul: zero, ...(rubble ? { rubble } : {}) };
  const lying = fillIndexReader(s, mb); // AG 6.48: the Fill lying on the map, by hex index
  const m: Mover = {
    cavalry: false,
    infantry: true,
    light: false,
    fromRampart: false,
    hexFill: lying.hexFill ?? (() => 0),
    sideFill: lying.sideFill ?? (() => 0),
  };
  return { occ, m };
}

/** Hex steps to the nearest of `sources`, around what a BI can never cross (units ignored); -1 unreached. */
function field(mb: MoveBoard, b: { occ: Occupancy; m: Mover }, sources: readonly number[]): Int32Array {
  const dist = new Int32Array(mb.n).fill(-1);
  let front: number[] = [];
  for (const i of sources) if (dist[i] < 0) {
    dist[i] = 0;
    front.push(i);
  }
  while (front.length) {
    const next: number[] = [];
    for (const i of front) {
      for (let d = 0; d < 6; d++) {
        const j = mb.nb[i * 6 + d];
        if (j < 0 || dist[j] >= 0) continue;
        // The step a BI would take, from j into i.
        let back = 0;
        while (back < 6 && mb.nb[j * 6 + back] !== i) back++;
        if (back === 6 || stepCost(mb, b.occ, b.m, j, back, true, null) < 0) continue;
        dist[j] = dist[i] + 1;
        next.push(j);
      }
    }
    front = next;
  }
  return dist;
}

/** The targets nearest hex `start` (ties all kept), found by stepping out from it `within` hexes. */
function nearestFrom(mb: MoveBoard, b: { occ: Occupancy; m: Mover }, isTarget: Uint8Array, start: number, within: number): number[] {
  if (isTarget[start]) return [start];
  const seen = new Uint8Array(mb.n);
  seen[start] = 1;
  let front = [start];
  for (let k = 1; k <= within && front.length; k++) {
    const next: number[] = [];
    const found: number[] = [];
    for (const i of front) {
      for (let d = 0; d < 6; d++) {
        const j = mb.nb[i * 6 + d];
        if (j < 0 || seen[j] || stepCost(mb, b.occ, b.m, i, d, true, null) < 0) continue;
        seen[j] = 1;
        if (isTarget[j]) found.push(j);
        else next.push(j);
      }
    }
    if (found.length) return found;
    front = next;
  }
  return [];
}

function fields(s: AgState): Fields {
  const cacheable = !isWorkingCopy(s);
  const hit = cacheable ? CACHE.get(s) : undefined;
  if (hit) return hit;
  const mb = moveBoard(s.scenario);
  const rubble = rubbleOf(mb, s);
  const roman = new Uint8Array(mb.n);
  const gaul = new Uint8Array(mb.n);
  for (const [id, st] of unitEntries(s)) {
    if (st.loc.at !== 'hex') continue;
    const i = mb.index.get(st.loc.hex);
    if (i === undefined) continue;
    if (agUnit(id).side === 'roman') roman[i] = 1;
    else gaul[i] = 1;
  }
  const all: number[] = [];
  const open: number[] = [];
  const atObjective = new Uint8Array(mb.n);
  const inner: number[] = [];
  for (let i = 0; i < mb.n; i++) {
    const rampart = (flagsNow(mb, rubble, i) & H_RAMPART) !== 0;
    if (rampart && mb.board.hexes.get(mb.keys[i])?.rampart === 'inner') inner.push(i);
    if (!roman[i] && !(rampart && !gaul[i])) continue;
    all.push(i);
    atObjective[i] = 1;
    let assailed = false;
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j < 0) continue;
      atObjective[j] = 1;
      if (gaul[j]) assailed = true;
    }
    if (!assailed) open.push(i);
  }
  // A Rampart hex the Gauls hold is theirs: it is where a BI stands at its objective.
  for (let i = 0; i < mb.n; i++) if (gaul[i] && (flagsNow(mb, rubble, i) & H_RAMPART)) atObjective[i] = 1;
  const board = emptyBoard(s, mb);
  const targets = open.length ? open : all;
  const isTarget = new Uint8Array(mb.n);
  for (const i of targets) isTarget[i] = 1;
  const out: Fields = { mb, board, isTarget, relief: field(mb, board, targets), byTarget: new Map(), nearest: new Map(), atObjective, inner, innerField: field(mb, board, inner) };
  if (cacheable) CACHE.set(s, out);
  return out;
}

/**
 * AG Opt.Aggressiveness — the filter on `unit`'s move ends from `from` (hex keys): which end hexes it
 * may take, and whether it may turn in place; null when the option does not bind it now.
 */
export function aggressiveEnds(s: AgState, unit: string, from: string, ends: Iterable<string>): { allows: (hex: string) => boolean; mayFace: boolean } | null {
  const bound = boundBy(s, unit);
  if (!bound) return null;
  const f = fields(s);
  const i0 = f.mb.index.get(from);
  if (i0 !== undefined && f.atObjective[i0]) return null; // already at its objective
  const hexes = [...ends];
  const at = (h: string): number => {
    const i = f.mb.index.get(h);
    return i === undefined ? -1 : bound === 'relief' ? f.relief[i] : f.innerField[i];
  };
  const d0 = i0 === undefined ? -1 : at(from);
  if (bound === 'alesia') {
    // Nearer some inner Rampart hex than it began (in hexes).
    const start = i0 === undefined ? null : parseHexKey(from);
    const innerHexes = f.inner.map((i) => f.mb.hexes[i]);
    const nearer = (h: string): boolean => {
      if (!start) return true; // a sortie from off the map: any end comes nearer
      const e = parseHexKey(h);
      return innerHexes.some((r) => distance(e, r) < distance(start, r));
    };
    const forward = new Set(hexes.filter(nearer));
    if (forward.size) return { allows: (h) => forward.has(h), mayFace: false };
  }
  if (bound === 'alesia') return minimal(hexes, at, d0);
  // The relief BI's objective: the target(s) nearest where it stands (ties all kept), then as near one of them as it can get.
  if (i0 === undefined || d0 < 0) return null; // no target it could ever reach: the rule asks nothing it can do
  let nearest = f.nearest.get(i0);
  if (!nearest) f.nearest.set(i0, (nearest = nearestFrom(f.mb, f.board, f.isTarget, i0, d0)));
  const allowed = new Set<string>();
  let mayFace = true;
  for (const t of nearest) {
    let ft = f.byTarget.get(t);
    if (!ft) f.byTarget.set(t, (ft = field(f.mb, f.board, [t])));
    const byT = (h: string): number => {
      const i = f.mb.index.get(h);
      return i === undefined ? -1 : ft![i];
    };
    const r = minimal(hexes, byT, ft[i0]);
    if (!r) continue;
    for (const h of hexes) if (r.allows(h)) allowed.add(h);
    if (!r.mayFace) mayFace = false;
  }
  if (!allowed.size) return null;
  return { allows: (h) => allowed.has(h), mayFace };
}

/** The ends at the least distance `at` gives, and whether turning in place (at `d0`) is as good; null when no end has one. */
function minimal(hexes: readonly string[], at: (h: string) => number, d0: number): { allows: (hex: string) => boolean; mayFace: boolean } | null {
  let best = Infinity;
  for (const h of hexes) {
    const d = at(h);
    if (d >= 0 && d < best) best = d;
  }
  if (best === Infinity) return null;
  const allowed = new Set(hexes.filter((h) => at(h) === best));
  return { allows: (h) => allowed.has(h), mayFace: d0 >= 0 && d0 <= best };
}

/** AG Opt.Aggressiveness — hexes from `hex` to the nearest target that binds a relief BI (-1 unreached): the board's hint, the tests' measure. */
export function objectiveDistance(s: AgState, hex: string): number {
  const f = fields(s);
  const i = f.mb.index.get(hex);
  return i === undefined ? -1 : f.relief[i];
}
