/**
 * The bot's playout policy for Bellum Gallicum II (core/bot/adapter.ts `policy`): cheap, and better
 * than uniform random at what decides the scenarios. A few in a hundred moves are uniform (so that
 * playouts still try what the rules of thumb never would) — but none in a movement step, where a
 * force sent astray loses turns the clock does not give back; otherwise:
 *  - Movement (BG 3.3, 3.4): march.ts — a leader's force marches when a region it can reach scores
 *    better than where it stands; when no force wants to march, the phase ends. In 6.3's closing
 *    turns the Gauls go inside their oppida (`lateRefuge`).
 *  - Combat, losses, the Gallic scorched earth: the solo player's rules of thumb (combat/policy.ts,
 *    solo/policy.ts), used for either side — evade or take refuge when outmatched, deploy by the
 *    default plan, take losses from the weakest, besiege and raze, never surrender.
 *  - Supply (BG 2.3): a Roman depot where a Roman army stands without one; replacements taken when
 *    offered; reinforcements placed nearest the side's targets; a sea fight is fought.
 * Reads only the state it is given (a determinization: nothing hidden from the bot's side).
 */
import { nextIndex, type RngState } from '../../core/rng';
import { gallicCombatPolicy } from '../combat/policy';
import { gallicPolicy } from '../solo/policy';
import { actionKey, applyBellum, legalActions, toAct } from '../system';
import type { BellumAction, BellumState, Side } from '../state';
import type { BellumView } from '../view';
import { UPRISING_REGIONS } from '../data/scenarios/lastUprising';
import type { RegionId } from '../data/types';
import { distanceTo, SOTIATES, targetRegions } from './goals';
import { combatPhasesLeft } from './outlook';
import { destination, movementChoice, ofKind, strengthMap } from './march';

/** Chance in 100 of a uniform move (march.ts has the marching weights). */
export const POLICY_TUNING = { noise: 6 } as const;

/**
 * Never by chance: throwing units into a place, surrendering, breaking up ships, and giving up a
 * siege's fruits — raising or declining a siege (BG 4.5.1, 4.5.6: a raised siege also retreats) or
 * sparing a fallen place (BG 4.5.2: the Sotiates oppidum must be destroyed in 6.1).
 */
const NEVER_BY_CHANCE = new Set<BellumAction['t']>(['garrison', 'surrender', 'unbuild', 'lift', 'spare']);

/** The entry of `legal` equal to `a` (rule-of-thumb helpers may build their own objects), else one of `legal`. */
function entry(legal: readonly BellumAction[], a: BellumAction | undefined): BellumAction {
  // The search may offer a part of the list (its untried actions), where a rule of thumb finds nothing.
  if (!a) return legal[0];
  // Most rules of thumb answer an entry of the list itself: no key to make then.
  if (legal.includes(a)) return a;
  const k = actionKey(a);
  return legal.find((x) => x.t === a.t && actionKey(x) === k) ?? legal[legal.length - 1];
}

function choose(s: BellumState, side: Side, legal: readonly BellumAction[], roll: (n: number) => number): BellumAction {
  const view = s as unknown as BellumView;
  const kinds = new Set(legal.map((a) => a.t));
  if (s.losses.length > 0 || kinds.has('placeFleet') || s.step === 'supply.scorch') return entry(legal, gallicPolicy(view, legal).action);
  if (kinds.has('reinforce')) {
    const dist = distanceTo(targetRegions(s, side));
    return ofKind(legal, 'reinforce').reduce((b, a) => ((dist.get(a.region) ?? 99) < (dist.get(b.region) ?? 99) ? a : b));
  }
  if (kinds.has('mobilise')) return legal[0];
  // BG 5.6: a sea fight is fought — always where the Veneti ships are the goal (the naval exercise).
  if (kinds.has('navalFight')) return roll(100) < 80 || s.scenario === 'veneti-fleet' ? legal.find((a) => a.t === 'navalFight')! : legal[roll(legal.length)];
  // BG 4.5.1 (a): an empty enemy place is taken and destroyed (asked before any encounter is open).
  if (kinds.has('sack')) return ofKind(legal, 'sack').find((a) => a.place === SOTIATES) ?? ofKind(legal, 'sack')[0];
  if (s.step === 'combat') return entry(legal, gallicCombatPolicy(view, legal).action);
  if (s.step === 'supply.depots') {
    const armies = strengthMap(s).field.roman;
    const site = ofKind(legal, 'depot').find((a) => (armies.get(a.region) ?? 0) > 0 && !s.depots.includes(a.region));
    return site ?? legal.find((a) => a.t === 'done') ?? legal[0];
  }
  if (s.step === 'supply.dismantle') return legal.find((a) => a.t === 'done') ?? legal[0];
  if (s.step === 'roman.replacements') return legal.find((a) => a.t !== 'done') ?? legal[0];
  if (s.step === 'roman.move' || s.step === 'roman.forced' || s.step === 'gallic.move') {
    if (kinds.has('negotiate') && roll(100) < 30) {
      const dist = distanceTo(targetRegions(s, side));
      return ofKind(legal, 'negotiate').reduce((b, a) => ((dist.get(a.to) ?? 99) < (dist.get(b.to) ?? 99) ? a : b));
    }
    const naval = navalMove(s, side, legal);
    if (naval) return naval;
    const refuge = lateRefuge(s, side, legal);
    if (refuge) return refuge;
    return movementChoice(s, side, legal, roll);
  }
  return legal.find((a) => a.t === 'done' || a.t === 'endMove') ?? legal[0];
}

