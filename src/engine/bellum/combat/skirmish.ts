/** BG 4.3 — skirmishes: evasion (4.3.1), resolution on the Skirmish Table (4.3.2), leader tests. */
import { REGION_BY_ID } from '../data/regions';
import { UNIT_BY_ID } from '../data/units';
import type { LeaderId, RegionId, UnitId } from '../data/types';
import { skirmishCell, skirmishColumn, skirmishRef } from '../data/tables/lookup';
import { skirmishDrms } from '../data/tables/modifiers';
import type { Modifier } from '../../core/log';
import { regionRef, type Ctx } from '../ctx';
import { orderLosses } from '../losses';
import { isArmy, other, pieceName, sideName, totalSp } from '../queries';
import type { BellumState, Side } from '../state';
import { beginRetreat } from './aftermath';
import { homeSectorLosses, retreatOptions } from './retreat';
import { seaRetreatRegions } from '../naval/transport';
import { fieldForce, isCavalry, leaderValue } from './forces';
import { skirmishEvader } from './evasion';
import { testLeader } from './leaders';
import { besiegerIn, raiseSieges } from './siege';
import type { Encounter } from './types';

/** BG 4.3.2 — attacker: more units, else more SPs, else the Roman. */
export function skirmishAttacker(s: BellumState, region: RegionId): Side {
  const r = fieldForce(s, region, 'roman').units;
  const g = fieldForce(s, region, 'gallic').units;
  // Stryker disable next-line EqualityOperator: the counts differ here, so > and >= agree
  if (r.length !== g.length) return r.length > g.length ? 'roman' : 'gallic';
  const rs = totalSp(s, r);
  const gs = totalSp(s, g);
  // Stryker disable next-line EqualityOperator: the SPs differ here, so > and >= agree
  if (rs !== gs) return rs > gs ? 'roman' : 'gallic';
  return 'roman';
}

/** BG 4.3.2 — strength for the odds: SPs (ranged included) plus the best leader's rating. */
export function skirmishStrength(s: BellumState, units: readonly UnitId[], leaders: readonly LeaderId[]): number {
  return totalSp(s, units) + leaderValue(s, leaders).value;
}

const COVER = ['forest', 'marsh', 'mountain'];

export function skirmishModifiers(s: BellumState, region: RegionId, attacker: Side): Modifier[] {
  const a = fieldForce(s, region, attacker).units;
  const d = fieldForce(s, region, other(attacker)).units;
  return skirmishDrms({
    attackerCavalry: a.filter(isCavalry).length,
    defenderCavalry: d.filter(isCavalry).length,
    attackerRanged: a.some((u) => UNIT_BY_ID[u].ranged),
    defenderRanged: d.some((u) => UNIT_BY_ID[u].ranged),
    defenderGallicInCover: attacker === 'roman' && COVER.includes(REGION_BY_ID[region].terrain),
  }).map((m) => ({ value: m.value, reason: m.description, rule: m.rule }));
}

/** Advance a skirmish encounter by one stage (BG 1.IV.B). */
export function skirmishStep(ctx: Ctx, e: Encounter): void {
  const s = ctx.s;
  const c = s.combat!;
  const r = fieldForce(s, e.region, 'roman');
  const g = fieldForce(s, e.region, 'gallic');
  if ((r.units.length === 0 || g.units.length === 0) && (e.stage === 'start' || e.stage === 'resolve')) {
    e.stage = 'done';
    return;
  }
  switch (e.stage) {
    case 'start': {
      // BG 1.IV.B.1: the side that may avoid the skirmish decides first.
      ctx.text(null, `Skirmish in ${REGION_BY_ID[e.region].name}.`, 'BG 1.IV.B', [regionRef(e.region)], { heading: true });
      const ev = skirmishEvader(s, e.region);
      // BG 4.5.5: only an army of the besieged player in the region is a relief army.
      const besieger = besiegerIn(s, e.region);
      // Stryker disable next-line ConditionalExpression: with no besieger the flag is never acted on (besiegerIn is null, never a loser's side)
      e.relief = besieger !== null && isArmy(fieldForce(s, e.region, other(besieger)).units);
      e.stage = 'resolve';
      if (ev) c.pending = { kind: 'skirmishEvade', side: ev };
      return;
    }
    case 'resolve':
      // BG 1.IV.B.2: then the skirmish is fought.
      resolveSkirmish(ctx, e);
      e.stage = 'winnerLeader';
      return;
    case 'winnerLeader': {
      e.stage = 'loserLeaders';
      // Stryker disable next-line ConditionalExpression: without a winner no side is named, and a side of null has no leaders to test
      if (!e.winner) return;
      const leaders = fieldForce(s, e.region, e.winner).leaders;
      if (leaders.length === 1) testLeader(ctx, leaders[0], 'skirmish winner');
      // Stryker disable next-line EqualityOperator: one leader is taken by the branch above, so > 1 and >= 1 agree
      else if (leaders.length > 1) c.pending = { kind: 'testLeader', side: e.winner };
      return;
    }
    case 'loserLeaders': {
      e.stage = 'done';
      // Stryker disable next-line ConditionalExpression: without a loser no side is named: no leaders, no units, and no besieger (the relief flag needs one)
      if (!e.loser) return;
      for (const l of fieldForce(s, e.region, e.loser).leaders) testLeader(ctx, l, 'skirmish loser');
      homeSectorLosses(ctx, fieldForce(s, e.region, e.loser).units, e.region); // BG 4.2.1
      // BG 4.5.6: a besieger beaten by a relief army raises every siege in the region and retreats.
      if (e.relief && besiegerIn(s, e.region) === e.loser) {
        raiseSieges(ctx, e.region, e.loser, 'beaten in a skirmish by a relief army');
        e.stage = 'retreat';
      } else if (seaRetreatRegions(s, e.region, e.loser).length > 0) {
        e.stage = 'seaRetreat'; // BG 5.6.3: beaten in Britannia with ships enough, Rome may sail away
      }
      return;
    }
    case 'seaRetreat': {
      e.stage = 'done';
      const options = e.loser ? retreatOptions(s, e.region, e.loser) : [];
      if (e.loser && options.length) c.pending = { kind: 'retreat', side: e.loser, options, optional: true };
      return;
    }
    case 'retreat':
      e.stage = 'done';
      // Stryker disable next-line ConditionalExpression: the retreat stage is reached only with a loser
      if (e.loser) beginRetreat(ctx, e, e.loser);
      return;
  }
}

