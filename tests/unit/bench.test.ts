import { describe, expect, it } from 'vitest';
import { median, quantile } from '../../scripts/bench/report';
import { addApply, addSelect, clickSamples, domMs, frameWorkMs, pool, screenMs, workMs, type Marks } from '../../scripts/bench/uiTiming';

/** The bench's pure helpers: the quantiles its p95s use, and what each UI figure counts of a click's marks. */
describe('npm run bench helpers', () => {
  it('quantile is the nearest rank; median its 0.5', () => {
    const xs = Array.from({ length: 40 }, (_, i) => 40 - i); // 40 … 1, unsorted on purpose
    expect(quantile(xs, 0.95)).toBe(38);
    expect(median(xs)).toBe(20);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.95)).toBeNaN();
  });

  // Input received at 100; handlers begin at 102 and the result is in the DOM at 110; the next
  // frame begins at 120 and its rendering is done at 126.
  const m: Marks = { t0: 100, dispatch: 102, dom: 110, frameStart: 120, end: 126, matched: true };

  it('click → painted frame includes the wait for the frame; the work leaves it out', () => {
    expect(screenMs(m)).toBe(26);
    expect(domMs(m)).toBe(10);
    expect(workMs(m)).toBe(16);
  });

  it("a drag step's frame work starts when its handlers run (Chromium holds moves until the frame)", () => {
    expect(frameWorkMs(m)).toBe(14);
  });

  it('samples pool across sessions, the heap as the largest', () => {
    const a = clickSamples();
    addSelect(a, m);
    addApply(a, m);
    a.heapMb = 30;
    const all = clickSamples();
    pool(all, a);
    pool(all, { ...a, heapMb: 20 });
    expect(all.select).toEqual([26, 26]);
    expect(all.selectWork).toEqual([16, 16]);
    expect(all.apply).toEqual([26, 26]);
    expect(all.heapMb).toBe(30);
  });
});
