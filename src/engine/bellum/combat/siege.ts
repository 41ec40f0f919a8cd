/**
 * BG 4.5 — sieges: empty places (4.5.1), siege choice, siege turns (4.5.3), surrender and fall
 * (4.5.2), sallies (4.5.4, fought on the battle board by battle/flow.ts), raising (4.5.6).
 *
 * BG 4.5.5 relief armies: the besieger splits his force between the siege and the field before
 * the field combats (combat/relief.ts); the sieges are then carried on by the pieces on duty.
 * Hiberna (BG 4.5.7) are place-like locations (hiberna.ts): defence 2, besieged only by the Gauls,
 * removed when the siege takes them.
 */
import { LEADER_BY_ID } from '../data/leaders';
import { PLACE_BY_ID } from '../data/places';
import { REGION_BY_ID, sortByMapOrder } from '../data/regions';
import { TRIBE_BY_ID } from '../data/tribes';
import type { LeaderId, PlaceId, RegionId, UnitId } from '../data/types';
import { siegeCell, siegeRef } from '../data/tables/lookup';
import { regionRef, type Ctx } from '../ctx';
import { updateControl } from '../control';
import { eliminateUnit, orderLosses } from '../losses';
import { anyUnitInside, ARMY_SIZE, leadersIn, occupancy, other, regionsInMapOrder, sideName, unitsIn } from '../queries';
import { keptPlacementOf } from '../placement';
import type { BellumState, Side } from '../state';
import { beginRetreat } from './aftermath';
import { isInfantry } from './forces';
import { captureLeader } from './leaders';
import type { Encounter } from './types';
import { BESIEGEABLE_BY_REGION, besiegeable } from './besiegeable';
import { besiegingForce, endDuty } from './relief';
import { isHiberna, placesNow, pruneHibernaLogged } from '../hiberna';
import { own, ownList, ownSiege } from '../own';

const oppRef = (id: PlaceId) => ({ kind: 'oppidum' as const, id });
const GREAT = ['caesar', 'labienus'];

export { besiegeable } from './besiegeable';

/** BG 5.2 — Corbilo cannot be besieged while a Veneti ship stands in the Veneti region (in its waters, not inside Corbilo). */
export function shieldedByFleet(s: BellumState, place: PlaceId): boolean {
  if (place !== 'corbilo') return false;
  // Stryker disable next-line ConditionalExpression: a ship off the map has no region (eliminateUnit clears it), so it is never in Veneti
  return Object.keys(s.units).some((u) => u.startsWith('veneti-ship') && s.units[u].out === null && s.units[u].region === 'veneti' && s.units[u].place === null);
}

/** Side of the troops inside a place, or null when it is empty. */
export function holderOf(s: BellumState, place: PlaceId): Side | null {
  const region = PLACE_BY_ID[place].region;
  if (anyUnitInside(s, region, 'gallic', place)) return 'gallic';
  if (anyUnitInside(s, region, 'roman', place)) return 'roman';
  return null;
}

/** The side besieging in a region, if any. */
export function besiegerIn(s: BellumState, region: RegionId): Side | null {
  return s.sieges.find((x) => x.region === region)?.besieger ?? null;
}

/** BG 4.5.6 — every siege of `side` in the region is raised. */
export function raiseSieges(ctx: Ctx, region: RegionId, side: Side, why: string): void {
  const gone = ctx.s.sieges.filter((x) => x.region === region && x.besieger === side);
  if (gone.length === 0) return;
  ctx.s.sieges = ctx.s.sieges.filter((x) => !(x.region === region && x.besieger === side));
  endDuty(ctx.s, region, side); // the pieces on siege duty retreat with the rest (BG 4.5.5, 4.5.6)
  for (const g of gone) ctx.text(side, `Siege of ${PLACE_BY_ID[g.place].name} raised (${why}).`, 'BG 4.5.6', [regionRef(region), oppRef(g.place)]);
}

/**
 * BG 4.5.1 (a) — empty enemy places a side may take and destroy: nobody inside, and the side has
 * units in the open of the region. Enemy units elsewhere in the region (in the open or in another
 * place) do not shield an empty place. A place spared by a voluntary surrender this turn (BG 4.5.2)
 * is not offered, nor is one already destroyed.
 */
