/** Victory of the naval exercise scenario (this edition's own, BG 5), in the common VictoryCheck shape. */
import { venetiFleetVictory } from '../data/scenario-veneti-fleet';
import type { BellumState } from '../state';
import type { VictoryCheck } from '../victoryTypes';

export function venetiFleetVictoryRule(s: BellumState): VictoryCheck {
  const v = venetiFleetVictory(s);
  const summary = v.details.map((d) => `${d.text}: ${d.met ? 'yes' : 'no'}`).join('; ');
  return {
    winner: v.roman ? 'roman' : 'gallic',
    details: v.details,
    rule: 'BG 5.6',
    refs: ['veneti'],
    reason: v.roman ? `The Veneti fleet no longer holds the sea — ${summary}.` : `The Veneti keep their sea — ${summary}.`,
  };
}
