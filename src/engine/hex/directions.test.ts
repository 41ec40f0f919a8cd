import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, hex, hexEq, hexKey } from './coords';
import { DIRECTIONS, directionTo, neighbour, neighbours, normDir, rotate } from './directions';
import { arbDir, arbHex } from './testing';

describe('directions and neighbours', () => {
  it('the documented order: E, NE, NW, W, SW, SE (pointy-top)', () => {
    expect(DIRECTIONS.map((d) => [d.q, d.r])).toEqual([[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]]);
    expect(neighbours(hex(2, 3)).map(hexKey)).toEqual(['3,3', '3,2', '2,2', '1,3', '1,4', '2,4']);
    expect(neighbour(hex(0, 0), 6)).toEqual(hex(1, 0));
    expect(neighbour(hex(0, 0), -1)).toEqual(hex(0, 1));
    expect(normDir(-7)).toBe(5);
  });

  it('DIRECTIONS cannot be altered', () => {
    expect(() => { (DIRECTIONS as Array<{ q: number; r: number }>)[0] = hex(9, 9); }).toThrow();
    expect(() => { (DIRECTIONS[0] as { q: number }).q = 9; }).toThrow();
  });

  it('every neighbour is at distance 1, all six differ, and directionTo finds them (property)', () => {
    fc.assert(fc.property(arbHex(), (h) => {
      const ns = neighbours(h);
      expect(new Set(ns.map(hexKey)).size).toBe(6);
      ns.forEach((n, d) => {
        expect(distance(h, n)).toBe(1);
        expect(hexEq(neighbour(h, d), n)).toBe(true);
        expect(directionTo(h, n)).toBe(d);
        expect(directionTo(n, h)).toBe((d + 3) % 6);
      });
    }));
  });

  it('directionTo is -1 for a hex that is not adjacent', () => {
    expect(directionTo(hex(0, 0), hex(0, 0))).toBe(-1);
    expect(directionTo(hex(0, 0), hex(2, 0))).toBe(-1);
    expect(directionTo(hex(0, 0), hex(1, 1))).toBe(-1);
  });

  it('rotate: concrete values', () => {
    expect(rotate(hex(1, 0), 1)).toEqual(hex(1, -1));
    expect(rotate(hex(1, 0), -1)).toEqual(hex(0, 1));
    expect(rotate(hex(2, -1), 2)).toEqual(hex(-1, -1));
    expect(rotate(hex(3, 1), 3, hex(1, 1))).toEqual(hex(-1, 1));
  });

  it('rotate turns one direction into the next, keeps distance, and six turns come back (property)', () => {
    fc.assert(fc.property(arbHex(), arbHex(), arbDir, fc.integer({ min: -12, max: 12 }), (h, c, d, k) => {
      expect(rotate(neighbour(c, d), 1, c)).toEqual(neighbour(c, d + 1));
      expect(distance(rotate(h, k, c), c)).toBe(distance(h, c));
      expect(rotate(h, 6, c)).toEqual(h);
      expect(rotate(rotate(h, k, c), -k, c)).toEqual(h);
      expect(rotate(h, k + 1, c)).toEqual(rotate(rotate(h, k, c), 1, c));
    }));
  });
});
