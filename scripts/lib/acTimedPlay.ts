/**
 * One timed random game of Alesia (1983 rules), as the bench plays it (scripts/bench/alesiaEngine.ts):
 * the standard scenario from `seed`, the fuzzer's policy (testing.ts chooseAction) seeded
 * `policy:${seed}`, at most 20,000 actions. Each action's legal list and `apply` are timed apart (the
 * policy's choice is not) and handed to `onAction`. The engine and policy are parameters, so a paired
 * comparison can play two engine trees (scripts/acPairedBench.ts); the per-type split
 * (scripts/acActionCosts.ts) plays the same games.
 */
import { seedRng, type RngState } from '../../src/engine/core/rng';

export type AcTimedAction = { t: string };
interface AcTimedState {
  phase: string;
  outcome: unknown;
}
export interface AcTimedEngine {
  setup(o: unknown): { ok: true; state: AcTimedState } | { ok: false; rejection: { message: string } };
  legalActions(s: never): readonly AcTimedAction[];
  apply(s: never, a: never): { ok: true; state: AcTimedState } | { ok: false; rejection: { message: string } };
}
export type AcTimedChoose = (s: never, legal: readonly never[], rng: RngState, moves: number) => [AcTimedAction, RngState];

/** `legalUs`/`applyUs` in microseconds; `phase` is the phase the action was taken in. */
export type OnTimedAction = (a: AcTimedAction, legalUs: number, applyUs: number, phase: string) => void;

export function playTimedAc(engine: AcTimedEngine, choose: AcTimedChoose, seed: string, onAction: OnTimedAction): { actions: number; finished: boolean } {
  const e = engine as unknown as {
    setup: AcTimedEngine['setup'];
    legalActions(s: AcTimedState): readonly AcTimedAction[];
    apply(s: AcTimedState, a: AcTimedAction): ReturnType<AcTimedEngine['apply']>;
  };
  const pick = choose as unknown as (s: AcTimedState, legal: readonly AcTimedAction[], rng: RngState, moves: number) => [AcTimedAction, RngState];
  const r = e.setup({ scenario: 'standard', seed, options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  let rng = seedRng(`policy:${seed}`);
  let moves = 0;
  let phase = s.phase;
  let n = 0;
  for (; n < 20000 && !s.outcome; n++) {
    if (s.phase !== phase) { phase = s.phase; moves = 0; }
    const a0 = performance.now();
    const legal = e.legalActions(s);
    const a1 = performance.now();
    let a: AcTimedAction;
    [a, rng] = pick(s, legal, rng, moves);
    const a2 = performance.now();
    const res = e.apply(s, a);
    const a3 = performance.now();
    if (!res.ok) throw new Error(`seed ${seed}: legal action refused: ${res.rejection.message}`);
    onAction(a, (a1 - a0) * 1000, (a3 - a2) * 1000, s.phase);
    if (a.t === 'move' || a.t === 'shift') moves++;
    s = res.state;
  }
  return { actions: n, finished: s.outcome !== null };
}
