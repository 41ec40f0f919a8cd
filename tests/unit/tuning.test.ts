/**
 * The evaluation tuning's parts (scripts/lib/tuning.ts, acTuning.ts): the logistic fit finds the
 * weights that made synthetic outcomes, the figures mean what they say, and an Alesia 1983 self-play
 * game is a function of its seed with one term per named term.
 */
import { describe, expect, it } from 'vitest';
import { nextIndex, seedRng, type RngState } from '../../src/engine/core/rng';
import { accuracy, auc, fitLogistic, judge, logLoss, predict, type Row } from '../../scripts/lib/tuning';
import { alesiaClassicTuning } from '../../scripts/lib/acTuning';
import { AC_TERMS } from '../../src/engine/alesia-classic/bot/weights';

/** Rows whose outcomes are drawn from sigmoid(w · x), x = [1, u, v] with u, v uniform in [0, 1]. */
function synthetic(w: number[], n: number): Row[] {
  let rng: RngState = seedRng('synthetic');
  const u = () => {
    let i: number;
    [i, rng] = nextIndex(rng, 1_000_000);
    return i / 1_000_000;
  };
  return Array.from({ length: n }, () => {
    const x = [1, u(), u()];
    return { x, y: u() < predict(w, x) ? 1 : 0, before: 0.5 };
  });
}

describe('evaluation tuning', () => {
  it('log-loss and accuracy: a sure right chance costs nothing, a half chance ln 2', () => {
    expect(logLoss([1, 0], [1, 0])).toBeCloseTo(0, 5);
    expect(logLoss([0.5, 0.5], [1, 0])).toBeCloseTo(Math.LN2, 10);
    expect(accuracy([0.9, 0.2, 0.6], [1, 0, 0])).toBeCloseTo(2 / 3, 10);
    expect(auc([0.9, 0.2, 0.6], [1, 0, 0])).toBe(1);
    expect(auc([0.1, 0.2, 0.6], [1, 0, 0])).toBe(0);
    expect(auc([0.5, 0.5], [1, 0])).toBe(0.5);
  });

  it('the logistic fit recovers the weights that made the outcomes, and beats the constant chance', () => {
    const truth = [-1, 3, -2];
    const rows = synthetic(truth, 20000);
    const { w } = fitLogistic(rows, 3, 0);
    w.forEach((x, j) => expect(Math.abs(x - truth[j])).toBeLessThan(0.25));
    const rate = rows.reduce((a, r) => a + r.y, 0) / rows.length;
    const j = judge(rows, w, rate);
    expect(j.lossTuned).toBeLessThan(j.lossConstant);
    expect(j.lossTuned).toBeLessThan(j.lossBefore);
  });

  it('a sign the rules give holds: a weight that would cross zero is pinned there and the rest refitted', () => {
    const rows = synthetic([-1, 3, -2], 5000);
    const { w, pinned } = fitLogistic(rows, 3, 0, [0, 1, 1]);
    expect(pinned).toEqual([2]);
    expect(w[2]).toBe(0);
    expect(w[1]).toBeGreaterThan(0);
  });

  it('a ridge keeps the weight of a term that never varies at zero', () => {
    const rows = synthetic([0, 1, 0], 2000).map((r) => ({ ...r, x: [...r.x, 0] }));
    expect(fitLogistic(rows, 4, 0.001).w[3]).toBe(0);
  });

  it('an Alesia 1983 self-play game is a function of its seed, each position seen by both sides', () => {
    const a = alesiaClassicTuning.playGame('unit');
    const b = alesiaClassicTuning.playGame('unit');
    expect(b).toEqual(a);
    expect(a.samples.length).toBeGreaterThan(2);
    expect(new Set(a.samples.map((s) => s.side))).toEqual(new Set(['roman', 'gallic']));
    for (const s of a.samples) {
      expect(s.x).toHaveLength(AC_TERMS.length);
      expect(s.x[0]).toBe(1);
      expect(s.before).toBeGreaterThan(0);
    }
    expect([0, 1, null]).toContain(a.target);
  });
});
