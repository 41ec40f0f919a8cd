/**
 * BG 3 / 3.3 / 3.4 — movement and forced marches (sequence of play II.C–D, III.B).
 * There is no stacking limit (BG 2.1.1): any number of pieces may share a region or a place.
 */
import { LEADER_BY_ID } from './data/leaders';
import { PLACE_BY_ID, sheltersIn } from './data/places';
import { REGION_BY_ID } from './data/regions';
import { UNIT_BY_ID } from './data/units';
import type { LeaderId, PlaceId, RegionId, UnitId } from './data/types';
import type { Modifier } from '../core/log';
import { pieceRef, regionRef, type Ctx } from './ctx';
import { updateControl } from './control';
import { rollAttrition } from './supply';
import { boundToHiberna } from './hiberna';
import { winterMountainAttrition } from './winterMarch';
import { borderTest } from './borders';
import { dropRhenus } from './rhine';
import { mayUsePlaces, placesBarRule, scenarioOf } from './scenarioRules';
import { refusedPassage } from './scenarios/helvetii';
import { oppidumNeedsRoll, rollOppidumUse } from './lastUprising';
import { absTurn, armiesMeet, isArmy, leadersIn, placeUsableBy, other, pieceName, pieceSide, sideName, siegeAt, unitsIn, WINTER } from './queries';
import { keptPlacementOf } from './placement';
import type { BellumAction, BellumState, Selection, Side } from './state';
import { carrierOf } from './naval/transport';
import { sortIds } from './sortIds';
import { own, ownLeader, ownSelection, ownUnit } from './own';


export function movingSide(s: BellumState): Side | null {
  if (s.step === 'roman.move' || s.step === 'roman.forced') return 'roman';
  if (s.step === 'gallic.move') return 'gallic';
  return null;
}

/** At the start of a movement phase: only units stacked with a leader may move (BG 3.3). */
export function beginMovement(s: BellumState, side: Side): void {
  recoverWounded(s, side);
  s.moved = [];
  s.exitTests = {};
  s.selection = null;
  const may: UnitId[] = [];
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out !== null || u.region === null || UNIT_BY_ID[id].side !== side) continue;
    if (UNIT_BY_ID[id].kind === 'ship') continue;
    const led = Object.keys(s.leaders).some((l) => {
      const L = s.leaders[l];
      return L.out === null && LEADER_BY_ID[l].side === side && L.region === u.region && L.place === u.place;
    });
    // BG 4.5.7: units in a hiberna stay unless the hiberna is attacked (hiberna.ts).
    if (led && !(side === 'roman' && boundToHiberna(s, id))) may.push(id);
  }
  s.mayMove = may.sort();
}

function besiegedHere(s: BellumState, place: PlaceId | null, side: Side): boolean {
  if (place === null) return false;
  const siege = siegeAt(s, place);
  return siege !== undefined && siege.besieger !== side;
}

const selPieces = (sel: Selection): string[] => [...sel.leaders, ...sel.units];

/** Places a force may enter: in its own region or a neighbouring one, usable by its side and not besieged by the enemy (BG 3.3.2). */
function enterablePlaces(s: BellumState, sel: Selection, side: Side, pieces: readonly string[], mayCross: (from: RegionId, to: RegionId) => boolean): PlaceId[] {
  const out: PlaceId[] = [];
  const neighbours = REGION_BY_ID[sel.region].neighbours;
  let allowed: boolean | null = null; // BG 6.2.7: the Helvetii and the Germans use no oppida (asked once a place is in reach)
  for (let i = -1; i < neighbours.length; i++) {
    const r = i < 0 ? sel.region : neighbours[i];
    const places = sheltersIn(r, side); // no other kind is usable, or may be tried (BG 0.3.4, 6.3.6)
    if (places.length === 0) continue;
    if (i >= 0 && !mayCross(sel.region, r)) continue; // BG 3.3.3 and scenario bars (borders.ts) apply to entering a neighbour's places too
    if ((allowed ??= mayUsePlaces(s, pieces)) === false) return [];
    for (const p of places) {
      if (p.id === sel.place) continue;
      if (!placeUsableBy(s, p.id, side) && !mayTryOppidum(s, p.id, side)) continue;
      const siege = siegeAt(s, p.id);
      if (siege && siege.besieger !== side) continue;
      out.push(p.id);
    }
  }
  return out;
}


/** BG 6.3.6 — an untested oppidum the Gauls may try to enter (the roll comes with the move). */
function mayTryOppidum(s: BellumState, place: PlaceId, side: Side): boolean {
  return side === 'gallic' && !s.destroyed.includes(place) && oppidumNeedsRoll(s, place);
}

