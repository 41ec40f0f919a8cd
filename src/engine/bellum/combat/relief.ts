/**
 * BG 4.5.5 — relief armies. When the besieged player has an army (5+ units) in the open of a
 * region where the other side is besieging, the besieger splits his force there before any field
 * combat: the pieces he puts on siege duty (`state.siegeDuty`) carry on the siege(s) and meet any
 * sally; the others face the relief army in the region's skirmish or pitched battle.
 *
 * This edition's reading: at least one combat unit must face the relief army (the rule says the
 * non-besieging units must confront it); pieces on siege duty take no part in the field combat and
 * do not count for its type (army or not); a siege keeps needing an army and a leader of its own
 * (BG 4.5.1), counted among the pieces on duty; if the field group loses, every siege in the region
 * is raised and the whole besieging force, duty included, retreats (BG 4.5.6). The split lasts
 * for this combat phase only. A besieger who puts nobody on duty fights with his whole force and
 * then besieges with what is left, as before the split existed.
 */
import { REGION_BY_ID, sortByMapOrder } from '../data/regions';
import type { LeaderId, RegionId, UnitId } from '../data/types';
import { pieceRef, regionRef, type Ctx } from '../ctx';
import { isArmy, leadersIn, other, pieceName, pieceSide, sideName, unitsIn } from '../queries';
import type { BellumAction, BellumState, Side } from '../state';

/** Regions where a relief army stands at the start of the combat phase, with the besieger there. */
export function reliefRegions(s: BellumState): { region: RegionId; besieger: Side }[] {
  const out: { region: RegionId; besieger: Side }[] = [];
  const regions: RegionId[] = []; // the regions with a siege, in map order
  for (const x of s.sieges) if (!regions.includes(x.region)) regions.push(x.region);
  for (const r of sortByMapOrder(regions)) {
    const siege = s.sieges.find((x) => x.region === r)!;
    // A besieger with no unit left in the open has nothing to split (his sieges end, BG 4.5.2).
    if (unitsIn(s, r, siege.besieger, 'field').length === 0) continue;
    if (isArmy(unitsIn(s, r, other(siege.besieger), 'field'))) out.push({ region: r, besieger: siege.besieger });
  }
  return out;
}

/** Pieces of `side` on siege duty in the open of the region. */
export function dutyIn(s: BellumState, region: RegionId, side: Side): { units: UnitId[]; leaders: LeaderId[] } {
  const units: UnitId[] = [];
  const leaders: LeaderId[] = [];
  for (const id of s.siegeDuty) {
    const loc = s.units[id] ?? s.leaders[id];
    if (!loc || loc.out !== null || loc.region !== region || loc.place !== null || pieceSide(id) !== side) continue;
    (s.units[id] ? units : leaders).push(id);
  }
  return { units: units.sort(), leaders: leaders.sort() };
}

/**
 * The force that conducts the sieges of `side` in a region: the pieces on siege duty when the
 * besieger split his force this phase, otherwise his whole force in the open (BG 4.5.1, 4.5.5).
 */
export function besiegingForce(s: BellumState, region: RegionId, side: Side): { units: UnitId[]; leaders: LeaderId[] } {
  const duty = dutyIn(s, region, side);
  if (duty.units.length > 0 || duty.leaders.length > 0) return duty;
  return { units: unitsIn(s, region, side, 'field'), leaders: leadersIn(s, region, side, 'field') };
}

/** BG 4.5.5 — the split's legal actions: move a piece to or from siege duty; done once one unit faces the relief. */
export function splitLegal(s: BellumState, region: RegionId, side: Side): BellumAction[] {
  const facing = { units: unitsIn(s, region, side, 'field'), leaders: leadersIn(s, region, side, 'field') };
  const duty = dutyIn(s, region, side);
  const acts: BellumAction[] = [];
  for (const piece of [...facing.units, ...facing.leaders, ...duty.units, ...duty.leaders]) acts.push({ t: 'duty', piece });
  if (facing.units.length > 0) acts.push({ t: 'done' });
  return acts;
}

/** Move one piece to siege duty, or back to face the relief army. */
export function toggleDuty(ctx: Ctx, piece: string): void {
  const s = ctx.s;
  const on = s.siegeDuty.includes(piece);
  s.siegeDuty = on ? s.siegeDuty.filter((x) => x !== piece) : [...s.siegeDuty, piece];
  const side = pieceSide(piece);
  ctx.text(side, `${pieceName(piece)} ${on ? 'turns to face the relief army' : 'stays on siege duty'}.`, 'BG 4.5.5', [pieceRef(piece)]);
}

/** Log the split once it is confirmed. */
export function confirmSplit(ctx: Ctx, region: RegionId, side: Side): void {
  const s = ctx.s;
  const duty = dutyIn(s, region, side);
  const facing = unitsIn(s, region, side, 'field');
  ctx.text(
    side,
    `${sideName(side)} force in ${REGION_BY_ID[region].name} split: ${facing.length} unit${facing.length === 1 ? '' : 's'} face the relief army, ${duty.units.length} stay on siege duty.`,
    'BG 4.5.5',
    [regionRef(region)],
  );
}

/** BG 4.5.6 — when the sieges in a region are raised, the pieces on duty there rejoin the force that retreats. */
export function endDuty(s: BellumState, region: RegionId, side: Side): void {
  // Stryker disable next-line ConditionalExpression: a shortcut: with no duty there is nothing to free
  if (s.siegeDuty.length === 0) return;
  const duty = dutyIn(s, region, side);
  const gone = new Set<string>([...duty.units, ...duty.leaders]);
  // Stryker disable next-line ConditionalExpression: a shortcut: filtering out an empty set leaves the same list
  if (gone.size) s.siegeDuty = s.siegeDuty.filter((x) => !gone.has(x));
}
