/**
 * How a search budget chooses against a stronger one, and what it costs (issue 18): on the bot
 * bench's positions (scripts/bench/alesiaBot.ts or bellumBot.ts), each budget's answer is compared
 * with the answer of a reference budget (default "hard", 800 iterations × depth 60) under a few
 * search seeds; prints per budget the share of answers equal to the reference's and the CPU time per
 * decision (median over positions). A proxy for strength where whole games are too long to play
 * (Alesia 1983 games run to thousands of decisions), not a substitute for the arena.
 *
 *   npx vite-node scripts/botAgreement.ts -- --system alesia|bellum [--ref 800:60] [--try 200:40,64:12] [--seeds 2]
 */
import { search } from '../src/engine/core/bot/ismcts';
import { alesiaClassic } from '../src/engine/alesia-classic/system';
import { alesiaClassicBot } from '../src/engine/alesia-classic/bot/adapter';
import { bellum } from '../src/engine/bellum/system';
import { bellumBot } from '../src/engine/bellum/bot';
import { botBenchPositions } from './bench/alesiaBot';
import { bellumBotPositions } from './bench/bellumBot';

const argv = process.argv.slice(2);
const arg = (k: string, d: string) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
const system = arg('--system', 'alesia');
const budget = (x: string) => {
  const [iterations, playoutDepth] = x.split(':').map(Number);
  return { iterations, playoutDepth };
};
const ref = budget(arg('--ref', '800:60'));
const tries = arg('--try', '200:40').split(',');
const seeds = Number(arg('--seeds', '2'));

type Decide = (i: number, seed: string, b: { iterations: number; playoutDepth: number }) => string;
let n: number;
let decide: Decide;
if (system === 'alesia') {
  const ps = botBenchPositions();
  n = ps.length;
  decide = (i, seed, b) => {
    const { side, s } = ps[i];
    return alesiaClassic.actionKey(search(alesiaClassic, alesiaClassicBot, alesiaClassic.view(s, side), side, alesiaClassic.legalActions(s), { ...b, seed }).action);
  };
} else if (system === 'bellum') {
  const ps = bellumBotPositions();
  n = ps.length;
  decide = (i, seed, b) => {
    const { side, s } = ps[i];
    return bellum.actionKey(search(bellum, bellumBot, bellum.view(s, side), side, bellum.legalActions(s), { ...b, seed }).action);
  };
} else throw new Error('--system alesia|bellum');

const cpu = (f: () => string): [string, number] => {
  const c0 = process.cpuUsage();
  const a = f();
  const c = process.cpuUsage(c0);
  return [a, (c.user + c.system) / 1000];
};
const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1];
const refAnswers: string[][] = [];
for (let i = 0; i < n; i++) {
  refAnswers.push([]);
  for (let k = 0; k < seeds; k++) refAnswers[i].push(decide(i, `ref-${k}`, ref));
}
// How often the reference agrees with itself under another seed: the ceiling for the others.
let self = 0;
let pairs = 0;
for (const r of refAnswers) for (let k = 1; k < r.length; k++, pairs++) if (r[k] === r[0]) self++;
console.log(`${system}: reference ${ref.iterations}x${ref.playoutDepth}, ${n} positions x ${seeds} seeds; reference agrees with its own first seed ${self}/${pairs}`);
for (const t of tries) {
  const b = budget(t);
  let same = 0;
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let k = 0; k < seeds; k++) {
      const [a, t1] = cpu(() => decide(i, `try-${k}`, b));
      sum += t1;
      if (refAnswers[i].includes(a)) same++;
    }
    ms.push(sum / seeds);
  }
  console.log(`${t}: answer among the reference's ${same}/${n * seeds}; CPU per decision median ${median(ms).toFixed(0)} ms, sum ${ms.reduce((x, y) => x + y, 0).toFixed(0)} ms`);
}
