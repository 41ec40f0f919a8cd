/**
 * BG 5.6 / 5.6.1 — naval combat. At the start of the combat phase (BG 1.IV.A), before any skirmish,
 * every coastal region holding ships of both sides sees a naval combat, fought round after round
 * until one fleet is gone or the Roman fleet slips away. Land units take no part. Ships inside
 * Corbilo's harbour are sheltered and do not fight (this edition's reading of BG 5.2).
 *
 * Each round: the Gallic player rolls the wind (1–4 light; −1 in turns 1, 2, 9, 10). The Roman
 * player then fights the round, or in light wind may escape. A fought round: each side rolls 1d6 +
 * its ship counters + 1 per counter carrying a ranged unit (+1 Roman in light wind); the lower
 * total loses a counter; on a tie nobody does (this edition's reading — the seed is silent).
 */
import { REGIONS, REGION_BY_ID } from '../data/regions';
import { UNIT_BY_ID } from '../data/units';
import type { RegionId, UnitId } from '../data/types';
import type { Modifier } from '../../core/log';
import { pieceRef, regionRef, type Ctx } from '../ctx';
import { sideName } from '../queries';
import type { BellumAction, BellumState, Side } from '../state';
import { cancelBuildsWhereFighting } from './build';
import { liveShips, locName, naval, shipsIn, stormy } from './geo';
import { cargoOf, cheapestShip, eliminateShip, placeShip } from './transport';
import type { NavalAction, NavalRound } from './types';

/** Coastal regions where both fleets stand outside any harbour (BG 5.6). */
function navalBattleRegions(s: BellumState): RegionId[] {
  if (liveShips(s).length === 0) return []; // most scenarios have no ships
  return REGIONS.filter((r) => r.coast && shipsIn(s, r.id, 'roman', false).length > 0 && shipsIn(s, r.id, 'gallic', false).length > 0).map((r) => r.id);
}

/** BG 5.6.1 — the modifiers of one side's combat roll. */
export function navalModifiers(s: BellumState, region: RegionId, side: Side, light: boolean): Modifier[] {
  const ships = shipsIn(s, region, side, false);
  const mods: Modifier[] = [{ value: ships.length, reason: `${ships.length} ship counter${ships.length === 1 ? '' : 's'}`, rule: 'BG 5.6.1' }];
  const archers = ships.filter((id) => cargoOf(s, id).some((p) => UNIT_BY_ID[p]?.ranged)).length;
  if (archers > 0) mods.push({ value: archers, reason: `${archers} counter${archers === 1 ? '' : 's'} carrying ranged troops`, rule: 'BG 5.6.1' });
  if (light && side === 'roman') mods.push({ value: 1, reason: 'light wind (Roman oars)', rule: 'BG 5.6.1' });
  return mods;
}

/** BG 5.6.1 — where the Roman fleet may escape in light wind: neighbouring Roman-controlled coastal regions of the same sea, else the open sea. */
export function escapeOptions(s: BellumState, region: RegionId): string[] {
  const reg = REGION_BY_ID[region];
  const land = reg.neighbours.filter((n) => REGION_BY_ID[n].coast === reg.coast && s.control[n] === 'roman').sort();
  // Stryker disable next-line ArrayDeclaration: naval combat is fought only in coastal regions, so the last branch is never taken
  return land.length ? land : reg.coast ? [reg.coast] : [];
}

export function currentRound(s: BellumState): NavalRound | null {
  const f = s.naval?.fight;
  if (!f) return null;
  const r = f.rounds[f.rounds.length - 1];
  // A round belongs to the region being fought and is open until it has a loser (or a tie); an
  // escape closes it by moving the fight on to the next region.
  return r && r.region === f.regions[f.index] && r.loser === undefined ? r : null;
}

/**
 * BG 1.IV.A — open the naval step. `fought` lists the regions of this phase's land combats (a
 * legion building a trireme there loses its turn, BG 5.1). Returns true while a naval decision waits.
 */
export function beginNavalCombat(ctx: Ctx, fought: readonly RegionId[]): boolean {
  const s = ctx.s;
  cancelBuildsWhereFighting(ctx, fought);
  const regions = navalBattleRegions(s);
  if (regions.length === 0) return false;
  naval(s).fight = { regions, index: 0, rounds: [] };
  ctx.text(null, `Naval combat in ${regions.map((r) => REGION_BY_ID[r].name).join(', ')}.`, 'BG 1.IV.A', regions.map(regionRef));
  return navalAdvance(ctx);
}

