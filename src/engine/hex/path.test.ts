import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, hex, hexEq, hexKey, parseHexKey, type Hex } from './coords';
import { neighbours } from './directions';
import { hexsideKey, hexsidesOf } from './hexside';
import { explore, reachable, shortestPath, type StepCost } from './path';
import { range } from './shapes';
import { arbHex } from './testing';

const ones: StepCost = () => 1;
const halves: StepCost = () => 0.5;

/** A small random map: each hex of a disc has an entry cost (null = impassable) and maybe a stop-on-enter mark. */
const RADIUS = 5;
const DISC = range(hex(0, 0), RADIUS);
/** Every hexside of the disc, for rivers (+1 to cross) and roads (0.5 along them). */
const SIDES = [...new Set(DISC.flatMap(hexsidesOf))];
const arbTerrain = fc.record({
  side: fc.array(fc.constantFrom<'river' | 'road' | null>('river', 'road', null, null, null), { minLength: SIDES.length, maxLength: SIDES.length }),
  cost: fc.array(fc.constantFrom<number | null>(0.5, 1, 1, 2, 3, null), { minLength: DISC.length, maxLength: DISC.length }),
  stop: fc.array(fc.integer({ min: 0, max: 6 }).map((x) => x === 0), { minLength: DISC.length, maxLength: DISC.length }),
  start: fc.integer({ min: 0, max: DISC.length - 1 }),
  budget: fc.integer({ min: 0, max: 16 }).map((b) => b / 2),
});
type Terrain = { costs: Map<string, number | null>; sides: Map<string, 'river' | 'road' | null>; stops: Set<string>; start: Hex; budget: number };
const toTerrain = (t: { cost: (number | null)[]; side: ('river' | 'road' | null)[]; stop: boolean[]; start: number; budget: number }): Terrain => ({
  costs: new Map(DISC.map((h, i) => [hexKey(h), t.cost[i]])),
  sides: new Map(SIDES.map((k, i) => [k, t.side[i]])),
  stops: new Set(DISC.filter((_, i) => t.stop[i]).map(hexKey)),
  start: DISC[t.start],
  budget: t.budget,
});
/** Entering costs the hex's cost, +1 across a river; along a road 0.5 whatever the hex. Costs depend on the step, not just the hex. */
const stepOf = (t: Terrain): StepCost => (from, to) => {
  const base = t.costs.get(hexKey(to)) ?? null;
  if (base === null) return null;
  const side = t.sides.get(hexsideKey(from, to));
  return side === 'road' ? 0.5 : side === 'river' ? base + 1 : base;
};

/** Brute force: relax every edge until nothing changes (Bellman–Ford), with the same stop rule. */
function reference(t: Terrain): Map<string, number> {
  const best = new Map<string, number>([[hexKey(t.start), 0]]);
  for (let changed = true; changed;) {
    changed = false;
    for (const [k, c] of best) {
      if (k !== hexKey(t.start) && t.stops.has(k)) continue;
      for (const n of neighbours(parseHexKey(k))) {
        const step = stepOf(t)(parseHexKey(k), n);
        if (step === null) continue;
        const nc = c + step;
        const old = best.get(hexKey(n));
        if (nc <= t.budget && (old === undefined || nc < old)) { best.set(hexKey(n), nc); changed = true; }
      }
    }
  }
  return best;
}

