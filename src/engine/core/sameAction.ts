import { stableStringify } from './hash';

/**
 * Whether two actions are the same action: the same defined fields with the same values
 * (fields set to `undefined` count as absent, as in `stableStringify`). Actions are small flat
 * records, so this compares fields directly; a nested value falls back to its canonical JSON.
 * Equivalent to comparing `stableStringify` keys, without building the strings.
 */
export function sameAction(a: object, b: object): boolean {
  if (a === b) return true;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let nx = 0;
  for (const k in x) {
    const v = x[k];
    if (v === undefined) continue;
    nx++;
    const w = y[k];
    if (v === w) continue;
    if (v === null || w === null || typeof v !== 'object' || typeof w !== 'object') return false;
    if (Array.isArray(v) && Array.isArray(w)) {
      // A path of hex keys is the common case: element by element, with stableStringify's reading
      // of each element (undefined as null), without building the whole strings.
      if (v.length !== w.length) return false;
      for (let i = 0; i < v.length; i++) if (v[i] !== w[i] && stableStringify(v[i] === undefined ? null : v[i]) !== stableStringify(w[i] === undefined ? null : w[i])) return false;
      continue;
    }
    if (stableStringify(v) !== stableStringify(w)) return false;
  }
  let ny = 0;
  for (const k in y) if (y[k] !== undefined) ny++;
  return nx === ny;
}
