import { describe, expect, it } from 'vitest';
import { wilson } from './wilson';

describe('wilson interval', () => {
  it('matches known values and stays in [0, 1]', () => {
    const w = wilson(70, 100);
    expect(w.low).toBeCloseTo(0.604, 3);
    expect(w.high).toBeCloseTo(0.781, 3);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});
