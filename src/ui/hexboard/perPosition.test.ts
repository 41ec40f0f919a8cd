import { describe, expect, it } from 'vitest';
import { perPosition, perPositionAnd } from './perPosition';

describe('perPosition / perPositionAnd: derived once per object (and key)', () => {
  it('derives once per object', () => {
    let calls = 0;
    const f = perPosition((o: { n: number }) => ({ twice: o.n * 2, call: ++calls }));
    const a = { n: 1 };
    expect(f(a)).toBe(f(a));
    expect(f({ n: 1 })).not.toBe(f(a));
    expect(calls).toBe(2);
  });

  it('derives once per object and key: another key (a side) is another answer, the same key the same object', () => {
    const calls: string[] = [];
    const f = perPositionAnd((o: { n: number }, side: string | null) => {
      calls.push(String(side));
      return { n: o.n, side };
    });
    const a = Object.freeze({ n: 1 });
    const roman = f(a, 'roman');
    expect(f(a, 'roman')).toBe(roman);
    expect(f(a, 'gallic')).not.toBe(roman);
    expect(f(a, 'gallic')).toEqual({ n: 1, side: 'gallic' });
    expect(f(a, null)).toEqual({ n: 1, side: null });
    expect(f({ n: 1 }, 'roman')).not.toBe(roman);
    expect(calls).toEqual(['roman', 'gallic', 'null', 'roman']);
  });
});
