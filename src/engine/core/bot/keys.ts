/**
 * Action keys for the search, made once per entry rather than once per visit. The tree identifies an
 * action by `system.actionKey` (a canonical string, e.g. sorted JSON) and needs the key of every
 * entry of every list it chooses from — at the root and at each node it descends through, in every
 * iteration, on lists of up to several hundred entries. Successive determinizations mostly list the
 * same actions in the same order, as new objects: so a node keeps the last list it was offered with
 * its keys, and an entry whose fields are the same values as the entry at that index in the kept
 * list takes its key from there. Exact, not a guess: `actionKey` is a function of an action's fields
 * (contract.ts: a canonical key), and two actions whose fields hold the same values (primitives
 * equal, objects the same object) have the same key. Anything else is keyed afresh.
 */

/** The last list offered at a node and its keys. */
export interface KeptList<A> {
  acts: readonly A[];
  keys: readonly string[];
}

/** Do `a` and `b` have the same fields with the same values (primitives equal, objects identical)? */
export function sameFields(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (x[k] !== y[k]) return false;
    n++;
  }
  for (const _k in y) n--;
  return n === 0;
}

/** The keys of `acts`, taken from `kept` where the entry at the same index has the same fields. */
export function keysOf<A>(key: (a: A) => string, acts: readonly A[], kept: KeptList<A> | undefined): string[] {
  const out = new Array<string>(acts.length);
  const old = kept?.acts;
  const oldKeys = kept?.keys;
  for (let i = 0; i < acts.length; i++) {
    const a = acts[i];
    out[i] = old && i < old.length && sameFields(a, old[i]) ? oldKeys![i] : key(a);
  }
  return out;
}
