/**
 * The frames of a replay: the position before the first action and after each one, rebuilt from
 * the game's setup and action list with the engine contract alone (any system). Frames are made
 * on demand and kept, so stepping is cheap and opening a long game costs nothing up front.
 * The session in the store is never touched: a replay is a separate, read-only rebuild.
 */
import type { GameSystem, SetupOptions } from '../engine/core/contract';
import type { LogEntry } from '../engine/core/log';

export interface ReplayFrame<S> {
  state: S;
  /** How much of the replay's log is written at this frame. */
  logLength: number;
}

export interface Replay<S, A> {
  /** Frames 0 (the setup) to `actions.length` (after the last action). */
  readonly last: number;
  readonly actions: readonly A[];
  /** The position at frame `i` (clamped to 0…last); null when the actions do not replay that far. */
  frame(i: number): ReplayFrame<S> | null;
  /** The log up to frame `i`. */
  logAt(i: number): readonly LogEntry[];
  /** Why the replay stops short, if it does (a save from other rules). */
  readonly error: () => string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySystem<S, A> = GameSystem<S, A, any, any, any>;

export function createReplay<S, A>(system: AnySystem<S, A>, setup: SetupOptions<unknown>, actions: readonly A[]): Replay<S, A> | { error: string } {
  const start = system.setup(setup as SetupOptions<never>);
  if (!start.ok) return { error: `${start.rejection.rule}: ${start.rejection.message}` };
  const log: LogEntry[] = [...start.log];
  const frames: ReplayFrame<S>[] = [{ state: start.state, logLength: log.length }];
  let failure: string | null = null;

  const build = (upTo: number): void => {
    while (frames.length <= upTo && failure === null) {
      const i = frames.length - 1;
      const r = system.apply(frames[i].state, actions[i]);
      if (!r.ok) {
        failure = `Action ${i + 1} does not replay (${r.rejection.rule}: ${r.rejection.message}).`;
        return;
      }
      log.push(...r.log);
      frames.push({ state: r.state, logLength: log.length });
    }
  };
  const clamp = (i: number) => Math.max(0, Math.min(actions.length, Math.floor(i)));

  return {
    last: actions.length,
    actions,
    frame(i) {
      const k = clamp(i);
      build(k);
      return frames[k] ?? null;
    },
    logAt(i) {
      const k = clamp(i);
      build(k);
      const f = frames[k];
      return f ? log.slice(0, f.logLength) : [];
    },
    error: () => failure,
  };
}
