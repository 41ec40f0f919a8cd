/**
 * Why a region is not a choice now: the decision offers a list of regions (a retreat, an evasion,
 * a depot site, where reinforcements arrive, …) and the player named another one. The map sends
 * such a click as the decision's action aimed at the clicked region; the engine refuses it with
 * the choices and the rule that makes them.
 */
import { reject, type Rejection } from '../core/errors';
import { REGION_BY_ID } from './data/regions';
import { actionRule } from './describe';
import { locName } from './naval/geo';
import { pieceName } from './queries';
import type { BellumAction, BellumState } from './state';

/** The region (or sea) a region-choosing action names, or null for other actions. */
export function chosenRegion(a: BellumAction): string | null {
  switch (a.t) {
    case 'retreat': case 'evade': case 'navalEscape':
      return a.to;
    case 'sail':
      return a.place ? null : a.to; // into Corbilo: a place, not a region
    case 'depot': case 'dismantle': case 'scorch': case 'reinforce':
      return a.region;
    default:
      return null;
  }
}

/** Two actions make the same decision (same kind; the same reinforcement; the same ship). */
function sameDecision(a: BellumAction, b: BellumAction): boolean {
  if (a.t !== b.t) return false;
  if (a.t === 'reinforce' && b.t === 'reinforce') return a.id === b.id;
  if (a.t === 'sail' && b.t === 'sail') return a.ship === b.ship;
  return true;
}

const list = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);

/** The refusal of a region-choosing action aimed outside its choices; null when it is not such a case. */
export function regionChoiceRefusal(s: BellumState, a: BellumAction, legal: readonly BellumAction[]): Rejection | null {
  const target = chosenRegion(a);
  if (target === null) return null;
  const same = legal.filter((x) => sameDecision(x, a) && chosenRegion(x) !== null);
  const choices = [...new Set(same.map((x) => chosenRegion(x)!))];
  if (choices.length === 0 || choices.includes(target)) return null;
  const names = list(choices.map(locName));
  const here = locName(target);
  const rule = actionRule(s, same[0]);
  const from = s.combat?.encounters[s.combat.index]?.region;
  const pending = s.combat?.pending;
  const notBorder = from && REGION_BY_ID[from] && REGION_BY_ID[target] && !REGION_BY_ID[from].neighbours.includes(target) ? `${here} does not border ${REGION_BY_ID[from].name}. ` : '';
  switch (a.t) {
    case 'retreat':
      if (pending?.kind === 'retreat' && pending.optional) return reject(rule, `${here} is not a choice: the ships carry the beaten force only to ${names} (coastal regions of Gaul, the best class open to it), or it stays.`);
      return reject(rule, `${notBorder}${here} is not a choice: a beaten force retreats into a neighbouring region of the best class open to it (its own first, then enemy-held but free of enemy units, then contested, then enemy-occupied): ${names}.`);
    case 'evade':
      return reject(rule, `${notBorder}${here} is not a choice: a force evades only into a neighbouring region its side controls: ${names}.`);
    case 'navalEscape':
      return reject(rule, `${here} is not a choice: the fleet escapes only to ${names}.`);
    case 'sail':
      return reject(rule, `${here} is out of reach: ${pieceName(a.ship)} can sail only to ${names} this move.`);
    case 'reinforce':
      return reject(rule, `${here} is not a choice: these reinforcements may arrive only in ${names}.`);
    case 'depot':
      return reject(rule, `${here} is not a choice: a depot may be set up now only in ${names}.`);
    case 'dismantle':
      return reject(rule, `${here} has no depot to dismantle: ${names} ${choices.length === 1 ? 'has' : 'have'} one.`);
    case 'scorch':
      return reject(rule, `${here} is not a choice: Scorched Earth may be laid now only in ${names}.`);
    default:
      return null;
  }
}
