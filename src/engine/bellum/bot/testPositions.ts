/** Test helper: real Bellum positions for the bot's tests, from seeded games of every scenario. */
import { nextIndex, seedRng, type RngState } from '../../core/rng';
import { bellum } from '../system';
import type { BellumState, Side } from '../state';
import { toCombat } from '../combat/testkit';
import { nerviiState } from '../testing/nervii';
import { policyBellum } from './policy';

export const BOT_SCENARIOS = ['aquitania', 'helvetii', 'last-uprising', 'belgica', 'veneti-fleet'] as const;

export function start(scenario: string, seed: string): BellumState {
  const r = bellum.setup({ scenario, seed, options: { solo: false } });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

const CACHE = new Map<string, BellumState[]>();

/**
 * Every position of one game of `scenario`: the Roman by the bot's playout policy and the Gaul at
 * random (or the other way round with `gallicPolicy`), at most `max` actions.
 */
export function gamePositions(scenario: string, seed: string, max = 400, gallicPolicy = false): BellumState[] {
  const key = `${scenario}:${seed}:${max}:${gallicPolicy}`;
  let out = CACHE.get(key);
  if (!out) {
    out = [];
    let s = start(scenario, seed);
    let rng: RngState = seedRng(`positions:${seed}`);
    for (let i = 0; i < max; i++) {
      out.push(s);
      const side = bellum.toAct(s);
      if (side === null) break;
      const legal = bellum.legalActions(s);
      let a = legal[0];
      if ((side === 'roman') !== gallicPolicy) [a, rng] = policyBellum(s, legal, rng);
      else {
        let k: number;
        [k, rng] = nextIndex(rng, legal.length);
        a = legal[k];
      }
      const r = bellum.apply(s, a);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    CACHE.set(key, out);
  }
  return out;
}

/**
 * The scenario's first `step` where `side` acts, other steps passed by 'done' or 'endMove' (else the
 * list's first entry): the opening forces standing where they were set up.
 */
export function firstStep(scenario: string, seed: string, step: BellumState['step'], side: Side): BellumState {
  let s = start(scenario, seed);
  for (let i = 0; i < 200 && !(s.step === step && bellum.toAct(s) === side); i++) {
    const legal = bellum.legalActions(s);
    const r = bellum.apply(s, legal.find((a) => a.t === 'done' || a.t === 'endMove') ?? legal[0]);
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
  }
  if (s.step !== step) throw new Error(`${scenario}: no ${step} for ${side}`);
  return s;
}

/** Positions where `side` acts with a real choice: the first of each step kind, then every `every`-th. */
export function choicePositions(states: readonly BellumState[], side: Side, every = 20): BellumState[] {
  const seen = new Set<string>();
  return states.filter((s, i) => {
    if (bellum.toAct(s) !== side || bellum.legalActions(s).length < 2) return false;
    const kind = `${s.step}:${s.combat?.pending?.kind ?? ''}:${s.selection ? 'sel' : ''}`;
    const fresh = !seen.has(kind);
    seen.add(kind);
    return fresh || i % every === 0;
  });
}

/**
 * BG 4.4.1 with a secret in it: the Gauls attacked in Nervii and declared first (an evasion to
 * Eburones, or standing), and the Roman is now to declare — the Gallic declaration hidden from him.
 */
export function evadePosition(gallic: 'eburones' | 'stand'): BellumState {
  let s = nerviiState();
  s.arrivals.nervii = 'gallic';
  s.control.atrebates = 'roman';
  s = toCombat(s);
  const r = bellum.apply(s, gallic === 'stand' ? { t: 'stand' } : { t: 'evade', to: gallic });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}
