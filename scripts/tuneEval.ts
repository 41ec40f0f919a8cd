/**
 * Tune a bot evaluation by self-play, Texel-style (issue 18): play fast self-play games, record
 * positions as each side sees them with the games' outcomes, fit the evaluation's weights by
 * logistic regression (scripts/lib/tuning.ts), and write the weights and the figures.
 *
 *   npx vite-node scripts/tuneEval.ts -- --system alesia-classic --games 400 --seed tune1 [--holdout 0.25] [--ridge 0.001] [--cache FILE] [--write]
 *
 * Without --write it prints the figures only. With --write it rewrites the system's weight file
 * (Alesia 1983: src/engine/alesia-classic/bot/tunedWeights.ts) and the system's section of
 * docs/tuning.md. The games, the positions, the fit and every figure written are a function of the
 * flags alone (no clock: the wall time goes to stderr only), so the same flags write the same files.
 * --cache FILE keeps the games' records in FILE (JSON; read back instead of playing again when it
 * exists and was made with the same system, games and seed), to refit without replaying.
 * The last `--holdout` share of the games (whole games, so no game is on both sides) is held out:
 * the weights are fitted on the rest and judged on both.
 *
 * A system plugs in with a `TuneSystem` (scripts/lib/tuning.ts: its terms, a self-play game from a
 * seed) and a weight writer (`TARGETS` below). Only Alesia 1983 has one so far.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fitLogistic, judge, type Row, type TuneGame, type TuneSystem } from './lib/tuning';
import { alesiaClassicTuning, EPSILONS, EVERY, MAX_ACTIONS } from './lib/acTuning';

interface Target {
  tuning: TuneSystem;
  /** The file the fitted weights go to, and its text. */
  weightsFile: string;
  weightsText(w: Record<string, number>, provenance: string): string;
  /** How the games were played, for docs/tuning.md. */
  method: string;
}

const TARGETS: Record<string, Target> = {
  'alesia-classic': {
    tuning: alesiaClassicTuning,
    weightsFile: 'src/engine/alesia-classic/bot/tunedWeights.ts',
    weightsText: (w, provenance) =>
      [
        '/**',
        ` * Written by scripts/tuneEval.ts — do not edit by hand. ${provenance}`,
        ' * The weights of the logistic form of the Alesia 1983 evaluation (weights.ts `AC_TERMS`, evaluate.ts',
        ' * `logisticChance`), fitted to self-play outcomes; docs/tuning.md gives the games, the loss and the accuracy.',
        ' */',
        "import type { AcWeights } from './weights';",
        '',
        'export const TUNED_WEIGHTS: AcWeights = {',
        ...Object.entries(w).map(([k, v]) => `  ${k}: ${v.toFixed(4)},`),
        '};',
        '',
      ].join('\n'),
    method: [
      `Games from the Roman's historical deployment; both sides play the bot's playout policy (bot/policy.ts), each with a chance ε of the simulator's forward-only random move instead, drawn per game — Roman ε from {${EPSILONS.roman.join(', ')}}, Gallic ε from {${EPSILONS.gallic.join(', ')}} (policy against policy, the Roman wins nearly every game: 38 of 40 in a probe). Games cut at ${MAX_ACTIONS} actions are unfinished and left out.`,
      `Every ${EVERY}th action (from a random offset) the position is recorded once per side, as that side sees it: a determinization of its view (bot/determinize.ts), the terms of evaluate.ts \`featureVector\`, and the first guess's chance (\`handChance\`).`,
    ].join(' '),
  },
};

interface Args {
  system: string;
  games: number;
  seed: string;
  holdout: number;
  ridge: number;
  write: boolean;
  cache?: string;
}

