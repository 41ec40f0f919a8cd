/**
 * Sampling a Bellum Gallicum II state from one side's view (core/bot/adapter.ts `determinize`).
 *
 * What a side does not see (view.ts, secrecy.ts): the dice generator, and — while a pitched battle's
 * evasion declarations are being made (BG 4.4.1, simultaneous) — the declaration the other side has
 * already made. The attacker declares first, so the defender, when asked, has a hidden declaration in
 * front of him; the attacker, when asked, has none (the defender has not declared yet). Everything
 * else (map, forces, battle board, rolls made) is open to both players.
 *
 * The hidden declaration is drawn from a prior that reads only what the viewer sees: a side at least
 * twice outnumbered in SPs mostly tries to slip away, otherwise mostly stands; a destination is one of
 * the regions it may withdraw to, uniformly. With no such region the declaration can only be "stand"
 * (the engine records it so itself). The dice are reseeded from the bot's generator (core/bot/reseed).
 */
import { nextIndex, type RngState } from '../../core/rng';
import { reseed } from '../../core/bot/reseed';
import { controlledNeighbours } from '../combat/retreat';
import { handOut } from '../handedOut';
import { STATE_KEYS } from '../own';
import type { Encounter } from '../combat/types';
import { other, totalSp, unitsIn } from '../queries';
import type { BellumState, Side } from '../state';
import type { BellumView } from '../view';

/** Chance in 100 that a side declares an evasion, outmatched (2:1 in SPs or worse) or not. */
export const EVADE_PRIOR = { outmatched: 70, otherwise: 15 } as const;

const KNOWN = new Set<string>([...STATE_KEYS, 'viewer']);

/**
 * The view's fields and the dice `rng` as a state laid out as `setup` makes it (own.ts STATE_KEYS,
 * the dice fourth, the optional fields after in the view's order): so the engine's copies of it and
 * of the states that follow take the one-literal path, as they do for a real game's states.
 */
function stateOf(v: BellumView, rng: RngState): BellumState {
  const s: BellumState = {
    version: v.version, scenario: v.scenario, options: v.options, rng, year: v.year, turn: v.turn, endYear: v.endYear,
    endTurn: v.endTurn, step: v.step, control: v.control, scorched: v.scorched, depots: v.depots, destroyed: v.destroyed,
    spared: v.spared, sieges: v.sieges, siegeDuty: v.siegeDuty, replacement: v.replacement, replacementsTaken: v.replacementsTaken,
    units: v.units, leaders: v.leaders, moved: v.moved, mayMove: v.mayMove, exitTests: v.exitTests, selection: v.selection,
    arrivals: v.arrivals, losses: v.losses, combat: v.combat, reinforce: v.reinforce, rhenus: v.rhenus, rhineWatch: v.rhineWatch,
    negotiations: v.negotiations, mobilise: v.mobilise, seq: v.seq, outcome: v.outcome,
  };
  for (const k in v) if (!KNOWN.has(k)) (s as unknown as Record<string, unknown>)[k] = (v as unknown as Record<string, unknown>)[k];
  return s;
}

/**
 * A sample of the state `side` sees in `view`. Handed out as the engine's own results are
 * (handedOut.ts: a value nobody changes afterwards), so its legal list is worked out once for the
 * search's listing and the `apply` that follows, and its units' placement is shared.
 */
export function determinizeBellum(view: BellumView, side: Side, rng0: RngState): [BellumState, RngState] {
  let [rng, next] = reseed(rng0);
  let s: BellumState = stateOf(view, rng);
  const c = s.combat;
  const e = c?.encounters[c.index];
  if (c && e && c.pending?.kind === 'battleEvade' && e.stage === 'pb.evadeRoll' && e.attacker && e.evade) {
    // The defender is declaring: the attacker's declaration is made and hidden from him.
    const hidden = e.attacker;
    if (hidden !== side && !(hidden in e.evade)) {
      let choice: string | null;
      [choice, next] = sampleDeclaration(s, e, hidden, next);
      const encounters = c.encounters.slice();
      encounters[c.index] = { ...e, evade: { ...e.evade, [hidden]: choice } };
      s = { ...s, combat: { ...c, encounters } };
    }
  }
  return [handOut(s), next];
}

function sampleDeclaration(s: BellumState, e: Encounter, who: Side, rng0: RngState): [string | null, RngState] {
  const options = controlledNeighbours(s, e.region, who);
  if (!options.length) return [null, rng0];
  const mine = totalSp(s, unitsIn(s, e.region, who, 'field'));
  const theirs = totalSp(s, unitsIn(s, e.region, other(who), 'field'));
  const chance = theirs >= 2 * mine ? EVADE_PRIOR.outmatched : EVADE_PRIOR.otherwise;
  let [r, rng] = nextIndex(rng0, 100);
  if (r >= chance) return [null, rng];
  [r, rng] = nextIndex(rng, options.length);
  return [options[r], rng];
}
