/**
 * The game store, built for any rule system that honours the engine contract.
 * `src/ui/bellum/store.ts` binds it to Bellum Gallicum II as `useGame` (and `src/ui/alesia/store.ts` to Alesia); tests bind it to a toy system.
 *
 * Every change of the game goes through the pure functions of `replaySession.ts`: the store only
 * swaps whole sessions, so a refused action, a bad save or a failed resume leaves it untouched.
 *
 * Every game has a record of its own in the game database (gameDb.ts), kept in step action by
 * action by a `GameWriter` (see gameWriter.ts for how nothing is lost): starting a game or loading
 * a file makes a new record and never touches another.
 */
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { castDraft } from 'immer';
import { clip, parseSave, serializeSave, type KnownScenario, type ParseOptions, type SaveFile, type SaveSchemas } from './saves';
import { appGameDb, type GameDb, type GameMeta } from './gameDb';
import { loadGame } from './games';
import { lockGame } from './gameLock';
import { GameWriter, STORAGE_OK, type StorageStatus } from './gameWriter';
import { DEFAULT_HAND_OVER, handOverSetting, type HandOverSetting } from './handOverSetting';
import { NO_COMPUTER, seatHolders, withSeat, type SeatHolder, type SeatHolders } from './seatHolders';
import {
  canRedoSession,
  canUndoSession,
  redoSession,
  sessionFromSavePaced,
  sessionToSave,
  startSession,
  stepSession,
  undoSession,
  withRedo,
  withViewer,
  type GameSession,
  type ReplayPacing,
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
  /** Hotseat: when the screen is handed over (kept with the game; default `secret`). */
  handOver?: HandOverSetting;
  /** The seats the computer holds, with its level (default: none, every seat a person's). */
  seats?: SeatHolders;
}

export interface GameStoreState<S, A, Side extends string, O> {
  screen: Screen;
  session: GameSession<S, A, Side, O> | null;
  message: StoreMessage | null;
  /** Ids (regions, pieces…) the board should light up, e.g. while a log entry is hovered. */
  highlight: string[];
  /** The id of the game's record in the game database (null on the title screen). */
  gameId: string | null;
  /** Whether saving works; the game screen shows a notice when it does not. */
  storage: StorageStatus;
  /** The open game's hand-over setting (hotseat), kept in its record. */
  handOver: HandOverSetting;
  /** Who holds each seat (the computer's seats, with its level), kept in the game's record and save. */
  seats: SeatHolders;

  /** Starts a game; false (with `message` set, nothing else changed) when it cannot be set up. */
  newGame(req: NewGameRequest<O>): boolean;
  /** Applies an action; false (with `message` = `rule: reason`, nothing else changed) when refused. */
  act(action: A): boolean;
  /**
   * Works out what `act(action)` would give, without changing anything: the new position, its legal
   * list and its freezing are then ready when the player clicks (the board asks for it while the
   * pointer rests on a hex or the keyboard focus is on it, in idle time). A later `act` with this
   * very action object in this very session installs that result; any other change of the session
   * drops it. The engine is pure, so a result worked out early is the one a click would have made.
   */
  prefetch(action: A): void;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  /**
   * Opens a stored game; false (with `message` set, nothing else changed) when it cannot be read or
   * replayed. A long replay runs in slices, reporting its progress (`pacing`), the page kept alive.
   */
  resumeGame(id: string, pacing?: ReplayPacing): Promise<boolean>;
  /** Starts the pending database write now (before the page goes away); a no-op when none is pending. */
  flushSave(): void;
  /** Resolves when the current game's record holds every action so far (or its write failed). */
  whenSaved(): Promise<void>;
  /** The current game as save-file text ('' and an error message when no game is running). */
  exportSave(label?: string): string;
  /**
   * Loads a save file's text; on any problem sets `message` (one sentence) and keeps the game in
   * progress. The file is checked by `parseSave` with this system's scenarios and schemas (the
   * title screen's check), then replayed in slices like `resumeGame`.
   */
  importSave(text: string, pacing?: ReplayPacing): Promise<boolean>;
  dismissMessage(): void;
  quitToTitle(): void;
  setViewer(side: Side): void;
  setHighlight(ids: string[]): void;
  /** Changes the open game's hand-over setting (and its record's). */
  setHandOver(v: HandOverSetting): void;
  /** Gives a seat of the open game to a person or the computer (take over, hand back); kept in its record. */
  setSeat(seat: string, holder: SeatHolder): void;
}

