/**
 * What keeps the GBoH board's clicks cheap (issue 17 §7): a stack is drawn again only when its own
 * counters' state objects change (apply is copy-on-write), a hex's fixed words are kept per board,
 * a counter's words per state object, and the board frame orders the hexes the layers draw.
 */
import { describe, expect, it } from 'vitest';
import { gbohBoard } from '../../../engine/alesia-gboh/map/board';
import { fresh } from '../../../engine/alesia-gboh/testing';
import { apply } from '../testing/positions';
import { sameStack } from './Counters';
import { boardFrame } from './geometry';
import { cellName, cellNameOf, counterWords, hexWords, sideWords, unitWords } from './names';

describe('the GBoH board draws again only what changed', () => {
  const s = apply(fresh('12.1', 'm1'), { t: 'sample' });
  const [a, b] = Object.keys(s.units).filter((id) => s.units[id].loc.at === 'hex');
  const at = { x: 1, y: 2 };

  it('a stack is the same with new records holding the same counters, not when one of its counters changes or is selected', () => {
    const base = { at, ids: [a, b], units: s.units, leaders: s.leaders, selected: null };
    expect(sameStack(base, { ...base, units: { ...s.units }, leaders: { ...s.leaders }, ids: [a, b] })).toBe(true);
    expect(sameStack(base, { ...base, units: { ...s.units, [b]: { ...s.units[b], hits: 1 } } })).toBe(false);
    expect(sameStack(base, { ...base, selected: a })).toBe(false);
    expect(sameStack(base, { ...base, ids: [b, a] })).toBe(false);
    expect(sameStack(base, { ...base, ids: [a] })).toBe(false);
    expect(sameStack(base, { ...base, at: { ...at } })).toBe(false);
  });

  it('a hex’s kept words are cellName’s, and a counter’s kept words follow its state object', () => {
    const board = gbohBoard(['W']);
    const frame = boardFrame(['W']);
    for (const k of frame.keys.slice(0, 400)) {
      expect(cellNameOf(board, k, ['x', 'y'], 'select z')).toBe(cellName(k, board.hexes.get(k), sideWords(board, k), ['x', 'y'], 'select z'));
      expect(hexWords(board, k)).toBe(cellName(k, board.hexes.get(k), sideWords(board, k), [], null));
    }
    expect(counterWords(a, s.units[a], undefined)).toBe(unitWords(a, s.units[a]));
    const hit = { ...s.units[a], hits: 2 };
    expect(counterWords(a, hit, undefined)).toBe(unitWords(a, hit));
    expect(counterWords(a, hit, undefined)).toContain('2 Hits');
    // The same object under another id (never in play, but never mixed up): that id's words.
    expect(counterWords(b, s.units[a], undefined)).toBe(unitWords(b, s.units[a]));
  });

  it('the frame orders every hex once (an off-board key: −1)', () => {
    const frame = boardFrame(['W', 'E']);
    expect(frame.keys.map(frame.order)).toEqual(frame.keys.map((_, i) => i));
    expect(frame.order('999,999')).toBe(-1);
  });
});
