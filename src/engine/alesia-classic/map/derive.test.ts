/**
 * The derivation of the 1983 board's terms (derive.ts) on grounds made for the test, for the cases
 * the ground of Alesia does not show: a stream clipping a hex another river runs through (AC 8.1,
 * 8.3), a stream clipping hexes on the board's edge, a perimeter running along a camp's rampart
 * (AC 25.2: the camp's rampart prevails), a line without an obstacle belt (AC 23). The board of
 * Alesia itself is held hex for hex by board.checked.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import type { Ground, Pt } from '../../alesia/field/types';
import { deriveGrid } from './derive';
import { AC_GRID, acLabel } from './grid';
import { AC_GROUND } from './groundPatch';
import { trace } from './trace';

const C = AC_GRID.toMetres(AC_GRID.fromMetres({ e: 0, n: 0 }));
const ROW = (135 * Math.sqrt(3)) / 2;
const feature = { name: 't', confidence: 'M' as const, note: '' };
const river = (id: string, course: Pt[]) => ({ ...feature, id, class: 'stream' as const, course });
/** Along a row of hexes, `dn` metres north of their centres, from `e0` for `hexes` hex widths. */
const along = (n: number, dn: number, e0: number, hexes: number): Pt[] => [{ e: e0, n: n + dn }, { e: e0 + hexes * 135, n: n + dn }];

