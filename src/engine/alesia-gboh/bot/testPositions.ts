/** Test helper: real Alésia (GBoH) positions from seeded games played by the bot's policy, for the bot's tests. */
import { seedRng, type RngState } from '../../core/rng';
import { alesiaGboh } from '../system';
import type { AgScenarioId, AgSide, AgState } from '../state';
import { deployed } from '../testing';
import { policyAg } from './policy';

const CACHE = new Map<string, AgState[]>();

/** Every position of a policy-against-policy game of at most `actions` actions from the sample deployment. */
export function gamePositions(scenario: AgScenarioId, seed: string, actions: number): AgState[] {
  const key = `${scenario}:${seed}:${actions}`;
  let out = CACHE.get(key);
  if (!out) {
    let s = deployed(scenario, seed);
    let rng: RngState = seedRng(`walk:${seed}`);
    out = [s];
    for (let i = 0; i < actions && !s.outcome; i++) {
      let a;
      [a, rng] = policyAg(s, alesiaGboh.legalActions(s), rng);
      const r = alesiaGboh.apply(s, a);
      if (!r.ok) throw new Error(`policy chose a refused action: ${r.rejection.message}`);
      out.push((s = r.state));
    }
    CACHE.set(key, out);
  }
  return out;
}

/** Positions where `side` is to act with a real choice: the first of each step kind, then every `every`-th. */
export function choicePositions(states: readonly AgState[], side: AgSide, every = 40): AgState[] {
  const seen = new Set<string>();
  return states.filter((s, i) => {
    if (alesiaGboh.toAct(s) !== side || alesiaGboh.legalActions(s).length < 2) return false;
    const fresh = !seen.has(s.step);
    seen.add(s.step);
    return fresh || i % every === 0;
  });
}
