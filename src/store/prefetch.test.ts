/**
 * gameStore's `prefetch`: a result worked out ahead of the click is the one the click would have
 * made, is used only for that very action in that very session, and changes nothing by itself.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGameStore } from './gameStore';
import { freshStorage } from './__fixtures__/gameDbFixture';
import { installStorage, toySystem, type ToyAction, type ToyOptions, type ToySide, type ToyState } from './__fixtures__/toySystem';

let applied = 0;
const counting = { ...toySystem, apply: (s: ToyState, a: ToyAction) => (applied++, toySystem.apply(s, a)) };
const cfg = {
  system: counting,
  defaultViewer: 'red' as ToySide,
  reveals: (a: ToyState, b: ToyState) => a.rng !== b.rng,
  now: () => '2026-03-04T05:06:07.000Z',
};
const makeStore = () => createGameStore<ToyState, ToyAction, ToySide, ToyOptions>(cfg);

beforeEach(() => {
  freshStorage();
  applied = 0;
});
afterEach(() => installStorage(undefined));

function started() {
  const store = makeStore();
  expect(store.getState().newGame({ scenario: 'duel', seed: 's1', options: {} })).toBe(true);
  return store;
}
const legalOf = (store: ReturnType<typeof makeStore>) => toySystem.legalActions(store.getState().session!.state);

describe('prefetch', () => {
  it('changes nothing until the click, and the click then installs the result worked out ahead', () => {
    const store = started();
    const before = store.getState().session;
    const roll = legalOf(store).find((a) => a.t === 'roll')!;
    store.getState().prefetch(roll);
    expect(store.getState().session).toBe(before);
    expect(applied).toBe(1);
    expect(store.getState().act(roll)).toBe(true);
    expect(applied).toBe(1); // not applied again
    // The same session as a click without prefetch (die roll included).
    const plain = started();
    plain.getState().act(legalOf(plain).find((a) => a.t === 'roll')!);
    const strip = (s: unknown) => JSON.parse(JSON.stringify(s));
    expect(strip(store.getState().session)).toEqual(strip(plain.getState().session));
  });

  it('is used only for the very action prefetched: another action is applied afresh', () => {
    const store = started();
    const [first, second] = legalOf(store).filter((a) => a.t === 'inc');
    store.getState().prefetch(first);
    store.getState().act(second);
    expect(applied).toBe(2);
    expect(store.getState().session!.actions).toEqual([second]);
  });

  it('is dropped when the session changes another way (an undo)', () => {
    const store = started();
    const inc = legalOf(store).find((a) => a.t === 'inc')!;
    store.getState().act(inc);
    const again = legalOf(store).find((a) => a.t === 'inc')!;
    store.getState().prefetch(again);
    expect(store.getState().undo()).toBe(true);
    const n = applied;
    // After the undo the position is the first one again: its own entry is applied afresh.
    const first = legalOf(store).find((a) => a.t === 'inc')!;
    store.getState().act(first);
    expect(applied).toBeGreaterThan(n);
    expect(store.getState().session!.actions).toHaveLength(1);
  });

  it('keeps no refused action and never sets a message', () => {
    const store = started();
    store.getState().prefetch({ t: 'inc', by: 99 } as ToyAction);
    expect(store.getState().message).toBeNull();
    expect(store.getState().act({ t: 'inc', by: 99 } as ToyAction)).toBe(false);
    expect(store.getState().message?.kind).toBe('error');
  });

  it("warms the screen's caches with the position worked out ahead, the one the click then installs", () => {
    const warmed: ToyState[] = [];
    const store = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({ ...cfg, warm: (s) => warmed.push(s) });
    expect(store.getState().newGame({ scenario: 'duel', seed: 's1', options: {} })).toBe(true);
    const inc = legalOf(store).find((a) => a.t === 'inc')!;
    store.getState().prefetch(inc);
    expect(warmed).toHaveLength(1);
    expect(Object.isFrozen(warmed[0])).toBe(true);
    store.getState().act(inc);
    expect(store.getState().session!.state).toBe(warmed[0]);
    // A warm that throws costs the prefetch nothing: the click still finds its result.
    const failing = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({ ...cfg, warm: () => { throw new Error('no'); } });
    expect(failing.getState().newGame({ scenario: 'duel', seed: 's1', options: {} })).toBe(true);
    const inc2 = legalOf(failing).find((a) => a.t === 'inc')!;
    failing.getState().prefetch(inc2);
    applied = 0;
    expect(failing.getState().act(inc2)).toBe(true);
    expect(applied).toBe(0);
  });
});
