/**
 * The terms of the Alesia 1983 evaluation's logistic form (evaluate.ts `featureVector`,
 * `logisticChance`) and which evaluation the bot plays with. Each term is read off the features of
 * one position as its side sees it (a determinization of its view); the Gaul's chance of winning
 * outright is sigmoid(Σ weight · term).
 *
 * The fitted weights are in tunedWeights.ts, written by scripts/tuneEval.ts from self-play games
 * (docs/tuning.md: the games, the positions, the loss before and after, held-out accuracy).
 */
export const AC_TERMS = [
  /** 1: the constant. */
  'bias',
  /** Share of the game's turns still to play (AC 12.1, 12.7). */
  'left',
  /** Vercingetorix on the map, out of the town (0 / 1). */
  'out',
  /** Share of the way from the town to the edge he has made (0 in the town or off the map). */
  'way',
  /** `way` squared: the last hexes to the edge count more than the first. */
  'way2',
  /** Roman counters within two hexes of him (to three, / 3), less by the share of the hexes round him Gauls hold (AC 26.2). */
  'danger',
  /** `way` × `danger`. */
  'wayDanger',
  /** AC 18 progress towards freeing the garrison, 0–1 (evaluate.ts `features`). */
  'coordination',
  /** `coordination` × `left`: progress counts for more with time to use it. */
  'coordinationLeft',
  /** Share of the Roman army's combat factors eliminated less the Gallic share. */
  'balance',
  /** `balance` × `left`. */
  'balanceLeft',
  /** Caesar eliminated (0 / 1; AC 26.3: the Roman can at best draw). */
  'caesarFallen',
] as const;

export type AcTerm = (typeof AC_TERMS)[number];
export type AcWeights = Readonly<Record<AcTerm, number>>;

export { TUNED_WEIGHTS } from './tunedWeights';

/**
 * The evaluation the bot plays with: 'hand' (evaluate.ts `handChance`, the first guess) or a
 * weight set for the logistic form.
 */
export const LIVE_EVALUATION: 'hand' | AcWeights = 'hand';