export function sackablePlaces(s: BellumState, side: Side): PlaceId[] {
  const kept = keptPlacementOf(s);
  if (kept === null) return findSackable(s, side);
  // The answer reads the units record, `destroyed` and `spared` only. A record the engine handed out
  // never changes, and those two lists are replaced whole or grow by a push (their lengths tell). So
  // the last answer stands while all three are those it was read from: the combat phase asks in the
  // apply that offers or takes a place, and again for the next state's legal list.
  const m = lastSackable;
  const d = s.destroyed;
  const sp = s.spared;
  if (m !== null && m.units === s.units && m.side === side && m.destroyed === d && m.destroyedLength === d.length && m.spared === sp && m.sparedLength === sp.length) return m.places.slice();
  // the empty places before the side's units in the open, carried with the placement (placement.ts)
  const out: PlaceId[] = [];
  for (const place of kept.emptyTargets[side]) if (!d.includes(place) && !sp.includes(place)) out.push(place);
  lastSackable = { units: s.units, side, destroyed: d, destroyedLength: d.length, spared: sp, sparedLength: sp.length, places: out.slice() };
  return out;
}

/** sackablePlaces' last answer about a handed-out units record, with what it was read from. */
let lastSackable: {
  units: BellumState['units'];
  side: Side;
  destroyed: readonly PlaceId[];
  destroyedLength: number;
  spared: readonly PlaceId[];
  sparedLength: number;
  places: readonly PlaceId[];
} | null = null;

/** sackablePlaces of a state without a kept placement: a scan of the side's regions in the open. */
function findSackable(s: BellumState, side: Side): PlaceId[] {
  const out: PlaceId[] = [];
  const table = BESIEGEABLE_BY_REGION[side];
  const regions: RegionId[] = []; // the side's regions in the open (a handful) that have such places
  for (const region of occupancy(s).field[side]) if (table.has(region)) regions.push(region);
  for (const region of sortByMapOrder(regions)) {
    for (const place of table.get(region)!) {
      if (s.destroyed.includes(place) || s.spared.includes(place)) continue;
      if (holderOf(s, place) === null) out.push(place);
    }
  }
  return out;
}

export function sack(ctx: Ctx, side: Side, place: PlaceId): void {
  own(ctx.s, 'destroyed').push(place);
  ctx.text(side, `${sideName(side)} troops take the empty ${PLACE_BY_ID[place].name} and destroy it.`, 'BG 4.5.1', [regionRef(PLACE_BY_ID[place].region), oppRef(place)]);
}

/** BG 4.5.1 (b) — sieges a force can sustain in a region: one army (5 units) and one leader per siege. */
export function siegeCapacity(s: BellumState, region: RegionId, side: Side): number {
  const f = besiegingForce(s, region, side); // the pieces on siege duty when facing a relief army (BG 4.5.5)
  return Math.min(Math.floor(f.units.length / ARMY_SIZE), f.leaders.length);
}

/** The besieger's force split between his sieges in the region: round-robin by unit id (this edition's allocation). */
export function siegeAllocation(s: BellumState, place: PlaceId, besieger: Side): { units: UnitId[]; leaders: LeaderId[] } {
  const region = PLACE_BY_ID[place].region;
  const mine = s.sieges.filter((x) => x.region === region && x.besieger === besieger).map((x) => x.place);
  const k = Math.max(1, mine.length);
  const i = Math.max(0, mine.indexOf(place));
  const f = besiegingForce(s, region, besieger);
  const units = f.units.filter((_, j) => j % k === i);
  // Stryker disable next-line MethodExpression: besiegingForce hands out a fresh array, so sorting it in place changes nothing else
  const leaders = f.leaders.slice().sort((a, b) => (GREAT.includes(a) ? -1 : GREAT.includes(b) ? 1 : a < b ? -1 : 1)).filter((_, j) => j % k === i);
  return { units, leaders };
}

/** One term of a siege strength, with the words and rule a preview shows. */
export interface StrengthTerm {
  label: string;
  value: number;
  rule: string;
}

const sumTerms = (terms: readonly StrengthTerm[]): number => terms.reduce((t, x) => t + x.value, 0);

/** BG 4.5.3 — besieger: infantry units + 1 per leader backed by a unit + 1 for Caesar or Labienus. */
export function besiegerTerms(units: readonly UnitId[], leaders: readonly LeaderId[]): StrengthTerm[] {
  const inf = units.filter(isInfantry).length;
  const led = Math.min(leaders.length, units.length);
  const terms: StrengthTerm[] = [
    { label: `infantry units (${inf})`, value: inf, rule: 'BG 4.5.3' },
    { label: `leaders with a unit (${led})`, value: led, rule: 'BG 4.5.3' },
  ];
  const great = leaders.find((l) => GREAT.includes(l));
  if (great) terms.push({ label: `${LEADER_BY_ID[great].name} present`, value: 1, rule: 'BG 4.5.3' });
  return terms;
}

