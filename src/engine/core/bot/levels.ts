/**
 * Play levels as search budgets (issue 18: easy / normal / hard "by budget"). Iterations, not
 * milliseconds: the engine has no clock; the Web Worker may stop a search early by wall time.
 *
 * `BOT_LEVELS` is the budget of every system; `SYSTEM_LEVELS` replaces it for a system whose
 * actions cost too much for it to meet the thinking-time targets at "normal" (200 ms median,
 * 1,000 ms P95 per decision on an idle machine). `botLevel(system, level)` is what a caller asks.
 * Each system keeps easy < normal < hard in iterations (tested).
 */
import type { SearchOptions } from './adapter';

export type BotLevel = 'easy' | 'normal' | 'hard';
export type BotBudget = Pick<SearchOptions, 'iterations' | 'playoutDepth'>;

export const BOT_LEVELS: Record<BotLevel, BotBudget> = {
  easy: { iterations: 50, playoutDepth: 20 },
  normal: { iterations: 200, playoutDepth: 40 },
  hard: { iterations: 800, playoutDepth: 60 },
};

/**
 * Per-system budgets (by `GameSystem.id`), where the common ones do not fit; docs/bot.md
 * ("Thinking time, third round") gives the figures.
 *  - Bellum Gallicum II: playouts of 24 actions at "normal" instead of 40 (the playout was 83% of
 *    a decision). About 0.6 of the CPU time; on the bench's positions its answers agree with
 *    "hard"'s as often as the 40-action search's (within the noise), and in 20 arena games against
 *    the 40-action search (6.2 and 6.3, both sides) it scored 12.5.
 *  - Alesia 1983: 48 iterations × 12 actions at "normal" (easy 16 × 8). Its action grain is a
 *    unit's select and move, so a playout of forty actions rarely leaves the move phase and the
 *    evaluation (losses, the clock, Vercingetorix's way out) barely moves inside it; and each
 *    iteration's descent lists and applies every level afresh (half of an iteration at depth 12,
 *    engine work), so the iterations must go too. Some 0.15–0.2 of the CPU time of 200 × 40; even
 *    "hard" answers unlike itself under another seed on 9 of the bench's 10 positions, so no
 *    budget here is measurably weaker on them (whole games are too long for the arena yet). To be
 *    raised as the engine gets faster. "hard" keeps the common budget (the Worker's 3 s cap bounds
 *    it).
 *  - Alésia (GBoH): easy 8 × 2, normal 16 × 4, hard 64 × 8. An action is one unit's move and a
 *    Command's list holds every path of every unit, so an iteration costs some 100× an Alesia 1983
 *    one even after the search was made cheaper (playouts list one unit's moves, the root reuses
 *    the real list, keys written out: docs/bot.md). At 200 × 40 a decision took 20–470 s on the
 *    loaded bench machine; 16 × 4 met the 200 ms median / 1 s P95 in CPU time there (CPU median
 *    ~125 ms, P95 ~320 ms at load 19). At these budgets the search mostly confirms its policy's
 *    choice (the guided search stops once decided).
 */
export const SYSTEM_LEVELS: Readonly<Record<string, Record<BotLevel, BotBudget>>> = {
  bellum: { easy: BOT_LEVELS.easy, normal: { iterations: 200, playoutDepth: 24 }, hard: BOT_LEVELS.hard },
  'alesia-classic': { easy: { iterations: 16, playoutDepth: 8 }, normal: { iterations: 48, playoutDepth: 12 }, hard: BOT_LEVELS.hard },
  'alesia-gboh': {
    easy: { iterations: 8, playoutDepth: 2 },
    normal: { iterations: 16, playoutDepth: 4 },
    hard: { iterations: 64, playoutDepth: 8 },
  },
};

/** The budget of `level` for the system `system` (its `GameSystem.id`). */
export function botLevel(system: string, level: BotLevel): BotBudget {
  return (SYSTEM_LEVELS[system] ?? BOT_LEVELS)[level];
}
