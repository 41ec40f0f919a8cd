// Vitest for mutation testing (`npm run mutate`): the engines' own rule tests. Left out are the
// random-game oracles — the fuzzer, the purity and legal-list properties, the move-search and
// position-array oracles, the combat and naval playout properties — and tests/unit/ (balance games,
// UI): each plays whole games, so it covers every mutant of every file and would rerun for each
// (a whole run would take days on two cores), and what it checks (no crash, replay, input left
// unchanged, two implementations agreeing) is not what a mutant of one rule breaks. The score is
// what the rule tests notice, a lower bound of what the whole suite does.
import { defineConfig } from 'vitest/config';

export const RANDOM_GAME_ORACLES = [
  'src/engine/alesia-classic/purity.test.ts',
  'src/engine/alesia-classic/legalOnly.test.ts',
  'src/engine/alesia-classic/movement/search.test.ts',
  'src/engine/alesia-classic/movement/arrays.test.ts',
  'src/engine/alesia-classic/system.fuzz.test.ts',
  'src/engine/bellum/purity.test.ts',
  'src/engine/bellum/combat/property.test.ts',
  'src/engine/bellum/naval/property.test.ts',
];

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['src/engine/**/*.test.ts'],
    exclude: RANDOM_GAME_ORACLES,
    setupFiles: ['tests/setup/registerBooks.ts'],
    // As the main config: a loaded machine must not fail Stryker's dry run on a slow test.
    testTimeout: 30_000,
  },
});
