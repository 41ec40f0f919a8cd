/**
 * A deep copy of plain JSON data (objects, arrays, strings, numbers, booleans, null), as
 * `JSON.parse(JSON.stringify(v))` would make it — fields set to `undefined` are dropped — but
 * without building the intermediate string.
 */
export function cloneJson<T>(v: T): T {
  // JSON has no -0: the round trip gives 0, and so does this copy.
  if (v === 0) return 0 as T;
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = v[i] === undefined ? null : cloneJson(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const src = v as Record<string, unknown>;
  for (const k in src) {
    const x = src[k];
    if (x === undefined) continue;
    // A "__proto__" key is an own field in JSON; plain assignment would set the prototype instead.
    if (k === '__proto__') Object.defineProperty(out, k, { value: cloneJson(x), enumerable: true, writable: true, configurable: true });
    else out[k] = cloneJson(x);
  }
  return out as T;
}
