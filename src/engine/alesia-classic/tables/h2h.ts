/**
 * Hand-to-Hand Combat Table of Avalon Hill's ALESIA / CAESAR (1983), exactly as printed on the
 * back of the rule book (seed 003; rules-index §2.1). One d6, columns are odds attacker first.
 *
 * AC 15.2  the attacker rolls one die and reads it against the odds column.
 * AC 15.3  result codes: AR# / DR# (retreat # hexes), AA# / DA# (advance up to # hexes), AE / DE
 *          (all attackers / all defenders eliminated), Melee, Battle Rages.
 * AC 15.5  6-1 or better is an automatic DE with an advance of up to 4 (`H2H_AUTO_RESULT`).
 * AC 15.6  odds worse than 1-4 use the 1-4 column (see combat/odds.ts).
 * The designer's notes confirm the AR1 in the 3-1 column (die 6) is intended.
 */
import type { TableCell } from '../../core/log';

export type H2hColumn = '1-4' | '1-3' | '1-2' | '1-1' | '2-1' | '3-1' | '4-1' | '5-1';

/** Columns left (worst for the attacker) to right (best), as printed. */
export const H2H_COLUMNS: readonly H2hColumn[] = ['1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1'];

export type H2hKind = 'AR' | 'AE' | 'DE' | 'DR' | 'Melee' | 'BattleRages';

export interface H2hResult {
  kind: H2hKind;
  /** AR# / DR#: hexes the losing side is retreated (AC 15.3). */
  retreat?: number;
  /** AA#: hexes the attacker may advance, the vacated hex counting as the first (AC 15.3). */
  attackerAdvance?: number;
  /** DA#: hexes the defender may advance into and beyond the attacker's vacated hex (AC 15.3). */
  defenderAdvance?: number;
  /** The cell as printed, e.g. 'AR3 DA1'. */
  text: string;
}

export const H2H_TABLE_NAME = 'Hand-to-Hand Combat Table';

// The printed table, one string per die row, columns separated by '|'. Do not edit: these are the
// seed's values (tested cell by cell against an independent copy in h2h.test.ts).
// prettier-ignore
const PRINTED: readonly string[] = [
  //          1-4        1-3        1-2            1-1            2-1            3-1            4-1        5-1
  /* 1 */ 'AR1      | Melee    | Battle Rages | Battle Rages | Battle Rages | DR3 AA1      | DE AA3   | DE AA4',
  /* 2 */ 'AR2      | AR1      | Melee        | DR1          | DR1          | DR2 AA1      | DR4 AA2  | DR4 AA3',
  /* 3 */ 'AR3 DA1  | AR2      | AR1          | Melee        | Melee        | Battle Rages | DR3 AA1  | DR3 AA2',
  /* 4 */ 'AR4 DA2  | AR3 DA1  | AR2          | AR1          | Melee        | DR1          | DR1      | DR2 AA1',
  /* 5 */ 'AE DA3   | AR4 DA2  | AR3 DA1      | AR2          | AR1          | Melee        | DR1      | DR1',
  /* 6 */ 'AE DA3   | AE DA3   | AR4 DA2      | AR3 DA1      | AR2          | AR1          | Melee    | Melee',
];

/** Parse one printed cell ('DR4 AA2', 'AE DA3', 'Battle Rages', …) into a structured result. */
export function parseH2hCell(printed: string): H2hResult {
  const text = printed.trim().replace(/\s+/g, ' ');
  if (text === 'Melee') return { kind: 'Melee', text };
  if (text === 'Battle Rages') return { kind: 'BattleRages', text };
  const m = /^(AR|DR)(\d)( AA(\d)| DA(\d))?$|^(AE|DE)( AA(\d)| DA(\d))?$/.exec(text);
  if (!m) throw new Error(`Unreadable Hand-to-Hand cell: '${printed}'`);
  const r: H2hResult = { kind: (m[1] ?? m[6]) as H2hKind, text };
  if (m[2]) r.retreat = Number(m[2]);
  const aa = m[4] ?? m[8];
  const da = m[5] ?? m[9];
  if (aa) r.attackerAdvance = Number(aa);
  if (da) r.defenderAdvance = Number(da);
  // An advance belongs to the winner: AA only after DE/DR, DA only after AE/AR.
  const attackerWon = r.kind === 'DE' || r.kind === 'DR';
  if ((aa && !attackerWon) || (da && attackerWon)) throw new Error(`Advance for the loser in '${printed}'`);
  return r;
}

function freeze(r: H2hResult): H2hResult {
  return Object.freeze(r);
}

/** `H2H_TABLE[column][die - 1]`. */
export const H2H_TABLE: Readonly<Record<H2hColumn, readonly H2hResult[]>> = (() => {
  const rows = PRINTED.map((row) => row.split('|').map((c) => freeze(parseH2hCell(c))));
  const table = {} as Record<H2hColumn, readonly H2hResult[]>;
  H2H_COLUMNS.forEach((col, i) => {
    table[col] = Object.freeze(rows.map((row) => row[i]));
  });
  return Object.freeze(table);
})();

/** AC 15.5 (and AC 15.4 for surrounded Gauls): automatic elimination, advance up to 4. */
export const H2H_AUTO_RESULT: H2hResult = freeze({ kind: 'DE', attackerAdvance: 4, text: 'DE AA4 (automatic)' });

export function isDie(die: number): boolean {
  return Number.isInteger(die) && die >= 1 && die <= 6;
}

/** The result of one die on one column (AC 15.2). Throws on a die outside 1–6. */
export function h2hResult(column: H2hColumn, die: number): H2hResult {
  if (!isDie(die)) throw new RangeError(`A d6 shows 1–6, not ${die}`);
  const col = H2H_TABLE[column];
  if (!col) throw new RangeError(`No Hand-to-Hand column '${column}'`);
  return col[die - 1];
}

/** The table cell to light in the tables view and the log. */
export function h2hCell(column: H2hColumn, die: number): TableCell {
  return { table: H2H_TABLE_NAME, row: String(die), col: column };
}
