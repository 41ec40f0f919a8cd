/**
 * Where ships are and where they may go (BG 5.3). This edition's reading of the map (the seed
 * gives no zone adjacency): a coastal region touches the one maritime zone of its coast; from a
 * maritime zone a ship reaches any coastal region of that sea; along the coast a ship may also go
 * straight to a neighbouring coastal region of the same sea. The two seas do not meet.
 */
import { REGIONS, REGION_BY_ID } from '../data/regions';
import { SCENARIOS } from '../data/scenarios';
import { UNIT_BY_ID } from '../data/units';
import type { PlaceId, RegionId, UnitId } from '../data/types';
import type { BellumState, Side } from '../state';
import { emptyNaval, type NavalState, type SeaZone } from './types';
import { keptPlacementOf } from '../placement';
import { sortIds } from '../sortIds';

export const SEAS: readonly SeaZone[] = ['atlantic', 'mediterranean'];
export const SEA_NAMES: Record<SeaZone, string> = { atlantic: 'Atlantic', mediterranean: 'Mediterranean' };
export const isSea = (x: string): x is SeaZone => (SEAS as readonly string[]).includes(x);
export const locName = (x: string): string => (isSea(x) ? `the ${SEA_NAMES[x]}` : REGION_BY_ID[x]?.name ?? x);

/** The naval part of the state, created on first use (only inside `apply`, on the working copy). */
export function naval(s: BellumState): NavalState {
  if (!s.naval) s.naval = emptyNaval();
  return s.naval;
}

/**
 * BG 5 — warships exist only in some scenarios and in the campaign game.
 * This edition reads that as the scenarios whose set-up says so (`navy`): none of 6.1–6.3 does.
 */
export const navyInPlay = (s: BellumState): boolean => SCENARIOS[s.scenario]?.navy === true;

export const isShip = (id: string): boolean => UNIT_BY_ID[id]?.kind === 'ship';

/** Ships on the map or at sea, sorted ids. */
export function liveShips(s: BellumState, side?: Side): UnitId[] {
  const p = keptPlacementOf(s);
  if (p) return p.ships.length === 0 ? [] : side ? p.ships.filter((id) => UNIT_BY_ID[id].side === side) : p.ships.slice();
  const out: UnitId[] = [];
  for (const id in s.units) {
    const d = UNIT_BY_ID[id];
    if (d?.kind !== 'ship' || s.units[id].out !== null) continue;
    if (side && d.side !== side) continue;
    out.push(id);
  }
  return sortIds(out);
}

export type ShipLoc = { sea: SeaZone } | { region: RegionId; place: PlaceId | null };

export function shipLoc(s: BellumState, ship: UnitId): ShipLoc | null {
  const u = s.units[ship];
  if (!u || u.out !== null) return null;
  const sea = s.naval?.atSea[ship];
  if (sea) return { sea };
  if (u.region === null) return null;
  return { region: u.region, place: u.place };
}

/** Ships of a side at sea in a zone. */
export function shipsAtSea(s: BellumState, side: Side, sea: SeaZone): UnitId[] {
  return liveShips(s, side).filter((id) => s.naval?.atSea[id] === sea);
}

/** Ships of a side in a coastal region; `harbour` false leaves out ships inside Corbilo. */
export function shipsIn(s: BellumState, region: RegionId, side: Side, harbour = true): UnitId[] {
  return liveShips(s, side).filter((id) => {
    const u = s.units[id];
    return u.region === region && !s.naval?.atSea[id] && (harbour || u.place === null);
  });
}

/** Coastal regions of a sea, in map order. */
export function coastOf(sea: SeaZone): RegionId[] {
  return REGIONS.filter((r) => r.coast === sea).map((r) => r.id);
}

/** BG 3.3.3 (a) applies to ships too in this edition: Gallic ships never enter Britannia or Germania. */
function openTo(region: RegionId, side: Side): boolean {
  return side === 'roman' || (region !== 'britannia' && region !== 'germania');
}

/**
 * BG 5.3 — where a ship may move: from a sea, only to a coastal region of it (so a fleet that starts
 * at sea must land); from a coastal region, to its sea or a neighbouring coastal region of the same sea.
 */
export function sailTargets(s: BellumState, ship: UnitId): { to: string; place?: PlaceId }[] {
  const loc = shipLoc(s, ship);
  if (!loc) return [];
  const side = UNIT_BY_ID[ship].side;
  const out: { to: string; place?: PlaceId }[] = [];
  const harbour = (r: RegionId) => {
    // BG 5.2: Corbilo is the Veneti fleet's port; only Gallic ships use it, and not once destroyed or besieged.
    if (r === 'veneti' && side === 'gallic' && corbiloOpen(s)) out.push({ to: r, place: 'corbilo' });
  };
  if ('sea' in loc) {
    for (const r of coastOf(loc.sea)) if (openTo(r, side)) { out.push({ to: r }); harbour(r); }
    return out;
  }
  const reg = REGION_BY_ID[loc.region];
  const sea = reg.coast;
  if (!sea) return [];
  if (loc.place !== null) out.push({ to: loc.region }); // out of the harbour into the region's waters
  else harbour(loc.region);
  out.push({ to: sea });
  for (const n of reg.neighbours) {
    const nr = REGION_BY_ID[n];
    if (nr.coast === sea && openTo(n, side)) { out.push({ to: n }); harbour(n); }
  }
  return out;
}

/** BG 5.2 — Corbilo shelters the Veneti fleet unless destroyed or besieged. */
export function corbiloOpen(s: BellumState): boolean {
  return !s.destroyed.includes('corbilo') && !s.sieges.some((x) => x.place === 'corbilo');
}

/** Turns 1, 2, 9 and 10 (Winter, March, October, November): the stormy turns of BG 5.4 and 5.6.1. */
export const stormy = (turn: number): boolean => turn === 1 || turn === 2 || turn === 9 || turn === 10;
