/** BG 2.3 — the Supply Phase (sequence of play phase I). */
import { REGION_BY_ID, REGIONS, sortByMapOrder } from './data/regions';
import { MARKER_LIMITS } from './data/markers';
import { attritionLoss } from './data/tables/lookup';
import { UNIT_BY_ID } from './data/units';
import type { RegionId } from './data/types';
import type { Modifier } from '../core/log';
import { regionRef, type Ctx } from './ctx';
import { orderLosses } from './losses';
import { isHiberna } from './hiberna';
import { GARRISON_MAX, isArmy, occupancy, regionsInMapOrder, sideName, unitsIn, WINTER } from './queries';
import type { BellumAction, BellumState, Side } from './state';
import { counted } from './words';
import { own } from './own';

const AUGUST = 7;

/**
 * Units of a side that count for region status and attrition: garrisons (≤3 in a place) do not
 * (BG 2.3.1), nor do units in a hiberna, however many (BG 4.5.7).
 */
export function supplyUnits(s: BellumState, region: RegionId, side: Side): string[] {
  const field = unitsIn(s, region, side, 'field');
  const inPlaces = unitsIn(s, region, side, 'all').filter((u) => s.units[u].place !== null && !isHiberna(s.units[u].place));
  const byPlace = new Map<string, string[]>();
  for (const u of inPlaces) {
    const p = s.units[u].place!;
    byPlace.set(p, [...(byPlace.get(p) ?? []), u]);
  }
  const big: string[] = [];
  for (const [place, us] of byPlace) {
    // Besieged forces are handled separately (BG 2.3.4); large non-besieged groups in a place count.
    if (s.sieges.some((x) => x.place === place)) continue;
    if (us.length > GARRISON_MAX) big.push(...us);
  }
  return [...field, ...big];
}

export const isDevastated = (s: BellumState, region: RegionId): boolean => s.scorched.includes(region);

/** BG 1.I.A — Scorched Earth markers come off at the start of the August supply phase (BG 2.3.5). */
export function removeScorchedInAugust(ctx: Ctx): void {
  if (ctx.s.turn !== AUGUST || ctx.s.scorched.length === 0) return;
  ctx.text(null, `August: ${ctx.s.scorched.length === 1 ? 'the Scorched Earth marker is' : `all ${ctx.s.scorched.length} Scorched Earth markers are`} removed.`, 'BG 2.3.5', ctx.s.scorched.map(regionRef));
  ctx.s.scorched = [];
}

/** BG 1.I.B — regions where the Roman may build a depot now (BG 2.3.2). */
export function depotSites(s: BellumState): RegionId[] {
  if (s.depots.length >= MARKER_LIMITS.depots) return [];
  const out: RegionId[] = [];
  for (const r of regionsInMapOrder(occupancy(s).field.roman)) {
    if (s.depots.includes(r) || isDevastated(s, r)) continue;
    const units = unitsIn(s, r, 'roman', 'field');
    if (!isArmy(units)) continue;
    if (s.turn === WINTER && units.filter((u) => UNIT_BY_ID[u].category === 'legion').length < 3) continue;
    out.push(r);
  }
  return out;
}

/** BG 1.I.C — region status rolls (BG 2.3.1). */
export function regionStatusChecks(ctx: Ctx): void {
  const s = ctx.s;
  const occ = occupancy(s);
  // a region without units has no side with more than 5 to roll
  for (const id of regionsInMapOrder(occ.any.roman, occ.any.gallic)) {
    const r = REGION_BY_ID[id];
    if (r.sector === 'romana') continue; // always Fertile
    if (isDevastated(s, r.id)) continue; // this edition: the marker stands until August (rules index I8)
    const results: boolean[] = [];
    for (const side of ['roman', 'gallic'] as const) {
      const n = supplyUnits(s, r.id, side).length;
      if (n <= 5) continue;
      const mods: Modifier[] = [];
      if (s.turn === WINTER) mods.push({ value: 1, reason: 'winter turn', rule: 'BG 2.3.1' });
      if (n > 8) mods.push({ value: 1, reason: 'more than 8 units', rule: 'BG 2.3.1' });
      if (side === 'roman' && s.depots.includes(r.id)) mods.push({ value: -2, reason: 'Roman depot', rule: 'BG 2.3.1' });
      const roll = ctx.roll({
        side,
        purpose: `Region status of ${r.name} (${sideName(side)}, ${counted(n, 'unit')})`,
        rule: 'BG 2.3.1',
        modifiers: mods,
        refs: [regionRef(r.id)],
        interpret: (t) => ({ result: t >= 5 ? 'Devastated' : 'Fertile' }),
      });
      results.push(roll.total >= 5);
    }
    if (results.some(Boolean)) {
      own(s, 'scorched').push(r.id);
      own(s, 'scorched').sort();
      ctx.text(null, `${r.name} is Devastated: a Scorched Earth marker is placed.`, 'BG 2.3.1', [regionRef(r.id)]);
    }
  }
}

