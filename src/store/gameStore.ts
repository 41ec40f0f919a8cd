/**
 * The game store, built for any rule system that honours the engine contract.
 * `session.ts` binds it to Bellum Gallicum II as `useGame`; tests bind it to a toy system.
 *
 * Every change of the game goes through the pure functions of `replaySession.ts`: the store only
 * swaps whole sessions, so a refused action, a bad save or a failed resume leaves it untouched.
 */
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { castDraft } from 'immer';
import { inspectAutosave, parseSave, serializeSave, writeAutosave, type KnownScenario, type ParseOptions } from './saves';
import {
  canRedoSession,
  canUndoSession,
  redoSession,
  sessionFromSave,
  sessionToSave,
  startSession,
  stepSession,
  undoSession,
  withRedo,
  withViewer,
  type GameSession,
  type SessionSystem,
} from './replaySession';

export type Screen = 'title' | 'game';
export interface StoreMessage {
  kind: 'error' | 'info';
  text: string;
}

export interface NewGameRequest<O> {
  scenario: string;
  seed: string;
  options: O;
}

export interface GameStoreState<S, A, Side extends string, O> {
  screen: Screen;
  session: GameSession<S, A, Side, O> | null;
  message: StoreMessage | null;
  /** Ids (regions, pieces…) the board should light up, e.g. while a log entry is hovered. */
  highlight: string[];

  /** Starts a game; false (with `message` set, nothing else changed) when it cannot be set up. */
  newGame(req: NewGameRequest<O>): boolean;
  /** Applies an action; false (with `message` = `rule: reason`, nothing else changed) when refused. */
  act(action: A): boolean;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Loads the autosave; false (with `message` set) when there is none or it does not replay. */
  resumeAutosave(): boolean;
  /** Writes a deferred autosave now (before the page goes away); a no-op when none is pending. */
  flushAutosave(): void;
  /** The current game as save-file text ('' and an error message when no game is running). */
  exportSave(label?: string): string;
  /** Loads a save file's text; on any problem sets `message` and keeps the game in progress. */
  importSave(text: string): boolean;
  dismissMessage(): void;
  quitToTitle(): void;
  setViewer(side: Side): void;
  setHighlight(ids: string[]): void;
}

export interface GameStoreConfig<S, A, Side extends string, O> extends SessionSystem<S, A, Side, O> {
  /** ISO time for `savedAt` (default: the clock). */
  now?: () => string;
  /** A short description of a position, stored as the autosave's label. */
  label?: (session: GameSession<S, A, Side, O>) => string;
  /**
   * Runs the autosave later, off the path of the click (the app: once the frame is painted).
   * Without it every change is written at once. A change that arrives while a write is pending
   * takes its place (the newer save holds every earlier action too), so a click never pays for
   * an earlier one. Reading the autosave (resume) and leaving the game (quit) write a pending
   * save first; the page flushes it when hidden or unloaded.
   */
  deferAutosave?: (write: () => void) => void;
}

const scenarioList = (infos: readonly KnownScenario[] | undefined): ParseOptions =>
  infos ? { scenarios: infos.map((i) => ({ id: i.id, name: i.name, playable: i.playable })) } : {};

/** Freezes everything reachable that is not frozen yet, stopping at frozen objects. */
function freezeDeep(v: unknown): void {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return;
  Object.freeze(v);
  if (Array.isArray(v)) for (const x of v) freezeDeep(x);
  else for (const k of Object.keys(v)) freezeDeep((v as Record<string, unknown>)[k]);
}

/** Freezes a list whose new items are at its end (older ones were frozen with earlier sessions). */
function freezeTail(list: readonly unknown[]): void {
  for (let i = list.length - 1; i >= 0; i--) {
    const x = list[i];
    if (x !== null && typeof x === 'object' && Object.isFrozen(x)) break;
    freezeDeep(x);
  }
  Object.freeze(list);
}

/**
 * Freezes a session before it enters the store, touching only what is new, so immer (which skips
 * frozen values) never walks the ever-growing action list and log: `act` stays O(new data).
 */
function freezeSession(session: object & { actions: readonly unknown[]; log: readonly unknown[]; redo: readonly unknown[] }): void {
  if (Object.isFrozen(session)) return;
  freezeTail(session.actions);
  freezeTail(session.log);
  freezeTail(session.redo);
  freezeDeep(session);
}

