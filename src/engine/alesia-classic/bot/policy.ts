/**
 * The bot's playout policy for Alesia: cheap, and better than uniform random at keeping a game
 * moving and at the moves that decide it. It takes a winning move when one is listed (Vercingetorix
 * off the map, AC 26.1), walks Vercingetorix towards the edge and Roman units towards him, fires when
 * asked, fights the battles it declares, and otherwise moves a dozen units or so before ending the
 * phase (as the test suite's random player does, testing.ts).
 */
import { nextIndex, type RngState } from '../../core/rng';
import { distance, parseHexKey } from '../../hex/coords';
import type { AcAction } from '../actions';
import { acUnit } from '../data/units';
import { toAct } from '../legal';
import { unitOf, type AcState } from '../state';
import { distanceToEdge } from './geometry';

const isHex = (to: string) => /^-?\d+,-?\d+$/.test(to);

export function policyAc(s: AcState, legal: readonly AcAction[], rng0: RngState): [AcAction, RngState] {
  let rng = rng0;
  const roll = (n: number) => {
    let i: number;
    [i, rng] = nextIndex(rng, n);
    return i;
  };
  const one = (xs: readonly AcAction[]) => xs[roll(xs.length)];
  if (legal.length === 1) return [legal[0], rng];

  // AC 26.1: Vercingetorix leaves the map.
  const out = legal.find((a) => a.t === 'move' && a.unit === 'vercingetorix' && a.to.startsWith('obmc:'));
  if (out) return [out, rng];
  if (legal[0].t === 'resolve') return [legal[0], rng];

  const side = toAct(s);
  const v = unitOf(s, 'vercingetorix')?.loc;
  const vHex = v?.at === 'hex' ? parseHexKey(v.hex) : null;
  const moves = legal.filter((a): a is Extract<AcAction, { t: 'move' }> => a.t === 'move');
  // Vercingetorix on the move: towards the edge (most of the time).
  if (moves.length && moves[0].unit === 'vercingetorix' && roll(10) < 8) {
    const hexes = moves.filter((a) => isHex(a.to));
    if (hexes.length) return [hexes.reduce((b, a) => (distanceToEdge(a.to) < distanceToEdge(b.to) ? a : b)), rng];
  }
  // A Roman unit on the move while Vercingetorix is on the map: towards him (AC 26.2), half the time.
  if (side === 'roman' && vHex && moves.length && roll(2) === 0) {
    const hexes = moves.filter((a) => isHex(a.to));
    if (hexes.length) return [hexes.reduce((b, a) => (distance(parseHexKey(a.to), vHex) < distance(parseHexKey(b.to), vHex) ? a : b)), rng];
  }
  if (side === 'gallic' && vHex === null && s.phase === 'gallic-move') {
    const sel = legal.find((a) => a.t === 'select' && a.unit === 'vercingetorix');
    if (sel && roll(2) === 0) return [sel, rng];
  }

  const fire = legal.filter((a) => a.t === 'fire');
  if (fire.length && roll(10) < 8) return [one(fire), rng];
  const after = legal.filter((a) => a.t === 'retreat' || a.t === 'advance' || a.t === 'hold' || a.t === 'standAside' || a.t === 'withdraw' || a.t === 'holdFire' || a.t === 'revive' || a.t === 'cull');
  const build = legal.filter((a) => a.t === 'attack' || a.t === 'join' || a.t === 'widen');
  const fight = legal.find((a) => a.t === 'fight');
  const r = roll(100);
  if (after.length && (s.phase !== 'revival' || r < 70)) return [one(after), rng];
  if (build.length || fight) return [fight && (r < 40 || !build.length) ? fight : one(build), rng];
  const drop = legal.filter((a) => a.t === 'drop');
  if (drop.length) return [one(drop), rng];
  const moved = movedThisPhase(s);
  if (moves.length && r < 85) return [one(moves), rng];
  const selects = legal.filter((a) => a.t === 'select' || a.t === 'shift' || a.t === 'shiftMany' || a.t === 'moveStack');
  if (selects.length && moved < 12 && r < 95) return [one(selects), rng];
  return [legal.find((a) => a.t === 'end' || a.t === 'historical') ?? one(legal), rng];
}

/** Units of the side to act with a move record this turn (the phase's moves so far, near enough). */
function movedThisPhase(s: AcState): number {
  const side = s.phase === 'roman-move' ? 'roman' : 'gallic';
  let n = 0;
  for (const id in s.moves) if (acUnit(id).side === side) n++;
  return n;
}
