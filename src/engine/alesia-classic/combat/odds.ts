/**
 * Odds for Hand-to-Hand combat in ALESIA / CAESAR (seed 003).
 *
 * AC 15.1  divide the smaller total into both totals; state the ratio attacker first; round any
 *          fraction to the whole number most favourable to the defender
 *          (14 v 8 → 1-1, 8 v 14 → 1-2, 14 v 6 → 2-1, 4 v 14 → 1-4).
 * AC 15.5  6-1 or better: the defender is eliminated automatically ('auto').
 * AC 15.6  worse than 1-4 is read on the 1-4 column.
 * AC 22.43 (optional recon): the screen's column may shift one step in the Gauls' favour.
 *
 * Factors are whole numbers (AC 2.4). A defence of 0 (nothing left to defend) counts as
 * automatic elimination; an attack of 0 is no attack at all (leaders and missile units cannot
 * attack, AC 19.3, 20.1) and is refused.
 */
import { H2H_COLUMNS, type H2hColumn } from '../tables/h2h';

export interface OddsRatio {
  /** Attacker's share after reduction: n in 'n-1' (or 1 in '1-m'). */
  attacker: number;
  /** Defender's share: m in '1-m' (or 1 in 'n-1'; 0 when the defence is 0). */
  defender: number;
  label: string;
}

/** A Hand-to-Hand column, or 'auto' for automatic elimination of the defender (AC 15.5). */
export type OddsColumn = H2hColumn | 'auto';

function checkFactor(name: string, v: number, min: number): void {
  if (!Number.isInteger(v) || v < min) throw new RangeError(`${name} must be a whole number ≥ ${min}, not ${v}`);
}

/** AC 15.1: the reduced strength ratio, rounded in the defender's favour. */
export function oddsRatio(attack: number, defence: number): OddsRatio {
  checkFactor('Attack factor', attack, 1);
  checkFactor('Defence factor', defence, 0);
  if (defence === 0) return { attacker: 1, defender: 0, label: '1-0' };
  if (attack >= defence) {
    // attacker a/d, rounded down (the defender's favour)
    const n = Math.floor(attack / defence);
    return { attacker: n, defender: 1, label: `${n}-1` };
  }
  // defender d/a, rounded up (the defender's favour)
  const m = Math.ceil(defence / attack);
  return { attacker: 1, defender: m, label: `1-${m}` };
}

/** The column a reduced ratio is read on (AC 15.5, 15.6). */
export function columnForRatio(r: OddsRatio): OddsColumn {
  if (r.defender === 0) return 'auto';
  if (r.defender === 1) {
    if (r.attacker >= 6) return 'auto'; // AC 15.5
    return `${r.attacker}-1` as H2hColumn; // 1-1 … 5-1
  }
  if (r.defender > 4) return '1-4'; // AC 15.6
  return `1-${r.defender}` as H2hColumn;
}

/** AC 15.1 + 15.5 + 15.6: the column for these factors. 22 v 7 → '3-1'; 48 v 8 → 'auto'. */
export function oddsColumn(attack: number, defence: number): OddsColumn {
  return columnForRatio(oddsRatio(attack, defence));
}

/**
 * Move a column `n` columns right (n > 0, towards the attacker) or left (n < 0), e.g. the
 * one-column shift of the recon screen (AC 22.43). The result stays on the printed table:
 * shifting never produces automatic elimination (a shifted column is not odds of 6-1, AC 15.5),
 * nor goes left of 1-4 (AC 15.6). 'auto' stays 'auto'.
 */
export function shiftColumn(col: OddsColumn, n: number): OddsColumn {
  if (col === 'auto') return 'auto';
  if (!Number.isInteger(n)) throw new RangeError(`Column shift must be whole, not ${n}`);
  const i = H2H_COLUMNS.indexOf(col);
  if (i < 0) throw new RangeError(`No Hand-to-Hand column '${col}'`);
  const j = Math.min(H2H_COLUMNS.length - 1, Math.max(0, i + n));
  return H2H_COLUMNS[j];
}
