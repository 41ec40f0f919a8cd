/**
 * Policy-guided selection (PUCT, as in AlphaGo/AlphaZero: Silver et al. 2016, 2017; Rosin 2011's
 * PUCB): each action's score is its mean reward plus an exploration term weighted by a PRIOR,
 *
 *   score(a) = Q(a) + c · P(a) · √(1 + Σ n(b)) / (1 + n(a)),
 *
 * the sum over the actions available in this determinization. The prior is the adapter's policy:
 * its choice gets the share GUIDE_SHARE, the others split the rest evenly. So the search starts
 * from the policy's move and leaves it for another only when that one's playouts come out better
 * — at small budgets it plays close to the policy, at large ones it can overrule it. Plain UCB1
 * (node.ts selectChild) tries every untried action once before repeating any, which at the
 * budgets a browser allows spends most iterations on moves a player would not consider.
 *
 * An action not yet tried has no mean: it is scored at the mean of the tried ones available here
 * (first-play urgency at the parent's value; 0.5 when none is tried), so its prior decides when it
 * is first tried.
 */
import type { TreeNode } from './node';

/** The prior share of the policy's choice (the other actions share the rest evenly). */
export const GUIDE_SHARE = 0.5;
/** The default PUCT constant for rewards in [0, 1]. */
export const PUCT_C = 1;

/**
 * The index in `keys` (the actions available here, in list order) with the highest PUCT score;
 * `guide` is the policy's choice (null or absent from `keys`: an even prior). Ties go to the earlier
 * key. The caller expands the action when `node` has no child for it yet.
 */
export function selectGuided<A, Side extends string>(node: TreeNode<A, Side>, keys: readonly string[], guide: string | null, c: number): number {
  const n = keys.length;
  if (n === 1) return 0;
  // Each child looked up once (lists run to hundreds of entries); the scratch array is reused.
  const kids = scratch as (TreeNode<A, Side> | undefined)[];
  let total = 1;
  let sumR = 0;
  let sumN = 0;
  let gi = -1;
  for (let i = 0; i < n; i++) {
    const k = keys[i];
    if (gi < 0 && k === guide) gi = i;
    const ch = node.children.get(k);
    kids[i] = ch;
    if (ch && ch.visits) {
      total += ch.visits;
      sumR += ch.reward;
      sumN += ch.visits;
    }
  }
  const guided = gi >= 0;
  const fpu = sumN ? sumR / sumN : 0.5;
  const rest = guided ? (1 - GUIDE_SHARE) / (n - 1) : 1 / n;
  const root = c * Math.sqrt(total);
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < n; i++) {
    const ch = kids[i];
    const visits = ch ? ch.visits : 0;
    const q = visits ? ch!.reward / visits : fpu;
    const p = guided && keys[i] === guide ? GUIDE_SHARE : rest;
    const score = q + (root * p) / (1 + visits);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  kids.fill(undefined, 0, n);
  return best;
}

/** selectGuided's children by index, reused from call to call (never read past a call). */
const scratch: unknown[] = [];