describe('reachable', () => {
  it('concrete: a wall with a gap, and a road', () => {
    // Wall along q = 1 except the gap at (1,-2); entering costs 1, the road hexes (r = -3) cost 0.5.
    const step: StepCost = (_f, to) => (to.q === 1 && to.r !== -2 ? null : to.r === -3 ? 0.5 : 1);
    const m = reachable(hex(0, 0), 3, step);
    expect(m.get('0,0')).toBe(0);
    expect(m.has('1,0')).toBe(false);
    expect(m.get('1,-2')).toBe(2);
    expect(m.get('2,-2')).toBe(3);
    expect(m.get('0,-3')).toBe(2.5); // (0,-1), (0,-2), then the road
    expect(m.get('2,-3')).toBe(2.5); // (0,-1), the gap (1,-2), then the road
    expect(m.get('3,-3')).toBe(3);
    expect(m.has('4,-3')).toBe(false); // 3.5
    expect(m.has('1,-3')).toBe(false); // the wall crosses the road
  });

  it('lists hexes cheapest first', () => {
    const costs = [...reachable(hex(0, 0), 3, ones).values()];
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(costs).toHaveLength(37);
  });

  it('with every step costing 1 and nothing blocking, cost is distance (property)', () => {
    fc.assert(fc.property(arbHex(), fc.integer({ min: 0, max: 8 }), (s, b) => {
      const m = reachable(s, b, ones);
      expect(m.size).toBe(3 * b * (b + 1) + 1);
      for (const h of range(s, b)) expect(m.get(hexKey(h))).toBe(distance(s, h));
      expect(m.has(hexKey(hex(s.q + b + 1, s.r)))).toBe(false);
    }), { numRuns: 50 });
  });

  it('with steps costing 0.5 it reaches twice as far (property)', () => {
    fc.assert(fc.property(arbHex(), fc.integer({ min: 0, max: 5 }), (s, b) => {
      const m = reachable(s, b, halves);
      expect(m.size).toBe(3 * (2 * b) * (2 * b + 1) + 1);
      for (const h of range(s, 2 * b)) expect(m.get(hexKey(h))).toBe(distance(s, h) / 2);
    }), { numRuns: 50 });
  });

  it('sums of fractional costs that miss the budget by a rounding error still fit', () => {
    const m = reachable(hex(0, 0), 0.3, () => 0.1);
    expect(m.size).toBe(37);
    expect(reachable(hex(0, 0), 0.3, () => 0.1000001).size).toBe(19);
  });

  it('agrees with a brute-force search on random terrain with stop hexes (property)', () => {
    fc.assert(fc.property(arbTerrain, (raw) => {
      const t = toTerrain(raw);
      const m = reachable(t.start, t.budget, stepOf(t), { stopsAt: (h) => t.stops.has(hexKey(h)) });
      const ref = reference(t);
      expect(new Map([...m].sort())).toEqual(new Map([...ref].sort()));
    }), { numRuns: 200 });
  });

  it('never steps on from a stop hex (other than the start), never takes an impassable step (property)', () => {
    fc.assert(fc.property(arbTerrain, (raw) => {
      const t = toTerrain(raw);
      const froms = new Set<string>();
      const step: StepCost = (from, to) => { froms.add(hexKey(from)); return stepOf(t)(from, to); };
      const r = explore(t.start, t.budget, step, { stopsAt: (h) => t.stops.has(hexKey(h)) });
      for (const k of froms) expect(k === hexKey(t.start) || !t.stops.has(k)).toBe(true);
      for (const k of r.costs.keys()) {
        const p = r.pathTo(parseHexKey(k))!;
        expect(hexKey(p[p.length - 1])).toBe(k);
        for (let i = 1; i < p.length; i++) expect(stepOf(t)(p[i - 1], p[i])).not.toBeNull();
        for (const h of p.slice(1, -1)) expect(t.stops.has(hexKey(h))).toBe(false);
      }
    }), { numRuns: 200 });
  });

  it('stop hexes are reached but not passed; the start hex is left even if it is one', () => {
    const stop = (h: Hex) => h.q === 1 || hexEq(h, hex(0, 0));
    const m = reachable(hex(0, 0), 3, ones, { stopsAt: stop });
    expect(m.get('1,0')).toBe(1);
    expect(m.get('1,-1')).toBe(1);
    expect(m.get('1,-2')).toBe(2);
    // Beyond the q = 1 column is reached only through it.
    expect(m.has('2,0')).toBe(false);
    expect(m.has('2,-2')).toBe(false);
    expect(m.get('-3,0')).toBe(3);
    expect(m.size).toBe(37 - 9);
  });

  it('refuses negative or NaN step costs', () => {
    expect(() => reachable(hex(0, 0), 2, () => -1)).toThrow(RangeError);
    expect(() => reachable(hex(0, 0), 2, () => NaN)).toThrow(RangeError);
  });

  it('pathTo is null out of reach', () => {
    const r = explore(hex(0, 0), 1, ones);
    expect(r.pathTo(hex(3, 0))).toBeNull();
    expect(r.pathTo(hex(0, 0))).toEqual([hex(0, 0)]);
  });
});

