/**
 * The Bellum Gallicum II computer opponent's thinking time (issue 18): one decision at "normal"
 * (core/bot/levels.ts, the guided search) on a fixed set of positions — per scenario and side, the
 * first positions of different kinds (step, pending combat decision, a force selected) in a seeded
 * game (testPositions.ts), so movement, combat and supply decisions are all in it. Each decision is
 * timed once, after one untimed decision to warm the JIT. Search seeds are fixed, so a run repeats
 * the same searches.
 */
import { search } from '../../src/engine/core/bot/ismcts';
import { BOT_LEVELS } from '../../src/engine/core/bot/levels';
import { bellum } from '../../src/engine/bellum/system';
import { bellumBot } from '../../src/engine/bellum/bot';
import { BOT_SCENARIOS, choicePositions, gamePositions } from '../../src/engine/bellum/bot/testPositions';
import type { BellumState, Side } from '../../src/engine/bellum/state';
import { emit, median, note, quantile } from './report';

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

function decide(side: Side, s: BellumState, seed: string) {
  return search(bellum, bellumBot, bellum.view(s, side), side, bellum.legalActions(s), { ...BOT_LEVELS.normal, seed });
}

export function bellumBotBench(): void {
  const positions = bellumBotPositions();
  decide(positions[0].side, positions[0].s, 'warm');
  const ms: number[] = [];
  for (const [i, { scenario, side, s }] of positions.entries()) {
    const t0 = performance.now();
    const r = decide(side, s, `bench-${i}`);
    const t = performance.now() - t0;
    ms.push(t);
    note(`bellum bot ${scenario} ${side} ${s.step}${s.selection ? ' (force selected)' : ''}: ${bellum.legalActions(s).length} legal, ${r.iterations} it., ${t.toFixed(0)} ms`);
  }
  emit('bot.bellum.decisionMedianMs', median(ms), 'ms');
  emit('bot.bellum.decisionP95Ms', quantile(ms, 0.95), 'ms');
}
