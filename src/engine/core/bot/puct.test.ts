/**
 * Policy-guided search (puct.ts) on the toy game: the policy's choice is searched first and always
 * (even where prune leaves it out), plain UCB1 stays available, and the search can overrule a bad
 * policy when its playouts say so.
 */
import { describe, expect, it } from 'vitest';
import { search } from './ismcts';
import { GUIDE_SHARE, selectGuided } from './puct';
import { newNode } from './node';
import { duel, type DuelAction, type DuelState } from './toy/duel';
import { duelBot } from './toy/duelBot';
import { randomPosition } from './toy/positions';
import type { BotAdapter } from './adapter';

const opts = { iterations: 150, seed: 1, playoutDepth: 20 };

/** Positions where the toy policy's choice does not depend on the sample (following a lead: own hand and the led card). */
function followPositions(): DuelState[] {
  const out: DuelState[] = [];
  for (let seed = 0; out.length < 12 && seed < 400; seed++) {
    const s = randomPosition(seed, 1 + 2 * (seed % 4));
    if (duel.toAct(s) && s.led !== null && duel.legalActions(s).length > 2) out.push(s);
  }
  return out;
}

const policyKey = (s: DuelState) => duel.actionKey(duelBot.policy!(s, duel.legalActions(s), [1, 2, 3, 4])[0]);

describe('policy-guided search (PUCT)', () => {
  it('spends its first iteration on the policy\'s choice (plain UCB1 need not)', () => {
    const ps = followPositions();
    expect(ps.length).toBeGreaterThan(5);
    for (const s of ps) {
      const side = duel.toAct(s)!;
      const r = search(duel, duelBot, duel.view(s, side), side, duel.legalActions(s), { ...opts, iterations: 1 });
      expect(r.stats.find((x) => x.visits === 1)?.key).toBe(policyKey(s));
    }
  });

  it('keeps the policy\'s choice among the searched actions where prune leaves it out; guide:false does not', () => {
    let checked = 0;
    for (const s of followPositions()) {
      const side = duel.toAct(s)!;
      const legal = duel.legalActions(s);
      const pk = policyKey(s);
      // Keep the highest card only.
      const top = legal.reduce((b, a) => (a.card > b.card ? a : b));
      if (duel.actionKey(top) === pk) continue;
      checked++;
      const pruning: BotAdapter<DuelState, DuelAction, ReturnType<typeof duel.view>, typeof side> = { ...duelBot, prune: (_s, xs) => [xs.reduce((b, a) => (a.card > b.card ? a : b))] };
      const guided = search(duel, pruning, duel.view(s, side), side, legal, { ...opts, exhaustive: true });
      const plain = search(duel, pruning, duel.view(s, side), side, legal, { ...opts, exhaustive: true, guide: false });
      const visits = (r: typeof guided, k: string) => r.stats.find((x) => x.key === k)!.visits;
      expect(visits(guided, pk)).toBeGreaterThan(0);
      expect(visits(plain, pk)).toBe(0);
      for (const st of guided.stats) if (st.key !== pk && st.key !== duel.actionKey(top)) expect(st.visits).toBe(0);
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('overrules a bad policy when the playouts say so: takes a big prize with the lowest card that wins', () => {
    // b leads a 3 for a prize of 6; a holds 2, 4 and 11. A policy that always throws the lowest card says 2.
    const s = { ...randomPosition(1, 0), hands: { a: [2, 4, 11], b: [1, 5, 9] }, leader: 'b' as const, prize: 6, led: 3, points: { a: 2, b: 1 }, history: [[2, 6, 12, 'a'] as const, [1, 8, 7, 'b'] as const] };
    const lowest = { ...duelBot, policy: (_s: DuelState, legal: readonly DuelAction[], rng: [number, number, number, number]) => [legal[0], rng] as [DuelAction, typeof rng] };
    const legal = duel.legalActions(s);
    const r = search(duel, lowest as typeof duelBot, duel.view(s, 'a'), 'a', legal, { ...opts, iterations: 300 });
    expect(r.action).toEqual({ t: 'play', card: 4 });
  });

  it('is a pure function of its inputs and seed, guided or not, and the two modes differ', () => {
    let differ = 0;
    for (let seed = 0; seed < 10; seed++) {
      const s = randomPosition(seed, seed % 6);
      const side = duel.toAct(s)!;
      const legal = duel.legalActions(s);
      const v = duel.view(s, side);
      const g = search(duel, duelBot, v, side, legal, opts);
      expect(search(duel, duelBot, v, side, legal, opts)).toEqual(g);
      const p = search(duel, duelBot, v, side, legal, { ...opts, guide: false });
      expect(search(duel, duelBot, v, side, legal, { ...opts, guide: false })).toEqual(p);
      if (JSON.stringify(g.stats) !== JSON.stringify(p.stats)) differ++;
    }
    expect(differ).toBeGreaterThan(5);
  });

  it('selectGuided: the prior decides among untried actions, the means once tried', () => {
    const node = newNode<string, 'a'>(null, '', null);
    const keys = ['x', 'y', 'z'];
    expect(selectGuided(node, keys, 'y', 1)).toBe(1);
    expect(selectGuided(node, keys, null, 1)).toBe(0);
    expect(selectGuided(node, keys, 'absent', 1)).toBe(0);
    // y tried 10 times and poor (mean 0.1), x and z untried: an untried one (first-play value 0.1 plus its prior) comes next.
    node.children.set('y', { ...newNode<string, 'a'>('y', 'y', 'a'), visits: 10, reward: 1 });
    expect(selectGuided(node, keys, 'y', 1)).toBe(0);
    // Among ten actions the policy's choice (prior GUIDE_SHARE, the others 1/18 each) is taken again
    // while its visits are few, even at a mean no better than the untried ones' first-play value…
    const ten = ['y', ...'abcdefghi'];
    expect(GUIDE_SHARE).toBe(0.5);
    node.children.set('y', { ...newNode<string, 'a'>('y', 'y', 'a'), visits: 3, reward: 1.5 });
    expect(selectGuided(node, ten, 'y', 1)).toBe(0);
    // …and given up for an untried one once they are many.
    node.children.set('y', { ...newNode<string, 'a'>('y', 'y', 'a'), visits: 12, reward: 6 });
    expect(selectGuided(node, ten, 'y', 1)).toBe(1);
    expect(selectGuided(node, ['y'], null, 1)).toBe(0);
  });
});
