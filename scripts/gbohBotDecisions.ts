/**
 * Where an Alésia (GBoH) bot decision's time goes (issue 18): the bench's positions
 * (scripts/bench/gbohBot.ts), one search each, with the system's and adapter's calls counted and
 * timed — determinize, legal lists, apply, actionKey, policy, evaluate — and the rest (search
 * bookkeeping). Prints per position: legal-list length, iterations, wall and CPU ms, and the
 * breakdown (wall ms / calls; nested calls are counted in each wrapper); with
 * `--answers`, the answer and a digest of the root statistics (to diff two trees: same answers).
 *
 *   nice -n 10 npx vite-node scripts/gbohBotDecisions.ts -- [--iterations 200] [--depth 40] [--only 0,3] [--answers]
 */
import { createHash } from 'node:crypto';
import { search } from '../src/engine/core/bot/ismcts';
import { BOT_LEVELS } from '../src/engine/core/bot/levels';
import type { BotAdapter } from '../src/engine/core/bot/adapter';
import { alesiaGboh } from '../src/engine/alesia-gboh/system';
import { alesiaGbohBot } from '../src/engine/alesia-gboh/bot';
import type { AgAction } from '../src/engine/alesia-gboh/actions';
import type { AgSide, AgState } from '../src/engine/alesia-gboh/state';
import type { AgView } from '../src/engine/alesia-gboh/view';
import { gbohBotPositions } from './bench/gbohBot';

const argv = process.argv.slice(2);
const arg = (name: string): string | undefined => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const iterations = Number(arg('--iterations') ?? BOT_LEVELS.normal.iterations);
const depth = Number(arg('--depth') ?? BOT_LEVELS.normal.playoutDepth);
const only = arg('--only')?.split(',').map(Number);
const answers = argv.includes('--answers');

const time = new Map<string, { n: number; ms: number }>();
/** Wraps `f` so its calls are counted and timed under `name` (nested timed calls are not subtracted). */
function timed<F extends (...args: never[]) => unknown>(name: string, f: F): F {
  return ((...args: Parameters<F>) => {
    const t0 = performance.now();
    try {
      return f(...args);
    } finally {
      const e = time.get(name) ?? { n: 0, ms: 0 };
      e.n++;
      e.ms += performance.now() - t0;
      time.set(name, e);
    }
  }) as F;
}

/** Legal lists by step: calls, time, entries. */
const byStep = new Map<string, { n: number; ms: number; len: number }>();
const steps = argv.includes('--steps');
const sys = alesiaGboh;
const system = {
  ...sys,
  legalActions: (st: AgState) => {
    const t0 = performance.now();
    const out = sys.legalActions(st);
    const e = byStep.get(st.step) ?? { n: 0, ms: 0, len: 0 };
    e.n++;
    e.ms += performance.now() - t0;
    e.len += out.length;
    byStep.set(st.step, e);
    return out;
  },
  apply: timed('apply', sys.apply.bind(sys)),
  actionKey: timed('key', sys.actionKey.bind(sys)),
  toAct: timed('toAct', sys.toAct.bind(sys)),
  outcome: timed('outcome', sys.outcome.bind(sys)),
} as typeof sys;
const bot = alesiaGbohBot;
const adapter: BotAdapter<AgState, AgAction, AgView, AgSide> = {
  ...bot,
  determinize: timed('determinize', bot.determinize),
  evaluate: timed('evaluate', bot.evaluate),
  ...(bot.policy ? { policy: timed('policy', bot.policy) } : {}),
  ...(bot.guide ? { guide: timed('guide', bot.guide) } : {}),
  ...(bot.prune ? { prune: timed('prune', bot.prune) } : {}),
  ...(bot.playoutLegal ? { playoutLegal: timed('playoutLegal', bot.playoutLegal) } : {}),
};

const positions = gbohBotPositions();
search(system, adapter, sys.view(positions[0].s, positions[0].side), positions[0].side, sys.legalActions(positions[0].s), { iterations: 5, playoutDepth: depth, seed: 'warm' });
let total = 0;
let totalCpu = 0;
for (const [i, { scenario, side, s }] of positions.entries()) {
  if (only && !only.includes(i)) continue;
  time.clear();
  byStep.clear();
  const legal = sys.legalActions(s);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = search(system, adapter, sys.view(s, side), side, legal, { iterations, playoutDepth: depth, seed: `bench-${i}` });
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1000;
  total += ms;
  totalCpu += cpu;
  const parts = [...time.entries()].map(([k, v]) => `${k} ${v.ms.toFixed(0)}ms/${v.n}`).join(', ');
  console.log(`${i} ${scenario} ${side} ${s.step}: ${legal.length} legal, ${r.iterations} it., ${ms.toFixed(0)} ms (CPU ${cpu.toFixed(0)}) — ${parts}`);
  if (steps) console.log(`  legal by step: ${[...byStep.entries()].map(([k, v]) => `${k} ${v.ms.toFixed(0)}ms/${v.n} (${(v.len / v.n).toFixed(0)} each)`).join(', ')}`);
  if (answers) {
    const stats = createHash('sha256').update(r.stats.map((x) => `${x.key}:${x.visits}:${x.mean}`).join('\n')).digest('hex').slice(0, 16);
    const key = sys.actionKey(r.action);
    console.log(`  answer ${key} wasted=${r.wasted} stats=${stats} ${r.guide === key ? '(the policy\'s choice)' : `(the policy chose ${r.guide})`}`);
  }
}
console.log(`total ${total.toFixed(0)} ms, CPU ${totalCpu.toFixed(0)} ms`);
