/**
 * Paired in-process speed comparison of the Alésia (GBoH) bot on two trees (issue 18), for a shared
 * machine: each of the bench's positions (scripts/bench/gbohBot.ts) is decided by A and by B back to
 * back, in alternating order, for some rounds, each at its own tree's "normal" for GBoH (or at
 * `--iterations`/`--depth` for both); prints each tree's CPU time and iterations per decision.
 *
 *   git archive <commit> src scripts | tar -x -C /tmp/gbohbotbase
 *   npx vite-node scripts/gbohBotPairedBench.ts -- --a /tmp/gbohbotbase [--b .] [--rounds 1] [--only 0,5] [--iterations 20 --depth 10]
 */
import { resolve } from 'node:path';

const argv = process.argv.slice(2);
const arg = (k: string, d?: string) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
if (!argv.includes('--a')) throw new Error('--a <tree> is required (a directory holding src/ and scripts/)');
const roots = [resolve(arg('--a')!), resolve(arg('--b', '.')!)];
const rounds = Number(arg('--rounds', '1'));
const only = arg('--only')?.split(',').map(Number);
const its = arg('--iterations');
const depth = arg('--depth');

interface Tree {
  run(i: number, seed: string): { key: string; iterations: number };
  n: number;
  label(i: number): string;
}
const trees: Tree[] = [];
for (const r of roots) {
  const { search } = await import(`${r}/src/engine/core/bot/ismcts.ts`);
  const levels = await import(`${r}/src/engine/core/bot/levels.ts`);
  const { alesiaGboh } = await import(`${r}/src/engine/alesia-gboh/system.ts`);
  const { alesiaGbohBot } = await import(`${r}/src/engine/alesia-gboh/bot/index.ts`);
  const { gbohBotPositions } = await import(`${r}/scripts/bench/gbohBot.ts`);
  const ps = gbohBotPositions();
  const normal = levels.botLevel ? levels.botLevel('alesia-gboh', 'normal') : levels.BOT_LEVELS.normal;
  const level = { ...normal, ...(its ? { iterations: Number(its) } : {}), ...(depth ? { playoutDepth: Number(depth) } : {}) };
  trees.push({
    n: ps.length,
    label: (i) => `${ps[i].scenario} ${ps[i].side} ${ps[i].s.step} (${alesiaGboh.legalActions(ps[i].s).length} legal)`,
    run: (i, seed) => {
      const { side, s } = ps[i];
      const res = search(alesiaGboh, alesiaGbohBot, alesiaGboh.view(s, side), side, alesiaGboh.legalActions(s), { ...level, seed });
      return { key: alesiaGboh.actionKey(res.action), iterations: res.iterations };
    },
  });
}
const idx = [...Array(trees[0].n).keys()].filter((i) => !only || only.includes(i));
for (const t of trees) t.run(idx[0], 'warm');
const cpu = trees.map(() => new Map<number, number>());
const itn = trees.map(() => new Map<number, number>());
let flip = 0;
for (let r = 0; r < rounds; r++)
  for (const i of idx) {
    for (const k of flip++ % 2 ? [1, 0] : [0, 1]) {
      const c0 = process.cpuUsage();
      const res = trees[k].run(i, `bench-${i}`);
      const c = process.cpuUsage(c0);
      cpu[k].set(i, (cpu[k].get(i) ?? 0) + (c.user + c.system) / 1000 / rounds);
      itn[k].set(i, res.iterations);
    }
    console.log(`${i} ${trees[0].label(i)}: A ${cpu[0].get(i)!.toFixed(0)} ms / ${itn[0].get(i)} it., B ${cpu[1].get(i)!.toFixed(0)} ms / ${itn[1].get(i)} it. CPU`);
  }
const median = (v: readonly number[]) => [...v].sort((a, b) => a - b)[v.length >> 1];
const q95 = (v: readonly number[]) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.ceil(0.95 * v.length) - 1)];
const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
const [a, b] = cpu.map((m) => [...m.values()]);
console.log(`CPU per decision, median / P95 / sum: A ${median(a).toFixed(0)} / ${q95(a).toFixed(0)} / ${sum(a).toFixed(0)} ms; B ${median(b).toFixed(0)} / ${q95(b).toFixed(0)} / ${sum(b).toFixed(0)} ms; sum ratio ${(sum(b) / sum(a)).toFixed(3)}`);
