/**
 * The solo Gallic player's combat decisions (BG 6.1 solo play). Deterministic, reads only the
 * Gallic view and the legal actions — never the dice to come.
 *
 * - Evasion (BG 4.3.1, 4.4.1): evade only when clearly outmatched (enemy SPs in the region at
 *   least twice ours), towards the first region offered; otherwise stand.
 * - Refuge (BG 4.4.1): after a failed evasion, go into the oppidum when the enemy has at least
 *   1.5 times our SPs; otherwise fight in the open.
 * - Army Commander: the first of the tied candidates (they are equal in rank and rating).
 * - Deployment (BG 4.4.2): the default plan — the allowed reserve (a quarter of the units, the
 *   weakest) kept back, the strongest units dealt to the Centre first — then confirm.
 * - Battle losses: weaken intact units before reduced ones (a reduced unit weakened again is
 *   eliminated), weakest first; eliminations take reduced and weak units first.
 * - Realignment: each reserve unit goes to the wing with the fewest first-line SPs, then done.
 * - Winner's leader test: the least valuable leader (lowest rank, then rating), never the
 *   commander when another is available.
 * - Pursuit: as many as allowed, strongest candidate first.
 * - Retreat: the first region of the best class offered.
 * - Sieges: take empty cities, besiege and keep besieging, destroy a fallen city; when besieged,
 *   sally if the garrison's SPs reach the besiegers', otherwise hold out; never surrender.
 */
import { LEADER_BY_ID } from '../data/leaders';
import { other, totalSp, unitSp, unitsIn } from '../queries';
import type { BellumAction, BellumState } from '../state';
import type { BellumView } from '../view';
import type { PolicyChoice } from '../solo/policy';
import { boardSide, firstLine, wingUnits } from './battle/board';
import { FIRST_LINE, type Wing } from './types';

const asState = (v: BellumView) => v as unknown as BellumState;
type A<T extends BellumAction['t']> = Extract<BellumAction, { t: T }>;
const ofKind = <T extends BellumAction['t']>(legal: readonly BellumAction[], t: T) => legal.filter((a): a is A<T> => a.t === t);

export function gallicCombatPolicy(v: BellumView, legal: readonly BellumAction[]): PolicyChoice {
  const s = asState(v);
  const c = s.combat;
  const p = c?.pending;
  const e = c ? c.encounters[c.index] : undefined;
  const fallback: PolicyChoice = { action: legal.find((a) => a.t === 'done') ?? legal[0], why: 'nothing better to do' };
  if (!c || !p || !e) return fallback;
  const mine = () => totalSp(s, unitsIn(s, e.region, p.side, 'field'));
  const theirs = () => totalSp(s, unitsIn(s, e.region, other(p.side), 'field'));
  switch (p.kind) {
    case 'skirmishEvade':
    case 'battleEvade': {
      const ev = ofKind(legal, 'evade')[0];
      if (ev && theirs() >= 2 * mine()) return { action: ev, why: `clearly outmatched (${theirs()} SP against ${mine()})` };
      return { action: { t: 'stand' }, why: `not outmatched enough to run (${mine()} SP against ${theirs()})` };
    }
    case 'refuge': {
      const r = ofKind(legal, 'refuge')[0];
      if (r && 2 * theirs() >= 3 * mine()) return { action: r, why: `bad odds in the open (${mine()} SP against ${theirs()}): the oppidum walls are better` };
      return { action: { t: 'stand' }, why: 'the odds in the open are acceptable' };
    }
    case 'commander':
      return { action: legal[0], why: 'the candidates are equal in rank and rating' };
    case 'deploy': {
      const confirm = legal.find((a) => a.t === 'confirmDeploy');
      if (confirm && boardSide(c.board!, p.side).deployed.length > 0) return { action: confirm, why: 'the army stands in order' };
      return { action: { t: 'autoDeploy' }, why: 'strongest units in the centre, the allowed quarter in reserve' };
    }
    case 'boardLoss': {
      const opts = ofKind(legal, 'boardLoss');
      if (!opts.length) return fallback;
      const score = (u: string) => (s.units[u].reduced ? (p.mode === 'weaken' ? 100 : -100) : 0) + unitSp(s, u);
      const best = opts.slice().sort((a, b) => score(a.unit) - score(b.unit) || (a.unit < b.unit ? -1 : 1))[0];
      return { action: best, why: 'the weakest unit, keeping reduced units from elimination' };
    }
    case 'realign': {
      const opts = ofKind(legal, 'realign');
      if (!opts.length) return fallback;
      const bs = boardSide(c.board!, p.side);
      const line = new Set(firstLine(bs));
      const wingSp = (w: Wing) => wingUnits(bs, w).filter((u) => line.has(u)).reduce((t, u) => t + unitSp(s, u), 0);
      const weakest = FIRST_LINE.slice().sort((a, b) => wingSp(a) - wingSp(b))[0];
      const act = opts.find((a) => a.wing === weakest) ?? opts[0];
      return { action: act, why: `the ${weakest} wing is the weakest` };
    }
    case 'testLeader': {
      const opts = ofKind(legal, 'testLeader');
      if (!opts.length) return fallback;
      const cmd = c.board ? boardSide(c.board, p.side).commander : null;
      const val = (l: string) => (l === cmd ? 1000 : 0) + LEADER_BY_ID[l].rank * 10 + LEADER_BY_ID[l].rating;
      const pick = opts.slice().sort((a, b) => val(a.leader) - val(b.leader))[0];
      return { action: pick, why: 'risk the least valuable leader' };
    }
    case 'pursuit': {
      const opts = ofKind(legal, 'pursue');
      if (!opts.length) return fallback;
      const pick = opts.slice().sort((a, b) => unitSp(s, b.unit) - unitSp(s, a.unit) || (a.unit < b.unit ? -1 : 1))[0];
      return { action: pick, why: 'cut down the strongest fugitives allowed' };
    }
    case 'retreat':
      return { action: legal[0], why: 'the first region of the best class' };
    case 'reliefSplit':
      return { action: legal.find((a) => a.t === 'done') ?? legal[0], why: 'meet the relief army with the whole force' };
    case 'sack': {
      const sk = ofKind(legal, 'sack')[0];
      return sk ? { action: sk, why: 'an empty Roman city is there for the taking' } : fallback;
    }
    case 'siegeStart':
      return { action: legal.find((a) => a.t === 'besiege') ?? legal[0], why: 'keep the enemy shut in' };
    case 'siegeDefence': {
      const sally = legal.find((a) => a.t === 'sally');
      const inside = totalSp(s, unitsIn(s, e.region, p.side, p.place));
      if (sally && inside >= theirs()) return { action: sally, why: `the garrison (${inside} SP) can face the besiegers (${theirs()} SP)` };
      return { action: legal.find((a) => a.t === 'endure')!, why: 'hold out behind the walls; never surrender' };
    }
    case 'raze':
      return { action: legal.find((a) => a.t === 'raze') ?? legal[0], why: 'deny the place to Rome' };
  }
  return fallback;
}
