/**
 * warm.ts: what the store's prefetch derives ahead is what the screen then reads — the same objects,
 * kept per position — and each is what a position derives afresh (a copy of it gives equal facts).
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout, deployed } from '../../engine/alesia-gboh/testing';
import { shownView } from './board/shownView';
import { markersOf, type MarkerFields } from './board/markers';
import { boardActs, boardStacks, stacksOf, type BoardView } from './board/model';
import { boardFrame } from './board/geometry';
import { sheetsOf } from './board/sheets';
import { alesiaGboh } from '../../engine/alesia-gboh/system';
import { zoneFacts } from './board/ZonePanel';
import { trackFacts } from './Track';
import { warmGboh } from './warm';
import type { AgState } from '../../engine/alesia-gboh/state';

const positions = (): AgState[] => {
  const out: AgState[] = [];
  randomPlayout(deployed('12.3', 'warm'), 'warm', 120, (s) => out.push(s));
  return out.filter((_, i) => i % 15 === 0);
};

describe('warmGboh', () => {
  it('fills the per-position caches the screen reads, with the facts a copy of the position derives afresh', () => {
    for (const s of positions()) {
      warmGboh(s);
      const v = shownView(s);
      const t = trackFacts(s);
      const z = zoneFacts(v);
      const st = stacksOf(v as unknown as BoardView);
      const m = markersOf(v as MarkerFields);
      const acts = boardActs(alesiaGboh.legalActions(s), v as unknown as BoardView, null);
      warmGboh(s);
      expect(boardActs(alesiaGboh.legalActions(s), shownView(s) as unknown as BoardView, null)).toBe(acts);
      expect(trackFacts(s)).toBe(t);
      expect(zoneFacts(shownView(s))).toBe(z);
      expect(stacksOf(shownView(s) as unknown as BoardView)).toBe(st);
      // The board's order, made by the warm-up: the same object, the same stacks, sorted.
      const order = boardFrame(sheetsOf(s)).order;
      const sorted = boardStacks(shownView(s) as unknown as BoardView, order);
      expect(boardStacks(shownView(s) as unknown as BoardView, order)).toBe(sorted);
      expect(new Map(sorted)).toEqual(new Map(st));
      const ranks = [...sorted.keys()].map(order);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(markersOf(shownView(s) as MarkerFields)).toBe(m);
      // A copy is another position for the caches: derived afresh, equal.
      const copy = structuredClone(s);
      expect(trackFacts(copy)).not.toBe(t);
      expect(trackFacts(copy)).toEqual(t);
      expect(zoneFacts(shownView(copy))).toEqual(z);
      expect(stacksOf(shownView(copy) as unknown as BoardView)).toEqual(st);
    }
  });

  it('counts what the position holds: units by place, tribes by zone, marks by kind', () => {
    for (const s of positions()) {
      const v = shownView(s);
      const z = zoneFacts(v);
      const units = Object.values(v.units);
      for (const at of ['alesia', 'gallic-camp', 'gone', 'hex']) expect(z.at.get(at) ?? 0).toBe(units.filter((u) => u.loc.at === at).length);
      const placed = Object.entries(v.tribes).filter(([, t]) => t.status === 'placed' && t.zone);
      expect([...z.byZone.values()].flat().sort()).toEqual(placed.map(([id]) => id).sort());
      const t = trackFacts(s);
      expect(t.marked.moved).toEqual(Object.entries(v.units).filter(([, u]) => u.moved).map(([id]) => id));
    }
  });
});

describe('markersOf across positions', () => {
  it('gives a position whose markers are the last one\'s that very map, and a changed one a new map', () => {
    const s = deployed('12.3', 'markers-same');
    const a = markersOf(shownView(s) as MarkerFields);
    const copy = structuredClone(s);
    expect(markersOf(shownView(copy) as MarkerFields)).toBe(a);
    const burning = structuredClone(s);
    const hex = Object.values(s.units).find((u) => u.loc.at === 'hex')!.loc as { hex: string };
    (burning as unknown as { burning: string[] }).burning = [hex.hex];
    const b = markersOf(shownView(burning) as MarkerFields);
    expect(b).not.toBe(a);
    expect([...b.values()].flat().some((m) => m.kind === 'fire')).toBe(true);
  });
});
