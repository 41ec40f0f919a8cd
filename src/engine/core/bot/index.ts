export type { BotAdapter, SearchOptions, SearchResult } from './adapter';
export { chooseAction, search } from './ismcts';
export { BOT_LEVELS, SYSTEM_LEVELS, botLevel, type BotBudget, type BotLevel } from './levels';
export { fairnessProbe, type FairnessProbe } from './fairness';
export { wilson } from './wilson';
export { reseed } from './reseed';
export { botSeat, playMatch, randomSeat, type MatchResult, type Seat } from './match';
