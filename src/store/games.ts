/**
 * The games in progress as the title screen sees them: list, load, delete. No engine imports.
 * Each reads the database and the journal together, so a game whose last actions are still only
 * in the journal is listed and resumed with them, and one that IndexedDB never got (IndexedDB
 * failing, localStorage working) is still listed from the journal alone.
 */
import { appGameDb, storageProblem, type GameDb, type GameMeta, type GameRecord } from './gameDb';
import { clearJournal, clearJournalIfUnchanged, journalIds, mergeJournal, readJournal, reconcileAll } from './journal';
import { migrateOldAutosave } from './migrate';

export type GameList = { ok: true; games: GameMeta[] } | { ok: false; games: GameMeta[]; problem: string };

/** Runs on the title screen: migrates an old autosave, applies leftover journal entries. Never throws. */
export async function prepareGames(db: GameDb = appGameDb()): Promise<void> {
  try {
    await migrateOldAutosave(db);
  } catch {
    /* the database fails: `listGames` says so */
  }
  await reconcileAll(db);
}

const byLastPlayed = (a: GameMeta, b: GameMeta): number => (a.lastPlayed < b.lastPlayed ? 1 : a.lastPlayed > b.lastPlayed ? -1 : 0);

/** Every game, last played first. When the database fails, the games the journal alone holds. */
export async function listGames(db: GameDb = appGameDb()): Promise<GameList> {
  const byId = new Map<string, GameMeta>();
  let problem: string | null = null;
  try {
    for (const m of await db.list()) byId.set(m.id, m);
  } catch (e) {
    problem = storageProblem(e);
  }
  for (const id of journalIds()) {
    const j = readJournal(id);
    if (!j) continue;
    // A journal entry that needs stored actions the database does not have is not a game we can show.
    const stored = byId.get(id);
    if (!stored && j.entry.k > 0) continue;
    if (stored && j.entry.k > stored.actionCount) continue;
    byId.set(id, { ...j.entry.meta, actionCount: j.entry.k + j.entry.tail.length });
  }
  const games = [...byId.values()].sort(byLastPlayed);
  return problem === null ? { ok: true, games } : { ok: false, games, problem };
}

export interface LoadedGame {
  record: GameRecord;
  /** How many of its first actions the database holds (the rest are only in the journal). */
  stored: number;
}

/** One game, with its journal applied (and written to the database when it can be). */
export async function loadGame(id: string, db: GameDb = appGameDb()): Promise<{ ok: true; game: LoadedGame } | { ok: false; error: string }> {
  let stored: GameRecord | null = null;
  let failure: unknown = null;
  try {
    stored = await db.load(id);
  } catch (e) {
    failure = e;
  }
  const j = readJournal(id);
  const record = mergeJournal(stored, j?.entry ?? null);
  if (!record) {
    return { ok: false, error: failure ? `The saved game cannot be read: ${storageProblem(failure)}.` : 'This game is no longer stored in this browser.' };
  }
  let inDb = record === stored ? record.actions.length : stored ? j!.entry.k : 0;
  if (record !== stored && !failure) {
    try {
      await db.write(record.meta, j!.entry.k, j!.entry.tail);
      clearJournalIfUnchanged(id, j!.raw);
      inDb = record.actions.length;
    } catch {
      /* still in the journal; the store writes it again with the next action */
    }
  }
  return { ok: true, game: { record, stored: inDb } };
}

/** Deletes a game: its journal entry and its record. */
export async function deleteGame(id: string, db: GameDb = appGameDb()): Promise<{ ok: true } | { ok: false; error: string }> {
  clearJournal(id);
  try {
    await db.remove(id);
    return { ok: true };
  } catch (e) {
    return { ok: false, error: `The game could not be deleted: ${storageProblem(e)}.` };
  }
}
