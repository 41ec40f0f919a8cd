/** Test support for scenario 6.2: states at a chosen step and turn, built through the real sequence of play. */
import { bellum } from '../system';
import { cloneState } from '../ctx';
import type { BellumAction, BellumState, Step } from '../state';
import { play } from './states';

export function helvetii(seed = 'test'): BellumState {
  const r = bellum.setup({ scenario: 'helvetii', seed, options: { solo: false } });
  if (!r.ok) throw new Error(r.rejection.message);
  return cloneState(r.state);
}

/** The action that passes on without doing anything: done, end of movement, the first choice otherwise. */
export function passAction(s: BellumState): BellumAction {
  const legal = bellum.legalActions(s);
  return legal.find((a) => a.t === 'done') ?? legal.find((a) => a.t === 'endMove') ?? legal.find((a) => a.t === 'stand') ?? legal.find((a) => a.t === 'loss') ?? legal[0];
}

/** Pass until the game reaches `step` in `turn` (of 58 BC). */
export function passTo(s0: BellumState, step: Step, turn: number): BellumState {
  let s = s0;
  for (let i = 0; i < 2000 && !(s.step === step && s.turn === turn && s.reinforce.length === 0 && s.losses.length === 0); i++) {
    if (s.outcome) break;
    s = play(s, [passAction(s)]);
  }
  if (!(s.step === step && s.turn === turn)) throw new Error(`never reached ${step} in turn ${turn} (at ${s.step}, turn ${s.turn})`);
  return cloneState(s);
}

/** Pass until the game reaches `step` in `turn`, stopping while a reinforcement waits for its region. */
export function passToChoice(s0: BellumState, turn: number): BellumState {
  let s = s0;
  for (let i = 0; i < 2000 && !(s.turn === turn && s.reinforce.length > 0); i++) {
    if (s.outcome) break;
    s = play(s, [passAction(s)]);
  }
  if (s.reinforce.length === 0) throw new Error('no reinforcement choice came up');
  return cloneState(s);
}
