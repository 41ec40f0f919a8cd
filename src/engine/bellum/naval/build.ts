/**
 * BG 5.1 — Roman triremes: a legion spends a turn building one, and a trireme may become its legion
 * again. BG 5.2 — the Veneti fleet is raised with the Veneti land units.
 *
 * This edition models the building as a Roman decision in the movement phase ("build" on a legion
 * that has not moved): the legion then stays where it is for the rest of the turn. If it fights
 * (a skirmish or pitched battle in its region, or a siege there), moves, is reduced, or has no
 * leader with it when phase II.A of the next turn comes, nothing is built.
 */
import { LEADER_BY_ID } from '../data/leaders';
import { PLACE_BY_ID } from '../data/places';
import { REGION_BY_ID } from '../data/regions';
import { ALL_UNITS, UNIT_BY_ID, VENETI_SHIPS } from '../data/units';
import type { RegionId, UnitId } from '../data/types';
import { pieceRef, regionRef, type Ctx } from '../ctx';
import { updateControl } from '../control';
import { pieceName } from '../queries';
import type { BellumState } from '../state';
import { corbiloOpen, liveShips, naval, navyInPlay } from './geo';
import { cargoOf } from './transport';
import type { NavalAction } from './types';
import { own, ownUnit, ownUnits } from '../own';

export const TRIREMES: readonly UnitId[] = ['trireme-1', 'trireme-2', 'trireme-3'];

function romanLeaderIn(s: BellumState, region: RegionId): boolean {
  for (const id in s.leaders) {
    const L = s.leaders[id];
    if (L.out === null && L.region === region && LEADER_BY_ID[id].side === 'roman') return true;
  }
  return false;
}

/** Trireme counters on the map, at sea, or promised by a legion building this turn (3 at most, BG 5.1). */
function triremesInUse(s: BellumState): number {
  return liveShips(s, 'roman').length + (s.naval?.building.length ?? 0);
}

/** BG 5.1 — legions that may start building now: full strength, in the open of a coastal region with a leader, unmoved. */
export function buildableLegions(s: BellumState): UnitId[] {
  if (s.step !== 'roman.move' || !navyInPlay(s) || triremesInUse(s) >= TRIREMES.length) return [];
  const building = new Set((s.naval?.building ?? []).map((b) => b.legion));
  const out: UnitId[] = [];
  for (const id in s.units) {
    const u = s.units[id];
    const d = UNIT_BY_ID[id];
    if (d.category !== 'legion' || u.out !== null || u.region === null || u.place !== null || u.reduced) continue;
    if (!REGION_BY_ID[u.region].coast || s.moved.includes(id) || building.has(id)) continue;
    if (s.naval && Object.values(s.naval.cargo).some((c) => c.includes(id))) continue;
    if (!romanLeaderIn(s, u.region)) continue;
    out.push(id);
  }
  return out.sort();
}

export function declareBuild(ctx: Ctx, legion: UnitId): void {
  const s = ctx.s;
  const region = s.units[legion].region!;
  naval(s).building.push({ legion, region });
  own(s, 'moved').push(legion); // it spends the turn where it is
  ctx.text('roman', `${pieceName(legion)} begins building a trireme in ${REGION_BY_ID[region].name}; it stays there this turn and must not fight.`, 'BG 5.1', [pieceRef(legion), regionRef(region)]);
}

/** BG 5.1 — combat in the region (BG 4) ends a building. Called as the combat phase lists its combats. */
export function cancelBuildsWhereFighting(ctx: Ctx, fought: readonly RegionId[]): void {
  const n = ctx.s.naval;
  if (!n) return;
  n.building = n.building.filter((b) => {
    if (!fought.includes(b.region)) return true;
    ctx.text('roman', `${pieceName(b.legion)} has to fight in ${REGION_BY_ID[b.region].name}: no trireme is built.`, 'BG 5.1', [pieceRef(b.legion), regionRef(b.region)]);
    return false;
  });
}

