/** AC 13.3: declared battles keep their numbers while others are called off or resolved; nothing to fight is a skip. */
import { describe, expect, it } from 'vitest';
import { clearHex, inCombat, labelOf } from './testkit';
import { describeAction } from '../describe';
import { nbrs } from '../map/map';
import { position } from '../movement/testkit';
import { play } from '../testing';
import { deepFreeze } from '../../core/deepFreeze';
import type { AcState } from '../state';

function threeAttacks(): { s: AcState; hexes: string[] } {
  const X = clearHex(0, 3);
  const [N0, , N2, , N4] = nbrs(X);
  const s = inCombat(
    position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'r-vii-3': labelOf(X), 'gb-1': labelOf(N0), 'gb-2': labelOf(N2), 'gb-3': labelOf(N4) }),
    'roman',
  );
  return { s: deepFreeze(play(s, { t: 'attack', hex: N0 }, { t: 'attack', hex: N2 }, { t: 'attack', hex: N4 })), hexes: [N0, N2, N4] };
}

describe('AC 13.3 — battle numbers', () => {
  it('a battle called off leaves the others their numbers', () => {
    const { s } = threeAttacks();
    expect(s.combat!.battles.map((b) => b.no)).toEqual([1, 2, 3]);
    const after = play(s, { t: 'drop', battle: 1 });
    expect(after.combat!.battles.map((b) => b.no)).toEqual([1, 3]);
    expect(describeAction(after, { t: 'drop', battle: 1 })).toBe('Call off battle 3');
    expect(describeAction(after, { t: 'join', unit: 'r-vii-3', battle: 1 })).toMatch(/joins battle 3$/);
  });

  it('a battle declared after one was called off takes a number no other battle holds', () => {
    const { s, hexes } = threeAttacks();
    const again = play(s, { t: 'drop', battle: 0 }, { t: 'attack', hex: hexes[0] });
    const nos = again.combat!.battles.map((b) => b.no);
    expect(new Set(nos).size).toBe(nos.length);
    expect(nos.slice(0, 2)).toEqual([2, 3]);
  });

  it('once the list is locked, a battle resolved leaves the others their numbers', () => {
    const { s } = threeAttacks();
    const locked = play(s, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'join', unit: 'r-vii-2', battle: 1 }, { t: 'join', unit: 'r-vii-3', battle: 2 }, { t: 'fight' });
    const after = play(locked, { t: 'resolve', battle: 1 });
    expect(after.combat!.battles.map((b) => b.no)).toEqual([1, 3]);
    expect(describeAction(after, { t: 'resolve', battle: 1 })).toBe('Resolve battle 3');
  });

  it('with no battle declared, the closing choice is a skip, not a fight', () => {
    const { s } = threeAttacks();
    expect(describeAction(s, { t: 'fight' })).toBe('Fight the battles declared');
    const none = play(s, { t: 'drop', battle: 0 }, { t: 'drop', battle: 0 }, { t: 'drop', battle: 0 });
    expect(describeAction(none, { t: 'fight' })).toMatch(/^Skip/);
  });
});
