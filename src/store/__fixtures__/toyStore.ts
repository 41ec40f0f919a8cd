/**
 * For the store's tests: a fresh fake IndexedDB and localStorage before each test (removed after),
 * and the toy system's game store on that database, its game ids numbered `game-1`, `game-2`, …
 */
import { afterEach, beforeEach } from 'vitest';
import { idbGameDb, type GameDb } from '../gameDb';
import { createGameStore, type GameStoreConfig } from '../gameStore';
import { freshStorage } from './gameDbFixture';
import { installStorage, toySystem, type FakeStorage, type ToyAction, type ToyOptions, type ToySide, type ToyState } from './toySystem';

export interface ToyStoreBench {
  db(): GameDb;
  storage(): FakeStorage;
  makeStore(over?: Partial<GameStoreConfig<ToyState, ToyAction, ToySide, ToyOptions>>): ReturnType<typeof createGameStore<ToyState, ToyAction, ToySide, ToyOptions>>;
}

/** Registers the before/after hooks of the calling test file and gives its stores. */
export function useToyStores(): ToyStoreBench {
  let db: GameDb;
  let ls: FakeStorage;
  let ids = 0;
  beforeEach(() => {
    ls = freshStorage();
    db = idbGameDb();
    ids = 0;
  });
  afterEach(() => installStorage(undefined));
  return {
    db: () => db,
    storage: () => ls,
    makeStore: (over = {}) =>
      createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({
        system: toySystem,
        defaultViewer: 'red',
        reveals: (a, b) => a.rng !== b.rng,
        db,
        newId: () => `game-${++ids}`,
        ...over,
      }),
  };
}
