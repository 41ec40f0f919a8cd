/**
 * Games in progress, one record per game, many side by side, in an IndexedDB database of our own
 * (idb-keyval's `createStore`: database "commentarii-games", object store "games").
 *
 * Layout (so an action is appended, never the whole game rewritten):
 *   key `id` (a string)        → the game's `GameMeta` (setup and what the title screen lists)
 *   key `[id, i]` (an array)   → action number i (0-based) of that game
 * IndexedDB orders every string before every array, so all metas are the keys below `[]`, and
 * one game's actions are the keys from `[id, 0]` to `[id, Infinity]`.
 *
 * `write` puts the meta, the new actions and deletes any actions past the new length in ONE
 * transaction: a record is never left half-written. No engine imports: the title screen lists,
 * deletes and migrates games without loading the rules.
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';

/** What the title screen lists about a game, and its setup. System-neutral: it names its system. */
export interface GameMeta {
  id: string;
  system: string;
  scenario: string;
  seed: string;
  options: Record<string, unknown>;
  /** How it is played, in words ("Solo, Gallic decisions automatic"); absent for migrated games. */
  mode?: string;
  /** Where the game stands, e.g. "The Pacification of Aquitania — May 56 BC". */
  label?: string;
  /** ISO times. */
  created: string;
  lastPlayed: string;
  actionCount: number;
  /** The game has ended (it stays listed, marked finished, until deleted). */
  finished?: boolean;
  /** How the record began. */
  origin?: 'new' | 'import' | 'migrated';
  /** Hotseat: when the screen is handed over (handOverSetting.ts); absent: the default. */
  handOver?: string;
  /** Who is to act, in words ("The Gallic player to act"); absent once finished and for older records. */
  toAct?: string;
  /** The seats the computer holds, with its level (seatHolders.ts); absent (older records): all persons. */
  seats?: Record<string, string>;
}

/** True for a meta the title screen can show and the store can resume (records are checked on reading). */
export function isGameMeta(v: unknown): v is GameMeta {
  if (!v || typeof v !== 'object') return false;
  const m = v as Partial<GameMeta>;
  return (
    typeof m.id === 'string' &&
    typeof m.system === 'string' &&
    typeof m.scenario === 'string' &&
    typeof m.seed === 'string' &&
    typeof m.options === 'object' &&
    m.options !== null &&
    !Array.isArray(m.options) &&
    typeof m.created === 'string' &&
    typeof m.lastPlayed === 'string' &&
    Number.isInteger(m.actionCount) &&
    (m.label === undefined || typeof m.label === 'string') &&
    (m.mode === undefined || typeof m.mode === 'string') &&
    (m.handOver === undefined || typeof m.handOver === 'string') &&
    (m.toAct === undefined || typeof m.toAct === 'string') &&
    (m.seats === undefined || (typeof m.seats === 'object' && m.seats !== null && !Array.isArray(m.seats)))
  );
}

export interface GameRecord {
  meta: GameMeta;
  actions: unknown[];
}

/** The storage of game records; `idbGameDb` in the app, any other implementation in tests. */
export interface GameDb {
  /** Every game's meta (any order). */
  list(): Promise<GameMeta[]>;
  /** One game, or null when there is no such record. */
  load(id: string): Promise<GameRecord | null>;
  /**
   * Makes the record's actions `[...actions[0, from), ...tail]` and its meta `meta`, atomically:
   * writes `tail` at indices from…, deletes every action at `from + tail.length` or after.
   */
  write(meta: GameMeta, from: number, tail: readonly unknown[]): Promise<void>;
  remove(id: string): Promise<void>;
}

const errorText = (e: unknown): string => {
  if (e && typeof e === 'object' && 'name' in e && typeof (e as { name: unknown }).name === 'string') {
    const { name, message } = e as { name: string; message?: unknown };
    return typeof message === 'string' && message && !message.startsWith(name) ? `${name}: ${message}` : name;
  }
  return e instanceof Error ? e.message : String(e);
};

/** A short, readable reason why storage failed (bounded: it is shown to the player). */
export function storageProblem(e: unknown): string {
  const text = errorText(e);
  if (/quota/i.test(text)) return 'the browser storage is full';
  if (/indexedDB is not defined|not available|SecurityError|InvalidStateError/i.test(text)) return 'the browser does not allow this page to store data';
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

export function idbGameDb(dbName = 'commentarii-games', storeName = 'games'): GameDb {
  let use: UseStore | null = null;
  // idb-keyval opens the database on first use and throws at once when IndexedDB is missing:
  // turn every synchronous throw into a rejected promise.
  const run = <T>(mode: IDBTransactionMode, body: (s: IDBObjectStore) => T | PromiseLike<T>): Promise<T> => {
    try {
      use ??= createStore(dbName, storeName);
      return use(mode, body);
    } catch (e) {
      return Promise.reject(e);
    }
  };
  const actionRange = (id: string, from = 0) => IDBKeyRange.bound([id, from], [id, Infinity]);

  return {
    list: () => run('readonly', async (s) => ((await promisifyRequest(s.getAll(IDBKeyRange.upperBound([], true)))) as unknown[]).filter(isGameMeta)),

    load: (id) =>
      run('readonly', async (s) => {
        const [meta, actions] = await Promise.all([promisifyRequest(s.get(id)) as Promise<unknown>, promisifyRequest(s.getAll(actionRange(id))) as Promise<unknown[]>]);
        return isGameMeta(meta) ? { meta, actions } : null;
      }),

    write: (meta, from, tail) =>
      run('readwrite', (s) => {
        s.put(meta, meta.id);
        tail.forEach((a, i) => s.put(a, [meta.id, from + i]));
        s.delete(actionRange(meta.id, from + tail.length));
        return promisifyRequest(s.transaction);
      }),

    remove: (id) =>
      run('readwrite', (s) => {
        s.delete(id);
        s.delete(actionRange(id));
        return promisifyRequest(s.transaction);
      }),
  };
}

let appDb: GameDb | null = null;
/** The app's database (one per page). */
export function appGameDb(): GameDb {
  appDb ??= idbGameDb();
  return appDb;
}
