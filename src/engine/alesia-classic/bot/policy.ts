/**
 * The bot's playout policy for Alesia: cheap, and better than uniform random at keeping a game
 * moving and at the moves that decide it. It takes a winning move when one is listed (Vercingetorix
 * off the map, AC 26.1; a Roman move next to him, AC 26.2). The Gaul moves by the plan of
 * gallicPlan.ts (stage the relief by the Outer Works, land a dozen in one turn, AC 18; then
 * Vercingetorix out along a way clear of Romans, ringed by his garrison); the Roman keeps Caesar
 * out of the Gauls' reach (romanPlan.ts, AC 26.3) and otherwise moves a dozen units or so, towards
 * Vercingetorix when he is out. Both fire when asked and open every battle owed before joining
 * units to them and fighting.
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
import { besiegedMove, isRelief, isReliefFoot, released, reliefMove, vercingetorixMove, vercingetorixOut } from './gallicPlan';
import { breakoutTarget, ringFiller, vIndex } from './breakout';
import { boardGeometry, distanceToEdge, indexDistance } from './geometry';
import { boardIndex } from '../map/index';
import { CAESAR_DANGER, caesarClearance, caesarMove } from './romanPlan';

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
  unjoin: AcAction[];
  selects: AcAction[];
  fight: AcAction | undefined;
  end: AcAction | undefined;
  /** AC 26.1: Vercingetorix off the map. */
  out: AcAction | undefined;
  /** Vercingetorix's own select. */
  selectV: AcAction | undefined;
}

