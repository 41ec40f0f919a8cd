import { describe, expect, it } from 'vitest';
import { REGIONS } from './data/regions';
import { occupancy, unitsIn, type Where } from './queries';
import { keptPlacementOf, placementAsBuilt, type Placement } from './placement';
import { bellum } from './system';
import type { BellumState, Side } from './state';

/** Everything unitsIn and occupancy say about a state, over every region, side and kind of spot. */
function readings(s: BellumState) {
  const places = [...new Set(Object.values(s.units).map((u) => u.place).filter((p): p is string => p !== null))];
  const out: unknown[] = [];
  for (const r of REGIONS) for (const side of ['roman', 'gallic'] as Side[]) for (const where of ['field', 'all', ...places] as Where[]) out.push(unitsIn(s, r.id, side, where));
  const o = occupancy(s);
  out.push([...o.field.roman].sort(), [...o.field.gallic].sort(), [...o.any.roman].sort(), [...o.any.gallic].sort());
  return out;
}

/** A placement as plain sorted data (the order of a Map's regions means nothing). */
function plain(p: Placement) {
  const maps = (m: Record<Side, Map<string, string[]>>) => (['roman', 'gallic'] as Side[]).map((side) => [...m[side]].sort(([a], [b]) => (a < b ? -1 : 1)));
  return { field: maps(p.field), all: maps(p.all), ships: p.ships, nearPlaces: p.nearPlaces, contested: p.contested, emptyTargets: p.emptyTargets };
}

describe('what is kept about handed-out states (handedOut.ts)', () => {
  it('a placement carried over from the state before a move is the one built from scratch, along games of every scenario', () => {
    let carried = 0;
    for (const scenario of ['aquitania', 'helvetii', 'belgica', 'last-uprising', 'veneti-fleet']) {
      for (const policy of [3, 7]) {
        const r = bellum.setup({ scenario, seed: `carry-${scenario}-${policy}`, options: { solo: false } });
        if (!r.ok) throw new Error(r.rejection.message);
        let s = r.state;
        for (let i = 0; i < 250 && !bellum.outcome(s); i++) {
          const legal = bellum.legalActions(s);
          const before = s.units;
          const next = bellum.apply(s, legal[(i * policy) % legal.length]);
          if (!next.ok) throw new Error(next.rejection.message);
          s = next.state;
          if (s.units !== before) carried++;
          expect(plain(keptPlacementOf(s)!)).toEqual(plain(placementAsBuilt(s.units)));
        }
      }
    }
    expect(carried).toBeGreaterThan(100);
  });

  it('unitsIn and occupancy read from a kept placement say what a scan of a private copy says, along games of several scenarios', () => {
    for (const scenario of ['aquitania', 'helvetii', 'last-uprising']) {
      const r = bellum.setup({ scenario, seed: `kept-${scenario}`, options: { solo: false } });
      if (!r.ok) throw new Error(r.rejection.message);
      let s = r.state;
      for (let i = 0; i < 120 && !bellum.outcome(s); i++) {
        expect(readings(s)).toEqual(readings(structuredClone(s)));
        const legal = bellum.legalActions(s);
        const next = bellum.apply(s, legal[(i * 7) % legal.length]);
        if (!next.ok) throw new Error(next.rejection.message);
        s = next.state;
      }
    }
  });

  it('a state built by hand is read afresh: a change shows at once', () => {
    const r = bellum.setup({ scenario: 'aquitania', seed: 'kept-hand', options: { solo: false } });
    if (!r.ok) throw new Error(r.rejection.message);
    const s = structuredClone(r.state);
    const id = unitsIn(s, 'tarbelli', 'gallic', 'all')[0];
    s.units[id] = { ...s.units[id], region: 'bigerriones', place: null };
    expect(unitsIn(s, 'tarbelli', 'gallic', 'all')).not.toContain(id);
    expect(unitsIn(s, 'bigerriones', 'gallic', 'field')).toContain(id);
  });
});
