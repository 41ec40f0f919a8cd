/**
 * A derivation kept per object (a position, a view): made once, then read back, so the store's
 * prefetch can make it ahead of the click (warm.ts). Positions are frozen values, so an object's
 * answer never goes stale.
 */
export function perPosition<K extends object, V>(derive: (k: K) => V): (k: K) => V {
  const kept = new WeakMap<K, V>();
  return (k) => {
    if (kept.has(k)) return kept.get(k)!;
    const v = derive(k);
    kept.set(k, v);
    return v;
  };
}

/**
 * A derivation kept per object and per key: a position as one side sees it (the board of the seat
 * to act, or of the person watching the computer play). The same object and key give the same answer.
 */
export function perPositionAnd<K extends object, Q, V>(derive: (k: K, q: Q) => V): (k: K, q: Q) => V {
  const kept = new WeakMap<K, Map<Q, V>>();
  return (k, q) => {
    let byKey = kept.get(k);
    if (!byKey) kept.set(k, (byKey = new Map()));
    if (byKey.has(q)) return byKey.get(q)!;
    const v = derive(k, q);
    byKey.set(q, v);
    return v;
  };
}
