/**
 * Leaving a region after combat: retreat of a beaten force (BG 4.4.2 return to map, 4.5.6),
 * evasion moves (BG 4.3.1, 4.4.1) and the home-sector rule for Britons and Germans (BG 4.2.1).
 */
import { REGION_BY_ID } from '../data/regions';
import { UNIT_BY_ID } from '../data/units';
import { TRIBE_BY_ID } from '../data/tribes';
import type { LeaderId, RegionId, UnitId } from '../data/types';
import { pieceRef, regionRef, type Ctx } from '../ctx';
import { updateControl } from '../control';
import { eliminateUnit } from '../losses';
import { armiesMeet, leadersIn, other, pieceName, sideName, unitsIn } from '../queries';
import { mayCrossBorder } from '../borders';
import { dropRhenus } from '../rhine';
import type { BellumState, Side } from '../state';
import { sailRetreat, seaRetreatRegions } from '../naval/transport';
import { own, ownLeader, ownUnit } from '../own';

/**
 * Neighbours the side's force in the open of `region` may cross into: the same restrictions as
 * movement (BG 3.3.3 and scenario bars, borders.ts), the force read once.
 */
function openNeighbours(s: BellumState, region: RegionId, side: Side): RegionId[] {
  const pieces = [...leadersIn(s, region, side, 'field'), ...unitsIn(s, region, side, 'field')];
  return REGION_BY_ID[region].neighbours.filter((n) => mayCrossBorder(s, region, n, pieces));
}

/** BG 4.3.1 / 4.4.1 — neighbouring regions the side controls, open to it. */
export function controlledNeighbours(s: BellumState, region: RegionId, side: Side): RegionId[] {
  return openNeighbours(s, region, side).filter((n) => s.control[n] === side);
}

/**
 * BG 4.4.2 — retreat class of a neighbour for the beaten side, best first:
 * 0 own-controlled, 1 enemy-controlled without enemy units, 2 contested, 3 enemy-controlled and occupied.
 */
export function retreatClass(s: BellumState, to: RegionId, side: Side): number {
  const c = s.control[to];
  if (c === side) return 0;
  if (c === 'contested') return 2;
  return unitsIn(s, to, other(side), 'all').length === 0 ? 1 : 3;
}

/** BG 4.4.2 — the neighbours of the best available class. Empty when the force is trapped. */
export function retreatOptions(s: BellumState, region: RegionId, side: Side): RegionId[] {
  const byLand = openNeighbours(s, region, side);
  const open = byLand.length ? byLand : seaRetreatRegions(s, region, side); // BG 5.6.3: from Britannia by sea
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: a shortcut: with no region open the filter below returns an empty list too
  if (open.length === 0) return [];
  const best = Math.min(...open.map((n) => retreatClass(s, n, side)));
  return open.filter((n) => retreatClass(s, n, side) === best).sort();
}

export const RETREAT_CLASS_NAMES = ['own-controlled', 'enemy-controlled but free of enemy units', 'contested', 'enemy-controlled and occupied'];

/**
 * Move a side's units and leaders into the open of another region, then recompute control
 * (BG 2.2). When this brings its army face to face with an enemy army (a retreat into an occupied
 * region), that side entered last: it attacks if the armies are still together at the next combat
 * phase (BG 4.4.2), as after a move.
 */
export function moveForce(ctx: Ctx, side: Side, units: readonly UnitId[], leaders: readonly LeaderId[], to: RegionId): void {
  const metBefore = armiesMeet(ctx.s, to);
  for (const u of units) if (ctx.s.units[u].out === null) { const U = ownUnit(ctx.s, u); U.region = to; U.place = null; }
  for (const l of leaders) if (ctx.s.leaders[l].out === null) { const L = ownLeader(ctx.s, l); L.region = to; L.place = null; }
  dropRhenus(ctx.s, [...units, ...leaders]); // BG 3.3.3: a marker lapses when its piece leaves
  if (!metBefore && armiesMeet(ctx.s, to)) own(ctx.s, 'arrivals')[to] = side;
  updateControl(ctx.s);
}

/** A unit fighting at home in Britannia or Germania (BG 4.2.1): Germanic categories, or a British tribe. */
export function isHomeUnit(u: UnitId, region: RegionId): boolean {
  if (region !== 'britannia' && region !== 'germania') return false;
  const d = UNIT_BY_ID[u];
  // Stryker disable next-line ConditionalExpression: no Roman-side unit is Germanic or of a British tribe (data/units.ts), so the tests below refuse it anyway
  if (d.side !== 'gallic') return false;
  if (region === 'germania') return d.category === 'germanic-infantry' || d.category === 'germanic-cavalry';
  // Stryker disable next-line ConditionalExpression,OptionalChaining: TRIBE_BY_ID[undefined]?.region is undefined, never 'britannia'; and every unit's tribe is in TRIBE_BY_ID
  return d.tribe !== undefined && TRIBE_BY_ID[d.tribe]?.region === 'britannia';
}

/** BG 4.2.1 — anti-Roman Britons or Germans beaten in their home sector are eliminated. Returns the survivors. */
export function homeSectorLosses(ctx: Ctx, units: readonly UnitId[], region: RegionId): UnitId[] {
  const keep: UnitId[] = [];
  for (const u of units) {
    if (ctx.s.units[u].out !== null) continue;
    if (isHomeUnit(u, region)) {
      eliminateUnit(ctx, u);
      ctx.text('gallic', `${pieceName(u)}, beaten at home, is eliminated.`, 'BG 4.2.1', [pieceRef(u), regionRef(region)]);
    } else keep.push(u);
  }
  return keep;
}

/**
 * Retreat a beaten force to `to` (BG 4.4.2). With no open neighbour at all the force cannot
 * escape: its units are eliminated and its leaders captured by the caller.
 */
export function retreatForce(ctx: Ctx, side: Side, from: RegionId, units: readonly UnitId[], leaders: readonly LeaderId[], to: RegionId, rule: string): void {
  const cls = retreatClass(ctx.s, to, side);
  if (!REGION_BY_ID[from].neighbours.includes(to)) sailRetreat(ctx, side, from, to); // BG 5.6.3
  moveForce(ctx, side, units, leaders, to);
  ctx.text(
    side,
    `${sideName(side)} force retreats from ${REGION_BY_ID[from].name} to ${REGION_BY_ID[to].name} (${RETREAT_CLASS_NAMES[cls]}).`,
    rule,
    [regionRef(from), regionRef(to), ...leaders.map(pieceRef)],
  );
}