export interface GameStoreConfig<S, A, Side extends string, O> extends SessionSystem<S, A, Side, O> {
  /** A secret the position holds that a save file would give away (export waits until it is revealed). */
  pendingSecret?: (state: S) => { rule: string; reason: string } | null;
  /**
   * The shapes a save file's options and actions must have (checked before replaying it): the
   * system's registry entry's own `saveSchemas`, so the title screen and the store judge a file alike.
   */
  saveSchemas?: SaveSchemas;
  /** ISO time for `savedAt` (default: the clock). */
  now?: () => string;
  /** A short description of a position, stored as the record's label and a save file's. */
  label?: (session: GameSession<S, A, Side, O>) => string;
  /** How the game is played, in words, for the list of games ("Two players, hotseat"). */
  mode?: (session: GameSession<S, A, Side, O>) => string;
  /** Who is to act, in words, for the list of games ("The Gallic player to act"); null when nobody is. */
  toAct?: (session: GameSession<S, A, Side, O>) => string | null;
  /**
   * Runs the database write later, off the path of the click (the app: once the frame is painted).
   * Without it every change is sent to the database at once. The journal entry is written in the
   * click either way; changes made while a write is pending join it, so a click never pays for an
   * earlier one. Leaving the game starts a pending write at once; so does the page when hidden.
   */
  deferWrite?: (write: () => void) => void;
  /** Where games are kept (default: the app's IndexedDB database). */
  db?: GameDb;
  /** A new game's id (default: a random UUID). */
  newId?: () => string;
  /**
   * What the screen will derive from a position worked out ahead (prefetch), derived then, in idle
   * time, into the screen's own per-position caches (its view for the side to act, its counts), so
   * the click that installs the position finds them made. Must not change anything the screen shows.
   */
  warm?: (state: S) => void;
}

