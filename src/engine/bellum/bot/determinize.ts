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
import type { Encounter } from '../combat/types';
import { other, totalSp, unitsIn } from '../queries';
import type { BellumState, Side } from '../state';
import type { BellumView } from '../view';

/** Chance in 100 that a side declares an evasion, outmatched (2:1 in SPs or worse) or not. */
export const EVADE_PRIOR = { outmatched: 70, otherwise: 15 } as const;

export function determinizeBellum(view: BellumView, side: Side, rng0: RngState): [BellumState, RngState] {
  const { viewer: _viewer, ...rest } = view;
  void _viewer;
  let [rng, next] = reseed(rng0);
  let s: BellumState = { ...rest, rng };
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
  return [s, next];
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
