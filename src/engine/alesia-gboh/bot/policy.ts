/**
 * The bot's playout policy for Alésia (GBoH): cheap rules of thumb over the legal list, better than
 * uniform random at keeping a game moving and at the moves that matter.
 *
 * - Set-up and planning end quickly: the sample deployment (GB-DEP); each unassigned tribe gets a
 *   zone (12.1: counters are picked up to the Size cap), then the plan is closed.
 * - Standing orders, calling off the assault, dropping or unpicking tribes and taking counters back
 *   are never chosen while anything else is listed (they only make a playout wander).
 * - In his phase a side brings tribes in (the Gaul's entries and arrivals first), activates a
 *   Command, releases its units, fires when it can, moves a handful of units — each move the best of
 *   a few drawn, scored by how close it ends to the enemy (the Roman only when the enemy is within
 *   reach, else he keeps his lines; the relief never next to a Roman it is no match for,
 *   gallicPlan.ts) — then goes on to shock or ends the phase, so no phase stalls and none runs long.
 * - The breakout (AG 11.0, gallicPlan.ts): the Alesia force's Command is activated whenever it is
 *   listed; its units march along the breakout field, the spearhead first, and Vercingetorix (or
 *   Critognatus) follows the head of the column, outside once three units are.
 * - The Roman's counter-plan (romanPlan.ts): he activates the Command best placed to man the Gaul's
 *   cheapest ways out, shoots and shocks the Alesia-force units nearest the way out, and moves his
 *   units onto the ways out (facing the Gaul's way, or turning to), reserves marching towards them, before anything else;
 *   with the breakout near, he seizes the Gaul's phase (AG 5.21).
 * - The Gaul calls off an assault that has run 40 phases (120 in the last AP, or while the Alesia
 *   force is out: the AP's end would send it back), so games end.
 * - Shock is designated when favourable (the target more worn than the attacker), reaction fire is
 *   usually taken, Seizures are usually let go; other answers are drawn.
 */
import { nextIndex, type RngState } from '../../core/rng';
import { distance, parseHexKey, type Hex } from '../../hex/coords';
import type { AgAction } from '../actions';
import { AG_SCENARIO_FORCES } from '../data';
import { toAct } from '../legal';
import { outsideCircumvallation } from '../victory';
import type { AgState } from '../state';
import { other } from '../state';
import { actedInCommand, commandSize, mapUnits, wornOf } from './read';
import { alesiaMove, isAlesiaCommand, leaderMove, reliefMove, unitsOutside } from './gallicPlan';
import { blockCommand, blockFace, blockMove, blockSeizure, breakoutFire, breakoutShock } from './romanPlan';

type Of<T extends AgAction['t']> = Extract<AgAction, { t: T }>;

/** Kinds a playout never picks while something else is listed. */
const IDLE: ReadonlySet<AgAction['t']> = new Set(['seizeOrder', 'reactOrder', 'combatOrder', 'callOff', 'dropTribe', 'unchoose', 'unplace', 'swap']);
/** AG 11.0, reading Q10: the commanders whose breakout counts. */
const BREAKOUT_LEADERS: ReadonlySet<string> = new Set(['vercingetorix', 'critognatus']);
/** Activation Phases of an AP after which the Gaul may call it off (reading X1). */
const CALL_OFF_AFTER = 40;
const apsLeft = (s: AgState): number => AG_SCENARIO_FORCES[s.scenario].assaultPeriods - s.ap.n;
/** Moves drawn and compared per decision (the list may hold a thousand or more). */
const MOVE_SAMPLE = 12;
/** Units a Command moves or fires with before it goes on to shock (at most its size). */
const ACTS_PER_COMMAND = 6;
/** Units of the Alesia force moved in one of its activations (of its 44; the spearhead first). */
const ALESIA_ACTS = 10;
/** Roman units that may move or fire to block the breakout in one activation (a legion has ten cohorts). */
const BLOCK_ACTS = 8;

