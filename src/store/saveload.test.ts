import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashState } from '../engine/core/hash';
import { createGameStore } from './gameStore';
import { freshStorage } from './__fixtures__/gameDbFixture';
import { parseSave, serializeSave, type SaveFile } from './saves';
import { installStorage, toySystem, type ToyAction, type ToyOptions, type ToySide, type ToyState } from './__fixtures__/toySystem';

const makeStore = () =>
  createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({
    system: toySystem,
    defaultViewer: 'red',
    reveals: (a, b) => a.rng !== b.rng,
    now: () => '2026-03-04T05:06:07.000Z',
  });
type Store = ReturnType<typeof makeStore>;
const inc = (by = 1): ToyAction => ({ t: 'inc', by });
const GAME: ToyAction[] = [inc(), { t: 'roll' }, inc(2), { t: 'pass' }, { t: 'roll' }, inc(), { t: 'peek' }, inc(2)];

beforeEach(() => {
  freshStorage();
});
afterEach(() => installStorage(undefined));

function started(actions: ToyAction[], seed = 's1', options: ToyOptions = {}): Store {
  const store = makeStore();
  store.getState().newGame({ scenario: 'duel', seed, options });
  for (const a of actions) expect(store.getState().act(a)).toBe(true);
  return store;
}

/** A store in the middle of another game, to check that failed imports leave it alone. */
function busy(): { store: Store; check: () => void } {
  const store = started([inc(2), { t: 'roll' }, inc()], 'other');
  store.getState().undo();
  store.getState().setHighlight(['r1']);
  const session = store.getState().session;
  const copy = structuredClone(session);
  return {
    store,
    check: () => {
      expect(store.getState().session).toBe(session);
      expect(store.getState().session).toEqual(copy);
      expect(store.getState().screen).toBe('game');
      expect(store.getState().highlight).toEqual(['r1']);
    },
  };
}

function exported(): { text: string; save: SaveFile; hash: string } {
  const src = started(GAME);
  const text = src.getState().exportSave('my game');
  const r = parseSave(text);
  if (!r.ok) throw new Error(r.error);
  return { text, save: r.save, hash: hashState(src.getState().session!.state) };
}

