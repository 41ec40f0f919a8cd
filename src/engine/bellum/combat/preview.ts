/**
 * The numbers behind a combat decision, before it is taken: the same functions the resolution
 * uses (so a preview is exactly what the roll will read), laid out term by term with their rules.
 *
 * - skirmish (BG 4.3.2): both strengths, the column, the modifiers, each result's chance;
 * - pitched battle before deployment (BG 4.4.2): an estimate from every unit in the open (the
 *   true odds come from the first lines once deployed: see the battle board's odds panel);
 * - siege (BG 4.5.3): both strengths, the difference, the Siege Table column, each result;
 * - a move (BG 4.1, 4.5.1): which combat moving into a region would bring.
 */
import { PLACE_BY_ID, placesIn } from '../data/places';
import type { LeaderId, PlaceId, RegionId, UnitId } from '../data/types';
import { battleCell, battleColumn, skirmishCell, skirmishColumn, siegeCell, siegeColumn } from '../data/tables/lookup';
import { sumModifiers, type Modifier } from '../../core/log';
import { isArmy, leadersIn, other, pieceName, totalSp, unitsIn } from '../queries';
import type { BellumState, Side } from '../state';
import { fieldForce, leaderValue } from './forces';
import { besiegeable, besiegedTerms, besiegerTerms, holderOf, shieldedByFleet, siegeAllocation, type StrengthTerm } from './siege';
import { skirmishAttacker, skirmishModifiers } from './skirmish';

export type { StrengthTerm };

export interface Strength {
  total: number;
  terms: StrengthTerm[];
}

const strength = (terms: StrengthTerm[]): Strength => ({ total: terms.reduce((t, x) => t + x.value, 0), terms });
const DICE = [1, 2, 3, 4, 5, 6];

/** Groups the six faces of a die by the result they give. */
function byResult<T>(result: (die: number) => T, key: (r: T) => string): { result: T; dice: number[]; chance: number }[] {
  const out: { result: T; dice: number[]; chance: number }[] = [];
  const seen = new Map<string, { result: T; dice: number[]; chance: number }>();
  for (const d of DICE) {
    const r = result(d);
    const k = key(r);
    const g = seen.get(k);
    if (g) {
      g.dice.push(d);
      g.chance = g.dice.length / 6;
    } else {
      const n = { result: r, dice: [d], chance: 1 / 6 };
      seen.set(k, n);
      out.push(n);
    }
  }
  return out;
}

function skirmishTerms(s: BellumState, units: readonly UnitId[], leaders: readonly LeaderId[]): StrengthTerm[] {
  const best = leaderValue(s, leaders);
  const terms: StrengthTerm[] = [{ label: `strength points of ${units.length} unit${units.length === 1 ? '' : 's'}`, value: totalSp(s, units), rule: 'BG 4.3.2' }];
  if (best.leader) terms.push({ label: `${pieceName(best.leader)}, best leader`, value: best.value, rule: 'BG 4.3.2' });
  return terms;
}

export interface SkirmishPreview {
  region: RegionId;
  attacker: Side;
  defender: Side;
  attack: Strength;
  defence: Strength;
  column: string;
  modifiers: Modifier[];
  drm: number;
  outcomes: { code: string; loser: Side | null; dice: number[]; chance: number }[];
}

/** BG 4.3.2 — the skirmish about to be fought in `region` (null when one side has nobody in the open). */
export function skirmishPreview(s: BellumState, region: RegionId): SkirmishPreview | null {
  const r = fieldForce(s, region, 'roman');
  const g = fieldForce(s, region, 'gallic');
  if (r.units.length === 0 || g.units.length === 0) return null;
  const attacker = skirmishAttacker(s, region);
  const defender = other(attacker);
  const A = attacker === 'roman' ? r : g;
  const D = attacker === 'roman' ? g : r;
  const attack = strength(skirmishTerms(s, A.units, A.leaders));
  const defence = strength(skirmishTerms(s, D.units, D.leaders));
  const column = skirmishColumn(attack.total, defence.total);
  const modifiers = skirmishModifiers(s, region, attacker);
  const drm = sumModifiers(modifiers);
  const LOSER: Record<string, Side | null> = { A1: attacker, AR: attacker, D1: defender, DR: defender, EX: null, NE: null };
  const outcomes = byResult((d) => skirmishCell(column, d + drm).code, (c) => c).map((o) => ({ code: o.result, loser: LOSER[o.result] ?? null, dice: o.dice, chance: o.chance }));
  return { region, attacker, defender, attack, defence, column, modifiers, drm, outcomes };
}

export interface BattleEstimate {
  region: RegionId;
  estimate: true;
  attacker: Side;
  defender: Side;
  attack: Strength;
  defence: Strength;
  column: string;
  outcomes: { text: string; winner: Side; dice: number[]; chance: number }[];
}

/**
 * BG 4.4.2 — before deployment: every unit in the open counted as if in the first line, no
 * modifier. Reserves (up to a quarter of the units) will not count, and the modifiers depend on
 * the commanders and the deployment: the battle board gives the true odds once the lines stand.
 */
