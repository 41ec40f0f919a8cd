/**
 * The search (core/bot) on real Bellum positions: its answer is an entry of the legal list, the same
 * inputs give the same answer, frozen inputs are not written and no iteration is wasted; and a bounded
 * arena — the bot against random play, either side of every scenario — stays legal, never picks an
 * action its prune leaves out but the policy's own choice, and ends (the naval exercise and 6.1 are played out; the longer
 * scenarios are capped).
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { search } from '../../core/bot/ismcts';
import { playMatch, randomSeat, type Seat } from '../../core/bot/match';
import { bellum } from '../system';
import type { BellumAction, Side } from '../state';
import type { BellumView } from '../view';
import { bellumBot } from './index';
import { pruneBellum } from './prune';
import { BOT_SCENARIOS, choicePositions, gamePositions, start } from './testPositions';

const opts = { iterations: 6, seed: 'search', playoutDepth: 6 };

describe('Bellum bot: search', () => {
  for (const scenario of BOT_SCENARIOS) {
    it(`${scenario}: an entry of the legal list, the same each time, frozen inputs untouched`, () => {
      const states = gamePositions(scenario, 'search', 300);
      for (const side of ['roman', 'gallic'] as Side[]) {
        for (const [n, s0] of choicePositions(states, side, 1000).slice(0, 5).entries()) {
          const s = deepFreeze(s0);
          const v = deepFreeze(bellum.view(s, side));
          const legal = bellum.legalActions(s);
          const before = JSON.stringify([s, v]);
          const r = search(bellum, bellumBot, v, side, legal, { ...opts, seed: n });
          expect(legal).toContain(r.action);
          expect(r.wasted).toBe(0);
          expect(JSON.stringify([s, v])).toBe(before);
          expect(search(bellum, bellumBot, v, side, legal, { ...opts, seed: n })).toEqual(r);
        }
      }
    });
  }

  it('bounded arena: the bot against random play on either side of every scenario, legal and ending', () => {
    for (const scenario of BOT_SCENARIOS) {
      const short = scenario === 'veneti-fleet' || scenario === 'aquitania';
      const cap = short ? 3000 : 120;
      for (const botSide of ['roman', 'gallic'] as Side[]) {
        const chosen: { a: BellumAction; kept: readonly BellumAction[]; guide: string | null }[] = [];
        const bot: Seat<BellumAction, BellumView, Side> = (view, side, legal, ply) => {
          if (legal.length === 1) return legal[0];
          const r = search(bellum, bellumBot, view, side, legal, { iterations: 3, seed: `${scenario}:${botSide}:${ply}`, playoutDepth: 4 });
          const a = r.action;
          // What the bot's prune keeps, read from a sample of its own view (the prune reads only that).
          const kept = pruneBellum(bellumBot.determinize(view, side, [1, 2, 3, 4])[0], legal);
          chosen.push({ a, kept, guide: r.guide });
          return a;
        };
        const rand = randomSeat<BellumAction, BellumView, Side>(`${scenario}:${botSide}`);
        const r = playMatch(bellum, start(scenario, `arena:${botSide}`), botSide === 'roman' ? { roman: bot, gallic: rand } : { roman: rand, gallic: bot }, cap);
        if (short) expect(r.outcome).not.toBeNull();
        else expect(r.actions === cap || r.outcome !== null).toBe(true);
        expect(chosen.length).toBeGreaterThan(0);
        // Never an action the prune leaves out, unless it is the policy's own choice (searched always).
        // (In these games: deselecting a force the policy would not march, 266 of 566 decisions.)
        for (const c of chosen) if (c.kept.length > 1 && !c.kept.includes(c.a)) expect(bellum.actionKey(c.a)).toBe(c.guide);
      }
    }
  });
});
