/**
 * Where the Alesia (1983 rules) bench's median action goes (issue 18): plays the bench's games
 * (scripts/bench/alesiaEngine.ts: standard scenario, testing.ts chooseAction, the same seeds) and
 * prints, per action type and phase, how many actions, how many cost under the target, the medians of
 * the legal list and of `apply`, and the total time; then where the overall median falls. `--reps`
 * plays the whole set that many times (more samples on a loaded machine).
 *
 *   npx vite-node scripts/acActionCosts.ts -- [--target 25] [--games 12] [--reps 1]
 */
import { alesiaClassic } from '../src/engine/alesia-classic/system';
import { chooseAction } from '../src/engine/alesia-classic/testing';
import { playTimedAc, type AcTimedChoose } from './lib/acTimedPlay';
import { ActionCosts } from './lib/actionCosts';

const argv = process.argv.slice(2);
const arg = (k: string, d: number) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const target = arg('--target', 25);
const games = arg('--games', 12);
const reps = arg('--reps', 1);

const costs = new ActionCosts();
function play(seed: string, record: boolean): void {
  playTimedAc(alesiaClassic, chooseAction as AcTimedChoose, seed, (a, legalUs, applyUs, phase) => {
    if (record && a.t !== 'historical') costs.record(`${a.t}@${phase}`, legalUs, applyUs);
  });
}

for (let i = 0; i < 4; i++) play(`ac-warm-${i}`, false);
for (let r = 0; r < reps; r++) for (let i = 0; i < games; i++) play(`ac-bench-${i}`, true);

costs.print(target, 1);
