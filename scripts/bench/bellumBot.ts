/**
 * The Bellum Gallicum II computer opponent's thinking time (issue 18): one decision at "normal"
 * (core/bot/levels.ts, the guided search) on a fixed set of positions — per scenario and side, the
 * first positions of different kinds (step, pending combat decision, a force selected) in a seeded
 * game (testPositions.ts), so movement, combat and supply decisions are all in it. Each decision is
 * timed once, after one untimed decision to warm the JIT. Search seeds are fixed, so a run repeats
 * the same searches.
 */
import { search } from '../../src/engine/core/bot/ismcts';
import { botLevel, type BotLevel } from '../../src/engine/core/bot/levels';
import { bellum } from '../../src/engine/bellum/system';
import { bellumBot } from '../../src/engine/bellum/bot';
import { BOT_SCENARIOS, choicePositions, gamePositions } from '../../src/engine/bellum/bot/testPositions';
import type { BellumState, Side } from '../../src/engine/bellum/state';
import { benchDecisions } from './botDecisions';

/** Positions a scenario and side contributes (the first kinds met in its game). */
const PER_SIDE = 2;

export function bellumBotPositions(): { scenario: string; side: Side; s: BellumState }[] {
  const out: { scenario: string; side: Side; s: BellumState }[] = [];
  for (const scenario of BOT_SCENARIOS) {
    const game = gamePositions(scenario, 'bot-bench', 300);
    for (const side of ['roman', 'gallic'] as Side[]) for (const s of choicePositions(game, side, 1e9).slice(0, PER_SIDE)) out.push({ scenario, side, s });
  }
  return out;
}

/** One search for `side` on `s` at a level (the bench's decision; the paired bench and answers scripts use it). */
export function decideBellum(side: Side, s: BellumState, seed: string, level: BotLevel = 'normal') {
  return search(bellum, bellumBot, bellum.view(s, side), side, bellum.legalActions(s), { ...botLevel(bellum.id, level), seed });
}

export function bellumBotBench(): void {
  benchDecisions(
    'bellum',
    bellumBotPositions().map(({ scenario, side, s }) => ({
      label: `${scenario} ${side} ${s.step}${s.selection ? ' (force selected)' : ''}: ${bellum.legalActions(s).length} legal`,
      decide: (seed) => decideBellum(side, s, seed).iterations,
    })),
  );
}
