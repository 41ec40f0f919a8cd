/**
 * Games in the database, through the store: many side by side, every action appended, undo
 * stored, nothing lost when the page dies between the click and the database, the old autosave
 * migrated once, storage failures reported while play goes on.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshStorage, failingDb, holdingDb } from './__fixtures__/gameDbFixture';
import { installStorage, toySystem, type FakeStorage, type ToyAction, type ToyOptions, type ToySide, type ToyState } from './__fixtures__/toySystem';
import { idbGameDb, type GameDb } from './gameDb';
import { createGameStore, type GameStoreConfig } from './gameStore';
import { deleteGame, listGames, loadGame, prepareGames } from './games';
import { JOURNAL_PREFIX, journalIds } from './journal';
import { AUTOSAVE_KEY, MIGRATED_ID } from './migrate';
import { serializeSave } from './saves';

const inc = (by = 1): ToyAction => ({ t: 'inc', by });
const ROLL: ToyAction = { t: 'roll' };
const PASS: ToyAction = { t: 'pass' };

let ls: FakeStorage;
let db: GameDb;
let ids = 0;
beforeEach(() => {
  ls = freshStorage();
  db = idbGameDb();
  ids = 0;
});
afterEach(() => installStorage(undefined));

function makeStore(over: Partial<GameStoreConfig<ToyState, ToyAction, ToySide, ToyOptions>> = {}) {
  return createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({
    system: toySystem,
    defaultViewer: 'red',
    reveals: (a, b) => a.rng !== b.rng,
    now: () => `2026-03-04T05:06:${String(10 + ids).padStart(2, '0')}.000Z`,
    label: (s) => `count ${s.state.count}`,
    mode: () => 'Toy mode',
    db,
    newId: () => `game-${++ids}`,
    ...over,
  });
}
type Store = ReturnType<typeof makeStore>;

function play(store: Store, seed: string, actions: ToyAction[]): string {
  expect(store.getState().newGame({ scenario: 'duel', seed, options: {} })).toBe(true);
  for (const a of actions) expect(store.getState().act(a)).toBe(true);
  return store.getState().gameId!;
}
const stored = async (id: string) => (await db.load(id))?.actions;

describe('many games side by side', () => {
  it('each new game and each loaded file gets a record of its own; none replaces another', async () => {
    const store = makeStore();
    const a = play(store, 'a', [inc(), inc(2)]);
    const text = store.getState().exportSave();
    const b = play(store, 'b', [inc(), ROLL]);
    expect(await store.getState().importSave(text)).toBe(true);
    const c = store.getState().gameId!;
    await store.getState().whenSaved();
    expect(new Set([a, b, c]).size).toBe(3);
    expect(await stored(a)).toEqual([inc(), inc(2)]);
    expect(await stored(b)).toEqual([inc(), ROLL]);
    expect(await stored(c)).toEqual([inc(), inc(2)]);
    const list = await listGames(db);
    expect(list.ok).toBe(true);
    expect(list.games.map((g) => [g.id, g.seed, g.actionCount, g.label, g.mode, g.origin])).toEqual([
      [c, 'a', 2, 'count 3', 'Toy mode', 'import'],
      [b, 'b', 2, expect.stringMatching(/^count /), 'Toy mode', 'new'],
      [a, 'a', 2, 'count 3', 'Toy mode', 'new'],
    ]);
  });

  it('resumes each game at its own position, and play goes on in that record only', async () => {
    const store = makeStore();
    const a = play(store, 'a', [inc(), inc(2), PASS]);
    const stateA = store.getState().session!.state;
    const b = play(store, 'b', [ROLL]);
    store.getState().quitToTitle();
    await store.getState().whenSaved();

    const other = makeStore();
    expect(await other.getState().resumeGame(a)).toBe(true);
    expect(other.getState().session!.state).toEqual(stateA);
    expect(other.getState().gameId).toBe(a);
    other.getState().act(inc());
    await other.getState().whenSaved();
    expect(await stored(a)).toEqual([inc(), inc(2), PASS, inc()]);
    expect(await stored(b)).toEqual([ROLL]);
    expect(await other.getState().resumeGame(b)).toBe(true);
    expect(other.getState().session!.actions).toEqual([ROLL]);
  });

  it('a finished game stays listed, marked finished', async () => {
    const store = makeStore();
    expect(store.getState().newGame({ scenario: 'duel', seed: 'f', options: { goal: 3 } })).toBe(true);
    store.getState().act(inc(2));
    store.getState().act(inc(2));
    await store.getState().whenSaved();
    const [g] = (await listGames(db)).games;
    expect(g.finished).toBe(true);
    expect(g.options).toEqual({ goal: 3 });
  });

  it('deletes one game and leaves the others', async () => {
    const store = makeStore();
    const a = play(store, 'a', [inc()]);
    const b = play(store, 'b', [inc(2), inc()]);
    await store.getState().whenSaved();
    expect(await deleteGame(a, db)).toEqual({ ok: true });
    expect(await db.load(a)).toBeNull();
    expect((await listGames(db)).games.map((g) => g.id)).toEqual([b]);
    const r = await loadGame(a, db);
    expect(r).toEqual({ ok: false, error: 'This game is no longer stored in this browser.' });
    expect(await store.getState().resumeGame(a)).toBe(false);
    expect(store.getState().message?.text).toBe('This game is no longer stored in this browser.');
    expect(store.getState().gameId).toBe(b);
  });
});

describe('damaged data is never shown or resumed', () => {
  it('a record or journal entry without a proper meta is left out of the list and not resumed', async () => {
    const store = makeStore();
    const good = play(store, 'ok', [inc()]);
    await store.getState().whenSaved();
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('commentarii-games');
      req.onsuccess = () => {
        const tx = req.result.transaction('games', 'readwrite');
        tx.objectStore('games').put({ id: 'broken', system: 'bellum' }, 'broken');
        tx.objectStore('games').put({ t: 'inc', by: 1 }, ['broken', 0]);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
    });
    ls.map.set(JOURNAL_PREFIX + 'junk', '{"k":0,"tail":[],"meta":{"id":"junk"}}');
    ls.map.set(JOURNAL_PREFIX + 'notjson', '{"k":');
    expect((await listGames(db)).games.map((g) => g.id)).toEqual([good]);
    expect(await makeStore().getState().resumeGame('broken')).toBe(false);
  });
});

describe('every change is stored: the record equals the session', () => {
  it('after act, undo, redo and a new action after an undo', async () => {
    const store = makeStore();
    const id = play(store, 's', []);
    const check = async () => {
      await store.getState().whenSaved();
      expect(await stored(id)).toEqual(store.getState().session!.actions);
      expect((await db.load(id))!.meta.actionCount).toBe(store.getState().session!.actions.length);
    };
    const steps: (() => boolean)[] = [
      () => store.getState().act(inc()),
      () => store.getState().act(inc(2)),
      () => store.getState().act(inc()),
      () => store.getState().undo(),
      () => store.getState().undo(),
      () => store.getState().redo(),
      () => store.getState().act(inc(2)),
      () => store.getState().act(ROLL),
      () => store.getState().act(inc()),
      () => store.getState().undo(),
    ];
    for (const step of steps) {
      expect(step()).toBe(true);
      await check();
    }
    expect(store.getState().session!.actions).toEqual([inc(), inc(2), inc(2), ROLL]);
    expect(journalIds()).toEqual([]);
  });

  it('appends: a write sends only the actions the record lacks', async () => {
    const writes: { from: number; n: number }[] = [];
    const inner = idbGameDb();
    db = { ...inner, write: (m, from, tail) => (writes.push({ from, n: tail.length }), inner.write(m, from, tail)) };
    const store = makeStore();
    play(store, 's', []);
    for (let i = 0; i < 5; i++) {
      store.getState().act(inc());
      await store.getState().whenSaved();
    }
    store.getState().undo();
    await store.getState().whenSaved();
    expect(writes).toEqual([{ from: 0, n: 0 }, ...[0, 1, 2, 3, 4].map((from) => ({ from, n: 1 })), { from: 4, n: 0 }]);
  });

  it('changes made while a write is in flight follow in one more write', async () => {
    const queue: (() => void)[] = [];
    const store = makeStore({ deferWrite: (w) => queue.push(w) });
    const id = play(store, 's', [inc(), inc(2)]);
    expect(queue).toHaveLength(1);
    expect(await db.load(id)).toBeNull(); // nothing written in the click…
    expect(ls.map.has(JOURNAL_PREFIX + id)).toBe(true); // …but the journal has it all
    queue.splice(0).forEach((w) => w());
    store.getState().act(ROLL);
    store.getState().undo(); // refused: ROLL is irreversible
    store.getState().act(inc());
    queue.splice(0).forEach((w) => w());
    await store.getState().whenSaved();
    expect(await stored(id)).toEqual([inc(), inc(2), ROLL, inc()]);
    expect(journalIds()).toEqual([]);
  });
});

describe('the journal: a click is never lost when the page dies before the database commits', () => {
  it('a reload right after clicks (writes never committed) loses nothing', async () => {
    const holding = holdingDb(idbGameDb());
    db = holding;
    const store = makeStore();
    const id = play(store, 's', [inc(), ROLL]);
    await store.getState().whenSaved();
    holding.hold = true; // from here on, the page "dies" before any transaction commits
    store.getState().act(PASS);
    store.getState().act(inc(2));
    store.getState().undo();
    store.getState().act(inc());
    expect(holding.held).toBeGreaterThan(0);
    const want = store.getState().session!;
    const raw = ls.map.get(JOURNAL_PREFIX + id)!;
    expect(raw.length).toBeLessThan(600); // a few hundred bytes
    expect(JSON.parse(raw)).toMatchObject({ k: 2, tail: [PASS, inc()] });

    // The next page load: a new database connection, the same storage.
    db = idbGameDb();
    expect(await stored(id)).toEqual([inc(), ROLL]);
    expect((await listGames(db)).games[0].actionCount).toBe(4); // listed with the journal's actions
    await prepareGames(db);
    expect(await stored(id)).toEqual([inc(), ROLL, PASS, inc()]);
    expect(journalIds()).toEqual([]);
    const next = makeStore();
    expect(await next.getState().resumeGame(id)).toBe(true);
    expect(next.getState().session!.state).toEqual(want.state);
    expect(next.getState().session!.undoFloor).toBe(want.undoFloor);
  });

  it('a game whose record was never created is rebuilt from the journal', async () => {
    const holding = holdingDb(idbGameDb());
    holding.hold = true;
    db = holding;
    const store = makeStore();
    const id = play(store, 's', [inc(), inc()]);
    db = idbGameDb();
    expect(await db.load(id)).toBeNull();
    const next = makeStore();
    expect(await next.getState().resumeGame(id)).toBe(true);
    expect(next.getState().session!.actions).toEqual([inc(), inc()]);
    expect(await stored(id)).toEqual([inc(), inc()]);
    expect(journalIds()).toEqual([]);
  });

  it('an undo that was only journalled is applied too (the record is cut back)', async () => {
    const holding = holdingDb(idbGameDb());
    db = holding;
    const store = makeStore();
    const id = play(store, 's', [inc(), inc(), inc()]);
    await store.getState().whenSaved();
    holding.hold = true;
    store.getState().undo();
    store.getState().undo();
    db = idbGameDb();
    await prepareGames(db);
    expect(await stored(id)).toEqual([inc()]);
  });

  it('a journal entry relying on actions the database lacks is not trusted', async () => {
    const store = makeStore();
    const id = play(store, 's', [inc()]);
    await store.getState().whenSaved();
    ls.map.set(JOURNAL_PREFIX + id, JSON.stringify({ k: 5, tail: [inc()], meta: (await db.load(id))!.meta }));
    await prepareGames(db);
    expect(await stored(id)).toEqual([inc()]);
    expect((await listGames(db)).games[0].actionCount).toBe(1);
  });
});

describe('migration of the old autosave', () => {
  const oldSave = (actions: ToyAction[]) =>
    serializeSave({ format: 'commentarii-save', version: 1, system: 'bellum', scenario: 'duel', seed: 'old', options: { goal: 50 }, actions, savedAt: '2025-01-02T03:04:05.000Z', label: 'count 3' });

  it('moves it into the database once, then removes it', async () => {
    ls.map.set(AUTOSAVE_KEY, oldSave([inc(), inc(2)]));
    await prepareGames(db);
    expect(ls.map.has(AUTOSAVE_KEY)).toBe(false);
    const { games } = await listGames(db);
    expect(games).toEqual([
      expect.objectContaining({ id: MIGRATED_ID, seed: 'old', options: { goal: 50 }, label: 'count 3', actionCount: 2, lastPlayed: '2025-01-02T03:04:05.000Z', origin: 'migrated' }),
    ]);
    const store = makeStore();
    expect(await store.getState().resumeGame(MIGRATED_ID)).toBe(true);
    store.getState().act(inc());
    await store.getState().whenSaved();
    await prepareGames(db);
    expect((await listGames(db)).games).toHaveLength(1);
    expect(await stored(MIGRATED_ID)).toEqual([inc(), inc(2), inc()]);
  });

  it('is not imported twice even if the old key survived (the page died before removing it)', async () => {
    ls.map.set(AUTOSAVE_KEY, oldSave([inc()]));
    await prepareGames(db);
    const store = makeStore();
    await store.getState().resumeGame(MIGRATED_ID);
    store.getState().act(inc(2));
    await store.getState().whenSaved();
    ls.map.set(AUTOSAVE_KEY, oldSave([inc()])); // as if removal had not happened
    await prepareGames(db);
    expect(ls.map.has(AUTOSAVE_KEY)).toBe(false);
    expect(await stored(MIGRATED_ID)).toEqual([inc(), inc(2)]); // the game played on is kept
  });

  it('an unreadable old autosave is left alone; with none there is nothing to do', async () => {
    ls.map.set(AUTOSAVE_KEY, '{"format":"commentarii-save","vers');
    await prepareGames(db);
    expect(ls.map.has(AUTOSAVE_KEY)).toBe(true);
    expect((await listGames(db)).games).toEqual([]);
  });

  it('when the database fails, the old autosave stays for a later load', async () => {
    ls.map.set(AUTOSAVE_KEY, oldSave([inc()]));
    await prepareGames(failingDb());
    expect(ls.map.has(AUTOSAVE_KEY)).toBe(true);
  });
});

describe('storage failure: reported, and play goes on', () => {
  it('a full database: the status names it, the game goes on and can be exported', async () => {
    db = failingDb();
    const store = makeStore();
    play(store, 's', [inc(), ROLL, PASS]);
    await store.getState().whenSaved();
    expect(store.getState().storage).toEqual({ database: 'the browser storage is full', journal: null });
    expect(store.getState().act(inc())).toBe(true);
    expect(store.getState().message).toBeNull();
    expect(store.getState().exportSave()).toContain('"pass"');
  });

  it('IndexedDB missing: the status says storage is not allowed; the journal still holds the game', async () => {
    delete (globalThis as { indexedDB?: unknown }).indexedDB;
    db = idbGameDb();
    const store = makeStore();
    const id = play(store, 's', [inc(), inc(2)]);
    await store.getState().whenSaved();
    expect(store.getState().storage.database).toBe('the browser does not allow this page to store data');
    const list = await listGames(db);
    expect(list.ok).toBe(false);
    expect(list.games.map((g) => [g.id, g.actionCount])).toEqual([[id, 2]]);
    const next = makeStore();
    expect(await next.getState().resumeGame(id)).toBe(true);
    expect(next.getState().session!.actions).toEqual([inc(), inc(2)]);
  });

  it('localStorage throwing or full: the status says so, the database still gets every action', async () => {
    for (const mode of ['failing', 'quota'] as const) {
      installStorage(freshStorage(mode));
      db = idbGameDb();
      const store = makeStore();
      const id = play(store, 's', [inc(), PASS]);
      expect(store.getState().storage.journal).toMatch(/full|Quota|SecurityError|storage disabled/i);
      await store.getState().whenSaved();
      expect(store.getState().storage.database).toBeNull();
      expect(await stored(id)).toEqual([inc(), PASS]);
    }
  });

  it("a game left behind does not put its late failure on the next game's screen", async () => {
    const inner = idbGameDb();
    const bad = failingDb();
    // Game 1's writes fail late (after game 2's have succeeded).
    const late = (...a: Parameters<GameDb['write']>) => new Promise<void>((_, reject) => setTimeout(() => bad.write(...a).catch(reject), 20));
    db = { ...inner, write: (meta, ...rest) => (meta.id === 'game-1' ? late(meta, ...rest) : inner.write(meta, ...rest)) };
    const store = makeStore();
    play(store, 'a', [inc()]);
    await store.getState().whenSaved();
    expect(store.getState().storage.database).not.toBeNull();
    store.getState().act(inc()); // its write is in flight when the next game starts
    play(store, 'b', [inc()]);
    await store.getState().whenSaved();
    await new Promise((r) => setTimeout(r, 40));
    expect(store.getState().storage).toEqual({ database: null, journal: null });
  });

  it('both failing: play goes on; a later successful write clears the notice', async () => {
    ls.mode = 'quota';
    let failing = true;
    const inner = idbGameDb();
    const bad = failingDb();
    db = { ...inner, write: (...a) => (failing ? bad.write(...a) : inner.write(...a)) };
    const store = makeStore();
    const id = play(store, 's', [inc(), inc(), ROLL]);
    await store.getState().whenSaved();
    expect(store.getState().storage.database).not.toBeNull();
    expect(store.getState().storage.journal).not.toBeNull();
    failing = false;
    ls.mode = 'ok';
    store.getState().act(inc());
    await store.getState().whenSaved();
    expect(store.getState().storage).toEqual({ database: null, journal: null });
    expect(await stored(id)).toEqual([inc(), inc(), ROLL, inc()]);
  });
});

describe('one game, one tab', () => {
  /** A stand-in for the Web Locks API, shared by two "tabs" (stores). */
  function fakeLocks() {
    const held = new Set<string>();
    return {
      held,
      request(name: string, _opts: { ifAvailable: boolean }, cb: (lock: unknown) => Promise<void> | void) {
        if (held.has(name)) return Promise.resolve(cb(null));
        held.add(name);
        return Promise.resolve(cb({ name })).then(() => void held.delete(name));
      },
    };
  }
  afterEach(() => {
    delete (globalThis as { navigator?: unknown }).navigator;
  });

  it('a game open in one tab cannot be resumed in another until it is left there', async () => {
    const locks = fakeLocks();
    Object.defineProperty(globalThis, 'navigator', { configurable: true, writable: true, value: { locks } });
    const tab1 = makeStore();
    const id = play(tab1, 's', [inc()]);
    await tab1.getState().whenSaved();
    await Promise.resolve();
    expect(locks.held.size).toBe(1);
    const tab2 = makeStore();
    expect(await tab2.getState().resumeGame(id)).toBe(false);
    expect(tab2.getState().message?.text).toBe('This game is open in another tab or window: go on playing it there, or close it there first.');
    expect(tab2.getState().session).toBeNull();
    tab1.getState().quitToTitle();
    await new Promise((r) => setTimeout(r, 0));
    expect(locks.held.size).toBe(0);
    expect(await tab2.getState().resumeGame(id)).toBe(true);
    expect(await tab1.getState().resumeGame(id)).toBe(false);
  });
});