/**
 * The naval exercise (BG 5): the Roman's triremes sail to the Veneti coast while a Veneti ship holds
 * it (the fight there is compulsory, BG 5.6), and a legion with a leader on a coast builds another
 * trireme (BG 5.1: it comes next turn) while the game has a turn left for it.
 */
function navalMove(s: BellumState, side: Side, legal: readonly BellumAction[]): BellumAction | null {
  if (s.scenario !== 'veneti-fleet' || side !== 'roman') return null;
  const onCoast = (region: string) => Object.keys(s.units).some((id) => id.startsWith('veneti-ship') && s.units[id].out === null && s.units[id].region === region && s.units[id].place === null);
  if (onCoast('veneti')) {
    const sail = ofKind(legal, 'sail').find((a) => a.to === 'veneti' && s.units[a.ship]?.region !== 'veneti');
    if (sail) return sail;
  }
  if (s.turn !== s.endTurn || s.year !== s.endYear) return ofKind(legal, 'build')[0] ?? null;
  return null;
}

/**
 * BG 6.3.5, 4.5.2: in the last uprising's closing turns — fewer combat phases left than the 4 siege
 * turns that force a garrison — the Gaul's units in a region that rose go inside an oppidum there:
 * walled, they keep the region contested (not pro-Roman) to the end unless the siege table grinds
 * them down, where in the open the legions would destroy them.
 */
function lateRefuge(s: BellumState, side: Side, legal: readonly BellumAction[]): BellumAction | null {
  if (s.scenario !== 'last-uprising' || side !== 'gallic' || s.selection || combatPhasesLeft(s) >= 4) return null;
  return ofKind(legal, 'garrison').find((a) => UPRISING_REGIONS.includes(s.units[a.unit]?.region as RegionId)) ?? null;
}

/** Draws from a generator kept in the closure: `roll(n)` in [0, n), `rng()` the generator now. */
function roller(rng0: RngState): { roll: (n: number) => number; rng: () => RngState } {
  let rng = rng0;
  const roll = (n: number) => {
    let i: number;
    [i, rng] = nextIndex(rng, n);
    return i;
  };
  return { roll, rng: () => rng };
}

export function policyBellum(s: BellumState, legal: readonly BellumAction[], rng0: RngState): [BellumAction, RngState] {
  if (legal.length === 1) return [legal[0], rng0];
  const { roll, rng } = roller(rng0);
  const side = toAct(s) ?? 'roman';
  // No uniform moves in a movement step: a force sent the wrong way by chance loses turns the
  // scenario's clock does not give back (the marching rules have chances of their own, march.ts).
  const chance = roll(100); // drawn in every step, so that the generator always moves on
  if (!MOVING.has(s.step) && chance < POLICY_TUNING.noise) {
    // Exploration, but not by throwing units away: no garrisoning by chance, no surrender.
    const open = legal.filter((a) => !NEVER_BY_CHANCE.has(a.t));
    if (open.length) return [open[roll(open.length)], rng()];
  }
  const a = choose(s, side, legal, roll);
  return [a.t === 'select' && putDownAgain(s, side, a, roll) ? legal.find((x) => x.t === 'endMove') ?? a : a, rng()];
}

const MOVING = new Set<BellumState['step']>(['roman.move', 'roman.forced', 'gallic.move']);

/**
 * Whether the rules of thumb, having selected a force with `a`, would put it down again (after any
 * leaders they add): its selection may hold fewer units than march.ts counts (e.g. some on siege
 * duty), and without a way out the two would repeat without end.
 */
function putDownAgain(s: BellumState, side: Side, a: BellumAction, roll: (n: number) => number): boolean {
  let t = s;
  let next: BellumAction = a;
  for (let i = 0; i < 8 && (next.t === 'select' || next.t === 'toggle'); i++) {
    const r = applyBellum(t, next);
    if (!r.ok || toAct(r.state) !== side) return false;
    t = r.state;
    next = choose(t, side, legalActions(t), roll);
  }
  return next.t === 'deselect';
}

/** The policy's considered choice (adapter `guide`: the guided search's prior), without its random moves. */
export function guideBellum(s: BellumState, legal: readonly BellumAction[], rng0: RngState): [BellumAction, RngState] {
  if (legal.length === 1) return [legal[0], rng0];
  const { roll, rng } = roller(rng0);
  const side = toAct(s) ?? 'roman';
  const a = choose(s, side, legal, roll);
  // A force that could march is not put down again (prune.ts leaves that out of the search, and the
  // search would otherwise pick it up and put it down without end): its best march instead, and the
  // search weighs that against the other choices.
  if (a.t === 'deselect' && s.selection) return [destination(s, side, legal) ?? a, rng()];
  // A force the rules of thumb would select and then keep where it stands: end the movement instead.
  if (a.t === 'select' && putDownAgain(s, side, a, roll)) return [legal.find((x) => x.t === 'endMove') ?? a, rng()];
  return [a, rng()];
}
