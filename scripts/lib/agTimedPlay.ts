/**
 * One seeded random GBoH game as the bench plays it (issue 17): the bench's policy (agPlayout.ts,
 * call-off after 10, the sample deployment), each action's legal list and `apply` timed on the given
 * clock, the policy's choice not. Shared by the bench (bench/gbohEngine.ts) and the cost scripts
 * (gbohActionCosts.ts, gbohProfileActions.ts), so all three measure the same games.
 */
import { alesiaGboh } from '../../src/engine/alesia-gboh/system';
import type { AgAction } from '../../src/engine/alesia-gboh/actions';
import type { AgScenarioId, AgState } from '../../src/engine/alesia-gboh/state';
import { seedRng, type RngState } from '../../src/engine/core/rng';
import { chooseAgAction } from './agPlayout';

/** One action's times on the clock given: the legal list ran in [legal0, legal1], `apply` in [apply0, apply1]. */
export interface TimedAction {
  before: AgState;
  action: AgAction;
  after: AgState;
  legal0: number;
  legal1: number;
  apply0: number;
  apply1: number;
}

/** Plays until the outcome or `cap` actions, calling `each` after every action; returns the last state and the count. */
export function playTimedGboh(scenario: AgScenarioId, seed: string, cap: number, clock: () => number, each: (t: TimedAction, n: number) => void): { state: AgState; actions: number } {
  const r = alesiaGboh.setup({ scenario, seed, options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  let rng: RngState = seedRng(`policy:${seed}`);
  let n = 0;
  for (; n < cap && !s.outcome; n++) {
    const legal0 = clock();
    const legal = alesiaGboh.legalActions(s);
    const legal1 = clock();
    let a: AgAction;
    [a, rng] = chooseAgAction(s, legal, rng, { callOffAfter: 10, placeByHand: false, placed: 0 });
    const apply0 = clock();
    const res = alesiaGboh.apply(s, a);
    const apply1 = clock();
    if (!res.ok) throw new Error(`${scenario}/${seed}: legal action refused: ${res.rejection.message}`);
    each({ before: s, action: a, after: res.state, legal0, legal1, apply0, apply1 }, n);
    s = res.state;
  }
  return { state: s, actions: n };
}
