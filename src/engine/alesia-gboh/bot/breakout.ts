/**
 * How far each hex is from the breakout (AG 11.0, victory.ts `outsideCircumvallation`), in the MP a
 * Gallic foot unit pays to get there: the guide of the Gallic plan (gallicPlan.ts) and of the
 * evaluation (evaluate.ts).
 *
 * - The terrain field (per scenario board, built once): a backward Dijkstra from every hex that
 *   counts as outside, each step costed by the movement rules' own step cost (movement/step.ts
 *   `terrainStepCost`) on an empty board — ramparts, walls, gates, ditches and Death Gardens as a
 *   BI pays for them.
 * - The field now (per position, kept per units record): the same with the Roman units in the way —
 *   a hex holding an unrouted Roman costs ENEMY_HEX more to enter (he may move, or be shocked out),
 *   one next to him NEXT_TO_ENEMY more — so the Alesia force is steered round a manned stretch of
 *   the lines to an empty one (in 12.1 and 12.2 the south-east corner: the inner line by W5033 and the
 *   open ground between the lines north of W5815, which counts as outside).
 * Where the Alesia force comes on from off the map (east edge, or the oppidum in 12.3) its distance
 * is the best of its entry hexes (entry/offBoard.ts), plus the cost of coming on.
 */
import { agUnit } from '../data';
import { moveBoard, type MoveBoard } from '../movement/board';
import type { Occupancy } from '../movement/occupancy';
import { offBoardEntryCost, terrainStepCost, type Mover } from '../movement/step';
import type { AgScenarioId, AgState } from '../state';
import { outsideCircumvallation } from '../victory';
import { alesiaHexes, SORTIE_HEXES } from '../entry/offBoard';
import { unitIds } from '../unitIds';
import { zocOf } from '../fire/position';

/** No way out (an island of the board, or behind walls without a gate). */
export const FAR = 1e6;
/** Extra MP for a hex an unrouted Roman holds, and for one next to him. */
const ENEMY_HEX = 8;
const NEXT_TO_ENEMY = 1;
/** What a cohesion Hit taken on the way (a Death Garden, AG 6.45) is worth in MP: two inner gardens kill a BI (TQ 6), so the way out crosses one. */
export const MP_PER_HIT = 3;

/** The Alesia force's BI MA (data/units.ts, errata #7). */
const FOOT_MA = 5;
/** A BI on foot (the Alesia force is BI and archers; the field follows the heavier). */
const FOOT: Mover = { cavalry: false, infantry: true, light: false, fromRampart: false, hexFill: () => 0, sideFill: () => 0 };

function emptyOccupancy(n: number): Occupancy {
  const z = new Uint8Array(n);
  return { friends: new Array(n).fill(undefined), heavyFriends: z, enemy: z, rampartInfantry: z, zoc: z, tribal: z, nextToGaul: z };
}

/** Per board: the cost of the step INTO hex j from its neighbour in direction d (index j * 6 + d), -1 barred. */
const STEP_IN = new WeakMap<MoveBoard, Int16Array>();
function stepsIn(mb: MoveBoard): Int16Array {
  let c = STEP_IN.get(mb);
  if (c) return c;
  c = new Int16Array(mb.n * 6).fill(-1);
  const occ = emptyOccupancy(mb.n);
  const hits = new Int8Array(1);
  for (let i = 0; i < mb.n; i++) {
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j < 0) continue;
      const mp = terrainStepCost(mb, occ, FOOT, i, d, true, hits);
      // Stored at the hex entered, by the direction back to the hex left; a Death Garden's Hits (AG 6.45) priced in MP.
      // A step dearer than a BI's whole MA is never listed (the reach search, movement/reach.ts, spends no more than the MA).
      if (mp >= 0 && mp <= FOOT_MA) c[j * 6 + ((d + 3) % 6)] = Math.max(1, mp) + MP_PER_HIT * hits[0];
    }
  }
  STEP_IN.set(mb, c);
  return c;
}

