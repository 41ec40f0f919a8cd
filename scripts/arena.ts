/**
 * Bot arena (issue 18): one player against another over N games, wins / draws / losses with a 95%
 * Wilson interval.
 *
 *   npm run arena -- --system alesia-classic --scenario standard --side roman --a hard --b random --games 20 --seed k1
 *   npm run arena -- --system duel --side a --a normal --b random --games 200 --seed k1
 *   npm run arena -- --system alesia-gboh --scenario 12.1 --side roman --a easy --b random --games 2 --seed k1
 *   npm run arena -- --system bellum --scenario helvetii --side gallic --a hard --b scripted --games 20 --seed k1
 *
 * --a / --b: easy | normal | hard (the bot at that budget, core/bot/levels.ts `botLevel`: the system's own where it has one), search:I:D (the bot at
 * I iterations and playout depth D, whatever --iterations and --depth say), random (uniform over
 * the legal list; for the two Alesia games the simulator's random players, which draw at random but
 * never take back a battle declared — scripts/lib/arenaRandom.ts says why), policy (the system adapter's playout policy alone) or scripted (the project's
 * scripted plan for that side, where there is one: for Bellum the 6.1 solo Gaul and the `npm run
 * sim` aggressive Roman, scripts/lib/bellumScripted.ts). The summary also gives the wall time of
 * `a`'s decisions that had a choice (median, p95; this machine's figures, not a test). `a` plays --side, `b` the
 * other side. --max-actions N caps a game (default 3000); a capped game is "unfinished" and counts in
 * none of wins, draws, losses. --iterations N and --depth N override the level's budget and playout depth for both bots;
 * --guide off searches by plain UCB1 instead of the policy-guided PUCT (core/bot/puct.ts).
 * Alesia 1983 games start from the Roman's historical deployment (the set-up is not searched);
 * Alésia (GBoH) games (--scenario 12.1 | 12.2 | 12.3) from the sample deployment (GB-DEP).
 * `duel` is the bot's toy test game (src/engine/core/bot/toy), a quick check of the search itself.
 *
 * Progress goes to stderr; the LAST line of stdout is one JSON summary.
 */
import type { GameSystem } from '../src/engine/core/contract';
import type { BotAdapter } from '../src/engine/core/bot/adapter';
import { BOT_LEVELS, botLevel, type BotLevel } from '../src/engine/core/bot/levels';
import { botSeat, playMatch, randomSeat, type Seat } from '../src/engine/core/bot/match';
import { wilson } from '../src/engine/core/bot/wilson';
import { seedRng, type RngState } from '../src/engine/core/rng';
import { alesiaClassic } from '../src/engine/alesia-classic/system';
import { deployed } from '../src/engine/alesia-classic/testing';
import { alesiaClassicBot } from '../src/engine/alesia-classic/bot/adapter';
import type { AcState } from '../src/engine/alesia-classic/state';
import { alesiaGboh } from '../src/engine/alesia-gboh/system';
import { deployed as agDeployed } from '../src/engine/alesia-gboh/testing';
import { alesiaGbohBot } from '../src/engine/alesia-gboh/bot';
import { bellum } from '../src/engine/bellum/system';
import { bellumBot } from '../src/engine/bellum/bot';
import { bellumScripted } from './lib/bellumScripted';
import { acRandomSeat, agRandomSeat } from './lib/arenaRandom';
import { duel } from '../src/engine/core/bot/toy/duel';
import { duelBot } from '../src/engine/core/bot/toy/duelBot';

interface Entry {
  system: GameSystem<any, any, any, string, never>;
  adapter: BotAdapter<any, any, any, string>;
  sides: readonly string[];
  scenario: string;
  start(scenario: string, seed: string): unknown;
  /** "Random play" where a uniform pick over the legal list cannot finish a game (scripts/lib/arenaRandom.ts). */
  random?(seed: string): Seat<unknown, unknown, string>;
  /** The project's scripted plan for a side, where there is one (`--b scripted`). */
  scripted?(side: string, seed: string): Seat<unknown, unknown, string> | null;
}

/** Alesia 1983 from the Roman's historical deployment (the set-up is not searched). */
const acStart = (scenario: string, seed: string): AcState => deployed(seed, {}, scenario);

