/**
 * Pure look-ups on the reconstructed tables. Every function is total: odds and rolls outside the
 * printed range are clamped to the nearest column or row.
 */
import type { TableCell } from '../../../core/log';
import type {
  BattleCell, BattleEffect, LeaderResult, Quality, RallyOutcome, RoutCode, SiegeCell, SkirmishCell, Terrain,
} from '../types';
import { ATTRITION_TABLE } from './attrition';
import { LEADER_TABLE } from './leader';
import { PITCHED_BATTLE_TABLE } from './pitchedBattle';
import { RALLY_TABLE } from './rally';
import { ROUT_TABLE } from './rout';
import { SIEGE_TABLE } from './siege';
import { SKIRMISH_TABLE } from './skirmish';

// ---------------------------------------------------------------- fractions (owner's favour)

/** Whole units in a fraction of `n`, rounded down: in the owner's favour (½ of 15 = 7). */
export function fractionCount(n: number, fraction: number): number {
  return Math.floor(n * fraction + 1e-9);
}
export const halfCount = (n: number): number => fractionCount(n, 0.5);
export const quarterCount = (n: number): number => fractionCount(n, 0.25);
/** Most units an army may keep in reserve: a quarter of its units (BG 4.4.2). */
export const reserveLimit = (units: number): number => quarterCount(units);

/** Units weakened and eliminated by a Pitched Battle result on a first line of `n` units. */
export function battleLosses(effect: BattleEffect, n: number): { weaken: number; eliminate: number } {
  return { weaken: fractionCount(n, effect.weaken), eliminate: fractionCount(n, effect.eliminate) };
}

// ---------------------------------------------------------------- odds columns

function parseRatio(label: string): [number, number] {
  const [a, b] = label.split('/').map(Number);
  return [a, b];
}

/** Index of the highest column whose ratio the odds reach; rounds in the defender's favour. */
function oddsIndex(labels: readonly string[], att: number, def: number): number {
  let best = 0;
  labels.forEach((label, i) => {
    const [num, den] = parseRatio(label);
    if (def <= 0 || att * den >= def * num) best = i;
  });
  return best;
}

const SK_LABELS = SKIRMISH_TABLE.columns.map((c) => c.label);
const PB_LABELS = PITCHED_BATTLE_TABLE.columns.map((c) => c.label);

/** Skirmish column for attacker/defender strengths (SPs + best leader's rating). 2.75 → '2/1'. */
export function skirmishColumn(att: number, def: number): string {
  return SK_LABELS[oddsIndex(SK_LABELS, att, def)];
}

/** Pitched Battle column for first-line SPs. 48:50 → '2/3'; 58:45 → '1/1'. */
export function battleColumn(att: number, def: number): string {
  return PB_LABELS[oddsIndex(PB_LABELS, att, def)];
}

function colIndex(labels: readonly string[], col: string, table: string): number {
  const i = labels.indexOf(col);
  if (i < 0) throw new Error(`${table}: no column ${col}`);
  return i;
}

const clamp = (x: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, x));

export function skirmishCell(col: string, modifiedRoll: number): SkirmishCell {
  const row = clamp(modifiedRoll, SKIRMISH_TABLE.minRoll, SKIRMISH_TABLE.maxRoll) - SKIRMISH_TABLE.minRoll;
  return SKIRMISH_TABLE.cells[row][colIndex(SK_LABELS, col, 'skirmish table')];
}

export function battleCell(col: string, modifiedRoll: number): BattleCell {
  const row = clamp(modifiedRoll, PITCHED_BATTLE_TABLE.minRoll, PITCHED_BATTLE_TABLE.maxRoll) - PITCHED_BATTLE_TABLE.minRoll;
  return PITCHED_BATTLE_TABLE.cells[row][colIndex(PB_LABELS, col, 'pitched battle table')];
}

/** Printed form of a battle cell, the bold side in **…**: e.g. "**R** / ½". */
export function battleCellText(cell: BattleCell): string {
  const a = cell.winner === 'attacker' ? `**${cell.attacker.code}**` : cell.attacker.code;
  const d = cell.winner === 'defender' ? `**${cell.defender.code}**` : cell.defender.code;
  return `${a} / ${d}`;
}

export function skirmishRef(col: string, modifiedRoll: number): TableCell {
  return { table: 'skirmish', row: String(clamp(modifiedRoll, SKIRMISH_TABLE.minRoll, SKIRMISH_TABLE.maxRoll)), col };
}
export function battleRef(col: string, modifiedRoll: number): TableCell {
  return { table: 'pitched-battle', row: String(clamp(modifiedRoll, PITCHED_BATTLE_TABLE.minRoll, PITCHED_BATTLE_TABLE.maxRoll)), col };
}

// ---------------------------------------------------------------- rout, rally, leaders

export function routResult(quality: Quality, die: number): RoutCode {
  return ROUT_TABLE.results[quality][clamp(die, 1, 6) - 1];
}
export function routRef(quality: Quality, die: number): TableCell {
  return { table: 'rout', row: String(clamp(die, 1, 6)), col: quality };
}

export function rallyOutcome(code: RoutCode, box: 'A' | 'E'): RallyOutcome {
  return RALLY_TABLE.outcome[code][box];
}
export function rallyRef(code: RoutCode, box: 'A' | 'E'): TableCell {
  return { table: 'rally', row: code, col: box };
}

export function leaderResult(total2d6: number): LeaderResult {
  return LEADER_TABLE.results[clamp(total2d6, 2, 12) - 2];
}
export function leaderRef(total2d6: number): TableCell {
  return { table: 'leader', row: String(clamp(total2d6, 2, 12)), col: '2d6' };
}

// ---------------------------------------------------------------- attrition

export function attritionBracket(units: number): number {
  const i = ATTRITION_TABLE.brackets.findIndex((b) => units <= b.max);
  return i < 0 ? ATTRITION_TABLE.brackets.length - 1 : i;
}

/** Units to reduce for a force of `units` combat units in `terrain` on a d6. */
export function attritionLoss(terrain: Terrain, units: number, die: number): { loss: number; cell: TableCell } {
  const t = ATTRITION_TABLE.terrains.indexOf(terrain);
  const b = attritionBracket(units);
  const d = clamp(die, 1, 6);
  const loss = units <= 0 ? 0 : Math.min(units, ATTRITION_TABLE.losses[t][b][d - 1]);
  return { loss, cell: { table: 'attrition', row: String(d), col: `${terrain} ${ATTRITION_TABLE.brackets[b].label}` } };
}

// ---------------------------------------------------------------- siege

export function siegeColumnIndex(diff: number): number {
  let best = 0;
  SIEGE_TABLE.columns.forEach((c, i) => {
    if (diff >= c.min) best = i;
  });
  return best;
}
export function siegeColumn(diff: number): string {
  return SIEGE_TABLE.columns[siegeColumnIndex(diff)].label;
}
export function siegeCell(diff: number, die: number): SiegeCell {
  return SIEGE_TABLE.cells[clamp(die, 1, 6) - 1][siegeColumnIndex(diff)];
}
export function siegeRef(diff: number, die: number): TableCell {
  return { table: 'siege', row: String(clamp(die, 1, 6)), col: siegeColumn(diff) };
}
