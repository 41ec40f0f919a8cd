/** BG 4.4.2 — Army Commander and deployment on the Battle Map (attacker first; reserve ≤ ¼ of the army). */
import { UNIT_BY_ID } from '../../data/units';
import { reserveLimit } from '../../data/tables/lookup';
import type { LeaderId, UnitId } from '../../data/types';
import { pieceRef, type Ctx } from '../../ctx';
import { pieceName, sideName, unitSp } from '../../queries';
import type { BellumAction, BellumState, Side } from '../../state';
import { WINGS, type BoardSide, type Wing } from '../types';
import { boardSide, liveUnits } from './board';

export const WING_NAMES: Record<Wing, string> = { left: 'Left', centre: 'Centre', right: 'Right', reserve: 'Reserve' };

export function reserveCount(bs: BoardSide): number {
  return bs.deployed.filter((u) => bs.units[u].wing === 'reserve').length;
}

/** Deployment can be confirmed: every unit placed and the reserve within a quarter of the army. */
export function deploymentValid(bs: BoardSide): boolean {
  const n = liveUnits(bs).length;
  return bs.deployed.length === n && reserveCount(bs) <= reserveLimit(n);
}

export function deployLegal(s: BellumState, side: Side): BellumAction[] {
  const bs = boardSide(s.combat!.board!, side);
  const n = liveUnits(bs).length;
  const acts: BellumAction[] = [];
  const limit = reserveLimit(n);
  for (const u of liveUnits(bs)) {
    const placed = bs.deployed.includes(u);
    for (const wing of WINGS) {
      if (placed && bs.units[u].wing === wing) continue;
      if (wing === 'reserve' && reserveCount(bs) >= limit) continue;
      acts.push({ t: 'deploy', unit: u, wing });
    }
  }
  acts.push({ t: 'autoDeploy' });
  if (deploymentValid(bs)) acts.push({ t: 'confirmDeploy' });
  return acts;
}

export function deployUnit(bs: BoardSide, unit: UnitId, wing: Wing): void {
  bs.units[unit].wing = wing;
  if (!bs.deployed.includes(unit)) bs.deployed.push(unit);
}

/**
 * Default plan: keep the allowed reserve (a quarter of the units, the weakest), then deal the
 * rest strongest first to Centre, Left, Right in turn, so the strongest units hold the Centre.
 */
export function autoDeploy(s: BellumState, bs: BoardSide): void {
  // Stryker disable next-line EqualityOperator: unit ids are distinct, so a <= b is a < b
  const units = liveUnits(bs).sort((a, b) => unitSp(s, b) - unitSp(s, a) || (a < b ? -1 : 1));
  const n = units.length;
  const keep = reserveLimit(n);
  bs.deployed = [];
  const reserveUnits = units.slice(n - keep);
  // Stryker disable next-line MethodExpression,ArithmeticOperator: dealing the reserve units too changes nothing: they come last, and the loop below sets them back to the reserve
  const line = units.slice(0, n - keep);
  const order: Wing[] = ['centre', 'left', 'right'];
  line.forEach((u, i) => deployUnit(bs, u, order[i % 3]));
  for (const u of reserveUnits) deployUnit(bs, u, 'reserve');
}

export function describeDeployment(s: BellumState, bs: BoardSide): string {
  return WINGS.map((w) => {
    const us = bs.deployed.filter((u) => bs.units[u].wing === w);
    const sp = us.reduce((t, u) => t + unitSp(s, u), 0);
    return `${WING_NAMES[w]}: ${us.map(pieceName).join(', ') || '—'} (${sp} SP)`;
  }).join('; ');
}

export function confirmDeployment(ctx: Ctx, side: Side): void {
  const bs = boardSide(ctx.s.combat!.board!, side);
  bs.ready = true;
  ctx.text(side, `${sideName(side)} deployment — ${describeDeployment(ctx.s, bs)}.`, 'BG 4.4.2', bs.deployed.map(pieceRef));
}

export function setCommander(ctx: Ctx, side: Side, leader: LeaderId): void {
  const bs = boardSide(ctx.s.combat!.board!, side);
  bs.commander = leader;
  bs.leaders = [leader, ...bs.leaders.filter((l) => l !== leader)];
  ctx.text(side, `${pieceName(leader)} is the ${sideName(side)} Army Commander.`, 'BG 4.4.2', [pieceRef(leader)]);
}

export const isRanged = (u: UnitId) => UNIT_BY_ID[u].ranged;
