/**
 * Random-playout simulator.
 *
 *   npm run sim -- --system bellum --scenario aquitania --games 200 --seed s1 --policy random [--solo]
 *   npm run sim -- --system alesia-classic --scenario standard --games 500 --seed s1
 *   npm run sim -- --system alesia-gboh --scenario 12.1|12.2|12.3 --games 500 --seed s1 [--max-steps N]
 *
 * Plays N games choosing uniformly random legal actions for both sides (two players by default;
 * with --solo the program plays the Gauls and the random policy the Romans). After every action
 * it checks the state invariants, that every legal action is accepted by apply, and at the end it
 * replays each game from its action log and compares the final state hash.
 *
 * Progress and the first failures go to stderr; the LAST line of stdout is one JSON summary.
 * Exit code 1 when anything crashed, dead-ended, broke an invariant or failed to replay.
 *
 * --policy aggressive: random, but preferring moves towards the enemy, attacks and fights, so
 * combat is exercised far more often than by the uniform policy.
 * Alésia (GBoH): the Roman takes the sample deployment (every fifth game places some counters by
 * hand first); a game ends on its outcome or, after --max-steps actions (default 3000 there), is
 * counted "unfinished" (scripts/lib/agPlayout.ts).
 * Other flags: --max-steps N (default 20000), --legal-check all|chosen (default all),
 * --show N (failures printed, default 5), --quiet.
 */
import { DEFAULT_MAX_STEPS, failureCount, formatFailure, POLICIES, runGames, type Failure, type Policy } from './lib/playout';
import { runAcGames } from './lib/acPlayout';
import { AG_DEFAULT_MAX_ACTIONS, AG_SCENARIO_IDS, runAgGames } from './lib/agPlayout';
import type { AgScenarioId } from '../src/engine/alesia-gboh/state';

interface Args {
  system: string;
  scenario: string;
  games: number;
  seed: string;
  policy: Policy;
  solo: boolean;
  maxSteps: number;
  maxStepsSet: boolean;
  legalCheck: 'all' | 'chosen';
  show: number;
  quiet: boolean;
}

function usage(msg: string): never {
  process.stderr.write(
    `${msg}\nusage: npm run sim -- --system bellum --scenario aquitania --games N --seed S --policy random|aggressive [--solo] [--max-steps N] [--legal-check all|chosen] [--show N] [--quiet]\n`,
  );
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const a: Args = {
    system: 'bellum',
    scenario: 'aquitania',
    games: 100,
    seed: 'sim',
    policy: 'random',
    solo: false,
    maxSteps: DEFAULT_MAX_STEPS,
    maxStepsSet: false,
    legalCheck: 'all',
    show: 5,
    quiet: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    if (k === '--') continue;
    const val = (): string => {
      const v = argv[++i];
      if (v === undefined) usage(`missing value after ${k}`);
      return v;
    };
    const int = (): number => {
      const v = val();
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) usage(`${k} needs a whole number, got "${v}"`);
      return n;
    };
    switch (k) {
      case '--system': a.system = val(); break;
      case '--scenario': a.scenario = val(); break;
      case '--games': a.games = int(); break;
      case '--seed': a.seed = val(); break;
      case '--policy': {
        const v = val();
        if (!(POLICIES as readonly string[]).includes(v)) usage(`unknown policy "${v}" (${POLICIES.join(', ')})`);
        a.policy = v as Policy;
        break;
      }
      case '--solo': a.solo = true; break;
      case '--hotseat': a.solo = false; break;
      case '--max-steps': a.maxSteps = int(); a.maxStepsSet = true; break;
      case '--legal-check': {
        const v = val();
        if (v !== 'all' && v !== 'chosen') usage('--legal-check is all or chosen');
        a.legalCheck = v;
        break;
      }
      case '--show': a.show = int(); break;
      case '--quiet': a.quiet = true; break;
      case '--help': case '-h': usage('Random-playout simulator.'); break;
      default: usage(`unknown argument "${k}"`);
    }
  }
  if (a.system !== 'bellum' && a.system !== 'alesia-classic' && a.system !== 'alesia-gboh') usage(`unknown system "${a.system}" (bellum, alesia-classic or alesia-gboh)`);
  if (a.system === 'alesia-gboh') {
    if (a.scenario === 'aquitania') a.scenario = '12.2';
    if (!(AG_SCENARIO_IDS as readonly string[]).includes(a.scenario)) usage(`unknown Alésia (GBoH) scenario "${a.scenario}" (${AG_SCENARIO_IDS.join(', ')})`);
    if (!a.maxStepsSet) a.maxSteps = AG_DEFAULT_MAX_ACTIONS;
  }
  if (a.system === 'alesia-classic' && a.scenario === 'aquitania') a.scenario = 'standard';
  if (a.system === 'alesia-classic' && a.scenario !== 'standard') usage(`unknown Alesia scenario "${a.scenario}" (standard)`);
  return a;
}