const TARGETS = new Map<AgScenarioId, Uint8Array>();
/** 1 where a hex counts as outside the circumvallations (AG 11.0). */
export function breakoutTargets(s: AgState): Uint8Array {
  let t = TARGETS.get(s.scenario);
  if (t) return t;
  const mb = moveBoard(s.scenario);
  t = new Uint8Array(mb.n);
  for (let i = 0; i < mb.n; i++) if (outsideCircumvallation(s, mb.keys[i])) t[i] = 1;
  TARGETS.set(s.scenario, t);
  return t;
}

/** Backward Dijkstra (small integer costs: a bucket queue) from the targets; `extra[j]` is added to each step into j. */
function fieldFrom(mb: MoveBoard, targets: Uint8Array, extra: Uint8Array | null): Int32Array {
  const steps = stepsIn(mb);
  const dist = new Int32Array(mb.n).fill(FAR);
  const buckets: number[][] = [];
  for (let i = 0; i < mb.n; i++) if (targets[i]) {
    dist[i] = 0;
    (buckets[0] ??= []).push(i);
  }
  for (let b = 0; b < buckets.length; b++) {
    const q = buckets[b];
    if (!q) continue;
    for (let k = 0; k < q.length; k++) {
      const j = q[k];
      if (dist[j] !== b) continue;
      // Relax every hex i from which a step into j is allowed: i = neighbour of j in direction d.
      for (let d = 0; d < 6; d++) {
        const i = mb.nb[j * 6 + d];
        if (i < 0) continue;
        const c = steps[j * 6 + d];
        if (c < 0) continue;
        const nd = b + c + (extra ? extra[j] : 0);
        if (nd < dist[i]) {
          dist[i] = nd;
          (buckets[nd] ??= []).push(i);
        }
      }
    }
  }
  return dist;
}

const TERRAIN = new Map<AgScenarioId, Int32Array>();
/** The terrain field of the scenario's board (no units). */
export function terrainField(s: AgState): Int32Array {
  let f = TERRAIN.get(s.scenario);
  if (!f) TERRAIN.set(s.scenario, (f = fieldFrom(moveBoard(s.scenario), breakoutTargets(s), null)));
  return f;
}

const NOW = new WeakMap<object, Int32Array>();
const ZOC_NOW = new WeakMap<object, Int32Array>();
/** Extra MP the Roman's reading puts on a hex in a Roman's ZOC (AG 7.21: his front hexes; AG 7.23: a Gaul entering stops, losing the rest of his move). */
const IN_ZOC = 4;

/** The field with the Roman units of this position in the way (see the header). */
export const fieldNow = (s: AgState): Int32Array => romanField(s, false, NOW);

/**
 * The Roman's reading of the same (romanPlan.ts, evaluate.ts's blocking term): the front hexes of an
 * unrouted Roman (AG 7.21; not an artillery piece's; an archer's flanks too) cost IN_ZOC more, as
 * a Gaul must stop on entering them (AG 7.23). The Gaul's own plan keeps `fieldNow`.
 */
export const fieldZoc = (s: AgState): Int32Array => romanField(s, true, ZOC_NOW);

function romanField(s: AgState, zoc: boolean, cache: WeakMap<object, Int32Array>): Int32Array {
  let f = cache.get(s.units);
  if (f) return f;
  const mb = moveBoard(s.scenario);
  const extra = new Uint8Array(mb.n);
  const add = (k: number | undefined, mp: number) => {
    if (k !== undefined && k >= 0) extra[k] = Math.max(extra[k], mp);
  };
  for (const id of unitIds(s)) {
    const u = s.units[id];
    if (u.loc.at !== 'hex' || u.routed || agUnit(id).side !== 'roman') continue;
    const i = mb.index.get(u.loc.hex);
    if (i === undefined) continue;
    add(i, ENEMY_HEX);
    for (let d = 0; d < 6; d++) add(mb.nb[i * 6 + d], NEXT_TO_ENEMY);
    // The engine's own ZOC (AG 7.21–7.22: facing, archers, artillery, redoubts, walls it does not cross).
    if (zoc) for (const h of zocOf(s, id, u, mb)) add(mb.index.get(h), IN_ZOC);
  }
  // A Roman's own hex stays ENEMY_HEX dearer even when another's ZOC covers it.
  f = fieldFrom(mb, breakoutTargets(s), extra);
  cache.set(s.units, f);
  return f;
}

