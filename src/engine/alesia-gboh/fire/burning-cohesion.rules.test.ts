/** AG 8.43–8.45 burning, AG 10.1–10.4 what Hits do. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { burnsDown, catchFire, fireFightingSucceeds, hexesToRollForBurning, mayFightFire } from './burning';
import { takeHits } from './cohesion';
import { exertsZocInto } from './zoc';
import { flatGround, k, unit } from './testing';

describe('AG 8.43–8.45 — burning', () => {
  it('AG 8.43: 1 Hit to each unit in a hex set on fire, 2 if it cannot leave', () => {
    const a = unit('a', 'CO', k(0, 0), 0);
    const b = unit('b', 'AR', k(0, 0), 0);
    expect(catchFire([a, b], { a: true, b: false }).map((h) => [h.unit, h.added])).toEqual([['a', 1], ['b', 2]]);
    expect(() => catchFire([a], {})).toThrow(/AG 8.43/);
  });
  it('AG 8.44: a Roman unit adjacent and level fights the fire; 0–5 puts it out', () => {
    const g = flatGround({ burning: [k(1, 0)], ramparts: [k(1, 0), k(0, 0)] });
    expect(mayFightFire(g, unit('co', 'CO', k(0, 0), 0), k(1, 0))).toBe(true);
    expect(mayFightFire(flatGround({ burning: [k(1, 0)], ramparts: [k(1, 0)] }), unit('co', 'CO', k(0, 0), 0), k(1, 0))).toBe(false);
    expect(mayFightFire(g, unit('bi', 'BI', k(0, 0), 0), k(1, 0))).toBe(false);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(fireFightingSucceeds)).toEqual([true, true, true, true, true, true, false, false, false, false]);
  });
  it('AG 8.45: burning hexes within 5 of the chief roll; only a 9 burns down', () => {
    expect(hexesToRollForBurning(k(0, 0), [k(5, 0), k(6, 0), k(0, -5)])).toEqual([k(5, 0), k(0, -5)]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(burnsDown)).toEqual([9]);
  });
});

describe('AG 10.1–10.4 — Hits and their effect', () => {
  it('AG 10.13: a cohort routs when its Hits reach its TQ', () => {
    expect(takeHits(unit('co', 'CO', k(0, 0), 0, { hits: 5 }), 1)).toMatchObject({ total: 6, fate: 'routs', rule: 'AG 10.13' });
    expect(takeHits(unit('co', 'CO', k(0, 0), 0, { hits: 4 }), 1)).toMatchObject({ total: 5, fate: 'steady' });
  });
  it('AG 10.14: no reduced side → eliminated; AG 10.64: already reduced → eliminated', () => {
    expect(takeHits(unit('li', 'LI', k(0, 0), 0, { hits: 4 }), 1)).toMatchObject({ fate: 'eliminated', rule: 'AG 10.14' });
    expect(takeHits(unit('co', 'CO', k(0, 0), 0, { tq: 4, reduced: true, hits: 3 }), 1)).toMatchObject({ fate: 'eliminated', rule: 'AG 10.64' });
  });
  it('AG 10.42: a routed unit hit again is eliminated; AG 12.1: a rout counts as elimination', () => {
    expect(takeHits(unit('co', 'CO', k(0, 0), 0, { routed: true, hits: 6 }), 1)).toMatchObject({ fate: 'eliminated', rule: 'AG 10.42' });
    expect(takeHits(unit('co', 'CO', k(0, 0), 0, { hits: 5 }), 1, { routedIsEliminated: true })).toMatchObject({ fate: 'eliminated', rule: 'AG 12.1' });
  });
  it('Hits are never negative', () => {
    expect(() => takeHits(unit('co', 'CO', k(0, 0), 0), -1)).toThrow();
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 5 }), (h, a) => {
      const r = takeHits(unit('co', 'CO', k(0, 0), 0, { hits: h }), a);
      expect(r.total).toBe(h + a);
      expect(r.fate === 'steady').toBe(h + a < 6);
    }));
  });
});

describe('AG 7.21–7.22 — ZOC as combat reads it', () => {
  it('front hexes only, archers front and flank, artillery none', () => {
    const g = flatGround();
    expect(exertsZocInto(g, unit('co', 'CO', k(0, 0), 0), k(1, 0))).toBe(true);
    expect(exertsZocInto(g, unit('co', 'CO', k(0, 0), 0), k(0, -1))).toBe(false);
    expect(exertsZocInto(g, unit('ar', 'AR', k(0, 0), 0), k(0, -1))).toBe(true);
    expect(exertsZocInto(g, unit('sc', 'SC', k(0, 0), 0), k(1, 0))).toBe(false);
  });
  it('not up onto a Rampart nor across a wall, but down from one (W5213/W5214 example)', () => {
    const g = flatGround({ ramparts: [k(1, 0)] });
    expect(exertsZocInto(g, unit('bi', 'BI', k(0, 0), 0), k(1, 0))).toBe(false);
    expect(exertsZocInto(g, unit('co', 'CO', k(1, 0), 3), k(0, 0))).toBe(true);
    const w = flatGround({ sides: { [`${k(0, 0)}|${k(1, 0)}`]: ['stoneWall'] } });
    expect(exertsZocInto(w, unit('co', 'CO', k(0, 0), 0), k(1, 0))).toBe(false);
  });
});
