/**
 * Test kit (not engine code): how long a random-game test plays. Under `npm run mutate` the
 * vitest configs provide `mutationRun`, and every surviving mutant reruns each test that covers it;
 * the random-game oracles (fuzzer, purity, legal-list and search oracles) then play a sixth of their
 * usual length, so a whole mutation run fits in hours, not days. `npm test` plays them in full.
 */
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    mutationRun?: boolean;
  }
}

/** `n` actions (or runs) in `npm test`; a sixth of them, at least `min`, in a mutation run. */
export function runLength(n: number, min = 1): number {
  return inject('mutationRun') ? Math.max(min, Math.ceil(n / 6)) : n;
}
