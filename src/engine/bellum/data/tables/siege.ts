/**
 * Siege Table (BG 4.5, 4.5.3) — RECONSTRUCTED: the printed table is not in the source.
 *
 * Seed facts: differential = besieger strength − besieged strength (BG 4.5.3; BG-SIEGE gives
 * 7 − 6 = +1); 1d6; the result is the number of units each side must reduce; the table also
 * lists which units may garrison and which may besiege. A siege ends in forced surrender after
 * 4 siege turns. Cells read "besieger/besieged" units to reduce. Design: higher dice and higher
 * differentials favour the besieger; at +1 the garrison loses one unit-step per turn on average,
 * at +4 two, so a strong besieger grinds a garrison of two or three units down within 4 turns.
 */
import type { SiegeCell, SiegeTable, UnitCategory } from '../types';

// prettier-ignore
const ROWS: readonly string[] = [
  //  die  ≤−3  −2  −1   0  +1  +2  +3 ≥+4
  /* 1 */ '2/0 2/0 2/0 1/0 1/0 1/1 0/1 0/1',
  /* 2 */ '2/0 2/0 1/0 1/0 1/1 0/1 0/1 0/1',
  /* 3 */ '2/0 1/0 1/0 1/1 0/1 0/1 0/1 0/2',
  /* 4 */ '1/0 1/0 1/1 0/1 0/1 0/1 0/2 0/2',
  /* 5 */ '1/0 1/1 0/1 0/1 0/1 0/2 0/2 0/3',
  /* 6 */ '1/1 0/1 0/1 0/1 0/2 0/2 0/3 0/3',
];

function parseCell(text: string): SiegeCell {
  const [a, b] = text.split('/').map(Number);
  return { besieger: a, besieged: b };
}

const GARRISON: UnitCategory[] = [
  'legion', 'auxiliary', 'civis', 'roman-cavalry', 'allied-cavalry',
  'tribal-infantry', 'tribal-cavalry', 'germanic-infantry', 'germanic-cavalry',
];
const BESIEGE: UnitCategory[] = ['legion', 'auxiliary', 'civis', 'tribal-infantry', 'germanic-infantry'];

export const SIEGE_TABLE: SiegeTable = {
  columns: [
    { label: '≤−3', min: -99 },
    { label: '−2', min: -2 },
    { label: '−1', min: -1 },
    { label: '0', min: 0 },
    { label: '+1', min: 1 },
    { label: '+2', min: 2 },
    { label: '+3', min: 3 },
    { label: '≥+4', min: 4 },
  ],
  cells: ROWS.map((row) => row.trim().split(/\s+/).map(parseCell)),
  mayGarrison: GARRISON,
  mayBesiege: BESIEGE,
  reconstructed: 'whole table reconstructed (not in the source); eligibility: every land unit may garrison, only infantry besieges (BG 4.5.3 counts infantry)',
};
