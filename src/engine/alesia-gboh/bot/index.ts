/** Alésia (GBoH) for the computer opponent (core/bot): sampling, evaluation and playout policy. */
import type { BotAdapter } from '../../core/bot/adapter';
import type { AgAction } from '../actions';
import type { AgSide, AgState } from '../state';
import type { AgView } from '../view';
import { determinizeAg } from './determinize';
import { evaluateAg } from './evaluate';
import { policyAg } from './policy';

export const alesiaGbohBot: BotAdapter<AgState, AgAction, AgView, AgSide> = {
  determinize: determinizeAg,
  evaluate: evaluateAg,
  policy: policyAg,
};