export function besiegerStrength(units: readonly UnitId[], leaders: readonly LeaderId[]): number {
  return sumTerms(besiegerTerms(units, leaders));
}

/**
 * BG 4.5.3 — besieged: place value + infantry inside + 1 for a chief of a tribe of the region
 * + 1 for a Roman leader other than Caesar or Labienus + 2 if Caesar or Labienus is inside.
 * This edition reads the two Roman bonuses as adding up: Caesar with a legate inside gives +3.
 */
export function besiegedTerms(defence: number, region: RegionId, units: readonly UnitId[], leaders: readonly LeaderId[]): StrengthTerm[] {
  const inf = units.filter(isInfantry).length;
  const terms: StrengthTerm[] = [
    { label: 'value of the place', value: defence, rule: 'BG 4.5.3' },
    { label: `infantry units inside (${inf})`, value: inf, rule: 'BG 4.5.3' },
  ];
  // A Gallic chief of either side counts: the rule names the chieftain of a tribe of the region.
  const chief = leaders.find((l) => { const t = LEADER_BY_ID[l].tribe; return t !== undefined && TRIBE_BY_ID[t].region === region; });
  if (chief) terms.push({ label: `${LEADER_BY_ID[chief].name}, chief of a tribe of the region`, value: 1, rule: 'BG 4.5.3' });
  const roman = leaders.filter((l) => LEADER_BY_ID[l].side === 'roman' && !LEADER_BY_ID[l].gallicChief);
  const lesser = roman.find((l) => !GREAT.includes(l));
  if (lesser) terms.push({ label: `${LEADER_BY_ID[lesser].name} inside`, value: 1, rule: 'BG 4.5.3' });
  const great = roman.find((l) => GREAT.includes(l));
  if (great) terms.push({ label: `${LEADER_BY_ID[great].name} inside`, value: 2, rule: 'BG 4.5.3' });
  return terms;
}

export function besiegedStrength(defence: number, region: RegionId, units: readonly UnitId[], leaders: readonly LeaderId[]): number {
  return sumTerms(besiegedTerms(defence, region, units, leaders));
}

/** BG 1.IV.D — list the sieges to resolve: places held by one side while the other stands in the open. */
export function listSieges(ctx: Ctx): Encounter[] {
  const s = ctx.s;
  // Sieges whose besiegers or besieged are gone end by themselves.
  // Stryker disable next-line MethodExpression: the loop below replaces s.sieges instead of changing it, so the copy is only a safeguard
  for (const x of s.sieges.slice()) {
    if (holderOf(s, x.place) === null || besiegingForce(s, x.region, x.besieger).units.length === 0) {
      s.sieges = s.sieges.filter((y) => y !== x);
      ctx.text(x.besieger, `The siege of ${PLACE_BY_ID[x.place].name} is over: ${holderOf(s, x.place) === null ? 'nobody is left inside' : 'the besiegers are gone'}.`, 'BG 4.5.2', [oppRef(x.place)]);
    }
  }
  pruneHibernaLogged(ctx); // BG 4.5.7: an emptied hiberna is gone
  const out: Encounter[] = [];
  const occ = occupancy(s);
  // a siege needs both sides in the region, which the checks below require anyway: the empty regions are skipped
  for (const id of regionsInMapOrder(occ.any.roman, occ.any.gallic)) {
    const r = REGION_BY_ID[id];
    for (const p of placesNow(s, r.id)) {
      const holder = holderOf(s, p.id);
      if (!holder || s.destroyed.includes(p.id)) continue;
      const y = other(holder);
      if (!besiegeable(p.id, y) || shieldedByFleet(s, p.id) || besiegingForce(s, r.id, y).units.length === 0) continue;
      out.push({ kind: 'siege', region: r.id, place: p.id, stage: 'start' });
    }
  }
  return out;
}

