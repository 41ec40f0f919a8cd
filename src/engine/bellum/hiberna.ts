/**
 * BG 4.5.7 — winter quarters (hiberna).
 *
 * A hiberna is a place-like location of a region, id 'hiberna:<region>' (data/places.ts), that
 * exists while its region is listed in the state's `hiberna`. Pieces inside have `place` set to
 * that id, exactly as in an oppidum or city, so the siege code treats it as a place of defence
 * value 2 (BG 4.5.3) that only the Gallic player may besiege (BG 4.5).
 *
 * Construction: the End of Campaign Phase (BG 7.4.2) belongs to the campaign game, which is not in
 * the seed; in scenarios the hiberna are given by the set-up (BG 6), and `hibernaSiteProblem`
 * checks each site against the construction rule.
 *
 * This edition's readings (also in the rules browser, BG 4.5.7):
 * - "region status" is the supply status of BG 2.3.1 (as for garrisons, BG 2.1.4): units in a
 *   hiberna are left out of the status roll and of every attrition roll, the besieged-garrison
 *   roll included; they still count for control (BG 2.2).
 * - "attacked": Gallic units stand in the hiberna's region when the Roman movement phase begins.
 *   The units inside may then march out. A besieged hiberna cannot be left (BG 3.3.2): its
 *   garrison fights by sally (BG 4.5.4).
 * - Leaders are not units: a Roman leader may ride out of a hiberna alone at any time.
 * - No force may enter a hiberna by movement: it is filled when it is built.
 * - A hiberna whose last Roman unit is gone (fallen, surrendered, eliminated) is removed, its
 *   leaders stepping into the open; so a siege that takes it removes the marker.
 * - From March, the hiberna markers come off as the Roman movement phase begins and the units
 *   stand in the open; a hiberna under siege stays until the siege is over.
 */
import { LEADER_BY_ID } from './data/leaders';
import { hibernaId, PLACE_BY_ID, placesIn } from './data/places';
import { REGION_BY_ID } from './data/regions';
import { UNIT_BY_ID } from './data/units';
import type { PlaceData, PlaceId, RegionId, UnitId } from './data/types';
import { pieceRef, regionRef, type Ctx } from './ctx';
import { leadersIn, siegeAt, unitsIn, WINTER } from './queries';
import type { BellumState } from './state';
import { ownLeader, ownUnit } from './own';


export { hibernaId };

export const isHiberna = (place: PlaceId | null | undefined): boolean => place != null && place.startsWith('hiberna:');

/** Is there a hiberna marker in the region? */
export const hasHiberna = (s: BellumState, region: RegionId): boolean => s.hiberna?.includes(region) ?? false;

/** The places of a region as they stand: its oppida or cities, and its hiberna if one is on the map. */
export function placesNow(s: BellumState, region: RegionId): PlaceData[] {
  const fixed = placesIn(region);
  return hasHiberna(s, region) ? [...fixed, PLACE_BY_ID[hibernaId(region)]] : fixed;
}

/**
 * BG 4.5.7 — why the Roman may not build a hiberna in `region` now, or null when he may: the
 * region is his, holds at least one legion counter, and a Roman leader who is not a pro-Roman
 * Gallic chief (a tribune will do).
 */
export function hibernaSiteProblem(s: BellumState, region: RegionId): string | null {
  const r = REGION_BY_ID[region];
  if (!r) return `unknown region "${region}"`;
  if (hasHiberna(s, region)) return `${r.name} already has a hiberna`;
  if (s.control[region] !== 'roman') return `${r.name} is not controlled by the Roman player`;
  const units = unitsIn(s, region, 'roman', 'all').filter((u) => s.units[u].place === null || isHiberna(s.units[u].place));
  if (!units.some((u) => UNIT_BY_ID[u].category === 'legion')) return `${r.name} holds no legion`;
  const leaders = leadersIn(s, region, 'roman', 'field');
  if (!leaders.some((l) => !LEADER_BY_ID[l].gallicChief)) return `${r.name} has no Roman leader (a pro-Roman Gallic chief may not build one)`;
  return null;
}

/** Build a hiberna: every Roman-side unit and leader in the open of the region goes inside. */
export function buildHiberna(s: BellumState, region: RegionId): void {
  const id = hibernaId(region);
  for (const u of unitsIn(s, region, 'roman', 'field')) ownUnit(s, u).place = id;
  for (const l of leadersIn(s, region, 'roman', 'field')) ownLeader(s, l).place = id;
  s.hiberna = [...(s.hiberna ?? []), region].sort();
}

/** Gallic units in the region when the Roman movement phase begins: the hiberna counts as attacked. */
export function hibernaAttacked(s: BellumState, region: RegionId): boolean {
  return unitsIn(s, region, 'gallic', 'all').length > 0;
}

/** BG 4.5.7 — a Roman unit in a hiberna that is not attacked may not move this phase. */
export function boundToHiberna(s: BellumState, unit: UnitId): boolean {
  const u = s.units[unit];
  return isHiberna(u.place) && u.region !== null && !hibernaAttacked(s, u.region);
}

/** Remove a hiberna marker; whoever is still inside steps into the open of the region. */
function removeHiberna(s: BellumState, region: RegionId): void {
  const id = hibernaId(region);
  for (const k in s.units) if (s.units[k].place === id) ownUnit(s, k).place = null;
  for (const k in s.leaders) if (s.leaders[k].place === id) ownLeader(s, k).place = null;
  s.hiberna = (s.hiberna ?? []).filter((r) => r !== region);
}

/**
 * BG 4.5.7 / 4.5.2 — a hiberna with no Roman-side unit left inside is gone (its siege ended by
 * the fall or surrender of the garrison, or its units were lost). Returns the regions cleared.
 */
export function pruneHiberna(s: BellumState): RegionId[] {
  if (!s.hiberna || s.hiberna.length === 0) return [];
  const gone = s.hiberna.filter((r) => unitsIn(s, r, 'roman', hibernaId(r)).length === 0);
  for (const r of gone) {
    removeHiberna(s, r);
    s.sieges = s.sieges.filter((x) => x.place !== hibernaId(r));
  }
  return gone;
}

/** Log the removal of hiberna that `pruneHiberna` cleared. */
export function pruneHibernaLogged(ctx: Ctx): void {
  for (const r of pruneHiberna(ctx.s)) {
    ctx.text('roman', `The hiberna in ${REGION_BY_ID[r].name} is lost: no Roman unit is left in it, and its marker is removed.`, 'BG 4.5.7', [regionRef(r)]);
  }
}

/**
 * BG 1.II.C / 4.5.7 — from the March turn on, as the Roman movement phase begins, every hiberna
 * not under siege is withdrawn and its units stand in the open, free to move.
 */
export function withdrawHiberna(ctx: Ctx): void {
  const s = ctx.s;
  if (s.turn === WINTER || !s.hiberna || s.hiberna.length === 0) return;
  for (const r of s.hiberna.slice()) {
    if (siegeAt(s, hibernaId(r))) {
      ctx.text('roman', `The hiberna in ${REGION_BY_ID[r].name} is under siege and stays until the siege ends.`, 'BG 4.5.7', [regionRef(r)]);
      continue;
    }
    const inside = [...unitsIn(s, r, 'roman', hibernaId(r)), ...leadersIn(s, r, 'roman', hibernaId(r))];
    removeHiberna(s, r);
    ctx.text('roman', `Spring: the legions leave their hiberna in ${REGION_BY_ID[r].name}; the marker is removed.`, 'BG 4.5.7', [regionRef(r), ...inside.map(pieceRef)]);
  }
}
