/**
 * The Alésia (GBoH) computer opponent's thinking time (issue 18): one decision at "normal"
 * (core/bot/levels.ts, the guided search) on a fixed set of positions — per scenario and side, the
 * first positions of different steps in a seeded policy-played game from the sample deployment
 * (testPositions.ts). Each decision is timed once, after one untimed decision to warm the JIT.
 * Search seeds are fixed, so a run repeats the same searches. GBoH's "normal" is its own, smaller
 * budget (levels.ts SYSTEM_LEVELS; docs/bot.md).
 */
import { search } from '../../src/engine/core/bot/ismcts';
import { botLevel } from '../../src/engine/core/bot/levels';
import { alesiaGboh } from '../../src/engine/alesia-gboh/system';
import { alesiaGbohBot } from '../../src/engine/alesia-gboh/bot';
import { choicePositions, gamePositions } from '../../src/engine/alesia-gboh/bot/testPositions';
import type { AgScenarioId, AgSide, AgState } from '../../src/engine/alesia-gboh/state';
import { benchDecisions } from './botDecisions';

const SCENARIOS: AgScenarioId[] = ['12.1', '12.2', '12.3'];
/** Positions a scenario and side contributes (the first steps met in its game). */
const PER_SIDE = 2;

export function gbohBotPositions(): { scenario: AgScenarioId; side: AgSide; s: AgState }[] {
  const out: { scenario: AgScenarioId; side: AgSide; s: AgState }[] = [];
  for (const scenario of SCENARIOS) {
    const game = gamePositions(scenario, 'bot-bench', 200);
    for (const side of ['roman', 'gallic'] as AgSide[]) for (const s of choicePositions(game, side, 1e9).slice(0, PER_SIDE)) out.push({ scenario, side, s });
  }
  return out;
}

export function gbohBotBench(): void {
  benchDecisions(
    'alesia-gboh',
    gbohBotPositions().map(({ scenario, side, s }) => ({
      label: `${scenario} ${side} ${s.step}: ${alesiaGboh.legalActions(s).length} legal`,
      decide: (seed) => search(alesiaGboh, alesiaGbohBot, alesiaGboh.view(s, side), side, alesiaGboh.legalActions(s), { ...botLevel('alesia-gboh', 'normal'), seed }).iterations,
    })),
  );
}
