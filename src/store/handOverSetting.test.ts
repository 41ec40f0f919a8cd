/** The hand-over setting belongs to the game: chosen with it, kept in its record, resumed with it. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshStorage } from './__fixtures__/gameDbFixture';
import { installStorage, toySystem, type ToyAction, type ToyOptions, type ToySide, type ToyState } from './__fixtures__/toySystem';
import { idbGameDb, type GameDb } from './gameDb';
import { createGameStore } from './gameStore';
import { handOverSetting } from './handOverSetting';

let db: GameDb;
let ids = 0;
beforeEach(() => {
  freshStorage();
  db = idbGameDb();
  ids = 0;
});
afterEach(() => installStorage(undefined));

const makeStore = () =>
  createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({
    system: toySystem,
    defaultViewer: 'red',
    reveals: (a, b) => a.rng !== b.rng,
    toAct: (s) => `${toySystem.toAct(s.state)} to act`,
    db,
    newId: () => `game-${++ids}`,
  });

describe('the hand-over setting of a game', () => {
  it('is chosen with the game, changed in it, and comes back with it; another game keeps its own', async () => {
    const store = makeStore();
    expect(store.getState().newGame({ scenario: 'duel', seed: 'a', options: {}, handOver: 'always' })).toBe(true);
    const a = store.getState().gameId!;
    expect(store.getState().handOver).toBe('always');
    expect(store.getState().newGame({ scenario: 'duel', seed: 'b', options: {} })).toBe(true);
    const b = store.getState().gameId!;
    expect(store.getState().handOver).toBe('secret');
    store.getState().setHandOver('always');
    await store.getState().whenSaved();
    store.getState().quitToTitle();

    const other = makeStore();
    expect(await other.getState().resumeGame(a)).toBe(true);
    expect(other.getState().handOver).toBe('always');
    other.getState().setHandOver('secret');
    await other.getState().whenSaved();
    expect((await db.load(a))?.meta.handOver).toBe('secret');
    other.getState().quitToTitle();
    expect(await other.getState().resumeGame(b)).toBe(true);
    expect(other.getState().handOver).toBe('always');
  });

  it('the record says who is to act', async () => {
    const store = makeStore();
    expect(store.getState().newGame({ scenario: 'duel', seed: 'a', options: {} })).toBe(true);
    await store.getState().whenSaved();
    expect((await db.load(store.getState().gameId!))?.meta.toAct).toMatch(/to act$/);
  });

  it('an unknown stored value (the old "never") reads as the default', () => {
    expect(handOverSetting('never')).toBe('secret');
    expect(handOverSetting(undefined)).toBe('secret');
    expect(handOverSetting('always')).toBe('always');
  });
});
