/**
 * AC 3.2, 10.1, 24.1 — the ready historical deployment (./historical.ts, a reconstruction), counter
 * for counter as checked: `historical.checked.txt` lists each hex it sets up with the counters put
 * there, from the standard set-up and around a fort and Caesar the Roman has placed himself. Any
 * change to where a counter goes shows as a difference to review; the file is rewritten on purpose
 * with `npx vite-node scripts/alesiaHistorical.ts` (after scripts/alesiaMaps.ts when the board changes).
 *
 * The deployment is worked out inside the tests, never while they are collected (mutation testing's
 * per-test coverage: docs/mutation.md, seventh session).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { historicalLines } from './historicalTextKit';

const CHECKED = fileURLToPath(new URL('./historical.checked.txt', import.meta.url));
const want = readFileSync(CHECKED, 'utf8').trimEnd().split('\n');

describe('AC 3.2 — the historical deployment counter for counter', () => {
  it('sets up every counter on the checked hex, from the pool and around counters already placed', () => {
    const got = historicalLines();
    const missing = want.filter((l) => !got.includes(l));
    const extra = got.filter((l) => !want.includes(l));
    expect({ missing: missing.slice(0, 12), extra: extra.slice(0, 12) }).toEqual({ missing: [], extra: [] });
    expect(got).toEqual(want);
  });
});
