import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGameStore } from './gameStore';
import { freshStorage } from './__fixtures__/gameDbFixture';
import { installStorage, toySystem, type ToyAction, type ToyOptions, type ToySide, type ToyState } from './__fixtures__/toySystem';

const cfg = {
  system: toySystem,
  defaultViewer: 'red' as ToySide,
  reveals: (a: ToyState, b: ToyState) => a.rng !== b.rng,
  now: () => '2026-03-04T05:06:07.000Z',
  label: (s: { state: ToyState }) => `count ${s.state.count}`,
};
const makeStore = () => createGameStore<ToyState, ToyAction, ToySide, ToyOptions>(cfg);
const inc = (by = 1): ToyAction => ({ t: 'inc', by });
const ROLL: ToyAction = { t: 'roll' };
const PASS: ToyAction = { t: 'pass' };
const PEEK: ToyAction = { t: 'peek' };

beforeEach(() => {
  freshStorage();
});
afterEach(() => installStorage(undefined));

function started(actions: ToyAction[] = []) {
  const store = makeStore();
  expect(store.getState().newGame({ scenario: 'duel', seed: 's1', options: {} })).toBe(true);
  for (const a of actions) expect(store.getState().act(a)).toBe(true);
  return store;
}
const snapshot = (store: ReturnType<typeof makeStore>) => structuredClone(store.getState().session);

describe('new game and acting', () => {
  it('starts on the game screen with the setup log and nothing to undo', () => {
    const store = started();
    const st = store.getState();
    expect(st.screen).toBe('game');
    expect(st.session).toMatchObject({ system: 'bellum', scenario: 'duel', seed: 's1', actions: [], viewer: 'red', undoFloor: 0, redo: [] });
    expect(st.session!.log.map((e) => e.kind === 'text' && e.text)).toEqual(['The duel begins.']);
    expect(st.canUndo()).toBe(false);
    expect(st.canRedo()).toBe(false);
  });

  it('refuses an unknown or unplayable scenario and changes nothing else', () => {
    const store = started([inc()]);
    const before = store.getState().session;
    expect(store.getState().newGame({ scenario: 'gergovia', seed: 'x', options: {} })).toBe(false);
    expect(store.getState().message).toEqual({ kind: 'error', text: 'Unknown scenario "gergovia": this version plays duel.' });
    expect(store.getState().newGame({ scenario: 'melee', seed: 'x', options: {} })).toBe(false);
    expect(store.getState().message?.text).toBe('The scenario "Melee" (T 6.2) is not playable in this version.');
    expect(store.getState().session).toBe(before);
    expect(store.getState().screen).toBe('game');

    const fresh = makeStore();
    fresh.getState().newGame({ scenario: 'gergovia', seed: 'x', options: {} });
    expect(fresh.getState().screen).toBe('title');
    expect(fresh.getState().session).toBeNull();
  });

  it('applies an action: appends it and its log, and clears an earlier error', () => {
    const store = started();
    store.getState().act({ t: 'inc', by: 7 } as ToyAction);
    expect(store.getState().message?.kind).toBe('error');
    store.getState().act(inc(2));
    const s = store.getState();
    expect(s.message).toBeNull();
    expect(s.session!.actions).toEqual([inc(2)]);
    expect(s.session!.state.count).toBe(2);
    expect(s.session!.log).toHaveLength(2);
  });

  it('a refused action sets "rule: reason" and leaves the session identical', () => {
    const store = started([inc(), ROLL]);
    const before = store.getState().session;
    const copy = snapshot(store);
    expect(store.getState().act({ t: 'inc', by: 5 } as ToyAction)).toBe(false);
    expect(store.getState().message).toEqual({ kind: 'error', text: 'T 2: "{"t":"inc","by":5}" is not allowed.' });
    expect(store.getState().session).toBe(before);
    expect(store.getState().session).toEqual(copy);
  });

  it('an engine exception is reported, not thrown', () => {
    const store = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({
      ...cfg,
      system: { ...toySystem, apply: () => { throw new Error('boom'); } },
    });
    store.getState().newGame({ scenario: 'duel', seed: 's', options: {} });
    const before = store.getState().session;
    expect(store.getState().act(inc())).toBe(false);
    expect(store.getState().message?.text).toBe('Internal error while applying "inc": boom');
    expect(store.getState().session).toBe(before);
  });

  it('acting without a game reports it', () => {
    const store = makeStore();
    expect(store.getState().act(inc())).toBe(false);
    expect(store.getState().message?.text).toBe('No game is in progress.');
  });

  it('hands the viewer over to the side to act (hotseat)', () => {
    const store = started([inc()]);
    expect(store.getState().session!.viewer).toBe('red');
    store.getState().act(PASS);
    expect(store.getState().session!.viewer).toBe('blue');
    store.getState().setViewer('red');
    expect(store.getState().session!.viewer).toBe('red');
    store.getState().act(inc());
    expect(store.getState().session!.viewer).toBe('blue');
  });
});