/** A game from the system's own set-up with these options. */
function fromSetup<O>(system: { setup(o: { scenario: string; seed: string; options: O }): { ok: true; state: unknown } | { ok: false; rejection: { message: string } } }, options: O) {
  return (scenario: string, seed: string): unknown => {
    const r = system.setup({ scenario, seed, options });
    if (!r.ok) usage(r.rejection.message);
    return r.state;
  };
}

const SYSTEMS: Record<string, Entry> = {
  'alesia-classic': {
    system: alesiaClassic as never,
    adapter: alesiaClassicBot as never,
    sides: ['roman', 'gallic'],
    scenario: 'standard',
    start: acStart,
    random: (seed) => acRandomSeat(alesiaClassicBot as never, seed) as never,
  },
  // Alésia (GBoH) from the sample deployment (GB-DEP): the Roman's set-up is not searched.
  'alesia-gboh': {
    system: alesiaGboh as never,
    adapter: alesiaGbohBot as never,
    sides: ['roman', 'gallic'],
    scenario: '12.2',
    start: (scenario, seed) => agDeployed(scenario as '12.1' | '12.2' | '12.3', seed),
    random: (seed) => agRandomSeat(alesiaGbohBot as never, seed) as never,
  },
  bellum: {
    system: bellum as never,
    adapter: bellumBot as never,
    sides: ['roman', 'gallic'],
    scenario: 'aquitania',
    // Two players (the 6.1 solo rule off): the arena seats play both sides.
    start: fromSetup(bellum, { solo: false }),
    scripted: (side, seed) => bellumScripted(side as 'roman' | 'gallic', seed) as never,
  },
  duel: {
    system: duel as never,
    adapter: duelBot as never,
    sides: ['a', 'b'],
    scenario: '',
    start: fromSetup(duel, {}),
  },
};

interface Args {
  system: string;
  scenario?: string;
  side?: string;
  a: string;
  b: string;
  games: number;
  seed: string;
  maxActions: number;
  iterations?: number;
  depth?: number;
  guide: boolean;
}

