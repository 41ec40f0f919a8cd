import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MinHeap } from './heap';

describe('MinHeap', () => {
  it('pops by priority, equal priorities first-in first-out', () => {
    const h = new MinHeap<string>();
    expect(h.pop()).toBeUndefined();
    h.push('c', 2); h.push('a', 1); h.push('d', 2); h.push('b', 1.5); h.push('e', 0.5);
    expect(h.size).toBe(5);
    const out: string[] = [];
    for (let x = h.pop(); x !== undefined; x = h.pop()) out.push(x);
    expect(out).toEqual(['e', 'a', 'b', 'c', 'd']);
    expect(h.size).toBe(0);
  });

  it('agrees with a stable sort, pushes and pops interleaved (property)', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 6 }).map((p) => p / 2), fc.constant(-1))), (ops) => {
      const h = new MinHeap<number>();
      const ref: Array<{ p: number; i: number }> = [];
      ops.forEach((p, i) => {
        if (p < 0) {
          ref.sort((x, y) => x.p - y.p || x.i - y.i);
          expect(h.pop()).toBe(ref.shift()?.i);
        } else {
          h.push(i, p);
          ref.push({ p, i });
        }
        expect(h.size).toBe(ref.length);
      });
    }));
  });
});
