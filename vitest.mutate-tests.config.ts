// Vitest for a quicker mutation run (stryker.mutate-tests.config.mjs): only the test files named in
// MUTATE_TESTS (comma-separated globs), e.g. a rule file's own tests, less the random-game oracles
// (vitest.mutate.config.ts). A mutant those tests kill is killed by the whole engine suite too, so
// the score is a lower bound of `npm run mutate`'s.
import { defineConfig } from 'vitest/config';
import { RANDOM_GAME_ORACLES } from './vitest.mutate.config';

const only = (process.env.MUTATE_TESTS ?? '').split(',').map((g) => g.trim()).filter(Boolean);

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: only.length ? only : ['src/engine/**/*.test.ts'],
    exclude: RANDOM_GAME_ORACLES,
    setupFiles: ['tests/setup/registerBooks.ts'],
    testTimeout: 30_000,
  },
});
