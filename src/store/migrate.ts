/**
 * Moves the single autosave of earlier versions (localStorage `commentarii.autosave.v1`) into the
 * game database, once. The record gets a fixed id, so a page that dies between writing the record
 * and removing the old key does not import the game a second time on the next load: a record with
 * that id is never overwritten (the player may have played on since), the old key is just removed.
 */
import type { GameDb, GameMeta } from './gameDb';
import { parseSave } from './saves';

export const AUTOSAVE_KEY = 'commentarii.autosave.v1';
export const MIGRATED_ID = 'migrated-autosave-v1';

type StorageLike = Pick<Storage, 'getItem' | 'removeItem'>;
const storage = (): StorageLike | null => {
  const s = (globalThis as { localStorage?: StorageLike }).localStorage;
  return s && typeof s.getItem === 'function' ? s : null;
};

export type MigrationResult = 'none' | 'migrated' | 'already' | 'unreadable';

/**
 * Migrates the old autosave if there is one. An autosave that is not a valid save file is left
 * where it is ('unreadable': never destroy what we cannot read). Rejects when the database fails
 * (the old autosave then stays, to be migrated on a later load).
 */
export async function migrateOldAutosave(db: GameDb, now: () => string = () => new Date().toISOString()): Promise<MigrationResult> {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(AUTOSAVE_KEY);
  } catch {
    return 'none';
  }
  if (typeof text !== 'string') return 'none';
  const parsed = parseSave(text);
  if (!parsed.ok) return 'unreadable';
  const existing = await db.load(MIGRATED_ID);
  if (!existing) {
    const save = parsed.save;
    const when = save.savedAt ?? now();
    const meta: GameMeta = {
      id: MIGRATED_ID,
      system: save.system,
      scenario: save.scenario,
      seed: save.seed,
      options: save.options,
      ...(save.label !== undefined ? { label: save.label } : {}),
      // The old autosave predates computer seats: all persons, unless the file says otherwise.
      ...(save.seats ? { seats: { ...save.seats } } : {}),
      created: when,
      lastPlayed: when,
      actionCount: save.actions.length,
      origin: 'migrated',
    };
    await db.write(meta, 0, save.actions);
  }
  try {
    storage()?.removeItem(AUTOSAVE_KEY);
  } catch {
    /* the fixed id keeps it from being imported twice */
  }
  return existing ? 'already' : 'migrated';
}
