/** Alésia (GBoH) for the computer opponent (core/bot): sampling, evaluation, playout policy and the part of a Command's list a playout chooses from. */
import type { BotAdapter } from '../../core/bot/adapter';
import type { AgAction } from '../actions';
import type { AgSide, AgState } from '../state';
import type { AgView } from '../view';
import { determinizeAg } from './determinize';
import { evaluateAg } from './evaluate';
import { playoutLegalAg } from './playoutLegal';
import { policyAg } from './policy';

export const alesiaGbohBot: BotAdapter<AgState, AgAction, AgView, AgSide> = {
  determinize: determinizeAg,
  evaluate: evaluateAg,
  policy: policyAg,
  playoutLegal: playoutLegalAg,
  // What a side may do depends only on what it sees: a sample's list is the real one (determinize.test.ts).
  legalFromView: true,
};
