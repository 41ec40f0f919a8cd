/**
 * The computer's move: single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling,
 * Powley & Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012).
 *
 * Each iteration
 *  1. draws a fresh determinization from the bot's VIEW (adapter.determinize: hidden parts sampled,
 *     dice reseeded) — the search never holds the true state;
 *  2. descends one tree shared by all determinizations, whose nodes are the searching player's
 *     information sets (actions identified by `system.actionKey`), choosing among the actions legal
 *     in this determinization (less those the adapter's `prune` leaves out) by UCB1 with
 *     availability counts;
 *  3. adds one untried action (the adapter's policy picks which);
 *  4. plays on by the policy for at most `playoutDepth` actions, then scores the position (1/½/0 if
 *     the game is over, else adapter.evaluate), and
 *  5. credits every node on the path with the reward of the side that took its action.
 *
 * Why this and not the simpler alternatives:
 *  - Determinized flat Monte Carlo / Perfect-Information Monte Carlo (PIMC: solve or search each
 *    sampled world separately, then vote) suffers STRATEGY FUSION: in each world the search plays
 *    as if it knew that world, choosing different continuations in worlds the player cannot tell
 *    apart — so it values information-gathering and hedging moves at nothing and overrates lines
 *    that need knowledge it will not have. ISMCTS keeps one tree over the player's own information
 *    sets: the continuation chosen at a node is the same for every world consistent with it.
 *  - PIMC also spends its budget re-searching each world from scratch; one shared tree pools all
 *    iterations over all samples, which matters at the small budgets a browser allows.
 *  - NON-LOCALITY (the value of a node depending on the opponent's view of other nodes) is not
 *    solved by SO-ISMCTS either — the opponent is modelled as if it saw our information set — but
 *    nor by PIMC; the remedy (multi-observer ISMCTS, or belief modelling in determinize) can come
 *    later behind the same contract. For these wargames the hidden parts are few (off-board boxes,
 *    a counter, a declaration) and the dice many, which is the case ISMCTS was shown to handle well.
 *  - Chance is handled by the reseeded dice of each determinization: every iteration meets different
 *    rolls, so the tree averages over them and can never learn a future roll.
 *
 * The search is a pure function of (view, side, legal, options): all randomness comes from a
 * generator seeded with `options.seed`, tree children are kept in insertion order and ties go to the
 * earlier entry. The answer is always an entry of `legal` (the very object). The search stops before
 * its budget once the most visited root action can no longer be overtaken (same answer, less time).
 */
import type { GameSystem } from '../contract';
import { seedRng, type RngState } from '../rng';
import type { BotAdapter, SearchOptions, SearchResult } from './adapter';
import { keysOf, type KeptList } from './keys';
import { newNode, selectChild, type TreeNode } from './node';
import { PUCT_C, selectGuided } from './puct';
import { applyOrThrow, playout, policyMove, scorer } from './playout';

/**
 * The kept entries of `acts` (all of them when the adapter kept none), with their keys, and the entry
 * keyed `guide` (the policy's choice) kept whatever the adapter says. `keys` are those of `acts` when
 * already made (at the root), else null: then only the kept entries' keys are made (by `keyAll`),
 * unless the guide is among those left out. `kept` is in list order (adapter.ts `prune`).
 */
function pruned<A>(keyAll: (xs: readonly A[]) => readonly string[], kept: readonly A[], acts: readonly A[], keys: readonly string[] | null, guide: string | null): [readonly A[], readonly string[] | null] {
  if (kept === acts || !kept.length || kept.length === acts.length) return [acts, keys];
  if (!keys) {
    const own = keyAll(kept);
    if (guide === null || own.includes(guide)) return [kept, own];
    keys = keyAll(acts);
  }
  const set = new Set(kept);
  const k = keys;
  const idx = acts.map((a, i) => (set.has(a) || k[i] === guide ? i : -1)).filter((i) => i >= 0);
  return [idx.map((i) => acts[i]), idx.map((i) => k[i])];
}

