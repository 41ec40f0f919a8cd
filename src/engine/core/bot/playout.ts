/** The part of an ISMCTS iteration past the tree: a policy playout cut at a depth, then scoring. */
import type { GameSystem } from '../contract';
import { nextIndex, type RngState } from '../rng';
import type { BotAdapter } from './adapter';

/** One move by the adapter's policy, or uniformly at random when it has none. */
export function policyMove<S, A, V, Side extends string>(adapter: BotAdapter<S, A, V, Side>, s: S, legal: readonly A[], rng: RngState): [A, RngState] {
  if (adapter.policy) return adapter.policy(s, legal, rng);
  const [i, next] = nextIndex(rng, legal.length);
  return [legal[i], next];
}

/** Play on from `s` by the policy for at most `depth` actions (or until the game ends). */
export function playout<S, A, V, Side extends string>(
  system: GameSystem<S, A, V, Side, never>,
  adapter: BotAdapter<S, A, V, Side>,
  s0: S,
  depth: number,
  rng0: RngState,
): [S, RngState] {
  let s = s0;
  let rng = rng0;
  for (let i = 0; i < depth && system.toAct(s) !== null; i++) {
    let part: readonly A[] | null = null;
    if (adapter.playoutLegal) [part, rng] = adapter.playoutLegal(s, rng);
    const legal = part ?? system.legalActions(s);
    if (!legal.length) break;
    let a: A;
    [a, rng] = policyMove(adapter, s, legal, rng);
    s = applyOrThrow(system, s, a);
  }
  return [s, rng];
}

export function applyOrThrow<S, A, V, Side extends string>(system: GameSystem<S, A, V, Side, never>, s: S, a: A): S {
  const r = system.apply(s, a);
  if (!r.ok) throw new Error(`bot: the system refused an entry of its own legal list (${system.actionKey(a)}): ${r.rejection.message}`);
  return r.state;
}

/**
 * A reward per side for where an iteration ended: 1 / 0.5 / 0 from the outcome when the game is
 * over, else the adapter's evaluation clamped to [0, 1] (asked once per side).
 */
export function scorer<S, A, V, Side extends string>(system: GameSystem<S, A, V, Side, never>, adapter: BotAdapter<S, A, V, Side>, s: S): (side: Side) => number {
  const out = system.outcome(s);
  const memo = new Map<Side, number>();
  return (side) => {
    let v = memo.get(side);
    if (v === undefined) {
      if (out) v = out.winner === side ? 1 : out.winner === 'draw' ? 0.5 : 0;
      else {
        const e = adapter.evaluate(s, side);
        v = Number.isFinite(e) ? Math.min(1, Math.max(0, e)) : 0.5;
      }
      memo.set(side, v);
    }
    return v;
  };
}
