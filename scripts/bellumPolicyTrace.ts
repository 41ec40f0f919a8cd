/**
 * One seeded Bellum game, the playout policy against random or scripted play, printing the policy
 * side's actions (with the turn) and the final victory check: to watch what the policy does (issue 18).
 *
 *   nice -n 10 npx vite-node scripts/bellumPolicyTrace.ts -- --scenario aquitania --side roman --vs random --seed t1 --game 0 [--all]
 * The seeds are the arena's (`SEED:g`), so game g here is game g of `npm run arena -- --a policy`.
 * --all prints both sides' actions. --me and --vs also take a search player (easy | normal | hard |
 * search:I:D, seeded as the arena seeds it: game g here is game g of `npm run arena -- --a X --b Y`);
 * --quiet prints only the end (with --map, the final map); --stats prints the root of each search of --me.
 */
import { botSeat, playMatch, randomSeat, type Seat } from '../src/engine/core/bot/match';
import { botLevel, type BotLevel } from '../src/engine/core/bot/levels';
import { search } from '../src/engine/core/bot/ismcts';
import { seedRng, type RngState } from '../src/engine/core/rng';
import { actionKey, bellum } from '../src/engine/bellum/system';
import { bellumBot } from '../src/engine/bellum/bot';
import { victoryCheck } from '../src/engine/bellum/victory';
import type { BellumState } from '../src/engine/bellum/state';
import { bellumScripted } from './lib/bellumScripted';

const argv = process.argv.slice(2).filter((x) => x !== '--');
const flag = (k: string, d: string) => {
  const i = argv.indexOf(k);
  return i >= 0 ? argv[i + 1] : d;
};
const scenario = flag('--scenario', 'aquitania');
const side = flag('--side', 'roman');
const vs = flag('--vs', 'random');
const me = flag('--me', 'policy');
const seed = flag('--seed', 't1');
const g = Number(flag('--game', '0'));
const all = argv.includes('--all');
const other = side === 'roman' ? 'gallic' : 'roman';

/** A search seat (easy | normal | hard | search:I:D), seeded as scripts/arena.ts seeds it; null for other names. */
function searchSeat(who: string, seatSeed: string): Seat<any, any, any> | null {
  const own = /^search:(\d+):(\d+)$/.exec(who);
  const budget = own ? { iterations: Number(own[1]), playoutDepth: Number(own[2]) } : ['easy', 'normal', 'hard'].includes(who) ? botLevel('bellum', who as BotLevel) : null;
  if (!budget) return null;
  if (!argv.includes('--stats') || seatSeed.includes(':b:')) return botSeat(bellum as never, bellumBot as never, { ...budget, guide: true, seed: seatSeed }) as never;
  // --stats: the same search (as botSeat runs it), printing the root's visits and means.
  return (view, sd, legal, ply) => {
    if (legal.length === 1) return legal[0];
    const r = search(bellum as never, bellumBot as never, view, sd, legal, { ...budget, guide: true, seed: `${seatSeed}:${ply}` });
    const v = view as BellumState;
    process.stdout.write(`   [${v.year}/${v.turn} ${v.step}] ${r.stats.filter((x) => x.visits > 0).map((x) => `${x.key} ${x.visits}/${x.mean.toFixed(3)}`).join(' | ')}\n`);
    return r.action;
  };
}

let rng: RngState = seedRng(`policy seat:${seed}:a:${g}`);
const policySeat: Seat<any, any, any> = (view, sd, legal) => {
  let s: unknown;
  [s, rng] = bellumBot.determinize(view, sd, rng);
  let a: unknown;
  [a, rng] = bellumBot.policy!(s as never, legal as never, rng);
  return a;
};
const policy = searchSeat(me, `${seed}:a:${g}`) ?? policySeat;
const opp: Seat<any, any, any> = searchSeat(vs, `${seed}:b:${g}`) ?? (vs === 'random' ? randomSeat(`${seed}:b:${g}`) : (bellumScripted(other as never, `${seed}:b:${g}`) as never));
const log = (who: string, inner: Seat<any, any, any>): Seat<any, any, any> => (view, sd, legal, ply) => {
  const a = inner(view, sd, legal, ply);
  const v = view as BellumState;
  if (legal.length > 1 && (who === side || all) && !argv.includes('--quiet')) process.stdout.write(`${v.year}/${v.turn} ${v.step.padEnd(18)} ${who.padEnd(6)} ${actionKey(a)}  (${legal.length} legal${argv.includes('--legal') ? `: ${legal.map((x: any) => actionKey(x)).join(' ')}` : ''})\n`);
  return a;
};
const r0 = bellum.setup({ scenario, seed: `${seed}:${g}`, options: { solo: false } });
if (!r0.ok) throw new Error(r0.rejection.message);
(globalThis as any).DBG = argv.includes('--dbg');
const r = playMatch(bellum as never, r0.state, { [side]: log(side, policy), [other]: log(other, opp) } as never, 3000);
const s = r.state as BellumState;
const v = victoryCheck(s);
if (argv.includes('--map')) for (const r of Object.keys(s.control)) {
  const here = Object.entries(s.units).filter(([, u]) => u.out === null && u.region === r).map(([id, u]) => `${id}${u.place ? '@' + u.place : ''}`);
  if (here.length || s.control[r] !== 'gallic') process.stdout.write(`  ${r}: ${s.control[r]} ${here.join(' ')}\n`);
}
if (argv.includes('--map')) process.stdout.write(`  leaders: ${Object.entries(s.leaders).filter(([, l]) => l.out === null).map(([id, l]) => `${id}@${l.region}`).join(' ')}\n`);
process.stdout.write(`\noutcome: ${JSON.stringify(r.outcome)} after ${r.actions} actions\n${v.reason}\n`);
