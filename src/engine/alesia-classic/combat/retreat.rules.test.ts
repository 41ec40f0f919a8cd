/**
 * Movement after combat, rule by rule (AC 9.1, 16.1, 16.2, 16.4, 16.5, 20.2, 22.1): where a beaten
 * stack may retreat and where a victor may advance. Only what seed 003 fixes is tested here: the
 * hexes a retreat or advance may reach, not how a full stack at the end is handled (AC 10.2).
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { ring } from '../../hex/shapes';
import { acMap, distanceToTown, nbrs } from '../map/map';
import { EDGE_HEXES } from '../map/zones';
import { position } from '../movement/testkit';
import { zocOf } from '../queries';
import { clearHex, labelOf } from './testkit';
import { ix } from '../testing';
import { advanceOptions, OFF, retreatOptions } from './retreat';

const hexes = acMap().hexes;
const far = (a: string, b: string) => distance(parseHexKey(a), parseHexKey(b));
const X = clearHex(0, 3);
const [N0, N1, N2, N3, N4, N5] = nbrs(X);

describe('AC 9.1 — no Roman ever enters the town of Alesia, not even in a retreat', () => {
  // A hex next to a wall hex of the town, outside it.
  const H = [...hexes.values()].find((d) => d.area !== 'town' && nbrs(hexKey(d.hex)).some((n) => hexes.get(n)?.wall) && nbrs(hexKey(d.hex)).length === 6)!;
  const h = hexKey(H.hex);
  const town = nbrs(h).filter((n) => hexes.get(n)?.area === 'town');
  const outside = nbrs(h).filter((n) => hexes.get(n)?.area !== 'town');

  it('a Roman hemmed in against the wall is eliminated rather than retreated into the town', () => {
    // Gauls on every hex round him outside the town; their ZOC does not reach into the town (AC 6.1).
    const where: Record<string, string> = { 'r-vii-1': labelOf(h) };
    outside.forEach((n, i) => { where[`gr-${i + 1}`] = labelOf(n); });
    const s = position(where);
    expect(town.length).toBeGreaterThan(0);
    for (const t of town) expect(zocOf(s, 'gallic').has(t)).toBe(false);
    expect(retreatOptions(s, ['r-vii-1'], h, 1)).toEqual([]);
    expect(retreatOptions(s, ['r-vii-1'], h, 2)).toEqual([]);
  });

  it('a besieged Gaul in the same place may fall back onto the walls', () => {
    const where: Record<string, string> = { 'gb-1': labelOf(h) };
    outside.forEach((n, i) => { where[`r-vii-${i + 1}`] = labelOf(n); });
    const s = position(where);
    const opts = retreatOptions(s, ['gb-1'], h, 1);
    expect(opts.length).toBeGreaterThan(0);
    for (const k of opts) expect(hexes.get(k)?.wall).toBe(true);
  });
});

describe('AC 16.2, 16.5 — a retreat goes exactly its length, never through the enemy or his ZOC', () => {
  it('in open ground a retreat of n hexes is a path of n hexes: it ends within n hexes, never where it began, and n away when it can', () => {
    // This edition's reading: the path has exactly the result's length and never enters a hex twice.
    const s = position({ 'r-vii-1': labelOf(X) });
    expect(retreatOptions(s, ['r-vii-1'], X, 1).every((k) => far(X, k) === 1)).toBe(true);
    for (const n of [2, 3]) {
      const opts = retreatOptions(s, ['r-vii-1'], X, n);
      expect(opts).not.toContain(X);
      for (const k of opts) expect(far(X, k)).toBeLessThanOrEqual(n);
      expect(opts.some((k) => far(X, k) === n)).toBe(true);
    }
  });

  it('a hex held by the enemy, or in his ZOC, is never entered', () => {
    // A Gaul two hexes off: his ZOC covers the hexes next to him, his own hex is held.
    const g = ring(parseHexKey(X), 2).map(hexKey)[0];
    const s = position({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(g) });
    const zoc = zocOf(s, 'gallic');
    const one = retreatOptions(s, ['r-vii-1'], X, 1);
    const two = retreatOptions(s, ['r-vii-1'], X, 2);
    expect(two).not.toContain(g);
    for (const k of [...one, ...two]) expect(zoc.has(k)).toBe(false);
    // Without the Gaul, those hexes would be open.
    const free = position({ 'r-vii-1': labelOf(X) });
    const freeOne = retreatOptions(free, ['r-vii-1'], X, 1);
    expect(freeOne.some((k) => zoc.has(k))).toBe(true);
  });

  it('a unit whose every way out is held by the enemy or in his ZOC has no retreat at all (it is eliminated)', () => {
    // Gauls on two opposite neighbours: their ZOC covers the four others.
    expect([nbrs(N0).includes(N1), nbrs(N0).includes(N5), nbrs(N3).includes(N2), nbrs(N3).includes(N4)]).toEqual([true, true, true, true]);
    const s = position({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0), 'gr-2': labelOf(N3) });
    expect(retreatOptions(s, ['r-vii-1'], X, 1)).toEqual([]);
    expect(retreatOptions(s, ['r-vii-1'], X, 3)).toEqual([]);
  });

  it('a retreat passes over friends, not over enemies: a path never runs through a Gaul to the hex behind him', () => {
    // Gauls on N0 and N1; the hexes 2 away behind them can be reached round them only.
    const s = position({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0) });
    const two = retreatOptions(s, ['r-vii-1'], X, 2);
    // A Gaul on N0 puts N1 and N5 in his ZOC; the only hexes 2 away reachable avoid N0, N1, N5.
    for (const k of two) {
      const paths = nbrs(X).filter((m) => m !== N0 && m !== N1 && m !== N5 && nbrs(m).includes(k));
      expect(paths.length, labelOf(k)).toBeGreaterThan(0);
    }
  });
});

describe('AC 16.2 — off the board: a Roman is lost, a Gaul may go', () => {
  // An edge hex whose inner neighbours are on the board.
  const edge = EDGE_HEXES.map(hexKey).find((k) => !hexes.get(k)?.river && !hexes.get(k)?.trench && nbrs(k).length >= 3)!;

  it('a relief Gaul on the edge may retreat off the board into the OBMC', () => {
    const s = position({ 'gr-1': labelOf(edge) });
    expect(retreatOptions(s, ['gr-1'], edge, 2)).toContain(OFF);
  });

  it('a Roman on the edge is never offered the way off', () => {
    const s = position({ 'r-vii-1': labelOf(edge) });
    expect(retreatOptions(s, ['r-vii-1'], edge, 2)).not.toContain(OFF);
    expect(retreatOptions(s, ['r-vii-1'], edge, 1)).not.toContain(OFF);
  });
});

describe('AC 16.4 — the loser is retreated toward his own lines when he can be', () => {
  it('a relief Gaul ends no farther from the board\'s edge than he was', () => {
    const edgeDist = (k: string) => Math.min(...EDGE_HEXES.map((e) => distance(e, parseHexKey(k))));
    const s = position({ 'gr-1': labelOf(X) });
    const opts = retreatOptions(s, ['gr-1'], X, 2);
    expect(opts.length).toBeGreaterThan(0);
    for (const k of opts) expect(edgeDist(k)).toBeLessThanOrEqual(edgeDist(X));
    // Some hexes 2 away are farther from the edge: the rule did choose.
    expect(ring(parseHexKey(X), 2).map(hexKey).some((k) => edgeDist(k) > edgeDist(X))).toBe(true);
  });

  it('a besieged Gaul ends no farther from the town than he was', () => {
    const s = position({ 'gb-1': labelOf(X) });
    const opts = retreatOptions(s, ['gb-1'], X, 2);
    expect(opts.length).toBeGreaterThan(0);
    for (const k of opts) expect(distanceToTown(parseHexKey(k))).toBeLessThanOrEqual(distanceToTown(parseHexKey(X)));
    expect(ring(parseHexKey(X), 2).map(hexKey).some((k) => distanceToTown(parseHexKey(k)) > distanceToTown(parseHexKey(X)))).toBe(true);
  });

  it('a Roman ends no farther from the ramparts than he was', () => {
    const ramparts = [...hexes.values()].filter((d) => d.rampart).map((d) => d.hex);
    const home = (k: string) => Math.min(...ramparts.map((r) => distance(r, parseHexKey(k))));
    const s = position({ 'r-vii-1': labelOf(X) });
    const opts = retreatOptions(s, ['r-vii-1'], X, 2);
    expect(opts.length).toBeGreaterThan(0);
    for (const k of opts) expect(home(k)).toBeLessThanOrEqual(home(X));
    expect(ring(parseHexKey(X), 2).map(hexKey).some((k) => home(k) > home(X))).toBe(true);
  });

  it('when no retreat leads homeward, a retreat the other way is taken rather than none', () => {
    // Held forts (no ZOC, AC 24.7) on every homeward neighbour leave only hexes leading away.
    const edgeDist = (k: string) => Math.min(...EDGE_HEXES.map((e) => distance(e, parseHexKey(k))));
    const homeward = nbrs(X).filter((n) => edgeDist(n) <= edgeDist(X));
    const where: Record<string, string> = { 'gr-1': labelOf(X) };
    homeward.forEach((n, i) => { where[`fort-${i + 1}`] = labelOf(n); where[`r-vii-${i + 1}`] = labelOf(n); });
    const s = position(where);
    const opts = retreatOptions(s, ['gr-1'], X, 1);
    expect(opts.length).toBeGreaterThan(0);
    for (const k of opts) expect(edgeDist(k)).toBeGreaterThan(edgeDist(X));
  });
});

describe('AC 22.1 — cavalry never retreats onto the Outer Works', () => {
  it('where infantry would be retreated onto the Outer Works, cavalry in its place is not', () => {
    const cands = [...hexes.values()].filter((d) => !d.outerWorks && d.area !== 'town' && !d.river && !d.trench && nbrs(hexKey(d.hex)).length === 6 && nbrs(hexKey(d.hex)).some((n) => hexes.get(n)?.outerWorks));
    const base = position({});
    const at = (k: string) => ({ ...base, units: base.units.map((u, i) => (i === ix('gr-1') ? { loc: { at: 'hex' as const, hex: k } } : u)) });
    const h = cands.map((d) => hexKey(d.hex)).find((k) => retreatOptions(at(k), ['gr-1'], k, 1).some((x) => hexes.get(x)?.outerWorks))!;
    expect(h).toBeDefined();
    const cav = retreatOptions(position({ 'gc-1': labelOf(h) }), ['gc-1'], h, 1);
    expect(cav.filter((x) => hexes.get(x)?.outerWorks)).toEqual([]);
    const mixed = retreatOptions(position({ 'gc-1': labelOf(h), 'gr-1': labelOf(h) }), ['gr-1', 'gc-1'], h, 1);
    expect(mixed.filter((x) => hexes.get(x)?.outerWorks)).toEqual([]);
  });
});

describe('AC 16.1, 16.5, 20.2 — the advance after combat', () => {
  it('from the vacated hex the victor goes on up to its allowance, stopping where it enters enemy ZOC', () => {
    // Roman at N0 beat a Gaul out of X; a Gaul two hexes beyond X keeps some hexes in ZOC.
    const s = position({ 'r-vii-1': labelOf(N0) });
    const opts = advanceOptions(s, 'r-vii-1', [X], 3);
    expect(opts).toContain(X);
    for (const k of opts) expect(far(X, k)).toBeLessThanOrEqual(2);
    expect(opts.some((k) => far(X, k) === 2)).toBe(true);
    expect(opts).not.toContain(N0);
    expect(advanceOptions(s, 'r-vii-1', [X], 1)).toEqual([X]);
  });

  it('into enemy ZOC but never through it: every hex offered is reached by a path free of ZOC until its last hex', () => {
    const beyond = ring(parseHexKey(X), 2).map(hexKey).find((k) => far(k, N0) === 3)!;
    const g = ring(parseHexKey(beyond), 1).map(hexKey).find((k) => far(k, X) === 3)!;
    const s = position({ 'r-vii-1': labelOf(N0), 'gr-1': labelOf(g) });
    const zoc = zocOf(s, 'gallic');
    const opts = advanceOptions(s, 'r-vii-1', [X], 4);
    // Hexes reachable from X in `steps` steps over hexes out of ZOC (X itself may be left whatever its ZOC).
    const reach = new Set([X]);
    let front = [X];
    for (let i = 0; i < 3; i++) {
      const next: string[] = [];
      for (const a of front) if (a === X || !zoc.has(a)) for (const b of nbrs(a)) if (b !== N0 && b !== g && !reach.has(b)) { reach.add(b); next.push(b); }
      front = next;
    }
    for (const k of opts) expect(reach.has(k), labelOf(k)).toBe(true);
    expect(opts.some((k) => zoc.has(k))).toBe(true); // into ZOC: yes
    expect(opts).not.toContain(g);
    // The hexes right behind the Gaul's ZOC belt, reached only through it, are not offered.
    const behind = [...reach].length;
    void behind;
    const shadow = nbrs(g).flatMap((z) => nbrs(z)).filter((k) => k !== g && !nbrs(g).includes(k) && far(X, k) <= 3 && !nbrs(k).some((m) => !zoc.has(m) && m !== N0 && far(X, m) < far(X, k)));
    for (const k of shadow) expect(opts).not.toContain(k);
  });

  it('an advance enters only a vacated hex next to the victor: a hex still held, or not adjacent, is no start', () => {
    const held = position({ 'r-vii-1': labelOf(N0), 'gr-1': labelOf(X) });
    expect(advanceOptions(held, 'r-vii-1', [X], 2)).toEqual([]);
    const apart = position({ 'r-vii-1': labelOf(N0) });
    const notNext = ring(parseHexKey(N0), 2).map(hexKey)[0];
    expect(advanceOptions(apart, 'r-vii-1', [notNext], 2)).toEqual([]);
  });

  it('a unit no longer on the map does not advance', () => {
    expect(advanceOptions(position({}), 'r-vii-1', [X], 2)).toEqual([]);
  });

  it('a Gaul does not advance into a fort the Romans hold, though it casts no ZOC (AC 24.7)', () => {
    const s = position({ 'gr-1': labelOf(N0), 'fort-1': labelOf(N3), 'r-vii-2': labelOf(N3) });
    expect(zocOf(s, 'roman').size).toBe(0);
    const opts = advanceOptions(s, 'gr-1', [X], 2);
    expect(opts).toContain(X);
    expect(opts).toContain(N2);
    expect(opts).not.toContain(N3);
  });

  it('a missile unit does not advance into enemy ZOC, not even the vacated hex (AC 20.2)', () => {
    const g = ring(parseHexKey(X), 2).map(hexKey).find((k) => far(k, N0) === 3)!;
    const s = position({ 'r-arch-1': labelOf(N0), 'r-vii-1': labelOf(N0), 'gr-1': labelOf(g) });
    const zoc = zocOf(s, 'gallic');
    const arch = advanceOptions(s, 'r-arch-1', [X], 2);
    const coh = advanceOptions(s, 'r-vii-1', [X], 2);
    for (const k of arch) expect(zoc.has(k)).toBe(false);
    expect(coh.some((k) => zoc.has(k))).toBe(true);
  });
});

describe('AC 8.1, 16.1 — a retreat stops on a river or the trench: it may end there, never go on through', () => {
  const restrictive = (k: string) => !!hexes.get(k)?.river?.restrictive || !!hexes.get(k)?.trench?.restrictive;
  const open = (k: string) => { const d = hexes.get(k); return !!d && d.area !== 'town' && !d.rampart && !d.outerWorks && !d.edge; };
  // A plain hex next to a barrier hex, with a hex two away reached only across that barrier and lying
  // no farther from the ramparts (so AC 16.4 would not set it aside for a Roman).
  const ramparts = [...hexes.values()].filter((d) => d.rampart).map((d) => d.hex);
  const home = (k: string) => Math.min(...ramparts.map((r) => distance(r, parseHexKey(k))));
  const scene = (() => {
    for (const [x, d] of hexes) {
      if (!open(x) || restrictive(x) || d.river || d.trench || nbrs(x).length !== 6) continue;
      for (const b of nbrs(x)) {
        if (!restrictive(b) || hexes.get(b)?.rampart) continue;
        const beyond = nbrs(b).find((k) => far(x, k) === 2 && open(k) && home(k) <= home(x) && nbrs(k).filter((m) => nbrs(x).includes(m)).every(restrictive));
        if (beyond) return { x, b, beyond };
      }
    }
    return null;
  })();

  it('a Roman beaten next to a stream is retreated onto it, not across it in the same retreat', () => {
    expect(scene).not.toBeNull();
    const { x, b, beyond } = scene!;
    const s = position({ 'r-vii-1': labelOf(x) });
    expect(retreatOptions(s, ['r-vii-1'], x, 1)).toContain(b);
    expect(retreatOptions(s, ['r-vii-1'], x, 2)).not.toContain(beyond);
  });

  // The same with the Isolated Trench: filled in (optional AC 8.4), it no longer stops infantry; cavalry still stops.
  const trench = (() => {
    for (const [x, d] of hexes) {
      if (!open(x) || d.river || d.trench || nbrs(x).length !== 6) continue;
      for (const b of nbrs(x)) {
        const hb = hexes.get(b)!;
        if (!hb.trench?.restrictive || hb.river || hb.rampart || hb.outerWorks) continue;
        const beyond = nbrs(b).find((k) => far(x, k) === 2 && open(k) && !hexes.get(k)!.trench && !hexes.get(k)!.river && nbrs(k).filter((m) => nbrs(x).includes(m)).every(restrictive));
        if (beyond) return { x, b, beyond };
      }
    }
    return null;
  })();

  it('the Isolated Trench stops a retreat; filled in (AC 8.4) it stops infantry no more, but still stops cavalry', () => {
    expect(trench).not.toBeNull();
    const { x, b, beyond } = trench!;
    // A besieged Gaul: home is the town; compare with and without the filled hex, homeward filter alike.
    const inf = position({ 'gb-1': labelOf(x) });
    const infEnds = retreatOptions(inf, ['gb-1'], x, 2);
    expect(infEnds).not.toContain(beyond);
    expect(retreatOptions(inf, ['gb-1'], x, 1)).toContain(b);
    const filled = position({ 'gb-1': labelOf(x) });
    filled.trench = { work: {}, filled: [b] };
    const all = (u: string, s: typeof filled) => { const r = retreatOptions(s, [u], x, 2); return r; };
    // Infantry may now go on across the filled hex: some end 2 away is reached that was not before.
    const reached = all('gb-1', filled);
    expect(reached.filter((k) => !infEnds.includes(k)).length).toBeGreaterThan(0);
    const cav = position({ 'gc-1': labelOf(x) });
    cav.trench = { work: {}, filled: [b] };
    const cavNone = position({ 'gc-1': labelOf(x) });
    expect(new Set(all('gc-1', cav))).toEqual(new Set(all('gc-1', cavNone)));
    // A cavalry squadron in the stack holds the infantry back with it.
    const mixed = position({ 'gb-1': labelOf(x), 'gc-1': labelOf(x) });
    mixed.trench = { work: {}, filled: [b] };
    expect(new Set(retreatOptions(mixed, ['gb-1', 'gc-1'], x, 2))).toEqual(new Set(retreatOptions(position({ 'gb-1': labelOf(x), 'gc-1': labelOf(x) }), ['gb-1', 'gc-1'], x, 2)));
  });
});

describe('AC 10.2, 10.4 — friendly stacks on the way', () => {
  it('a retreat passes over friendly units: a Roman ringed by his own cohorts still retreats two hexes', () => {
    const where: Record<string, string> = { 'r-vii-1': labelOf(X) };
    nbrs(X).forEach((n, i) => { where[`r-viii-${i + 1}`] = labelOf(n); });
    const s = position(where);
    expect(retreatOptions(s, ['r-vii-1'], X, 2).some((k) => far(X, k) === 2)).toBe(true);
  });

  it('an advance may end on a friendly stack only within the limit; forts and leaders do not count (AC 10.1, 10.4)', () => {
    // The victor at N0 advances into X, then on one hex: N2 holds two cohorts, a fort and Caesar; N4 three cohorts.
    const s = position({ 'r-vii-1': labelOf(N0), 'r-viii-1': labelOf(N2), 'r-viii-2': labelOf(N2), 'fort-1': labelOf(N2), caesar: labelOf(N2), 'r-ix-1': labelOf(N4), 'r-ix-2': labelOf(N4), 'r-ix-3': labelOf(N4) });
    const opts = advanceOptions(s, 'r-vii-1', [X], 2);
    expect(opts).toContain(N2);
    expect(opts).not.toContain(N4);
    // A Gaul's limit is two: one Gaul already there leaves room, two do not.
    const g = position({ 'gr-1': labelOf(N0), 'gr-2': labelOf(N2), 'gr-3': labelOf(N4), 'gr-4': labelOf(N4) });
    const gopts = advanceOptions(g, 'gr-1', [X], 2);
    expect(gopts).toContain(N2);
    expect(gopts).not.toContain(N4);
  });
});

describe('AC 16.2 — a Roman pinned against the edge', () => {
  it('is eliminated: off the board is no way out for him', () => {
    const edge = EDGE_HEXES.map(hexKey).find((k) => { const d = hexes.get(k)!; return !d.river && !d.trench && d.area !== 'town' && nbrs(k).length >= 3 && nbrs(k).length <= 4; })!;
    const where: Record<string, string> = { 'r-vii-1': labelOf(edge) };
    nbrs(edge).forEach((n, i) => { where[`gr-${i + 1}`] = labelOf(n); });
    const s = position(where);
    expect(retreatOptions(s, ['r-vii-1'], edge, 1)).toEqual([]);
    expect(retreatOptions(s, ['r-vii-1'], edge, 2)).toEqual([]);
  });
});

describe('AC 24.9 — a Gaul may retreat into or through a vacant fort', () => {
  it('a vacant fort on the homeward side is open to a retreating Gaul; one the Romans hold is not', () => {
    const edgeDist = (k: string) => Math.min(...EDGE_HEXES.map((e) => distance(e, parseHexKey(k))));
    const homeward = nbrs(X).filter((n) => edgeDist(n) < edgeDist(X));
    expect(homeward.length).toBeGreaterThan(0);
    const f = homeward[0];
    const vacant = position({ 'gr-1': labelOf(X), 'fort-1': labelOf(f) });
    expect(retreatOptions(vacant, ['gr-1'], X, 1)).toContain(f);
    const held = position({ 'gr-1': labelOf(X), 'fort-1': labelOf(f), 'r-vii-1': labelOf(f) });
    expect(retreatOptions(held, ['gr-1'], X, 1)).not.toContain(f);
  });
});

describe('AC 20.2 — slingers as archers', () => {
  it('a slinger does not advance into enemy ZOC either', () => {
    const g = ring(parseHexKey(X), 2).map(hexKey).find((k) => far(k, N0) === 3)!;
    const s = position({ 'r-sling-1': labelOf(N0), 'gr-1': labelOf(g) });
    const zoc = zocOf(s, 'gallic');
    const opts = advanceOptions(s, 'r-sling-1', [X], 2);
    expect(opts.length).toBeGreaterThan(0);
    for (const k of opts) expect(zoc.has(k)).toBe(false);
    expect(advanceOptions(position({ 'r-vii-1': labelOf(N0), 'gr-1': labelOf(g) }), 'r-vii-1', [X], 2).some((k) => zoc.has(k))).toBe(true);
  });
});

describe('AC 16.1, 24.9 — the vacated hex', () => {
  it('a hex left holding only an empty fort counts as vacated: the victor may advance into it', () => {
    const s = position({ 'gr-1': labelOf(N0), 'fort-1': labelOf(X) });
    expect(advanceOptions(s, 'gr-1', [X], 1)).toEqual([X]);
  });
});

describe('AC 8.2, 25.5 — along a stream, and over a rampart that bridges it', () => {
  const riverR = (k: string) => !!hexes.get(k)?.river?.restrictive;
  const plain = (k: string) => { const d = hexes.get(k); return !!d && d.area !== 'town' && !d.outerWorks && !d.edge && !d.trench; };
  const ramparts = [...hexes.values()].filter((d) => d.rampart).map((d) => d.hex);
  const home = (k: string) => Math.min(...ramparts.map((r) => distance(r, parseHexKey(k))));
  const shares = (a: string, b: string) => hexes.get(a)!.river!.branches.some((br) => hexes.get(b)!.river!.branches.includes(br));

  it('a Roman on a stream retreats along it to the next hex of the same stream and on', () => {
    // x on the stream; b the next hex of the same stream; k beyond b, 2 from x, reached only through b.
    let found: { x: string; b: string; k: string } | null = null;
    for (const x of hexes.keys()) {
      if (!riverR(x) || !plain(x) || hexes.get(x)!.rampart) continue;
      for (const b of nbrs(x)) {
        if (!riverR(b) || !plain(b) || hexes.get(b)!.rampart || !shares(x, b)) continue;
        const k = nbrs(b).find((c) => far(x, c) === 2 && plain(c) && !hexes.get(c)!.river && home(c) <= home(x) && nbrs(c).filter((m) => nbrs(x).includes(m)).every((m) => m === b || riverR(m)));
        if (k && nbrs(k).filter((m) => nbrs(x).includes(m)).length === 1) { found = { x, b, k }; break; }
      }
      if (found) break;
    }
    expect(found).not.toBeNull();
    const { x, k } = found!;
    expect(retreatOptions(position({ 'r-vii-1': labelOf(x) }), ['r-vii-1'], x, 2)).toContain(k);
  });

  it('a rampart that bridges the stream lets a retreat go on across it', () => {
    let found: { x: string; b: string; k: string } | null = null;
    for (const [b, hb] of hexes) {
      if (!hb.river?.restrictive || !hb.rampart || !hb.rampartBridge || hb.area === 'town') continue;
      for (const x of nbrs(b)) {
        if (!plain(x) || hexes.get(x)!.river) continue;
        const k = nbrs(b).find((c) => far(x, c) === 2 && plain(c) && !hexes.get(c)!.river && home(c) <= home(x) && nbrs(c).filter((m) => nbrs(x).includes(m)).every((m) => m === b || riverR(m)));
        if (k) { found = { x, b, k }; break; }
      }
      if (found) break;
    }
    expect(found).not.toBeNull();
    const { x, k } = found!;
    expect(retreatOptions(position({ 'r-vii-1': labelOf(x) }), ['r-vii-1'], x, 2)).toContain(k);
  });
});

