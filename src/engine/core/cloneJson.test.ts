import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cloneJson } from './cloneJson';

describe('cloneJson', () => {
  it('equals a JSON round trip and shares nothing with its source', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const c = cloneJson(v);
        expect(c).toStrictEqual(JSON.parse(JSON.stringify(v)));
        if (v !== null && typeof v === 'object') expect(c).not.toBe(v);
      }),
    );
  });
  it('keeps a "__proto__" field as a field, as JSON.parse does (found by the property above)', () => {
    const v = JSON.parse('{"":{"__proto__":""},"__proto__":{"a":1}}');
    const c = cloneJson(v);
    expect(c).toStrictEqual(v);
    expect(Object.getPrototypeOf(c)).toBe(Object.prototype);
    expect(Object.keys(c)).toEqual(['', '__proto__']);
  });
  it('turns -0 into 0, as JSON does', () => {
    expect(Object.is(cloneJson({ a: -0 }).a, 0)).toBe(true);
  });
  it('drops undefined fields and turns undefined array items into null', () => {
    expect(cloneJson({ a: 1, b: undefined, c: [undefined, { d: undefined }] })).toStrictEqual({ a: 1, c: [null, {}] });
  });
  it('copies nested objects so a change to the copy leaves the source alone', () => {
    const src = { board: { units: { u1: { wing: 'left' } } }, list: [1, 2] };
    const c = cloneJson(src);
    c.board.units.u1.wing = 'right';
    c.list.push(3);
    expect(src).toStrictEqual({ board: { units: { u1: { wing: 'left' } } }, list: [1, 2] });
  });
});