function group(legal: readonly AcAction[]): Groups {
  const g: Groups = { moves: [], fire: [], after: [], build: [], drop: [], unjoin: [], selects: [], fight: undefined, end: undefined, out: undefined, selectV: undefined };
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
      case 'unjoin':
        g.unjoin.push(a);
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
  if (side === 'gallic' && s.phase === 'gallic-move') {
    const pick = gallicMovement(s, g, roll);
    if (pick) return [pick, rng];
  }
  const v = unitOf(s, 'vercingetorix')?.loc;
  const vHex = v?.at === 'hex' ? parseHexKey(v.hex) : null;
  const moves = g.moves;
  // Vercingetorix on the move: towards the edge (most of the time).
  if (moves.length && moves[0].unit === 'vercingetorix' && roll(10) < 8) {
    const best = nearest(moves, distanceToEdge);
    if (best) return [best, rng];
  }
  if (side === 'roman' && s.phase === 'roman-move') {
    const pick = romanMovement(s, g, vHex, roll);
    if (pick) return [pick, rng];
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
  if (g.after.length && (s.phase !== 'revival' || r < 70)) {
    // AC 19.6: Caesar stands clear of an adverse result when he may (AC 26.3).
    const aside = g.after.find((a) => a.t === 'standAside' && a.unit === 'caesar' && a.aside);
    return [aside ?? one(g.after), rng];
  }
  // Battles: open every battle still owed first (a unit in ZOC must attack every hex holding it, AC 6.2),
  // then add every unit that can join (better odds, AC 15.1), then fight.
  if (g.build.length || g.fight) {
    let attacks = 0;
    let joins = 0;
    for (const a of g.build) if (a.t === 'attack') attacks++; else if (a.t === 'join') joins++;
    // Fight listed: every duty is met, and a join may undo that (a unit owed elsewhere): fight half the time.
    if (g.fight && r < 50) return [g.fight, rng];
    // A battle left with no attacker (a Battle Rages refight may not be called off, AC 15.3) is joined first.
    const empty = s.combat?.battles.findIndex((b) => b.attackers.length === 0) ?? -1;
    if (empty >= 0) {
      const j = g.build.find((a) => a.t === 'join' && a.battle === empty);
      if (j) return [j, rng];
    }
    if (attacks && r < 90) return [pickOf(g.build, 'attack', roll(attacks)), rng];
    if (joins && r < 90) return [pickOf(g.build, 'join', roll(joins)), rng];
    return [g.fight && (r < 40 || !g.build.length) ? g.fight : one(g.build), rng];
  }
  // Nothing to open or join and no fight listed: a unit is owed elsewhere — take one out of its battle, or call one off.
  if (g.drop.length && g.unjoin.length && r < 70) {
    // Never out of a refight (it could then be neither fought nor called off).
    const free = g.unjoin.filter((a) => a.t === 'unjoin' && !s.combat?.battles.some((b) => b.rages && b.attackers.includes(a.unit)));
    if (free.length) return [one(free), rng];
  }
  if (g.drop.length) return [one(g.drop), rng];
  if (moves.length && r < 85) return [one(moves), rng];
  if (g.selects.length && movedThisPhase(s) < 12 && r < 95) {
    const pick = one(g.selects);
    // Caesar moves only when in danger (romanMovement).
    if (!(pick.t === 'select' && pick.unit === 'caesar')) return [pick, rng];
  }
  return [g.end ?? one(legal), rng];
}

/** The k-th entry of kind `t` in `xs`. */
function pickOf(xs: readonly AcAction[], t: AcAction['t'], k: number): AcAction {
  for (const a of xs) if (a.t === t && k-- === 0) return a;
  return xs[0];
}

/** Vercingetorix this near the edge is moved first: he may leave the map this turn (AC 26.1; his move is 6, AC 2.5). */
const EDGE_REACH = 6;

/** Units the Gaul moves in one movement phase at most (each is two actions: select, move). */
const GALLIC_MOVES = 70;

/**
 * The Gaul's movement phase by the plan of gallicPlan.ts: the unit now moving goes where the plan
 * sends it (or stays); then, with the garrison free, Vercingetorix (when the plan has a hex for him,
 * breakout.ts), the units that close his ring, the rest of the garrison, then the relief.
 * Undefined: nothing the plan wants (the caller's choice stands).
 */
function gallicMovement(s: AcState, g: Groups, roll: (n: number) => number): AcAction | undefined {
  const moves = g.moves;
  if (moves.length) {
    const id = moves[0].unit;
    const m = id === 'vercingetorix' ? vercingetorixMove(s, moves) : isRelief(id) ? reliefMove(s, moves) : released(s) ? besiegedMove(s, moves) : undefined;
    if (m) return m;
  }
  const free = released(s);
  const garrison: AcAction[] = [];
  const relief: AcAction[] = [];
  for (const a of g.selects) {
    // (A unit with a move record this turn is never listed again: no need to ask s.moves.)
    if (a.t !== 'select' || a.unit === 'vercingetorix') continue;
    if (!isRelief(a.unit)) garrison.push(a);
    else if (isReliefFoot(a.unit)) relief.push(a);
  }
  const room = movedThisPhase(s) < GALLIC_MOVES;
  if (free && g.selectV) {
    // AC 26.1: near the edge he may leave the map (the move off is taken when listed).
    const here = vIndex(s);
    if (here >= 0 && boardGeometry().edge[here] <= EDGE_REACH) return g.selectV;
    // He moves first (before any of the garrison) when there is a hex to go to whose ring the
    // garrison can close (breakout.ts, AC 26.2); else he stays this turn.
    if (!garrisonMoved(s)) {
      const t = breakoutTarget(s);
      if (t >= 0 && t !== here) return g.selectV;
    }
  } else if (g.selectV && vercingetorixOut(s)) return g.selectV;
  // Then the garrison closes his ring, the nearest unit to each gap first.
  const v = free && room ? vIndex(s) : -1;
  const filler = v >= 0 ? ringFiller(s, v, garrison) : undefined;
  if (filler) return filler;
  // The rest catch up with him (besiegedMove: a second ring); those already near him, or with him
  // in the town, are left where they are (a select that moves nothing only spends the phase's actions).
  if (free && room && v >= 0) {
    const far = garrison.filter((a) => a.t === 'select' && farFrom(s, a.unit, v));
    if (far.length) return far[roll(far.length)];
  }
  // Once the garrison is free the relief's work is done (AC 18.1): a few more of its units move.
  if (relief.length && room && (!free || reliefMoved(s) < RELIEF_MOVES_FREE)) return relief[roll(relief.length)];
  return g.end;
}

/** Relief units that move in one movement phase once the garrison is free. */
const RELIEF_MOVES_FREE = 10;

/** Is the unit in the town or more than two hexes from board index `v`? */
function farFrom(s: AcState, id: string, v: number): boolean {
  const loc = unitOf(s, id).loc;
  if (loc.at === 'town') return true;
  const i = loc.at === 'hex' ? boardIndex().index.get(loc.hex) : undefined;
  return i !== undefined && indexDistance(i, v) > 2;
}

/** Relief units with a move record this turn. */
function reliefMoved(s: AcState): number {
  let n = 0;
  for (const id in s.moves) if (isRelief(id)) n++;
  return n;
}

/**
 * The Roman's movement: a move next to Vercingetorix wins (AC 26.2) and is taken; Caesar, with Gauls
 * near, moves first and away from them (romanPlan.ts), and otherwise stays where he is.
 */
function romanMovement(s: AcState, g: Groups, vHex: ReturnType<typeof parseHexKey> | null, roll: (n: number) => number): AcAction | undefined {
  const moves = g.moves;
  if (vHex && moves.length && moves[0].unit !== 'caesar' && moves[0].unit !== 'labienus') {
    const win = moves.find((a) => isHex(a.to) && distance(parseHexKey(a.to), vHex) === 1);
    if (win) return win;
  }
  if (moves.length && moves[0].unit === 'caesar') {
    const m = caesarMove(s, moves);
    if (m) return m;
    const others = g.selects.filter((a) => !(a.t === 'select' && a.unit === 'caesar'));
    return others.length ? others[roll(others.length)] : g.end;
  }
  if (!moves.length && !('caesar' in s.moves)) {
    const c = caesarClearance(s);
    if (c !== null && c <= CAESAR_DANGER) return g.selects.find((a) => a.t === 'select' && a.unit === 'caesar');
  }
  return undefined;
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

/** Has a unit of the garrison a move record this turn? */
function garrisonMoved(s: AcState): boolean {
  for (const id in s.moves) if (id !== 'vercingetorix' && acUnit(id).force === 'besieged') return true;
  return false;
}

/** Units of the side to act with a move record this turn (the phase's moves so far, near enough). */
function movedThisPhase(s: AcState): number {
  const side = s.phase === 'roman-move' ? 'roman' : 'gallic';
  let n = 0;
  for (const id in s.moves) if (acUnit(id).side === side) n++;
  return n;
}
