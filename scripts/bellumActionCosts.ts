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

const argv = process.argv.slice(2);
const arg = (k: string, d: number) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const target = arg('--target', 5);
const games = arg('--games', 20);
const solo = !argv.includes('--hotseat');
const kind = solo ? 'solo' : 'hotseat';

const byType = new Map<string, { legal: number[]; apply: number[] }>();
const all: number[] = [];
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
    if (record) {
      const k = `${a.t}@${s.step}`;
      let e = byType.get(k);
      if (!e) byType.set(k, (e = { legal: [], apply: [] }));
      e.legal.push((t1 - t0) * 1000);
      e.apply.push((t3 - t2) * 1000);
      all.push((t1 - t0 + t3 - t2) * 1000);
    }
    s = res.state;
  }
}

for (let i = 0; i < 100; i++) play(`bench-warm-${i}`, false);
for (let r = 0; r < 5; r++) for (let i = 0; i < games; i++) play(`bench-${kind}-${r}-${i}`, true);

const med = (v: readonly number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
const f = (x: number) => x.toFixed(1).padStart(7);
console.log(`${'action@step'.padEnd(28)} ${'n'.padStart(6)} ${`<${target}`.padStart(6)} ${'legal'.padStart(7)} ${'apply'.padStart(7)} ${'both'.padStart(7)} ${'total ms'.padStart(9)}`);
const rows = [...byType].map(([k, e]) => ({ k, e, both: e.legal.map((x, i) => x + e.apply[i]) })).sort((a, b) => b.both.length - a.both.length);
for (const { k, e, both } of rows) {
  console.log(`${k.padEnd(28)} ${String(both.length).padStart(6)} ${String(both.filter((x) => x < target).length).padStart(6)} ${f(med(e.legal))} ${f(med(e.apply))} ${f(med(both))} ${(both.reduce((a, b) => a + b, 0) / 1000).toFixed(1).padStart(9)}`);
}
console.log(`${kind}: median ${med(all).toFixed(1)} µs over ${all.length} actions; under ${target} µs: ${all.filter((x) => x < target).length} (the median needs ${Math.ceil(all.length / 2)})`);
// The action types in order of their median cost, with the running count: where the overall median falls.
let run = 0;
for (const { k, both } of [...rows].sort((a, b) => med(a.both) - med(b.both))) {
  run += both.length;
  console.log(`  ${f(med(both))} µs  ${k.padEnd(26)} cumulative ${String(run).padStart(6)}${run >= all.length / 2 && run - both.length < all.length / 2 ? '   <- the median' : ''}`);
}
