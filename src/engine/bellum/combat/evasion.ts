/** Avoiding combat: BG 4.3.1 (skirmish) and BG 4.4.1 (pitched battle, with the refuge option). */
import { mayUsePlaces } from '../scenarioRules';
import type { Modifier } from '../../core/log';
import { PLACE_BY_ID, placesIn, REFUGE_MIN_DEFENCE } from '../data/places';
import { oppidumOpenToGauls } from '../lastUprising';
import { REGION_BY_ID } from '../data/regions';
import { UNIT_BY_ID } from '../data/units';
import type { PlaceId, RegionId, UnitId } from '../data/types';
import { regionRef, type Ctx } from '../ctx';
import { leaderRating, other, siegeAt, sideName, totalSp, unitsIn } from '../queries';
import type { BellumState, Side } from '../state';
import { cavalrySp, fieldForce, isCavalry } from './forces';
import { controlledNeighbours, moveForce } from './retreat';
import { counted } from '../words';
import { ownLeader, ownUnit } from '../own';

/**
 * BG 4.3.1 — the only side that may try to slip away from a skirmish: fewer units, else fewer SPs,
 * else the Roman; and only with more cavalry units than the enemy and a controlled neighbour.
 */
export function skirmishEvader(s: BellumState, region: RegionId): Side | null {
  const r = unitsIn(s, region, 'roman', 'field');
  const g = unitsIn(s, region, 'gallic', 'field');
  let side: Side;
  // Stryker disable next-line EqualityOperator: the counts differ here, so < and <= agree
  if (r.length !== g.length) side = r.length < g.length ? 'roman' : 'gallic';
  else {
    const rs = totalSp(s, r);
    const gs = totalSp(s, g);
    // Stryker disable next-line EqualityOperator: the SPs differ where < is read, so < and <= agree
    side = rs !== gs ? (rs < gs ? 'roman' : 'gallic') : 'roman';
  }
  const mine = side === 'roman' ? r : g;
  const theirs = side === 'roman' ? g : r;
  if (mine.filter(isCavalry).length <= theirs.filter(isCavalry).length) return null;
  if (controlledNeighbours(s, region, side).length === 0) return null;
  return side;
}

/** BG 4.3.1 — d6, 1–3 succeeds, no modifiers; success moves the whole force. */
export function rollSkirmishEvasion(ctx: Ctx, region: RegionId, side: Side, to: RegionId): boolean {
  const r = ctx.roll({
    side,
    purpose: `${sideName(side)} attempt to avoid the skirmish in ${REGION_BY_ID[region].name}`,
    rule: 'BG 4.3.1',
    refs: [regionRef(region), regionRef(to)],
    interpret: (t) => ({ result: t <= 3 ? `evades to ${REGION_BY_ID[to].name}` : 'fails: the skirmish is fought' }),
  });
  if (r.total > 3) return false;
  const f = fieldForce(ctx.s, region, side);
  moveForce(ctx, side, f.units, f.leaders, to);
  return true;
}

const COVER = ['forest', 'marsh', 'mountain'];

/** BG 4.4.1 — modifiers to a pitched-battle evasion roll. */
export function battleEvasionModifiers(s: BellumState, region: RegionId, side: Side): Modifier[] {
  const mods: Modifier[] = [];
  const f = fieldForce(s, region, side);
  const e = fieldForce(s, region, other(side));
  if (side === 'gallic' && COVER.includes(REGION_BY_ID[region].terrain)) {
    mods.push({ value: -1, reason: `Gauls in ${REGION_BY_ID[region].terrain}`, rule: 'BG 4.4.1' });
  }
  const mine = cavalrySp(s, f.units);
  if (mine > 0 && mine >= 2 * cavalrySp(s, e.units)) mods.push({ value: -1, reason: 'cavalry SPs double the enemy\'s or more', rule: 'BG 4.4.1' });
  if (f.leaders.some((l) => leaderRating(s, l) >= 4)) mods.push({ value: -1, reason: 'a leader rated 4 or more', rule: 'BG 4.4.1' });
  return mods;
}

/** BG 4.4.1 — success on a modified 1–2 for the Gauls, 1–3 for the Romans. */
export const battleEvasionTarget = (side: Side): number => (side === 'gallic' ? 2 : 3);

export function rollBattleEvasion(ctx: Ctx, region: RegionId, side: Side, to: RegionId): boolean {
  const target = battleEvasionTarget(side);
  const r = ctx.roll({
    side,
    purpose: `${sideName(side)} attempt to avoid the pitched battle in ${REGION_BY_ID[region].name} (towards ${REGION_BY_ID[to].name})`,
    rule: 'BG 4.4.1',
    modifiers: battleEvasionModifiers(ctx.s, region, side),
    refs: [regionRef(region), regionRef(to)],
    interpret: (t) => ({ result: t <= target ? 'succeeds' : 'fails' }),
  });
  return r.total <= target;
}

/** Units that may take refuge after a failed battle evasion (BG 4.4.1): the whole Gallic army; for the Roman only his pro-Roman Gallic units. */
export function refugeUnits(s: BellumState, region: RegionId, side: Side): UnitId[] {
  const units = unitsIn(s, region, side, 'field');
  return side === 'gallic' ? units : units.filter((u) => UNIT_BY_ID[u].category === 'allied-cavalry');
}

/**
 * BG 4.4.1 — places open as a refuge: for the Gauls an unbesieged, undestroyed oppidum of
 * fortification 3 or more; for the Roman's Gallic units a city (oppida of pro-Roman tribes are
 * not modelled: the tribes' allegiance is not tracked).
 */
export function refugePlaces(s: BellumState, region: RegionId, side: Side): PlaceId[] {
  if (refugeUnits(s, region, side).length === 0) return [];
  // BG 6.2.7: an army holding Helvetii or Germans may not shut itself into an oppidum.
  if (!mayUsePlaces(s, [...refugeUnits(s, region, side), ...(side === 'gallic' ? fieldForce(s, region, side).leaders : [])])) return [];
  return placesIn(region)
    .filter((p) => !s.destroyed.includes(p.id) && !siegeAt(s, p.id) && (side !== 'gallic' || oppidumOpenToGauls(s, p.id)))
    .filter((p) => (side === 'gallic' ? p.kind === 'oppidum' && p.defence >= REFUGE_MIN_DEFENCE : p.kind === 'city'))
    .map((p) => p.id);
}

/** BG 4.4.1 — shut the eligible units (and, for the Gauls, the leaders) into the place. */
export function takeRefuge(ctx: Ctx, region: RegionId, side: Side, place: PlaceId): void {
  const s = ctx.s;
  const units = refugeUnits(s, region, side);
  for (const u of units) ownUnit(s, u).place = place;
  if (side === 'gallic') for (const l of fieldForce(s, region, side).leaders) ownLeader(s, l).place = place;
  ctx.text(side, `${sideName(side)} ${side === 'gallic' ? 'army' : 'Gallic allies'} take refuge in ${PLACE_BY_ID[place].name} instead of fighting (${counted(units.length, 'unit')}).`, 'BG 4.4.1', [
    regionRef(region), { kind: 'oppidum', id: place },
  ]);
}
