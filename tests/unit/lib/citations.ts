/**
 * Shared by the rules-coverage tests of every system: the source files of the repository and a
 * check that a text cites a rule id as itself (`BG 4.4` not as the start of `BG 4.4.2`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir` (recursively) with an extension `ext` matches and a name `keep` accepts. */
export function filesUnder(dir: string, ext: RegExp, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules') out.push(...filesUnder(path, ext, keep));
    } else if (ext.test(name) && keep(name)) {
      out.push(path);
    }
  }
  return out;
}

/** Source code: no tests, no rule texts (they hold every id). */
export const sourceFiles = (dir: string): string[] =>
  filesUnder(dir, /\.tsx?$/, (name) => !/\.test\.tsx?$/.test(name) && !/^texts(-[\w-]+)?\.ts$/.test(name));

/**
 * What the coverage tests search, read once: the source code under `src` (no tests, no rule
 * texts), and every test — the unit tests beside the code and the tests/ folder beside `src`.
 */
export function codeAndTests(src: string): { code: string; tests: string } {
  const code = sourceFiles(src).map((f) => readFileSync(f, 'utf8')).join('\n');
  const tests = [...filesUnder(src, /\.test\.tsx?$/, () => true), ...filesUnder(join(src, '..', 'tests'), /\.(ts|mjs)$/, () => true)]
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  return { code, tests };
}

/**
 * Does `text` cite `id` as itself — not as the start of a longer id (`BG 4.4` in `BG 4.4.2`), nor
 * of a combat result of the Alesia rules (`AC 15.3` in `AC 15.3 BR`)?
 */
export const citesId = (text: string, id: string): boolean =>
  new RegExp(`${id.replace(/\./g, '\\.')}(?![0-9]|\\.[0-9A-Z]| (?:AR|AA|AE|DE|DA|DR|Melee|BR)\\b)`).test(text);

/**
 * Rule-id string literals in the source under `src` that name no rule: `literal` matches the
 * quoted literals of one book (its prefix), `citedId` takes the id off the start of one.
 */
export function unknownCitations(src: string, literal: RegExp, citedId: RegExp, known: (id: string) => boolean): string[] {
  const missing: string[] = [];
  for (const file of sourceFiles(src)) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(literal)) {
      const text = m[1] ?? m[2];
      const id = citedId.exec(text);
      if (!id || !known(id[0])) missing.push(`${relative(src, file).split(sep).join('/')}: '${text}'`);
    }
  }
  return missing;
}
