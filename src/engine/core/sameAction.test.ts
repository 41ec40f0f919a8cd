import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameAction } from './sameAction';
import { stableStringify } from './hash';

const value = fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 2 }), fc.boolean(), fc.constant(undefined), fc.constant(null));
const action = fc.dictionary(fc.constantFrom('t', 'to', 'via', 'pickUp', 'unit'), fc.oneof(value, fc.array(value, { maxLength: 2 })));

describe('sameAction', () => {
  it('agrees with comparing canonical keys', () => {
    fc.assert(fc.property(action, action, (a, b) => sameAction(a, b) === (stableStringify(a) === stableStringify(b))));
  });
  it('treats undefined fields as absent but false and null as values', () => {
    expect(sameAction({ t: 'forced', via: 'x', to: 'y', pickUp: undefined }, { t: 'forced', via: 'x', to: 'y' })).toBe(true);
    expect(sameAction({ t: 'forced', via: 'x', to: 'y', pickUp: false }, { t: 'forced', via: 'x', to: 'y' })).toBe(false);
    expect(sameAction({ t: 'move', to: 'a' }, { t: 'move', to: 'b' })).toBe(false);
    expect(sameAction({ t: 'move', to: null }, { t: 'move' })).toBe(false);
  });
});
