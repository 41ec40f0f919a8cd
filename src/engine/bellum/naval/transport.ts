/**
 * BG 5.5 — troop transport (Roman triremes only): capacity, boarding and landing; BG 5.6.2 — a lost
 * ship takes its passengers (and a trireme its builder legion) out of the game; BG 5.6.3 — retreat
 * from Britannia by sea.
 */
import { LEADER_BY_ID } from '../data/leaders';
import { REGION_BY_ID } from '../data/regions';
import { UNIT_BY_ID } from '../data/units';
import type { RegionId, UnitId } from '../data/types';
import { pieceRef, regionRef, type Ctx } from '../ctx';
import { updateControl } from '../control';
import { eliminateUnit } from '../losses';
import { armiesMeet, pieceName, sideName } from '../queries';
import type { BellumState, Side } from '../state';
import { coastOf, isShip, liveShips, naval, shipLoc, shipsIn } from './geo';
import { own, ownLeader, ownPiece, ownUnit } from '../own';

export const CAPACITY = { infantry: 4, cavalry: 1 } as const; // BG 5.5; leaders: any number

/** Only triremes carry troops (BG 5.5: only the Roman player transports by sea). */
export const canCarry = (ship: UnitId): boolean => UNIT_BY_ID[ship]?.kind === 'ship' && UNIT_BY_ID[ship].side === 'roman';

export function cargoOf(s: BellumState, ship: UnitId): string[] {
  return s.naval?.cargo[ship] ?? [];
}

/** The ship carrying a piece, if any. */
export function carrierOf(s: BellumState, piece: string): UnitId | null {
  const c = s.naval?.cargo;
  if (!c) return null;
  for (const ship of Object.keys(c).sort()) if (c[ship].includes(piece)) return ship;
  return null;
}

export function load(pieces: readonly string[]): { infantry: number; cavalry: number; leaders: number } {
  const l = { infantry: 0, cavalry: 0, leaders: 0 };
  for (const p of pieces) {
    const d = UNIT_BY_ID[p];
    if (!d) l.leaders += 1;
    else if (d.kind === 'cavalry') l.cavalry += 1;
    else l.infantry += 1;
  }
  return l;
}

/** BG 5.5 — may this piece go aboard this ship as far as room goes? */
export function hasRoomFor(s: BellumState, ship: UnitId, piece: string): boolean {
  if (!canCarry(ship)) return false;
  const l = load(cargoOf(s, ship));
  const d = UNIT_BY_ID[piece];
  if (!d) return true;
  return d.kind === 'cavalry' ? l.cavalry < CAPACITY.cavalry : l.infantry < CAPACITY.infantry;
}

/** How many infantry and cavalry a set of triremes can carry at once. */
function capacityOf(ships: readonly UnitId[]): { infantry: number; cavalry: number } {
  const n = ships.filter(canCarry).length;
  const infantry = n * CAPACITY.infantry;
  // Stryker disable next-line ArithmeticOperator: a trireme carries one cavalry unit, and n × 1 = n ÷ 1
  const cavalry = n * CAPACITY.cavalry;
  return { infantry, cavalry };
}

function fits(ships: readonly UnitId[], pieces: readonly string[]): boolean {
  const cap = capacityOf(ships);
  const l = load(pieces);
  return l.infantry <= cap.infantry && l.cavalry <= cap.cavalry;
}

function loc(s: BellumState, piece: string) {
  return s.units[piece] ?? s.leaders[piece];
}

export function addCargo(s: BellumState, ship: UnitId, piece: string): void {
  const n = naval(s);
  n.cargo[ship] = [...(n.cargo[ship] ?? []), piece].sort();
}

export function removeCargo(s: BellumState, ship: UnitId, piece: string): void {
  const n = naval(s);
  const left = (n.cargo[ship] ?? []).filter((p) => p !== piece);
  if (left.length) n.cargo[ship] = left;
  else delete n.cargo[ship];
}

/**
 * Put a ship (and everything aboard) at a coastal region or at sea. Passengers follow their ship;
 * an arrival that brings two armies together makes this side the attacker there (BG 4.4.2).
 */
export function placeShip(s: BellumState, ship: UnitId, to: string, place: string | null = null): void {
  const n = naval(s);
  const toSea = !REGION_BY_ID[to];
  const metBefore = toSea ? true : armiesMeet(s, to);
  const all = [ship, ...cargoOf(s, ship)];
  for (const p of all) {
    const l = ownPiece(s, p);
    l.region = toSea ? null : to;
    l.place = toSea ? null : p === ship ? place : null;
  }
  if (toSea) n.atSea[ship] = to as 'atlantic' | 'mediterranean';
  else delete n.atSea[ship];
  if (!toSea && !metBefore && armiesMeet(s, to)) own(s, 'arrivals')[to] = UNIT_BY_ID[ship].side;
  updateControl(s);
}

