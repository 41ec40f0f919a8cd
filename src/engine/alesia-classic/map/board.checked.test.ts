/**
 * The 1983 board, hex for hex, as reconstructed and checked (docs/reconstruction.md, AC 3.2, 7, 8,
 * 23, 24, 25): the derivation of the board from the ground must reproduce `board.checked.txt`
 * exactly. The facts the rules state are map.test.ts's; this test holds every other hex in place,
 * so that no change to the ground, its patch, the tracing or the derivation moves a river, a
 * rampart, a joint or the town without the checked board being regenerated on purpose
 * (`npx vite-node scripts/alesiaMaps.ts`) and its difference reviewed.
 *
 * The board is built (once per test file: acMap() caches it) inside the first test, the whole
 * comparison, never while the tests are collected: mutation testing's per-test coverage gives the
 * derivation's code to the test that first builds the board, and reruns only that test for each
 * mutant of it (docs/mutation.md, seventh session).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boardLines } from './boardTextKit';
import { acMap } from './map';

const CHECKED = fileURLToPath(new URL('./board.checked.txt', import.meta.url));
const want = readFileSync(CHECKED, 'utf8').trimEnd().split('\n');

describe('the 1983 board hex for hex (AC 3.2, 7, 8, 23–25)', () => {
  it('derives every hex and rampart hexside as checked', () => {
    const got = boardLines(acMap());
    const missing = want.filter((l) => !got.includes(l));
    const extra = got.filter((l) => !want.includes(l));
    expect({ missing: missing.slice(0, 12), extra: extra.slice(0, 12) }).toEqual({ missing: [], extra: [] });
    expect(got).toEqual(want);
  });

  it('has the checked number of hexes, rampart hexsides and town hexes', () => {
    const got = boardLines(acMap());
    expect(got[0]).toBe(want[0]);
    expect(got.filter((l) => l.startsWith('side ')).length).toBe(want.filter((l) => l.startsWith('side ')).length);
    expect(got.find((l) => l.startsWith('town '))).toBe(want.find((l) => l.startsWith('town ')));
  });
});
