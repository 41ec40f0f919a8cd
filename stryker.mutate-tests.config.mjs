// `npm run mutate` with only the test files named in MUTATE_TESTS (see vitest.mutate-tests.config.ts):
// a lower bound of the full score in a fraction of the time, for work on one rule file on a busy
// machine. Run: MUTATE_TESTS='src/engine/x/*.test.ts' STRYKER_CONCURRENCY=1 npx stryker run
// stryker.mutate-tests.config.mjs --mutate <file>; then `npm run mutate -- --report` for the score.
import base from './stryker.config.mjs';

export default { ...base, vitest: { ...base.vitest, configFile: 'vitest.mutate-tests.config.ts' } };
