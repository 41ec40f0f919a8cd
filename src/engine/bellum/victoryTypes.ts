/** The verdict of a scenario's victory conditions (BG 6.x), as victory.ts and each scenario build it. */
import type { RegionId } from './data/types';
import type { BellumState, Side } from './state';

export interface VictoryCheck {
  /** Who wins if the game ended now; 'draw' where the scenario has one (BG 6.2.6, 6.3.5). */
  winner: Side | 'draw';
  /** One line per condition: met or not. */
  details: { text: string; met: boolean }[];
  /** The game-over line. */
  reason: string;
  /** Rule id of the victory conditions. */
  rule: string;
  /** Regions the conditions name (log references). */
  refs: RegionId[];
}

export type VictoryRule = (s: BellumState) => VictoryCheck;
