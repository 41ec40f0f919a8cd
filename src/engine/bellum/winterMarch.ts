/**
 * BG 3.3.3 — an army (5 or more combat units, BG 2.1.3) that moves into a mountain region during
 * the Winter turn rolls on the Attrition Table at once, for the terrain it entered.
 * This edition reads "moving into" as crossing a border into the region (a force marching out of
 * a place into the open of its own region does not roll), during the movement phases only;
 * retreats and evasions after combat are not movement and do not roll.
 */
import { REGION_BY_ID } from './data/regions';
import type { RegionId, UnitId } from './data/types';
import type { Ctx } from './ctx';
import { isArmy, WINTER } from './queries';
import { rollAttrition } from './supply';
import type { Side } from './state';


export function needsWinterMountainRoll(turn: number, from: RegionId, to: RegionId, units: readonly UnitId[]): boolean {
  return turn === WINTER && from !== to && REGION_BY_ID[to].terrain === 'mountain' && isArmy(units);
}

export function winterMountainAttrition(ctx: Ctx, side: Side, from: RegionId, to: RegionId, units: readonly UnitId[]): void {
  if (!needsWinterMountainRoll(ctx.s.turn, from, to, units)) return;
  rollAttrition(ctx, side, to, units.slice(), `winter march into the mountains of ${REGION_BY_ID[to].name}`, 'BG 3.3.3');
}
