/**
 * Roman leaders' extra dice and the choice of the best roll in ALESIA / CAESAR (seed 003).
 *
 * AC 19.3  Caesar and Labienus have no combat factor; they only add dice.
 * AC 19.4  Labienus stacked with a unit in a Hand-to-Hand battle, attacking or defending: one
 *          extra die; the Roman picks the most advantageous of the two.
 * AC 19.5  Caesar: two extra dice (best of three); both leaders in the same battle: three extra
 *          dice (best of four).
 * AC 15.5  at 'auto' odds nothing is rolled.
 *
 * "Most advantageous" needs an order of the results. From the ATTACKER's point of view, best first
 * (`attackerScore`, higher = better for the attacker):
 *
 *   DE AA4 > DE AA3                          defender eliminated, longer advance better
 *   > DR4 AA3 > DR4 AA2 > DR3 AA2 > DR3 AA1 > DR2 AA1 > DR1
 *                                            defender retreats: the longer retreat first (more
 *                                            chance it is blocked and eliminated, AC 16.2), then
 *                                            the longer advance
 *   > Battle Rages                           defender pinned, attacker refights with reinforcements
 *   > Melee                                  nothing happens; the defender moves next and may
 *                                            simply withdraw (AC 15.3)
 *   > AR1 > AR2 > AR3 DA1 > AR4 DA2          attacker retreats: shorter first, then smaller DA
 *   > AE DA3                                 attackers eliminated
 *
 * A Roman ATTACKER takes the highest result in this order; a Roman DEFENDER the lowest (the
 * order reversed: AE DA3 best … DE AA4 worst). Equal results (the same cell text, e.g. DR1 on
 * dice 4 and 5 at 4-1) are resolved by the lower die, then the earlier die in the list.
 */
import type { DieRollEntry, Side } from '../../core/log';
import { nextDie, type RngState } from '../../core/rng';
import type { RuleId } from '../../core/rules';
import { H2H_AUTO_RESULT, h2hCell, h2hResult, isDie, type H2hColumn, type H2hResult } from '../tables/h2h';
import type { OddsColumn } from './odds';

export type RomanLeader = 'Caesar' | 'Labienus';

/** Extra dice per leader (AC 19.4, 19.5). */
export const LEADER_EXTRA_DICE: Readonly<Record<RomanLeader, number>> = Object.freeze({ Labienus: 1, Caesar: 2 });

/** Extra dice for the leaders stacked with units in the battle; each leader counts once. */
export function extraDice(leaders: Iterable<RomanLeader>): number {
  let n = 0;
  for (const l of new Set(leaders)) {
    const d = LEADER_EXTRA_DICE[l];
    if (d === undefined) throw new RangeError(`Not a Roman leader: '${l}'`);
    n += d;
  }
  return n;
}

/** The rule a leader's extra dice come from, for the log. */
export function leaderRule(leaders: Iterable<RomanLeader>): RuleId {
  const s = new Set(leaders);
  return s.has('Caesar') ? 'AC 19.5' : s.has('Labienus') ? 'AC 19.4' : 'AC 15.2';
}

/** The Roman's role in the battle. */
export type RomanRole = 'attacker' | 'defender';

/** Total order of results from the attacker's point of view (see header); higher is better. */
export function attackerScore(r: H2hResult): number {
  const aa = r.attackerAdvance ?? 0;
  const da = r.defenderAdvance ?? 0;
  const ret = r.retreat ?? 0;
  switch (r.kind) {
    case 'DE': return 600 + aa;
    case 'DR': return 400 + 10 * ret + aa;
    case 'BattleRages': return 300;
    case 'Melee': return 200;
    case 'AR': return 100 - 10 * ret - da;
    case 'AE': return -da;
  }
}

/** Score from the Roman's point of view: higher is better for the Roman in that role. */
export function romanScore(role: RomanRole, r: H2hResult): number {
  return role === 'attacker' ? attackerScore(r) : -attackerScore(r);
}

/** > 0 when `a` is better than `b` for the Roman in `role`; 0 when equally good. */
export function compareForRoman(role: RomanRole, a: H2hResult, b: H2hResult): number {
  return romanScore(role, a) - romanScore(role, b);
}

export interface BestRoll {
  /** The die kept. */
  die: number;
  /** Its position in the dice thrown. */
  index: number;
  result: H2hResult;
}

/**
 * AC 19.4 / 19.5: the roll the Roman keeps among `dice` on `column`, he being the `side` of the
 * battle. Ties go to the lower die, then to the earlier one.
 */
