/**
 * The Alesia evaluation on hand-built positions (seed 003, AC 26): a position a player would call
 * better for the Gaul scores higher for the Gaul — Vercingetorix out of the town and near the edge,
 * more Roman losses, more time left — and the two sides' scores are one chance (they sum to 1).
 */
import { describe, expect, it } from 'vitest';
import { distance, parseHexKey } from '../../hex/coords';
import { AC_IDS, acUnit } from '../data/units';
import { acMap } from '../map/map';
import type { AcState, UnitState } from '../state';
import { deployed, ix } from '../testing';
import { chanceOf, evaluatorAc } from './evaluate';
import { TUNED_WEIGHTS } from './weights';
import { distanceToEdge, owDistance } from './geometry';
import { STAGED_FOR_LANDING } from './gallicPlan';

const start = deployed('eval');
const withUnits = (s: AcState, change: (u: UnitState[]) => void): AcState => {
  const units = s.units.slice();
  change(units);
  return { ...s, units };
};
const romanHexes = start.units.flatMap((u, i) => (u.loc.at === 'hex' && acUnit(AC_IDS[i]).side === 'roman' ? [parseHexKey(u.loc.hex)] : []));
/** A hex `d` from the edge with no Roman counter within three hexes. */
const clearHex = (d: number) => [...acMap().hexes.keys()].find((k) => distanceToEdge(k) === d && romanHexes.every((h) => distance(h, parseHexKey(k)) > 3))!;
const vAt = (s: AcState, hex: string) => withUnits(s, (u) => { u[ix('vercingetorix')] = { loc: { at: 'hex', hex } }; });

/**
 * Both forms of the evaluation (evaluate.ts). The fitted weights (scripts/tuneEval.ts) may give the
 * losses no weight at all (the self-play games did not show them to matter once their sign was
 * held, docs/tuning.md): for them the losses test asks only that they never count the wrong way.
 */