/**
 * BG 5.6.2 — a ship counter is lost: its passengers leave the game (units eliminated, leaders
 * killed); a lost trireme also eliminates the legion waiting in its trireme box.
 */
export function eliminateShip(ctx: Ctx, ship: UnitId, why: string): void {
  const s = ctx.s;
  const n = naval(s);
  const side = UNIT_BY_ID[ship].side;
  const aboard = cargoOf(s, ship);
  const u = ownUnit(s, ship);
  u.out = 'eliminated';
  u.region = null;
  u.place = null;
  delete n.atSea[ship];
  delete n.cargo[ship];
  n.sailed = n.sailed.filter((x) => x !== ship);
  n.mustLand = n.mustLand.filter((x) => x !== ship);
  const gone: string[] = [];
  for (const p of aboard) {
    if (s.units[p]) { eliminateUnit(ctx, p); gone.push(p); }
    else if (s.leaders[p]) { const L = ownLeader(s, p); L.out = 'killed'; L.region = null; L.place = null; gone.push(p); }
  }
  const legion = n.builtBy[ship];
  if (legion) {
    delete n.builtBy[ship];
    const lu = ownUnit(s, legion);
    lu.out = 'eliminated';
    lu.region = null;
    lu.place = null;
    gone.push(legion);
  }
  updateControl(s);
  ctx.text(
    side,
    `${pieceName(ship)} is lost (${why})` + (gone.length ? `, and with it ${gone.map(pieceName).join(', ')}${legion ? ` (${pieceName(legion)} built it)` : ''}.` : '.'),
    'BG 5.6.2',
    [pieceRef(ship), ...gone.map(pieceRef)],
  );
}

/**
 * The counter a fleet loses (to attrition or in combat): the one whose loss costs least — fewest
 * leaders aboard, then fewest units aboard, then the highest id. This edition makes that choice for
 * the owner, as any player would.
 */
export function cheapestShip(s: BellumState, ships: readonly UnitId[]): UnitId {
  const cost = (id: UnitId) => {
    const l = load(cargoOf(s, id));
    return l.leaders * 100 + (l.infantry + l.cavalry);
  };
  return [...ships].sort((a, b) => cost(a) - cost(b) || (a < b ? 1 : -1))[0];
}

/**
 * Keep passengers honest after land rules moved pieces: a passenger that left the game, or that a
 * land rule moved away from its ship (a retreat, an evasion), is no longer aboard.
 */
export function syncCargo(s: BellumState): void {
  const n = s.naval;
  if (!n) return;
  for (const ship of Object.keys(n.cargo).sort()) {
    const sl = shipLoc(s, ship);
    const keep = n.cargo[ship].filter((p) => {
      const l = loc(s, p);
      if (!sl || !l || l.out !== null) return false;
      return 'sea' in sl ? l.region === null : l.region === sl.region;
    });
    if (keep.length) n.cargo[ship] = keep;
    else delete n.cargo[ship];
  }
  // A ship in a destroyed harbour is put out into the region's waters.
  for (const id of liveShips(s)) if (s.units[id].place !== null && s.destroyed.includes(s.units[id].place!)) ownUnit(s, id).place = null;
}

// ---------------------------------------------------------------- BG 5.6.3

const GAUL_ATLANTIC = (): RegionId[] => coastOf('atlantic').filter((r) => r !== 'britannia' && r !== 'germania');

/**
 * BG 5.6.3 — a Roman force beaten in Britannia may retreat to a coastal region of Gaul when its
 * ships in Britannia can carry it all (BG 5.5). Returns the Atlantic coast of Gaul, or nothing.
 */
export function seaRetreatRegions(s: BellumState, region: RegionId, side: Side): RegionId[] {
  if (region !== 'britannia' || side !== 'roman') return [];
  const ships = shipsIn(s, region, 'roman', false);
  if (ships.length === 0) return [];
  const force = [...Object.keys(s.units), ...Object.keys(s.leaders)].filter((p) => {
    const l = loc(s, p);
    return l.out === null && l.region === region && l.place === null && !isShip(p) && (UNIT_BY_ID[p]?.side ?? LEADER_BY_ID[p]?.side) === side;
  });
  return fits(ships, force) ? GAUL_ATLANTIC() : [];
}

/** BG 5.6.3 — the ships in Britannia carry the beaten force across: they sail with it to `to`. */
export function sailRetreat(ctx: Ctx, side: Side, from: RegionId, to: RegionId): void {
  const ships = shipsIn(ctx.s, from, side, false);
  for (const ship of ships) placeShip(ctx.s, ship, to);
  ctx.text(side, `${sideName(side)} ships carry the beaten force from ${REGION_BY_ID[from].name} to ${REGION_BY_ID[to].name}.`, 'BG 5.6.3', [regionRef(from), regionRef(to), ...ships.map(pieceRef)]);
}
