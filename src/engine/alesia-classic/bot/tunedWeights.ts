/**
 * Written by scripts/tuneEval.ts — do not edit by hand. Fitted on alesia-classic self-play: 800 games, seed tune1, 71744 training positions.
 * The weights of the logistic form of the Alesia 1983 evaluation (weights.ts `AC_TERMS`, evaluate.ts
 * `logisticChance`), fitted to self-play outcomes; docs/tuning.md gives the games, the loss and the accuracy.
 */
import type { AcWeights } from './weights';

export const TUNED_WEIGHTS: AcWeights = {
  bias: -3.9454,
  left: 2.7731,
  out: 0.1360,
  way: 1.3899,
  way2: 1.7228,
  danger: -0.2799,
  wayDanger: -0.1644,
  coordination: 0.9639,
  coordinationLeft: 0.8620,
  balance: 0.0000,
  balanceLeft: 0.0000,
  caesarFallen: 0.7697,
};
