/**
 * The bot's playout policy for Alesia: cheap, and better than uniform random at keeping a game
 * moving and at the moves that decide it. It takes a winning move when one is listed (Vercingetorix
 * off the map, AC 26.1), walks Vercingetorix towards the edge and Roman units towards him, fires when
 * asked, fights the battles it declares, and otherwise moves a dozen units or so before ending the
 * phase (as the test suite's random player does, testing.ts).
 *
 * It is called for every action of every playout, on lists of up to three hundred entries, so it
 * reads each entry's kind once (one pass sorts the list into the groups the choice needs) rather
 * than filtering the list once per group.
 */
import { nextIndex, type RngState } from '../../core/rng';
import { distance, parseHexKey } from '../../hex/coords';
import type { AcAction } from '../actions';
import { acUnit } from '../data/units';
import { toAct } from '../legal';
import { unitOf, type AcState } from '../state';
import { distanceToEdge } from './geometry';

type Move = Extract<AcAction, { t: 'move' }>;

/** A move's destination is a hex (not the town, not an OBMC box): hex keys begin with a digit or '-'. */
const isHex = (to: string): boolean => {
  const c = to.charCodeAt(0);
  return c === 45 || (c >= 48 && c <= 57);
};

/** The entries of a legal list by the group the policy chooses from, in list order. */
interface Groups {
  moves: Move[];
  fire: AcAction[];
  after: AcAction[];
  build: AcAction[];
  drop: AcAction[];
  selects: AcAction[];
  fight: AcAction | undefined;
  end: AcAction | undefined;
  /** AC 26.1: Vercingetorix off the map. */
  out: AcAction | undefined;
  /** Vercingetorix's own select. */
  selectV: AcAction | undefined;
}

function group(legal: readonly AcAction[]): Groups {
  const g: Groups = { moves: [], fire: [], after: [], build: [], drop: [], selects: [], fight: undefined, end: undefined, out: undefined, selectV: undefined };
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    switch (a.t) {
      case 'move':
        g.moves.push(a);
        if (g.out === undefined && a.unit === 'vercingetorix' && a.to.startsWith('obmc:')) g.out = a;
        break;
      case 'fire':
        g.fire.push(a);
        break;
      case 'retreat':
      case 'advance':
      case 'hold':
      case 'standAside':
      case 'withdraw':
      case 'holdFire':
      case 'revive':
      case 'cull':
        g.after.push(a);
        break;
      case 'attack':
      case 'join':
      case 'widen':
        g.build.push(a);
        break;
      case 'fight':
        g.fight ??= a;
        break;
      case 'drop':
        g.drop.push(a);
        break;
      case 'select':
        g.selects.push(a);
        if (g.selectV === undefined && a.unit === 'vercingetorix') g.selectV = a;
        break;
      case 'shift':
      case 'shiftMany':
      case 'moveStack':
        g.selects.push(a);
        break;
      case 'end':
      case 'historical':
        g.end ??= a;
        break;
    }
  }
  return g;
}

export function policyAc(s: AcState, legal: readonly AcAction[], rng0: RngState): [AcAction, RngState] {
  let rng = rng0;
  const roll = (n: number) => {
    let i: number;
    [i, rng] = nextIndex(rng, n);
    return i;
  };
  const one = (xs: readonly AcAction[]) => xs[roll(xs.length)];
  if (legal.length === 1) return [legal[0], rng];

  const g = group(legal);
  // AC 26.1: Vercingetorix leaves the map.
  if (g.out) return [g.out, rng];
  if (legal[0].t === 'resolve') return [legal[0], rng];

  const side = toAct(s);
  const v = unitOf(s, 'vercingetorix')?.loc;
  const vHex = v?.at === 'hex' ? parseHexKey(v.hex) : null;
  const moves = g.moves;
  // Vercingetorix on the move: towards the edge (most of the time).
  if (moves.length && moves[0].unit === 'vercingetorix' && roll(10) < 8) {
    const best = nearest(moves, distanceToEdge);
    if (best) return [best, rng];
  }
  // A Roman unit on the move while Vercingetorix is on the map: towards him (AC 26.2), half the time.
  if (side === 'roman' && vHex && moves.length && roll(2) === 0) {
    const best = nearest(moves, (to) => distance(parseHexKey(to), vHex));
    if (best) return [best, rng];
  }
  if (side === 'gallic' && vHex === null && s.phase === 'gallic-move') {
    if (g.selectV && roll(2) === 0) return [g.selectV, rng];
  }

  if (g.fire.length && roll(10) < 8) return [one(g.fire), rng];
  const r = roll(100);
  if (g.after.length && (s.phase !== 'revival' || r < 70)) return [one(g.after), rng];
  if (g.build.length || g.fight) return [g.fight && (r < 40 || !g.build.length) ? g.fight : one(g.build), rng];
  if (g.drop.length) return [one(g.drop), rng];
  if (moves.length && r < 85) return [one(moves), rng];
  if (g.selects.length && movedThisPhase(s) < 12 && r < 95) return [one(g.selects), rng];
  return [g.end ?? one(legal), rng];
}

/** The move to a hex with the least `d` (the first of equals), or undefined when none goes to a hex. */
function nearest(moves: readonly Move[], d: (to: string) => number): Move | undefined {
  let best: Move | undefined;
  let bestD = Infinity;
  for (const a of moves) {
    if (!isHex(a.to)) continue;
    const x = d(a.to);
    if (best === undefined || x < bestD) {
      best = a;
      bestD = x;
    }
  }
  return best;
}

/** Units of the side to act with a move record this turn (the phase's moves so far, near enough). */
function movedThisPhase(s: AcState): number {
  const side = s.phase === 'roman-move' ? 'roman' : 'gallic';
  let n = 0;
  for (const id in s.moves) if (acUnit(id).side === side) n++;
  return n;
}