function selectableLeaders(s: BellumState, side: Side, forced: boolean): LeaderId[] {
  const out: LeaderId[] = [];
  for (const id in s.leaders) {
    const L = s.leaders[id];
    const d = LEADER_BY_ID[id];
    if (d.side !== side || L.out !== null || L.region === null) continue;
    if (s.moved.includes(id)) continue;
    if (aboard(s, id)) continue; // BG 5.5: aboard a ship until he lands
    if (besiegedHere(s, L.place, side)) continue; // a besieged force cannot march out (BG 3.3.2)
    if (s.exitTests[L.region] === 'blocked' && L.place === null) continue; // BG 3.3.2: a force in a place leaves freely
    if (forced && d.rank < 2) continue; // BG 3.4: a leader of rank 2 or 3 is needed
    if (side === 'gallic' && refusedPassage(s, L.region)) continue; // BG 6.2.7: passage refused on a 1–2
    out.push(id);
  }
  return sortIds(out);
}

/**
 * BG 5.5 — the piece is aboard a ship. (Without a naval record nobody is, carrierOf's own first test:
 * asked here first, as the movement lists ask it of every piece.)
 */
const aboard = (s: BellumState, id: string): boolean => !!s.naval && carrierOf(s, id) !== null;

/** Units that may be added to the selection (BG 3.3, 3.4: forced marches only by Roman units and cavalry). */
function addableUnits(s: BellumState, sel: Selection, side: Side, forced: boolean): UnitId[] {
  return unitsIn(s, sel.region, side, sel.place ?? 'field').filter(
    (u) => s.mayMove.includes(u) && !s.moved.includes(u) && (!forced || forcedEligible(u)) && !aboard(s, u), // BG 5.5
  );
}

export function forcedEligible(u: UnitId): boolean {
  const d = UNIT_BY_ID[u];
  return d.roman || d.kind === 'cavalry';
}

export function movementLegal(s: BellumState): BellumAction[] {
  const side = movingSide(s)!;
  const forcedStep = s.step === 'roman.forced';
  const winter = s.turn === WINTER;
  const acts: BellumAction[] = [];
  const sel = s.selection;
  if (!sel) {
    for (const leader of selectableLeaders(s, side, forcedStep && !winter)) acts.push({ t: 'select', leader });
    if (!forcedStep) {
      // BG 3.3.2 (c): unled units may slip into an unbesieged oppidum/city of their own region.
      const barring = scenarioOf(s)?.special?.noPlaces !== undefined;
      const kept = keptPlacementOf(s); // who stands in the open next to a place of his side's kind, if known
      const candidates: Iterable<UnitId> = kept ? kept.nearPlaces[side] : Object.keys(s.units);
      for (const id of candidates) {
        const u = s.units[id];
        if (u.out !== null || u.region === null || u.place !== null) continue;
        const places = sheltersIn(u.region, side); // no other kind is usable, or may be tried (BG 0.3.4, 6.3.6)
        if (places.length === 0) continue;
        const d = UNIT_BY_ID[id];
        if (d.side !== side || d.kind === 'ship' || s.moved.includes(id) || aboard(s, id)) continue;
        if ((barring && placesBarRule(s, id) !== null) || (side === 'gallic' && refusedPassage(s, u.region))) continue; // BG 6.2.7
        for (const p of places) {
          if ((placeUsableBy(s, p.id, side) || mayTryOppidum(s, p.id, side)) && !siegeAt(s, p.id)) acts.push({ t: 'garrison', unit: id, place: p.id });
        }
      }
    }
    acts.push({ t: 'endMove' });
    return acts;
  }
  const canForce = (forcedStep || side === 'gallic') && !winter && sel.leaders.some((l) => LEADER_BY_ID[l].rank >= 2);
  const forceOnly = forcedStep;
  // Toggle other leaders and units at the same spot.
  for (const l of leadersIn(s, sel.region, side, sel.place ?? 'field')) {
    if (l === sel.leaders[0] || s.moved.includes(l) || aboard(s, l)) continue;
    acts.push({ t: 'toggle', piece: l });
  }
  for (const u of addableUnits(s, sel, side, forceOnly)) acts.push({ t: 'toggle', piece: u });
  const unitsOk = sel.units.every(forcedEligible);
  const pieces = selPieces(sel);
  const mayCross = borderTest(s, pieces);
  if (!forceOnly) {
    if (sel.place !== null) acts.push({ t: 'move', to: sel.region }); // march out into the open
    for (const to of REGION_BY_ID[sel.region].neighbours) if (mayCross(sel.region, to)) acts.push({ t: 'move', to }); // BG 3.3, 3.3.3
    for (const place of enterablePlaces(s, sel, side, pieces, mayCross)) acts.push({ t: 'enter', place });
  }
  if (canForce && unitsOk) {
    for (const via of REGION_BY_ID[sel.region].neighbours) {
      if (!mayCross(sel.region, via)) continue;
      const picks = pickUps(s, via, side);
      const mayCrossWithPicks = picks.length > 0 ? borderTest(s, [...pieces, ...picks]) : null;
      for (const to of REGION_BY_ID[via].neighbours) {
        if (to === sel.region) continue;
        if (mayCross(via, to)) acts.push({ t: 'forced', via, to });
        // BG 3.4: collecting is allowed, not required
        if (mayCrossWithPicks && mayCrossWithPicks(via, to)) acts.push({ t: 'forced', via, to, pickUp: true });
      }
    }
  }
  acts.push({ t: 'deselect' });
  return acts;
}

