// Vitest for mutation testing (`npm run mutate`): the engines' own tests only. The random-playout
// fuzzer and the scripted balance games in tests/unit/ touch every rule file and take seconds
// each; run per mutant they would make the run last days, and what they check (no crash, replay)
// is not what a mutant of one rule breaks.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['src/engine/**/*.test.ts'],
    setupFiles: ['tests/setup/registerBooks.ts'],
    // Random-game oracles play a sixth of their length (src/engine/core/testing/runLength.ts).
    provide: { mutationRun: true },
  },
});
