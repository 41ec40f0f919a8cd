/**
 * The numbers behind an Alesia (1983 rules) combat decision, read from the engine: for each battle
 * declared (or still to resolve once the list is locked) each side's factors unit by unit, every
 * defending hex's doubling with its rules (or why it is not doubled), the odds and column, an
 * automatic elimination (AC 15.4, 15.5), the Roman leaders' extra dice (AC 19.4, 19.5) and the
 * chance of each result (`chanceTable`). For a fire window: each volley the Roman may fire and the
 * chance of each result on the missile tables (AC 20.5, 24.2).
 */
import { distance, parseHexKey } from '../../../engine/hex/coords';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { chanceTable, extraDice, leaderRule, type ChanceRow, type RomanLeader, type RomanRole } from '../../../engine/alesia-classic/combat/leaders';
import { battleOdds, factor, type BattleOdds } from '../../../engine/alesia-classic/combat/strength';
import { defenceDoubling, type LostDoubling } from '../../../engine/alesia-classic/combat/terrainDefence';
import { defenceHidden } from '../../../engine/alesia-classic/concealment';
import { battleNo, type Battle } from '../../../engine/alesia-classic/combat/types';
import { acUnit } from '../../../engine/alesia-classic/data/units';
import { acLabel } from '../../../engine/alesia-classic/map/grid';
import { occupancy } from '../../../engine/alesia-classic/queries';
import { unitOf, type AcSide, type AcState, type Volley } from '../../../engine/alesia-classic/state';
import {
  ARCHER_SLINGER_TABLE, ARCHER_SLINGER_TABLE_NAME, MISSILE_ENGINE_TABLE, MISSILE_ENGINE_TABLE_NAME, type MissileResult,
} from '../../../engine/alesia-classic/tables';

export const hexName = (k: string): string => acLabel(parseHexKey(k));

export interface UnitFactor {
  id: string;
  name: string;
  hex: string | null;
  factor: number;
  /** Why the factor is what it is, when it is not a plain combat factor (leaders, archers). */
  note?: { text: string; rule: string };
}

export interface HexPreview {
  hex: string;
  units: UnitFactor[];
  base: number;
  total: number;
  doubled: boolean;
  reasons: { rule: string; label: string }[];
  cancelledBy: { rule: string; label: string } | null;
  /** Doublings one attacker's hex takes away (AC 25.4, 25.5, App. E). */
  lost: LostDoubling[];
}

export interface BattlePreview {
  /** The battle's index in `state.combat.battles` (the `resolve` action's number). */
  index: number;
  /** The battle's number as the players know it, kept from its declaration on (AC 13.3). */
  no: number;
  attackerSide: AcSide;
  hexes: string[];
  /** Null when the battle cannot be fought as it stands, with the reason. */
  odds: BattleOdds | null;
  why: string | null;
  attackers: UnitFactor[];
  defence: HexPreview[];
  leaders: RomanLeader[];
  extra: number;
  leaderRule: string;
  romanRole: RomanRole;
  chances: ChanceRow[];
  rages: boolean;
  /** AC 25.7 (optional): the defence is hidden from the attacker until the battle is resolved. */
  hidden: boolean;
}

const hexOf = (s: AcState, id: string): string | null => {
  const l = unitOf(s, id)?.loc;
  return l?.at === 'hex' ? l.hex : null;
};

function unitFactor(s: AcState, id: string): UnitFactor {
  const u = acUnit(id);
  const out: UnitFactor = { id, name: u.name, hex: hexOf(s, id), factor: factor(id) };
  if (u.kind === 'leader') out.note = { text: 'a leader has no combat factor', rule: 'AC 19.3' };
  else if (u.kind === 'archer' || u.kind === 'slinger') out.note = { text: 'archers and slingers defend at 1', rule: 'AC 20.1' };
  return out;
}

/** Roman leaders in the hexes of the Roman units of a battle (AC 19.4–19.6), as the resolution counts them. */
export function leadersWith(s: AcState, romanUnits: readonly string[]): RomanLeader[] {
  const hexes = new Set(romanUnits.map((u) => hexOf(s, u)).filter((h): h is string => !!h));
  const out: RomanLeader[] = [];
  const at = (id: string) => { const h = hexOf(s, id); return h !== null && hexes.has(h); };
  if (unitOf(s, 'labienus') && at('labienus')) out.push('Labienus');
  if (unitOf(s, 'caesar') && at('caesar')) out.push('Caesar');
  return out;
}