/** Prints each game's failures (the first `show` of them) and a progress line every twentieth of the run. */
function progress(args: Args) {
  let shown = 0;
  const every = Math.max(1, Math.floor(args.games / 20));
  const t0 = performance.now();
  return {
    onGame: (r: { failures: readonly Failure[]; actions: number; winner: string | null; crashed: boolean }, i: number) => {
      for (const f of r.failures) {
        if (shown < args.show) process.stderr.write(`  FAIL ${formatFailure(f)}\n`);
        shown++;
      }
      if (!args.quiet && ((i + 1) % every === 0 || i + 1 === args.games)) {
        const secs = ((performance.now() - t0) / 1000).toFixed(1);
        process.stderr.write(`  ${i + 1}/${args.games} games, ${secs}s (last: ${r.actions} actions, ${r.winner ?? (r.crashed ? 'crashed' : 'unfinished')})\n`);
      }
    },
    done: () => {
      if (shown > args.show) process.stderr.write(`  … ${shown - args.show} more failure records not shown (use --show N)\n`);
    },
  };
}

function mainAlesia(args: Args): void {
  process.stderr.write(`sim: alesia-classic/standard, ${args.games} games, hotseat (fire plan and ask me alternating), seed "${args.seed}"\n`);
  const p = progress(args);
  const summary = runAcGames({ games: args.games, seed: args.seed, maxSteps: args.maxSteps, onGame: p.onGame });
  p.done();
  process.stdout.write(JSON.stringify(summary) + '\n');
  process.exitCode = failureCount(summary) > 0 || summary.completed < summary.games ? 1 : 0;
}

function mainGboh(args: Args): void {
  process.stderr.write(`sim: alesia-gboh/${args.scenario}, ${args.games} games, hotseat, seed "${args.seed}", at most ${args.maxSteps} actions a game\n`);
  const p = progress(args);
  const summary = runAgGames({ scenario: args.scenario as AgScenarioId, games: args.games, seed: args.seed, maxActions: args.maxSteps, onGame: p.onGame });
  p.done();
  process.stdout.write(JSON.stringify(summary) + '\n');
  // Unfinished games (the action cap) are reported, not failures: victory is wired elsewhere.
  process.exitCode = failureCount(summary) > 0 ? 1 : 0;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  if (args.system === 'alesia-classic') return mainAlesia(args);
  if (args.system === 'alesia-gboh') return mainGboh(args);
  const mode = args.solo ? 'solo' : 'hotseat';
  process.stderr.write(`sim: ${args.system}/${args.scenario}, ${args.games} games, ${mode}, seed "${args.seed}", policy ${args.policy}, legal-check ${args.legalCheck}\n`);
  const p = progress(args);
  const { summary } = runGames({
    policy: args.policy,
    scenario: args.scenario,
    games: args.games,
    seed: args.seed,
    solo: args.solo,
    maxSteps: args.maxSteps,
    legalCheck: args.legalCheck,
    onGame: p.onGame,
  });
  p.done();
  const out = {
    system: summary.system,
    scenario: summary.scenario,
    mode: summary.mode,
    policy: summary.policy,
    seed: summary.seed,
    games: summary.games,
    completed: summary.completed,
    crashed: summary.crashed,
    deadEnds: summary.deadEnds,
    invariantViolations: summary.invariantViolations,
    replayMismatches: summary.replayMismatches,
    actions: summary.actions,
    actionsPerSecond: summary.actionsPerSecond,
    gamesPerSecond: summary.gamesPerSecond,
    outcomes: summary.outcomes,
  };
  process.stdout.write(JSON.stringify(out) + '\n');
  process.exitCode = failureCount(summary) > 0 ? 1 : 0;
}

try {
  main();
} catch (e) {
  process.stderr.write(`sim: fatal: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  process.stdout.write(JSON.stringify({ system: 'bellum', fatal: String(e), crashed: 1 }) + '\n');
  process.exitCode = 1;
}
