/**
 * Written by scripts/tuneEval.ts — do not edit by hand. Not fitted yet.
 */
import type { AcWeights } from './weights';

export const TUNED_WEIGHTS: AcWeights = {
  bias: 0,
  left: 0,
  out: 0,
  way: 0,
  way2: 0,
  danger: 0,
  wayDanger: 0,
  coordination: 0,
  coordinationLeft: 0,
  balance: 0,
  balanceLeft: 0,
  caesarFallen: 0,
};