/** One battle as the resolution would see it now: a declared one, or one of a locked list (its defenders fixed). */
export function battlePreview(s: AcState, b: Battle, index: number): BattlePreview {
  const side = s.combat!.side;
  const occ = occupancy(s);
  // Units attacking from the OBMC (AC 11.2) fight from beyond the edge: they count too.
  const attackers = b.attackers.filter((u) => unitOf(s, u)?.loc.at === 'hex' || unitOf(s, u)?.loc.at === 'obmc');
  const defenders = b.defenders
    ? b.defenders.filter((u) => { const h = hexOf(s, u); return h !== null && b.hexes.includes(h); })
    : b.hexes.flatMap((h) => (occ.get(h) ?? []).filter((x) => acUnit(x).kind !== 'fort'));
  const romanRole: RomanRole = side === 'roman' ? 'attacker' : 'defender';
  const base: BattlePreview = {
    index, no: battleNo(b, index), attackerSide: side, hexes: [...b.hexes], odds: null, why: null,
    attackers: attackers.map((u) => unitFactor(s, u)), defence: [], leaders: [], extra: 0, leaderRule: 'AC 15.2',
    romanRole, chances: [], rages: !!b.rages, hidden: b.hexes.some((h) => defenceHidden(s, side, h)),
  };
  if (base.hidden) return { ...base, why: 'The defenders stand on a fort or a rampart: what they are and how strong stays hidden until the battle is resolved (optional rule 25.7).' };
  if (!attackers.length) return { ...base, why: b.defenders ? 'No attacker is left: the battle will not be fought.' : 'No attacking unit has joined this battle yet.' };
  if (!defenders.some((u) => acUnit(u).kind !== 'leader')) return { ...base, why: 'The defenders are gone: the battle will not be fought.' };
  if (attackers.every((u) => factor(u) === 0)) return { ...base, why: 'The attackers have no combat factor (AC 19.3, 20.1).' };
  let odds: BattleOdds;
  try {
    odds = battleOdds(s, attackers, b.hexes, b.defenders ? defenders : undefined);
  } catch (e) {
    return { ...base, why: e instanceof Error ? e.message : String(e) };
  }
  const attackerHexes = [...new Set(attackers.map((u) => hexOf(s, u)).filter((h): h is string => !!h))];
  const fortAt = (h: string) => (occ.get(h) ?? []).some((x) => acUnit(x).kind === 'fort');
  const defence: HexPreview[] = odds.hexes.map((h) => {
    let lost: LostDoubling[] = [];
    const adj = attackerHexes.filter((a) => distance(parseHexKey(a), parseHexKey(h.hex)) === 1);
    if (adj.length) {
      try { lost = defenceDoubling(h.hex, adj, { fortAt }).lost; } catch { lost = []; }
    }
    return {
      hex: h.hex, units: h.units.map((u) => unitFactor(s, u)), base: h.base, total: h.total, doubled: h.doubled,
      reasons: h.reasons, cancelledBy: h.cancelledBy, lost,
    };
  });
  const romanUnits = side === 'roman' ? attackers : defenders;
  const leaders = leadersWith(s, romanUnits);
  const extra = extraDice(leaders);
  const chances = chanceTable(odds.automatic ? 'auto' : odds.column, odds.automatic ? 0 : extra, romanRole);
  return { ...base, odds, defence, leaders, extra: odds.automatic ? 0 : extra, leaderRule: leaderRule(leaders), chances };
}

/** The battles the preview shows now: declared ones while the list is open, those still to resolve once it is locked. */
export function battlePreviews(s: AcState): BattlePreview[] {
  const c = s.combat;
  if (!c || c.after.length || s.fire.window) return [];
  return c.battles.map((b, i) => battlePreview(s, b, i));
}

// ------------------------------------------------------------------ missile fire

export interface VolleyChance {
  text: string;
  result: MissileResult;
  ways: number;
}

export interface VolleyPreview {
  action: Extract<AcAction, { t: 'fire' }>;
  shooter: string;
  shooterName: string;
  fort: boolean;
  volley: Volley;
  target: string;
  targetName: string;
  hex: string | null;
  table: string;
  tableRule: string;
  /** The missile table's column read (archers have no tertiary range: a tertiary shot never reaches them). */
  column: string;
  chances: VolleyChance[];
}

/** The chance of each printed result in one column of a missile table, in the table's order. */
export function columnChances(col: readonly MissileResult[]): VolleyChance[] {
  const out: VolleyChance[] = [];
  for (const r of col) {
    const e = out.find((x) => x.text === r.text);
    if (e) e.ways++;
    else out.push({ text: r.text, result: r, ways: 1 });
  }
  return out;
}

export function volleyPreview(s: AcState, a: Extract<AcAction, { t: 'fire' }>): VolleyPreview {
  const fort = acUnit(a.shooter).kind === 'fort';
  const column = fort ? a.volley : a.volley === 'tertiary' ? 'secondary' : a.volley;
  const col = fort ? MISSILE_ENGINE_TABLE[a.volley] : ARCHER_SLINGER_TABLE[column as 'secondary' | 'primary'];
  return {
    action: a,
    shooter: a.shooter,
    shooterName: acUnit(a.shooter).name,
    fort,
    volley: a.volley,
    target: a.target,
    targetName: acUnit(a.target).name,
    hex: hexOf(s, a.target),
    table: fort ? MISSILE_ENGINE_TABLE_NAME : ARCHER_SLINGER_TABLE_NAME,
    tableRule: fort ? 'AC T.Engine' : 'AC T.Archer',
    column,
    chances: columnChances(col),
  };
}

export interface FirePreview {
  /** The unit that has just entered a field of fire, or null at the end of Gallic movement. */
  moving: { id: string; name: string; hex: string; entering: boolean } | null;
  volleys: VolleyPreview[];
}

export function firePreview(s: AcState, legal: readonly AcAction[]): FirePreview | null {
  const w = s.fire.window;
  if (!w) return null;
  const volleys = legal.filter((a): a is Extract<AcAction, { t: 'fire' }> => a.t === 'fire').map((a) => volleyPreview(s, a));
  // After a battle (AC 16.3) the window names the hex the beaten or advancing units stopped on.
  const moving = 'final' in w ? null : 'after' in w ? { id: w.units[0], name: w.units.map((u) => acUnit(u).name).join(', '), hex: w.hex, entering: false } : { id: w.target, name: acUnit(w.target).name, hex: w.hex, entering: w.entering };
  return { moving, volleys };
}
