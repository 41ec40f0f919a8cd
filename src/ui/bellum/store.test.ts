/** The store driven by the real Bellum Gallicum II engine (states frozen by immer, as in the app). */
import { SCENARIO_INFOS } from '../../engine/bellum/data/scenarios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bellum } from '../../engine/bellum/system';
import type { BellumAction, BellumOptions } from '../../engine/bellum/state';
import { hashState } from '../../engine/core/hash';
import { replay } from '../../engine/core/replay';
import { createGameStore } from '../../store/gameStore';
import { parseSave } from '../../store/saves';
import { bellumReveals, bellumStoreConfig, positionLabel, useGame } from './store';
import { installStorage } from '../../store/__fixtures__/toySystem';
import { freshStorage } from '../../store/__fixtures__/gameDbFixture';

const makeStore = () => createGameStore(bellumStoreConfig);
type Store = ReturnType<typeof makeStore>;

beforeEach(() => {
  freshStorage();
});
afterEach(() => installStorage(undefined));

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;

/**
 * A deterministic but varied player: the n-th move takes legal action (7n mod count).
 * Returns the median time of `act` (the median, not the mean: other processes on a busy
 * machine cause isolated spikes that say nothing about the store).
 */
function play(store: Store, count: number): { medianAct: number } {
  const times: number[] = [];
  for (let n = 0; n < count; n++) {
    const s = store.getState().session!;
    const legal = bellum.legalActions(s.state);
    if (legal.length === 0) break;
    const t0 = performance.now();
    const ok = store.getState().act(legal[(n * 7) % legal.length]);
    times.push(performance.now() - t0);
    if (!ok) throw new Error(store.getState().message?.text);
  }
  return { medianAct: median(times) };
}

function started(options: Partial<BellumOptions>, seed = 'a'): Store {
  const store = makeStore();
  expect(store.getState().newGame({ scenario: 'aquitania', seed, options })).toBe(true);
  return store;
}

describe('store on Bellum Gallicum II', () => {
  it('useGame starts on the title screen', () => {
    expect(useGame.getState()).toMatchObject({ screen: 'title', session: null, message: null, highlight: [] });
  });

  it('plays a 300-action solo game (median act under 2 ms), matching a plain replay', () => {
    const store = started({ solo: true });
    const { medianAct } = play(store, 300);
    const s = store.getState().session!;
    expect(s.actions).toHaveLength(300);
    expect(Object.isFrozen(s.state)).toBe(true);
    const plain = replay(bellum, { scenario: 'aquitania', seed: 'a', options: { solo: true } }, s.actions);
    expect(plain.failedAt).toBe(-1);
    expect(hashState(plain.state)).toBe(hashState(s.state));
    expect(plain.log).toEqual(s.log);
    expect(medianAct).toBeLessThan(2);
  });

  it('export → import round trip gives the same state hash and undo floor', async () => {
    const store = started({ solo: true });
    play(store, 150);
    const text = store.getState().exportSave();
    const r = parseSave(text, { scenarios: bellum.scenarios });
    expect(r.ok).toBe(true);
    expect(r.ok && r.save.label).toBe(positionLabel(store.getState().session!.state));
    const other = started({ solo: true }, 'another');
    expect(await other.getState().importSave(text)).toBe(true);
    expect(hashState(other.getState().session!.state)).toBe(hashState(store.getState().session!.state));
    expect(other.getState().session!.undoFloor).toBe(store.getState().session!.undoFloor);
  });

  it('resumeGame restores the game from its record', async () => {
    const store = started({ solo: true });
    play(store, 80);
    await store.getState().whenSaved();
    const other = makeStore();
    expect(await other.getState().resumeGame(store.getState().gameId!)).toBe(true);
    expect(hashState(other.getState().session!.state)).toBe(hashState(store.getState().session!.state));
  });

  it('undo never crosses an action that rolled dice or drew from the generator', () => {
    const store = started({ solo: true });
    const s0 = store.getState().session!;
    play(store, 90);
    const s = store.getState().session!;
    // Find the last irreversible action by replaying step by step.
    let state = s0.state;
    let last = 0;
    s.actions.forEach((a: BellumAction, i) => {
      const r = bellum.apply(state, a);
      if (!r.ok) throw new Error(r.rejection.message);
      if (r.log.some((e) => e.kind === 'roll') || bellumReveals(state, r.state) || bellum.toAct(state) !== bellum.toAct(r.state)) last = i + 1;
      state = r.state;
    });
    expect(last).toBeGreaterThan(0);
    expect(s.undoFloor).toBe(last);
    while (store.getState().undo());
    expect(store.getState().session!.actions).toHaveLength(last);
    expect(store.getState().canUndo()).toBe(false);
  });

  it('hotseat: the viewer follows the side to act', () => {
    const store = started({ solo: false });
    let sawGallic = false;
    for (let n = 0; n < 300 && !sawGallic; n++) {
      const s = store.getState().session!;
      const legal = bellum.legalActions(s.state);
      if (!legal.length) break;
      // Prefer ending steps so that the Gallic movement phase comes quickly.
      const a = legal.find((x) => x.t === 'done' || x.t === 'endMove') ?? legal[0];
      expect(store.getState().act(a)).toBe(true);
      const after = store.getState().session!;
      expect(after.viewer).toBe(bellum.toAct(after.state) ?? after.viewer);
      if (after.viewer === 'gallic') sawGallic = true;
    }
    expect(sawGallic).toBe(true);
    expect(store.getState().canUndo()).toBe(false);
  });

  it("records the engine's own legal entry, never the caller's object", () => {
    const store = started({ solo: true });
    const legal = bellum.legalActions(store.getState().session!.state);
    const entry = legal.find((a) => a.t === 'select')!;
    // the same action as a fresh object with its keys in another order
    const copy = Object.fromEntries(Object.entries(entry).reverse()) as BellumAction;
    expect(store.getState().act(copy)).toBe(true);
    const actions = store.getState().session!.actions;
    expect(actions[actions.length - 1]).toBe(entry);
    // the same action with one more key is not that action: refused, nothing recorded
    const n = actions.length;
    const more = { ...bellum.legalActions(store.getState().session!.state)[0], note: 'x' } as unknown as BellumAction;
    expect(store.getState().act(more)).toBe(false);
    expect(store.getState().session!.actions.length).toBe(n);
  });

  it('a refused Bellum action names its rule and leaves the session alone', () => {
    const store = started({ solo: true });
    const before = store.getState().session;
    expect(store.getState().act({ t: 'move', to: 'tarbelli' } as BellumAction)).toBe(false);
    expect(store.getState().message?.text).toMatch(/^BG [0-9.]+: /);
    expect(store.getState().session).toBe(before);
  });

  it('starts every listed Bellum scenario, and refuses an unknown one without touching the game in progress', () => {
    for (const info of SCENARIO_INFOS) {
      const store = makeStore();
      expect(store.getState().newGame({ scenario: info.id, seed: 'x', options: {} }), info.id).toBe(info.playable);
    }
    const store = makeStore();
    expect(store.getState().newGame({ scenario: 'helvetii', seed: 'x', options: {} })).toBe(true);
    const before = store.getState().session;
    expect(before?.scenario).toBe('helvetii');
    expect(store.getState().newGame({ scenario: 'gergovia', seed: 'x', options: {} })).toBe(false);
    expect(store.getState().message?.text).toMatch(/gergovia/);
    expect(store.getState().session).toBe(before);
  });
});
