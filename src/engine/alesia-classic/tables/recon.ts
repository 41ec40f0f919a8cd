/**
 * Reconnaissance Chart of ALESIA / CAESAR, optional rule 22.4 (seed 003; rules-index §2.5),
 * exactly as printed (AC T.Recon): no screen 100%; 1-4, 1-3, 1-2 90%; 1-1 75%; 2-1, 3-1 50%; 4-1 33%; 5-1 25%.
 *
 * AC 22.43 Gallic cavalry screen the zone, attacking the recon force on the H2H table; one
 *          column right when Gallic infantry outnumber the Roman cavalry 3 to 1 (combat/odds.ts
 *          `shiftColumn`).
 * AC 22.45 the Gaul reports the number of each type of unit in the zone to the printed accuracy;
 *          "fractions are rounded off to the whole number (.5 always rounding up)". Example: at
 *          50%, 4 cavalry may be reported as 2 to 6 and 6 infantry as 3 to 9.
 *
 * Reading of "accuracy": a report accurate to p% may be wrong by up to (100 − p)% of the true
 * count either way; that margin is rounded to a whole number (.5 up) and the range is
 * true − margin … true + margin. (At 50% this is the rule's own example. Rounding each bound
 * instead would differ only when a bound ends in exactly .5, e.g. 75% of 2.)
 */
import type { OddsColumn } from '../combat/odds';
import type { H2hColumn } from './h2h';

export interface ReconRow {
  /** Screen attack columns this row covers; empty for the unscreened row '—'. */
  columns: readonly H2hColumn[];
  /** As printed: 100, 90, 75, 50, 33, 25. */
  percent: number;
  /** percent / 100. */
  accuracy: number;
  text: string;
}

export const RECON_CHART_NAME = 'Reconnaissance Chart';

function row(columns: H2hColumn[], percent: number, text: string): ReconRow {
  return Object.freeze({ columns: Object.freeze(columns), percent, accuracy: percent / 100, text });
}

export const RECON_CHART: readonly ReconRow[] = Object.freeze([
  row([], 100, '—'),
  row(['1-4', '1-3', '1-2'], 90, '1-4, 1-3, 1-2'),
  row(['1-1'], 75, '1-1'),
  row(['2-1', '3-1'], 50, '2-1, 3-1'),
  row(['4-1'], 33, '4-1'),
  row(['5-1'], 25, '5-1'),
]);

/**
 * The chart row for a screening attack's column, or the unscreened row for `null`.
 * 'auto' (6-1 or better, AC 15.5) is read on the last row, 5-1 or better.
 */
export function reconRow(column: OddsColumn | null): ReconRow {
  if (column === null) return RECON_CHART[0];
  const c: H2hColumn = column === 'auto' ? '5-1' : column;
  const r = RECON_CHART.find((x) => x.columns.includes(c));
  if (!r) throw new RangeError(`No Reconnaissance Chart row for '${column}'`);
  return r;
}

/** Accuracy as a fraction: 1, 0.9, 0.75, 0.5, 0.33, 0.25 (AC 22.45). */
export function reconAccuracy(column: OddsColumn | null): number {
  return reconRow(column).accuracy;
}

export interface ReportRange {
  min: number;
  max: number;
}

/**
 * AC 22.45: the least and the most units of one type the Gaul may report when `trueCount` are
 * present and the report must be accurate to `accuracy` (a fraction 0–1, or a chart percentage
 * read as `accuracy`/100 rounded to a whole percent). Integer arithmetic, .5 rounds up.
 */
export function reportRange(trueCount: number, accuracy: number): ReportRange {
  if (!Number.isInteger(trueCount) || trueCount < 0) throw new RangeError(`Unit count must be a whole number ≥ 0, not ${trueCount}`);
  if (!(accuracy >= 0 && accuracy <= 1)) throw new RangeError(`Accuracy must lie in 0–1, not ${accuracy}`);
  const percent = Math.round(accuracy * 100);
  const errPercent = 100 - percent;
  // margin = round_half_up(trueCount * errPercent / 100) = floor((2·count·err + 100) / 200)
  const margin = Math.floor((2 * trueCount * errPercent + 100) / 200);
  return { min: trueCount - margin, max: trueCount + margin };
}
