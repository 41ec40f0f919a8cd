/**
 * Pure session machinery behind the game store, written against the engine contract only
 * (no Bellum imports), so it can be tested with a toy system.
 *
 * A session is setup + action log; `state` and `log` are always what replaying the log gives.
 * `undoFloor` is how many actions can never be taken back: those at or before the last action
 * that rolled a die, revealed something hidden, or handed the game to the other player.
 */
import type { GameSystem, SetupOptions } from '../engine/core/contract';
import { hashState } from '../engine/core/hash';
import type { Rejection } from '../engine/core/errors';
import type { LogEntry } from '../engine/core/log';
import { SAVE_FORMAT, SAVE_VERSION, type SaveFile, type SystemId } from './saves';

export interface GameSession<S, A, Side extends string, O> {
  system: SystemId;
  scenario: string;
  seed: string;
  options: O;
  actions: A[];
  state: S;
  log: LogEntry[];
  /** The side whose eyes the screen shows: in hotseat, the side to act after each hand-over. */
  viewer: Side;
  /** Actions at indices < undoFloor can no longer be undone. */
  undoFloor: number;
  /** Undone actions, the next one to redo last. */
  redo: A[];
}

/** A rule system plus what the store needs to know about it beyond the contract. */
export interface SessionSystem<S, A, Side extends string, O> {
  system: GameSystem<S, A, unknown, Side, O> & { id: string };
  /** Viewer when nobody is to act (e.g. a finished game) and at a start with no side to act. */
  defaultViewer: Side;
  /** True when going from `before` to `after` revealed something hidden (e.g. consumed the dice). */
  reveals?(before: S, after: S): boolean;
}

export type StepResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The state right after the undo floor, kept beside each session (not in it, so sessions stay
 * plain data): undo replays only the actions after the floor instead of the whole game.
 * Replay is deterministic, so this gives exactly what replaying from setup gives.
 */
interface Checkpoint {
  n: number;
  state: unknown;
  logLength: number;
}
const checkpoints = new WeakMap<object, Checkpoint>();

function remember<T extends object>(session: T, cp: Checkpoint | undefined): T {
  if (cp) checkpoints.set(session, cp);
  return session;
}

/** The same session with another redo list (keeps the undo checkpoint). */
export function withRedo<S, A, Side extends string, O>(session: GameSession<S, A, Side, O>, redo: A[]): GameSession<S, A, Side, O> {
  return remember({ ...session, redo }, checkpoints.get(session));
}