describe('export and import', () => {
  it('export → import reproduces the same state hash, log and undo floor', async () => {
    const src = started(GAME, 'seed-42', { goal: 500 });
    const text = src.getState().exportSave('my game');
    const r = parseSave(text);
    expect(r.ok && r.save).toMatchObject({ seed: 'seed-42', options: { goal: 500 }, label: 'my game', savedAt: '2026-03-04T05:06:07.000Z' });

    const { store } = busy();
    expect(await store.getState().importSave(text)).toBe(true);
    const got = store.getState().session!;
    const want = src.getState().session!;
    expect(hashState(got.state)).toBe(hashState(want.state));
    expect(got.state).toEqual(want.state);
    expect(got.log).toEqual(want.log);
    expect(got.undoFloor).toBe(want.undoFloor);
    expect(got.viewer).toBe('blue');
    expect(got.redo).toEqual([]);
    expect(store.getState().highlight).toEqual([]);
    expect(store.getState().message).toEqual({ kind: 'info', text: `Game loaded: ${GAME.length} actions replayed.` });
  });

  it('import works from the title screen and stores the game as a record of its own', async () => {
    const { text, hash } = exported();
    const store = makeStore();
    expect(await store.getState().importSave(text)).toBe(true);
    expect(store.getState().screen).toBe('game');
    await store.getState().whenSaved();
    const other = makeStore();
    expect(await other.getState().resumeGame(store.getState().gameId!)).toBe(true);
    expect(hashState(other.getState().session!.state)).toBe(hash);
  });

  it('a truncated file is refused with the specific message; the game in progress is untouched', async () => {
    const { text } = exported();
    const { store, check } = busy();
    expect(await store.getState().importSave(text.slice(0, text.length - 40))).toBe(false);
    expect(store.getState().message).toEqual({
      kind: 'error',
      text: 'The file is not a complete JSON document (it may be truncated).',
    });
    check();
  });

  it('corrupt, foreign, future-version and wrong-scenario files are refused, naming the problem', async () => {
    const { save } = exported();
    const cases: [string, string][] = [
      ['not json at all', 'The file is not JSON, so it is not a Commentarii save file.'],
      ['{"format": "commentarii-save", "version": 1,,}', 'The file is not valid JSON ('],
      [JSON.stringify({ name: 'x', dependencies: {} }), 'This is not a Commentarii save file'],
      [JSON.stringify({ ...save, version: 3 }), 'This save was made by a newer version (format 3); this version reads format 1.'],
      [JSON.stringify({ ...save, scenario: 'gergovia' }), 'Unknown scenario "gergovia": this version plays duel.'],
      [JSON.stringify({ ...save, scenario: 'melee' }), 'The scenario "Melee" is not playable in this version.'],
      [JSON.stringify({ ...save, system: 'alesia' }), 'The save is for an unknown game "alesia"'],
      [JSON.stringify({ ...save, actions: [...save.actions.slice(0, 2), 5] }), 'Action 3 of 3 is a number'],
    ];
    for (const [text, msg] of cases) {
      const { store, check } = busy();
      expect(await store.getState().importSave(text)).toBe(false);
      expect(store.getState().message?.kind).toBe('error');
      expect(store.getState().message?.text).toContain(msg);
      check();
    }
  });

  it('an action the rules refuse during replay is named by index, type and rule', async () => {
    const { save } = exported();
    const bad = { ...save, actions: [...save.actions.slice(0, 3), { t: 'inc', by: 9 }, ...save.actions.slice(4)] };
    const { store, check } = busy();
    expect(await store.getState().importSave(serializeSave(bad))).toBe(false);
    expect(store.getState().message?.text).toBe(
      `Action 4 of ${GAME.length} ("inc") is not allowed at that point of the game (T 2: "{"t":"inc","by":9}" is not allowed), so the save cannot be replayed.`,
    );
    check();
  });

  it('a save whose replay reaches another position (stateHash differs) is refused', async () => {
    const { save } = exported();
    const { store, check } = busy();
    // Same actions, other seed: every action is legal, but the dice fall differently.
    expect(await store.getState().importSave(serializeSave({ ...save, seed: 'tampered' }))).toBe(false);
    expect(store.getState().message?.text).toBe(
      `After its ${GAME.length} actions the save does not reach the position it was saved at (its check value differs: it may come from another version of the rules).`,
    );
    check();
    // Without a stateHash the same file loads (nothing to check against).
    const { stateHash: _h, ...unhashed } = save;
    expect(await store.getState().importSave(serializeSave({ ...unhashed, seed: 'tampered' }))).toBe(true);
  });

  it('a save whose setup fails is refused', async () => {
    const sys = { ...toySystem, setup: () => ({ ok: false as const, rejection: { rule: 'T 6', message: 'No.' } }) };
    const strict = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({ system: sys, defaultViewer: 'red' });
    const { text } = exported();
    expect(await strict.getState().importSave(text)).toBe(false);
    expect(strict.getState().message?.text).toBe("The save's set-up is refused (T 6: No).");
    expect(strict.getState()).toMatchObject({ screen: 'title', session: null });
  });

  it('exportSave without a game returns "" and says why', () => {
    const store = makeStore();
    expect(store.getState().exportSave()).toBe('');
    expect(store.getState().message?.text).toBe('No game is in progress, so there is nothing to save.');
  });

  it('dismissMessage, setHighlight and quitToTitle', async () => {
    const { store } = busy();
    await store.getState().importSave('{');
    expect(store.getState().message).not.toBeNull();
    store.getState().dismissMessage();
    expect(store.getState().message).toBeNull();
    store.getState().setHighlight(['a', 'b']);
    expect(store.getState().highlight).toEqual(['a', 'b']);
    store.getState().quitToTitle();
    expect(store.getState()).toMatchObject({ screen: 'title', session: null, message: null, highlight: [] });
  });
});

describe('speed', () => {
  it('act stays under 2 ms (median) all through a 300-action game, journalled and stored', () => {
    const store = started([]);
    const times: number[] = [];
    for (let i = 0; i < 320; i++) {
      const t0 = performance.now();
      store.getState().act(i % 50 === 49 ? { t: 'roll' } : inc(1));
      times.push(performance.now() - t0);
    }
    expect(store.getState().session!.actions).toHaveLength(320);
    // Medians, not means: a busy machine causes isolated spikes that say nothing about the store.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    expect(median(times.slice(0, 300))).toBeLessThan(2);
    expect(median(times.slice(300))).toBeLessThan(2); // on the full-length log
  });

  it('sessions enter the store frozen, so immer never walks the growing log', () => {
    const store = started([inc(), { t: 'roll' }, inc()]);
    const s = store.getState().session!;
    expect(Object.isFrozen(s)).toBe(true);
    expect(Object.isFrozen(s.actions) && Object.isFrozen(s.log) && Object.isFrozen(s.state)).toBe(true);
    expect(s.log.every((e) => Object.isFrozen(e))).toBe(true);
    store.getState().setHighlight(['x']);
    expect(store.getState().session).toBe(s);
  });
});