/** BG 5.1 / BG 1.II.A — the legions that spent last turn building go to the trireme box; triremes appear. */
export function completeBuilds(ctx: Ctx): void {
  const s = ctx.s;
  const n = s.naval;
  if (!n || n.building.length === 0) return;
  const list = n.building;
  n.building = [];
  for (const b of list) {
    const u = s.units[b.legion];
    const why =
      u.out !== null || u.region !== b.region || u.place !== null ? 'it left the coast'
      : u.reduced ? 'it is no longer at full strength'
      : !romanLeaderIn(s, b.region) ? 'no leader stayed with it'
      : s.sieges.some((x) => x.region === b.region) ? 'it was engaged in a siege'
      : null;
    const free = TRIREMES.find((t) => !s.units[t] || s.units[t].out !== null);
    if (why || !free) {
      ctx.text('roman', `No trireme from ${pieceName(b.legion)}: ${why ?? 'no trireme counter is free'}.`, 'BG 5.1', [pieceRef(b.legion)]);
      continue;
    }
    ownUnits(s)[free] = { region: b.region, place: null, out: null, reduced: false };
    const built = ownUnit(s, b.legion);
    built.region = null;
    built.place = null;
    n.builtBy[free] = b.legion;
    s.mayMove = s.mayMove.filter((x) => x !== b.legion);
    ctx.text('roman', `${pieceName(b.legion)} goes to the trireme box; ${pieceName(free)} is launched in ${REGION_BY_ID[b.region].name}.`, 'BG 5.1', [pieceRef(free), regionRef(b.region)]);
  }
  updateControl(s);
}

/** BG 5.1 — triremes that may turn back into their legion now: in a coastal region, not yet moved this phase. */
export function unbuildableShips(s: BellumState): UnitId[] {
  const n = s.naval;
  if (!n || s.step !== 'roman.move') return [];
  return Object.keys(n.builtBy).filter((t) => {
    const u = s.units[t];
    return u?.out === null && u.region !== null && !n.atSea[t] && !n.sailed.includes(t);
  }).sort();
}

export function unbuild(ctx: Ctx, ship: UnitId): void {
  const s = ctx.s;
  const n = naval(s);
  const legion = n.builtBy[ship];
  const region = s.units[ship].region!;
  const landed = cargoOf(s, ship);
  delete n.builtBy[ship];
  delete n.cargo[ship];
  const units = ownUnits(s);
  units[ship] = { region: null, place: null, out: 'eliminated', reduced: false }; // the counter goes back to the pool
  units[legion] = { region, place: null, out: null, reduced: false };
  if (!s.mayMove.includes(legion)) s.mayMove = [...s.mayMove, legion].sort(); // it may move and fight at once
  updateControl(s);
  ctx.text('roman', `${pieceName(ship)} becomes ${pieceName(legion)} again in ${REGION_BY_ID[region].name}` + (landed.length ? `; ${landed.map(pieceName).join(', ')} land.` : '.'), 'BG 5.1', [pieceRef(legion), regionRef(region)]);
}

// ---------------------------------------------------------------- BG 5.2

/** BG 5.2 — the Veneti land units are on the map and their fleet has not yet been raised. */
export function venetiFleetDue(s: BellumState): boolean {
  if (s.naval?.venetiPlaced || s.outcome || !navyInPlay(s)) return false;
  if (VENETI_SHIPS.some((d) => s.units[d.id])) return false;
  // Stryker disable next-line MethodExpression: the Veneti raise one land counter (rating 3), so "some" and "every" agree
  return VENETI_LAND.some((id) => s.units[id]?.out === null && s.units[id].region !== null);
}

const VENETI_LAND = ALL_UNITS.filter((d) => d.tribe === 'veneti' && d.kind !== 'ship').map((d) => d.id);

/** BG 5.2 — the Gallic player's choice of where the new fleet lies. */
export function venetiFleetLegal(s: BellumState): NavalAction[] {
  const acts: NavalAction[] = [{ t: 'placeFleet', corbilo: false }];
  if (corbiloOpen(s)) acts.push({ t: 'placeFleet', corbilo: true });
  return acts;
}

export function placeVenetiFleet(ctx: Ctx, corbilo: boolean): void {
  const s = ctx.s;
  naval(s).venetiPlaced = true;
  for (const d of VENETI_SHIPS) ownUnits(s)[d.id] = { region: 'veneti', place: corbilo ? 'corbilo' : null, out: null, reduced: false };
  ctx.text('gallic', `The Veneti fleet (2 ships) is raised ${corbilo ? `inside ${PLACE_BY_ID.corbilo.name}` : 'in the Veneti region'}.`, 'BG 5.2', [regionRef('veneti'), ...VENETI_SHIPS.map((d) => pieceRef(d.id))]);
}