/** BG 1.I.D — attrition in Devastated regions and for besieged forces (BG 2.3.4). */
export function attritionChecks(ctx: Ctx): void {
  const s = ctx.s;
  const devastated: RegionId[] = []; // the regions under a Scorched Earth marker, in map order
  for (const r of s.scorched) if (!devastated.includes(r)) devastated.push(r);
  for (const id of sortByMapOrder(devastated)) {
    const r = REGION_BY_ID[id];
    for (const side of ['roman', 'gallic'] as const) {
      const units = supplyUnits(s, r.id, side);
      if (units.length === 0) continue;
      rollAttrition(ctx, side, r.id, units, `attrition in Devastated ${r.name}`, 'BG 2.3.4');
    }
  }
  for (const siege of s.sieges) {
    const side: Side = siege.besieger === 'roman' ? 'gallic' : 'roman';
    if (isHiberna(siege.place)) continue; // BG 4.5.7: units in a hiberna roll no attrition (this edition: not even besieged)
    const units = unitsIn(s, siege.region, side, siege.place);
    if (units.length === 0) continue;
    rollAttrition(ctx, side, siege.region, units, `attrition of the besieged garrison`, 'BG 2.3.4');
  }
}

/** One Attrition Table roll for a group of units; losses are chosen by their owner. */
export function rollAttrition(ctx: Ctx, side: Side, region: RegionId, units: string[], purpose: string, rule: string): void {
  const terrain = REGION_BY_ID[region].terrain;
  let loss = 0;
  const r = ctx.roll({
    side,
    purpose: `${sideName(side)} ${purpose} (${counted(units.length, 'unit')}, ${terrain})`,
    rule,
    refs: [regionRef(region)],
    interpret: (t) => {
      const x = attritionLoss(terrain, units.length, t);
      loss = x.loss;
      return { result: loss === 0 ? 'no loss' : `${loss} unit${loss > 1 ? 's' : ''} reduced`, cell: x.cell };
    },
  });
  void r;
  orderLosses(ctx, { side, region, candidates: units, count: loss, mode: 'reduce', rule, purpose });
}

/** BG 1.I.E — regions where the Gaul may lay Scorched Earth (BG 2.3.5). */
export function scorchSites(s: BellumState): RegionId[] {
  if (s.scorched.length >= MARKER_LIMITS.scorchedEarth) return [];
  // Gallia Romana is always Fertile (BG 2.3.1), so a Scorched Earth marker has no place there.
  return REGIONS.filter((r) => s.control[r.id] === 'gallic' && r.sector !== 'romana' && !s.scorched.includes(r.id)).map((r) => r.id);
}

export function supplyLegal(s: BellumState): BellumAction[] {
  const done: BellumAction = { t: 'done' };
  switch (s.step) {
    case 'supply.depots':
      return [...depotSites(s).map((region): BellumAction => ({ t: 'depot', region })), done];
    case 'supply.dismantle':
      return [...s.depots.map((region): BellumAction => ({ t: 'dismantle', region })), done];
    case 'supply.scorch':
      return [...scorchSites(s).map((region): BellumAction => ({ t: 'scorch', region })), done];
    default:
      return [];
  }
}

export function placeDepot(ctx: Ctx, region: RegionId): void {
  own(ctx.s, 'depots').push(region);
  own(ctx.s, 'depots').sort();
  ctx.text('roman', `Roman depot built in ${REGION_BY_ID[region].name}.`, 'BG 2.3.2', [regionRef(region)]);
}

export function dismantleDepot(ctx: Ctx, region: RegionId): void {
  ctx.s.depots = ctx.s.depots.filter((r) => r !== region);
  ctx.text('roman', `Roman depot in ${REGION_BY_ID[region].name} dismantled.`, 'BG 2.3.2', [regionRef(region)]);
}

export function layScorchedEarth(ctx: Ctx, region: RegionId, auto = false): void {
  own(ctx.s, 'scorched').push(region);
  own(ctx.s, 'scorched').sort();
  let text = `Scorched Earth laid in ${REGION_BY_ID[region].name}.`;
  if (ctx.s.depots.includes(region)) {
    ctx.s.depots = ctx.s.depots.filter((r) => r !== region);
    text += ' The Roman depot there is destroyed.';
  }
  ctx.text('gallic', text, 'BG 2.3.5', [regionRef(region)], { auto });
}
