/**
 * Skirmish Table (BG 4.3.2) — RECONSTRUCTED: the printed table is not in the source.
 *
 * Seed facts: odds are attacker SPs + best leader's rating against the defender's, rounded in
 * the defender's favour (2.75 reads 2/1); 1d6 + modifiers; codes A1/D1 (one unit lost),
 * AR/DR (one unit reduced), exchange; the table may order extra Leader Table tests.
 * Design: one result ladder shifted one row per odds column, so better odds and better rolls are
 * never worse for the attacker. Codes: A1/D1 = the side eliminates one unit; AR/DR = the side
 * reduces one unit; EX = both reduce one unit; NE = no effect; `*` = that losing side also makes
 * one extra Leader Table test. Rows are modified rolls −2…9, clamped outside.
 * See docs/reconstruction/tables.md.
 */
import type { SkirmishCell, SkirmishCode, SkirmishTable } from '../types';

const COLUMNS: SkirmishTable['columns'] = [
  { label: '1/3', ratio: 1 / 3 },
  { label: '1/2', ratio: 1 / 2 },
  { label: '2/3', ratio: 2 / 3 },
  { label: '1/1', ratio: 1 },
  { label: '3/2', ratio: 3 / 2 },
  { label: '2/1', ratio: 2 },
  { label: '3/1', ratio: 3 },
  { label: '4/1', ratio: 4 },
];

// prettier-ignore
const ROWS: readonly string[] = [
  //          1/3 1/2 2/3 1/1 3/2 2/1 3/1 4/1
  /* -2 */ 'A1* A1* A1* A1  A1  AR  AR  EX',
  /* -1 */ 'A1* A1* A1  A1  AR  AR  EX  NE',
  /*  0 */ 'A1* A1  A1  AR  AR  EX  NE  NE',
  /*  1 */ 'A1  A1  AR  AR  EX  NE  NE  DR',
  /*  2 */ 'A1  AR  AR  EX  NE  NE  DR  DR',
  /*  3 */ 'AR  AR  EX  NE  NE  DR  DR  D1',
  /*  4 */ 'AR  EX  NE  NE  DR  DR  D1  D1',
  /*  5 */ 'EX  NE  NE  DR  DR  D1  D1  D1*',
  /*  6 */ 'NE  NE  DR  DR  D1  D1  D1* D1*',
  /*  7 */ 'NE  DR  DR  D1  D1  D1* D1* D1*',
  /*  8 */ 'DR  DR  D1  D1  D1* D1* D1* D1*',
  /*  9 */ 'DR  D1  D1  D1* D1* D1* D1* D1*',
];

function parseCell(text: string): SkirmishCell {
  const star = text.endsWith('*');
  const code = (star ? text.slice(0, -1) : text) as SkirmishCode;
  if (!star) return { code };
  return { code, leaderTest: code === 'A1' ? 'attacker' : 'defender' };
}

export const SKIRMISH_TABLE: SkirmishTable = {
  columns: COLUMNS,
  minRoll: -2,
  maxRoll: 9,
  cells: ROWS.map((row) => row.trim().split(/\s+/).map(parseCell)),
  reconstructed: 'whole table reconstructed (not in the source): shifted-ladder design, see docs/reconstruction/tables.md',
};
