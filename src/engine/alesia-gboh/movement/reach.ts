/**
 * Where one unit can end its move this activation (AG 6.1–6.7, 7.1–7.2): a cheapest-cost search
 * over (hex, facing, along-the-walkway) nodes of the board in typed arrays (./board.ts), with every
 * step priced by ./step.ts. For each hex the unit may end on: the cost, the facings it may have
 * there and what each costs, the path, and the Hits the path costs (AG 6.45, an effect to apply).
 * For every other hex, why it is barred (./why.ts).
 *
 * AG 6.11  the budget is the printed MA (data/), less 1 when Disordered (AG 6.72); a unit may spend
 *          less. A rapid move (AG 6.5) doubles a cohort's MA.
 * AG 6.32, 7.11  a unit enters only its front hexes (a unit in a Redoubt has front all round, 6.44);
 *          to go elsewhere it first turns in its hex.
 * AG 7.12  a change of facing costs 1 MP whatever the vertices turned; Gallic foot and auxiliaries
 *          turn free; cavalry pays 1 MP per vertex; a unit that came onto a Rampart hex along the
 *          walkway turns free there (GB-6.42-MOVE unit A paid for its turn after climbing, not along).
 * AG 7.13  in an enemy ZOC a unit turns by one vertex only.
 * AG 7.23  a unit stops on entering an enemy ZOC; one that begins its move in one may leave it, and
 *          may step straight into another, where it stops.
 * AG 6.61, 6.65  stacking limits apply where the move ends; a unit joining a stack takes its facing.
 * AG 6.63  no unit passes friendly infantry on a Rampart: an archer or artillery unit may join it
 *          in the tower, and stops there.
 * AG 8.43  a hex On Fire costs 2 MP more and 1 Hit to enter (./step.ts); no move ends there.
 * AG 9.22  a retreat before shock (`opts.rear`) and a pursuit (`opts.firstInto`) are moves made with
 *          half the MA, paying every cost and keeping every restriction: they are searched here too,
 *          so one place decides which hex a unit may enter (shock/hexChoices.ts reads them).
 * AG 6.5   rapid move: every hex entered costs exactly 1 MP (hexsides included), none next to a
 *          Gallic combat unit, and the cohort did not begin within 3 hexes of one (unless the Gaul is
 *          outside the works and the cohort inside); every rapid move after the first in an Assault
 *          Period costs 1 Hit (`opts.rapidBefore`, since the state does not count them yet).
 */
import { distance, parseHexKey } from '../../hex/coords';
import { agUnit, isArtillery, isAuxiliary, isCavalry, isInfantry, type AgUnitDef } from '../data';
import type { AgState, Facing } from '../state';
import { turnSteps } from '../facing';
import { H_ALESIA, H_OUTSIDE, H_RAMPART, H_REDOUBT, moveBoard, type MoveBoard } from './board';
import { romanEdgeBand } from './edgeBand';
import { flagsNow, isLightMover, mayStack, occupancy, type Occupancy } from './occupancy';
import { offBoardEntryCost, stepCost, type Mover } from './step';
import { Bar, WHY, type Why } from './why';
import { fillIndexReader } from './fill';
import { moveStartHex } from '../entry/onCounter';
import { offBoardStart } from '../entry/offBoard';
import { unitEntries } from '../unitIds';

