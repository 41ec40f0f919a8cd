import { describe, expect, it } from 'vitest';
import { stableStringify } from '../hash';
import { keysOf, sameFields } from './keys';

describe('search keys (keys.ts)', () => {
  it('tells entries with the same field values from others', () => {
    const shared = { hex: 'a' };
    expect(sameFields({ t: 'move', to: 'x' }, { to: 'x', t: 'move' })).toBe(true);
    expect(sameFields({ t: 'w', at: shared }, { t: 'w', at: shared })).toBe(true);
    expect(sameFields({ t: 'w', at: { hex: 'a' } }, { t: 'w', at: { hex: 'a' } })).toBe(false);
    expect(sameFields({ t: 'move', to: 'x' }, { t: 'move', to: 'y' })).toBe(false);
    expect(sameFields({ t: 'move' }, { t: 'move', to: 'x' })).toBe(false);
    expect(sameFields({ t: 'move', to: 'x' }, { t: 'move' })).toBe(false);
  });

  it('gives every entry the key actionKey gives it, reusing the kept list only where entries match', () => {
    let calls = 0;
    const key = (a: object) => {
      calls++;
      return stableStringify(a);
    };
    const first = [{ t: 'a' }, { t: 'b', n: 1 }, { t: 'c' }];
    const kept = { acts: first, keys: keysOf(key, first, undefined) };
    expect(calls).toBe(3);
    const next = [{ t: 'a' }, { t: 'b', n: 2 }, { t: 'c' }, { t: 'd' }];
    calls = 0;
    const keys = keysOf(key, next, kept);
    expect(keys).toEqual(next.map((a) => stableStringify(a)));
    expect(calls).toBe(2);
  });
});