export function policyAg(s: AgState, legal: readonly AgAction[], rng0: RngState): [AgAction, RngState] {
  let rng = rng0;
  const roll = (n: number) => {
    let i: number;
    [i, rng] = nextIndex(rng, n);
    return i;
  };
  const one = <A extends AgAction>(xs: readonly A[]): A => xs[roll(xs.length)];
  if (legal.length === 1) return [legal[0], rng];
  const by = new Map<AgAction['t'], AgAction[]>();
  for (const a of legal) {
    const xs = by.get(a.t);
    if (xs) xs.push(a);
    else by.set(a.t, [a]);
  }
  const of = <T extends AgAction['t']>(t: T): Of<T>[] => (by.get(t) ?? []) as Of<T>[];
  const first = (...ts: AgAction['t'][]) => {
    for (const t of ts) if (of(t).length) return of(t)[0];
    return undefined;
  };
  const pick = (a: AgAction | undefined): a is AgAction => a !== undefined;
  const r = roll(100);

  // Set-up (AG 3.0 A, 5.5): the sample deployment, then done.
  const setup = first('sample', 'endSetup');
  if (pick(setup)) return [setup, rng];

  // Planning (AG 5.31, 12.1).
  if (s.step === 'planning') {
    if (of('choose').length) return [one(of('choose')), rng];
    const fresh = of('assign').filter((a) => s.plan.assign[a.tribe] === undefined);
    if (fresh.length) return [one(fresh), rng];
    const end = first('endPlanning');
    if (pick(end)) return [end, rng];
  }

  // Tribal counters coming in (AG 5.41, 5.42, 12.1 arrivals) and their chiefs.
  if (of('placeTribe').length && r < 85) return [one(of('placeTribe')), rng];
  if (of('placeChief').length && r < 60) return [one(of('placeChief')), rng];
  const endPlacement = first('endPlacement');
  if (pick(endPlacement)) return [endPlacement, rng];

  // AG 11.0: Vercingetorix (or Critognatus) to a hex outside the circumvallations when three units are out — the breakout won.
  const out = unitsOutside(s) >= 3 ? of('moveLeader').find((a) => BREAKOUT_LEADERS.has(a.leader) && outsideCircumvallation(s, a.path[a.path.length - 1])) : undefined;
  if (out) return [out, rng];

  // The other side's chances.
  if (s.step === 'seize' && toAct(s) === 'roman') {
    const seize = blockSeizure(s, of('seize'));
    if (seize) return [seize, rng];
  }
  if (s.step === 'seize') return [r < 85 ? first('noSeize') ?? one(legal) : one(legal), rng];
  if (s.step === 'react') return [r < 75 && of('react').length ? one(of('react')) : first('noReact') ?? one(legal), rng];

  // Choosing the phase (AG 3.0 C). Reading X1: an assault going nowhere is called off, so that a
  // new AP can begin (sooner while more APs remain; in the last one only very late).
  if (s.step === 'choose') {
    const callOff = first('callOff');
    // Not while the breakout is under way: the AP's end sends the Alesia force back to its start (AG 10.61).
    const early = apsLeft(s) > 0 && !s.alesiaEntered;
    if (pick(callOff) && s.ap.phases > (early ? CALL_OFF_AFTER : 3 * CALL_OFF_AFTER) && r < 20) return [callOff, rng];
    // The Alesia force's Command (AG 5.62–5.63): its commander leads the breakout (gallicPlan.ts).
    const breakout = of('activate').find((a) => BREAKOUT_LEADERS.has(a.leader));
    if (breakout && r < 95) return [breakout, rng];
    if (of('entry').length && r < 80) return [one(of('entry')), rng];
    if (of('reinforce').length && r < 50) return [one(of('reinforce')), rng];
    // The Roman's counter-plan (romanPlan.ts): the Command best placed to block the ways out.
    const block = toAct(s) === 'roman' && r < 75 ? blockCommand(s, of('activate')) : null;
    if (block) return [block, rng];
    if (of('activate').length && r < 95) return [one(of('activate')), rng];
  }
  if (s.step === 'forming') {
    if (of('addTribe').length && r < 80) return [one(of('addTribe')), rng];
    const commit = first('commit');
    if (pick(commit)) return [commit, rng];
  }
  if (s.step === 'oc-move') return [r < 80 ? first('endPhase') ?? one(legal) : one(legal), rng];

  // The Command acts (AG 6–8), then shock (AG 9) or the end of the phase.
  if (s.step === 'command') {
    if (of('release').length && r < 70) return [one(of('release')), rng];
    const acted = actedInCommand(s);
    // The breakout (gallicPlan.ts): the spearhead marches, then its commander follows.
    if (isAlesiaCommand(s) && toAct(s) === 'gallic') {
      const m = acted < ALESIA_ACTS && r < 97 ? alesiaMove(s, of('move')) : null;
      if (m) return [m, rng];
      const lead = leaderMove(s, of('moveLeader'));
      if (lead) return [lead, rng];
      const next = first('toShock', 'endPhase');
      if (pick(next)) return [next, rng];
    }
    // The Roman's counter-plan (romanPlan.ts): shoot the Gaul nearest the way out, man the ways out.
    if (toAct(s) === 'roman' && acted < Math.min(BLOCK_ACTS, commandSize(s)) && r < 97) {
      const shot = r < 80 ? breakoutFire(s, of('fire')) : null;
      if (shot) return [shot, rng];
      const m = blockMove(s, of('move')) ?? blockFace(s, of('face'));
      if (m) return [m, rng];
    }
    const enough = acted >= Math.min(ACTS_PER_COMMAND, commandSize(s)) || r >= 97;
    if (!enough) {
      if (of('fire').length && r < 60) return [one(of('fire')), rng];
      if (of('rally').length && r < 20) return [one(of('rally')), rng];
      const moves = of('move').filter((a) => !a.rapid);
      if (moves.length) {
        const m = bestMove(s, moves, roll);
        if (m) return [m, rng];
      }
    }
    const next = first('toShock', 'endPhase');
    if (pick(next)) return [next, rng];
  }

  // The shock segment (AG 9.2): favourable designations, then on.
  if (s.step === 'shock') {
    const shocks = of('shock');
    if (shocks.length) {
      // The Roman's counter-plan (romanPlan.ts): the Gaul nearly out is shocked.
      const stop = toAct(s) === 'roman' && r < 90 ? breakoutShock(s, shocks) : null;
      if (stop) return [stop, rng];
      const good = shocks.filter((a) => wornOf(s, a.target) >= wornOf(s, a.unit));
      if (good.length && r < 80) return [one(good), rng];
      const end = first('endDesignation');
      if (pick(end)) return [end, rng];
    }
    if (of('answer').length) return [one(of('answer')), rng];
  }

  const busy = legal.filter((a) => !IDLE.has(a.t));
  return [one(busy.length ? busy : legal), rng];
}

/**
 * The best of a few moves drawn: the one ending closest to the enemy (the Gaul always; the Roman when
 * the enemy is within 4 hexes of the unit, else none — he holds his lines).
 */
function bestMove(s: AgState, moves: readonly Of<'move'>[], roll: (n: number) => number): AgAction | null {
  const side = toAct(s);
  if (!side) return null;
  const enemy = mapUnits(s)[other(side)].filter((u) => !u.routed).map((u) => u.at);
  const draws = moves.length <= MOVE_SAMPLE ? moves : Array.from({ length: MOVE_SAMPLE }, () => moves[roll(moves.length)]);
  if (side === 'gallic') return reliefMove(s, draws, (id) => wornOf(s, id));
  if (!enemy.length) return draws[0];
  const near = (h: Hex) => enemy.reduce((d, e) => Math.min(d, distance(h, e)), Infinity);
  let best = draws[0];
  let bestD = Infinity;
  for (const a of draws) {
    const d = near(parseHexKey(a.path[a.path.length - 1]));
    if (d < bestD) [best, bestD] = [a, d];
  }
  if (near(parseHexKey(best.path[0])) > 4) return null;
  return best;
}