export function selectLeader(ctx: Ctx, leader: LeaderId): void {
  const s = ctx.s;
  const L = s.leaders[leader];
  const side = pieceSide(leader);
  const sel: Selection = { region: L.region!, place: L.place, leaders: [leader], units: [] };
  s.selection = sel;
  // Start with every unit that may go along (the player removes those who stay).
  sel.units = addableUnits(s, sel, side, s.step === 'roman.forced');
}

export function toggle(ctx: Ctx, piece: string): void {
  const sel = ownSelection(ctx.s);
  const lead = sel.leaders[0];
  const list = UNIT_BY_ID[piece] ? sel.units : sel.leaders;
  const i = list.indexOf(piece);
  if (i >= 0) list.splice(i, 1);
  else { list.push(piece); sortIds(list); }
  if (list === sel.leaders) {
    // keep the selecting leader first (taken before the sort, which may have moved him)
    sel.leaders = [lead, ...sel.leaders.filter((l) => l !== lead)];
  }
}

/** BG 3.4 — units a forced march may collect while crossing `via`: eligible, unmoved, in the open. */
export function pickUps(s: BellumState, via: RegionId, side: Side): UnitId[] {
  return unitsIn(s, via, side, 'field').filter((u) => !s.moved.includes(u) && forcedEligible(u) && !aboard(s, u));
}

/**
 * BG 3.3 — leaving a region that holds an enemy army in the open requires one test per region
 * per phase: d6, 1–4 moves, 5–6 nobody leaves. −1 with a rank-3 leader, +1 with no leader of rank 2–3.
 * A force starting inside an unbesieged oppidum or city leaves freely, without the test (BG 3.3.2).
 */
function exitTest(ctx: Ctx, side: Side, region: RegionId): boolean {
  const s = ctx.s;
  const enemy = unitsIn(s, region, other(side), 'field');
  if (!isArmy(enemy)) return true;
  const prior = s.exitTests[region];
  if (prior) return prior === 'ok';
  const leaders = leadersIn(s, region, side, 'all');
  const ranks = leaders.map((l) => LEADER_BY_ID[l].rank);
  const mods: Modifier[] = [];
  if (ranks.includes(3)) mods.push({ value: -1, reason: 'rank-3 leader present', rule: 'BG 3.3' });
  if (!ranks.some((r) => r >= 2)) mods.push({ value: 1, reason: 'no leader of rank 2 or 3', rule: 'BG 3.3' });
  const r = ctx.roll({
    side,
    purpose: `Leaving ${REGION_BY_ID[region].name} past an enemy army`,
    rule: 'BG 3.3',
    modifiers: mods,
    refs: [regionRef(region)],
    interpret: (t) => ({ result: t <= 4 ? 'may move' : 'blocked: no unit may leave this phase' }),
  });
  const ok = r.total <= 4;
  own(s, 'exitTests')[region] = ok ? 'ok' : 'blocked';
  return ok;
}

function relocate(ctx: Ctx, sel: Selection, region: RegionId, place: PlaceId | null): void {
  const s = ctx.s;
  const metBefore = armiesMeet(s, region);
  const moved = own(s, 'moved');
  for (const l of sel.leaders) { const L = ownLeader(s, l); L.region = region; L.place = place; moved.push(l); }
  for (const u of sel.units) { const U = ownUnit(s, u); U.region = region; U.place = place; moved.push(u); }
  if (region !== sel.region) dropRhenus(s, selPieces(sel)); // BG 3.3.3: the marker stays behind (or is used up)
  // BG 4.4.2: the attacker is the player on whose move the two armies came together; a later
  // arrival (a lone leader, a detachment) into a region where they already stand changes nothing.
  if (region !== sel.region && !metBefore && armiesMeet(s, region)) own(s, 'arrivals')[region] = pieceSide(sel.leaders[0]);
  s.selection = null;
  updateControl(s);
}

