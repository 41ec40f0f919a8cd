/**
 * Test helper: freeze a value and everything reachable from it, as the store does with every state
 * it keeps. A rule that writes into a state it was given then throws (modules run in strict mode)
 * instead of silently changing the past.
 */
export function deepFreeze<T>(v: T): T {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return v;
  Object.freeze(v);
  if (Array.isArray(v)) for (const x of v) deepFreeze(x);
  else for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  return v;
}