function usage(msg: string): never {
  process.stderr.write(`${msg}\nusage: npx vite-node scripts/tuneEval.ts -- --system ${Object.keys(TARGETS).join('|')} --games N --seed K [--holdout 0.25] [--ridge 0.001] [--cache FILE] [--write]\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const a: Args = { system: 'alesia-classic', games: 400, seed: 'tune1', holdout: 0.25, ridge: 0.001, write: false };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    if (k === '--') continue;
    if (k === '--write') { a.write = true; continue; }
    const v = argv[++i];
    if (v === undefined) usage(`missing value for ${k}`);
    switch (k) {
      case '--system': a.system = v; break;
      case '--games': a.games = Number(v); break;
      case '--seed': a.seed = v; break;
      case '--holdout': a.holdout = Number(v); break;
      case '--ridge': a.ridge = Number(v); break;
      case '--cache': a.cache = v; break;
      default: usage(`unknown flag ${k}`);
    }
  }
  if (!Number.isInteger(a.games) || a.games < 2) usage('--games must be an integer of at least 2');
  if (!(a.holdout > 0 && a.holdout < 1)) usage('--holdout must be between 0 and 1');
  return a;
}

const rowsOf = (games: readonly TuneGame[]): Row[] => games.flatMap((g) => (g.target === null ? [] : g.samples.map((s) => ({ x: s.x, y: g.target!, before: s.before }))));

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const t = TARGETS[args.system] ?? usage(`no tuning for system "${args.system}"`);
  const t0 = performance.now();
  const games = selfPlay(args, t.tuning, t0);
  const cut = Math.round(args.games * (1 - args.holdout));
  const train = rowsOf(games.slice(0, cut));
  const test = rowsOf(games.slice(cut));
  const rate = train.reduce((a, r) => a + r.y, 0) / Math.max(1, train.length);
  const free = fitLogistic(train, t.tuning.terms.length, args.ridge);
  const { w, steps, pinned } = fitLogistic(train, t.tuning.terms.length, args.ridge, t.tuning.signs);
  const fitTrain = judge(train, w, rate);
  const fitTest = judge(test, w, rate);
  const tally: Record<string, number> = {};
  for (const g of games) tally[g.winner ?? 'unfinished'] = (tally[g.winner ?? 'unfinished'] ?? 0) + 1;
  const weights = Object.fromEntries(t.tuning.terms.map((k, j) => [k, w[j]]));
  const summary = { system: args.system, seed: args.seed, games: args.games, outcomes: tally, actions: games.reduce((a, g) => a + g.actions, 0), trainGames: cut, heldOutGames: args.games - cut, ridge: args.ridge, newtonSteps: steps, pinned: pinned.map((j) => t.tuning.terms[j]), train: fitTrain, heldOut: fitTest, weights, free: { weights: Object.fromEntries(t.tuning.terms.map((k, j) => [k, free.w[j]])), train: judge(train, free.w, rate), heldOut: judge(test, free.w, rate) } };
  process.stderr.write(`  done in ${((performance.now() - t0) / 1000).toFixed(0)}s\n`);
  process.stdout.write(`${JSON.stringify(summary, null, 1)}\n`);
  if (!args.write) return;
  const provenance = `Fitted on ${args.system} self-play: ${args.games} games, seed ${args.seed}, ${train.length} training positions.`;
  writeFileSync(t.weightsFile, t.weightsText(weights, provenance));
  writeSection(args, t, summary);
}

function selfPlay(args: Args, tuning: TuneSystem, t0: number): TuneGame[] {
  const key = { system: args.system, games: args.games, seed: args.seed };
  if (args.cache && existsSync(args.cache)) {
    const c = JSON.parse(readFileSync(args.cache, 'utf8')) as { key: typeof key; games: TuneGame[] };
    if (JSON.stringify(c.key) === JSON.stringify(key)) return c.games;
  }
  const games: TuneGame[] = [];
  for (let g = 0; g < args.games; g++) {
    games.push(tuning.playGame(`${args.seed}:${g}`));
    if ((g + 1) % 25 === 0) process.stderr.write(`  ${g + 1}/${args.games} games (${((performance.now() - t0) / 1000).toFixed(0)}s)\n`);
  }
  if (args.cache) writeFileSync(args.cache, JSON.stringify({ key, games }));
  return games;
}

function writeSection(args: Args, t: Target, s: ReturnType<typeof summaryShape>): void {
  const file = 'docs/tuning.md';
  const f = (x: number, d = 4) => x.toFixed(d);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  type J = (typeof s)['train'];
  const row = (name: string, j: J, free: J) => `| ${name} | ${j.positions} | ${pct(j.targetRate)} | ${f(j.lossConstant)} | ${f(j.lossBefore)} | ${f(j.lossTuned)} | ${f(free.lossTuned)} | ${pct(j.accuracyBefore)} | ${pct(j.accuracyTuned)} | ${pct(free.accuracyTuned)} | ${f(j.aucBefore, 3)} | ${f(j.aucTuned, 3)} | ${f(free.aucTuned, 3)} |`;
  const body = [
    `<!-- tune:${args.system} -->`,
    `## ${args.system}`,
    '',
    `Written by \`npx vite-node scripts/tuneEval.ts -- --system ${args.system} --games ${args.games} --seed ${args.seed} --holdout ${args.holdout} --ridge ${args.ridge} --write\` (the same flags write the same numbers).`,
    '',
    `Target: ${t.tuning.target}. ${t.method}`,
    '',
    `Games: ${args.games} (${Object.entries(s.outcomes).map(([k, v]) => `${k} ${v}`).join(', ')}), ${s.actions} actions; the first ${s.trainGames} for the fit, the last ${s.heldOutGames} held out. Fit: logistic regression by Newton's method, ridge ${args.ridge}, ${s.newtonSteps} steps; the weights kept on the side of zero the rules give them (scripts/lib/tuning.ts)${s.pinned.length ? `, which pinned ${s.pinned.join(', ')} at 0` : ''}. "Free" is the same fit without the signs.`,
    '',
    'Mean log-loss (lower is better), accuracy (the chance on the side of ½ the game fell on) and AUC (the chance a position from a game the Gaul won scores above one from a game he did not: how well it ranks positions, what the search uses) of: the constant chance (the training share of the target), the first guess (`handChance`), the fitted weights (with the signs; these are written to the weight file), and the free fit.',
    '',
    '| Positions | Count | Target share | Loss, constant | Loss, first guess | Loss, fitted | Loss, free | Accuracy, first guess | Accuracy, fitted | Accuracy, free | AUC, first guess | AUC, fitted | AUC, free |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    row('training', s.train, s.free.train),
    row('held out', s.heldOut, s.free.heldOut),
    '',
    '| Term | Weight (fitted) | Weight (free) |',
    '| --- | --- | --- |',
    ...Object.entries(s.weights).map(([k, v]) => `| ${k} | ${f(v, 3)} | ${f(s.free.weights[k], 3)} |`),
    `<!-- /tune:${args.system} -->`,
  ].join('\n');
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Evaluation tuning by self-play (issue 18)\n\n';
  const re = new RegExp(`<!-- tune:${args.system} -->[\\s\\S]*?<!-- /tune:${args.system} -->`);
  text = re.test(text) ? text.replace(re, body) : `${text.trimEnd()}\n\n${body}\n`;
  writeFileSync(file, text);
}

/** (The type of the summary, for writeSection.) */
function summaryShape() {
  const j = judge([], [], 0);
  return { outcomes: {} as Record<string, number>, actions: 0, trainGames: 0, heldOutGames: 0, newtonSteps: 0, pinned: [] as string[], train: j, heldOut: j, weights: {} as Record<string, number>, free: { weights: {} as Record<string, number>, train: j, heldOut: j } };
}

main();
