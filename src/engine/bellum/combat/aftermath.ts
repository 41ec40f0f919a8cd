/** After a lost combat: the beaten force leaves the region (BG 4.4.2 return to map, 4.5.6). */
import { REGION_BY_ID } from '../data/regions';
import type { RegionId } from '../data/types';
import { regionRef, type Ctx } from '../ctx';
import { eliminateUnit } from '../losses';
import { updateControl } from '../control';
import { sideName } from '../queries';
import type { Side } from '../state';
import { fieldForce } from './forces';
import { captureLeader } from './leaders';
import { homeSectorLosses, retreatForce, retreatOptions } from './retreat';
import type { Encounter } from './types';

/**
 * BG 4.4.2 — the beaten side's field force must retreat to a neighbour of the best class.
 * BG 4.2.1 first removes Britons/Germans beaten at home. With one option the move is made at
 * once; with several the owner chooses; with none (a trapped force) its units are eliminated
 * and its leaders captured (this edition's reading: a force that cannot retreat is destroyed).
 * Returns true when a decision is pending.
 */
export function beginRetreat(ctx: Ctx, e: Encounter, side: Side): boolean {
  const s = ctx.s;
  const c = s.combat!;
  const f = fieldForce(s, e.region, side);
  homeSectorLosses(ctx, f.units, e.region);
  const left = fieldForce(s, e.region, side);
  if (left.units.length === 0 && left.leaders.length === 0) return false;
  const options = retreatOptions(s, e.region, side);
  if (options.length === 0) {
    ctx.text(side, `${sideName(side)} force in ${REGION_BY_ID[e.region].name} has nowhere to retreat and is destroyed.`, 'BG 4.4.2', [regionRef(e.region)]);
    for (const u of left.units) eliminateUnit(ctx, u);
    for (const l of left.leaders) captureLeader(ctx, l);
    updateControl(s);
    return false;
  }
  if (options.length === 1) {
    retreatForce(ctx, side, e.region, left.units, left.leaders, options[0], 'BG 4.4.2');
    return false;
  }
  c.pending = { kind: 'retreat', side, options };
  return true;
}

export function applyRetreat(ctx: Ctx, e: Encounter, side: Side, to: RegionId, rule = 'BG 4.4.2'): void {
  const f = fieldForce(ctx.s, e.region, side);
  retreatForce(ctx, side, e.region, f.units, f.leaders, to, rule);
}