function describe(sel: Selection): string {
  const names = [...sel.leaders, ...sel.units].map(pieceName);
  return names.join(', ');
}

export function moveTo(ctx: Ctx, to: RegionId): void {
  const s = ctx.s;
  const sel = s.selection!;
  const side = pieceSide(sel.leaders[0]);
  if (to !== sel.region && sel.place === null && !exitTest(ctx, side, sel.region)) {
    s.selection = null;
    return;
  }
  const from = sel.place ? PLACE_BY_ID[sel.place].name : REGION_BY_ID[sel.region].name;
  ctx.text(side, `${sideName(side)} move: ${describe(sel)} from ${from} to ${REGION_BY_ID[to].name}.`, 'BG 3.3.1', [
    regionRef(sel.region), regionRef(to), ...sel.leaders.map(pieceRef),
  ]);
  const fromRegion = sel.region;
  const units = sel.units.slice();
  relocate(ctx, sel, to, null);
  winterMountainAttrition(ctx, side, fromRegion, to, units); // BG 3.3.3
}

export function enterPlace(ctx: Ctx, place: PlaceId): void {
  const s = ctx.s;
  const sel = s.selection!;
  const side = pieceSide(sel.leaders[0]);
  const p = PLACE_BY_ID[place];
  if (p.region !== sel.region && sel.place === null && !exitTest(ctx, side, sel.region)) {
    s.selection = null;
    return;
  }
  if (mayTryOppidum(s, place, side) && !rollOppidumUse(ctx, place)) {
    s.selection = null; // BG 6.3.6: refused at the gates; the force stays where it was
    return;
  }
  ctx.text(side, `${sideName(side)} move: ${describe(sel)} into ${p.name} (${REGION_BY_ID[p.region].name}).`, 'BG 3.3.2', [
    regionRef(p.region), { kind: 'oppidum', id: place },
  ]);
  const fromRegion = sel.region;
  const units = sel.units.slice();
  relocate(ctx, sel, p.region, place);
  winterMountainAttrition(ctx, side, fromRegion, p.region, units); // BG 3.3.3
}

export function garrison(ctx: Ctx, unit: UnitId, place: PlaceId): void {
  if (mayTryOppidum(ctx.s, place, pieceSide(unit)) && !rollOppidumUse(ctx, place)) return; // BG 6.3.6
  ownUnit(ctx.s, unit).place = place;
  own(ctx.s, 'moved').push(unit);
  const side = pieceSide(unit);
  ctx.text(side, `${pieceName(unit)} withdraws into ${PLACE_BY_ID[place].name} without a leader.`, 'BG 3.3.2', [pieceRef(unit), { kind: 'oppidum', id: place }]);
  updateControl(ctx.s);
}

/**
 * BG 3.4 — forced march through `via` to `to`. Units may be collected in `via` (eligible, unmoved,
 * in the open) but none dropped; not in winter; attrition roll for the terrain crossed.
 */
export function forcedMarch(ctx: Ctx, via: RegionId, to: RegionId, pickUp = false): void {
  const s = ctx.s;
  const sel = ownSelection(s);
  const side = pieceSide(sel.leaders[0]);
  if (sel.place === null && !exitTest(ctx, side, sel.region)) {
    s.selection = null;
    return;
  }
  const picked = pickUp ? pickUps(s, via, side) : [];
  sel.units = [...sel.units, ...picked].sort();
  ctx.text(
    side,
    `${sideName(side)} forced march: ${describe(sel)} from ${REGION_BY_ID[sel.region].name} through ${REGION_BY_ID[via].name} to ${REGION_BY_ID[to].name}` +
      (picked.length ? ` (collecting ${picked.map(pieceName).join(', ')})` : '') + '.',
    'BG 3.4',
    [regionRef(sel.region), regionRef(via), regionRef(to)],
  );
  const units = sel.units.slice();
  relocate(ctx, sel, to, null);
  if (units.length > 0) rollAttrition(ctx, side, via, units, `forced-march attrition crossing ${REGION_BY_ID[via].name}`, 'BG 3.4');
}

/** BG 4.2.2 — wounded leaders recover (flip face up) in their side's reinforcement phase of the next turn. */
export function recoverWounded(s: BellumState, side: Side): void {
  for (const id in s.leaders) {
    const L = s.leaders[id];
    if (L.wounded && L.out === null && LEADER_BY_ID[id].side === side && (L.woundedTurn ?? -1) < absTurn(s)) ownLeader(s, id).wounded = false;
  }
}
