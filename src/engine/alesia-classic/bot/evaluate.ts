/**
 * How good an Alesia position is, as a heuristic chance of winning in [0, 1] (the bot's leaf score).
 * Seed 003's victory conditions are the authority: the Gaul wins only by taking Vercingetorix off
 * the map (AC 26.1); the Roman wins by bringing a unit next to him or by holding him until the second
 * Assault Period ends (AC 26.2); with Caesar fallen the Roman can at best draw (AC 26.3). So the
 * Gallic chance is made of
 *  - ESCAPE: Vercingetorix on the map, by how much of the way from the town to the edge he has made,
 *    less when Roman units are close to him (AC 19.1, 26.2: contact ends the game), unless Gauls
 *    hold the hexes round him;
 *  - SIEGE: how likely the Gaul still is to break out, from the coordination needed to free the
 *    garrison (AC 18: relief standing ready by the Outer Works, ten landed in one turn, a battle
 *    fought, the release turn) and the balance of
 *    losses (fraction of each army's combat factors eliminated) — scaled by the CLOCK, the share of
 *    the two Assault Periods still to play (AC 12.1, 12.7).
 * Two ways of turning the features into a chance live here: the FIRST GUESS (`handChance`, the
 * hand-set formula the bot started with) and the LOGISTIC form (`logisticChance`: a sigmoid of a
 * weighted sum of the named terms of `featureVector`, weights.ts), whose weights are fitted to the
 * outcomes of self-play games by scripts/tuneEval.ts (issue 18; docs/tuning.md gives the numbers).
 * weights.ts `LIVE_EVALUATION` says which one the bot plays with.
 */
import { AC_IDS, acUnit } from '../data/units';
import type { AcSide, AcState } from '../state';
import { unitOf } from '../state';
import { distance, parseHexKey } from '../../hex/coords';
import { LANDINGS_NEEDED } from '../coordination';
import { boardIndex, F_TOWN } from '../map/index';
import { nbrs } from '../map/map';
import { gallicArray } from '../movement/arrays';
import { STAGED_FOR_LANDING, stagedRelief } from './gallicPlan';
import { distanceToEdge, townToEdge } from './geometry';
import { AC_TERMS, LIVE_EVALUATION, type AcWeights } from './weights';

const clamp = (x: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, x));

const TOTAL: Record<AcSide, number> = { roman: 0, gallic: 0 };
for (const id of AC_IDS) TOTAL[acUnit(id).side] += acUnit(id).cf;

export interface AcFeatures {
  /** Share of the game's turns played, 0 at the start, 1 after the last. */
  elapsed: number;
  /** AC 18 progress towards freeing the garrison, 0–1 (1: free). */
  coordination: number;
  /** Share of each army's combat factors eliminated. */
  lost: Record<AcSide, number>;
  /** Vercingetorix on the map: share of the way from the town to the edge made (null: not on the map). */
  escape: number | null;
  /** Roman counters (not forts) within two hexes of Vercingetorix. */
  threat: number;
  /** Hexes next to Vercingetorix (on the map) that Gauls hold, or of the town: no Roman can move into them (AC 5.5, 9.1, 26.2). */
  ring: number;
  caesarFallen: boolean;
}

