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

/** Per-system budgets (by `GameSystem.id`), where the common ones do not fit; docs/bot.md gives the figures. */
export const SYSTEM_LEVELS: Readonly<Record<string, Record<BotLevel, BotBudget>>> = {};

/** The budget of `level` for the system `system` (its `GameSystem.id`). */
export function botLevel(system: string, level: BotLevel): BotBudget {
  return (SYSTEM_LEVELS[system] ?? BOT_LEVELS)[level];
}
