/**
 * Paired in-process speed comparison of a bot on two trees (issue 18), for a shared machine: each of
 * the bench's positions (Alesia 1983 by default: scripts/bench/alesiaBot.ts, ten positions;
 * `--system bellum`: scripts/bench/bellumBot.ts, twenty) is decided at a level
 * by A and by B back to back, in alternating order, for some rounds; prints each tree's CPU time per
 * decision (median over positions of the per-position sum) and checks both gave the same answers.
 *
 *   git archive <commit> src scripts | tar -x -C /tmp/acbotbase
 *   npx vite-node scripts/acBotPairedBench.ts -- --a /tmp/acbotbase [--b .] [--rounds 2] [--level normal] [--system alesia|bellum]
 *
 * (`--system bellum` reads `decideBellum` from each tree's scripts/bench/bellumBot.ts: trees from
 * commit 868791b on.)
 */
import { resolve } from 'node:path';
import { loadBotTree, type BotTree } from './lib/botBenchTrees';

const argv = process.argv.slice(2);
const arg = (k: string, d: string) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
if (!argv.includes('--a')) throw new Error('--a <tree> is required (a directory holding src/ and scripts/)');
const roots = [resolve(arg('--a', '.')), resolve(arg('--b', '.'))];
const rounds = Number(arg('--rounds', '2'));
const level = arg('--level', 'normal');
const system = arg('--system', 'alesia');

const trees: BotTree[] = [];
for (const r of roots) trees.push(await loadBotTree(r, system));
const n = trees[0].positions.length;
for (const t of trees) t.decide(t.positions[0].side, t.positions[0].s, 'warm', level);
const cpu = trees.map(() => new Array<number>(n).fill(0));
let flip = 0;
for (let r = 0; r < rounds; r++)
  for (let i = 0; i < n; i++) {
    const answers: string[] = [];
    for (const k of flip++ % 2 ? [1, 0] : [0, 1]) {
      const t = trees[k];
      const c0 = process.cpuUsage();
      const res = t.decide(t.positions[i].side, t.positions[i].s, `bench-${i}`, level);
      const c = process.cpuUsage(c0);
      cpu[k][i] += (c.user + c.system) / 1000 / rounds;
      answers[k] = `${t.key(res.action)} ${res.iterations}`;
    }
    if (answers[0] !== answers[1]) console.log(`position ${i}: DIFFERENT answers: A ${answers[0]} / B ${answers[1]}`);
  }
const median = (v: readonly number[]) => [...v].sort((a, b) => a - b)[v.length >> 1];
const q95 = (v: readonly number[]) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.ceil(0.95 * v.length) - 1)];
for (let i = 0; i < n; i++) console.log(`position ${i} (${trees[1].positions[i].label}): A ${cpu[0][i].toFixed(0)} ms, B ${cpu[1][i].toFixed(0)} ms CPU (ratio ${(cpu[1][i] / cpu[0][i]).toFixed(3)})`);
const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
console.log(`CPU per decision, median / P95 / sum: A ${median(cpu[0]).toFixed(0)} / ${q95(cpu[0]).toFixed(0)} / ${sum(cpu[0]).toFixed(0)} ms; B ${median(cpu[1]).toFixed(0)} / ${q95(cpu[1]).toFixed(0)} / ${sum(cpu[1]).toFixed(0)} ms; sum ratio ${(sum(cpu[1]) / sum(cpu[0])).toFixed(3)}`);
