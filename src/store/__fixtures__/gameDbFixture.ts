/**
 * Test set-up for the game database: a fresh in-memory IndexedDB (fake-indexeddb) per test, a
 * fresh fake localStorage, and stand-ins for a database that fails or never commits.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { GameDb } from '../gameDb';
import { FakeStorage, installStorage } from './toySystem';

/** Gives the page a new, empty IndexedDB and localStorage; returns the localStorage. */
export function freshStorage(mode: 'ok' | 'failing' | 'quota' = 'ok'): FakeStorage {
  (globalThis as { indexedDB?: unknown }).indexedDB = new IDBFactory();
  const ls = new FakeStorage(mode);
  installStorage(ls);
  return ls;
}

/** A database whose every call fails the way a full or forbidden IndexedDB does. */
export function failingDb(name = 'QuotaExceededError'): GameDb & { calls: number } {
  const err = () => {
    db.calls++;
    return Promise.reject(Object.assign(new Error('The quota has been exceeded.'), { name }));
  };
  const db = { calls: 0, list: err, load: err, write: err, remove: err };
  return db;
}

/** Wraps a database so that writes can be held back: they never commit, as when the page dies first. */
export function holdingDb(inner: GameDb): GameDb & { hold: boolean; held: number } {
  const db = {
    hold: false,
    held: 0,
    list: () => inner.list(),
    load: (id: string) => inner.load(id),
    remove: (id: string) => inner.remove(id),
    write: (...args: Parameters<GameDb['write']>) => {
      if (db.hold) {
        db.held++;
        return new Promise<void>(() => {});
      }
      return inner.write(...args);
    },
  };
  return db;
}
