/** Read-only questions about a state: who is where, forces, armies, garrisons (BG 2, BG 2.1). */
import { LEADER_BY_ID } from './data/leaders';
import { sortByMapOrder } from './data/regions';
import { UNIT_BY_ID } from './data/units';
import { PLACE_BY_ID } from './data/places';
import type { LeaderId, PlaceId, RegionId, UnitId } from './data/types';
import type { BellumState, Side } from './state';
import { oppidumOpenToGauls } from './lastUprising';
import { keptPlacement } from './handedOut';
import { buildPlacement } from './placement';
import { sortIds } from './sortIds';

/** (for the scripts that read it here; engine code imports it from placement.ts) */
export { keptPlacementOf } from './placement';

/** placement.ts's reader, held here: each question below hands it to keptPlacement. */
const build = buildPlacement;

export const ARMY_SIZE = 5; // BG 2.1.3
export const GARRISON_MAX = 3; // BG 2.1.4
/** BG 0.1 — turn 1 of a year is the Winter turn (three months); 2 … 10 are March … November. */
export const WINTER = 1;

export const other = (side: Side): Side => (side === 'roman' ? 'gallic' : 'roman');
export const sideName = (side: Side): string => (side === 'roman' ? 'Roman' : 'Gallic');

export function pieceSide(id: string): Side {
  return UNIT_BY_ID[id] ? UNIT_BY_ID[id].side : LEADER_BY_ID[id].side;
}
export function pieceName(id: string): string {
  return (UNIT_BY_ID[id] ?? LEADER_BY_ID[id])?.name ?? id;
}

/** Current SPs of a unit (reduced side if flipped). */
export function unitSp(s: BellumState, id: UnitId): number {
  const d = UNIT_BY_ID[id];
  return s.units[id].reduced ? d.reducedSp : d.sp;
}

/** Where filter: 'field' = open ground of the region, 'all' = anywhere in it, or one place. */
export type Where = 'field' | 'all' | PlaceId;

function matches(loc: { region: RegionId | null; place: PlaceId | null; out: unknown }, region: RegionId, where: Where): boolean {
  if (loc.out !== null || loc.region !== region) return false;
  if (where === 'all') return true;
  if (where === 'field') return loc.place === null;
  return loc.place === where;
}

/** Pieces on siege duty (BG 4.5.5) stand in the open but are not part of the field force. */
const onDuty = (s: BellumState, id: string, where: Where): boolean => where === 'field' && s.siegeDuty.length > 0 && s.siegeDuty.includes(id);

/**
 * Combat units (ships excluded) of a side in a region. Sorted ids for determinism. 'field' leaves
 * out pieces on siege duty while a relief army is faced (BG 4.5.5, combat/relief.ts).
 */
export function unitsIn(s: BellumState, region: RegionId, side: Side, where: Where = 'field'): UnitId[] {
  const p = keptPlacement(s.units, build);
  if (p) {
    const ids = (where === 'field' ? p.field : p.all)[side].get(region);
    if (!ids) return [];
    if (where === 'all') return ids.slice();
    if (where === 'field') return s.siegeDuty.length > 0 ? ids.filter((id) => !s.siegeDuty.includes(id)) : ids.slice();
    return ids.filter((id) => s.units[id].place === where);
  }
  const out: UnitId[] = [];
  for (const id in s.units) {
    const d = UNIT_BY_ID[id];
    if (d.side !== side || d.kind === 'ship') continue;
    if (matches(s.units[id], region, where) && !onDuty(s, id, where)) out.push(id);
  }
  return sortIds(out);
}

/**
 * Whether `side` has a combat unit inside `place` (of `region`): `unitsIn(s, region, side, place).length > 0`
 * without making the list (holderOf asks it for every place of a region, several times per action).
 */
export function anyUnitInside(s: BellumState, region: RegionId, side: Side, place: PlaceId): boolean {
  const p = keptPlacement(s.units, build);
  if (p) {
    const ids = p.all[side].get(region);
    if (ids === undefined || ids.length === p.field[side].get(region)?.length) return false; // nobody, or all in the open
    for (let i = 0; i < ids.length; i++) if (s.units[ids[i]].place === place) return true;
    return false;
  }
  for (const id in s.units) {
    const d = UNIT_BY_ID[id];
    if (d.side === side && d.kind !== 'ship' && matches(s.units[id], region, place)) return true;
  }
  return false;
}

export function leadersIn(s: BellumState, region: RegionId, side: Side, where: Where = 'field'): LeaderId[] {
  const out: LeaderId[] = [];
  for (const id in s.leaders) {
    if (LEADER_BY_ID[id].side !== side) continue;
    if (matches(s.leaders[id], region, where) && !onDuty(s, id, where)) out.push(id);
  }
  return sortIds(out);
}

