/** Alesia (1983 rules) for the computer opponent (core/bot): sampling, evaluation and playout policy. */
import type { BotAdapter } from '../../core/bot/adapter';
import type { AcAction } from '../actions';
import type { AcSide, AcState } from '../state';
import type { AcView } from '../view';
import { determinizeAc } from './determinize';
import { evaluateAc } from './evaluate';
import { policyAc } from './policy';

export const alesiaClassicBot: BotAdapter<AcState, AcAction, AcView, AcSide> = {
  determinize: determinizeAc,
  evaluate: evaluateAc,
  policy: policyAc,
};
