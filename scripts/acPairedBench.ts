/**
 * Paired in-process speed comparison of two Alesia (1983 rules) engine trees (issue 18), for a machine
 * shared with other work: the bench's games (scripts/bench/alesiaEngine.ts: the standard scenario,
 * the random policy of testing.ts chooseAction, its seeds) are each played by A and by B back to back,
 * in alternating order, so both see the same load; since a speed change must not change behaviour,
 * both play the very same actions and each action's time (legal list + apply, the policy's choice
 * not counted, the historical deployment left out as the bench does) is paired. Prints the median
 * over all actions for each (the bench's metric) and the median of the per-action ratio B/A. A tree
 * is any directory holding `src/`:
 *
 *   git archive <commit> src | tar -x -C /tmp/acbase      # the tree to compare against
 *   npx vite-node scripts/acPairedBench.ts -- --a /tmp/acbase [--b .] [--games 12] [--warm 4] [--type move]
 *
 * `--type`: also print the medians over the actions of that type alone (e.g. `move`, `select`).
 */
import { resolve } from 'node:path';
import { playTimedAc, type AcTimedChoose, type AcTimedEngine } from './lib/acTimedPlay';

const argv = process.argv.slice(2);
const arg = (k: string, d: string) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
if (!argv.includes('--a')) throw new Error('--a <tree> is required (a directory holding src/)');
const roots = [resolve(arg('--a', '.')), resolve(arg('--b', '.'))];
const games = Number(arg('--games', '12'));
const warm = Number(arg('--warm', '4'));
const type = arg('--type', '');

const engines: { e: AcTimedEngine; choose: AcTimedChoose }[] = [];
for (const r of roots) {
  const e = (await import(`${r}/src/engine/alesia-classic/system.ts`)).alesiaClassic as AcTimedEngine;
  const choose = (await import(`${r}/src/engine/alesia-classic/testing.ts`)).chooseAction as AcTimedChoose;
  engines.push({ e, choose });
}

function play({ e, choose }: (typeof engines)[number], seed: string, out: number[] | null, ofType: number[] | null = null): void {
  playTimedAc(e, choose, seed, (a, legalUs, applyUs) => {
    if (a.t !== 'historical') out?.push(legalUs + applyUs);
    if (a.t === type) ofType?.push(legalUs + applyUs);
  });
}

const median = (v: readonly number[]) => [...v].sort((a, b) => a - b)[v.length >> 1];
for (let i = 0; i < warm; i++) for (const e of engines) play(e, `ac-warm-${i}`, null);
const all: number[][] = [[], []];
const typed: number[][] = [[], []];
const logRatios: number[] = [];
// CPU time of each tree's whole games (the policy's choices included, the same for both): less moved
// by other processes than wall time, a check on the paired medians.
const cpu = [0, 0];
for (let g = 0; g < games; g++) {
  const seed = `ac-bench-${g}`;
  const t: number[][] = [[], []];
  for (const k of g % 2 ? [1, 0] : [0, 1]) {
    const c0 = process.cpuUsage();
    play(engines[k], seed, t[k], typed[k]);
    const c = process.cpuUsage(c0);
    cpu[k] += (c.user + c.system) / 1000;
  }
  if (t[0].length !== t[1].length) throw new Error(`${seed}: the two trees played different games (behaviour changed)`);
  all[0].push(...t[0]);
  all[1].push(...t[1]);
  for (let i = 0; i < t[0].length; i++) logRatios.push(Math.log(t[1][i] / t[0][i]));
}
const [ma, mb] = [median(all[0]), median(all[1])];
console.log(`${games} games, ${all[0].length} actions each: median A ${ma.toFixed(2)} µs, B ${mb.toFixed(2)} µs (B/A ${(mb / ma).toFixed(3)}); median per-action ratio B/A ${Math.exp(median(logRatios)).toFixed(3)}; CPU of the games A ${cpu[0].toFixed(0)} ms, B ${cpu[1].toFixed(0)} ms (B/A ${(cpu[1] / cpu[0]).toFixed(3)})`);
if (type) {
  const [ta, tb] = [median(typed[0]), median(typed[1])];
  console.log(`${type}: ${typed[0].length} actions each: median A ${ta.toFixed(2)} µs, B ${tb.toFixed(2)} µs (B/A ${(tb / ta).toFixed(3)})`);
}
