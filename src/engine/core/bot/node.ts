/**
 * A node of the single-observer information-set tree (ismcts.ts). A node stands for an action
 * sequence seen from the searching side, not for a state: its children are actions identified by
 * `actionKey`, and each determinization may offer only some of them. Hence the availability count
 * of SO-ISMCTS: how many times a child COULD have been chosen, which replaces the parent's visits
 * in UCB1 so that an action rarely legal is not starved (Cowling, Powley & Whitehouse 2012, §5.2).
 */
import type { KeptList } from './keys';

export interface TreeNode<A, Side extends string> {
  /** The action that led here (null at the root) and its key. */
  action: A | null;
  key: string;
  /** The side that took `action`: rewards here are from its point of view. */
  player: Side | null;
  visits: number;
  /** Sum of rewards in [0, 1] for `player`. */
  reward: number;
  /** Times this node was available when its parent was selected from (starts at 1). */
  avail: number;
  children: Map<string, TreeNode<A, Side>>;
  /**
   * Guided search (puct.ts): the key of the adapter's policy's choice the first time the search
   * chose here (undefined: not asked yet). Kept for the node's life, so the prior costs one policy
   * call per node, not one per visit.
   */
  guide?: string;
  /** The legal list this node was last offered below the root, with its keys (keys.ts: reused where the entries match). */
  list?: KeptList<A>;
}

export function newNode<A, Side extends string>(action: A | null, key: string, player: Side | null): TreeNode<A, Side> {
  return { action, key, player, visits: 0, reward: 0, avail: 1, children: new Map() };
}

/**
 * UCB1 over the children available in this determinization (`keys`, in legal-list order); every
 * available child's availability is counted. Ties go to the earlier key (deterministic). Returns
 * null when none of the children is available.
 */
export function selectChild<A, Side extends string>(node: TreeNode<A, Side>, keys: readonly string[], c: number): TreeNode<A, Side> | null {
  let best: TreeNode<A, Side> | null = null;
  let bestScore = -Infinity;
  for (const k of keys) {
    const ch = node.children.get(k);
    if (!ch) continue;
    const score = ch.reward / ch.visits + c * Math.sqrt(Math.log(ch.avail) / ch.visits);
    if (score > bestScore) {
      bestScore = score;
      best = ch;
    }
  }
  for (const k of keys) {
    const ch = node.children.get(k);
    if (ch) ch.avail += 1;
  }
  return best;
}
