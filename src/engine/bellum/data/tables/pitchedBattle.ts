/**
 * Pitched Battle Table (BG 4.4.2) — RECONSTRUCTED: the printed table is not in the source.
 *
 * Seed facts (examples 2 and 4): 48:50 reads the 2/3 column and 54:45 (or 58:45) the 1/1 column,
 * so there is no column between 2/3 and 1/1 nor from 1/1 up to at least 1.29; [2/3, 7] = R / ½;
 * [1/1, 6] = R / ½ with the attacker's R in bold (the attacker wins). Results are
 * "attacker / defender"; the bold side wins the sequence.
 * Codes: R = no effect (and no rout test); ¼, ½ = weaken that fraction of the side's first-line
 * units; T = weaken them all; E¼, E½ = eliminate that fraction outright. Fractions are rounded
 * down, in the owner's favour (½ of 15 = 7). In the literal rows below `*` marks the bold side.
 * Design: one ladder shifted one row per column; rows are modified rolls −2…9, clamped outside.
 * See docs/reconstruction/tables.md.
 */
import type { BattleCell, BattleEffect, PitchedBattleTable } from '../types';

const COLUMNS: PitchedBattleTable['columns'] = [
  { label: '1/3', ratio: 1 / 3 },
  { label: '1/2', ratio: 1 / 2 },
  { label: '2/3', ratio: 2 / 3 },
  { label: '1/1', ratio: 1 },
  { label: '3/2', ratio: 3 / 2 },
  { label: '2/1', ratio: 2 },
  { label: '3/1', ratio: 3 },
];

// prettier-ignore
const ROWS: readonly string[] = [
  //          1/3    1/2    2/3    1/1    3/2    2/1    3/1
  /* -2 */ 'E½/*R  E½/*R  E½/*R  E½/*R  T/*R   E¼/*R  ½/*R',
  /* -1 */ 'E½/*R  E½/*R  E½/*R  T/*R   E¼/*R  ½/*R   ½/*R',
  /*  0 */ 'E½/*R  E½/*R  T/*R   E¼/*R  ½/*R   ½/*R   ¼/*¼',
  /*  1 */ 'E½/*R  T/*R   E¼/*R  ½/*R   ½/*R   ¼/*¼   *¼/¼',
  /*  2 */ 'T/*R   E¼/*R  ½/*R   ½/*R   ¼/*¼   *¼/¼   *R/½',
  /*  3 */ 'E¼/*R  ½/*R   ½/*R   ¼/*¼   *¼/¼   *R/½   *R/½',
  /*  4 */ '½/*R   ½/*R   ¼/*¼   *¼/¼   *R/½   *R/½   *R/E¼',
  /*  5 */ '½/*R   ¼/*¼   *¼/¼   *R/½   *R/½   *R/E¼  *R/T',
  /*  6 */ '¼/*¼   *¼/¼   *R/½   *R/½   *R/E¼  *R/T   *R/E½',
  /*  7 */ '*¼/¼   *R/½   *R/½   *R/E¼  *R/T   *R/E½  *R/E½',
  /*  8 */ '*R/½   *R/½   *R/E¼  *R/T   *R/E½  *R/E½  *R/E½',
  /*  9 */ '*R/½   *R/E¼  *R/T   *R/E½  *R/E½  *R/E½  *R/E½',
];

export const BATTLE_EFFECTS: Readonly<Record<string, BattleEffect>> = {
  R: { code: 'R', weaken: 0, eliminate: 0 },
  '¼': { code: '¼', weaken: 0.25, eliminate: 0 },
  '½': { code: '½', weaken: 0.5, eliminate: 0 },
  T: { code: 'T', weaken: 1, eliminate: 0 },
  'E¼': { code: 'E¼', weaken: 0, eliminate: 0.25 },
  'E½': { code: 'E½', weaken: 0, eliminate: 0.5 },
};

function effect(text: string): BattleEffect {
  const e = BATTLE_EFFECTS[text.replace('*', '')];
  if (!e) throw new Error(`pitched battle table: unknown effect ${text}`);
  return e;
}

function parseCell(text: string): BattleCell {
  const [a, d] = text.split('/');
  return { attacker: effect(a), defender: effect(d), winner: a.startsWith('*') ? 'attacker' : 'defender' };
}

export const PITCHED_BATTLE_TABLE: PitchedBattleTable = {
  columns: COLUMNS,
  minRoll: -2,
  maxRoll: 9,
  cells: ROWS.map((row) => row.trim().split(/\s+/).map(parseCell)),
  reconstructed: 'whole table reconstructed (not in the source) around the two cells of examples 2 and 4, see docs/reconstruction/tables.md',
};
