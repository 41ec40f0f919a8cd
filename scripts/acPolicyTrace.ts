/**
 * One seeded Alesia 1983 game, the bot's playout policy against the arena's random player (issue 18):
 * per turn, what the Gaul's plan has come to — coordination (AC 18), relief units on the board and on
 * the Outer Works, besieged units out of the town, losses, where Vercingetorix is and how near the
 * nearest Roman counter — and how the game ended (AC 26).
 *
 *   npx vite-node scripts/acPolicyTrace.ts -- --side gallic --seed p1:0 [--max-actions 6000] [--moves]
 *   npx vite-node scripts/acPolicyTrace.ts -- --side gallic --seed p1 --games 20   (one line a game, and the tally)
 *
 * Seeds as the arena's: `--seed p1:0` replays game 1 of `npm run arena -- … --seed p1` (its seats
 * are seeded `p1:a:0` / `p1:b:0` and the start `p1:0`). `--moves` also prints the policy side's
 * moves (unit → destination) and battles. `--iterations N [--depth D]` seats the search at that
 * budget (as `npm run arena -- --a hard --iterations N --depth D`) instead of the policy alone.
 * `--vs easy|normal|hard|policy|search:I:D` seats that player on the other side (default: random).
 */
import { BOT_LEVELS, botLevel, type BotLevel } from '../src/engine/core/bot/levels';
import { botSeat as searchSeat, playMatch, type Seat } from '../src/engine/core/bot/match';
import { seedRng, type RngState } from '../src/engine/core/rng';
import { distance, parseHexKey } from '../src/engine/hex/coords';
import type { AcAction } from '../src/engine/alesia-classic/actions';
import { alesiaClassicBot } from '../src/engine/alesia-classic/bot/adapter';
import { distanceToEdge } from '../src/engine/alesia-classic/bot/geometry';
import { AC_IDS, acUnit } from '../src/engine/alesia-classic/data/units';
import { acMap, nbrs } from '../src/engine/alesia-classic/map/map';
import type { AcSide, AcState } from '../src/engine/alesia-classic/state';
import { alesiaClassic } from '../src/engine/alesia-classic/system';
import { deployed } from '../src/engine/alesia-classic/testing';
import { acRandomSeat } from './lib/arenaRandom';

const args = new Map<string, string>();
const argv = process.argv.slice(2).filter((a) => a !== '--');
for (let i = 0; i < argv.length; i++) if (argv[i].startsWith('--')) args.set(argv[i].slice(2), argv[i + 1]?.startsWith('--') || argv[i + 1] === undefined ? 'yes' : argv[++i]);
const side = (args.get('side') ?? 'gallic') as AcSide;
const seed = args.get('seed') ?? 'p1:0';
const maxActions = Number(args.get('max-actions') ?? 6000);
const showMoves = args.has('moves');
const iterations = args.has('iterations') ? Number(args.get('iterations')) : 0;
const depth = args.has('depth') ? Number(args.get('depth')) : undefined;
const [base, game] = seed.includes(':') ? [seed.slice(0, seed.lastIndexOf(':')), seed.slice(seed.lastIndexOf(':') + 1)] : [seed, '0'];

/** `--vs random` (default), `--vs policy`, `--vs easy|normal|hard` (the system's level) or `--vs search:I:D`: the other side, seeded as the arena seeds its `--b`. */
const vs = args.get('vs') ?? 'random';
function opponent(s0: string): Seat<AcAction, unknown, string> {
  if (vs === 'random') return acRandomSeat(alesiaClassicBot as never, s0);
  if (vs === 'policy') return policySeat(s0);
  const own = /^search:(\d+):(\d+)$/.exec(vs);
  const level = own ? { iterations: Number(own[1]), playoutDepth: Number(own[2]) } : botLevel('alesia-classic', vs as BotLevel);
  return searchSeat(alesiaClassic as never, alesiaClassicBot as never, { ...level, guide: true, seed: s0 }) as Seat<AcAction, unknown, string>;
}

/** The policy seat exactly as the arena builds it (scripts/arena.ts `--a policy`). */
function policySeat(s0: string): Seat<AcAction, unknown, string> {
  let rng: RngState = seedRng(`policy seat:${s0}`);
  return (view, sd, legal) => {
    let s: AcState;
    [s, rng] = alesiaClassicBot.determinize(view as never, sd as AcSide, rng);
    let a: AcAction;
    [a, rng] = alesiaClassicBot.policy!(s, legal, rng);
    return a;
  };
}

