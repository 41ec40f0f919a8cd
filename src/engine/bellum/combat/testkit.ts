/** Test support for the combat modules: reach the combat phase, force dice by predicate, read boards. */
import { nextDie, seedRng, type RngState } from '../../core/rng';
import { bellum } from '../system';
import type { BellumAction, BellumState } from '../state';

/** A generator state whose next `n` d6 satisfy `ok` (searching seeds; keep predicates likely enough). */
export function rngWhere(n: number, ok: (dice: number[]) => boolean, tag = 'w'): RngState {
  for (let i = 0; i < 3_000_000; i++) {
    const start = seedRng(`${tag}-${i}`);
    let st = start;
    const dice: number[] = [];
    for (let k = 0; k < n; k++) {
      const [v, next] = nextDie(st, 6);
      st = next;
      dice.push(v);
    }
    if (ok(dice)) return start;
  }
  throw new Error('no generator state found');
}

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

export const legalHas = (s: BellumState, a: BellumAction) => bellum.legalActions(s).some((x) => bellum.actionKey(x) === bellum.actionKey(a));
