/**
 * Test support for the battle board (BG 4.4.2): two small armies meeting in the open, driven
 * through `bellum.apply` on frozen states, with the dice forced where a test needs them.
 */
import { deepFreeze } from '../../../core/deepFreeze';
import type { LogEntry } from '../../../core/log';
import { bellum } from '../../system';
import type { BellumAction, BellumState, Side } from '../../state';
import { rngFor } from '../../testing/forceDice';
import { addLeader, emptyAtRomanMove, putUnits } from '../../testing/states';
import { RELIEF_GAULS, RELIEF_LEGIONS, toCombat } from '../testkit';
import { Ctx, cloneState } from '../../ctx';
import type { Encounter } from '../types';
import { newBoard } from './board';

/** Five Roman units (legion 5, Civis 4, Numidians 4 ranged, Roman cavalry 3, Gallic cavalry 2 SP). */
export const PB_ROMANS = ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1'];
/** Five Aquitanian units (Tarusates 6, Tarbelli 4, Boii 2, Elusates 2, Tarusates cavalry 2 SP). */
export const PB_GAULS = ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf', 'tarusates-cav'];

/**
 * Both armies in the open of `region` at the Roman movement step (two players), `attacker` having
 * entered last; the given leaders with them. Nothing else on the map.
 */
export function twoArmies(opts: { region?: string; attacker?: Side; romanLeaders?: string[]; gallicLeaders?: string[]; romans?: string[]; gauls?: string[] } = {}): BellumState {
  const region = opts.region ?? 'santones';
  const s = emptyAtRomanMove('battle-kit');
  putUnits(s, opts.romans ?? PB_ROMANS, region);
  putUnits(s, opts.gauls ?? PB_GAULS, region);
  for (const l of [...(opts.romanLeaders ?? []), ...(opts.gallicLeaders ?? [])]) addLeader(s, l, region);
  s.arrivals[region] = opts.attacker ?? 'gallic';
  return s;
}

/** Apply one action to a frozen copy of the state (apply must never write into it). */
export function step(s: BellumState, a: BellumAction, dice?: number[]): { s: BellumState; log: LogEntry[] } {
  const input = deepFreeze(dice ? { ...s, rng: rngFor(dice) } : s);
  const r = bellum.apply(input, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.rejection.rule} ${r.rejection.message}`);
  return { s: r.state, log: r.log };
}

/** The combat phase opened on `s` (its movement ended by both players), with the log of the last step. */
export function combatOf(s: BellumState, dice?: number[]): BellumState {
  const st = toCombat(dice ? { ...s, rng: rngFor(dice) } : s);
  return st;
}

/** Default answers while driving a battle: stand, deploy by the default plan, confirm. */
export function defaultAnswer(s: BellumState): BellumAction {
  const legal = bellum.legalActions(s);
  const p = s.combat?.pending;
  const board = s.combat?.board;
  if (p?.kind === 'deploy' && board) {
    return board[p.side].deployed.length === 0 ? { t: 'autoDeploy' } : { t: 'confirmDeploy' };
  }
  return legal.find((a) => a.t === 'stand') ?? legal.find((a) => a.t === 'done') ?? legal[0];
}

/** Answer by default until `stop` holds (or the combat phase ends); the log of every step is kept. */
export function until(s0: BellumState, stop: (s: BellumState) => boolean, answer: (s: BellumState) => BellumAction = defaultAnswer): { s: BellumState; log: LogEntry[] } {
  let s = s0;
  const log: LogEntry[] = [];
  for (let i = 0; i < 200 && !stop(s) && s.step === 'combat'; i++) {
    const r = step(s, answer(s));
    s = r.s;
    log.push(...r.log);
  }
  return { s, log };
}

export const pendingIs = (kind: string, side?: Side) => (s: BellumState) => s.combat?.pending?.kind === kind && (side === undefined || s.combat.pending.side === side);

export const texts = (log: LogEntry[]) => log.flatMap((e) => (e.kind === 'text' ? [e.text] : []));

/** End both movement phases of `s` (at the Roman move) through the engine: the combat phase opens; the log of those steps. */
export function openCombat(s0: BellumState, dice?: number[]): { s: BellumState; log: LogEntry[] } {
  let s = s0;
  const log: LogEntry[] = [];
  for (let i = 0; i < 10 && s.step !== 'combat'; i++) {
    const legal = bellum.legalActions(s);
    const last = s.step === 'gallic.move';
    const r = step(s, legal.find((a) => a.t === 'endMove') ?? legal.find((a) => a.t === 'done') ?? legal[0], last ? dice : undefined);
    s = r.s;
    log.push(...r.log);
  }
  return { s, log };
}

/** A board already standing in `region` at `stage` (both field forces on it, every unit in the Centre). */
export function boardAt(stage: string, s: BellumState = twoArmies(), region = 'santones'): { s: BellumState; ctx: Ctx; e: Encounter } {
  const c = cloneState(s);
  const leaders = (side: Side) => Object.keys(c.leaders).filter((l) => c.leaders[l].out === null && c.leaders[l].region === region && c.leaders[l].place === null && (side === 'roman') === ['crassus', 'fabius', 'caesar', 'labienus', 'tribune-1', 'tribune-2'].includes(l));
  const units = (ids: string[]) => ids.filter((u) => c.units[u]?.out === null && c.units[u].region === region && c.units[u].place === null);
  const romans = units(Object.keys(c.units).filter((u) => PB_ROMANS.includes(u) || RELIEF_LEGIONS.includes(u)));
  const gauls = units(Object.keys(c.units).filter((u) => PB_GAULS.includes(u) || RELIEF_GAULS.includes(u)));
  const board = newBoard(region, 'gallic', null, { roman: { units: romans, leaders: leaders('roman') }, gallic: { units: gauls, leaders: leaders('gallic') } });
  const e: Encounter = { kind: 'battle', region, stage, attacker: 'gallic', evade: {}, failed: [] };
  c.combat = { encounters: [e], index: 0, siegesListed: false, sackOffered: [], pending: null, board };
  c.step = 'combat';
  return { s: c, ctx: new Ctx(c), e };
}

/** A board at the return stage with `winner` to pursue, up to `max` units, none pursued yet (BG 4.4.2). */
export function pursuitAt(winner: Side, max: number, s: BellumState = twoArmies()): { s: BellumState; ctx: Ctx; e: Encounter } {
  const at = boardAt('pb.return', s);
  at.s.combat!.board!.winner = winner;
  at.s.combat!.pending = { kind: 'pursuit', side: winner };
  at.e.pursuitMax = max;
  at.e.pursued = 0;
  return at;
}
