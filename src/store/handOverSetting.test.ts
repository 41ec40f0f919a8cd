/** The hand-over setting belongs to the game: chosen with it, kept in its record, resumed with it. */
import { describe, expect, it } from 'vitest';
import { toySystem } from './__fixtures__/toySystem';
import { useToyStores } from './__fixtures__/toyStore';
import { handOverSetting } from './handOverSetting';

const bench = useToyStores();
const makeStore = () => bench.makeStore({ toAct: (s) => `${toySystem.toAct(s.state)} to act` });

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
    expect((await bench.db().load(a))?.meta.handOver).toBe('secret');
    other.getState().quitToTitle();
    expect(await other.getState().resumeGame(b)).toBe(true);
    expect(other.getState().handOver).toBe('always');
  });

  it('the record says who is to act', async () => {
    const store = makeStore();
    expect(store.getState().newGame({ scenario: 'duel', seed: 'a', options: {} })).toBe(true);
    await store.getState().whenSaved();
    expect((await bench.db().load(store.getState().gameId!))?.meta.toAct).toMatch(/to act$/);
  });

  it('an unknown stored value (the old "never") reads as the default', () => {
    expect(handOverSetting('never')).toBe('secret');
    expect(handOverSetting(undefined)).toBe('secret');
    expect(handOverSetting('always')).toBe('always');
  });
});