/** The distance of a hex (axial key) in field `f`, FAR when it is not on the board. */
export function distanceIn(s: AgState, f: Int32Array, hex: string): number {
  const i = moveBoard(s.scenario).index.get(hex);
  return i === undefined ? FAR : f[i];
}

/** Where an Alesia-force unit off the map would come on, and what that costs: the best entry hex's distance plus the cost of coming on. */
export const offMapDistance = (s: AgState, f: Int32Array, at: 'east-edge' | 'alesia'): number => bestEntry(s, f, at).d;

/** The entry hex (off-map Alesia force) whose way out is cheapest in field `f`, null when none is open. */
export const bestEntryHex = (s: AgState, f: Int32Array, at: 'east-edge' | 'alesia'): string | null => bestEntry(s, f, at).hex;

function bestEntry(s: AgState, f: Int32Array, at: 'east-edge' | 'alesia'): { hex: string | null; d: number } {
  const mb = moveBoard(s.scenario);
  const occ = emptyOccupancy(mb.n);
  let best: { hex: string | null; d: number } = { hex: null, d: FAR };
  for (const h of at === 'east-edge' ? SORTIE_HEXES : alesiaHexes(s)) {
    const j = mb.index.get(h);
    if (j === undefined) continue;
    const c = at === 'east-edge' ? offBoardEntryCost(mb, occ, FOOT, j, null) : 0;
    if (c >= 0 && f[j] + c < best.d) best = { hex: h, d: f[j] + c };
  }
  return best;
}

/** The distance to the breakout of a Gallic unit or leader where it stands (FAR when gone or withdrawn). */
export function distanceOf(s: AgState, f: Int32Array, loc: { at: string; hex?: string }): number {
  if (loc.at === 'hex') return distanceIn(s, f, loc.hex!);
  if (loc.at === 'east-edge' || loc.at === 'alesia') return offMapDistance(s, f, loc.at);
  return FAR;
}

/**
 * The way out from `from` down field `f`: each step to the neighbour the step into which (its terrain
 * cost, stepsIn) plus that neighbour's distance is least, while the distance falls; ends outside (0)
 * or where no step goes down. The Roman's plan (romanPlan.ts) blocks these hexes.
 */
export function pathOut(s: AgState, f: Int32Array, from: string): string[] {
  const mb = moveBoard(s.scenario);
  const steps = stepsIn(mb);
  let i = mb.index.get(from);
  if (i === undefined || f[i] >= FAR) return [];
  const out = [mb.keys[i]];
  while (f[i] > 0 && out.length < 200) {
    let best = -1;
    let bestC = FAR;
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j < 0 || f[j] >= f[i]) continue;
      const c = steps[j * 6 + ((d + 3) % 6)];
      if (c >= 0 && f[j] + c < bestC) [best, bestC] = [j, f[j] + c];
    }
    if (best < 0) break;
    out.push(mb.keys[(i = best)]);
  }
  return out;
}

/**
 * The MP from each hex to the nearest of `hexes` on the empty board, costed as the field's (a BI's
 * steps, movement/step.ts): how far a Roman reserve is from a way out (romanPlan.ts) — the cohort's
 * own costs differ a little (walkways, AG 6.42), so it ranks, it does not decide, a move.
 */
export function fieldTo(s: AgState, hexes: Iterable<string>): Int32Array {
  const mb = moveBoard(s.scenario);
  const t = new Uint8Array(mb.n);
  for (const h of hexes) {
    const i = mb.index.get(h);
    if (i !== undefined) t[i] = 1;
  }
  return fieldFrom(mb, t, null);
}
