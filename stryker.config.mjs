// Mutation testing of the engines' rule files (`npm run mutate`, outside `npm test`: too slow).
// StrykerJS with its vitest runner and per-test coverage; the TypeScript checker is left off (it
// does not run on TypeScript 7). Equivalent mutants are marked in the source with a
// `// Stryker disable next-line <Mutator>: <why>` comment, so the reason sits beside the code and
// the report lists them as ignored. scripts/mutate.mjs runs this and reports the score per file.
import { MUTATE } from './scripts/mutateFiles.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  coverageAnalysis: 'perTest',
  checkers: [],
  // Stryker rewrites tsconfig paths through the TypeScript API, which TypeScript 7 no longer has;
  // this project's tsconfig has no extends or references to rewrite, so point it at no file.
  tsconfigFile: 'tsconfig.stryker-none.json',
  // The rule files of both engines (scripts/mutateFiles.mjs: what is left out and why).
  mutate: MUTATE,
  ignoreStatic: true,
  timeoutMS: 20000,
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  reporters: ['clear-text', 'json', 'html', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
