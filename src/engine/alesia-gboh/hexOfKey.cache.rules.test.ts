/** hexOfKey keeps each hex key's parse: it says what parseHexKey says, for every key of the boards, and refuses what it refuses. */
import { describe, expect, it } from 'vitest';
import { parseHexKey } from '../hex/coords';
import { hexOfKey } from './hexOfKey';
import { moveBoard } from './movement/board';

describe('hexOfKey', () => {
  it('equals parseHexKey on every board hex, asked twice (the kept parse), and is read only', () => {
    for (const sc of ['12.1', '12.2', '12.3'] as const) {
      for (const k of moveBoard(sc).keys) {
        expect(hexOfKey(k)).toEqual(parseHexKey(k));
        expect(hexOfKey(k)).toBe(hexOfKey(k));
      }
    }
    expect(Object.isFrozen(hexOfKey('3,-2'))).toBe(true);
  });
  it('a key that is not a hex throws, every time', () => {
    expect(() => hexOfKey('x')).toThrow(RangeError);
    expect(() => hexOfKey('x')).toThrow(RangeError);
  });
});