/** BG 4.3.2 — roll on the Skirmish Table and order the results. */
export function resolveSkirmish(ctx: Ctx, e: Encounter): void {
  const s = ctx.s;
  const att = skirmishAttacker(s, e.region);
  const def = other(att);
  const A = fieldForce(s, e.region, att);
  const D = fieldForce(s, e.region, def);
  const as = skirmishStrength(s, A.units, A.leaders);
  const ds = skirmishStrength(s, D.units, D.leaders);
  const col = skirmishColumn(as, ds);
  ctx.text(att, `${sideName(att)} attack (more units, then more SPs, then the Roman): ${as} against ${ds} (SPs + best leader) → column ${col}, rounded in the defender's favour.`, 'BG 4.3.2', [regionRef(e.region)]);
  const roll = ctx.roll({
    side: att,
    purpose: `Skirmish in ${REGION_BY_ID[e.region].name}`,
    rule: 'BG 4.3.2',
    modifiers: skirmishModifiers(s, e.region, att),
    refs: [regionRef(e.region)],
    interpret: (t) => ({ result: skirmishCell(col, t).code, cell: skirmishRef(col, t) }),
  });
  const cell = skirmishCell(col, roll.total);
  e.attacker = att;
  const order = (side: Side, mode: 'reduce' | 'eliminate') =>
    orderLosses(ctx, {
      side, region: e.region, candidates: fieldForce(s, e.region, side).units, count: 1, mode, rule: 'BG 4.3.2',
      purpose: `skirmish result ${cell.code}`,
    });
  e.winner = null;
  e.loser = null;
  switch (cell.code) {
    case 'A1': order(att, 'eliminate'); e.loser = att; break;
    case 'AR': order(att, 'reduce'); e.loser = att; break;
    case 'D1': order(def, 'eliminate'); e.loser = def; break;
    case 'DR': order(def, 'reduce'); e.loser = def; break;
    case 'EX': order(att, 'reduce'); order(def, 'reduce'); break;
    // Stryker disable next-line ConditionalExpression,StringLiteral: no effect is the fall-through of the switch, with or without its case
    case 'NE': break;
  }
  if (e.loser) e.winner = other(e.loser);
  ctx.text(null, e.loser ? `The ${sideName(e.loser)} side loses the skirmish.` : 'No winner and no loser.', 'BG 4.3.2', [regionRef(e.region)]);
  // Table-ordered Leader Table tests: the side's best leader (this edition's reading).
  const sides: Side[] =
    // Stryker disable next-line ConditionalExpression,StringLiteral,ArrayDeclaration: the reconstructed Skirmish Table (data/tables/skirmish.ts) orders no test for both sides
    cell.leaderTest === 'both' ? [att, def]
      : cell.leaderTest === 'attacker' ? [att]
        : cell.leaderTest === 'defender' ? [def]
          // Stryker disable next-line ArrayDeclaration: a side that is not a side has no leaders, so a filler entry tests nobody
          : [];
  for (const side of sides) {
    const best = leaderValue(s, fieldForce(s, e.region, side).leaders).leader;
    if (best) testLeader(ctx, best, 'ordered by the Skirmish Table');
  }
}

export function skirmishTestLeader(ctx: Ctx, leader: LeaderId): void {
  testLeader(ctx, leader, `skirmish winner (${pieceName(leader)} chosen)`);
}
