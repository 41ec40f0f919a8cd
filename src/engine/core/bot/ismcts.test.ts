/**
 * SO-ISMCTS on the toy game (toy/duel.ts: secret hands, dice): the choice is always legal, the same
 * inputs give the same choice, frozen inputs are not written, and it beats uniform random play.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepFreeze } from '../deepFreeze';
import { chooseAction, search } from './ismcts';
import { wilson } from './wilson';
import { duel, type DuelSide } from './toy/duel';
import { duelBot } from './toy/duelBot';
import { playGame, randomPosition, uniform, type Player } from './toy/positions';

const opts = { iterations: 150, seed: 1, playoutDepth: 20 };

describe('SO-ISMCTS (core/bot)', () => {
  it('always answers an entry of the legal list (the very object)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 7 }), fc.integer(), (seed, steps, botSeed) => {
        const s = randomPosition(seed, steps);
        const side = duel.toAct(s);
        fc.pre(side !== null);
        const legal = duel.legalActions(s);
        const a = chooseAction(duel, duelBot, duel.view(s, side!), side!, legal, { ...opts, iterations: 40, seed: botSeed });
        expect(legal).toContain(a);
      }),
      { numRuns: 60 },
    );
  });

  it('with no search budget, or one legal action, still answers from the list', () => {
    const s = randomPosition(3, 1);
    const side = duel.toAct(s)!;
    const legal = duel.legalActions(s);
    expect(legal).toContain(chooseAction(duel, duelBot, duel.view(s, side), side, legal, { ...opts, iterations: 0 }));
    expect(chooseAction(duel, duelBot, duel.view(s, side), side, legal.slice(0, 1), opts)).toBe(legal[0]);
  });

  it('is deterministic: same view, legal list and seed give the same choice and the same statistics', () => {
    for (let seed = 0; seed < 10; seed++) {
      const s = randomPosition(seed, seed % 6);
      const side = duel.toAct(s)!;
      const legal = duel.legalActions(s);
      const x = search(duel, duelBot, duel.view(s, side), side, legal, opts);
      const y = search(duel, duelBot, duel.view(s, side), side, legal, opts);
      expect(y).toEqual(x);
      expect(x.wasted).toBe(0);
    }
  });

  it('legalFromView: the real list at the root gives the same search where the samples agree; a sample refusing an entry falls back to its own list', () => {
    const trusting = { ...duelBot, legalFromView: true };
    let refusedSearched = 0;
    for (let seed = 0; seed < 10; seed++) {
      const s = randomPosition(seed, seed % 6);
      const side = duel.toAct(s)!;
      const legal = duel.legalActions(s);
      const x = search(duel, duelBot, duel.view(s, side), side, legal, opts);
      expect(search(duel, trusting, duel.view(s, side), side, legal, opts)).toEqual({ ...x, action: expect.anything() });
      expect(search(duel, trusting, duel.view(s, side), side, legal, opts).action).toEqual(x.action);
      if (legal.length < 2) continue;
      // A system whose samples refuse the real list's first entry (a fault of legalFromView): no throw, still searched.
      const refused = legal[0];
      const picky = { ...duel, apply: (st: typeof s, a: (typeof legal)[number]) => (a === refused ? { ok: false as const, rejection: { rule: 'toy', message: 'refused' } } : duel.apply(st, a)) };
      const r = search(picky as typeof duel, trusting, duel.view(s, side), side, legal, opts);
      expect(legal).toContain(r.action);
      expect(r.wasted).toBe(0);
      refusedSearched += r.stats[0].visits;
    }
    expect(refusedSearched).toBeGreaterThan(0);
  });

  it('stops once the most visited action can no longer be overtaken: the same choice as spending the whole budget', () => {
    let stopped = 0;
    for (let seed = 0; seed < 40; seed++) {
      const s = randomPosition(seed, seed % 8);
      const side = duel.toAct(s)!;
      const legal = duel.legalActions(s);
      const o = { ...opts, seed };
      const early = search(duel, duelBot, duel.view(s, side), side, legal, o);
      const full = search(duel, duelBot, duel.view(s, side), side, legal, { ...o, exhaustive: true });
      expect(early.action).toBe(full.action);
      expect(full.iterations).toBe(legal.length > 1 ? opts.iterations : 0);
      if (early.iterations < full.iterations) {
        stopped++;
        // It stopped because the leader was out of reach, not for any other reason.
        const visits = early.stats.map((x) => x.visits).sort((a, b) => b - a);
        expect(visits[0] - (visits[1] ?? 0)).toBeGreaterThan(opts.iterations - early.iterations);
      }
    }
    // The toy's clear choices are decided early in most positions: the check above is not vacuous.
    expect(stopped).toBeGreaterThan(10);
  });

  it('does not write into frozen inputs (view, legal list)', () => {
    for (let seed = 0; seed < 10; seed++) {
      const s = deepFreeze(randomPosition(seed, seed % 7));
      const side = duel.toAct(s)!;
      const v = deepFreeze(duel.view(s, side));
      const legal = deepFreeze(duel.legalActions(s));
      const before = JSON.stringify([s, v, legal]);
      expect(() => chooseAction(duel, duelBot, v, side, legal, opts)).not.toThrow();
      expect(JSON.stringify([s, v, legal])).toBe(before);
    }
  });

  it('stops where the caller says (asked between iterations, never before the first), and is then the search of that many iterations', () => {
    for (let seed = 0; seed < 8; seed++) {
      const s = randomPosition(seed, seed % 6);
      const side = duel.toAct(s)!;
      const legal = duel.legalActions(s);
      if (legal.length < 2) continue;
      const v = duel.view(s, side);
      const after = 1 + (seed % 5) * 7;
      let asked = 0;
      // exhaustive: the search does not end by itself once its answer is decided (tested apart).
      const cut = search(duel, duelBot, v, side, legal, { ...opts, exhaustive: true, stop: () => ++asked >= after });
      expect(cut.iterations).toBe(after);
      expect(asked).toBe(after);
      // The same as a search with that budget and no stop: the stop only ends the loop.
      expect(cut).toEqual(search(duel, duelBot, v, side, legal, { ...opts, exhaustive: true, iterations: after }));
      const atOnce = search(duel, duelBot, v, side, legal, { ...opts, stop: () => true });
      expect(atOnce.iterations).toBe(1);
      expect(legal).toContain(atOnce.action);
    }
  });

  it('searches only what the adapter\'s prune keeps (and everything when it keeps nothing)', () => {
    for (let seed = 0; seed < 10; seed++) {
      const s = randomPosition(seed, seed % 6);
      const side = duel.toAct(s)!;
      const legal = duel.legalActions(s);
      if (legal.length < 2) continue;
      // Keep the highest card only: the search must answer it, and give the others no visits.
      const top = <T extends { card: number }>(xs: readonly T[]): T => xs.reduce((b, a) => (a.card > b.card ? a : b));
      const pruning = { ...duelBot, prune: (_s: unknown, xs: readonly (typeof legal)[number][]) => [top(xs)] };
      // Plain UCB1 (the guided search also keeps the policy's choice: puct.test.ts).
      const r = search(duel, pruning, duel.view(s, side), side, legal, { ...opts, guide: false });
      expect(r.action).toEqual(top(legal));
      for (const st of r.stats) if (st.key !== duel.actionKey(top(legal))) expect(st.visits).toBe(0);
      const none = { ...duelBot, prune: () => [] };
      expect(search(duel, none, duel.view(s, side), side, legal, opts)).toEqual(search(duel, duelBot, duel.view(s, side), side, legal, opts));
    }
  });

  it('takes a big prize cheaply: follows with the lowest card that wins', () => {
    // b leads a 3 for a prize of 6; a holds 2, 4 and 11 and should not spend the 11.
    const s = { ...randomPosition(1, 0), hands: { a: [2, 4, 11], b: [1, 5, 9] }, leader: 'b' as const, prize: 6, led: 3, points: { a: 2, b: 1 }, history: [[2, 6, 12, 'a'] as const, [1, 8, 7, 'b'] as const] };
    const legal = duel.legalActions(s);
    expect(chooseAction(duel, duelBot, duel.view(s, 'a'), 'a', legal, { ...opts, iterations: 300 })).toEqual({ t: 'play', card: 4 });
  });

  it('beats uniform random play clearly (seats alternate)', () => {
    const games = 100;
    let score = 0;
    const rand = uniform('opponent');
    const bot: Player = (s, side, legal, game) => chooseAction(duel, duelBot, duel.view(s, side), side, legal, { ...opts, iterations: 60, seed: game });
    for (let g = 0; g < games; g++) {
      const botSide: DuelSide = g % 2 ? 'a' : 'b';
      const w = playGame(`game:${g}`, botSide === 'a' ? bot : rand, botSide === 'b' ? bot : rand, g);
      score += w === botSide ? 1 : w === 'draw' ? 0.5 : 0;
    }
    // Random against random scores 0.5 by symmetry; measured for the bot: see the report line.
    console.info(`duel: bot scored ${score}/${games} against uniform random`);
    // Draws count half; the 95% Wilson interval must lie clear of 0.5 (measured 70.5/100: 0.61–0.79).
    expect(wilson(score, games).low).toBeGreaterThan(0.55);
  });
});
