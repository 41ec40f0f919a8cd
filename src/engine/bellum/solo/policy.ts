/**
 * The Gallic player's automatic decisions in solo play (BG 6.1). The policy reads only the
 * Gallic view (never the dice generator) and the legal actions, and always explains itself.
 */
import { REGION_BY_ID } from '../data/regions';
import { defaultLossChoice } from '../losses';
import { occupancy } from '../queries';
import { gallicCombatPolicy } from '../combat/policy';
import type { BellumAction, BellumState } from '../state';
import type { BellumView } from '../view';

export interface PolicyChoice {
  action: BellumAction;
  why: string;
}

/** View-typed helpers reuse the state queries (the view is the state minus the generator). */
const asState = (v: BellumView) => v as unknown as BellumState;

export function gallicPolicy(v: BellumView, legal: readonly BellumAction[]): PolicyChoice {
  const s = asState(v);
  const fleet = legal.find((a) => a.t === 'placeFleet' && !a.corbilo);
  if (fleet) return { action: fleet, why: 'a Veneti ship in the Veneti region keeps Corbilo from being besieged (BG 5.2)' };
  if (v.losses.length > 0) {
    const options = legal.filter((a): a is Extract<BellumAction, { t: 'loss' }> => a.t === 'loss').map((a) => a.unit);
    const unit = defaultLossChoice(s, options);
    return { action: { t: 'loss', unit }, why: 'intact units are reduced before any unit is lost, weakest first' };
  }
  if (v.step === 'supply.scorch') {
    // Deny supply where Roman troops stand or could march next, but never on top of Gallic troops.
    const occ = occupancy(s);
    for (const a of legal) {
      if (a.t !== 'scorch') continue;
      const r = REGION_BY_ID[a.region];
      if (occ.any.gallic.has(a.region)) continue;
      const nearRoman = [a.region, ...r.neighbours].some((n) => occ.field.roman.has(n));
      if (nearRoman) return { action: a, why: `Roman troops are in or next to ${r.name}` };
    }
    return { action: { t: 'done' }, why: 'no other region next to the Romans is free of Gallic troops' };
  }
  if (v.step === 'gallic.move') return { action: { t: 'endMove' }, why: 'the Gauls hold their ground' };
  if (v.step === 'combat') return gallicCombatPolicy(v, legal);
  const done = legal.find((a) => a.t === 'done' || a.t === 'endMove');
  return { action: done ?? legal[0], why: 'default' };
}
