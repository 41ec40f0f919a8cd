/**
 * Paired in-process speed comparison of two Alésia (GBoH) engine trees (issue 18), for a machine
 * shared with other work: the bench's games (scripts/bench/gbohEngine.ts: 12.1–12.3, the random
 * policy of scripts/lib/agPlayout.ts with call-off after 10, the sample deployment left out, the
 * seeds `gboh-bench-i`) are each played by A and by B back to back, in alternating order, so both see
 * the same load; since a speed change must not change behaviour, both play the very same actions and
 * each action's time (legal list + apply) is paired. Prints the median over all actions for each (the
 * bench's metric), the median of the per-action ratio B/A, and the same per action type with --types.
 * A tree is any directory holding `src/`; its own `scripts/lib/agPlayout.ts` is the policy when it
 * has one (so caches the policy fills are the tree's own), else this tree's:
 *
 *   git archive <commit> src scripts/lib | tar -x -C /tmp/base      # the tree to compare against
 *   npx vite-node scripts/gbohPairedBench.ts -- --a /tmp/base [--b .] [--games 8] [--types]
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const argv = process.argv.slice(2);
const arg = (k: string, d: string) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
if (!argv.includes('--a')) throw new Error('--a <tree> is required (a directory holding src/)');
const roots = [resolve(arg('--a', '.')), resolve(arg('--b', '.'))];
const games = Number(arg('--games', '8'));
const byType = argv.includes('--types');

interface Engine {
  setup(o: unknown): { ok: boolean; state: { outcome: unknown; step: string } };
  legalActions(s: unknown): readonly { t: string }[];
  apply(s: unknown, a: unknown): { ok: boolean; state: { outcome: unknown; step: string } };
}
type Choose = (s: unknown, legal: readonly unknown[], rng: unknown, o: object) => [{ t: string }, unknown];
interface Tree {
  e: Engine;
  choose: Choose;
  seedRng: (s: string) => unknown;
}
const trees: Tree[] = [];
for (const r of roots) {
  const policy = existsSync(`${r}/scripts/lib/agPlayout.ts`) ? `${r}/scripts/lib/agPlayout.ts` : resolve('scripts/lib/agPlayout.ts');
  trees.push({
    e: (await import(`${r}/src/engine/alesia-gboh/system.ts`)).alesiaGboh as Engine,
    choose: (await import(policy)).chooseAgAction as Choose,
    seedRng: (await import(`${r}/src/engine/core/rng.ts`)).seedRng,
  });
}

const SCENARIOS = ['12.1', '12.2', '12.3'];
/** One game as the bench plays it; each timed action's cost (µs) and kind pushed to `out`. */
function play(t: Tree, scenario: string, seed: string, cap: number, out: { us: number; kind: string }[] | null): void {
  let s = t.e.setup({ scenario, seed, options: {} }).state;
  let rng = t.seedRng(`policy:${seed}`);
  for (let n = 0; n < cap && !s.outcome; n++) {
    const t0 = performance.now();
    const legal = t.e.legalActions(s);
    const t1 = performance.now();
    let a: { t: string };
    [a, rng] = t.choose(s, legal, rng, { callOffAfter: 10, placeByHand: false, placed: 0 });
    const t2 = performance.now();
    const res = t.e.apply(s, a);
    const t3 = performance.now();
    if (!res.ok) throw new Error(`${scenario}/${seed}: a legal action was refused`);
    if (a.t !== 'sample') out?.push({ us: (t1 - t0 + (t3 - t2)) * 1000, kind: `${a.t}@${s.step}` });
    s = res.state;
  }
}

const median = (v: readonly number[]) => [...v].sort((a, b) => a - b)[v.length >> 1];
for (let i = 0; i < 2; i++) for (const sc of SCENARIOS) for (const t of trees) play(t, sc, `gboh-warm-${i}`, 300, null);
const all: number[][] = [[], []];
const logRatios: number[] = [];
const kinds = new Map<string, { a: number[]; b: number[]; r: number[] }>();
let g = 0;
for (let i = 0; i < games; i++) {
  for (const sc of SCENARIOS) {
    const seed = `gboh-bench-${i}`;
    const t: { us: number; kind: string }[][] = [[], []];
    for (const k of g++ % 2 ? [1, 0] : [0, 1]) play(trees[k], sc, seed, 1200, t[k]);
    if (t[0].length !== t[1].length) throw new Error(`${sc}/${seed}: the two trees played different games (behaviour changed)`);
    for (let j = 0; j < t[0].length; j++) {
      const [x, y] = [t[0][j].us, t[1][j].us];
      all[0].push(x);
      all[1].push(y);
      logRatios.push(Math.log(y / x));
      if (!byType) continue;
      const k = kinds.get(t[0][j].kind) ?? { a: [], b: [], r: [] };
      k.a.push(x);
      k.b.push(y);
      k.r.push(Math.log(y / x));
      kinds.set(t[0][j].kind, k);
    }
  }
}
const [ma, mb] = [median(all[0]), median(all[1])];
if (byType) {
  const rows = [...kinds].sort((p, q) => q[1].a.reduce((s, x) => s + x, 0) - p[1].a.reduce((s, x) => s + x, 0));
  for (const [kind, k] of rows) console.log(`${kind.padEnd(28)} ${String(k.a.length).padStart(6)}  A ${median(k.a).toFixed(1).padStart(8)}  B ${median(k.b).toFixed(1).padStart(8)}  ratio ${Math.exp(median(k.r)).toFixed(3)}`);
}
console.log(`${games} games a scenario, ${all[0].length} actions each: median A ${ma.toFixed(2)} µs, B ${mb.toFixed(2)} µs (B/A ${(mb / ma).toFixed(3)}); median per-action ratio B/A ${Math.exp(median(logRatios)).toFixed(3)}`);
