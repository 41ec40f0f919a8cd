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

const argv = process.argv.slice(2);
const arg = (k: string, d: number) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const target = arg('--target', 100);
const games = arg('--games', 4);

const byType = new Map<string, { legal: number[]; apply: number[] }>();
const all: number[] = [];
function play(scenario: AgScenarioId, seed: string, cap: number, record: boolean): void {
  playTimedGboh(scenario, seed, cap, () => performance.now(), ({ before, action: a, legal0, legal1, apply0, apply1 }) => {
    if (!record || a.t === 'sample') return;
    const k = `${a.t}@${before.step}`;
    let e = byType.get(k);
    if (!e) byType.set(k, (e = { legal: [], apply: [] }));
    e.legal.push((legal1 - legal0) * 1000);
    e.apply.push((apply1 - apply0) * 1000);
    all.push((legal1 - legal0 + apply1 - apply0) * 1000);
  });
}

const scenarios: AgScenarioId[] = ['12.1', '12.2', '12.3'];
for (let i = 0; i < 2; i++) for (const sc of scenarios) play(sc, `gboh-warm-${i}`, 300, false);
for (let i = 0; i < games; i++) for (const sc of scenarios) play(sc, `gboh-bench-${i}`, 1200, true);

const med = (v: readonly number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
const f = (x: number) => x.toFixed(0).padStart(7);
console.log(`${'action@step'.padEnd(28)} ${'n'.padStart(6)} ${`<${target}`.padStart(6)} ${'legal'.padStart(7)} ${'apply'.padStart(7)} ${'both'.padStart(7)} ${'total ms'.padStart(9)}`);
const rows = [...byType].map(([k, e]) => ({ k, e, both: e.legal.map((x, i) => x + e.apply[i]) })).sort((a, b) => b.both.length - a.both.length);
for (const { k, e, both } of rows) {
  console.log(`${k.padEnd(28)} ${String(both.length).padStart(6)} ${String(both.filter((x) => x < target).length).padStart(6)} ${f(med(e.legal))} ${f(med(e.apply))} ${f(med(both))} ${(both.reduce((a, b) => a + b, 0) / 1000).toFixed(0).padStart(9)}`);
}
console.log(`median ${med(all).toFixed(1)} µs over ${all.length} actions; under ${target} µs: ${all.filter((x) => x < target).length} (the median needs ${Math.ceil(all.length / 2)})`);
