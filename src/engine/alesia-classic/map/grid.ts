/**
 * AC PBM — the 1983 board's hex grid and its printed notation. AC 3.1 — this hexagonal grid
 * decides movement, range and adjacency everywhere in the engine.
 *
 * Rows are lettered down the west edge from the north-west corner, A…Z then AA…YY (51 rows);
 * hexes are numbered along diagonals running SW→NE, 1…52 across the top row and 53…77 down the east
 * edge to the south-east corner. The geometry that fits every stated fact (research brief, part B1):
 * even rows hold 52 whole hexes, odd rows 51 (their half hexes at both ends are off the board,
 * AC 11.5); a hex `row r, diagonal d` lies d − r/2 hex widths from the west edge. In axial
 * coordinates (pointy-top, r growing southwards) q = d − r and r = row, so the six neighbours of
 * (r, d) are E (r, d+1), W (r, d−1), NE (r−1, d), NW (r−1, d−1), SW (r+1, d) and SE (r+1, d+1).
 *
 * Scale (reconstructed): 135 m across the flats. The board then spans 7.0 × 6.0 km around Mont
 * Auxois: the plain of Les Laumes with the Brenne at the west edge, Mont Réa in the north-west
 * corner, Flavigny and Bussy near the south and north edges (docs/reconstruction.md).
 */
import { hex, round, type Hex } from '../../hex/coords';
import type { Pt } from '../../alesia/field/types';
import type { GridSpec } from '../../alesia/grid/types';

export const ROWS = 51;
export const HEX_METRES = 135;
const ROW_PITCH = Math.sqrt(3) / 2;
/** The board's middle, in hex widths from the west edge and rows from the top: hex Z39. */
const MID_X = 26.5;
const MID_ROW = 25;

export const ROW_NAMES: readonly string[] = Array.from({ length: ROWS }, (_, r) => {
  const letter = String.fromCharCode(65 + (r % 26));
  return r < 26 ? letter : letter + letter;
});

/** First and last diagonal number of a row. */
export function rowRange(r: number): [number, number] {
  return r % 2 === 0 ? [1 + r / 2, 52 + r / 2] : [(r + 3) / 2, (r + 103) / 2];
}

export const diagonal = (h: Hex): number => h.q + h.r;

export function acContains(h: Hex): boolean {
  if (!Number.isInteger(h.r) || h.r < 0 || h.r >= ROWS) return false;
  const [lo, hi] = rowRange(h.r);
  const d = diagonal(h);
  return d >= lo && d <= hi;
}

export function acLabel(h: Hex): string {
  return `${ROW_NAMES[h.r]}${diagonal(h)}`;
}

/** `Z39`, `aa14` or `VV 26` → the hex, or null when it is not a hex of the board. */
export function parseAcLabel(label: string): Hex | null {
  const m = /^\s*([A-Za-z]{1,2})\s*(\d{1,2})\s*$/.exec(label);
  if (!m) return null;
  const letters = m[1].toUpperCase();
  // Stryker disable next-line ConditionalExpression: a shortcut — two different letters are no row name, so indexOf below gives -1 and the label is refused there
  if (letters.length === 2 && letters[0] !== letters[1]) return null;
  const r = ROW_NAMES.indexOf(letters);
  // Stryker disable next-line ConditionalExpression: a shortcut — row -1 is off the board, so acContains below refuses the hex
  if (r < 0) return null;
  const h = hex(Number(m[2]) - r, r);
  return acContains(h) ? h : null;
}

/** Hex widths from the west edge (x) and rows from the top (y, in hex widths) of a hex's centre. */
export function acPixel(h: Hex): { x: number; y: number } {
  return { x: diagonal(h) - h.r / 2, y: h.r * ROW_PITCH };
}

function toMetres(h: Hex): Pt {
  const { x } = acPixel(h);
  return { e: (x - MID_X) * HEX_METRES, n: (MID_ROW - h.r) * ROW_PITCH * HEX_METRES };
}

function fromMetres(p: Pt): Hex {
  const x = p.e / HEX_METRES + MID_X;
  const r = MID_ROW - p.n / (ROW_PITCH * HEX_METRES);
  return round({ q: x + r / 2 - r, r });
}

const ALL: Hex[] = [];
for (let r = 0; r < ROWS; r++) {
  const [lo, hi] = rowRange(r);
  for (let d = lo; d <= hi; d++) ALL.push(hex(d - r, r));
}

export const AC_GRID: GridSpec = {
  id: 'alesia-1983',
  hexMetres: HEX_METRES,
  orientation: 'pointy',
  hexes: ALL,
  contains: acContains,
  toMetres,
  fromMetres,
  label: acLabel,
};
