/** Random play, undo and redo on the toy system: the store always equals a replay of its log. */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGameStore } from './gameStore';
import { rebuildSession } from './replaySession';
import { FakeStorage, installStorage, toySystem, type ToyAction, type ToyOptions, type ToySide, type ToyState } from './__fixtures__/toySystem';

const sys = { system: toySystem, defaultViewer: 'red' as ToySide, reveals: (a: ToyState, b: ToyState) => a.rng !== b.rng };

type Cmd = { k: 'act'; a: ToyAction } | { k: 'undo' } | { k: 'redo' } | { k: 'view'; side: ToySide };
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom<ToyAction>({ t: 'inc', by: 1 }, { t: 'inc', by: 2 }).map((a) => ({ k: 'act' as const, a })) },
  { weight: 1, arbitrary: fc.constantFrom<ToyAction>({ t: 'roll' }, { t: 'peek' }, { t: 'pass' }).map((a) => ({ k: 'act' as const, a })) },
  { weight: 3, arbitrary: fc.constant<Cmd>({ k: 'undo' }) },
  { weight: 2, arbitrary: fc.constant<Cmd>({ k: 'redo' }) },
  { weight: 1, arbitrary: fc.constantFrom<ToySide>('red', 'blue').map((side) => ({ k: 'view' as const, side })) },
);

beforeEach(() => installStorage(new FakeStorage()));
afterEach(() => installStorage(undefined));

describe('store invariants under random play', () => {
  it('state, log and undo floor always equal a replay from setup; undo never passes the floor', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.array(cmd, { maxLength: 60 }), (seed, cmds) => {
        const store = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>(sys);
        store.getState().newGame({ scenario: 'duel', seed, options: { goal: 60 } });
        for (const c of cmds) {
          const before = store.getState().session!;
          if (c.k === 'act') {
            const ok = store.getState().act(c.a);
            expect(ok).toBe(!before.state.over);
            if (ok) expect(store.getState().session!.redo).toEqual([]);
          } else if (c.k === 'undo') {
            const ok = store.getState().undo();
            expect(ok).toBe(before.actions.length > before.undoFloor);
            if (ok) expect(store.getState().session!.redo).toEqual([...before.redo, before.actions[before.actions.length - 1]]);
          } else if (c.k === 'redo') {
            const ok = store.getState().redo();
            expect(ok).toBe(before.redo.length > 0);
            if (ok) expect(store.getState().session!.actions).toEqual([...before.actions, before.redo[before.redo.length - 1]]);
          } else {
            store.getState().setViewer(c.side);
            expect(store.getState().session!.viewer).toBe(c.side);
          }
          const s = store.getState().session!;
          expect(s.undoFloor).toBeGreaterThanOrEqual(before.undoFloor); // nothing ever lowers the floor
          expect(s.actions.length).toBeGreaterThanOrEqual(s.undoFloor);
          const ref = rebuildSession(sys, { scenario: 'duel', seed, options: { goal: 60 } }, s.actions);
          expect(ref.ok).toBe(true);
          if (!ref.ok) return;
          expect(s.state).toEqual(ref.value.state);
          expect(s.log).toEqual(ref.value.log);
          expect(s.undoFloor).toBe(ref.value.undoFloor);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('export → import reproduces any reachable game', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 6 }), fc.array(cmd, { maxLength: 40 }), async (seed, cmds) => {
        const a = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>(sys);
        a.getState().newGame({ scenario: 'duel', seed, options: {} });
        for (const c of cmds) {
          if (c.k === 'act') a.getState().act(c.a);
          else if (c.k === 'undo') a.getState().undo();
          else if (c.k === 'redo') a.getState().redo();
        }
        const b = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>(sys);
        expect(await b.getState().importSave(a.getState().exportSave())).toBe(true);
        const sa = a.getState().session!;
        const sb = b.getState().session!;
        expect(sb.state).toEqual(sa.state);
        expect(sb.log).toEqual(sa.log);
        expect(sb.undoFloor).toBe(sa.undoFloor);
        expect(sb.actions).toEqual(sa.actions);
      }),
      { numRuns: 100 },
    );
  });
});
