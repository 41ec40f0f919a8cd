/**
 * Costed movement over hexes: every hex within a movement budget, and the cheapest path to a goal
 * (Dijkstra's search with a binary heap).
 *
 * - `stepCost(from, to)` is the cost of stepping between two adjacent hexes, or null where the
 *   step is not allowed (impassable terrain, enemy units, off the map). Costs may be fractional
 *   (0.5 along a road); they must be ≥ 0, and NaN or negative costs throw. Costs that differ by
 *   less than 1e-9 count as equal, so 0.1 + 0.2 fits a budget of 0.3.
 * - `stopsAt(h)`: a unit that enters `h` must stop there. Such a hex is reached (it may be the end
 *   of a move) but never moved on from. The start hex is never asked: a unit may always leave the
 *   hex it stands in.
 * - Determinism: neighbours are tried in `DIRECTIONS` order; of equally cheap hexes waiting in the
 *   queue, the one queued first is taken first; a hex's route is replaced only by a strictly
 *   cheaper one. So among equally cheap paths the one found first wins, and results (including
 *   the insertion order of the returned maps: cheapest first) are the same on every run.
 * - A search without a budget stops only when it runs out of hexes: `stepCost` must then return
 *   null off the map (or the goal must be reachable), or it never ends. Zero-cost steps likewise
 *   need a bounded map.
 */
import { hex, hexKey, type Hex, type HexKey } from './coords';
import { DIRECTIONS } from './directions';
import { MinHeap } from './heap';

/** Cost of a step between adjacent hexes; null when the step is not allowed. */
export type StepCost = (from: Hex, to: Hex) => number | null;

export interface MoveOptions {
  /** True where a unit entering the hex must stop: it is reachable, but nothing beyond it through it. */
  stopsAt?: (h: Hex) => boolean;
}

export interface PathOptions extends MoveOptions {
  /** Most a path may cost (default: no limit). */
  budget?: number;
}

/** Every reachable hex with its cheapest cost, and the cheapest route to each. */
export interface Reach {
  /** Cheapest cost to each reachable hex, start (0) included, cheapest first. */
  costs: Map<HexKey, number>;
  /** The cheapest route from the start to `h`, both included, or null if `h` is out of reach. */
  pathTo(h: Hex): Hex[] | null;
}

/** Costs within this much of each other are equal. */
export const COST_EPSILON = 1e-9;

interface Node {
  hex: Hex;
  cost: number;
  prev: Node | null;
  done: boolean;
}

// Hexes are indexed by one number inside a search: |q| and |r| must stay below 2^20.
const OFF = 1 << 20;
const SPAN = 1 << 21;
function id(q: number, r: number): number {
  return (q + OFF) * SPAN + (r + OFF);
}

/** The search itself: settles hexes cheapest first until the queue is empty or `goal` is settled. */
function search(start: Hex, budget: number, stepCost: StepCost, stopsAt: ((h: Hex) => boolean) | undefined, goal: Hex | null): { nodes: Map<number, Node>; settled: Node[] } {
  if (Math.abs(start.q) >= OFF || Math.abs(start.r) >= OFF) throw new RangeError(`hex out of range for path search: ${hexKey(start)}`);
  const nodes = new Map<number, Node>();
  const first: Node = { hex: hex(start.q, start.r), cost: 0, prev: null, done: false };
  nodes.set(id(start.q, start.r), first);
  const queue = new MinHeap<Node>();
  queue.push(first, 0);
  const limit = budget + COST_EPSILON;
  const settled: Node[] = [];
  for (let n = queue.pop(); n !== undefined; n = queue.pop()) {
    if (n.done) continue; // a stale queue entry: the hex was settled more cheaply before
    n.done = true;
    settled.push(n);
    const h = n.hex;
    if (goal !== null && h.q === goal.q && h.r === goal.r) break;
    if (n !== first && stopsAt !== undefined && stopsAt(h)) continue;
    for (let d = 0; d < 6; d++) {
      const q = h.q + DIRECTIONS[d].q;
      const r = h.r + DIRECTIONS[d].r;
      const k = id(q, r);
      const old = nodes.get(k);
      if (old !== undefined && old.done) continue;
      const to = old !== undefined ? old.hex : hex(q, r);
      const c = stepCost(h, to);
      if (c === null) continue;
      if (!(c >= 0)) throw new RangeError(`step cost from ${hexKey(h)} to ${hexKey(to)} must be ≥ 0: ${c}`);
      const nc = n.cost + c;
      if (nc > limit) continue;
      if (old === undefined) {
        if (Math.abs(q) >= OFF || Math.abs(r) >= OFF) throw new RangeError(`hex out of range for path search: ${hexKey(to)}`);
        const node: Node = { hex: to, cost: nc, prev: n, done: false };
        nodes.set(k, node);
        queue.push(node, nc);
      } else if (nc < old.cost - COST_EPSILON) {
        old.cost = nc;
        old.prev = n;
        queue.push(old, nc);
      }
    }
  }
  return { nodes, settled };
}

function route(node: Node): Hex[] {
  const out: Hex[] = [];
  for (let n: Node | null = node; n !== null; n = n.prev) out.push(n.hex);
  return out.reverse();
}

/** Every hex reachable from `start` within `budget`, with the cheapest route to each. */
export function explore(start: Hex, budget: number, stepCost: StepCost, opts: MoveOptions = {}): Reach {
  const { nodes, settled } = search(start, budget, stepCost, opts.stopsAt, null);
  const costs = new Map<HexKey, number>();
  for (const n of settled) costs.set(hexKey(n.hex), n.cost);
  return {
    costs,
    pathTo(h: Hex) {
      const n = nodes.get(id(h.q, h.r));
      return n !== undefined && n.done ? route(n) : null;
    },
  };
}

/** Cheapest cost from `start` to every hex reachable within `budget` (start included at 0), cheapest first. */
export function reachable(start: Hex, budget: number, stepCost: StepCost, opts: MoveOptions = {}): Map<HexKey, number> {
  return explore(start, budget, stepCost, opts).costs;
}

/** The cheapest path from `start` to `goal` (both included) and its cost, or null if there is none within the budget. */
export function shortestPath(start: Hex, goal: Hex, stepCost: StepCost, opts: PathOptions = {}): { path: Hex[]; cost: number } | null {
  const { nodes } = search(start, opts.budget ?? Infinity, stepCost, opts.stopsAt, goal);
  const n = nodes.get(id(goal.q, goal.r));
  return n !== undefined && n.done ? { path: route(n), cost: n.cost } : null;
}
