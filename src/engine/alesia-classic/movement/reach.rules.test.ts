/**
 * The move search (reach.ts) on hand-built positions (AC 5–11, 19.2, 22.1, 24.8, 25.5). The search
 * works on hex indices; terrain.ts states the same rules hex by hex. Here a plain cheapest-cost walk
 * over terrain.ts's `stepCost`, `haltsAt` and `enterable` gives, for each position, the cost of every
 * hex the unit can reach and where it must stop (a hex halts only when every cheapest arrival there
 * must stop: an arrival that may go on beats one that must stop at equal cost); the search must agree
 * exactly. Then the reach's own answers: costs, stops, routes, end hexes (AC 10).
 */
import { describe, expect, it } from 'vitest';
import { distance, parseHexKey } from '../../hex/coords';
import { deepFreeze } from '../../core/deepFreeze';
import { acMap, hexAt, nbrs } from '../map/map';
import { EDGE_ZONES, type Zone } from '../map/zones';
import { boardIndex } from '../map/index';
import { clearHex, labelOf } from '../combat/testkit';
import { unitOf, type AcState } from '../state';
import { reachOf } from './moves';
import { edgeStarts, endHexes, moverOf, pathTo, search, wallStarts, type Reach, type Start } from './reach';
import { enterable, haltsAt, stepCost, type Mover } from './terrain';
import { at, position } from './testkit';

/** The rules stated hex by hex: cheapest cost to each hex, and whether every cheapest arrival must stop there. */
function byTheRules(m: Mover, starts: Start[], budget: number): { cost: Map<string, number>; halted: Set<string> } {
  const best = new Map<string, { c: number; halt: boolean }>();
  const offer = (k: string, c: number, halt: boolean) => {
    const cur = best.get(k);
    if (!cur || c < cur.c || (c === cur.c && cur.halt && !halt)) best.set(k, { c, halt });
  };
  for (const st of starts) {
    if (st.cost > budget || (st.via !== 'hex' && !enterable(m, st.hex))) continue;
    offer(st.hex, st.cost, st.via !== 'hex' && haltsAt(m, null, st.hex));
  }
  const done = new Set<string>();
  for (;;) {
    let k: string | null = null;
    for (const [x, v] of best) if (!done.has(x) && (k === null || v.c < best.get(k)!.c)) k = x;
    if (k === null) break;
    done.add(k);
    const here = best.get(k)!;
    if (here.halt) continue;
    for (const n of nbrs(k)) {
      if (done.has(n)) continue;
      const step = stepCost(m, k, n);
      if (step === null || here.c + step > budget) continue;
      offer(n, here.c + step, haltsAt(m, k, n));
    }
  }
  return { cost: new Map([...best].map(([x, v]) => [x, v.c])), halted: new Set([...best].filter(([, v]) => v.halt).map(([x]) => x)) };
}

function startsOf(s: AcState, id: string): Start[] {
  const l = unitOf(s, id).loc;
  if (l.at === 'town') return wallStarts(s);
  if (l.at === 'obmc') return edgeStarts(s, l.zone);
  return l.at === 'hex' ? [{ hex: l.hex, cost: 0, via: 'hex' }] : [];
}

const zoneOf = (label: string): Zone => EDGE_ZONES.get(at(label))![0];
const withTrench = (s: AcState, filled: string[]): AcState => ({ ...s, trench: { work: {}, filled: filled.map(at) } });

