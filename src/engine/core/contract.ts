import type { Rejection } from './errors';
import type { LogEntry } from './log';

/** How to start a game: which scenario, with which options, from which seed. */
export interface SetupOptions<O = Record<string, unknown>> {
  scenario: string;
  seed: string;
  options: O;
}

export interface ScenarioInfo {
  id: string;
  /** Rule id of the scenario, e.g. `BG 6.1`. */
  rule: string;
  name: string;
  length: string;
  turns: number;
  balance: string;
  level: string;
  solo: boolean;
  playable: boolean;
  blurb: string;
}

export interface Outcome<Side extends string = string> {
  winner: Side | 'draw';
  reason: string;
}

export type ApplyResult<S, A = unknown> =
  /** `action`: the system's own legal entry that was applied (what a save should record). */
  | { ok: true; state: S; log: LogEntry[]; action?: A }
  | { ok: false; rejection: Rejection };

export type SetupResult<S> = { ok: true; state: S; log: LogEntry[] } | { ok: false; rejection: Rejection };

/**
 * The contract every rule system answers. A game is `setup` plus its action log:
 * folding `apply` over the log reproduces the state exactly.
 * States are values: a state returned by `setup` or `apply` is never changed afterwards, by the
 * system or its callers, so a system may remember facts about it (e.g. its legal actions).
 */
export interface GameSystem<S, A, V, Side extends string, O = Record<string, unknown>> {
  id: string;
  name: string;
  scenarios: readonly ScenarioInfo[];
  setup(opts: SetupOptions<O>): SetupResult<S>;
  /** The side that must act now, or null when the game is over. */
  toAct(state: S): Side | null;
  /** Every legal action of the side to act. Empty only when the game is over. */
  legalActions(state: S): A[];
  /** Validates against `legalActions`; a refused action leaves the state untouched. */
  apply(state: S, action: A): ApplyResult<S, A>;
  /** What one side may see. */
  view(state: S, side: Side): V;
  outcome(state: S): Outcome<Side> | null;
  /** Canonical key of an action, used to compare actions for equality. */
  actionKey(action: A): string;
}
