/**
 * Bellum Gallicum II for the computer opponent (core/bot): sampling from a side's view, evaluation,
 * playout policy and the actions worth searching. `bellumBot` is what an app or arena loads for the system 'bellum'.
 */
import type { BotAdapter } from '../../core/bot/adapter';
import type { BellumAction, BellumState, Side } from '../state';
import type { BellumView } from '../view';
import { determinizeBellum } from './determinize';
import { evaluateBellum } from './evaluate';
import { guideBellum, policyBellum } from './policy';
import { pruneBellum } from './prune';

export const bellumBot: BotAdapter<BellumState, BellumAction, BellumView, Side> = {
  determinize: determinizeBellum,
  evaluate: evaluateBellum,
  policy: policyBellum,
  guide: guideBellum,
  prune: pruneBellum,
};
