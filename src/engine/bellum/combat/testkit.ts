/** Test support for the combat modules: reach the combat phase, force dice by predicate, read boards. */
import { bellum } from '../system';
import type { BellumAction, BellumState } from '../state';
import { addLeader, addUnit, place } from '../testing/states';

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

/** The relief case of BG 4.5.5: six legions, Labienus and Crassus besiege the Sotiates' oppidum in Bigerriones; five Gauls stand outside. Set on a bare board, in place. */
export const RELIEF_LEGIONS = ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii'];
export const RELIEF_GAULS = ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-cav'];
export function besiegeSotiates(s: BellumState): BellumState {
  for (const u of RELIEF_LEGIONS) addUnit(s, u, 'bigerriones');
  addLeader(s, 'labienus', 'bigerriones');
  addLeader(s, 'crassus', 'bigerriones');
  place(s, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
  place(s, RELIEF_GAULS, 'bigerriones');
  s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 }];
  return s;
}
