/**
 * The write-ahead journal: what a game has that IndexedDB may not have yet, in localStorage.
 *
 * Why: an IndexedDB transaction is asynchronous, and one still open when the page dies (reload,
 * tab closed, renderer crash right after a click) is lost. localStorage is synchronous: once
 * `setItem` returns, the browser holds the value, whatever happens to the page next. So each
 * change of a game is first written here, at once, in the click, then to IndexedDB after the frame
 * is painted; when IndexedDB confirms, the entry shrinks or goes. On the next load, entries still
 * here are applied to IndexedDB (`reconcile`), then removed.
 *
 * One key per game (`commentarii.journal.v1.<id>`), so tabs and games never overwrite each other's
 * entries. An entry says: the game's actions are the first `k` actions stored in IndexedDB followed
 * by `tail`, and its meta is `meta`. Usually `tail` is the one action of the click and the entry
 * a few hundred bytes (well under a millisecond to write); it only holds a whole game while its
 * record is not yet in IndexedDB (a game just started or loaded from a file), or while IndexedDB
 * fails.
 */
import { isGameMeta, type GameDb, type GameMeta, type GameRecord } from './gameDb';

export const JOURNAL_PREFIX = 'commentarii.journal.v1.';

export interface JournalEntry {
  k: number;
  tail: unknown[];
  meta: GameMeta;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function storage(): StorageLike | null {
  const s = (globalThis as { localStorage?: StorageLike }).localStorage;
  return s && typeof s.getItem === 'function' ? s : null;
}

/** Writes a game's entry; throws when localStorage is missing, full or refuses (the caller reports it). */
export function writeJournal(entry: JournalEntry): void {
  const s = storage();
  if (!s) throw new Error('localStorage is not available');
  s.setItem(JOURNAL_PREFIX + entry.meta.id, JSON.stringify(entry));
}

/** Removes a game's entry; never throws. */
export function clearJournal(id: string): void {
  try {
    storage()?.removeItem(JOURNAL_PREFIX + id);
  } catch {
    /* nothing to clear where there is no storage */
  }
}

const isEntry = (v: unknown): v is JournalEntry => {
  if (!v || typeof v !== 'object') return false;
  const e = v as Partial<JournalEntry>;
  return Number.isInteger(e.k) && (e.k as number) >= 0 && Array.isArray(e.tail) && isGameMeta(e.meta);
};

/** One game's entry and its raw text (to remove it only if unchanged), or null. Never throws. */
export function readJournal(id: string): { entry: JournalEntry; raw: string } | null {
  try {
    const raw = storage()?.getItem(JOURNAL_PREFIX + id);
    if (typeof raw !== 'string') return null;
    const entry: unknown = JSON.parse(raw);
    return isEntry(entry) && entry.meta.id === id ? { entry, raw } : null;
  } catch {
    return null;
  }
}

/** The ids of every game with a journal entry. Never throws. */
export function journalIds(): string[] {
  try {
    const s = storage();
    if (!s) return [];
    const ids: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key?.startsWith(JOURNAL_PREFIX)) ids.push(key.slice(JOURNAL_PREFIX.length));
    }
    return ids;
  } catch {
    return [];
  }
}

/** Removes the entry only if it is still `raw` (another tab or a later click may have replaced it). */
export function clearJournalIfUnchanged(id: string, raw: string): void {
  try {
    const s = storage();
    if (s?.getItem(JOURNAL_PREFIX + id) === raw) s.removeItem(JOURNAL_PREFIX + id);
  } catch {
    /* keep it: the next load tries again */
  }
}

/**
 * A game as the journal and the database hold it together: the database's first `k` actions and
 * the journal's tail. Null when neither knows the game, or when the journal needs actions the
 * database lacks (`k` past its end: never written by this app, so the entry is not trusted).
 */
export function mergeJournal(stored: GameRecord | null, entry: JournalEntry | null): GameRecord | null {
  if (!entry) return stored;
  const have = stored?.actions.length ?? 0;
  if (entry.k > have) return stored;
  return { meta: { ...entry.meta, actionCount: entry.k + entry.tail.length }, actions: [...(stored?.actions.slice(0, entry.k) ?? []), ...entry.tail] };
}

/**
 * Applies one game's journal entry to the database, then removes the entry. Resolves to the game
 * as it now stands (null when unknown); rejects when the database fails (the entry then stays).
 */
export async function reconcileGame(db: GameDb, id: string): Promise<GameRecord | null> {
  const found = readJournal(id);
  const stored = await db.load(id);
  if (!found) return stored;
  const merged = mergeJournal(stored, found.entry);
  if (merged && merged !== stored) await db.write(merged.meta, found.entry.k, found.entry.tail);
  clearJournalIfUnchanged(id, found.raw);
  return merged;
}

/** Applies every journal entry to the database (on load, before listing games). Never throws. */
export async function reconcileAll(db: GameDb): Promise<{ applied: number; failed: number }> {
  let applied = 0;
  let failed = 0;
  for (const id of journalIds()) {
    try {
      await reconcileGame(db, id);
      applied++;
    } catch {
      failed++;
    }
  }
  return { applied, failed };
}