export function battleEstimate(s: BellumState, region: RegionId): BattleEstimate | null {
  const r = fieldForce(s, region, 'roman');
  const g = fieldForce(s, region, 'gallic');
  if (r.units.length === 0 || g.units.length === 0) return null;
  // BG 4.4.2: the side that entered the region last attacks (as the battle itself decides).
  const attacker: Side = s.arrivals[region] ?? 'roman';
  const defender = other(attacker);
  const A = attacker === 'roman' ? r : g;
  const D = attacker === 'roman' ? g : r;
  const sp = (units: UnitId[]): StrengthTerm[] => [{ label: `strength points of ${units.length === 1 ? 'its only unit' : `all ${units.length} units`}, none kept in reserve`, value: totalSp(s, units), rule: 'BG 4.4.2' }];
  const attack = strength(sp(A.units));
  const defence = strength(sp(D.units));
  const column = battleColumn(attack.total, defence.total);
  const outcomes = byResult(
    (d) => battleCell(column, d),
    (c) => `${c.attacker.code}/${c.defender.code}/${c.winner}`,
  ).map((o) => ({ text: `${o.result.attacker.code} / ${o.result.defender.code}`, winner: o.result.winner === 'attacker' ? attacker : defender, dice: o.dice, chance: o.chance }));
  return { region, estimate: true, attacker, defender, attack, defence, column, outcomes };
}

export interface SiegePreview {
  place: PlaceId;
  region: RegionId;
  besieger: Side;
  besieged: Side;
  /** The siege has begun (a marker is on the place). */
  running: boolean;
  /** Siege turns already taken (BG 4.5.2: the place surrenders after 4). */
  turns: number;
  attack: Strength;
  defence: Strength;
  diff: number;
  column: string;
  outcomes: { besieger: number; besieged: number; dice: number[]; chance: number }[];
}

/** BG 4.5.3 — the next siege turn at `place` (null when nobody holds it). */
export function siegePreview(s: BellumState, place: PlaceId): SiegePreview | null {
  const holder = holderOf(s, place);
  if (!holder) return null;
  const region = PLACE_BY_ID[place].region;
  const besieger = other(holder);
  const running = s.sieges.find((x) => x.place === place);
  // A siege not yet begun is allocated its share of the besiegers as if it were (siegeAllocation).
  const base = running ? s : { ...s, sieges: [...s.sieges, { place, region, besieger, turns: 0 }] };
  const alloc = siegeAllocation(base, place, besieger);
  const attack = strength(besiegerTerms(alloc.units, alloc.leaders));
  const defence = strength(besiegedTerms(PLACE_BY_ID[place].defence, region, unitsIn(s, region, holder, place), leadersIn(s, region, holder, place)));
  const diff = attack.total - defence.total;
  const outcomes = byResult((d) => siegeCell(diff, d), (c) => `${c.besieger}/${c.besieged}`).map((o) => ({ besieger: o.result.besieger, besieged: o.result.besieged, dice: o.dice, chance: o.chance }));
  return { place, region, besieger, besieged: holder, running: !!running, turns: running?.turns ?? 0, attack, defence, diff, column: siegeColumn(diff), outcomes };
}

export interface MoveCombat {
  kind: 'battle' | 'skirmish' | 'siege' | 'none';
  ownUnits: number;
  enemyUnits: number;
  rule: string;
  text: string;
}

/**
 * BG 4.1, 4.5.1 — what moving `units` of `side` into `to` would bring in the combat phase, from
 * the position now (later moves may change it): a pitched battle when both sides would have an
 * army in the open, a skirmish otherwise; enemies only inside a place open a possible siege.
 */
export function moveCombat(s: BellumState, side: Side, units: readonly UnitId[], to: RegionId): MoveCombat {
  const mine = new Set([...unitsIn(s, to, side, 'field'), ...units]);
  const enemy = unitsIn(s, to, other(side), 'field');
  const own = mine.size;
  if (enemy.length > 0) {
    const kind = isArmy([...mine]) && isArmy(enemy) ? 'battle' : 'skirmish';
    const what = kind === 'battle' ? 'a pitched battle (both sides have an army)' : 'a skirmish (one side has fewer than 5 units)';
    return { kind, ownUnits: own, enemyUnits: enemy.length, rule: 'BG 4.1', text: `${enemy.length} enemy unit${enemy.length === 1 ? '' : 's'} in the open against your ${own}: ${what}` };
  }
  const held = placesIn(to).filter((p) => holderOf(s, p.id) === other(side) && besiegeable(p.id, side) && !s.destroyed.includes(p.id) && !shieldedByFleet(s, p.id));
  if (held.length > 0) {
    const inside = held.reduce((t, p) => t + unitsIn(s, to, other(side), p.id).length, 0);
    return { kind: 'siege', ownUnits: own, enemyUnits: inside, rule: 'BG 4.5.1', text: `enemy inside ${held.map((p) => p.name).join(', ')} (${inside} unit${inside === 1 ? '' : 's'}): a siege is possible (an army of 5 units and a leader per siege)` };
  }
  return { kind: 'none', ownUnits: own, enemyUnits: 0, rule: 'BG 4.1', text: 'no enemy there' };
}

/** The combat being fought now, if any: its kind, region and place. */
export function currentEncounter(s: BellumState): { kind: 'skirmish' | 'battle' | 'siege'; region: RegionId; place: PlaceId | null } | null {
  const e = s.combat?.encounters[s.combat.index];
  return e ? { kind: e.kind, region: e.region, place: e.place ?? null } : null;
}
