/**
 * warm.ts: what the store's prefetch derives ahead is what the screen then reads — the same objects,
 * kept per position — and each is what the position derives afresh (a copy gives equal facts).
 */
import { describe, expect, it } from 'vitest';
import { deployed, randomPlayout } from '../../engine/alesia-classic/testing';
import { legalActions } from '../../engine/alesia-classic/system';
import type { AcState } from '../../engine/alesia-classic/state';
import { boardActions, offBoardOf, stacksOf } from './board/model';
import { shownCosts, shownState } from './board/shown';
import { viewFor } from '../../engine/alesia-classic/view';
import { toAct } from '../../engine/alesia-classic/legal';
import { moveCosts } from '../../engine/alesia-classic/movement/costs';
import { warmAlesia } from './warm';

const positions = (): AcState[] => {
  const out: AcState[] = [];
  randomPlayout(deployed('warm'), 'warm', 400, (s) => out.push(s));
  return out.filter((_, i) => i % 20 === 0);
};

describe('warmAlesia', () => {
  it('fills the per-position caches the board reads, with what the position derives afresh', () => {
    const all = positions();
    expect(all.some((s) => shownState(s).moving)).toBe(true);
    for (const s of all) {
      warmAlesia(s);
      const shown = shownState(s);
      const stacks = stacksOf(shown);
      const off = offBoardOf(shown);
      const acts = boardActions(legalActions(s), shown);
      const costs = shownCosts(s);
      warmAlesia(s);
      expect(shownState(s)).toBe(shown);
      expect(stacksOf(shownState(s))).toBe(stacks);
      expect(offBoardOf(shownState(s))).toBe(off);
      expect(boardActions(legalActions(s), shownState(s))).toBe(acts);
      expect(shownCosts(s)).toBe(costs);
      // What the caches hold is the position's own: the side to act's view, its moving unit's costs.
      const side = toAct(s);
      expect(shown).toEqual(side ? viewFor(s, side) : s);
      expect(costs).toEqual(shown.moving ? moveCosts(s, shown.moving) : undefined);
      // A copy is another position for the caches: derived afresh, equal.
      const copy = structuredClone(s);
      expect(stacksOf(shownState(copy))).not.toBe(stacks);
      expect(stacksOf(shownState(copy))).toEqual(stacks);
      expect(offBoardOf(shownState(copy))).toEqual(off);
    }
  });

  it('reads a legal list against the position it is given: another position is read afresh', () => {
    const [a, b] = positions().filter((s) => legalActions(s).length > 0);
    const list = legalActions(a);
    const first = boardActions(list, shownState(a));
    expect(boardActions(list, shownState(b))).not.toBe(first);
    expect(boardActions(list, shownState(a))).not.toBe(first);
    expect(boardActions(list, shownState(a))).toEqual(first);
  });
});