/** The same session seen by another side (keeps the undo checkpoint). */
export function withViewer<S, A, Side extends string, O>(session: GameSession<S, A, Side, O>, viewer: Side): GameSession<S, A, Side, O> {
  return remember({ ...session, viewer }, checkpoints.get(session));
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const actionType = (a: unknown): string =>
  a && typeof a === 'object' && typeof (a as { t?: unknown }).t === 'string' ? (a as { t: string }).t : '?';

/** Whether applying one action (from `before`, giving `after` and `log`) must block undo. */
export function isIrreversible<S, A, Side extends string, O>(
  sys: SessionSystem<S, A, Side, O>,
  before: S,
  after: S,
  log: readonly LogEntry[],
): boolean {
  if (log.some((e) => e.kind === 'roll')) return true;
  if (sys.system.toAct(before) !== sys.system.toAct(after)) return true;
  return sys.reveals ? sys.reveals(before, after) : false;
}

function viewerFor<S, A, Side extends string, O>(sys: SessionSystem<S, A, Side, O>, state: S, current: Side): Side {
  return sys.system.toAct(state) ?? current;
}

/** Sets up a new game. */
export function startSession<S, A, Side extends string, O>(
  sys: SessionSystem<S, A, Side, O>,
  setup: SetupOptions<O>,
): StepResult<GameSession<S, A, Side, O>> {
  let r;
  try {
    r = sys.system.setup(setup);
  } catch (e) {
    return { ok: false, error: `The game could not be set up: ${errorText(e)}` };
  }
  if (!r.ok) return { ok: false, error: `${r.rejection.rule}: ${r.rejection.message}` };
  const session: GameSession<S, A, Side, O> = {
    system: sys.system.id as SystemId,
    scenario: setup.scenario,
    seed: setup.seed,
    options: setup.options,
    actions: [],
    state: r.state,
    log: r.log,
    viewer: viewerFor(sys, r.state, sys.defaultViewer),
    undoFloor: 0,
    redo: [],
  };
  return { ok: true, value: remember(session, { n: 0, state: r.state, logLength: r.log.length }) };
}

/** Applies one action. On refusal the error is `${rule}: ${message}`. `redo` is left to the caller. */
export function stepSession<S, A, Side extends string, O>(
  sys: SessionSystem<S, A, Side, O>,
  session: GameSession<S, A, Side, O>,
  action: A,
): StepResult<GameSession<S, A, Side, O>> {
  let r;
  try {
    r = sys.system.apply(session.state, action);
  } catch (e) {
    return { ok: false, error: `Internal error while applying "${actionType(action)}": ${errorText(e)}` };
  }
  if (!r.ok) return { ok: false, error: `${r.rejection.rule}: ${r.rejection.message}` };
  const n = session.actions.length + 1;
  const irreversible = isIrreversible(sys, session.state, r.state, r.log);
  const next: GameSession<S, A, Side, O> = {
    ...session,
    // The engine's own legal entry when it names one: the caller's object may carry more.
    actions: [...session.actions, (r.action ?? action) as A],
    state: r.state,
    log: r.log.length ? [...session.log, ...r.log] : session.log,
    viewer: viewerFor(sys, r.state, session.viewer),
    undoFloor: irreversible ? n : session.undoFloor,
  };
  const cp = irreversible ? { n, state: r.state, logLength: next.log.length } : checkpoints.get(session);
  return { ok: true, value: remember(next, cp) };
}

export interface ReplayFailure {
  /** Index (0-based) of the refused action, or -1 when the setup itself failed. */
  index: number;
  /** `rule: reason` (or the setup's error). */
  error: string;
  /** The rule system's refusal, when it refused (absent when it threw). */
  rejection?: Rejection;
}

type ReplayOutcome<S, A, Side extends string, O> = { ok: true; value: GameSession<S, A, Side, O> } | ({ ok: false } & ReplayFailure);

/** How far a long replay has got (reported between its slices). */
export interface ReplayProgress {
  done: number;
  total: number;
}

/** How a replay shares the page: it runs in slices, yielding in between, and says how far it is. */
export interface ReplayPacing {
  /** Called after each slice of a replay that does not fit in one slice (never for a quick one). */
  onProgress?(p: ReplayProgress): void;
  /** Milliseconds of replay between yields (default 40). */
  sliceMs?: number;
  /** Lets the page paint and handle input (default: a new macrotask). */
  yieldNow?: () => Promise<void>;
}

const SLICE_MS = 40;
const realClock = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
let clock = realClock;
/**
 * Tests only: the clock a paced replay cuts its slices by (null: the real one). A fake clock makes a
 * short game replay in many slices without faking the page's own clock, which React's scheduler reads.
 */
export function setReplayClock(c: (() => number) | null): void {
  clock = c ?? realClock;
}
const macrotask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Applies `actions` after `base` in one pass (O(actions + log), unlike repeated `stepSession`,
 * which copies the lists at every step), tracking the undo floor and its checkpoint. `run(stop)`
 * goes on until the end (the outcome) or until `stop()` says to pause (null; call it again).
 * Pausing changes nothing of the result: the same actions are applied to the same states.
 */
function replayer<S, A, Side extends string, O>(sys: SessionSystem<S, A, Side, O>, base: GameSession<S, A, Side, O>, actions: readonly A[]) {
  const acts = base.actions.slice();
  const log = base.log.slice();
  let state = base.state;
  let floor = base.undoFloor;
  let cp = checkpoints.get(base);
  let i = 0;
  const run = (stop?: () => boolean): ReplayOutcome<S, A, Side, O> | null => {
    while (i < actions.length) {
      let r;
      try {
        r = sys.system.apply(state, actions[i]);
      } catch (e) {
        return { ok: false, index: acts.length, error: `Internal error while applying "${actionType(actions[i])}": ${errorText(e)}` };
      }
      if (!r.ok) return { ok: false, index: acts.length, error: `${r.rejection.rule}: ${r.rejection.message}`, rejection: r.rejection };
      acts.push((r.action ?? actions[i]) as A);
      for (const e of r.log) log.push(e);
      if (isIrreversible(sys, state, r.state, r.log)) {
        floor = acts.length;
        cp = { n: floor, state: r.state, logLength: log.length };
      }
      state = r.state;
      i++;
      // Every 16 actions, ask whether to pause (a call always gets on by at least 16).
      if (stop && (i & 15) === 0 && i < actions.length && stop()) return null;
    }
    const value = { ...base, actions: acts, log, state, undoFloor: floor, viewer: viewerFor(sys, state, base.viewer) };
    return { ok: true, value: remember(value, cp) };
  };
  return { run, done: () => i };
}

function replayAfter<S, A, Side extends string, O>(
  sys: SessionSystem<S, A, Side, O>,
  base: GameSession<S, A, Side, O>,
  actions: readonly A[],
): ReplayOutcome<S, A, Side, O> {
  return replayer(sys, base, actions).run()!;
}

/** Rebuilds a whole session from its setup and actions, recomputing the undo floor. */
export function rebuildSession<S, A, Side extends string, O>(
  sys: SessionSystem<S, A, Side, O>,
  setup: SetupOptions<O>,
  actions: readonly A[],
): ReplayOutcome<S, A, Side, O> {
  const start = startSession(sys, setup);
  if (!start.ok) return { ok: false, index: -1, error: start.error };
  return replayAfter(sys, start.value, actions);
}

/**
 * `rebuildSession` in slices of `pacing.sliceMs`, yielding to the page between them and reporting
 * progress, so a long game never freezes the page. Gives exactly what `rebuildSession` gives.
 */
export async function rebuildSessionPaced<S, A, Side extends string, O>(
  sys: SessionSystem<S, A, Side, O>,
  setup: SetupOptions<O>,
  actions: readonly A[],
  pacing: ReplayPacing = {},
): Promise<ReplayOutcome<S, A, Side, O>> {
  const start = startSession(sys, setup);
  if (!start.ok) return { ok: false, index: -1, error: start.error };
  const r = replayer(sys, start.value, actions);
  const slice = pacing.sliceMs ?? SLICE_MS;
  for (;;) {
    const until = clock() + slice;
    const out = r.run(() => clock() >= until);
    if (out) return out;
    pacing.onProgress?.({ done: r.done(), total: actions.length });
    await (pacing.yieldNow ?? macrotask)();
  }
}

export const canUndoSession = (s: GameSession<unknown, unknown, string, unknown> | null): boolean =>
  !!s && s.actions.length > s.undoFloor;

export const canRedoSession = (s: GameSession<unknown, unknown, string, unknown> | null): boolean =>
  !!s && s.redo.length > 0;

const setupOf = <O>(s: { scenario: string; seed: string; options: O }): SetupOptions<O> => ({
  scenario: s.scenario,
  seed: s.seed,
  options: s.options,
});

/** Drops the last action by replaying the rest from setup. Null when undo is not allowed. */
export function undoSession<S, A, Side extends string, O>(
  sys: SessionSystem<S, A, Side, O>,
  session: GameSession<S, A, Side, O>,
): StepResult<GameSession<S, A, Side, O>> | null {
  if (!canUndoSession(session)) return null;
  const last = session.actions[session.actions.length - 1];
  const keep = session.actions.slice(0, -1);
  const cp = checkpoints.get(session);
  // Replay from the floor's checkpoint when there is one: the actions before it can never change.
  const r =
    cp && cp.n === session.undoFloor && cp.n <= keep.length
      ? replayAfter(
          sys,
          remember({ ...session, actions: keep.slice(0, cp.n), state: cp.state as S, log: session.log.slice(0, cp.logLength) }, cp),
          keep.slice(cp.n),
        )
      : rebuildSession(sys, setupOf(session), keep);
  if (!r.ok) return { ok: false, error: `Undo failed: replay refused action ${r.index + 1} (${r.error}).` };
  const value = withRedo(withViewer(r.value, viewerFor(sys, r.value.state, session.viewer)), [...session.redo, last]);
  return { ok: true, value };
}

/** Re-applies the most recently undone action. Null when there is nothing to redo. */
export function redoSession<S, A, Side extends string, O>(
  sys: SessionSystem<S, A, Side, O>,
  session: GameSession<S, A, Side, O>,
): StepResult<GameSession<S, A, Side, O>> | null {
  if (!canRedoSession(session)) return null;
  const action = session.redo[session.redo.length - 1];
  const r = stepSession(sys, session, action);
  if (!r.ok) return { ok: false, error: `Redo failed: ${r.error}` };
  return { ok: true, value: withRedo(r.value, session.redo.slice(0, -1)) };
}

/** The save file of a session (`savedAt` is supplied by the caller: the engine never reads a clock). */
export function sessionToSave(
  session: GameSession<unknown, unknown, string, unknown>,
  extra: { savedAt?: string; label?: string } = {},
): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    system: session.system,
    scenario: session.scenario,
    seed: session.seed,
    options: (session.options ?? {}) as Record<string, unknown>,
    actions: session.actions as unknown[],
    ...(extra.savedAt !== undefined ? { savedAt: extra.savedAt } : {}),
    stateHash: hashState(session.state),
    ...(extra.label !== undefined ? { label: extra.label } : {}),
  };
}

