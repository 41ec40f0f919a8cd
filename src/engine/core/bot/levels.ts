/**
 * Play levels as search budgets (issue 18: easy / normal / hard "by budget"). Iterations, not
 * milliseconds: the engine has no clock; the Web Worker may stop a search early by wall time.
 */
import type { SearchOptions } from './adapter';

export type BotLevel = 'easy' | 'normal' | 'hard';

type Budget = Pick<SearchOptions, 'iterations' | 'playoutDepth'>;

export const BOT_LEVELS: Record<BotLevel, Budget> = {
  easy: { iterations: 50, playoutDepth: 20 },
  normal: { iterations: 200, playoutDepth: 40 },
  hard: { iterations: 800, playoutDepth: 60 },
};

/**
 * Systems whose levels are smaller budgets (by system id), each still easy < normal < hard.
 *
 * Alésia (GBoH): an action is one unit's move and a Command's list every path of every unit, so an
 * iteration costs some 100× an Alesia 1983 one even after the search was made cheaper (playouts list
 * one unit's moves, the root reuses the real list, keys written out: docs/bot.md). At 200 × 40 a
 * decision took 20–470 s on the loaded bench machine; 16 iterations × depth 4 meet issue 18's
 * 200 ms median / 1 s P95 in CPU time there (CPU median 116 ms, P95 202 ms at load ~22). At these
 * budgets the search mostly confirms its policy's choice (the guided search stops once decided).
 */
export const SYSTEM_LEVELS: Readonly<Record<string, Record<BotLevel, Budget>>> = {
  'alesia-gboh': {
    easy: { iterations: 8, playoutDepth: 2 },
    normal: { iterations: 16, playoutDepth: 4 },
    hard: { iterations: 64, playoutDepth: 8 },
  },
};

/** The budget of `level` for the system `systemId` (its own when SYSTEM_LEVELS has one). */
export function botLevel(systemId: string, level: BotLevel): Budget {
  return SYSTEM_LEVELS[systemId]?.[level] ?? BOT_LEVELS[level];
}