export interface ReachOptions {
  /** AG 6.5: a rapid move (cohorts only). */
  rapid?: boolean;
  /** AG 6.5: the unit has already made a rapid move this Assault Period (this one costs 1 Hit). */
  rapidBefore?: boolean;
  /** AG 6.48: Fill lying in a hex (hex key → value); by default the state's Fill (movement/fill.ts). */
  hexFill?: (hex: string) => number;
  /** AG 6.48: Fill lying across the hexside between two adjacent hexes. */
  sideFill?: (a: string, b: string) => number;
  /** The MP to spend instead of the unit's MA (AG 9.22: half of it for a retreat before shock or a pursuit). */
  budget?: number;
  /** AG 9.22 pursuit: the first hex entered must be one of these (the hexes the defenders left). */
  firstInto?: readonly string[];
  /** AG 9.22 retreat before shock: steps only into the rear hexes, and no change of facing. */
  rear?: boolean;
  /** The mover's occupancy arrays (occupancy(mb, s, side, unit)), when the caller has built them already. */
  occ?: Occupancy;
  /**
   * AG 6.65 — the units stacked under `unit` that move with it as one stack (top first): every step
   * must be open to each of them, costs what the costliest of them pays, and the budget is the
   * smallest of their MAs (reading X81); the end must hold them all (AG 6.61).
   */
  with?: readonly string[];
}

export interface FacingCost {
  facing: Facing;
  cost: number;
}

export interface ReachEnd {
  hex: string;
  /** The least MP to end there (facing as arrived). */
  cost: number;
  /** Every facing the unit may end with there, and its least cost. */
  facings: FacingCost[];
  /** Hexes from the start to this one, both included. */
  path: string[];
  /** AG 6.45 — cohesion Hits the path costs (an effect for the caller to apply). */
  hits: number;
  /** The hex is in an enemy ZOC (AG 7.23: the move stops there). */
  zoc: boolean;
}

export interface MoveReach {
  unit: string;
  from: string;
  facing: Facing;
  budget: number;
  /** Set when the move is refused as a whole (AG 6.5 rapid move not allowed). */
  refused: Why | null;
  /** AG 6.5 — Hits this rapid move costs (0 or 1). */
  rapidHits: number;
  ends: Map<string, ReachEnd>;
  /** Why `hex` is not an end (null when it is, or it is the start). */
  why(hex: string): Why | null;
}

const INF = 0x7fff;

/** AG 6.11, 6.72 — the unit's MA this activation (AG 6.47: 1 less while it carries Fill; AG 6.65: less the MP spent on swaps). */
export function movementAllowance(s: AgState, id: string, rapid = false): number {
  const u = agUnit(id);
  const base = Math.max(0, u.ma - (s.units[id]?.disordered ? 1 : 0) - (s.units[id]?.fill ? 1 : 0));
  return Math.max(0, (rapid ? base * 2 : base) - (s.units[id]?.spent ?? 0));
}

/** AG 7.12 — the MP to turn from `a` to `b` (not along the walkway, not in a ZOC). */
export function turnCost(u: AgUnitDef, a: Facing, b: Facing): number {
  if (a === b) return 0;
  if (isCavalry(u)) return turnSteps(a, b);
  if (isAuxiliary(u) || (u.side === 'gallic' && !isArtillery(u))) return 0;
  return 1;
}

/** AG 6.5 — why a rapid move is not open to the unit, or null. */
export function rapidRefusal(s: AgState, mb: MoveBoard, id: string): Why | null {
  const u = agUnit(id);
  const st = s.units[id];
  if (u.type !== 'CO' || st?.loc.at !== 'hex') return WHY[Bar.Rapid];
  const at = parseHexKey(st.loc.hex);
  const i = mb.index.get(st.loc.hex) ?? -1;
  const inside = i >= 0 && (mb.flags[i] & H_OUTSIDE) === 0;
  for (const [gid, g] of unitEntries(s)) {
    if (g.loc.at !== 'hex' || agUnit(gid).side !== 'gallic') continue;
    if (distance(at, parseHexKey(g.loc.hex)) > 3) continue;
    const gi = mb.index.get(g.loc.hex) ?? -1;
    const gOutside = gi >= 0 && (mb.flags[gi] & H_OUTSIDE) !== 0;
    if (!(gOutside && inside)) return WHY[Bar.Rapid];
  }
  return null;
}