/** A rule system's reason as a clause inside a sentence: one line, no full stop, bounded. */
function clause(text: string, max = 90): string {
  const t = text.replace(/\s+/g, ' ').trim().replace(/[.\s]+$/, '').replace(/\.\s+/g, '; ');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** A short quote of an action's type ("move"). */
const typeWords = (a: unknown): string => {
  const t = actionType(a);
  return JSON.stringify(t.length > 24 ? `${t.slice(0, 23)}…` : t);
};

/** Why a save does not replay, as one sentence naming the action and the rule. */
function replayRefusal(save: SaveFile, r: ReplayFailure): string {
  const n = save.actions.length;
  if (r.index < 0) return `The save's set-up is refused (${clause(r.error)}).`;
  const which = `Action ${r.index + 1} of ${n} (${typeWords(save.actions[r.index])})`;
  if (!r.rejection) return `${which} stopped the rules program, so the save cannot be replayed (a fault of this version, not of the file).`;
  return `${which} is not allowed at that point of the game (${r.rejection.rule}: ${clause(r.rejection.message)}), so the save cannot be replayed.`;
}

/** Checks a rebuilt session against the save's check value. */
function checked<S, A, Side extends string, O>(save: SaveFile, r: ReplayOutcome<S, A, Side, O>): StepResult<GameSession<S, A, Side, O>> {
  if (!r.ok) return { ok: false, error: replayRefusal(save, r) };
  if (save.stateHash !== undefined && hashState(r.value.state) !== save.stateHash.toLowerCase()) {
    const n = save.actions.length;
    return {
      ok: false,
      error: `After its ${n} action${n === 1 ? '' : 's'} the save does not reach the position it was saved at (its check value differs: it may come from another version of the rules).`,
    };
  }
  return r;
}

const wrongSystem = (save: SaveFile, name: string): string => `The save is for ${JSON.stringify(save.system.slice(0, 24))}, not ${name}.`;
const setupOfSave = <O>(save: SaveFile): SetupOptions<O> => ({ scenario: save.scenario, seed: save.seed, options: save.options as O });

/** Replays a parsed save and checks it reaches the saved state. Each refusal is one sentence naming the action and rule. */
export function sessionFromSave<S, A, Side extends string, O>(
  sys: SessionSystem<S, A, Side, O>,
  save: SaveFile,
): StepResult<GameSession<S, A, Side, O>> {
  if (save.system !== sys.system.id) return { ok: false, error: wrongSystem(save, sys.system.name) };
  return checked(save, rebuildSession(sys, setupOfSave<O>(save), save.actions as A[]));
}

/** `sessionFromSave` replayed in slices (see `rebuildSessionPaced`): the same result, the page kept alive. */
export async function sessionFromSavePaced<S, A, Side extends string, O>(
  sys: SessionSystem<S, A, Side, O>,
  save: SaveFile,
  pacing: ReplayPacing = {},
): Promise<StepResult<GameSession<S, A, Side, O>>> {
  if (save.system !== sys.system.id) return { ok: false, error: wrongSystem(save, sys.system.name) };
  return checked(save, await rebuildSessionPaced(sys, setupOfSave<O>(save), save.actions as A[], pacing));
}
