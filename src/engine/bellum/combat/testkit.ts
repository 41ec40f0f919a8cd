/** Test support for the combat modules: reach the combat phase, force dice by predicate, read boards. */
import { bellum } from '../system';
import type { BellumAction, BellumState } from '../state';

export { rngWhere } from '../testing/forceDice';

/** Sums of consecutive pairs (2d6 rolls). */
export const pairSums = (d: number[]) => d.reduce<number[]>((acc, v, i) => (i % 2 ? (acc[acc.length - 1] += v, acc) : (acc.push(v), acc)), []);

/** Apply one action; throws with the rule on a rejection. */
export function act(s: BellumState, a: BellumAction): BellumState {
  const r = bellum.apply(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.rejection.rule} ${r.rejection.message}`);
  return r.state;
}

/** Apply 'endMove'/'done' until the combat phase has started (two-player state at roman.move). */
export function toCombat(s: BellumState): BellumState {
  let st = s;
  for (let i = 0; i < 10 && st.step !== 'combat'; i++) {
    const legal = bellum.legalActions(st);
    st = act(st, legal.find((a) => a.t === 'endMove') ?? legal.find((a) => a.t === 'done') ?? legal[0]);
  }
  return st;
}

/** BG 4.5.1: decline every offer to take empty enemy places (the offers come before the sieges). */
export function declineSacks(s: BellumState): BellumState {
  let st = s;
  while (st.combat?.pending?.kind === 'sack') st = act(st, { t: 'done' });
  return st;
}

export const legalHas = (s: BellumState, a: BellumAction) => bellum.legalActions(s).some((x) => bellum.actionKey(x) === bellum.actionKey(a));