describe('deriving the board from a ground', () => {
  it('AC 8.1, 8.3: a hex a river runs through restricts movement, though another stream clips it too', () => {
    // River a along row Z; stream b along row Y, 45 m south of its centres: it clips row Z's tips.
    const a = along(C.n, 0, C.e, 6);
    const b = along(C.n + ROW, -45, C.e, 6);
    const clippedByB = trace(AC_GRID, b).clipped.map(hexKey);
    const onA = trace(AC_GRID, a).path.map((s) => hexKey(s.hex));
    expect(clippedByB.filter((k) => onA.includes(k)).length).toBeGreaterThan(2);
    const g: Ground = { ...AC_GROUND, rivers: [river('a', a), river('b', b)] };
    const d = deriveGrid(AC_GRID, g);
    const onB = trace(AC_GRID, b).path.map((s) => hexKey(s.hex));
    for (const k of onA) expect(d.hexes.get(k)!.river, k).toEqual({ branches: onB.includes(k) ? ['a#0', 'b#0'] : ['a#0'], restrictive: true });
  });

  it('AC 8.3: a hex a stream only clips on the board’s edge takes the branch of the stream', () => {
    // Along row B, 45 m north of its centres: the stream clips the tips of row A, the top edge.
    const top = AC_GRID.toMetres(AC_GRID.fromMetres({ e: 0, n: 0 }));
    const rowB = top.n + 24 * ROW;
    const c = along(rowB, 45, top.e - 10 * 135 + 67.5, 8);
    const d = deriveGrid(AC_GRID, { ...AC_GROUND, rivers: [river('c', c)] });
    const clipped = [...d.hexes.values()].filter((h) => h.river && !h.river.restrictive);
    expect(clipped.length).toBeGreaterThan(3);
    for (const h of clipped) {
      expect(h.hex.r, acLabel(h.hex)).toBe(0);
      expect(h.river, acLabel(h.hex)).toEqual({ branches: ['c#0'], restrictive: false });
    }
  });

  it('AC 25.2: where a perimeter runs along a camp’s rampart, the hexside is the camp’s', () => {
    // A square camp whose southern side is a stretch of the outer line.
    const w = C.e - 1000;
    const s = C.n - 1500;
    const line: Pt[] = [{ e: w - 800, n: s }, { e: w, n: s }, { e: w + 800, n: s }, { e: w + 1600, n: s }];
    const camp = [{ e: w, n: s }, { e: w + 800, n: s }, { e: w + 800, n: s + 800 }, { e: w, n: s + 800 }];
    const g: Ground = {
      ...AC_GROUND,
      camps: [{ ...feature, id: 'camp-t', outline: camp, legions: 2 }],
      lines: [{ ...feature, id: 'outer', kind: 'outer', course: line, obstacles: false }],
    };
    const d = deriveGrid(AC_GRID, g);
    const kinds = [...d.rampartSides.values()];
    expect(kinds.filter((k) => k === 'camp').length).toBeGreaterThan(10);
    expect(kinds.filter((k) => k === 'perimeter').length).toBeGreaterThan(5);
    // The sides the line shares with the camp: on the camp's own path, and kept as the camp's.
    const campOnly = deriveGrid(AC_GRID, { ...g, lines: [] }).rampartSides;
    const lineOnly = deriveGrid(AC_GRID, { ...g, camps: [] }).rampartSides;
    const shared = [...campOnly.keys()].filter((k) => lineOnly.has(k));
    expect(shared.length).toBeGreaterThan(3);
    for (const k of shared) expect(d.rampartSides.get(k), k).toBe('camp');
  });

  it('AC 23: a line without an obstacle belt has no Outer Works in front of it; the other keeps its own', () => {
    const board = deriveGrid(AC_GRID, AC_GROUND);
    const noInner = deriveGrid(AC_GRID, { ...AC_GROUND, lines: AC_GROUND.lines.map((l) => (l.kind === 'inner' ? { ...l, obstacles: false } : l)) });
    const works = (g: typeof board, kind: 'inner' | 'outer') => [...g.hexes.values()].filter((h) => h.outerWorks === kind).map((h) => hexKey(h.hex));
    expect(works(board, 'inner').length).toBeGreaterThan(50);
    expect(works(noInner, 'inner')).toEqual([]);
    expect(works(noInner, 'outer')).toEqual(works(board, 'outer'));
  });
  it('AC 23: Outer Works lie only in front of their own line, even where the two lines run together', () => {
    // Two rings sharing a southern stretch; the inner one is listed first, so the shared hexes are its own.
    const ring = (w: number, s: number, width: number, height: number): Pt[] => [{ e: w, n: s }, { e: w + width, n: s }, { e: w + width, n: s + height }, { e: w, n: s + height }, { e: w, n: s }];
    const inner = ring(C.e + 1000, C.n - 2000, 600, 600);
    const outer = ring(C.e + 400, C.n - 2000, 1800, 1200);
    const g: Ground = {
      ...AC_GROUND,
      camps: [],
      rivers: [],
      lines: [
        { ...feature, id: 'inner', kind: 'inner', course: inner, obstacles: true },
        { ...feature, id: 'outer', kind: 'outer', course: outer, obstacles: true },
      ],
    };
    const d = deriveGrid(AC_GRID, g);
    const all = [...d.hexes.values()];
    const shared = all.filter((h) => h.line === 'inner' && h.hex.r === AC_GRID.fromMetres({ e: C.e + 1300, n: C.n - 2000 }).r);
    expect(shared.length).toBeGreaterThan(2);
    const outsideShared = shared.flatMap((h) => neighbours(h.hex)).map((n) => d.hexes.get(hexKey(n))).filter((n) => n && n.area === 'outside' && !n.rampart);
    expect(outsideShared.length).toBeGreaterThan(2);
    for (const kind of ['inner', 'outer'] as const) {
      const works = all.filter((h) => h.outerWorks === kind);
      expect(works.length, kind).toBeGreaterThan(10);
      for (const w of works) {
        const own = neighbours(w.hex).some((n) => { const x = d.hexes.get(hexKey(n)); return x?.line === kind && x.rampart === 'perimeter'; });
        expect(own, `${kind} ${acLabel(w.hex)}`).toBe(true);
      }
    }
  });
  it('FAQ 4, AC 25.5: only a line makes a bridge where it crosses a river; a camp’s rampart on the river next to the crossing stays beside it', () => {
    const E0 = C.e + 1300;
    const S0 = C.n - 2000;
    const line: Pt[] = [{ e: E0 - 700, n: S0 }, { e: E0 + 700, n: S0 }, { e: E0 + 700, n: S0 - 900 }, { e: E0 - 700, n: S0 - 900 }, { e: E0 - 700, n: S0 }];
    const camp = [{ e: E0 - 300, n: S0 + 110 }, { e: E0 + 300, n: S0 + 110 }, { e: E0 + 300, n: S0 + 700 }, { e: E0 - 300, n: S0 + 700 }];
    const g: Ground = {
      ...AC_GROUND,
      rivers: [river('r', [{ e: E0 + 20, n: S0 + 1200 }, { e: E0 + 20, n: S0 - 400 }])],
      camps: [{ ...feature, id: 'camp-t', outline: camp, legions: 2 }],
      lines: [{ ...feature, id: 'outer', kind: 'outer', course: line, obstacles: false }],
    };
    const d = deriveGrid(AC_GRID, g);
    const all = [...d.hexes.values()];
    const bridges = all.filter((h) => h.rampartBridge);
    expect(bridges.length).toBeGreaterThan(0);
    for (const b of bridges) expect(b.line, acLabel(b.hex)).toBe('outer');
    const beside = all.filter((h) => h.rampartBridge === false);
    expect(beside.length).toBeGreaterThan(0);
    for (const b of beside) expect(b.camp, acLabel(b.hex)).toBe('camp-t');
    // …one of them next to a bridge of the line.
    expect(beside.some((b) => bridges.some((x) => neighbours(x.hex).some((n) => hexKey(n) === hexKey(b.hex))))).toBe(true);
  });
});
