/**
 * The prompt button a player clicks for an action: its label, which must pick out exactly that
 * action among the buttons shown (else a test clicking by label would be ambiguous).
 */
import { describeAction } from '../../src/engine/bellum/describe';
import type { BellumAction, BellumState } from '../../src/engine/bellum/state';

export function promptLabel(s: BellumState, legal: readonly BellumAction[], a: BellumAction, at: number): string {
  const label = describeAction(s, a);
  if (legal.filter((x) => describeAction(s, x) === label).length !== 1) throw new Error(`ambiguous label "${label}" at action ${at}`);
  return label;
}
