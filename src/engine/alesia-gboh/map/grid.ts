/**
 * AG 2.1, AG 2.5 — the GBoH Alésia hex grid: two map sheets, West (`W####`) and East (`E####`), of
 * 100-yard hexes (91.44 m across the flats). This grid decides movement, range and adjacency.
 *
 * Numbering, read from the hexes the seed names (docs/reconstruction/gboh-grid.md, "Numbering"):
 * - a label is the sheet's letter, then two digits for the LINE and two for the COLUMN: W3911 is
 *   line 39, column 11 of the West sheet;
 * - a line is a row of hexes running west–east; lines grow northwards (W25xx lies in the south, by
 *   the Flavigny slopes; W58xx–W59xx by Mont Réa in the north; W6427 beyond it);
 * - columns grow eastwards from the relief army's edge, column 01 (the placement example AG 5.45
 *   counts W3901 → W3908 towards the outer Rampart W3911);
 * - odd lines sit half a hex east of even ones, so W3911–W4012 (AG 6.42's walkway step),
 *   W3211–W3310 (AG 6.68), W3706/W3607 (AG 6.43's camp-wall hexside) and W1634–W1733 are adjacent;
 * - hence the east edge is column 34 in even lines and 33 in odd lines (the sortie hexes
 *   W3733–W4034 and W4333–W4533 of AG 12.1/12.2, the reinforcement hexes of AG 12.2); odd lines have a
 *   half hex at each end (column 00 in the west, 34 in the east), which is not a hex of the sheet.
 *
 * The East sheet (reading, stated in the doc, "How the East sheet joins"): it is printed like the
 * West sheet and laid against its east edge, lines continuing across, so E-column c is the West
 * sheet's column 34 + c. The two odd-line half hexes on the seam (W·34 and E·00) make one whole hex,
 * a hex of the board only when both sheets are in play (AG 12.3); it is labelled from the West sheet.
 *
 * Lines 01–65 per sheet are reconstructed (the seed names lines 16–64; 65 lines of 0.6-inch hexes
 * fill a 34-inch sheet, AG 2.0).
 *
 * Axial coordinates (pointy-top, r growing southwards as in ../../hex/): r = −line and
 * q = global column + ⌈line / 2⌉, so the hex plane (../../alesia/grid/anchors.ts) puts a hex at
 * x = global column (+ ½ in odd lines) hex widths east and y = line·√3/2 hex widths north.
 */
