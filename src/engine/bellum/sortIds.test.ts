import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sortIds } from './sortIds';

describe('sortIds', () => {
  it('orders a list of strings exactly as Array.prototype.sort does, in place', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary-ascii' }), { maxLength: 40 }), (xs) => {
        const list = xs.slice();
        expect(sortIds(list)).toBe(list);
        expect(list).toEqual(xs.slice().sort());
      }),
      { numRuns: 300, seed: 18 },
    );
    expect(sortIds(['legio-x', 'Legio-ix', 'ä', 'aquitani-1', 'aquitani-10', 'aquitani-2'])).toEqual(['Legio-ix', 'aquitani-1', 'aquitani-10', 'aquitani-2', 'legio-x', 'ä']);
  });
});
