/**
 * The position arrays the move search reads (arrays.ts) restate facts queries.ts gives by hex key:
 * in positions from random games — units moved, disrupted, forts taken — they must agree hex for hex.
 */
import { describe, expect, it } from 'vitest';
import { boardIndex } from '../map/index';
import { fortHexes, stackCount, zocOf } from '../queries';
import { deployed, randomPlayout } from '../testing';
import { fortArray, gallicArray, holdersOf, romanArray, stackArray, zocArray } from './arrays';

const keysOf = (arr: Uint8Array) => boardIndex().keys.filter((_, i) => arr[i] !== 0);

describe('position arrays agree with the keyed queries', () => {
  it('holders, zones of control, forts and stack counts, in random positions', () => {
    let checked = 0;
    randomPlayout(deployed('arrays-oracle'), 'arrays-oracle', 900, (s, a) => {
      if (a.t !== 'move' && a.t !== 'resolve' && a.t !== 'fire') return;
      const holders = holdersOf(s);
      for (const side of ['roman', 'gallic'] as const) {
        expect(keysOf(side === 'roman' ? romanArray(s) : gallicArray(s)).sort()).toEqual([...holders].filter(([, x]) => x === side).map(([k]) => k).sort());
        expect(keysOf(zocArray(s, side)).sort()).toEqual([...zocOf(s, side)].sort());
      }
      expect(keysOf(fortArray(s)).sort()).toEqual([...fortHexes(s)].sort());
      const stack = stackArray(s);
      boardIndex().keys.forEach((k, i) => expect(stack[i], k).toBe(stackCount(s, k)));
      checked++;
    });
    expect(checked).toBeGreaterThan(50);
  }, 60_000);
});