import { hex, hexKey, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { anchoredPlacement, hexToPlane, similarityWarp, type PlaneWarp } from '../../alesia/grid/anchors';
import type { GridSpec } from '../../alesia/grid/types';

export type SheetId = 'W' | 'E';
export const SHEET_IDS: readonly SheetId[] = ['W', 'E'];

/** 100 yards, across the flats (AG 2.5). */
export const HEX_METRES = 91.44;

/** Lines of each sheet, south to north. Reconstructed: the seed names lines 16 to 64 (see the header). */
export const FIRST_LINE = 1;
export const LAST_LINE = 65;
export const LINES_RECONSTRUCTED = {
  reconstructed: true,
  source: 'AG 2.0 (22" × 34" sheets); hexes named in seed 002 (lines 16–64)',
  why: '34 whole hexes a line across the 22-inch side make 0.6-inch hexes; 65 lines of them (64 × √3/2 + 1.15 hex heights) fill the 34-inch side.',
} as const;

/** Columns of a sheet: 01–34 in even lines, 01–33 in odd lines. */
export const SHEET_COLUMNS = 34;

/** Where each sheet's column 00 falls in the global column count (the East sheet continues the West). */
export const SHEET_OFFSET: Readonly<Record<SheetId, number>> = { W: 0, E: SHEET_COLUMNS };

/** Which sheets each scenario plays on (AG 12.1 and 12.2: West only; AG 12.3: both). */
export const SCENARIO_SHEETS: Readonly<Record<'12.1' | '12.2' | '12.3', readonly SheetId[]>> = {
  '12.1': ['W'],
  '12.2': ['W'],
  '12.3': ['W', 'E'],
};

export const isOddLine = (line: number): boolean => ((line % 2) + 2) % 2 === 1;

/** The last whole column of a sheet in a line: 34 in even lines, 33 in odd (the east edge). */
export const lastColumn = (line: number): number => (isOddLine(line) ? SHEET_COLUMNS - 1 : SHEET_COLUMNS);

/** A hex as the printed map names it: sheet, line, column (column 00 or 34 only for seam half hexes). */
export interface GbohCoord {
  sheet: SheetId;
  line: number;
  col: number;
}

/** The hex at a line and a global column (West columns, then East columns + 34). */
export function hexAt(line: number, globalCol: number): Hex {
  return hex(globalCol + Math.ceil(line / 2), -line);
}

export const lineOf = (h: Hex): number => -h.r + 0;
export const globalColumn = (h: Hex): number => h.q - Math.ceil(lineOf(h) / 2);

/** The hex a sheet coordinate names (no check that it lies on the sheet). */
export function fromCoord(c: GbohCoord): Hex {
  return hexAt(c.line, c.col + SHEET_OFFSET[c.sheet]);
}

/** The seam hex of an odd line: the West sheet's column 34 half hex and the East sheet's column 00 half hex together. */
export const isSeamHex = (h: Hex): boolean => isOddLine(lineOf(h)) && globalColumn(h) === SHEET_COLUMNS;

/** The sheet coordinate printed for a hex: the West sheet's up to global column 34 (the seam included), the East sheet's beyond. */
export function toCoord(h: Hex): GbohCoord {
  const line = lineOf(h);
  const g = globalColumn(h);
  return g <= SHEET_COLUMNS ? { sheet: 'W', line, col: g } : { sheet: 'E', line, col: g - SHEET_COLUMNS };
}

const two = (n: number): string => String(n).padStart(2, '0');

/** The printed label, e.g. `W3911`, `E6206`. */
export function gbohLabel(h: Hex): string {
  const c = toCoord(h);
  return `${c.sheet}${two(c.line)}${two(c.col)}`;
}

/** Whether a line and sheet column name a hex or a seam half hex that the printed sheet carries. */
function printed(sheet: SheetId, line: number, col: number): boolean {
  if (line < FIRST_LINE || line > LAST_LINE) return false;
  if (col >= 1 && col <= lastColumn(line)) return true;
  // The seam half hexes: W odd-line 34, E odd-line 00.
  return isOddLine(line) && ((sheet === 'W' && col === SHEET_COLUMNS) || (sheet === 'E' && col === 0));
}

/**
 * `W3911`, `w 3911`, `E6206` → the hex; a bare `5833` takes `sheet` (the seed writes "W5128 à 5833").
 * `E3900` names the same seam hex as `W3934`. Null for anything that is not a printed hex of a sheet.
 */
export function parseGbohLabel(label: string, sheet?: SheetId): Hex | null {
  const m = /^\s*([WEwe])?\s*(\d{2})(\d{2})\s*$/.exec(label);
  if (!m) return null;
  const s = (m[1]?.toUpperCase() as SheetId | undefined) ?? sheet;
  if (!s) return null;
  const line = Number(m[2]);
  const col = Number(m[3]);
  return printed(s, line, col) ? fromCoord({ sheet: s, line, col }) : null;
}

/** The sheets a hex lies on: one, both (the seam hexes), or none. */
export function sheetsOf(h: Hex): SheetId[] {
  const line = lineOf(h);
  if (line < FIRST_LINE || line > LAST_LINE) return [];
  const g = globalColumn(h);
  if (isSeamHex(h)) return ['W', 'E'];
  if (g >= 1 && g <= lastColumn(line)) return ['W'];
  if (g > SHEET_COLUMNS && g - SHEET_COLUMNS <= lastColumn(line)) return ['E'];
  return [];
}

/** Whether a hex is a whole hex of the board made of `sheets` (a seam hex needs both sheets). */
export function onBoard(h: Hex, sheets: readonly SheetId[]): boolean {
  const on = sheetsOf(h);
  return on.length > 0 && on.every((s) => sheets.includes(s));
}

/** Every hex of the board made of `sheets`, line by line from the south, west to east. */
export function boardHexes(sheets: readonly SheetId[]): Hex[] {
  const out: Hex[] = [];
  for (let line = FIRST_LINE; line <= LAST_LINE; line++) {
    for (let g = 0; g <= 2 * SHEET_COLUMNS; g++) {
      const h = hexAt(line, g);
      if (onBoard(h, sheets)) out.push(h);
    }
  }
  return out;
}

export type Edge = 'N' | 'S' | 'W' | 'E';

/** The board edges a hex lies on (a hex of the board with a neighbour off it), for the sheets in play. */
export function edgesOf(h: Hex, sheets: readonly SheetId[]): Edge[] {
  if (!onBoard(h, sheets)) return [];
  const out: Edge[] = [];
  const x = hexToPlane(h).x;
  for (const n of neighbours(h)) {
    if (onBoard(n, sheets)) continue;
    const l = lineOf(n);
    const e: Edge = l > LAST_LINE ? 'N' : l < FIRST_LINE ? 'S' : hexToPlane(n).x < x ? 'W' : 'E';
    if (!out.includes(e)) out.push(e);
  }
  return out;
}

const EDGE_DISTANCE = new Map<string, Map<string, number>>();

/**
 * Hexes from `h` to the nearest edge hex of the board made of `sheets` (0 on an edge), for the rules
 * that count from a map edge (AG 5.45: placement within 10 hexes of an entry zone's edge; AG 12.1–12.3:
 * Romans never within 3 hexes of an edge). Null off the board.
 */
export function edgeDistance(h: Hex, sheets: readonly SheetId[]): number | null {
  const id = [...sheets].sort().join('');
  let table = EDGE_DISTANCE.get(id);
  if (!table) {
    table = new Map();
    const todo = boardHexes(sheets).filter((x) => edgesOf(x, sheets).length > 0);
    for (const x of todo) table.set(hexKey(x), 0);
    for (let i = 0; i < todo.length; i++) {
      const d = table.get(hexKey(todo[i]))!;
      for (const n of neighbours(todo[i])) {
        if (!onBoard(n, sheets) || table.has(hexKey(n))) continue;
        table.set(hexKey(n), d + 1);
        todo.push(n);
      }
    }
    EDGE_DISTANCE.set(id, table);
  }
  return table.get(hexKey(h)) ?? null;
}

/** The hex at the west or east end of a line of the board made of `sheets`. */
export function lineEnd(line: number, edge: 'W' | 'E', sheets: readonly SheetId[]): Hex | null {
  const cols = Array.from({ length: 2 * SHEET_COLUMNS + 1 }, (_, g) => g);
  if (edge === 'E') cols.reverse();
  for (const g of cols) if (onBoard(hexAt(line, g), sheets)) return hexAt(line, g);
  return null;
}

/**
 * The hexes of a printed range `from`–`to`, both included, where the range is straight: along one
 * line (`W3601` to `W3604`) or down one board edge (`W5634` to `W5834`: the east-edge hexes of lines
 * 56–58). Null for ranges that follow a feature of the map (a wall or a Rampart), which only the
 * map can list.
 */
export function labelRun(from: string, to: string, sheets: readonly SheetId[] = ['W']): Hex[] | null {
  const a = parseGbohLabel(from);
  const b = parseGbohLabel(to, a ? toCoord(a).sheet : undefined);
  if (!a || !b) return null;
  const [la, lb] = [lineOf(a), lineOf(b)];
  if (la === lb) {
    const [g0, g1] = [globalColumn(a), globalColumn(b)].sort((x, y) => x - y);
    return Array.from({ length: g1 - g0 + 1 }, (_, i) => hexAt(la, g0 + i));
  }
  for (const edge of ['E', 'W'] as const) {
    if (!edgesOf(a, sheets).includes(edge) || !edgesOf(b, sheets).includes(edge)) continue;
    const out: Hex[] = [];
    const step = lb > la ? 1 : -1;
    for (let line = la; line !== lb + step; line += step) out.push(lineEnd(line, edge, sheets)!);
    return out;
  }
  return null;
}

/**
 * The plain placement, before anchors: the hex plane laid on the ground's metre frame unrotated at
 * 91.44 m a hex width, with the seam hex of line 41 (between the sortie stretches W3733–W4034 and
 * W4333–W4533, the Alesia force's way off the plateau) on the middle of the plateau. Reconstructed;
 * the ground's anchors replace it (../../alesia/grid/anchors.ts).
 */
export const PLAIN_ORIGIN_HEX: Hex = hexAt(41, SHEET_COLUMNS);
export const PLAIN_WARP: PlaneWarp = similarityWarp(hexToPlane(PLAIN_ORIGIN_HEX), { e: 0, n: 0 }, HEX_METRES);

/**
 * The grid of the board made of `sheets`, laid on the ground through `warp`: the plain placement, or
 * the ground's anchors, e.g. `gbohGrid(sheets, boardWarp(anchors, boardHexes(sheets)))`.
 */
export function gbohGrid(sheets: readonly SheetId[], warp: PlaneWarp = PLAIN_WARP): GridSpec {
  const hexes = boardHexes(sheets);
  const place = anchoredPlacement(warp, hexes);
  return {
    id: `alesia-gboh-${[...sheets].sort().reverse().join('')}`,
    hexMetres: HEX_METRES,
    orientation: 'pointy',
    hexes,
    contains: (h) => onBoard(h, sheets),
    toMetres: place.toMetres,
    fromMetres: place.fromMetres,
    label: gbohLabel,
  };
}

/** The West sheet alone (AG 12.1, 12.2) and both sheets (AG 12.3), on the plain placement. */
export const GBOH_W_GRID: GridSpec = gbohGrid(SCENARIO_SHEETS['12.1']);
export const GBOH_GRID: GridSpec = gbohGrid(SCENARIO_SHEETS['12.3']);
