/**
 * Where the GBoH bench's median action goes (issue 17): plays the bench's games (scripts/bench/
 * gbohEngine.ts playGboh's policy and seeds) and prints, per action type and step, how many actions,
 * how many cost under the target, the medians of the legal list and of `apply`, and the total time;
 * then how many actions are under the target against how many the median needs.
 *
 *   npx vite-node scripts/gbohActionCosts.ts -- [--target 100] [--games 4]
 */
import type { AgScenarioId } from '../src/engine/alesia-gboh/state';
import { playTimedGboh } from './lib/agTimedPlay';
import { ActionCosts } from './lib/actionCosts';

const argv = process.argv.slice(2);
const arg = (k: string, d: number) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const target = arg('--target', 100);
const games = arg('--games', 4);

const costs = new ActionCosts();
function play(scenario: AgScenarioId, seed: string, cap: number, record: boolean): void {
  playTimedGboh(scenario, seed, cap, () => performance.now(), ({ before, action: a, legal0, legal1, apply0, apply1 }) => {
    if (!record || a.t === 'sample') return;
    costs.record(`${a.t}@${before.step}`, (legal1 - legal0) * 1000, (apply1 - apply0) * 1000);
  });
}

const scenarios: AgScenarioId[] = ['12.1', '12.2', '12.3'];
for (let i = 0; i < 2; i++) for (const sc of scenarios) play(sc, `gboh-warm-${i}`, 300, false);
for (let i = 0; i < games; i++) for (const sc of scenarios) play(sc, `gboh-bench-${i}`, 1200, true);

costs.print(target, 0);