describe('shortestPath', () => {
  it('concrete paths; equal-cost ties go to the route found first (neighbours in DIRECTIONS order)', () => {
    expect(shortestPath(hex(0, 0), hex(0, 0), ones)).toEqual({ path: [hex(0, 0)], cost: 0 });
    // (1,1) is two steps away by E then SE or by SE then E: E is tried first.
    expect(shortestPath(hex(0, 0), hex(1, 1), ones)).toEqual({ path: [hex(0, 0), hex(1, 0), hex(1, 1)], cost: 2 });
    expect(shortestPath(hex(1, 1), hex(0, 0), ones)?.path.map(hexKey)).toEqual(['1,1', '1,0', '0,0']);
    expect(shortestPath(hex(0, 0), hex(3, 0), ones, { budget: 2 })).toBeNull();
    // Going around a costly hex is cheaper.
    const swamp: StepCost = (_f, to) => (hexEq(to, hex(1, 0)) ? 5 : 1);
    expect(shortestPath(hex(0, 0), hex(2, 0), swamp)).toEqual({ path: [hex(0, 0), hex(1, -1), hex(2, -1), hex(2, 0)], cost: 3 });
  });

  it('is null when the goal is walled off on a bounded map', () => {
    const onMap = new Set(range(hex(0, 0), 4).map(hexKey));
    const step: StepCost = (_f, to) => (!onMap.has(hexKey(to)) || distance(to, hex(3, 0)) === 1 ? null : 1);
    expect(shortestPath(hex(0, 0), hex(3, 0), step)).toBeNull();
  });

  it('costs what reachable says, along a legal path, and nothing beyond the budget (property)', () => {
    fc.assert(fc.property(arbTerrain, (raw) => {
      const t = toTerrain(raw);
      const opts = { stopsAt: (h: Hex) => t.stops.has(hexKey(h)) };
      const m = reachable(t.start, t.budget, stepOf(t), opts);
      for (const goal of DISC) {
        const p = shortestPath(t.start, goal, stepOf(t), { ...opts, budget: t.budget });
        const want = m.get(hexKey(goal));
        if (want === undefined) { expect(p).toBeNull(); continue; }
        expect(p).not.toBeNull();
        expect(p!.cost).toBe(want);
        expect(p!.path[0]).toEqual(t.start);
        expect(p!.path[p!.path.length - 1]).toEqual(goal);
        let sum = 0;
        for (let i = 1; i < p!.path.length; i++) {
          expect(distance(p!.path[i - 1], p!.path[i])).toBe(1);
          sum += stepOf(t)(p!.path[i - 1], p!.path[i])!;
        }
        expect(sum).toBe(want);
        // Without a budget the cost is the same, since the search stops at the goal.
        expect(shortestPath(t.start, goal, stepOf(t), opts)?.cost).toBe(want);
      }
    }), { numRuns: 60 });
  });
});

describe('speed on a full-size map', () => {
  it('explores a 2,611-hex map with mixed costs', () => {
    const map = range(hex(0, 0), 29);
    const cost = new Map(map.map((h) => [hexKey(h), ((h.q * 7 + h.r * 13) & 7) === 0 ? null : ((h.q + h.r) & 3) === 0 ? 0.5 : 1 + ((h.q * h.r) & 1)]));
    const step: StepCost = (_f, to) => cost.get(hexKey(to)) ?? null;
    const m = reachable(hex(0, 0), 1000, step);
    expect(m.size).toBeGreaterThan(2000);
    expect(m.size).toBeLessThanOrEqual(map.length);
    const p = shortestPath(hex(-29, 0), hex(29, 0), step);
    if (p) expect(p.cost).toBeGreaterThanOrEqual(58 * 0.5);
  });
});
