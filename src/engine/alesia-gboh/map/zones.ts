/**
 * AG 5.31 — the Gallic Entry Zones I–XVI on the map edges. The seed prints none of them; it says
 * Zone II holds the west-edge hexes W3601 and W3901 (AG 5.45's example), that I–II are the relief
 * army's own (automatic entry, AG 5.33), that 12.1's final assault on the open north-west comes by
 * III–VI, and that the relief army never reached the East sheet's zones in 12.2.
 *
 * Reading (RECONSTRUCTED, docs/reconstruction/gboh-grid.md "Entry zones"): the West sheet carries
 * I–VIII, on its west, north and south edges (its east edge faces the town: the Alesia force's side);
 * the East sheet carries IX–XVI on its north, east and south edges. Going round from the relief camp
 * in the south-west: I west edge lines 01–21, II west 22–43, III west 44–65, IV–VI the north edge in
 * thirds (columns 01–11, 12–22, 23–34), VII–VIII the south edge in halves (01–17, 18–34); on the East
 * sheet IX–XI its north edge in thirds, XII–XIV its east edge (north, middle, south thirds), XV–XVI its
 * south edge (east half, west half). A corner hex belongs to the first edge named.
 */
import type { Hex } from '../../hex/coords';
import type { EntryZone } from '../tables/types';
import { boardHexes, edgesOf, lineOf, toCoord, type Edge, type SheetId } from './grid';

export const ZONES_READING = {
  reconstructed: true,
  source: 'AG 5.31, 5.33, 5.45 (W3601, W3901 in Zone II), 12.1 (III–VI), 12.2',
  why: 'No zone is printed; I–VIII on the West sheet’s outer edges, IX–XVI on the East sheet’s, in order round the board.',
} as const;

interface ZoneSpan {
  zone: EntryZone;
  sheet: SheetId;
  edge: Edge;
  /** Lines (west/east edges) or sheet columns (north/south edges), both included. */
  from: number;
  to: number;
}

export const ZONE_SPANS: readonly ZoneSpan[] = [
  { zone: 'I', sheet: 'W', edge: 'W', from: 1, to: 21 },
  { zone: 'II', sheet: 'W', edge: 'W', from: 22, to: 43 },
  { zone: 'III', sheet: 'W', edge: 'W', from: 44, to: 65 },
  { zone: 'IV', sheet: 'W', edge: 'N', from: 1, to: 11 },
  { zone: 'V', sheet: 'W', edge: 'N', from: 12, to: 22 },
  { zone: 'VI', sheet: 'W', edge: 'N', from: 23, to: 34 },
  { zone: 'VII', sheet: 'W', edge: 'S', from: 1, to: 17 },
  { zone: 'VIII', sheet: 'W', edge: 'S', from: 18, to: 34 },
  { zone: 'IX', sheet: 'E', edge: 'N', from: 1, to: 11 },
  { zone: 'X', sheet: 'E', edge: 'N', from: 12, to: 22 },
  { zone: 'XI', sheet: 'E', edge: 'N', from: 23, to: 34 },
  { zone: 'XII', sheet: 'E', edge: 'E', from: 44, to: 65 },
  { zone: 'XIII', sheet: 'E', edge: 'E', from: 22, to: 43 },
  { zone: 'XIV', sheet: 'E', edge: 'E', from: 1, to: 21 },
  { zone: 'XV', sheet: 'E', edge: 'S', from: 18, to: 34 },
  { zone: 'XVI', sheet: 'E', edge: 'S', from: 1, to: 17 },
];

/** The zone of a board-edge hex, or null (the West sheet's east edge in 12.1/12.2 is the Alesia force's). */
export function zoneOf(h: Hex, sheets: readonly SheetId[]): EntryZone | null {
  const c = toCoord(h);
  for (const edge of edgesOf(h, sheets)) {
    for (const s of ZONE_SPANS) {
      if (s.sheet !== c.sheet || s.edge !== edge) continue;
      const v = edge === 'W' || edge === 'E' ? lineOf(h) : c.col;
      if (v >= s.from && v <= s.to) return s.zone;
    }
  }
  return null;
}

/** Every zone in play on the board made of `sheets`, with its edge hexes. */
export function entryZones(sheets: readonly SheetId[]): Map<EntryZone, Hex[]> {
  const out = new Map<EntryZone, Hex[]>();
  for (const h of boardHexes(sheets)) {
    if (edgesOf(h, sheets).length === 0) continue;
    const z = zoneOf(h, sheets);
    if (!z) continue;
    const l = out.get(z) ?? [];
    l.push(h);
    out.set(z, l);
  }
  return out;
}
