/**
 * Who holds each seat belongs to the game: chosen with it, kept in its record and its save file,
 * changed by a take-over, and back with it on resume or load; games and files from before the
 * field are all persons; a malformed list is refused by the save check, never half-read.
 */
import { describe, expect, it } from 'vitest';
import { useToyStores } from './__fixtures__/toyStore';
import { isGameMeta } from './gameDb';
import { listGames } from './games';
import { AUTOSAVE_KEY, migrateOldAutosave, MIGRATED_ID } from './migrate';
import { parseSave, serializeSave, type SaveFile } from './saves';
import { computerAt, seatHolders, withSeat } from './seatHolders';

const bench = useToyStores();
const makeStore = () => bench.makeStore();

const base: SaveFile = { format: 'commentarii-save', version: 1, system: 'bellum', scenario: 'duel', seed: 's', options: {}, actions: [{ t: 'inc', by: 1 }] };

describe('seat holders', () => {
  it('keep only the computer seats; anything malformed or absent reads as all persons', () => {
    expect(seatHolders({ red: 'person', blue: 'hard' })).toEqual({ blue: 'hard' });
    expect(seatHolders(undefined)).toEqual({});
    expect(seatHolders({ blue: 'grandmaster' })).toEqual({});
    expect(seatHolders(['hard'])).toEqual({});
    const h = withSeat(withSeat({}, 'blue', 'easy'), 'red', 'normal');
    expect(computerAt(h, 'blue')).toBe('easy');
    expect(computerAt(withSeat(h, 'blue', 'person'), 'blue')).toBeNull();
    expect(computerAt(h, 'toString')).toBeNull();
    expect(computerAt(h, null)).toBeNull();
  });

  it('are chosen with a game, kept in its record, changed by a take-over and resumed with it', async () => {
    const store = makeStore();
    expect(store.getState().newGame({ scenario: 'duel', seed: 'a', options: {}, seats: { red: 'person', blue: 'normal' } })).toBe(true);
    const id = store.getState().gameId!;
    expect(store.getState().seats).toEqual({ blue: 'normal' });
    await store.getState().whenSaved();
    expect((await bench.db().load(id))?.meta.seats).toEqual({ blue: 'normal' });
    expect((await listGames(bench.db())).games.find((g) => g.id === id)?.seats).toEqual({ blue: 'normal' });
    store.getState().quitToTitle();

    const other = makeStore();
    expect(await other.getState().resumeGame(id)).toBe(true);
    expect(other.getState().seats).toEqual({ blue: 'normal' });
    // Take over: the seat becomes a person's, in the record too.
    other.getState().setSeat('blue', 'person');
    expect(other.getState().seats).toEqual({});
    await other.getState().whenSaved();
    const meta = (await bench.db().load(id))?.meta;
    expect(meta?.seats).toBeUndefined();
    expect(isGameMeta(meta)).toBe(true);
    // A new game that names no seats is all persons, whatever the last one had.
    other.getState().setSeat('red', 'hard');
    expect(other.getState().newGame({ scenario: 'duel', seed: 'b', options: {} })).toBe(true);
    expect(other.getState().seats).toEqual({});
  });

  it('go into the save file and come back from it; a file without them is all persons', async () => {
    const store = makeStore();
    expect(store.getState().newGame({ scenario: 'duel', seed: 'a', options: {}, seats: { red: 'hard' } })).toBe(true);
    expect(store.getState().act({ t: 'inc', by: 2 })).toBe(true);
    const text = store.getState().exportSave();
    expect(JSON.parse(text).seats).toEqual({ red: 'hard' });
    expect(await store.getState().importSave(serializeSave(base))).toBe(true);
    expect(store.getState().seats).toEqual({});
    expect(await store.getState().importSave(text)).toBe(true);
    expect(store.getState().seats).toEqual({ red: 'hard' });
    expect(store.getState().session?.actions).toHaveLength(1);
  });

  it('a malformed list in a file is refused with a sentence naming it', () => {
    const bad = (seats: unknown) => {
      const r = parseSave(JSON.stringify({ ...base, seats }));
      return r.ok ? 'accepted' : r.error;
    };
    expect(bad({ red: 'grandmaster' })).toMatch(/"seats".*"red".*not person, easy, normal or hard/);
    expect(bad('hard')).toMatch(/"seats"\) is not an object of seats/);
    expect(bad(Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`s${i}`, 'easy'])))).toMatch(/9 seats/);
    const ok = parseSave(JSON.stringify({ ...base, seats: { red: 'person', blue: 'easy' } }));
    expect(ok.ok && ok.save.seats).toEqual({ blue: 'easy' });
  });

  it('an old autosave is migrated as all persons', async () => {
    bench.storage().setItem(AUTOSAVE_KEY, serializeSave(base));
    expect(await migrateOldAutosave(bench.db())).toBe('migrated');
    const meta = (await bench.db().load(MIGRATED_ID))?.meta;
    expect(meta?.seats).toBeUndefined();
    expect(seatHolders(meta?.seats)).toEqual({});
  });
});