function usage(msg: string): never {
  process.stderr.write(`${msg}\nusage: npm run arena -- --system alesia-classic|alesia-gboh|bellum|duel [--scenario X] --side SIDE --a easy|normal|hard|search:I:D|random|policy|scripted --b … --games N --seed K [--max-actions N] [--iterations N] [--depth N] [--guide on|off]\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const a: Args = { system: 'alesia-classic', a: 'hard', b: 'random', games: 10, seed: 'arena', maxActions: 3000, guide: true };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    if (k === '--') continue;
    const v = argv[++i];
    if (v === undefined) usage(`missing value for ${k}`);
    switch (k) {
      case '--system': a.system = v; break;
      case '--scenario': a.scenario = v; break;
      case '--side': a.side = v; break;
      case '--a': a.a = v; break;
      case '--b': a.b = v; break;
      case '--games': a.games = Number(v); break;
      case '--seed': a.seed = v; break;
      case '--max-actions': a.maxActions = Number(v); break;
      case '--iterations': a.iterations = Number(v); break;
      case '--depth': a.depth = Number(v); break;
      case '--guide': a.guide = v !== 'off' && v !== 'false'; break;
      default: usage(`unknown flag ${k}`);
    }
  }
  if (!Number.isInteger(a.games) || a.games < 1) usage('--games must be a positive integer');
  return a;
}

function seatFor(e: Entry, who: string, side: string, seed: string, args: Args): Seat<unknown, unknown, string> {
  if (who === 'random') return e.random?.(seed) ?? randomSeat(seed);
  if (who === 'scripted') {
    const seat = e.scripted?.(side, seed);
    if (!seat) usage(`no scripted plan for the ${side} side of this system`);
    return seat;
  }
  if (who === 'policy') {
    if (!e.adapter.policy) usage('this system has no playout policy');
    let rng: RngState = seedRng(`policy seat:${seed}`);
    // The policy reads a state: give it a sample of what its side sees (its own view, dice reseeded).
    return (view, side, legal) => {
      let s: unknown;
      [s, rng] = e.adapter.determinize(view, side, rng);
      let a: unknown;
      [a, rng] = e.adapter.policy!(s, legal, rng);
      return a;
    };
  }
  // `search:ITERATIONS:DEPTH`: the search at a budget of its own (e.g. one level's budget against another's).
  const own = /^search:(\d+):(\d+)$/.exec(who);
  if (own) return botSeat(e.system, e.adapter, { iterations: Number(own[1]), playoutDepth: Number(own[2]), guide: args.guide, seed });
  if (!(who in BOT_LEVELS)) usage(`unknown player ${who}`);
  const level = botLevel(e.system.id, who as BotLevel);
  return botSeat(e.system, e.adapter, { ...level, iterations: args.iterations ?? level.iterations, playoutDepth: args.depth ?? level.playoutDepth, guide: args.guide, seed });
}

/** Wall time of each of the seat's decisions that had a choice (a forced move costs nothing). */
function timed(seat: Seat<unknown, unknown, string>, out: number[]): Seat<unknown, unknown, string> {
  return (view, s, legal, ply) => {
    if (legal.length < 2) return seat(view, s, legal, ply);
    const t = performance.now();
    const a = seat(view, s, legal, ply);
    out.push(performance.now() - t);
    return a;
  };
}

function decisionTiming(ms: number[]): { decisions: number; medianMs: number; p95Ms: number; maxMs: number } {
  const xs = ms.slice().sort((a, b) => a - b);
  const q = (p: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] : 0);
  return { decisions: xs.length, medianMs: q(0.5), p95Ms: q(0.95), maxMs: xs.length ? xs[xs.length - 1] : 0 };
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const e = SYSTEMS[args.system];
  if (!e) usage(`no bot for system "${args.system}" yet (have: ${Object.keys(SYSTEMS).join(', ')})`);
  const side = args.side ?? e.sides[0];
  if (!e.sides.includes(side)) usage(`--side must be one of ${e.sides.join(', ')}`);
  const other = e.sides.find((x) => x !== side)!;
  const scenario = args.scenario ?? e.scenario;
  let [wins, draws, losses, unfinished, actions] = [0, 0, 0, 0, 0];
  const decisionMs: number[] = [];
  const t0 = performance.now();
  for (let g = 0; g < args.games; g++) {
    const seats = {
      [side]: timed(seatFor(e, args.a, side, `${args.seed}:a:${g}`, args), decisionMs),
      [other]: seatFor(e, args.b, other, `${args.seed}:b:${g}`, args),
    };
    const r = playMatch(e.system, e.start(scenario, `${args.seed}:${g}`), seats, args.maxActions);
    actions += r.actions;
    const w = r.outcome?.winner;
    if (!r.outcome) unfinished++;
    else if (w === side) wins++;
    else if (w === 'draw') draws++;
    else losses++;
    process.stderr.write(`  game ${g + 1}/${args.games}: ${r.outcome ? (w === 'draw' ? 'draw' : `${w} wins`) : 'unfinished'} after ${r.actions} actions (${((performance.now() - t0) / 1000).toFixed(1)}s)\n`);
  }
  const finished = wins + draws + losses;
  const score = finished ? (wins + draws / 2) / finished : 0;
  const winCi = wilson(wins, finished);
  const scoreCi = wilson(wins + draws / 2, finished);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  process.stdout.write(`${args.system}/${scenario || '-'}: ${args.a} as ${side} vs ${args.b}: ${wins} wins, ${draws} draws, ${losses} losses${unfinished ? `, ${unfinished} unfinished` : ''} of ${args.games}; win rate ${pct(finished ? wins / finished : 0)} (95% ${pct(winCi.low)}–${pct(winCi.high)}), score ${pct(score)} (95% ${pct(scoreCi.low)}–${pct(scoreCi.high)})\n`);
  const timing = decisionTiming(decisionMs);
  process.stdout.write(`${args.a} as ${side}: ${timing.decisions} decisions with a choice, ms per decision median ${timing.medianMs.toFixed(1)}, p95 ${timing.p95Ms.toFixed(1)}, max ${timing.maxMs.toFixed(1)}\n`);
  const summary = { system: args.system, scenario, side, a: args.a, b: args.b, iterations: args.iterations ?? null, depth: args.depth ?? null, guide: args.guide, games: args.games, seed: args.seed, wins, draws, losses, unfinished, winRate: finished ? wins / finished : null, winCi95: winCi, score: finished ? score : null, scoreCi95: scoreCi, actions, seconds: (performance.now() - t0) / 1000, decisionMs: timing };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

main();
