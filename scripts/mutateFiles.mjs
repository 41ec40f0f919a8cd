// The engines' rule files under mutation testing, shared by stryker.config.mjs and scripts/mutate.mjs.
import fs from 'node:fs';
import path from 'node:path';

export const ENGINES = ['src/engine/bellum', 'src/engine/alesia-classic'];

/** Not rules: tests, test kits, rule paraphrases, descriptions for the log, data files, barrels. */
export const NOT_RULES = [
  '!src/engine/**/*.test.ts',
  '!src/engine/**/testkit.ts',
  '!src/engine/**/*Kit.ts',
  '!src/engine/**/testing.ts',
  '!src/engine/**/testing/**',
  '!src/engine/**/rules/**',
  '!src/engine/**/describe.ts',
  '!src/engine/**/index.ts',
  '!src/engine/bellum/data/**',
  '!src/engine/alesia-classic/data/**',
];

export const MUTATE = [...ENGINES.map((e) => `${e}/**/*.ts`), ...NOT_RULES];

function isRuleFile(rel) {
  const base = path.basename(rel);
  if (!rel.endsWith('.ts') || rel.endsWith('.test.ts') || rel.endsWith('.d.ts')) return false;
  if (['testkit.ts', 'testing.ts', 'describe.ts', 'index.ts'].includes(base) || base.endsWith('Kit.ts')) return false;
  const parts = rel.split('/');
  return !parts.includes('testing') && !parts.includes('rules') && !parts.includes('data');
}

/** Every rule file, grouped by folder (one Stryker run per group), e.g. 'src/engine/bellum/combat'. */
export function ruleFileGroups() {
  const groups = new Map();
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else if (isRuleFile(p)) {
        if (!groups.has(dir)) groups.set(dir, []);
        groups.get(dir).push(p);
      }
    }
  };
  ENGINES.forEach(walk);
  return [...groups].map(([dir, files]) => ({ dir, files: files.sort() })).sort((a, b) => a.dir.localeCompare(b.dir));
}