describe('undo and redo', () => {
  it('undoes free actions one by one, replaying from setup', () => {
    const store = started([inc(1), inc(2), inc(1)]);
    expect(store.getState().undo()).toBe(true);
    expect(store.getState().session!.state.count).toBe(3);
    expect(store.getState().session!.log).toHaveLength(3);
    expect(store.getState().undo()).toBe(true);
    expect(store.getState().undo()).toBe(true);
    expect(store.getState().session!.state.count).toBe(0);
    expect(store.getState().canUndo()).toBe(false);
    expect(store.getState().undo()).toBe(false);
  });

  it('refuses to export while the system says a secret is pending, naming the rule', () => {
    const store = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({
      ...cfg,
      pendingSecret: (s) => (s.count === 1 ? { rule: 'TOY 9', reason: 'a sealed bid is not yet open' } : null),
    });
    store.getState().newGame({ scenario: 'duel', seed: 's1', options: {} });
    expect(store.getState().exportSave()).not.toBe('');
    store.getState().act(inc());
    expect(store.getState().exportSave()).toBe('');
    expect(store.getState().message?.text).toBe('Export waits: a sealed bid is not yet open (TOY 9); a save file would show it.');
    store.getState().act(inc());
    expect(store.getState().exportSave()).not.toBe('');
  });

  it('stops at a die roll (logged roll alone, without the reveals hook)', () => {
    const store = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({ ...cfg, reveals: undefined });
    store.getState().newGame({ scenario: 'duel', seed: 's1', options: {} });
    for (const a of [inc(), ROLL, inc(), inc(2)]) store.getState().act(a);
    expect(store.getState().session!.undoFloor).toBe(2);
    store.getState().undo();
    store.getState().undo();
    const atFloor = store.getState().session!;
    expect(atFloor.actions).toEqual([inc(), ROLL]);
    expect(store.getState().canUndo()).toBe(false);
    expect(store.getState().undo()).toBe(false);
    expect(store.getState().message?.text).toMatch(/die roll or a hand-over/);
    expect(store.getState().session!.actions).toEqual([inc(), ROLL]);
    expect(store.getState().session!.state).toEqual(atFloor.state);
  });

  it('stops at a hand-over to the other player', () => {
    const store = started([inc(), PASS, inc(2)]);
    expect(store.getState().session!.undoFloor).toBe(2);
    expect(store.getState().undo()).toBe(true);
    expect(store.getState().session!.viewer).toBe('blue');
    expect(store.getState().canUndo()).toBe(false);
  });

  it('stops at a revealed secret even without a logged roll', () => {
    const store = started([inc(), PEEK, inc()]);
    expect(store.getState().session!.undoFloor).toBe(2);
    const blind = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({ ...cfg, reveals: undefined });
    blind.getState().newGame({ scenario: 'duel', seed: 's1', options: {} });
    for (const a of [inc(), PEEK, inc()]) blind.getState().act(a);
    expect(blind.getState().session!.undoFloor).toBe(0);
  });

  it('redo re-applies undone actions in order; a new action clears it', () => {
    const store = started([inc(1), inc(2), ROLL, inc(1), inc(2)]);
    const full = store.getState().session!;
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().canRedo()).toBe(true);
    expect(store.getState().session!.redo).toEqual([inc(2), inc(1)]);
    expect(store.getState().redo()).toBe(true);
    expect(store.getState().session!.actions).toEqual(full.actions.slice(0, 4));
    expect(store.getState().redo()).toBe(true);
    expect(store.getState().session!.state).toEqual(full.state);
    expect(store.getState().session!.log).toEqual(full.log);
    expect(store.getState().canRedo()).toBe(false);
    expect(store.getState().redo()).toBe(false);

    store.getState().undo();
    expect(store.getState().canRedo()).toBe(true);
    store.getState().act(inc(1));
    expect(store.getState().canRedo()).toBe(false);
    expect(store.getState().session!.redo).toEqual([]);
  });

  it('undo replays only the actions after the floor, and matches a replay from setup', () => {
    let applies = 0;
    const counted = { ...toySystem, apply: (s: ToyState, a: ToyAction) => (applies++, toySystem.apply(s, a)) };
    const store = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({ ...cfg, system: counted });
    store.getState().newGame({ scenario: 'duel', seed: 's1', options: {} });
    const script = [inc(), ROLL, inc(2), PASS, inc(), inc(2), ROLL, inc(), inc(2), inc(), inc()];
    for (const a of script) store.getState().act(a);
    store.getState().setViewer('red');
    applies = 0;
    expect(store.getState().undo()).toBe(true);
    expect(applies).toBe(3); // actions 8..10 after the roll at 7
    const reference = started(script.slice(0, -1));
    const got = store.getState().session!;
    const want = reference.getState().session!;
    expect(got.state).toEqual(want.state);
    expect(got.log).toEqual(want.log);
    expect(got.undoFloor).toBe(want.undoFloor);
    expect(got.viewer).toBe('blue'); // undo, like act, shows the side to act
    while (store.getState().undo());
    expect(store.getState().session!.actions).toEqual(script.slice(0, 7));
    expect(store.getState().session!.state).toEqual(started(script.slice(0, 7)).getState().session!.state);
  });

  it('a refused action keeps the redo list', () => {
    const store = started([inc(1), inc(1)]);
    store.getState().undo();
    store.getState().act({ t: 'nope' } as unknown as ToyAction);
    expect(store.getState().canRedo()).toBe(true);
  });
});
