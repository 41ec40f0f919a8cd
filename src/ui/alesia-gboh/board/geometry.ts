/**
 * The GBoH board in SVG units (the shared hex boards' geometry, ../../hexboard/geometry.ts): a hex is
 * W units across the flats, pointy-top, axial keys as the engine's grid (map/grid.ts: r = −line, so
 * line 65 is at the top, the north). One geometry for both sheets: the East sheet lies east of the
 * West (AG 12.3); a West-only board (AG 12.1, 12.2) is the same frame cut at the West sheet's edge.
 */
import type { Point } from '../../../engine/hex/layout';
import { hexToPixel } from '../../../engine/hex/layout';
import { boardHexes, type SheetId } from '../../../engine/alesia-gboh/map/grid';
import { hexKey } from '../../../engine/hex/coords';
import { hexGeometry, type HexGeometry } from '../../hexboard/geometry';

/** Units across the flats of a hex. */
export const W = 24;
export const R = W / Math.sqrt(3);
/** Margin round the hexes (room for the zone numerals on the edges). */
export const PAD = 40;

export interface GbBoardFrame {
  geo: HexGeometry;
  /** The board's size in SVG units. */
  w: number;
  h: number;
  sheets: readonly SheetId[];
  /** Every hex of the board, as keys. */
  keys: readonly string[];
  has(key: string): boolean;
  /** A hex's place in `keys` (−1 off the board): the one order the layers draw hexes in. */
  order(key: string): number;
}

const frames = new Map<string, GbBoardFrame>();

/** The frame of the board made of `sheets`. */
export function boardFrame(sheets: readonly SheetId[]): GbBoardFrame {
  const id = [...sheets].sort().join('');
  let f = frames.get(id);
  if (f) return f;
  // The origin is found from the West sheet's and the whole board's hexes at a zero origin.
  const probe = hexGeometry(W, { x: 0, y: 0 });
  const all = boardHexes(sheets);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const h of all) {
    const p = hexToPixel(probe.LAYOUT, h);
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  const origin: Point = { x: PAD + W / 2 - x0, y: PAD + R - y0 };
  const geo = hexGeometry(W, origin);
  const keys = all.map(hexKey);
  const at = new Map(keys.map((k, i) => [k, i]));
  f = { geo, w: Math.round(x1 - x0 + W + 2 * PAD), h: Math.round(y1 - y0 + 2 * R + 2 * PAD), sheets, keys, has: (k) => at.has(k), order: (k) => at.get(k) ?? -1 };
  frames.set(id, f);
  return f;
}
