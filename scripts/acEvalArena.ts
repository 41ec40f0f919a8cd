/**
 * Alesia 1983: the search with one evaluation against the search with another (issue 18: is the
 * evaluation tuned by self-play, scripts/tuneEval.ts, better where it matters?). Games come in
 * pairs from the same start (the Roman's historical deployment) and seeds: in the first `a` plays
 * the Gaul, in the second the Roman, so neither side's edge counts for one evaluation.
 *
 *   npx vite-node scripts/acEvalArena.ts -- --a tuned --b hand --pairs 2 --search 16:12 --seed e1 [--max-actions 3000]
 *   npx vite-node scripts/acEvalArena.ts -- --a hand --b policy:0.5 --side gallic --pairs 6 --search 16:12 --seed g1
 *
 * --a / --b: tuned (the logistic form with bot/tunedWeights.ts) | hand (the first guess,
 * evaluate.ts `handChance`) | policy (the playout policy alone, on a sample of its side's view) |
 * policy:EPS (the same with a chance EPS of the simulator's forward-only random move instead, as
 * in the tuning games: a weaker opponent, against which the other side's result varies more).
 * --side gallic|roman: a plays that side only (not in pairs; for a weakened opponent).
 * --pairs N: starts, each played with a on both sides (or on --side's only).
 * --search I:D: iterations and playout depth of both searches (16:12 is the "easy" budget).
 * Progress to stderr; the LAST line of stdout is one JSON summary (a's wins, draws, losses by side).
 */
import { botSeat, playMatch, type Seat } from '../src/engine/core/bot/match';
import { alesiaClassic } from '../src/engine/alesia-classic/system';
import { deployed } from '../src/engine/alesia-classic/testing';
import { acRandomSeat } from './lib/arenaRandom';
import { alesiaClassicBot } from '../src/engine/alesia-classic/bot/adapter';
import { chanceOf, evaluatorAc } from '../src/engine/alesia-classic/bot/evaluate';
import { TUNED_WEIGHTS } from '../src/engine/alesia-classic/bot/weights';
import type { AcAction } from '../src/engine/alesia-classic/actions';
import type { AcSide } from '../src/engine/alesia-classic/state';
import type { AcView } from '../src/engine/alesia-classic/view';

type Who = 'tuned' | 'hand' | `policy:${number}`;
type AcSeat = Seat<AcAction, AcView, AcSide>;

interface Args {
  a: Who;
  b: Who;
  pairs: number;
  /** a's side in every game (default: both, in pairs). */
  side?: AcSide;
  iterations: number;
  depth: number;
  seed: string;
  maxActions: number;
}

function usage(msg: string): never {
  process.stderr.write(`${msg}\nusage: npx vite-node scripts/acEvalArena.ts -- --a tuned|hand|policy[:EPS] --b … --pairs N --search I:D --seed K [--side gallic|roman] [--max-actions N]\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const a: Args = { a: 'tuned', b: 'hand', pairs: 1, iterations: 16, depth: 12, seed: 'e1', maxActions: 3000 };
  const who = (v: string): Who => {
    if (v === 'tuned' || v === 'hand') return v;
    if (v === 'policy') return 'policy:0';
    const m = /^policy:(0(\.\d+)?|1)$/.exec(v);
    return m ? (v as Who) : usage(`unknown player ${v}`);
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    if (k === '--') continue;
    const v = argv[++i];
    if (v === undefined) usage(`missing value for ${k}`);
    switch (k) {
      case '--a': a.a = who(v); break;
      case '--b': a.b = who(v); break;
      case '--pairs': a.pairs = Number(v); break;
      case '--search': {
        const m = /^(\d+):(\d+)$/.exec(v) ?? usage('--search must be I:D');
        [a.iterations, a.depth] = [Number(m[1]), Number(m[2])];
        break;
      }
      case '--seed': a.seed = v; break;
      case '--side': a.side = v === 'gallic' || v === 'roman' ? v : usage('--side must be gallic or roman'); break;
      case '--max-actions': a.maxActions = Number(v); break;
      default: usage(`unknown flag ${k}`);
    }
  }
  return a;
}

function seat(who: Who, seed: string, args: Args): AcSeat {
  if (who.startsWith('policy:')) return acRandomSeat(alesiaClassicBot as never, seed, { eps: Number(who.slice('policy:'.length)), label: 'policy seat' }) as AcSeat;
  const adapter = { ...alesiaClassicBot, evaluate: evaluatorAc(chanceOf(who === 'tuned' ? TUNED_WEIGHTS : 'hand')) };
  return botSeat(alesiaClassic, adapter, { iterations: args.iterations, playoutDepth: args.depth, seed });
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const t0 = performance.now();
  const tally = { gallic: { w: 0, d: 0, l: 0, u: 0 }, roman: { w: 0, d: 0, l: 0, u: 0 } };
  const games: { pair: number; aSide: AcSide; winner: string | null; reason: string | null; actions: number }[] = [];
  for (let p = 0; p < args.pairs; p++) {
    for (const aSide of args.side ? [args.side] : (['gallic', 'roman'] as const)) {
      const bSide: AcSide = aSide === 'gallic' ? 'roman' : 'gallic';
      const seats = { [aSide]: seat(args.a, `${args.seed}:a:${p}`, args), [bSide]: seat(args.b, `${args.seed}:b:${p}`, args) } as Record<AcSide, AcSeat>;
      const r = playMatch(alesiaClassic, deployed(`${args.seed}:${p}`), seats, args.maxActions);
      const w = r.outcome?.winner ?? null;
      const t = tally[aSide];
      if (w === null) t.u++;
      else if (w === 'draw') t.d++;
      else if (w === aSide) t.w++;
      else t.l++;
      games.push({ pair: p, aSide, winner: w, reason: r.outcome?.reason ?? null, actions: r.actions });
      process.stderr.write(`  pair ${p + 1}/${args.pairs}, ${args.a} as ${aSide}: ${w ?? 'unfinished'} after ${r.actions} actions (${((performance.now() - t0) / 1000).toFixed(0)}s)\n`);
    }
  }
  const all = { w: tally.gallic.w + tally.roman.w, d: tally.gallic.d + tally.roman.d, l: tally.gallic.l + tally.roman.l };
  const finished = all.w + all.d + all.l;
  process.stdout.write(`${args.a} vs ${args.b}, search ${args.iterations}:${args.depth}, ${args.pairs} pairs (seed ${args.seed}): as the Gaul ${tally.gallic.w}–${tally.gallic.d}–${tally.gallic.l}, as the Roman ${tally.roman.w}–${tally.roman.d}–${tally.roman.l} (W–D–L); score ${finished ? ((all.w + all.d / 2) / finished * 100).toFixed(0) : '-'}% of ${finished} finished\n`);
  process.stdout.write(`${JSON.stringify({ ...args, tally, games, seconds: (performance.now() - t0) / 1000 })}\n`);
}

main();
