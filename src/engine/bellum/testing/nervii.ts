/**
 * Test fixture: the pitched battle of BG 4.4.2, example 1 — Caesar's army against the Belgae in
 * the Nervii region, both armies placed there on a 6.1 state, the Romans arriving last (attacker).
 * Shared by the engine's worked-example tests and the battle-board tests.
 */
import type { Wing } from '../combat/types';
import type { BellumState } from '../state';
import { addLeader, addUnit, aquitania, place, play, toRomanMove } from './states';

/** Deployment of example 1 (the Ambiani on the Right, rules index I4). */
export const NERVII_ROMAN: Record<Wing, string[]> = {
  left: ['legio-x', 'legio-xi', 'allied-cav-1', 'allied-cav-2'],
  centre: ['legio-vii', 'legio-viii', 'numidians', 'cretans', 'balearics'],
  right: ['legio-ix', 'legio-xii', 'roman-cav-1', 'roman-cav-2'],
  reserve: ['legio-xiii', 'legio-xiv'],
};
export const NERVII_GALLIC: Record<Wing, string[]> = {
  left: ['bellovaci-inf', 'bellovaci-cav', 'caleti-inf', 'veliocasses-inf', 'viromandui-inf'],
  centre: ['nervii-inf', 'nervii-cav', 'suessiones-inf', 'suessiones-cav'],
  right: ['ambiani-inf', 'atrebates-inf', 'morini-inf', 'menapii-inf', 'silvanectes-inf', 'catuellauni-inf'],
  reserve: ['bellovaci-inf2'],
};

/** Both armies of example 1 in Nervii, at the Roman movement step (two players). */
export function nerviiState(): BellumState {
  const s = toRomanMove(aquitania({ seed: 'pb' }));
  for (const u of Object.values(NERVII_ROMAN).flat()) if (!s.units[u]) addUnit(s, u, 'nervii');
  place(s, Object.values(NERVII_ROMAN).flat(), 'nervii');
  for (const l of ['caesar', 'fabius', 'labienus', 'cicero', 'trebonius', 'antonius']) addLeader(s, l, 'nervii');
  place(s, ['crassus'], 'nervii');
  for (const u of Object.values(NERVII_GALLIC).flat()) addUnit(s, u, 'nervii');
  for (const l of ['comnios', 'galba', 'correos', 'buduognatos']) addLeader(s, l, 'nervii');
  place(s, [], 'nervii');
  s.arrivals.nervii = 'roman';
  return s;
}

/** Deploy every unit of a plan, wing by wing. */
export function deployPlan(s: BellumState, plan: Record<Wing, string[]>): BellumState {
  let st = s;
  for (const [wing, units] of Object.entries(plan)) for (const unit of units) st = play(st, [{ t: 'deploy', unit, wing: wing as Wing }]);
  return st;
}