/** Advance a siege encounter by one stage. */
export function siegeStep(ctx: Ctx, e: Encounter): void {
  const s = ctx.s;
  const c = s.combat!;
  const place = e.place!;
  const holder = holderOf(s, place);
  const running = s.sieges.find((x) => x.place === place);
  switch (e.stage) {
    case 'start': {
      e.stage = 'done';
      if (!holder) return;
      const y = other(holder);
      const mine = s.sieges.filter((x) => x.region === e.region && x.besieger === y).length;
      const needed = running ? mine : mine + 1;
      if (siegeCapacity(s, e.region, y) < needed) {
        if (running) {
          s.sieges = s.sieges.filter((x) => x !== running);
          ctx.text(y, `The siege of ${PLACE_BY_ID[place].name} lapses: the besiegers no longer have an army and a leader for it.`, 'BG 4.5.1', [oppRef(place)]);
        }
        return;
      }
      ctx.text(null, `${running ? 'Siege' : 'Possible siege'} of ${PLACE_BY_ID[place].name}.`, 'BG 1.IV.D', [regionRef(e.region), oppRef(place)], { heading: true });
      c.pending = { kind: 'siegeStart', side: y, place };
      return;
    }
    case 'turn':
      siegeTurn(ctx, e);
      e.stage = 'afterTurn';
      return;
    case 'afterTurn':
      afterSiegeTurn(ctx, e);
      return;
    case 'retreat':
      e.stage = 'done';
      beginRetreat(ctx, e, e.loser!);
      return;
    default:
      e.stage = 'done';
  }
}

/** BG 4.5.3 — one siege turn: strengths, differential, Siege Table, losses for both sides. */
export function siegeTurn(ctx: Ctx, e: Encounter): void {
  const s = ctx.s;
  const place = e.place!;
  const siege = s.sieges.find((x) => x.place === place)!;
  const y = siege.besieger;
  const x = other(y);
  const alloc = siegeAllocation(s, place, y);
  const inside = unitsIn(s, e.region, x, place);
  const bs = besiegerStrength(alloc.units, alloc.leaders);
  const ds = besiegedStrength(PLACE_BY_ID[place].defence, e.region, inside, leadersIn(s, e.region, x, place));
  const diff = bs - ds;
  const r = ctx.roll({
    side: y,
    purpose: `Siege turn at ${PLACE_BY_ID[place].name}: besiegers ${bs} − besieged ${ds} = ${diff >= 0 ? '+' : ''}${diff}`,
    rule: 'BG 4.5.3',
    refs: [regionRef(e.region), oppRef(place)],
    interpret: (_t, dice) => {
      const cell = siegeCell(diff, dice[0]);
      return { result: `besiegers reduce ${cell.besieger}, besieged reduce ${cell.besieged}`, cell: siegeRef(diff, dice[0]) };
    },
  });
  const cell = siegeCell(diff, r.dice[0]);
  orderLosses(ctx, { side: y, region: e.region, candidates: alloc.units, count: cell.besieger, mode: 'reduce', rule: 'BG 4.5.3', purpose: `siege of ${PLACE_BY_ID[place].name}` });
  orderLosses(ctx, { side: x, region: e.region, candidates: inside, count: cell.besieged, mode: 'reduce', rule: 'BG 4.5.3', purpose: `besieged in ${PLACE_BY_ID[place].name}` });
}

/** BG 4.5.2 — after a siege turn (or a sally the besiegers did not lose): fall, forced surrender, or go on. */
export function afterSiegeTurn(ctx: Ctx, e: Encounter): void {
  const s = ctx.s;
  const place = e.place!;
  const at = s.sieges.findIndex((x) => x.place === place);
  e.stage = 'done';
  if (at < 0) return;
  const siege = ownSiege(s, at);
  siege.turns += 1;
  const x = other(siege.besieger);
  const name = PLACE_BY_ID[place].name;
  if (unitsIn(s, e.region, x, place).length === 0) {
    ctx.text(siege.besieger, `${name} falls: its last unit is gone.`, 'BG 4.5.2', [oppRef(place)]);
    for (const l of leadersIn(s, e.region, x, place)) captureLeader(ctx, l);
  } else if (siege.turns >= 4) {
    ctx.text(x, `${name} must surrender after 4 consecutive siege turns.`, 'BG 4.5.2', [oppRef(place)]);
    for (const u of unitsIn(s, e.region, x, place)) eliminateUnit(ctx, u);
    for (const l of leadersIn(s, e.region, x, place)) captureLeader(ctx, l);
  } else {
    ctx.text(null, `Siege of ${name}: turn ${siege.turns} of at most 4.`, 'BG 4.5.2', [oppRef(place)]);
    return;
  }
  updateControl(s);
  if (isHiberna(place)) {
    // BG 4.5.2 / 4.5.7: the taken hiberna's marker comes off with its siege (no Roman unit is
    // left inside, so pruneHiberna removes both); there is nothing to raze or spare.
    pruneHibernaLogged(ctx);
    return;
  }
  s.combat!.pending = { kind: 'raze', side: siege.besieger, place };
}

