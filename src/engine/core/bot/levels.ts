/**
 * Play levels as search budgets (issue 18: easy / normal / hard "by budget"). Iterations, not
 * milliseconds: the engine has no clock; the Web Worker may stop a search early by wall time.
 */
import type { SearchOptions } from './adapter';

export type BotLevel = 'easy' | 'normal' | 'hard';

export const BOT_LEVELS: Record<BotLevel, Pick<SearchOptions, 'iterations' | 'playoutDepth'>> = {
  easy: { iterations: 50, playoutDepth: 20 },
  normal: { iterations: 200, playoutDepth: 40 },
  hard: { iterations: 800, playoutDepth: 60 },
};
