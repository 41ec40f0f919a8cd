/**
 * Test support for the battle-board UI: states of the Nervii battle (BG 4.4.2, example 1) played
 * through the real engine — at the Roman deployment, and at each side's realignment.
 */
import { act, toCombat } from '../../../engine/bellum/combat/testkit';
import { rngFor } from '../../../engine/bellum/testing/forceDice';
import { deployPlan, NERVII_GALLIC, NERVII_ROMAN, nerviiState } from '../../../engine/bellum/testing/nervii';
import type { BellumState } from '../../../engine/bellum/state';

/** The Roman (attacker) deploys first; nothing is placed yet. */
export function atRomanDeployment(): BellumState {
  return act(toCombat(nerviiState()), { t: 'stand' });
}

/**
 * After sequence 1 (die 4: the Gauls weaken seven units, rout dice 1, 4, 5): the Gallic player
 * realigns first (one reserve unit); then, with `side: 'roman'`, the Roman (two reserve legions).
 */
export function atRealignment(side: 'gallic' | 'roman'): BellumState {
  let s = deployPlan(atRomanDeployment(), NERVII_ROMAN);
  s = act(s, { t: 'confirmDeploy' });
  s = deployPlan(s, NERVII_GALLIC);
  s.rng = rngFor([4]);
  s = act(s, { t: 'confirmDeploy' });
  const weakened = ['catuellauni-inf', 'silvanectes-inf', 'nervii-inf', 'nervii-cav', 'viromandui-inf', 'veliocasses-inf'];
  for (const unit of weakened) s = act(s, { t: 'boardLoss', unit });
  s.rng = rngFor([1, 4, 5]);
  s = act(s, { t: 'boardLoss', unit: 'caleti-inf' });
  return side === 'gallic' ? s : act(s, { t: 'done' });
}
