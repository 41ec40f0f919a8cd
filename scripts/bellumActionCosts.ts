/**
 * Where the Bellum bench's median action goes (issue 18): plays the bench's games (scripts/bench/
 * engine.ts: Aquitania, solo or hot-seat, uniform random choice, the same seeds) and prints, per
 * action type and step, how many actions, how many cost under the target, the medians of the legal
 * list and of `apply`, and the total time; then how many actions are under the target against how
 * many the median needs.
 *
 *   npx vite-node scripts/bellumActionCosts.ts -- [--target 5] [--games 20] [--hotseat]
 */
import { bellum } from '../src/engine/bellum/system';
import { seedRng } from '../src/engine/core/rng';
import { pickRandom, policySeed, setupOptions } from './lib/playout';
import { ActionCosts } from './lib/actionCosts';

const argv = process.argv.slice(2);
const arg = (k: string, d: number) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const target = arg('--target', 5);
const games = arg('--games', 20);
const solo = !argv.includes('--hotseat');
const kind = solo ? 'solo' : 'hotseat';

const costs = new ActionCosts();
function play(seed: string, record: boolean): void {
  const r = bellum.setup(setupOptions('aquitania', seed, solo));
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  let rng = seedRng(policySeed(seed));
  for (let i = 0; i < 20000 && !bellum.outcome(s); i++) {
    const t0 = performance.now();
    const legal = bellum.legalActions(s);
    const t1 = performance.now();
    const [a, next] = pickRandom(rng, legal);
    rng = next;
    const t2 = performance.now();
    const res = bellum.apply(s, a);
    const t3 = performance.now();
    if (!res.ok) throw new Error(res.rejection.message);
    if (record) costs.record(`${a.t}@${s.step}`, (t1 - t0) * 1000, (t3 - t2) * 1000);
    s = res.state;
  }
}

for (let i = 0; i < 100; i++) play(`bench-warm-${i}`, false);
for (let r = 0; r < 5; r++) for (let i = 0; i < games; i++) play(`bench-${kind}-${r}-${i}`, true);

costs.print(target, 1, `${kind}: `);