/** A small bucket queue over integer costs 0..max. */
class Buckets {
  private b: number[][];
  private cur = 0;
  constructor(max: number) {
    this.b = Array.from({ length: max + 1 }, () => []);
  }
  push(c: number, node: number) {
    this.b[c].push(node);
  }
  /** Next node and its bucket, or -1. */
  pop(): number {
    while (this.cur < this.b.length) {
      const x = this.b[this.cur];
      if (x.length) return x.pop()!;
      this.cur++;
    }
    return -1;
  }
  get cost() {
    return this.cur;
  }
}

/**
 * AG 6–7: every hex `unit` can end its move on, with its cost, facings, path and Hits, and why the
 * others are barred. Null when the unit is not on a hex of the map.
 */
export function reach(s: AgState, unit: string, opts: ReachOptions = {}): MoveReach | null {
  const st = s.units[unit];
  // AG 5.48, 6.21: a unit on its tribal counter starts from the counter's hex, its facing its choice (entry/onCounter.ts).
  const startHex = st ? moveStartHex(s, unit) : null;
  // AG 5.64, 12.1, 12.2: the Alesia force's sortie starts off the board (entry/offBoard.ts); `start` is then -1.
  const sortie = st && !startHex ? offBoardStart(s, st.loc, unit) : null;
  if (!st || (!startHex && !sortie)) return null;
  const onCounter = st.loc.at === 'counter';
  const mb = moveBoard(s.scenario);
  const start = startHex ? mb.index.get(startHex) : -1;
  if (start === undefined) return null;
  const u = agUnit(unit);
  const f0 = st.facing;
  // AG 6.65: a stack moving together (only from a hex, never off a counter or the board).
  const mates = startHex && !onCounter ? (opts.with ?? []) : [];
  const refused = opts.rapid ? rapidRefusal(s, mb, unit) ?? mates.map((id) => rapidRefusal(s, mb, id)).find((w) => w) ?? null : null;
  const budget = refused ? 0 : opts.budget ?? Math.min(movementAllowance(s, unit, !!opts.rapid), ...mates.map((id) => movementAllowance(s, id, !!opts.rapid)));
  const rear = !!opts.rear;
  const firstInto = opts.firstInto ? new Set(opts.firstInto) : null;
  const occ = opts.occ ?? occupancy(mb, s, u.side, mates.length ? [unit, ...mates] : unit);
  // AG 6.48: the Fill lying on the map, unless the caller gives its own.
  const lying = opts.hexFill || opts.sideFill ? {} : fillIndexReader(s, mb);
  const { hexFill, sideFill } = opts;
  const moverOf = (x: AgUnitDef): Mover => ({
    cavalry: isCavalry(x),
    infantry: isInfantry(x),
    light: isLightMover(x),
    fromRampart: isInfantry(x) && start >= 0 && (flagsNow(mb, occ.rubble, start) & H_RAMPART) !== 0, // AG 8.45
    hexFill: hexFill ? (i) => hexFill(mb.keys[i]) : lying.hexFill ?? (() => 0),
    sideFill: sideFill ? (i, d) => sideFill(mb.keys[i], mb.keys[mb.nb[i * 6 + d]]) : lying.sideFill ?? (() => 0),
  });
  const m = moverOf(u);
  const group = mates.map(agUnit);
  const others = group.map(moverOf);
  const turnOf = (a: Facing, b: Facing): number => Math.max(turnCost(u, a, b), ...group.map((x) => turnCost(x, a, b)));
  const turn = new Int8Array(36);
  for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) turn[a * 6 + b] = turnOf(a as Facing, b as Facing);

  // Node = (hex * 6 + facing) * 2 + walk. The node arrays are reused between calls (no garbage):
  // all INF / -1 / 0 between calls, the touched hexes' nodes reset once the result is read.
  const { cost, prev, hitsAt, seen, why, stepMemo, stepHits } = scratchOf(mb);
  const hit = new Int8Array(1);
  const zocStart = start >= 0 && occ.zoc[start] === 1;
  const band = u.side === 'roman' ? romanEdgeBand(s.scenario) : null;
  const inBandNow = !!band && start >= 0 && band[start] === 1;
  const q = new Buckets(budget);
  const origin = (start * 6 + f0) * 2;
  const touched: number[] = start >= 0 ? [start] : [];
  const whySet: number[] = [];
  if (start >= 0) {
    seen[start] = 1;
    cost[origin] = 0;
    q.push(0, origin);
  }
  // AG 5.48, 6.21: off a tribal counter every facing is free at the start.
  if (onCounter) for (let f = 0; f < 6; f++) if (f !== f0) {
    cost[(start * 6 + f) * 2] = 0;
    q.push(0, (start * 6 + f) * 2);
  }

  const relax = (node: number, c: number, from: number, h: number) => {
    if (c >= cost[node]) return;
    const hx = (node >> 1) / 6 | 0;
    if (!seen[hx]) {
      seen[hx] = 1;
      touched.push(hx);
    }
    cost[node] = c;
    prev[node] = from;
    hitsAt[node] = h;
    q.push(c, node);
  };
  // AG 5.64: placed free on an Alesia hex; AG 12.1, 12.2: onto a sortie hex at its cost. Any facing.
  if (sortie) for (const k of sortie.hexes) {
    const j = mb.index.get(k)!;
    const c = sortie.pays ? offBoardEntryCost(mb, occ, m, j, hit) : occ.enemy[j] || occ.tribal[j] ? -1 : 0;
    if (c < 0 || c > budget) continue;
    const h = sortie.pays ? hit[0] : 0;
    for (let f = 0; f < 6; f++) relax((j * 6 + f) << 1, c, -1, h);
  }

  for (let node = q.pop(); node >= 0; node = q.pop()) {
    const c = q.cost;
    if (c > cost[node]) continue;
    const w = node & 1;
    const f = (node >> 1) % 6;
    const i = (node >> 1) / 6 | 0;
    if (i !== start && occ.zoc[i]) continue; // AG 7.23: stopped (its one-vertex turn is read at the end)
    if (i !== start && occ.rampartInfantry[i]) continue; // AG 6.63: a tower unit joining infantry stops
    // Turns in place (AG 7.12, 7.13).
    if (!rear && !(i === start && zocStart && node !== origin)) {
      for (let f2 = 0; f2 < 6; f2++) {
        if (f2 === f) continue;
        if (i === start && zocStart && turnSteps(f as Facing, f2 as Facing) > 1) continue;
        const tc = w ? 0 : turn[f * 6 + f2];
        if (c + tc <= budget) relax(((i * 6 + f2) << 1) | w, c + tc, node, hitsAt[node]);
      }
    }
    // Steps into front hexes (AG 6.32, 7.11; all round from a Redoubt, AG 6.44).
    // AG 9.22: a retreat before shock goes through the rear hexes only.
    const all = !rear && (flagsNow(mb, occ.rubble, i) & H_REDOUBT) !== 0; // AG 8.45
    for (let k = 0; k < (all ? 6 : 2); k++) {
      const d = all ? k : (f + k + (rear ? 3 : 0)) % 6;
      const j = mb.nb[i * 6 + d];
      if (j < 0) continue;
      if (firstInto && i === start && !firstInto.has(mb.keys[j])) continue; // AG 9.22: pursuit's first hex
      // AG 12.1–12.3 Romans (reading Q20, ./edgeBand.ts): no Roman goes into the edge band of his own
      // will; one that stands in it already (after a retreat) may move on through it to leave it.
      if (band && band[j] && !inBandNow) {
        if (!why[j]) {
          why[j] = Bar.EdgeBand;
          whySet.push(j);
        }
        continue;
      }
      // A step is priced once per search (it is asked again from every facing and walkway state of `i`).
      const sk = i * 6 + d;
      let r = stepMemo[sk];
      if (r === UNPRICED) {
        r = stepMemo[sk] = stepCost(mb, occ, m, i, d, i === start, hit);
        stepHits[sk] = hit[0];
      } else hit[0] = stepHits[sk];
      // AG 6.65 (reading X81): a stack moving together steps only where each of its units may, at the dearest price.
      for (let k = 0; k < others.length && r >= 0; k++) {
        const r2 = stepCost(mb, occ, others[k], i, d, i === start, null);
        r = r2 < 0 ? r2 : Math.max(r, r2);
      }
      if (r < 0) {
        if (!why[j]) {
          why[j] = -r;
          whySet.push(j);
        }
        continue;
      }
      if (opts.rapid && (r !== 1 || occ.nextToGaul[j])) {
        if (!why[j]) {
          why[j] = Bar.Rapid;
          whySet.push(j);
        }
        continue;
      }
      if (c + r > budget) {
        if (!why[j]) {
          why[j] = Bar.Ma;
          whySet.push(j);
        }
        continue;
      }
      const walk = (flagsNow(mb, occ.rubble, i) & H_RAMPART) && (flagsNow(mb, occ.rubble, j) & H_RAMPART) ? 1 : 0; // AG 8.45
      relax(((j * 6 + f) << 1) | walk, c + r, node, hitsAt[node] + hit[0]);
    }
  }

  // The barred hexes' reasons, kept for the result's why() (the scratch array is cleared below).
  const whyKept = new Map<number, number>();
  for (const j of whySet) whyKept.set(j, why[j]);
  try {
    return collect(s, mb, occ, u, group, turnOf, unit, start, f0, budget, refused, opts, cost, prev, hitsAt, whyKept, touched);
  } finally {
    for (const i of touched) {
      cost.fill(INF, i * 12, i * 12 + 12);
      prev.fill(-1, i * 12, i * 12 + 12);
      hitsAt.fill(0, i * 12, i * 12 + 12);
      stepMemo.fill(UNPRICED, i * 6, i * 6 + 6);
      stepHits.fill(0, i * 6, i * 6 + 6);
      seen[i] = 0;
    }
    for (const j of whySet) why[j] = 0;
  }
}

