/**
 * BG 5.3 naval movement and BG 5.5 boarding/landing, inside the movement phases (BG 1.II.C, 1.III.B);
 * BG 5.4 attrition of fleets left at sea when the phase ends.
 */
import { LEADER_BY_ID } from '../data/leaders';
import { PLACE_BY_ID } from '../data/places';
import { REGION_BY_ID } from '../data/regions';
import { UNIT_BY_ID } from '../data/units';
import type { PlaceId, UnitId } from '../data/types';
import { pieceRef, regionRef, type Ctx } from '../ctx';
import { pieceName, sideName } from '../queries';
import type { BellumAction, BellumState, Side } from '../state';
import { buildableLegions, completeBuilds, unbuildableShips } from './build';
import { isSea, liveShips, locName, naval, navyInPlay, sailTargets, SEAS, shipLoc, shipsAtSea, stormy } from './geo';
import { addCargo, carrierOf, cargoOf, cheapestShip, eliminateShip, hasRoomFor, placeShip, removeCargo } from './transport';
import type { NavalAction } from './types';
import { own } from '../own';

const sideOfStep = (s: BellumState): Side | null => (s.step === 'roman.move' ? 'roman' : s.step === 'gallic.move' ? 'gallic' : null);

/** BG 5.3 / BG 1.II.A — a movement phase begins: Roman builds complete, fleets at sea must land. */
export function beginNavalMovement(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  if (side === 'roman') completeBuilds(ctx);
  if (!s.naval) return;
  const n = s.naval;
  n.sailed = [];
  n.embarked = [];
  n.mustLand = liveShips(s, side).filter((id) => n.atSea[id]);
  // Passengers do not count as stacked with a leader for land moves until they land (BG 5.5).
  if (n.mustLand.length) ctx.text(side, `${sideName(side)} ships at sea must make for a coastal region this phase: ${n.mustLand.map(pieceName).join(', ')}.`, 'BG 5.3', n.mustLand.map(pieceRef));
}

/** Pieces that may board `ship` now (BG 5.5): Roman, in the open of the ship's region, unmoved, not aboard, room left. */
function boarders(s: BellumState, ship: UnitId): string[] {
  const loc = shipLoc(s, ship);
  if (!loc || 'sea' in loc) return []; // asked only about live Roman triremes, which can carry (BG 5.5)
  // Stryker disable next-line OptionalChaining: a ship in play implies the naval record
  if (s.naval?.sailed.includes(ship)) return [];
  const out: string[] = [];
  const ok = (id: string, l: { region: string | null; place: string | null; out: unknown }) =>
    l.out === null && l.region === loc.region && l.place === null && !s.moved.includes(id) && carrierOf(s, id) === null;
  for (const id in s.units) {
    const d = UNIT_BY_ID[id];
    if (d.side !== 'roman' || d.kind === 'ship' || !s.mayMove.includes(id)) continue;
    if (ok(id, s.units[id]) && hasRoomFor(s, ship, id)) out.push(id);
  }
  for (const id in s.leaders) if (LEADER_BY_ID[id].side === 'roman' && ok(id, s.leaders[id])) out.push(id);
  return out.sort();
}

/** Naval actions open to the moving side (no force selected). */
function navalMoveLegal(s: BellumState): NavalAction[] {
  const side = sideOfStep(s);
  if (!side || s.selection) return [];
  const acts: NavalAction[] = [];
  if (side === 'roman') {
    for (const ship of unbuildableShips(s)) acts.push({ t: 'unbuild', ship });
    for (const legion of buildableLegions(s)) acts.push({ t: 'build', legion });
  }
  const n = s.naval;
  const ships = liveShips(s, side);
  for (const ship of ships) {
    // Stryker disable next-line OptionalChaining: a ship in play implies the naval record
    if (n?.sailed.includes(ship)) continue;
    for (const tgt of sailTargets(s, ship)) acts.push(tgt.place ? { t: 'sail', ship, to: tgt.to, place: tgt.place } : { t: 'sail', ship, to: tgt.to });
  }
  if (side === 'roman') {
    for (const ship of ships) {
      for (const piece of boarders(s, ship)) acts.push({ t: 'embark', piece, ship });
      const loc = shipLoc(s, ship);
      if (loc && !('sea' in loc)) {
        // Stryker disable next-line OptionalChaining: cargo implies the naval record
        for (const piece of cargoOf(s, ship)) if (!n?.embarked.includes(piece)) acts.push({ t: 'disembark', piece, ship });
      }
    }
  }
  return acts;
}

