/**
 * The engine is pure rules (developers' guide): no clock, no global randomness, no DOM, no UI library,
 * no hidden globals — so a game is its set-up and action log, replayed bit for bit, in a test, a
 * Web Worker or the page alike. This reads every engine source file (tests aside) for the names that
 * would break that; a measuring probe left in rule code (as once in alesia-gboh/ctx.ts) fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../src/engine');
const FORBIDDEN: [RegExp, string][] = [
  [/\bMath\.random\b/, 'Math.random (dice live in the state: core/rng.ts)'],
  [/\bDate\b/, 'Date (no clock in the rules)'],
  [/\bperformance\./, 'performance (speed is measured by npm run bench, outside the engine)'],
  [/\bglobalThis\b/, 'globalThis'],
  [/\b(window|document|navigator|localStorage|indexedDB)\./, 'the DOM or browser storage'],
  [/from '(react|react-dom|zustand|immer)[/']/, 'a UI or store library'],
  [/\bset(Timeout|Interval)\(/, 'timers'],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && name !== 'testing.ts' ? [p] : [];
  });
}

/** The file's text without comments (a comment may name what the code must not use). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('engine purity', () => {
  const files = sources(ROOT);
  it('reads the engine sources', () => expect(files.length).toBeGreaterThan(100));
  it('no engine source uses a clock, global randomness, the DOM or a UI library', () => {
    const found: string[] = [];
    for (const f of files) {
      const text = code(readFileSync(f, 'utf8'));
      for (const [re, what] of FORBIDDEN) if (re.test(text)) found.push(`${relative(ROOT, f)}: ${what}`);
    }
    expect(found).toEqual([]);
  });
});