export function features(s: AcState): AcFeatures {
  const P = s.options.periodTurns;
  const elapsed = clamp(((s.period - 1) * P + (s.turn - 1)) / (2 * P));
  const c = s.coordination;
  const free = c.releaseTurn !== null && s.turn >= c.releaseTurn;
  // Before the landing: relief standing ready by the Outer Works counts for half of it (gallicPlan.ts).
  const landing = c.landed !== undefined ? 1 : Math.max(Math.min(1, s.owLanded.length / LANDINGS_NEEDED), 0.5 * Math.min(1, stagedRelief(s) / STAGED_FOR_LANDING));
  const coordination = free ? 1 : c.releaseTurn !== null ? 0.8 : 0.35 * landing + 0.25 * (c.fought !== undefined ? 1 : 0);
  const lost: Record<AcSide, number> = { roman: 0, gallic: 0 };
  let vHex: string | null = null;
  s.units.forEach((u, i) => {
    const id = AC_IDS[i];
    if (u.loc.at === 'gone' && u.loc.why === 'eliminated') lost[acUnit(id).side] += acUnit(id).cf;
    if (id === 'vercingetorix' && u.loc.at === 'hex') vHex = u.loc.hex;
  });
  lost.roman /= TOTAL.roman;
  lost.gallic /= TOTAL.gallic;
  let escape: number | null = null;
  let threat = 0;
  let ring = 0;
  if (vHex !== null) {
    const gallic = gallicArray(s);
    const index = boardIndex().index;
    const flags = boardIndex().flags;
    // A town hex next to him counts as held: no Roman may enter the town (AC 9.1).
    for (const k of nbrs(vHex)) {
      const i = index.get(k) ?? -1;
      if (gallic[i] > 0 || flags[i] & F_TOWN) ring++;
    }
    escape = clamp(1 - distanceToEdge(vHex) / townToEdge());
    const vh = parseHexKey(vHex);
    s.units.forEach((u, i) => {
      const def = acUnit(AC_IDS[i]);
      if (def.side === 'roman' && def.kind !== 'fort' && u.loc.at === 'hex' && distance(parseHexKey(u.loc.hex), vh) <= 2) threat++;
    });
  }
  return { elapsed, coordination, lost, escape, threat, ring, caesarFallen: unitOf(s, 'caesar')?.loc.at === 'gone' };
}

/** The Gaul's chance of winning outright, from the features: the first guess, set by hand. */
export function handChance(f: AcFeatures): number {
  const siege = clamp(0.25 + 0.25 * f.coordination + 0.8 * (f.lost.roman - f.lost.gallic));
  // Roman counters near him count less the more of the hexes round him Gauls hold.
  const escape = f.escape === null ? 0 : clamp(f.escape * (1 - 0.25 * Math.min(3, f.threat) * (1 - f.ring / 6)));
  const run = 0.85 * escape;
  return clamp(run + (1 - run) * siege * Math.pow(1 - f.elapsed, 0.7), 0.01, 0.99);
}

/**
 * The terms of the logistic form, in the order of weights.ts `AC_TERMS`: each a number read off the
 * features, most in [0, 1] (what each means: weights.ts).
 */
export function featureVector(f: AcFeatures): number[] {
  const left = 1 - f.elapsed;
  const out = f.escape === null ? 0 : 1;
  const way = f.escape ?? 0;
  const danger = out * (Math.min(3, f.threat) / 3) * (1 - f.ring / 6);
  const balance = f.lost.roman - f.lost.gallic;
  return [1, left, out, way, way * way, danger, way * danger, f.coordination, f.coordination * left, balance, balance * left, f.caesarFallen ? 1 : 0];
}

/** The Gaul's chance of winning outright by the logistic form: sigmoid(Σ weight · term), kept in [0.01, 0.99]. */
export function logisticChance(f: AcFeatures, w: AcWeights): number {
  const x = featureVector(f);
  let z = 0;
  for (let i = 0; i < AC_TERMS.length; i++) z += w[AC_TERMS[i]] * x[i];
  return clamp(1 / (1 + Math.exp(-z)), 0.01, 0.99);
}

/** A chance of the Gaul's outright win from the features (`handChance`, or `logisticChance` with a weight set). */
export type AcChance = (f: AcFeatures) => number;

/**
 * An evaluation (core/bot/adapter.ts `evaluate`) from a way of scoring the features: heuristic win
 * chance of `side` in [0, 1]; draws count half (AC 26.3: no Roman win once Caesar has fallen).
 * It keeps the last position scored and its features: the search scores each leaf once per side, in a row.
 */
export function evaluatorAc(chance: AcChance): (s: AcState, side: AcSide) => number {
  let last: { s: AcState; f: AcFeatures } | null = null;
  return (s, side) => {
    if (last?.s !== s) last = { s, f: features(s) };
    const f = last.f;
    const g = chance(f);
    const roman = f.caesarFallen ? (1 - g) * 0.5 : 1 - g;
    return side === 'roman' ? roman : 1 - roman;
  };
}

/** The live evaluation (weights.ts `LIVE_EVALUATION`). */
export const evaluateAc = evaluatorAc(chanceOf(LIVE_EVALUATION));

/** The chance function of an evaluation named as weights.ts `LIVE_EVALUATION` names one. */
export function chanceOf(e: 'hand' | AcWeights): AcChance {
  return e === 'hand' ? handChance : (f) => logisticChance(f, e);
}
