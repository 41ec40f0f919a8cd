/**
 * Paired in-process speed comparison of two Bellum engine trees (issue 18), for a machine shared with
 * other work: the bench's games (scripts/bench/engine.ts: Aquitania solo, uniform random choice, its
 * seeds) are each played by A and by B back to back, in alternating order, so both see the same load;
 * since a speed change must not change behaviour, both play the very same actions and each action's
 * time (legal list + apply) is paired. Prints the median over all actions for each (the bench's
 * metric) and the median of the per-action ratio B/A. A tree is any directory holding `src/`:
 *
 *   git archive <commit> src | tar -x -C /tmp/base      # the tree to compare against
 *   npx vite-node scripts/bellumPairedBench.ts -- --a /tmp/base [--b .] [--games 200] [--hotseat] [--sampled K]
 *
 * `--sampled K` plays as the search does: the game starts from, and every K actions goes on from, a
 * copy of the state laid out as the bot's samples are (bot/determinize.ts: the dice field last, a
 * state the engine never handed out).
 */
import { resolve } from 'node:path';
import { seedRng } from '../src/engine/core/rng';
import { pickRandom, policySeed, setupOptions } from './lib/playout';

const argv = process.argv.slice(2);
const arg = (k: string, d: string) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
if (!argv.includes('--a')) throw new Error('--a <tree> is required (a directory holding src/)');
const roots = [resolve(arg('--a', '.')), resolve(arg('--b', '.'))];
const games = Number(arg('--games', '200'));
const solo = !argv.includes('--hotseat');
const sampled = Number(arg('--sampled', '0'));

/** A copy laid out as the search's samples are: the same fields, the dice last. */
function asSampled<S>(s: S): S {
  const { rng, ...rest } = s as S & { rng: unknown };
  return { ...rest, rng } as S;
}

interface Engine {
  setup(o: unknown): { ok: boolean; state: unknown };
  legalActions(s: unknown): readonly unknown[];
  apply(s: unknown, a: unknown): { ok: boolean; state: unknown };
  outcome(s: unknown): unknown;
}
const engines: Engine[] = [];
for (const r of roots) engines.push((await import(`${r}/src/engine/bellum/system.ts`)).bellum as Engine);

function play(e: Engine, seed: string, out: number[] | null): void {
  let s = e.setup(setupOptions('aquitania', seed, solo)).state;
  let rng = seedRng(policySeed(seed));
  for (let i = 0; i < 20000 && !e.outcome(s); i++) {
    if (sampled > 0 && i % sampled === 0) s = asSampled(s);
    const t0 = performance.now();
    const legal = e.legalActions(s);
    const [action, next] = pickRandom(rng, legal);
    rng = next;
    const res = e.apply(s, action);
    const t1 = performance.now();
    if (!res.ok) throw new Error(`${seed}: a legal action was refused`);
    out?.push((t1 - t0) * 1000);
    s = res.state;
  }
}

const median = (v: readonly number[]) => [...v].sort((a, b) => a - b)[v.length >> 1];
for (let i = 0; i < 100; i++) for (const e of engines) play(e, `bench-warm-${i}`, null);
const all: number[][] = [[], []];
const logRatios: number[] = [];
for (let g = 0; g < games; g++) {
  const seed = `bench-${solo ? 'solo' : 'hotseat'}-${g % 5}-${Math.floor(g / 5) % 20}`;
  const t: number[][] = [[], []];
  for (const k of g % 2 ? [1, 0] : [0, 1]) play(engines[k], seed, t[k]);
  if (t[0].length !== t[1].length) throw new Error(`${seed}: the two trees played different games (behaviour changed)`);
  all[0].push(...t[0]);
  all[1].push(...t[1]);
  for (let i = 0; i < t[0].length; i++) logRatios.push(Math.log(t[1][i] / t[0][i]));
}
const [ma, mb] = [median(all[0]), median(all[1])];
console.log(`${games} games, ${all[0].length} actions each (${solo ? 'solo' : 'hot-seat'}${sampled ? `, sampled every ${sampled}` : ''}): median A ${ma.toFixed(2)} µs, B ${mb.toFixed(2)} µs (B/A ${(mb / ma).toFixed(3)}); median per-action ratio B/A ${Math.exp(median(logRatios)).toFixed(3)}`);
