/**
 * Where the units of a record stand (BG 2), read off it in one pass and kept with it while it is a
 * handed-out state's record (handedOut.ts): combat units by side and region, the ships, who stands
 * next to a place of his side's kind — and what the combat phase asks of it at its start, where both
 * sides meet in the open (BG 4.1) and which places stand empty before a side's units (BG 4.5.1 a).
 * The record `apply` makes from another gets its placement carried over from the other's, looking
 * only at the units that changed (a move changes a handful of the scenario's units).
 */
import { PLACE_BY_ID, sheltersIn } from './data/places';
import { REGION_INDEX, sortByMapOrder } from './data/regions';
import { UNIT_BY_ID } from './data/units';
import type { PlaceId, RegionId, UnitId } from './data/types';
import type { BellumState, Side, UnitState } from './state';
import type { UnitChanges } from './own';
import type { Occupancy } from './queries';
import { BESIEGEABLE_BY_REGION } from './combat/besiegeable';
import { keptPlacement } from './handedOut';
import { sortIds } from './sortIds';

/**
 * What is read off the units record of a state handed out lately (handedOut.ts), in one pass:
 * combat units on the map (ships excluded) by side and region, sorted ids, in the open and
 * anywhere; the ships not out of play, sorted; the occupancy, once asked for.
 */
export interface Placement {
  field: Record<Side, Map<RegionId, UnitId[]>>;
  all: Record<Side, Map<RegionId, UnitId[]>>;
  ships: UnitId[];
  /** Combat units in the open of a region with a place of their side's kind (sheltersIn), in the record's order (who might garrison one, BG 3.3.2). */
  nearPlaces: Record<Side, UnitId[]>;
  occupancy: Occupancy | null;
  /** The regions where both sides have combat units in the open, in map order (where the field combats are, BG 4.1). */
  contested: readonly RegionId[];
  /**
   * Per side, the places it may besiege that no combat unit is inside, in the regions where it has
   * combat units in the open: in map order, then table order (BG 4.5.1 a; destroyed and spared places
   * still in: those lists are not the record's).
   */
  emptyTargets: Record<Side, readonly PlaceId[]>;
}

/** The placement of a state whose units record was handed out lately; null for any other state. */
export const keptPlacementOf = (s: BellumState): Placement | null => keptPlacement(s.units, buildPlacement);

/** Read a units record from scratch (queries.ts hands it to keptPlacement itself: one call less on its every question). */
export function buildPlacement(units: BellumState['units']): Placement {
  const p: Placement = {
    field: { roman: new Map(), gallic: new Map() }, all: { roman: new Map(), gallic: new Map() }, ships: [], nearPlaces: { roman: [], gallic: [] },
    occupancy: null, contested: [], emptyTargets: { roman: [], gallic: [] },
  };
  for (const id in units) {
    const u = units[id];
    if (u.out !== null) continue;
    const d = UNIT_BY_ID[id];
    if (d === undefined) continue;
    if (d.kind === 'ship') {
      p.ships.push(id);
      continue;
    }
    if (u.region === null) continue;
    const all = p.all[d.side];
    const a = all.get(u.region);
    if (a) a.push(id);
    else all.set(u.region, [id]);
    if (u.place !== null) continue;
    if (sheltersIn(u.region, d.side).length > 0) p.nearPlaces[d.side].push(id);
    const field = p.field[d.side];
    const f = field.get(u.region);
    if (f) f.push(id);
    else field.set(u.region, [id]);
  }
  for (const side of ['roman', 'gallic'] as const) {
    for (const ids of p.all[side].values()) sortIds(ids);
    for (const ids of p.field[side].values()) sortIds(ids);
  }
  sortIds(p.ships);
  const contested: RegionId[] = [];
  for (const r of p.field.roman.keys()) if (p.field.gallic.has(r)) contested.push(r);
  p.contested = sortByMapOrder(contested);
  for (const side of ['roman', 'gallic'] as const) {
    const table = BESIEGEABLE_BY_REGION[side];
    const regions: RegionId[] = [];
    for (const r of p.field[side].keys()) if (table.has(r)) regions.push(r);
    const out: PlaceId[] = [];
    for (const r of sortByMapOrder(regions)) pushEmpty(out, p, units, r, table.get(r)!);
    p.emptyTargets[side] = out;
  }
  return p;
}

/** Push the places of `region` (of `places`) with no combat unit of either side inside. */
function pushEmpty(out: PlaceId[], p: Placement, units: BellumState['units'], region: RegionId, places: readonly PlaceId[]): void {
  const r = inside(p, 'roman', region);
  const g = inside(p, 'gallic', region);
  for (const place of places) if (!(r !== null && standsIn(units, r, place)) && !(g !== null && standsIn(units, g, place))) out.push(place);
}

/** The side's combat units anywhere in the region, when some of them are inside a place (null when none is). */
function inside(p: Placement, side: Side, region: RegionId): UnitId[] | null {
  const all = p.all[side].get(region);
  return all !== undefined && all.length !== (p.field[side].get(region)?.length ?? 0) ? all : null;
}

function standsIn(units: BellumState['units'], ids: readonly UnitId[], place: PlaceId): boolean {
  for (let i = 0; i < ids.length; i++) if (units[ids[i]].place === place) return true;
  return false;
}

/**
 * The placement of `after` (the units record `apply` made from `before`'s, changing the units
 * `changes` names), worked out from `before`'s placement if that is known: only the units that
 * changed are looked at, instead of every unit of the record (a move changes a handful of the
 * scenario's units), and only the regions they left or entered are read again for the field
 * combats and the empty places. Null when `before` has no placement yet or the changes are not
 * known: the new state's is then built when first asked for. The same as `buildPlacement(after)` (tested).
 */