/** BG 5.3 — the movement phase may end only once every ship that began it at sea has landed. */
export function mustStillLand(s: BellumState): boolean {
  const n = s.naval;
  // Stryker disable next-line OptionalChaining: only ships are listed to land, and ships are always in the units record
  return !!n && n.mustLand.some((id) => !n.sailed.includes(id) && s.units[id]?.out === null);
}

/** The moving side's legal list with the naval actions added (BG 5.2, 5.3, 5.5). */
export function withNavalMoves(s: BellumState, land: BellumAction[]): BellumAction[] {
  const side = sideOfStep(s);
  if (!side || s.selection) return land;
  // no naval record, no navy in the scenario and no ship of the side: nothing to build, sail, board or land
  if (!s.naval && !navyInPlay(s) && liveShips(s, side).length === 0) return land;
  const nav = navalMoveLegal(s);
  const list = mustStillLand(s) ? land.filter((a) => a.t !== 'endMove') : land;
  return nav.length === 0 ? list : [...nav, ...list];
}

export function sail(ctx: Ctx, ship: UnitId, to: string, place?: PlaceId): void {
  const s = ctx.s;
  const n = naval(s);
  const side = UNIT_BY_ID[ship].side;
  const from = shipLoc(s, ship)!;
  const fromName = 'sea' in from ? locName(from.sea) : from.place ? PLACE_BY_ID[from.place].name : REGION_BY_ID[from.region].name;
  placeShip(s, ship, to, place ?? null);
  n.sailed.push(ship);
  const aboard = cargoOf(s, ship);
  ctx.text(
    side,
    `${sideName(side)} ${pieceName(ship)} sails from ${fromName} to ${place ? PLACE_BY_ID[place].name : locName(to)}` + (aboard.length ? `, carrying ${aboard.map(pieceName).join(', ')}.` : '.'),
    'BG 5.3',
    [pieceRef(ship), ...(isSea(to) ? [] : [regionRef(to)])],
  );
}

export function embark(ctx: Ctx, piece: string, ship: UnitId): void {
  const s = ctx.s;
  const n = naval(s);
  addCargo(s, ship, piece);
  n.embarked.push(piece);
  own(s, 'moved').push(piece); // it sails with the fleet this phase and does not also march (BG 5.5)
  ctx.text('roman', `${pieceName(piece)} boards ${pieceName(ship)} in ${REGION_BY_ID[s.units[ship].region!].name}.`, 'BG 5.5', [pieceRef(piece), pieceRef(ship)]);
}

export function disembark(ctx: Ctx, piece: string, ship: UnitId): void {
  const s = ctx.s;
  removeCargo(s, ship, piece);
  // Having sailed, it may now march on by itself this phase (BG 5.5), with a leader as always.
  if (s.units[piece] && !s.moved.includes(piece) && !s.mayMove.includes(piece)) s.mayMove = [...s.mayMove, piece].sort();
  ctx.text('roman', `${pieceName(piece)} lands from ${pieceName(ship)} in ${REGION_BY_ID[s.units[ship].region!].name}.`, 'BG 5.5', [pieceRef(piece), pieceRef(ship)]);
}

/** BG 5.4 — each fleet of the moving side left in a maritime zone rolls for attrition. */
export function endNavalMovement(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.naval) return; // (no fleet at sea without a naval record: most scenarios)
  const side = sideOfStep(s);
  if (!side) return;
  const storm = stormy(s.turn);
  const need = storm ? 5 : 6;
  for (const sea of SEAS) {
    const fleet = shipsAtSea(s, side, sea);
    if (fleet.length === 0) continue;
    const r = ctx.roll({
      side,
      purpose: `Attrition of the ${sideName(side)} fleet in ${locName(sea)}`,
      rule: 'BG 5.4',
      refs: fleet.map(pieceRef),
      interpret: (t) => ({ result: t >= need ? `one ship lost (${need}+ needed${storm ? ', stormy turn' : ''})` : `no loss (${need}+ needed${storm ? ', stormy turn' : ''})` }),
    });
    if (r.total >= need) eliminateShip(ctx, cheapestShip(s, fleet), `attrition at sea, ${locName(sea)}`);
  }
  s.naval.sailed = [];
  s.naval.embarked = [];
  s.naval.mustLand = [];
}
