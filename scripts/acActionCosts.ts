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
import type { AcAction } from '../src/engine/alesia-classic/actions';
import { seedRng } from '../src/engine/core/rng';
import { ActionCosts } from './lib/actionCosts';

const argv = process.argv.slice(2);
const arg = (k: string, d: number) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const target = arg('--target', 25);
const games = arg('--games', 12);
const reps = arg('--reps', 1);

const costs = new ActionCosts();
function play(seed: string, record: boolean): void {
  const r = alesiaClassic.setup({ scenario: 'standard', seed, options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  let rng = seedRng(`policy:${seed}`);
  let moves = 0;
  let phase = s.phase;
  for (let n = 0; n < 20000 && !s.outcome; n++) {
    if (s.phase !== phase) { phase = s.phase; moves = 0; }
    const t0 = performance.now();
    const legal = alesiaClassic.legalActions(s);
    const t1 = performance.now();
    let a: AcAction;
    [a, rng] = chooseAction(s, legal, rng, moves);
    const t2 = performance.now();
    const res = alesiaClassic.apply(s, a);
    const t3 = performance.now();
    if (!res.ok) throw new Error(`${seed}: legal action refused: ${res.rejection.message}`);
    if (record && a.t !== 'historical') costs.record(`${a.t}@${s.phase}`, (t1 - t0) * 1000, (t3 - t2) * 1000);
    if (a.t === 'move' || a.t === 'shift') moves++;
    s = res.state;
  }
}

for (let i = 0; i < 4; i++) play(`ac-warm-${i}`, false);
for (let r = 0; r < reps; r++) for (let i = 0; i < games; i++) play(`ac-bench-${i}`, true);

costs.print(target, 1);
