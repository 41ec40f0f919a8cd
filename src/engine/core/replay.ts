import type { GameSystem, SetupOptions } from './contract';
import type { LogEntry } from './log';

export interface ReplayResult<S> {
  state: S;
  log: LogEntry[];
  /** Index of the first action refused during replay, or -1. */
  failedAt: number;
  error?: string;
}

/** Rebuilds a game from its setup and action log. */
export function replay<S, A, V, Side extends string, O>(
  system: GameSystem<S, A, V, Side, O>,
  setup: SetupOptions<O>,
  actions: readonly A[],
): ReplayResult<S> {
  const start = system.setup(setup);
  if (!start.ok) throw new Error(`${start.rejection.rule}: ${start.rejection.message}`);
  let state = start.state;
  const log = [...start.log];
  for (let i = 0; i < actions.length; i++) {
    const r = system.apply(state, actions[i]);
    if (!r.ok) return { state, log, failedAt: i, error: `${r.rejection.rule}: ${r.rejection.message}` };
    state = r.state;
    log.push(...r.log);
  }
  return { state, log, failedAt: -1 };
}