/** Positions that make each rule of the search matter, with the unit searched. */
const CASES: [string, () => AcState, string][] = [
  ['a Gaul on the bank of the Brenne (AC 8.1)', () => position({ 'gr-1': 'C5' }), 'gr-1'],
  ['a Gaul starting on the stream, free to follow or cross it (AC 8.2)', () => position({ 'gr-1': 'C3' }), 'gr-1'],
  ['a Gaul in the board\'s first hex, next to a stream hex', () => position({ 'gr-1': 'A1' }), 'gr-1'],
  ['a Gaul near the board\'s first hex', () => position({ 'gr-1': 'A3' }), 'gr-1'],
  ['a Gaul beside the Isolated Trench (AC 8.1)', () => position({ 'gb-1': 'X27' }), 'gb-1'],
  ['a Gaul on the trench, part of it filled in (AC 8.2, 8.4)', () => withTrench(position({ 'gb-1': 'V27' }), ['W27']), 'gb-1'],
  ['a Gaul on a filled trench hex (AC 8.4)', () => withTrench(position({ 'gb-1': 'W27' }), ['W27', 'Y28']), 'gb-1'],
  ['Gallic cavalry at the filled trench: it still stops (AC 8.4)', () => withTrench(position({ 'gc-1': 'V27' }), ['W27', 'X28']), 'gc-1'],
  ['Gallic cavalry by the Outer Works (AC 22.1)', () => position({ 'gc-1': 'B31' }), 'gc-1'],
  ['a Roman on a fort by the rampart (AC 24.8)', () => position({ 'fort-1': 'E32', 'fort-2': 'F32', 'r-vii-1': 'E32' }, 'roman-move'), 'r-vii-1'],
  ['a Roman on the rampart beside a fort (AC 24.8)', () => position({ 'fort-1': 'E32', 'r-vii-1': 'D32' }, 'roman-move'), 'r-vii-1'],
  ['a Gaul on the rampart beside an empty fort: the fort speeds Romans only (AC 24.8)', () => position({ 'fort-1': 'E32', 'gr-1': 'D32' }), 'gr-1'],
  ['a Roman reaching a fort on the stream: it bridges it (AC 24.8)', () => position({ 'fort-1': 'C3', 'r-vii-1': 'C5' }, 'roman-move'), 'r-vii-1'],
  ['a Gaul reaching an empty Roman fort on the stream: no bridge for him (AC 24.8)', () => position({ 'fort-1': 'C3', 'gr-1': 'C5' }), 'gr-1'],
  ['a Roman by the town (AC 9.1)', () => position({ 'r-vii-1': 'T31' }, 'roman-move'), 'r-vii-1'],
  ['Vercingetorix near a fort (AC 19.2)', () => position({ vercingetorix: 'M20', 'fort-1': 'M14', 'r-vii-1': 'M14' }), 'vercingetorix'],
  ['a Gaul between Roman zones of control (AC 6.2, 6.4)', () => position({ 'r-vii-1': 'M10', 'r-vii-2': 'M14', 'gr-1': 'M12' }), 'gr-1'],
  ['a Gaul in the town, walls crowded (AC 9.3)', () => ({ ...position({ 'gb-1': 'town', 'r-vii-1': 'W29' }), wallExits: { [at('W33')]: 6, [at('V33')]: 14 } }), 'gb-1'],
  [
    'a Gaul coming on from the OBMC: a Roman on an edge hex, in ZOC, crowded edge hexes, a stream at the edge (AC 11.1)',
    () => ({ ...position({ 'gr-1': `obmc:${zoneOf('A2')}`, 'r-vii-1': 'A5', 'r-vii-2': 'B8' }), edgeEntries: { [at('A3')]: 12, [at('A9')]: 2 } }),
    'gr-1',
  ],
  ['a Gaul coming on in zone I (AC 11.1)', () => ({ ...position({ 'gr-1': 'obmc:I', 'r-vii-1': 'YY30' }), edgeEntries: { [at('YY27')]: 9 } }), 'gr-1'],
];

describe('the search agrees with the rules stated hex by hex', () => {
  for (const [name, make, id] of CASES) {
    it(name, () => {
      const s = deepFreeze(make());
      const r = reachOf(s, id);
      const want = byTheRules(r.mover, startsOf(s, id), r.budget);
      expect(want.cost.size).toBeGreaterThan(0);
      expect(new Map([...r.cost].sort())).toEqual(new Map([...want.cost].sort()));
      expect([...r.halted].sort()).toEqual([...want.halted].sort());
      // Every cheapest route: each step costs what the rules say; no stop is passed through.
      for (const [k, c] of r.cost) {
        const path = pathTo(r, k);
        expect(r.starts.has(path[0]), k).toBe(true);
        expect(r.prev.get(path[0])).toBeNull();
        let sum = r.starts.get(path[0])!.cost;
        for (let x = 1; x < path.length; x++) {
          expect(r.halted.has(path[x - 1]), `${path[x - 1]} passed through`).toBe(false);
          expect(r.prev.get(path[x])).toBe(path[x - 1]);
          sum += stepCost(r.mover, path[x - 1], path[x])!;
        }
        expect(sum, k).toBe(c);
        expect(r.costTo(k)).toBe(c);
        expect(r.haltsAt(k)).toBe(r.halted.has(k));
      }
    });
  }
});

