import type { BellumAction } from '../state';
import type { BellumView } from '../view';
import type { PolicyChoice } from '../solo/policy';

export function gallicCombatPolicy(_v: BellumView, legal: readonly BellumAction[]): PolicyChoice {
  return { action: legal[0], why: 'default' };
}