describe.each([
  ['the first guess (handChance)', 'hand' as const, true],
  ['the fitted weights (tunedWeights.ts)', TUNED_WEIGHTS, false],
])('Alesia bot: evaluation, %s', (_name, weights, lossesCount) => {
  const evaluateAc = evaluatorAc(chanceOf(weights));
  const g = (s: AcState) => evaluateAc(s, 'gallic');

  it('scores in [0, 1], the two sides summing to 1', () => {
    for (const s of [start, vAt(start, clearHex(1)), { ...start, period: 2 as const, turn: 12 }]) {
      const [r, gl] = [evaluateAc(s, 'roman'), evaluateAc(s, 'gallic')];
      expect(r).toBeGreaterThanOrEqual(0);
      expect(gl).toBeLessThanOrEqual(1);
      expect(r + gl).toBeCloseTo(1, 10);
    }
  });

  it('Vercingetorix out of the town and near the edge is good for the Gaul, the nearer the better', () => {
    expect(clearHex(1)).toBeDefined();
    expect(g(vAt(start, clearHex(1)))).toBeGreaterThan(g(vAt(start, clearHex(8))));
    expect(g(vAt(start, clearHex(8)))).toBeGreaterThan(g(start));
    expect(g(vAt(start, clearHex(1)))).toBeGreaterThan(0.7);
  });

  it('Roman counters closing on Vercingetorix are good for the Roman (AC 26.2)', () => {
    const hex = clearHex(4);
    const vh = parseHexKey(hex);
    const near = [...acMap().hexes.keys()].filter((k) => distance(parseHexKey(k), vh) === 2).slice(0, 3);
    const romans = AC_IDS.filter((id) => acUnit(id).kind === 'cohort').slice(0, 3);
    const closed = withUnits(vAt(start, hex), (u) => romans.forEach((id, i) => { u[ix(id)] = { loc: { at: 'hex', hex: near[i] } }; }));
    expect(evaluateAc(closed, 'roman')).toBeGreaterThan(evaluateAc(vAt(start, hex), 'roman'));
  });

  it('the clock runs for the Roman: the same position later in the game is worse for the Gaul', () => {
    expect(g({ ...start, turn: 8 })).toBeLessThan(g(start));
    expect(g({ ...start, period: 2, turn: 12 })).toBeLessThan(g({ ...start, turn: 8 }));
    expect(g({ ...start, period: 2, turn: 12 })).toBeLessThan(0.1);
  });

  it('losses count: Roman cohorts eliminated help the Gaul, Gallic losses hurt him', () => {
    const cohorts = AC_IDS.filter((id) => acUnit(id).kind === 'cohort').slice(0, 30);
    const relief = AC_IDS.filter((id) => acUnit(id).force === 'relief').slice(0, 30);
    const gone = (ids: string[]) => withUnits(start, (u) => ids.forEach((id) => { u[ix(id)] = { loc: { at: 'gone', why: 'eliminated' } }; }));
    if (lossesCount) {
      expect(g(gone(cohorts))).toBeGreaterThan(g(start));
      expect(g(gone(relief))).toBeLessThan(g(start));
    } else {
      expect(g(gone(cohorts))).toBeGreaterThanOrEqual(g(start));
      expect(g(gone(relief))).toBeLessThanOrEqual(g(start));
    }
  });

  it('coordination progress (AC 18) helps the Gaul; a free garrison most', () => {
    const landed = { ...start, coordination: { ...start.coordination, landed: 1 } };
    const free = { ...start, turn: 3, coordination: { ...start.coordination, landed: 1, fought: 1, releaseTurn: 3 } };
    expect(g(landed)).toBeGreaterThan(g(start));
    expect(g(free)).toBeGreaterThan(g({ ...start, turn: 3 }));
  });

  it('with Caesar fallen the Roman can at best draw (AC 26.3)', () => {
    const fallen = withUnits(start, (u) => { u[ix('caesar')] = { loc: { at: 'gone', why: 'eliminated' } }; });
    expect(evaluateAc(fallen, 'roman')).toBeLessThanOrEqual(0.5);
    expect(evaluateAc(fallen, 'roman')).toBeLessThan(evaluateAc(start, 'roman'));
  });

  it('relief standing ready by the Outer Works is progress towards freeing the garrison (AC 18.1)', () => {
    // Hexes two from the Outer Works, out of every Roman's reach of contact.
    const ready = [...acMap().hexes.keys()].filter((k) => owDistance(k) === 2 && romanHexes.every((h) => distance(h, parseHexKey(k)) > 2)).slice(0, STAGED_FOR_LANDING);
    const relief = AC_IDS.filter((id) => acUnit(id).force === 'relief' && acUnit(id).kind === 'infantry').slice(0, STAGED_FOR_LANDING);
    expect(ready).toHaveLength(STAGED_FOR_LANDING);
    const staged = withUnits(start, (u) => relief.forEach((id, i) => { u[ix(id)] = { loc: { at: 'hex', hex: ready[i] } }; }));
    expect(g(staged)).toBeGreaterThan(g(start));
    // Ten landed in one turn is more again.
    expect(g({ ...start, owLanded: relief.slice(0, 10) })).toBeGreaterThan(g(staged));
  });

  it('Gauls holding the hexes round a threatened Vercingetorix are good for the Gaul (AC 26.2)', () => {
    const hex = clearHex(4);
    const vh = parseHexKey(hex);
    const near = [...acMap().hexes.keys()].filter((k) => distance(parseHexKey(k), vh) === 2).slice(0, 3);
    const ring = [...acMap().hexes.keys()].filter((k) => distance(parseHexKey(k), vh) === 1);
    const romans = AC_IDS.filter((id) => acUnit(id).kind === 'cohort').slice(0, 3);
    const garrison = AC_IDS.filter((id) => acUnit(id).force === 'besieged' && id !== 'vercingetorix').slice(0, 6);
    const threatened = withUnits(vAt(start, hex), (u) => romans.forEach((id, i) => { u[ix(id)] = { loc: { at: 'hex', hex: near[i] } }; }));
    const ringed = withUnits(threatened, (u) => garrison.forEach((id, i) => { u[ix(id)] = { loc: { at: 'hex', hex: ring[i] } }; }));
    expect(g(ringed)).toBeGreaterThan(g(threatened));
  });
});