describe('what a reach answers', () => {
  const reachA1 = (): Reach => reachOf(deepFreeze(position({ 'gr-1': 'A1' })), 'gr-1');

  it('the route to a hex starts on the unit\'s own hex; the start has no hex before it', () => {
    const r = reachA1();
    expect(r.prev.get(at('A1'))).toBeNull();
    // The first hex of the board (index 0) is a route's first step like any other.
    const below = boardIndex().keys[0 + 52];
    expect(boardIndex().keys[0]).toBe(at('A1'));
    expect(nbrs(at('A1'))).toContain(below);
    expect(r.prev.get(below)).toBe(at('A1'));
    expect(pathTo(r, below)).toEqual([at('A1'), below]);
    expect(pathTo(r, at('A1'))).toEqual([at('A1')]);
  });

  it('a hex the unit cannot reach, or off the board, has no cost, no stop and no route', () => {
    const r = reachA1();
    // A2 is on the stream: entered from the bank, the unit stops there (AC 8.1).
    expect(r.haltsAt(at('A2'))).toBe(true);
    expect(r.costTo(at('A2'))).toBe(2);
    const far = at('M40');
    expect(r.cost.has(far)).toBe(false);
    for (const k of [far, '999,999']) {
      expect(r.costTo(k)).toBeUndefined();
      expect(r.haltsAt(k)).toBe(false);
      expect(pathTo(r, k)).toEqual([]);
    }
    expect(r.haltsAt(at('A1'))).toBe(false);
  });

  it('a Gaul with 2 MF left on open ground reaches a hex 2 away, spending all it has, and no further (AC 5.4)', () => {
    const open = clearHex(0, 3);
    const p = position({ 'gr-1': labelOf(open) });
    const s = deepFreeze({ ...p, moves: { 'gr-1': { left: 4, from: { at: 'hex', hex: open }, done: false, path: [] } } } as AcState);
    const r = reachOf(s, 'gr-1');
    expect(r.budget).toBe(4);
    const from = parseHexKey(open);
    const two = [...r.cost].filter(([k]) => distance(parseHexKey(k), from) === 2);
    expect(two).toHaveLength(12);
    for (const [, c] of two) expect(c).toBe(4);
    expect([...r.cost.keys()].every((k) => distance(parseHexKey(k), from) <= 2)).toBe(true);
  });

  it('of two ways into one hex, the search keeps the cheaper, whichever start comes first', () => {
    const s = deepFreeze(position({ 'gr-1': 'M30' }));
    const m = moverOf(s, 'gr-1');
    const h = at('M30');
    for (const starts of [
      [{ hex: h, cost: 4, via: 'hex' as const }, { hex: h, cost: 2, via: 'hex' as const }],
      [{ hex: h, cost: 2, via: 'hex' as const }, { hex: h, cost: 4, via: 'hex' as const }],
    ]) {
      const r = search(m, starts, 6);
      expect(r.costTo(h)).toBe(2);
      expect(r.starts.get(h)!.cost).toBe(2);
      expect(new Set(r.at).size).toBe(r.at.length);
      expect(r.cost.size).toBe(r.at.length);
    }
  });

  it('the town is left only by its wall hexes (AC 9.3)', () => {
    const s = deepFreeze(position({ 'gb-1': 'town' }));
    const walls = wallStarts(s);
    expect(walls.length).toBeGreaterThan(0);
    for (const w of walls) expect(hexAt(w.hex)!.wall, w.hex).toBe(true);
    expect(new Set(walls.map((w) => w.hex)).size).toBe(walls.length);
    // Every wall hex of the map is a way out, and only those: a town hex inside the wall is not.
    expect(walls.length).toBe([...acMap().hexes.values()].filter((d) => d.wall).length);
  });

  it('a stream hex at the board edge stops a unit coming on there (AC 8.1, 11.1)', () => {
    const s = deepFreeze(position({ 'gr-1': `obmc:${zoneOf('A2')}` }));
    const r = reachOf(s, 'gr-1');
    expect(r.starts.has(at('A2'))).toBe(true);
    expect(r.halted.has(at('A2'))).toBe(true);
  });

  it('a Roman on an edge hex keeps Gauls from coming on there (AC 5.5)', () => {
    const s = deepFreeze(position({ 'gr-1': `obmc:${zoneOf('A5')}`, 'r-vii-1': 'A5' }));
    const r = reachOf(s, 'gr-1');
    expect(r.cost.has(at('A5'))).toBe(false);
    expect(r.starts.has(at('A5'))).toBe(false);
  });
});

describe('AC 10 — where a move may end', () => {
  it('a leader may end on a full stack, he does not count (AC 10.4); a cohort may not (AC 10.1, 10.2)', () => {
    const s = deepFreeze(position({ caesar: 'M30', 'r-vii-1': 'M30', 'r-vii-2': 'M31', 'r-vii-3': 'M31', 'r-vii-4': 'M31' }, 'roman-move'));
    const full = at('M31');
    expect(endHexes(reachOf(s, 'caesar'), at('M30'))).toContain(full);
    const cohort = reachOf(s, 'r-vii-1');
    expect(cohort.cost.has(full)).toBe(true); // it may pass over the full stack
    expect(endHexes(cohort, at('M30'))).not.toContain(full);
    expect(endHexes(cohort, at('M30'))).not.toContain(at('M30'));
    expect(endHexes(cohort, null)).toContain(at('M30'));
  });

  it('a Gallic hex holding one unit takes one more, not two (AC 10.1)', () => {
    const s = deepFreeze(position({ 'gr-1': 'M30', 'gr-2': 'M31', 'gr-3': 'M32', 'gr-4': 'M32' }));
    const ends = endHexes(reachOf(s, 'gr-1'), at('M30'));
    expect(ends).toContain(at('M31'));
    expect(ends).not.toContain(at('M32'));
  });
});
