/**
 * The bot contract: what a rule system must supply, beyond its `GameSystem`, for the computer to
 * play one of its sides (issue 18). The search (ismcts.ts) is generic; everything it knows about a
 * particular game comes through here.
 *
 * Fairness is built into the shape: the search is handed a side's VIEW (what that side may see),
 * never a state. A full state to search on exists only as a `determinize` sample: its hidden parts
 * drawn afresh, its dice reseeded from the bot's own generator — so no line of search can read a
 * hidden counter or a roll that has not been made.
 *
 * Randomness is a value (core/rng.ts): every function that draws takes an `RngState` and returns the
 * next one alongside its result, as the rule code does.
 */
import type { RngState } from '../rng';

export interface BotAdapter<S, A, V, Side extends string> {
  /**
   * A full state consistent with everything `side` sees in `view`: every part the view shows is
   * copied, every part it hides (the enemy's off-board boxes, secret counters, hidden declarations)
   * is SAMPLED from the possibilities the rules leave, and the state's dice are RESEEDED from `rng`.
   * Must read nothing but its arguments. The system's own `view(result, side)` should equal `view`.
   */
  determinize(view: V, side: Side, rng: RngState): [S, RngState];
  /**
   * Heuristic chance that `side` wins from `state`, in [0, 1] (0.5: even). Called on positions where
   * a playout was cut before the end; finished games are scored from `outcome` instead.
   */
  evaluate(state: S, side: Side): number;
  /**
   * Playout policy: one entry of `legal` (non-empty, the legal list of `state`). Should be cheap and
   * better than uniform random; absent, the search picks uniformly. Also orders the expansion of
   * untried actions in the tree.
   */
  policy?(state: S, legal: readonly A[], rng: RngState): [A, RngState];
  /**
   * The policy's considered choice, for the guided search's prior (puct.ts): the move the rules of
   * thumb would make, without the few random moves a playout policy keeps for exploration. Absent,
   * the search asks `policy`.
   */
  guide?(state: S, legal: readonly A[], rng: RngState): [A, RngState];
  /**
   * The actions worth searching: a non-empty subset of `legal` (the legal list of `state`) in its
   * order, or `legal` itself. For systems whose lists hold moves that only undo each other (pick a unit and
   * put it back), which a search may otherwise repeat without end. Must read only what the side to
   * act sees. Absent, every legal action is searched.
   */
  prune?(state: S, legal: readonly A[]): readonly A[];
  /**
   * The entries a playout step chooses among (optional): a non-empty part of the legal list of
   * `state` — entries equal to the list's, which `apply` accepts without the list having been made —
   * for a system whose whole list is costly where a playout needs few of its entries (a Command's
   * every unit's every path, of which the policy moves one unit). null: the whole list. Only
   * playouts ask it; the tree always chooses from the whole list.
   */
  playoutLegal?(state: S, rng: RngState): [readonly A[] | null, RngState];
  /**
   * True when the searching side's legal list in every `determinize` sample of its view is the real
   * list, entry for entry (what it may do depends only on what it sees; the adapter's tests check
   * it): the search then takes the real list and its keys at the root instead of listing and keying
   * each sample's afresh. An entry a sample refuses all the same only wastes that iteration.
   */
  legalFromView?: boolean;
}

/** How hard to think. A budget in iterations, not time: the engine has no clock (the Worker does). */
export interface SearchOptions {
  /** Determinize–select–expand–playout–backpropagate rounds. */
  iterations: number;
  /** The whole search is a function of its inputs and this seed. */
  seed: string | number;
  /** Actions a playout may take past the tree before the position is scored by `evaluate`. */
  playoutDepth: number;
  /**
   * Exploration constant: of PUCT when guided (default 1, puct.ts), of UCB1 when not (default 0.7,
   * as in Cowling et al.'s reference code for rewards in [0, 1]).
   */
  exploration?: number;
  /**
   * Policy-guided selection (default true): PUCT with the adapter's policy as the prior, its choice
   * always searched even where `prune` leaves it out (puct.ts). false: plain UCB1, every untried
   * action tried once first, in the order the policy picks them.
   */
  guide?: boolean;
  /**
   * Asked before each iteration after the first; true ends the search there (it answers from the
   * iterations made). The engine has no clock: the caller may stop by wall time (the app's Web
   * Worker does) or by anything else. The answer is then a function of the inputs, the seed and
   * how many iterations ran (`SearchResult.iterations`).
   */
  stop?: () => boolean;
  /**
   * Spend the whole budget even once the answer can no longer change (by default the search stops
   * there: ismcts.ts `decided`). Only for checking that stopping early changes nothing.
   */
  exhaustive?: boolean;
}

/** What a search found: the action chosen and, per root action key, its visits and mean reward. */
export interface SearchResult<A> {
  action: A;
  /** Iterations run: the budget, or fewer when `stop` ended the search or the answer was decided before it ran out. */
  iterations: number;
  /** Iterations whose determinization offered none of the root's legal actions (a sampling fault). */
  wasted: number;
  stats: { key: string; visits: number; mean: number }[];
  /** Guided search: the key of the policy's choice at the root, the prior (null: unguided or not asked). */
  guide: string | null;
}
