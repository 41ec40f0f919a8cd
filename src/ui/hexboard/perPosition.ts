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
