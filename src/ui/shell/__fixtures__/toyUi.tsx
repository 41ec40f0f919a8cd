/**
 * For the shell's component tests: the toy counter game (store/__fixtures__/toySystem.ts) as a
 * system's UI, with its own board, store and words. `engine`, `seats`, `Board` and `Track` may be
 * given (the computer seat's tests give the toy a view that hides its dice, seats that keep secrets
 * and a board that shows a side's secret on its own screen); the store plays the `engine` given.
 */
import { createGameStore } from '../../../store/gameStore';
import { toyLegal, toySystem, type ToyAction, type ToyOptions, type ToySide, type ToyState } from '../../../store/__fixtures__/toySystem';
import type { BoardProps, SystemUi } from '../registry';

export const describeToy = (_s: ToyState, a: ToyAction): string => (a.t === 'inc' ? `Add ${a.by}` : a.t === 'roll' ? 'Roll to push' : a.t === 'peek' ? 'Peek' : 'Pass');

export function ToyBoard({ state, legal, onAct }: BoardProps<ToyState, ToyAction>) {
  return (
    <section aria-label="Toy board">
      <p>Counter {state.count}</p>
      <button type="button" disabled={legal.length === 0} onClick={() => onAct({ t: 'inc', by: 2 })}>
        Board push
      </button>
    </section>
  );
}

export function toyUi(over: Pick<Partial<SystemUi<ToyState, ToyAction>>, 'engine' | 'seats' | 'Board' | 'Track'> = {}): SystemUi<ToyState, ToyAction> {
  const system = (over.engine ?? toySystem) as typeof toySystem;
  const store = createGameStore<ToyState, ToyAction, ToySide, ToyOptions>({ system, defaultViewer: 'red', reveals: (a, b) => a.rng !== b.rng });
  return {
    id: 'bellum',
    prompt: {
      instruction: (s) => ({ text: `${s.side}: push the counter (now ${s.count})`, rule: 'BG 1' }),
      groups: (legal) => [{ id: 'all', title: 'Choices', actions: [...legal] }],
      describe: describeToy,
      rule: () => 'BG 1',
      kind: (a) => a.t,
      sideName: (side) => side.charAt(0).toUpperCase() + side.slice(1),
      automatic: () => false,
    },
    rules: { prefix: 'T', rules: [], find: () => undefined, parent: () => undefined, search: () => [] },
    tables: { models: () => [], keyOf: () => null, titleOf: () => null },
    decisionIsSecret: () => false,
    highlightOf: () => [],
    Track: ({ state, toAct }) => (
      <p>
        Track: count {state.count}, {toAct ?? 'nobody'} to act
      </p>
    ),
    modeWords: () => 'toy',
    engine: toySystem,
    store,
    legal: toyLegal,
    toAct: (s) => toySystem.toAct(s),
    outcome: (s) => toySystem.outcome(s),
    when: (s) => `step ${s.count}`,
    Board: ToyBoard,
    keys: { end: () => null, escape: () => null },
    describeAction: describeToy,
    ...over,
  };
}