export function carriedPlacement(before: BellumState, after: BellumState['units'], changes: UnitChanges): Placement | null {
  if (changes.ids === null || changes.from !== before.units) return null;
  const p0 = keptPlacement<Placement>(before.units, null);
  if (p0 === null) return null;
  const p: Placement = {
    field: { roman: p0.field.roman, gallic: p0.field.gallic },
    all: { roman: p0.all.roman, gallic: p0.all.gallic },
    ships: p0.ships,
    nearPlaces: { roman: p0.nearPlaces.roman, gallic: p0.nearPlaces.gallic },
    occupancy: null,
    contested: p0.contested,
    emptyTargets: { roman: p0.emptyTargets.roman, gallic: p0.emptyTargets.gallic },
  };
  const copied = new Set<Map<RegionId, UnitId[]>>();
  const own = (m: Record<Side, Map<RegionId, UnitId[]>>, side: Side) => {
    if (!copied.has(m[side])) copied.add((m[side] = new Map(m[side])));
    return m[side];
  };
  let keys: string[] | null = null; // the record's order, for the garrison candidates
  const touched: RegionId[] = []; // regions a unit left or entered, or moved within
  const touch = (r: RegionId | null) => {
    if (r !== null && !touched.includes(r)) touched.push(r);
  };
  const seen = new Set<UnitId>();
  for (const id of changes.ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const d = UNIT_BY_ID[id];
    if (d === undefined) return null;
    const u0 = before.units[id];
    const u1 = after[id];
    if (d.kind === 'ship') {
      const live0 = u0.out === null;
      if (live0 !== (u1.out === null)) p.ships = live0 ? p.ships.filter((x) => x !== id) : insertSorted(p.ships, id);
      continue;
    }
    const a0 = onMap(u0);
    const a1 = onMap(u1);
    if (a0 !== a1 || (a0 !== null && u0.place !== u1.place)) {
      touch(a0);
      touch(a1);
    }
    if (a0 !== a1) {
      if (a0 !== null) dropFrom(own(p.all, d.side), a0, id);
      if (a1 !== null) addTo(own(p.all, d.side), a1, id);
    }
    const f0 = a0 !== null && u0.place === null ? a0 : null;
    const f1 = a1 !== null && u1.place === null ? a1 : null;
    if (f0 !== f1) {
      if (f0 !== null) dropFrom(own(p.field, d.side), f0, id);
      if (f1 !== null) addTo(own(p.field, d.side), f1, id);
    }
    const n0 = f0 !== null && sheltersIn(f0, d.side).length > 0;
    const n1 = f1 !== null && sheltersIn(f1, d.side).length > 0;
    if (n0 !== n1) {
      const list = p.nearPlaces[d.side];
      if (n0) p.nearPlaces[d.side] = list.filter((x) => x !== id);
      else {
        keys ??= Object.keys(after);
        const at = keys.indexOf(id);
        const out = list.slice();
        let i = 0;
        while (i < out.length && keys.indexOf(out[i]) < at) i++;
        out.splice(i, 0, id);
        p.nearPlaces[d.side] = out;
      }
    }
  }
  for (const r of touched) readAgain(p, after, r);
  return p;
}

/** The field combats and empty places of region `r` read again off the carried placement (its units changed). */
function readAgain(p: Placement, units: BellumState['units'], r: RegionId): void {
  p.contested = withRegion(p.contested, r, p.field.roman.has(r) && p.field.gallic.has(r) ? [r] : [], (x) => x);
  for (const side of ['roman', 'gallic'] as const) {
    const places = BESIEGEABLE_BY_REGION[side].get(r);
    if (places === undefined) continue;
    const now: PlaceId[] = [];
    if (p.field[side].has(r)) pushEmpty(now, p, units, r, places);
    p.emptyTargets[side] = withRegion(p.emptyTargets[side], r, now, placeRegion);
  }
}

const placeRegion = (place: PlaceId): RegionId => PLACE_BY_ID[place].region;

/** A list in map order with the entries of `region` replaced by `entries` (the same list when that changes nothing). */
function withRegion<T>(list: readonly T[], region: RegionId, entries: readonly T[], regionOf: (x: T) => RegionId): readonly T[] {
  const k = REGION_INDEX.get(region)!;
  let i = 0;
  while (i < list.length && REGION_INDEX.get(regionOf(list[i]))! < k) i++;
  let j = i;
  while (j < list.length && regionOf(list[j]) === region) j++;
  if (j - i === entries.length && entries.every((e, n) => e === list[i + n])) return list;
  return [...list.slice(0, i), ...entries, ...list.slice(j)];
}

const onMap = (u: UnitState): RegionId | null => (u.out === null ? u.region : null);

function dropFrom(m: Map<RegionId, UnitId[]>, region: RegionId, id: UnitId): void {
  const list = m.get(region)!.filter((x) => x !== id);
  if (list.length > 0) m.set(region, list);
  else m.delete(region);
}

function addTo(m: Map<RegionId, UnitId[]>, region: RegionId, id: UnitId): void {
  m.set(region, insertSorted(m.get(region) ?? [], id));
}

/** A copy of the sorted list with `id` added in its place (sortIds order). */
function insertSorted(list: readonly UnitId[], id: UnitId): UnitId[] {
  const out = list.slice();
  let i = out.length;
  while (i > 0 && out[i - 1] > id) i--;
  out.splice(i, 0, id);
  return out;
}

/** For tests: the placement built from scratch. */
export const placementAsBuilt = (units: BellumState['units']): Placement => buildPlacement(units);