function randomId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
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
  const parseOpts = (): ParseOptions => ({
    system: cfg.system.id,
    ...scenarioList(cfg.system.scenarios),
    ...(cfg.saveSchemas ? { schemas: { [cfg.system.id]: cfg.saveSchemas } } : {}),
  });

  const db = (): GameDb => cfg.db ?? appGameDb();
  const safe = <T>(f: () => T, fallback: T): T => {
    try {
      return f();
    } catch {
      return fallback;
    }
  };

  /** The record's list entry for a session (label and mode are never allowed to stop play). */
  const metaFor = (session: Session, base: GameMeta): GameMeta => {
    const label = safe(() => cfg.label?.(session), undefined);
    const toAct = safe(() => cfg.toAct?.(session) ?? undefined, undefined);
    const { toAct: _was, ...rest } = base;
    void _was;
    return {
      ...rest,
      ...(label !== undefined ? { label } : {}),
      ...(toAct !== undefined ? { toAct } : {}),
      lastPlayed: now(),
      actionCount: session.actions.length,
      finished: safe(() => cfg.system.outcome(session.state) !== null, false),
    };
  };

  let writer: GameWriter | null = null;
  let base: GameMeta | null = null;
  /** Frees the open game's lock (gameLock.ts: one game, one tab). */
  let unlock: (() => void) | null = null;
  const leaveGame = (): void => {
    writer?.flush();
    writer = null;
    base = null;
    unlock?.();
    unlock = null;
  };
  /** Takes the lock of a game just made here (no other tab can know its id yet). */
  const lockNew = (id: string): void => {
    void lockGame(id).then((free) => {
      if (base?.id === id) unlock = free;
      else free?.();
    });
  };
  return create<State>()(
    immer((set, get) => {
      /** Sets the error message (bounded: a message never carries a file's contents whole). */
      const fail = (text: string): false => {
        set((d) => {
          d.message = { kind: 'error', text: clip(text) };
        });
        return false;
      };
      const onStatus = (change: Partial<StorageStatus>): void => {
        const cur = get().storage;
        if (Object.entries(change).every(([k, v]) => cur[k as keyof StorageStatus] === v)) return;
        set({ storage: { ...cur, ...change } });
      };
      /** A writer's status reports count only while its game is the open one (an old game's late write does not). */
      const depsFor = (game: GameMeta) => ({
        db: db(),
        schedule: cfg.deferWrite,
        onStatus: (change: Partial<StorageStatus>) => {
          if (base === game) onStatus(change);
        },
      });

      /** Results worked out ahead of a click (prefetch), for the session they were made in. */
  let ahead: { from: Session; results: Map<A, Session> } | null = null;
  /** How many actions' results are kept ahead (the last ones pointed at). */
  const AHEAD = 4;

  /** Swaps in a new session (and clears any message); the one place a game changes. */
      const install = (session: Session, message: StoreMessage | null = null): true => {
        freezeSession(session);
        // Journal first (synchronous, tiny): the action is kept even if rendering it crashes.
        if (writer && base) writer.update(session.actions, metaFor(session, base));
        // A plain partial state, not an immer recipe: nothing to draft, the session is frozen.
        set({ session, screen: 'game', message });
        return true;
      };

      /** Opens a session as the current game with a record of its own (new, or the one it came from). */
      const open = (session: Session, meta: GameMeta, stored: number, message: StoreMessage | null): true => {
        leaveGame();
        freezeSession(session);
        base = meta;
        set({ session, screen: 'game', message, highlight: [], gameId: meta.id, storage: STORAGE_OK, handOver: handOverSetting(meta.handOver), seats: seatHolders(meta.seats) });
        writer = new GameWriter(stored === session.actions.length && stored > 0 ? meta : metaFor(session, meta), session.actions, stored, depsFor(meta));
        return true;
      };

      /** A new record's list entry. */
      const newMeta = (session: Session, origin: 'new' | 'import', handOver: HandOverSetting = DEFAULT_HAND_OVER, seats: SeatHolders = NO_COMPUTER, created = now()): GameMeta => ({
        id: (cfg.newId ?? randomId)(),
        system: session.system,
        scenario: session.scenario,
        seed: session.seed,
        options: (session.options ?? {}) as Record<string, unknown>,
        ...(cfg.mode ? { mode: safe(() => cfg.mode!(session), undefined) } : {}),
        created,
        lastPlayed: created,
        actionCount: session.actions.length,
        origin,
        handOver,
        ...(Object.keys(seats).length ? { seats: { ...seats } } : {}),
      });

      return {
        screen: 'title',
        session: null,
        message: null,
        highlight: [],
        gameId: null,
        storage: STORAGE_OK,
        handOver: DEFAULT_HAND_OVER,
        seats: NO_COMPUTER,

        newGame(req) {
          const known = cfg.system.scenarios.find((s) => s.id === req.scenario);
          if (!known) {
            const playable = cfg.system.scenarios.filter((s) => s.playable).map((s) => s.id);
            return fail(`Unknown scenario "${req.scenario}": this version plays ${playable.join(', ') || 'no scenario'}.`);
          }
          if (!known.playable) return fail(`The scenario "${known.name}" (${known.rule}) is not playable in this version.`);
          const r = startSession(cfg, { scenario: req.scenario, seed: req.seed, options: req.options });
          if (!r.ok) return fail(r.error);
          const meta = newMeta(r.value, 'new', handOverSetting(req.handOver), seatHolders(req.seats));
          open(r.value, meta, 0, null);
          lockNew(meta.id);
          return true;
        },

        act(action) {
          const session = get().session;
          if (!session) return fail('No game is in progress.');
          const ready = ahead?.from === session ? ahead.results.get(action) : undefined;
          ahead = null;
          if (ready) return install(ready);
          const r = stepSession(cfg, session, action);
          if (!r.ok) return fail(r.error);
          return install(r.value.redo.length ? withRedo(r.value, []) : r.value);
        },

        prefetch(action) {
          const session = get().session;
          if (!session) return;
          if (ahead?.from !== session) ahead = { from: session, results: new Map() };
          const results = ahead.results;
          if (results.has(action)) return;
          const r = stepSession(cfg, session, action);
          if (!r.ok) return;
          const next = r.value.redo.length ? withRedo(r.value, []) : r.value;
          freezeSession(next);
          // The position's legal list (the engines keep it by position): the screen reads it first.
          safe(() => cfg.system.legalActions(next.state), null);
          if (cfg.warm) safe(() => cfg.warm!(next.state), null);
          if (results.size >= AHEAD) results.delete(results.keys().next().value as A);
          results.set(action, next);
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

        async resumeGame(id, pacing) {
          if (base?.id === id && get().session) return true; // already open here
          writer?.flush();
          const free = await lockGame(id);
          if (!free) return fail('This game is open in another tab or window: go on playing it there, or close it there first.');
          const found = await loadGame(id, db());
          if (!found.ok) {
            free();
            return fail(found.error);
          }
          const { record, stored } = found.game;
          const save: SaveFile = {
            format: 'commentarii-save',
            version: 1,
            system: record.meta.system as SaveFile['system'],
            scenario: record.meta.scenario,
            seed: record.meta.seed,
            options: record.meta.options,
            actions: record.actions,
          };
          const r = await sessionFromSavePaced(cfg, save, pacing);
          if (!r.ok) {
            free();
            return fail(`This game cannot be resumed: ${r.error.replace(/^[A-Z](?=[a-z ])/, (c) => c.toLowerCase())}`);
          }
          open(r.value, record.meta, stored, null);
          unlock = free;
          return true;
        },

        exportSave(label) {
          const session = get().session;
          if (!session) {
            fail('No game is in progress, so there is nothing to save.');
            return '';
          }
          const secret = cfg.pendingSecret?.(session.state);
          if (secret) {
            fail(`Export waits: ${secret.reason} (${secret.rule}); a save file would show it.`);
            return '';
          }
          const seats = get().seats;
          return serializeSave({ ...sessionToSave(session, { savedAt: now(), label: label ?? cfg.label?.(session) }), ...(Object.keys(seats).length ? { seats } : {}) });
        },

        async importSave(text, pacing) {
          const parsed = parseSave(text, parseOpts());
          if (!parsed.ok) return fail(parsed.error);
          const r = await sessionFromSavePaced(cfg, parsed.save, pacing);
          if (!r.ok) return fail(r.error);
          const n = parsed.save.actions.length;
          const meta = newMeta(r.value, 'import', DEFAULT_HAND_OVER, seatHolders(parsed.save.seats));
          if (parsed.save.label !== undefined) meta.label = parsed.save.label;
          open(r.value, meta, 0, { kind: 'info', text: `Game loaded: ${n} action${n === 1 ? '' : 's'} replayed.` });
          lockNew(meta.id);
          return true;
        },

        flushSave: () => writer?.flush(),
        whenSaved: () => writer?.whenIdle() ?? Promise.resolve(),

        dismissMessage() {
          set((d) => {
            d.message = null;
          });
        },

        quitToTitle() {
          leaveGame();
          set((d) => {
            d.screen = 'title';
            d.session = null;
            d.message = null;
            d.highlight = [];
            d.gameId = null;
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

        setHandOver(v) {
          const session = get().session;
          if (!session || get().handOver === v) return;
          set({ handOver: v });
          if (!base) return;
          // Changed in place: the writer's status reports are tied to this object (depsFor).
          base.handOver = v;
          writer?.update(session.actions, metaFor(session, base));
        },

        setSeat(seat, holder) {
          const session = get().session;
          if (!session) return;
          const seats = withSeat(get().seats, seat, holder);
          if (JSON.stringify(seats) === JSON.stringify(get().seats)) return;
          set({ seats });
          if (!base) return;
          // Changed in place, as the hand-over setting is (the writer's status reports are tied to it).
          if (Object.keys(seats).length) base.seats = { ...seats };
          else delete base.seats;
          writer?.update(session.actions, metaFor(session, base));
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