/** Keys of a list offered at `node` (keys.ts), taken from the list it was last offered where the entries match; the list is kept. */
function keyerAt<A, Side extends string>(key: (a: A) => string, node: TreeNode<A, Side>): (xs: readonly A[]) => readonly string[] {
  return (xs) => {
    const k = keysOf(key, xs, node.list);
    if (node.list) {
      node.list.acts = xs;
      node.list.keys = k;
    } else node.list = { acts: xs, keys: k };
    return k;
  };
}

export function search<S, A, V, Side extends string>(
  system: GameSystem<S, A, V, Side, never>,
  adapter: BotAdapter<S, A, V, Side>,
  view: V,
  side: Side,
  legal: readonly A[],
  opts: SearchOptions,
): SearchResult<A> {
  if (!legal.length) throw new Error('bot: no legal action to choose from');
  const key = (a: A) => system.actionKey(a);
  const rootKeys = legal.map(key);
  const rootList: KeptList<A> = { acts: legal, keys: rootKeys };
  const allowed = new Set(rootKeys);
  const root = newNode<A, Side>(null, '', null);
  const guided = opts.guide !== false;
  const c = opts.exploration ?? 0.7;
  const cGuided = opts.exploration ?? PUCT_C;
  let rng: RngState = seedRng(`ismcts:${String(opts.seed)}`);
  let wasted = 0;
  const budget = legal.length === 1 ? 0 : Math.max(0, Math.floor(opts.iterations));
  let iterations = 0;

  for (let it = 0; it < budget; it++) {
    // At least one iteration before the caller may stop it (it could otherwise answer unsearched).
    if (it > 0 && opts.stop?.()) break;
    iterations++;
    let s: S;
    [s, rng] = adapter.determinize(view, side, rng);
    let node = root;
    const path: TreeNode<A, Side>[] = [root];
    let first = true;
    // adapter.legalFromView, until a sample refuses an entry of the real list (then its own list).
    let trusted = !!adapter.legalFromView;
    // Selection and expansion.
    for (;;) {
      const player = system.toAct(s);
      if (player === null) break;
      // legalFromView: the real list and its keys at the root, not the sample's list keyed afresh.
      const fromView = first && trusted;
      let acts: readonly A[] = fromView ? legal : system.legalActions(s);
      // Keys are made only where needed (below the root, of the entries the prune keeps).
      let keys: readonly string[] | null = fromView ? rootKeys : null;
      if (fromView) first = false;
      /** The state after `a`; null when the sample refuses an entry of the real list (fromView): the root is then chosen from the sample's own list. */
      const after = (a: A): S | null => {
        if (!fromView) return applyOrThrow(system, s, a);
        const r = system.apply(s, a);
        return r.ok ? r.state : null;
      };
      if (first) {
        // At the root only the real legal list counts: a determinization may offer other actions.
        const all = keysOf(key, acts, rootList);
        const idx = all.map((k, i) => (allowed.has(k) ? i : -1)).filter((i) => i >= 0);
        if (idx.length !== all.length) {
          acts = idx.map((i) => acts[i]);
          keys = idx.map((i) => all[i]);
        } else keys = all;
        first = false;
      }
      if (!acts.length) break;
      // Below the root: the keys of the list this node was last offered, where the entries match (keys.ts).
      const keyAll = keyerAt(key, node);
      if (guided) {
        // The policy's choice on the unpruned list, once per node: the prior, and always searched.
        if (node.guide === undefined && acts.length > 1) {
          let g: A;
          [g, rng] = adapter.guide ? adapter.guide(s, acts, rng) : policyMove(adapter, s, acts, rng);
          node.guide = system.actionKey(g);
        }
        const gk = node.guide ?? null;
        if (adapter.prune && acts.length > 1) [acts, keys] = pruned(keyAll, adapter.prune(s, acts), acts, keys, gk);
        keys ??= keyAll(acts);
        const i = selectGuided(node, keys, gk, cGuided);
        const k = keys[i];
        let child = node.children.get(k);
        const t = after(acts[i]);
        if (!t) {
          [trusted, first] = [false, true];
          continue;
        }
        s = t;
        const expand = !child;
        if (!child) node.children.set(k, (child = newNode<A, Side>(acts[i], k, player)));
        node = child;
        path.push(child);
        if (expand) break;
        continue;
      }
      if (adapter.prune && acts.length > 1) [acts, keys] = pruned(keyAll, adapter.prune(s, acts), acts, keys, null);
      const ks = (keys ??= keyAll(acts));
      const untried = acts.filter((_, i) => !node.children.has(ks[i]));
      if (untried.length) {
        let a: A;
        [a, rng] = policyMove(adapter, s, untried, rng);
        const t = after(a);
        if (!t) {
          [trusted, first] = [false, true];
          continue;
        }
        s = t;
        const k = system.actionKey(a);
        const child = newNode<A, Side>(a, k, player);
        node.children.set(k, child);
        path.push(child);
        break;
      }
      const next = selectChild(node, ks, c)!;
      const t = after(acts[ks.indexOf(next.key)]);
      if (!t) {
        [trusted, first] = [false, true];
        continue;
      }
      s = t;
      node = next;
      path.push(node);
    }
    if (path.length === 1 && system.toAct(s) !== null) {
      wasted++;
      continue;
    }
    [s, rng] = playout(system, adapter, s, opts.playoutDepth, rng);
    const reward = scorer(system, adapter, s);
    for (const n of path) {
      n.visits += 1;
      if (n.player !== null) n.reward += reward(n.player);
    }
    if (!opts.exhaustive && decided(root, budget - iterations)) break;
  }

  // The most visited root action among the real legal list; ties: higher mean, then list order.
  let bestI = -1;
  let bestV = -1;
  let bestM = -1;
  const stats = rootKeys.map((key, i) => {
    const ch = root.children.get(key);
    const visits = ch?.visits ?? 0;
    const mean = ch && ch.visits ? ch.reward / ch.visits : 0;
    if (visits > bestV || (visits === bestV && mean > bestM)) {
      bestI = i;
      bestV = visits;
      bestM = mean;
    }
    return { key, visits, mean };
  });
  let action = legal[bestI];
  if (bestV <= 0 && legal.length > 1) {
    // Nothing searched (no budget, or no determinization agreed with the legal list): fall back to
    // the policy on a determinization, else the first entry.
    action = legal[0];
    if (adapter.policy) {
      const [s] = adapter.determinize(view, side, rng);
      const [a] = adapter.policy(s, legal, rng);
      if (legal.includes(a)) action = a;
    }
  }
  return { action, iterations, wasted, stats, guide: root.guide ?? null };
}

/**
 * Can the answer no longer change? The answer is the most visited root action; when its visits
 * exceed every other's by more than the iterations left, no other can catch up (each iteration adds
 * one visit to one root child), so the rest of the budget would be spent for nothing. Stopping then
 * gives the same answer as running on.
 */
function decided<A, Side extends string>(root: TreeNode<A, Side>, left: number): boolean {
  let best = 0;
  let second = 0;
  for (const ch of root.children.values()) {
    if (ch.visits > best) {
      second = best;
      best = ch.visits;
    } else if (ch.visits > second) second = ch.visits;
  }
  return best - second > left;
}

/** The bot's move for `side` from its `view` and real `legal` list: an entry of `legal`. */
export function chooseAction<S, A, V, Side extends string>(
  system: GameSystem<S, A, V, Side, never>,
  adapter: BotAdapter<S, A, V, Side>,
  view: V,
  side: Side,
  legal: readonly A[],
  opts: SearchOptions,
): A {
  return search(system, adapter, view, side, legal, opts).action;
}