/** BG 4.5.2 — voluntary surrender: units and leaders leave the game, no Destroyed marker. */
export function surrender(ctx: Ctx, e: Encounter): void {
  const s = ctx.s;
  const place = e.place!;
  const x = holderOf(s, place)!;
  ctx.text(x, `The garrison of ${PLACE_BY_ID[place].name} surrenders.`, 'BG 4.5.2', [oppRef(place)]);
  for (const u of unitsIn(s, e.region, x, place)) eliminateUnit(ctx, u);
  for (const l of leadersIn(s, e.region, x, place)) captureLeader(ctx, l);
  s.sieges = s.sieges.filter((y) => y.place !== place);
  if (isHiberna(place)) pruneHibernaLogged(ctx); // BG 4.5.2: a surrendered hiberna's marker is removed
  else {
    // Stryker disable next-line ConditionalExpression: a spared place is unspared as soon as its own side is inside (control.ts), so a garrison never surrenders one that is still listed
    if (!s.spared.includes(place)) own(s, 'spared').push(place);
    ctx.text(other(x), `${PLACE_BY_ID[place].name} is spared: it may not be destroyed this turn.`, 'BG 4.5.2', [oppRef(place)]);
  }
  updateControl(s);
  e.stage = 'done';
}

/** BG 4.5.2 — the besieger may place the Oppidum/City Destroyed marker after a fall or forced surrender. */
export function finishSiege(ctx: Ctx, e: Encounter, raze: boolean): void {
  const s = ctx.s;
  const place = e.place!;
  const siege = s.sieges.find((x) => x.place === place);
  // Stryker disable next-line StringLiteral: the raze decision is only pending while its siege stands, so the last fallback is never reached
  const side = siege?.besieger ?? s.combat!.pending?.side ?? 'roman';
  s.sieges = s.sieges.filter((x) => x.place !== place);
  if (raze && !s.destroyed.includes(place)) {
    own(s, 'destroyed').push(place);
    ctx.text(side, `${PLACE_BY_ID[place].name} is destroyed (marker placed).`, 'BG 4.5.2', [oppRef(place)]);
  } else if (!raze) ctx.text(side, `${PLACE_BY_ID[place].name} is spared.`, 'BG 4.5.2', [oppRef(place)]);
  e.stage = 'done';
}

/** BG 4.5.4 — after a sally: a beaten besieger lifts the siege and retreats; otherwise the sally counts as a siege turn. */
export function afterSally(ctx: Ctx, e: Encounter, winner: Side): void {
  const siege = ctx.s.sieges.find((x) => x.place === e.place);
  if (siege && winner !== siege.besieger) {
    raiseSieges(ctx, e.region, siege.besieger, 'the besiegers lost to a sally');
    e.loser = siege.besieger;
    e.stage = 'retreat';
    return;
  }
  e.stage = 'afterTurn';
}

/** BG 4.5.1 / 4.5.6 — the besieger's choice: begin/continue, or decline/raise. */
export function siegeChoice(ctx: Ctx, e: Encounter, go: boolean): void {
  const s = ctx.s;
  const place = e.place!;
  const running = s.sieges.find((x) => x.place === place);
  const y = other(holderOf(s, place)!);
  if (go) {
    if (!running) {
      ownList(s, 'sieges').push({ place, region: e.region, besieger: y, turns: 0 });
      ctx.text(y, `${sideName(y)} forces lay siege to ${PLACE_BY_ID[place].name}.`, 'BG 4.5.1', [regionRef(e.region), oppRef(place)]);
    }
    e.stage = 'defence';
    const inside = unitsIn(s, e.region, other(y), place);
    void inside;
    s.combat!.pending = { kind: 'siegeDefence', side: other(y), place };
    return;
  }
  if (running) {
    raiseSieges(ctx, e.region, y, 'abandoned by the besieger');
    e.loser = y;
    e.stage = 'retreat';
    return;
  }
  ctx.text(y, `${sideName(y)} forces do not besiege ${PLACE_BY_ID[place].name}.`, 'BG 4.5.1', [oppRef(place)]);
  e.stage = 'done';
}