export function bestRollFor(side: RomanRole, column: H2hColumn, dice: readonly number[]): BestRoll {
  if (dice.length === 0) throw new RangeError('At least one die is rolled');
  let best: BestRoll | null = null;
  dice.forEach((die, index) => {
    const result = h2hResult(column, die);
    if (best === null) {
      best = { die, index, result };
      return;
    }
    const c = compareForRoman(side, result, best.result);
    if (c > 0 || (c === 0 && die < best.die)) best = { die, index, result };
  });
  return best!;
}

export interface ChanceRow {
  result: H2hResult;
  /** Throws of all the dice (out of `outOf`) in which the Roman keeps this result. */
  ways: number;
  /** 6^(extraDice + 1). */
  outOf: number;
  /** ways / outOf. */
  probability: number;
}

/** Largest number of extra dice the chance table enumerates (6^7 throws); leaders give at most 3. */
export const MAX_EXTRA_DICE = 6;

/**
 * The chance of each result when the Roman (`role`) keeps the best of `extra` + 1 dice on
 * `column`: exact counts over all 6^(extra+1) throws. Rows are distinct results (by printed
 * text), best first for the Roman. At 'auto' odds the automatic elimination is certain.
 */
export function chanceTable(column: OddsColumn, extra: number, role: RomanRole = 'attacker'): ChanceRow[] {
  if (!Number.isInteger(extra) || extra < 0 || extra > MAX_EXTRA_DICE) {
    throw new RangeError(`Extra dice must be a whole number 0–${MAX_EXTRA_DICE}, not ${extra}`);
  }
  const n = extra + 1;
  const outOf = 6 ** n;
  if (column === 'auto') return [{ result: H2H_AUTO_RESULT, ways: outOf, outOf, probability: 1 }];
  const counts = new Map<string, { result: H2hResult; ways: number }>();
  const dice = new Array<number>(n);
  for (let code = 0; code < outOf; code++) {
    let c = code;
    for (let i = 0; i < n; i++) {
      dice[i] = (c % 6) + 1;
      c = Math.floor(c / 6);
    }
    const { result } = bestRollFor(role, column, dice);
    const e = counts.get(result.text);
    if (e) e.ways++;
    else counts.set(result.text, { result, ways: 1 });
  }
  return [...counts.values()]
    .sort((a, b) => compareForRoman(role, b.result, a.result))
    .map(({ result, ways }) => ({ result, ways, outOf, probability: ways / outOf }));
}

export interface H2hRoll {
  /** Every die thrown (empty at 'auto' odds). */
  dice: number[];
  /** The die kept, or null at 'auto' odds. */
  kept: BestRoll | null;
  result: H2hResult;
  rng: RngState;
}

/** Throw 1 + `extra` seeded dice on `column` and keep the Roman's best (AC 15.2, 19.4, 19.5). */
export function rollH2h(rng: RngState, column: OddsColumn, extra: number, romanRole: RomanRole): H2hRoll {
  if (column === 'auto') return { dice: [], kept: null, result: H2H_AUTO_RESULT, rng };
  if (!Number.isInteger(extra) || extra < 0) throw new RangeError(`Extra dice must be a whole number ≥ 0, not ${extra}`);
  const dice: number[] = [];
  let s = rng;
  for (let i = 0; i <= extra; i++) {
    const [d, next] = nextDie(s, 6);
    dice.push(d);
    s = next;
  }
  const kept = bestRollFor(romanRole, column, dice);
  return { dice, kept, result: kept.result, rng: s };
}

/** A log entry for a Hand-to-Hand roll, lighting the cell of the die kept. */
export function h2hRollEntry(
  roll: H2hRoll, column: OddsColumn, side: Side | null, purpose: string, leaders: Iterable<RomanLeader> = [],
): DieRollEntry {
  if (column === 'auto' || roll.kept === null) {
    return {
      kind: 'roll', side, purpose, rule: 'AC 15.5', dice: [], modifiers: [], total: 0,
      result: H2H_AUTO_RESULT.text,
    };
  }
  if (!isDie(roll.kept.die)) throw new RangeError(`A d6 shows 1–6, not ${roll.kept.die}`);
  return {
    kind: 'roll', side, purpose, rule: leaderRule(leaders), dice: [...roll.dice], modifiers: [],
    total: roll.kept.die, cell: h2hCell(column, roll.kept.die), result: roll.result.text,
  };
}