interface Scratch {
  cost: Int16Array;
  prev: Int32Array;
  hitsAt: Int8Array;
  /** Per hex: reached (all 0 between calls; reset through `touched`). */
  seen: Uint8Array;
  /** Per hex: the first reason it was barred (all 0 between calls; reset through `whySet`). */
  why: Uint8Array;
  /** Per hex and direction: the step's price in this search, UNPRICED when not asked yet (reset through `touched`). */
  stepMemo: Int16Array;
  /** ... and the Hits it set. */
  stepHits: Int8Array;
}
const UNPRICED = -32768;
const SCRATCH = new WeakMap<MoveBoard, Scratch>();
function scratchOf(mb: MoveBoard): Scratch {
  let x = SCRATCH.get(mb);
  if (!x) {
    const N = mb.n * 12;
    x = { cost: new Int16Array(N).fill(INF), prev: new Int32Array(N).fill(-1), hitsAt: new Int8Array(N), seen: new Uint8Array(mb.n), why: new Uint8Array(mb.n), stepMemo: new Int16Array(mb.n * 6).fill(UNPRICED), stepHits: new Int8Array(mb.n * 6) };
    SCRATCH.set(mb, x);
  }
  return x;
}

function collect(
  s: AgState, mb: MoveBoard, occ: Occupancy, u: AgUnitDef, group: readonly AgUnitDef[], turnOf: (a: Facing, b: Facing) => number, unit: string, start: number, f0: Facing, budget: number,
  refused: Why | null, opts: ReachOptions, cost: Int16Array, prev: Int32Array, hitsAt: Int8Array, why: ReadonlyMap<number, number>, touched: readonly number[],
): MoveReach {
  const ends = new Map<string, ReachEnd>();
  const barred = new Map<number, Bar>();
  for (const i of touched) {
    let best = INF;
    let bestNode = -1;
    const fc = new Int16Array(6).fill(INF);
    for (let n = i * 12; n < i * 12 + 12; n++) {
      const c = cost[n];
      if (c === INF) continue;
      const f = (n >> 1) % 6;
      if (c < fc[f]) fc[f] = c;
      if (c < best || (c === best && hitsAt[n] < hitsAt[bestNode])) {
        best = c;
        bestNode = n;
      }
    }
    if (bestNode < 0 || i === start) continue;
    // AG 6.44: cavalry never ends in a Redoubt; AG 6.61: stacking limits where the move ends.
    const present = (occ.friends[i] ?? []).map(agUnit);
    if ((isCavalry(u) || group.some(isCavalry)) && (flagsNow(mb, occ.rubble, i) & H_REDOUBT)) {
      barred.set(i, Bar.CavalryRedoubtEnd);
      continue;
    }
    // AG 8.43: no move ends in a hex On Fire (it may be passed through, at its price).
    if (occ.burning?.[i]) {
      barred.set(i, Bar.BurningEnd);
      continue;
    }
    const fi = flagsNow(mb, occ.rubble, i); // AG 8.45: Rubble stacks as open ground
    const kind = fi & H_RAMPART ? 'rampart' : fi & H_REDOUBT ? 'redoubt' : mb.flags[i] & H_ALESIA ? 'alesia' : 'other'; // AG 5.64
    if (!mayStack(u, [...group, ...present], kind)) {
      barred.set(i, Bar.Stacking);
      continue;
    }
    const facings: FacingCost[] = [];
    const forced = occ.friends[i]?.length ? s.units[occ.friends[i]![0]].facing : null;
    if (opts.rear) {
      // AG 9.22: a retreat before shock keeps its facing.
      if (fc[f0] !== INF) facings.push({ facing: f0, cost: fc[f0] });
    } else if (forced !== null) {
      // AG 6.65: joining a stack, the unit takes its facing.
      facings.push({ facing: forced, cost: best });
    } else if (occ.zoc[i]) {
      // AG 7.13: in a ZOC, one vertex of turn from the facing it arrived with.
      const seen = new Int16Array(6).fill(INF);
      for (let f = 0; f < 6; f++) {
        if (fc[f] === INF) continue;
        for (const g of [f, (f + 1) % 6, (f + 5) % 6]) {
          const c = fc[f] + turnOf(f as Facing, g as Facing);
          if (c <= budget && c < seen[g]) seen[g] = c;
        }
      }
      for (let f = 0; f < 6; f++) if (seen[f] !== INF) facings.push({ facing: f as Facing, cost: seen[f] });
    } else {
      for (let f = 0; f < 6; f++) if (fc[f] !== INF) facings.push({ facing: f as Facing, cost: fc[f] });
    }
    const path: string[] = [];
    for (let n = bestNode; n >= 0; n = prev[n]) {
      const k = mb.keys[(n >> 1) / 6 | 0];
      if (path[path.length - 1] !== k) path.push(k);
    }
    path.reverse();
    ends.set(mb.keys[i], { hex: mb.keys[i], cost: best, facings, path, hits: hitsAt[bestNode], zoc: occ.zoc[i] === 1 });
  }
  const from = start >= 0 ? mb.keys[start] : '';
  return {
    unit,
    from,
    facing: f0,
    budget,
    refused,
    rapidHits: opts.rapid && !refused && opts.rapidBefore ? 1 : 0,
    ends,
    why(hex: string): Why | null {
      if (ends.has(hex) || hex === from) return null;
      if (refused) return refused;
      const i = mb.index.get(hex);
      if (i === undefined) return WHY[Bar.OffBoard];
      const b = barred.get(i) ?? why.get(i);
      return WHY[b || Bar.Ma];
    },
  };
}