function summary(s: AcState): string {
  let reliefOn = 0, reliefOw = 0, besiegedOut = 0, besiegedTown = 0;
  const lost = { roman: 0, relief: 0, besieged: 0 };
  let v = '-';
  let nearRoman = Infinity;
  const romanHexes: ReturnType<typeof parseHexKey>[] = [];
  s.units.forEach((u, i) => {
    const d = acUnit(AC_IDS[i]);
    if (d.side === 'roman' && d.kind !== 'fort' && u.loc.at === 'hex') romanHexes.push(parseHexKey(u.loc.hex));
  });
  s.units.forEach((u, i) => {
    const id = AC_IDS[i];
    const d = acUnit(id);
    if (u.loc.at === 'gone' && u.loc.why === 'eliminated') {
      if (d.side === 'roman') lost.roman++;
      else if (d.force === 'relief') lost.relief++;
      else lost.besieged++;
    }
    if (id === 'vercingetorix') {
      if (u.loc.at === 'hex') {
        const h = parseHexKey(u.loc.hex);
        for (const r of romanHexes) nearRoman = Math.min(nearRoman, distance(r, h));
        const ring = nbrs(u.loc.hex).filter((k) => s.units.some((x, j) => acUnit(AC_IDS[j]).side === 'gallic' && x.loc.at === 'hex' && x.loc.hex === k)).length;
        v = `${u.loc.hex} edge ${distanceToEdge(u.loc.hex)} roman ${nearRoman} ring ${ring}/${nbrs(u.loc.hex).length}`;
      } else v = u.loc.at === 'gone' ? `gone(${u.loc.why})` : u.loc.at;
      return;
    }
    if (d.side !== 'gallic' || u.loc.at !== 'hex') {
      if (d.side === 'gallic' && d.force === 'besieged' && u.loc.at === 'town') besiegedTown++;
      return;
    }
    if (d.force === 'relief') {
      reliefOn++;
      if (acMap().hexes.get(u.loc.hex)?.outerWorks) reliefOw++;
    } else besiegedOut++;
  });
  const cl = s.units[AC_IDS.indexOf('caesar')].loc;
  const caesar = cl.at === 'hex' ? cl.hex : cl.at === 'gone' ? `gone(${cl.why})` : cl.at;
  const c = s.coordination;
  const coord = `landed ${c.landed ?? '-'} fought ${c.fought ?? '-'} release ${c.releaseTurn ?? '-'} (delay ${c.delay ?? '-'}, OW this turn ${s.owLanded.length})`;
  return `P${s.period}T${String(s.turn).padStart(2)} ${coord} | relief on ${reliefOn} (OW ${reliefOw}) | besieged out ${besiegedOut} in ${besiegedTown} | lost R ${lost.roman} relief ${lost.relief} besieged ${lost.besieged} | V ${v} | Caesar ${caesar}`;
}

/** One game: per-turn lines unless `quiet`; the outcome, or the error an engine throw gave. */
function playOne(base: string, game: string, quiet: boolean): string {
  const say = (x: string) => { if (!quiet) process.stdout.write(x); };
  // --iterations N (and --depth D): the search (the arena's `--a hard` at that budget) instead of the policy alone.
  const botSeat = iterations
    ? (searchSeat(alesiaClassic as never, alesiaClassicBot as never, { ...BOT_LEVELS.hard, iterations, playoutDepth: depth ?? BOT_LEVELS.hard.playoutDepth, guide: true, seed: `${base}:a:${game}` }) as Seat<AcAction, unknown, string>)
    : policySeat(`${base}:a:${game}`);
  const other = opponent(`${base}:b:${game}`);
  let lastTurn = '';
  let moves: string[] = [];
  const bot: Seat<AcAction, unknown, string> = (view, sd, legal, ply) => {
    const a = botSeat(view, sd, legal, ply);
    if (showMoves && (a.t === 'move' || a.t === 'attack' || a.t === 'fight')) moves.push(a.t === 'move' ? `${a.unit}>${a.to}` : a.t === 'attack' ? `atk ${a.hex}` : 'fight');
    return a;
  };
  const seats = (side === 'gallic' ? { gallic: bot, roman: other } : { roman: bot, gallic: other }) as Record<AcSide, Seat<AcAction, unknown, string>>;
  // Per turn: a line when a new turn begins.
  const system = {
    ...alesiaClassic,
    apply: (s: AcState, a: AcAction) => {
      const x = alesiaClassic.apply(s, a);
      if (x.ok) {
        const key = `${x.state.period}:${x.state.turn}`;
        if (key !== lastTurn) {
          if (moves.length) say(`    ${side} moves: ${moves.join(' ')}\n`);
          moves = [];
          lastTurn = key;
          say(`${summary(x.state)}\n`);
        }
      }
      return x;
    },
  } as typeof alesiaClassic;
  try {
    const r = playMatch(system, deployed(`${base}:${game}`, {}, 'standard'), seats, maxActions);
    if (moves.length) say(`    ${side} moves: ${moves.join(' ')}\n`);
    say(`${summary(r.state)}\n`);
    const o = r.outcome;
    return `after ${r.actions} actions: ${o ? `${o.winner === 'draw' ? 'draw' : `${o.winner} wins`} (${o.reason})` : 'unfinished'}`;
  } catch (e) {
    return `engine threw: ${String(e)}`;
  }
}

const games = Number(args.get('games') ?? 0);
if (!games) process.stdout.write(`end ${playOne(base, game, false)}\n`);
else {
  // --games N: the arena's N games of --seed (the base), one line each, and the tally (engine throws counted apart).
  const tally: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const line = playOne(base, String(g), true);
    const k = line.includes('threw') ? 'threw' : line.includes('draw') ? 'draw' : line.includes(`${side} wins`) ? 'win' : line.includes('unfinished') ? 'unfinished' : 'loss';
    tally[k] = (tally[k] ?? 0) + 1;
    process.stdout.write(`game ${g}: ${line}\n`);
  }
  process.stdout.write(`${iterations ? `search (${iterations} iterations, depth ${depth ?? 'hard'})` : 'policy'} as ${side} vs ${vs}, seed ${base}: ${JSON.stringify(tally)} of ${games}\n`);
}