/** Roll the wind for the next round, or close finished fights. Returns true while a decision waits. */
function navalAdvance(ctx: Ctx): boolean {
  const s = ctx.s;
  const f = s.naval!.fight!; // called only once a fight is open (beginNavalCombat) or while one runs
  for (;;) {
    const region = f.regions[f.index];
    if (region === undefined) { s.naval!.fight = null; return false; }
    const r = shipsIn(s, region, 'roman', false);
    const g = shipsIn(s, region, 'gallic', false);
    if (r.length === 0 || g.length === 0) {
      if (r.length + g.length > 0) ctx.text(null, `The naval combat in ${REGION_BY_ID[region].name} is over: ${r.length ? 'the Roman' : 'the Gallic'} fleet holds the waters.`, 'BG 5.6', [regionRef(region)]);
      f.index += 1;
      continue;
    }
    const round = f.rounds.filter((x) => x.region === region).length + 1;
    const storm = stormy(s.turn);
    const w = ctx.roll({
      side: 'gallic',
      purpose: `Wind for naval combat round ${round} in ${REGION_BY_ID[region].name}`,
      rule: 'BG 5.6.1',
      modifiers: storm ? [{ value: -1, reason: 'turn 1, 2, 9 or 10', rule: 'BG 5.6.1' }] : [],
      refs: [regionRef(region)],
      interpret: (t) => ({ result: t <= 4 ? 'light wind (1–4): the Roman may escape and gets +1' : 'strong wind' }),
    });
    f.rounds.push({ region, round, windDie: w.dice[0], windTotal: w.total, light: w.total <= 4 });
    return true;
  }
}

export function navalCombatLegal(s: BellumState): BellumAction[] {
  const round = currentRound(s);
  if (!round) return [{ t: 'navalFight' }];
  const acts: NavalAction[] = [{ t: 'navalFight' }];
  if (round.light) for (const to of escapeOptions(s, round.region)) acts.push({ t: 'navalEscape', to });
  return acts;
}

function fightRound(ctx: Ctx, round: NavalRound): void {
  const s = ctx.s;
  const region = round.region;
  const rollFor = (side: Side) => {
    const modifiers = navalModifiers(s, region, side, round.light);
    const r = ctx.roll({
      side,
      purpose: `${sideName(side)} naval combat roll, round ${round.round} in ${REGION_BY_ID[region].name}`,
      rule: 'BG 5.6.1',
      modifiers,
      refs: [regionRef(region)],
      interpret: () => ({ result: 'compared with the other fleet\'s total' }),
    });
    return { die: r.dice[0], total: r.total, modifiers };
  };
  round.roman = rollFor('roman');
  round.gallic = rollFor('gallic');
  const loser: Side | null = round.roman.total < round.gallic.total ? 'roman' : round.gallic.total < round.roman.total ? 'gallic' : null;
  round.loser = loser;
  if (loser === null) {
    ctx.text(null, `Naval round ${round.round}: ${round.roman.total} against ${round.gallic.total} — a tie, no ship is lost.`, 'BG 5.6.1', [regionRef(region)]);
    return;
  }
  const ship: UnitId = cheapestShip(s, shipsIn(s, region, loser, false));
  round.lost = ship;
  ctx.text(null, `Naval round ${round.round}: Rome ${round.roman.total}, Gauls ${round.gallic.total} — the ${sideName(loser)} fleet loses a ship.`, 'BG 5.6.1', [regionRef(region), pieceRef(ship)]);
  eliminateShip(ctx, ship, `naval combat in ${REGION_BY_ID[region].name}`);
}

/** Apply a naval combat decision. Returns true while another naval decision waits. */
export function navalCombatApply(ctx: Ctx, a: BellumAction): boolean {
  const s = ctx.s;
  const round = currentRound(s);
  if (!round) return navalAdvance(ctx);
  if (a.t === 'navalEscape') {
    // Stryker disable next-line BooleanLiteral: Roman ships never lie in a harbour (Corbilo is for the Veneti only)
    const ships = shipsIn(s, round.region, 'roman', false);
    for (const ship of ships) placeShip(s, ship, a.to);
    round.escaped = a.to;
    s.naval!.fight!.index += 1;
    ctx.text('roman', `In light wind the Roman fleet slips away from ${REGION_BY_ID[round.region].name} to ${locName(a.to)}; the Gallic fleet stays.`, 'BG 5.6.1', [regionRef(round.region), ...ships.map(pieceRef)]);
  } else {
    fightRound(ctx, round);
  }
  return navalAdvance(ctx);
}
