/**
 * The Alesia (1983 rules) computer opponent's thinking time (issue 18): one decision at "normal"
 * (core/bot/levels.ts `botLevel`: the system's own budget) on a fixed set of positions — every position of a seeded random game where a
 * side has a real choice, one per kind (phase, fire window, combat) and side, so move phases, the
 * off-board phase, fire windows and battles are all in it. Each decision is timed once, after one
 * untimed decision to warm the JIT. Search seeds are fixed, so a run repeats the same searches.
 */
import { search } from '../../src/engine/core/bot/ismcts';
import { botLevel, type BotLevel } from '../../src/engine/core/bot/levels';
import { alesiaClassic } from '../../src/engine/alesia-classic/system';
import { alesiaClassicBot } from '../../src/engine/alesia-classic/bot/adapter';
import { choicePositions, gamePositions } from '../../src/engine/alesia-classic/bot/testPositions';
import type { AcSide, AcState } from '../../src/engine/alesia-classic/state';
import { emit, median, note, quantile } from './report';

/** The benched positions: per side, the first position of each kind in a seeded random game. */
export function botBenchPositions(): { side: AcSide; s: AcState }[] {
  const game = gamePositions('bot-bench', 900, { fire: 'ask' });
  const out: { side: AcSide; s: AcState }[] = [];
  for (const side of ['roman', 'gallic'] as AcSide[]) for (const s of choicePositions(game, side, 1e9)) out.push({ side, s });
  return out;
}

export function decide(side: AcSide, s: AcState, seed: string, level: BotLevel = 'normal') {
  const view = alesiaClassic.view(s, side);
  const legal = alesiaClassic.legalActions(s);
  return search(alesiaClassic, alesiaClassicBot, view, side, legal, { ...botLevel(alesiaClassic.id, level), seed });
}

export function alesiaBotBench(): void {
  const positions = botBenchPositions();
  decide(positions[0].side, positions[0].s, 'warm');
  const ms: number[] = [];
  for (const [i, { side, s }] of positions.entries()) {
    const t0 = performance.now();
    decide(side, s, `bench-${i}`);
    const t = performance.now() - t0;
    ms.push(t);
    note(`alesia bot ${side} ${s.phase}${s.fire.window ? ' (fire window)' : ''}: ${alesiaClassic.legalActions(s).length} legal, ${t.toFixed(0)} ms`);
  }
  emit('bot.alesia-classic.decisionMedianMs', median(ms), 'ms');
  emit('bot.alesia-classic.decisionP95Ms', quantile(ms, 0.95), 'ms');
}