export function totalSp(s: BellumState, units: readonly UnitId[]): number {
  let t = 0;
  for (const u of units) t += unitSp(s, u);
  return t;
}

/** BG 2.1.3: five or more combat units. */
export function isArmy(units: readonly UnitId[]): boolean {
  return units.length >= ARMY_SIZE;
}

/** Both sides have an army in the open of the region (what makes a pitched battle, BG 4.1). */
export function armiesMeet(s: BellumState, region: RegionId): boolean {
  return isArmy(unitsIn(s, region, 'roman', 'field')) && isArmy(unitsIn(s, region, 'gallic', 'field'));
}

/** The place a piece of `side` may shelter in: oppida for the Gauls, cities for the Romans (BG 0.3.4, 3.3.2). */
export function placeUsableBy(s: BellumState, place: PlaceId, side: Side): boolean {
  const p = PLACE_BY_ID[place];
  if (s.destroyed.includes(place)) return false;
  if (side === 'gallic' && !oppidumOpenToGauls(s, place)) return false; // BG 6.3.6
  return side === 'gallic' ? p.kind === 'oppidum' : p.kind === 'city';
}

export function siegeAt(s: BellumState, place: PlaceId) {
  const list = s.sieges;
  for (let i = 0; i < list.length; i++) if (list[i].place === place) return list[i];
  return undefined;
}


/** Best leader for command: highest rank, then highest current rating (wounds count), then id (BG 4.3.2, 4.4.2). */
export function bestLeader(s: BellumState, leaders: readonly LeaderId[]): LeaderId | null {
  let best: LeaderId | null = null;
  for (const id of leaders) {
    if (s.leaders[id].out !== null) continue;
    if (best === null) { best = id; continue; }
    const a = LEADER_BY_ID[id].rank;
    const b = LEADER_BY_ID[best].rank;
    if (a > b || (a === b && leaderRating(s, id) > leaderRating(s, best))) best = id;
  }
  return best;
}

/** A running turn number across years (years count down BC), to date wounds and returns. */
export function absTurn(s: { year: number; turn: number }): number {
  return (100 - s.year) * 10 + s.turn;
}

/**
 * Rating of a leader as it stands: a wounded leader (counter flipped, BG 0.2 / 4.2.2) rates one
 * less — the flipped side's values are not in the seed (reconstructed).
 */
export function leaderRating(s: BellumState, id: LeaderId): number {
  const r = LEADER_BY_ID[id].rating;
  return s.leaders[id].wounded ? Math.max(0, r - 1) : r;
}

/** Which regions hold combat units of each side, in the open and anywhere — one scan of the units. */
export interface Occupancy {
  field: Record<Side, Regions>;
  any: Record<Side, Regions>;
}

/** Regions one may ask about and go through (in no particular order): the keys of a map. */
export interface Regions {
  has(region: RegionId): boolean;
  [Symbol.iterator](): Iterator<RegionId>;
}

/** The regions in `a` or `b`, once each, in map order (a sweep of the map that skips the empty regions). */
export function regionsInMapOrder(a: Regions, b?: Regions): RegionId[] {
  const out: RegionId[] = [];
  for (const r of a) out.push(r);
  if (b) for (const r of b) if (!a.has(r)) out.push(r);
  return sortByMapOrder(out);
}

/** The regions of a map (a placement's, read in place: making a set of them cost more than most lookups save). */
class MapRegions implements Regions {
  constructor(private readonly m: ReadonlyMap<RegionId, unknown>) {}
  has(region: RegionId): boolean {
    return this.m.has(region);
  }
  [Symbol.iterator](): Iterator<RegionId> {
    return this.m.keys();
  }
}

export function occupancy(s: BellumState): Occupancy {
  const p = keptPlacement(s.units, build);
  if (p) {
    // shared by every caller: they only read it
    p.occupancy ??= {
      field: { roman: new MapRegions(p.field.roman), gallic: new MapRegions(p.field.gallic) },
      any: { roman: new MapRegions(p.all.roman), gallic: new MapRegions(p.all.gallic) },
    };
    return p.occupancy;
  }
  // the same kind of object as above, so that code going through the regions sees only one
  const field = { roman: new Map<RegionId, true>(), gallic: new Map<RegionId, true>() };
  const any = { roman: new Map<RegionId, true>(), gallic: new Map<RegionId, true>() };
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out !== null || u.region === null) continue;
    const d = UNIT_BY_ID[id];
    if (d.kind === 'ship') continue;
    any[d.side].set(u.region, true);
    if (u.place === null) field[d.side].set(u.region, true);
  }
  return {
    field: { roman: new MapRegions(field.roman), gallic: new MapRegions(field.gallic) },
    any: { roman: new MapRegions(any.roman), gallic: new MapRegions(any.gallic) },
  };
}