export function createGameStore<S, A, Side extends string, O>(cfg: GameStoreConfig<S, A, Side, O>) {
  type Session = GameSession<S, A, Side, O>;
  type State = GameStoreState<S, A, Side, O>;
  const now = cfg.now ?? (() => new Date().toISOString());
  const parseOpts = (): ParseOptions => scenarioList(cfg.system.scenarios);

  const writeNow = (session: Session): void => {
    let label: string | undefined;
    try {
      label = cfg.label?.(session);
    } catch {
      label = undefined;
    }
    // writeAutosave never throws; hashing a state could only fail on an engine bug, so guard it too.
    try {
      writeAutosave(sessionToSave(session, { savedAt: now(), label }));
    } catch {
      /* autosave is a convenience: never let it stop play */
    }
  };

  let pending: Session | null = null;
  const flushAutosave = (): void => {
    const session = pending;
    pending = null;
    if (session) writeNow(session);
  };
  const autosave = (session: Session): void => {
    if (!cfg.deferAutosave) return writeNow(session);
    const scheduled = pending !== null;
    pending = session;
    if (!scheduled) cfg.deferAutosave(flushAutosave);
  };

  return create<State>()(
    immer((set, get) => {
      const fail = (text: string): false => {
        set((d) => {
          d.message = { kind: 'error', text };
        });
        return false;
      };
      /** Swaps in a new session (and clears any message); the one place a game changes. */
      const install = (session: Session, message: StoreMessage | null = null, fresh = false): true => {
        freezeSession(session);
        // A plain partial state, not an immer recipe: nothing to draft, the session is frozen.
        const next: Partial<State> = { session, screen: 'game', message };
        if (fresh) next.highlight = [];
        set(next);
        autosave(session);
        return true;
      };

      return {
        screen: 'title',
        session: null,
        message: null,
        highlight: [],

        newGame(req) {
          const known = cfg.system.scenarios.find((s) => s.id === req.scenario);
          if (!known) {
            const playable = cfg.system.scenarios.filter((s) => s.playable).map((s) => s.id);
            return fail(`Unknown scenario "${req.scenario}": this version plays ${playable.join(', ') || 'no scenario'}.`);
          }
          if (!known.playable) return fail(`The scenario "${known.name}" (${known.rule}) is not playable in this version.`);
          const r = startSession(cfg, { scenario: req.scenario, seed: req.seed, options: req.options });
          if (!r.ok) return fail(r.error);
          return install(r.value, null, true);
        },

        act(action) {
          const session = get().session;
          if (!session) return fail('No game is in progress.');
          const r = stepSession(cfg, session, action);
          if (!r.ok) return fail(r.error);
          return install(r.value.redo.length ? withRedo(r.value, []) : r.value);
        },

        undo() {
          const session = get().session;
          if (!session) return false;
          const r = undoSession(cfg, session);
          if (!r) return fail('Nothing to undo: a die roll or a hand-over to the other player cannot be taken back.');
          if (!r.ok) return fail(r.error);
          return install(r.value);
        },

        redo() {
          const session = get().session;
          if (!session) return false;
          const r = redoSession(cfg, session);
          if (!r) return fail('Nothing to redo.');
          if (!r.ok) return fail(r.error);
          return install(r.value);
        },

        canUndo: () => canUndoSession(get().session),
        canRedo: () => canRedoSession(get().session),

        resumeAutosave() {
          flushAutosave();
          const found = inspectAutosave(parseOpts());
          if (!found) return fail('There is no autosaved game to resume.');
          if (!found.ok) return fail(`The autosaved game cannot be resumed. ${found.error}`);
          const r = sessionFromSave(cfg, found.save);
          if (!r.ok) return fail(`The autosaved game cannot be resumed. ${r.error}`);
          return install(r.value, null, true);
        },

        exportSave(label) {
          const session = get().session;
          if (!session) {
            fail('No game is in progress, so there is nothing to save.');
            return '';
          }
          return serializeSave(sessionToSave(session, { savedAt: now(), label: label ?? cfg.label?.(session) }));
        },

        importSave(text) {
          const parsed = parseSave(text, parseOpts());
          if (!parsed.ok) return fail(`Cannot load this file. ${parsed.error}`);
          const r = sessionFromSave(cfg, parsed.save);
          if (!r.ok) return fail(`Cannot load this file. ${r.error}`);
          const n = parsed.save.actions.length;
          return install(r.value, { kind: 'info', text: `Game loaded: ${n} action${n === 1 ? '' : 's'} replayed.` }, true);
        },

        flushAutosave,

        dismissMessage() {
          set((d) => {
            d.message = null;
          });
        },

        quitToTitle() {
          flushAutosave();
          set((d) => {
            d.screen = 'title';
            d.session = null;
            d.message = null;
            d.highlight = [];
          });
        },

        setViewer(side) {
          const session = get().session;
          if (!session || session.viewer === side) return;
          const next = withViewer(session, side);
          freezeSession(next);
          set((d) => {
            d.session = castDraft(next);
          });
        },

        setHighlight(ids) {
          set((d) => {
            d.highlight = ids.slice();
          });
        },
      };
    }),
  );
}

export type GameStore<S, A, Side extends string, O> = ReturnType<typeof createGameStore<S, A, Side, O>>;
