/**
 * The 1983 board in SVG units: a hex is W units across the flats (pointy-top), the board's
 * hexes sit inside a margin of PAD units. `acPixel` (engine) gives hex centres in hex widths;
 * here they become SVG units, and the engine's pointy layout draws corners in the same frame
 * (the shared hex boards' geometry, ../../hexboard/geometry.ts).
 */
import type { Layout, Point } from '../../../engine/hex/layout';
import type { Hex } from '../../../engine/hex/coords';
import { hexGeometry, round1 } from '../../hexboard/geometry';
import { HEX_METRES } from '../../../engine/alesia-classic/map/grid';
import type { Pt } from '../../../engine/alesia/field/types';

/** Units across the flats of a hex. */
export const W = 24;
/** Centre to corner. */
export const R = W / Math.sqrt(3);
export const PAD = 26;
/** Pixel centre of hex (0, 0): the westmost whole hexes (x = 1 hex width) touch the margin. */
export const AC_GEO = hexGeometry(W, { x: PAD - W / 2, y: PAD + R });
export const LAYOUT: Layout = AC_GEO.LAYOUT;
export const BOARD_W = Math.round(2 * PAD + 52 * W);
export const BOARD_H = Math.round(2 * PAD + 2 * R + 50 * W * (Math.sqrt(3) / 2));

/** A hex's centre (a key's is kept: the map's hexes are asked for on every render). Not to be mutated. */
export const centre: (h: Hex | string) => Point = AC_GEO.centre;

/** A ground point (metres from the plateau's middle) in SVG units, as scripts/lib/acGridSvg.ts places it. */
export function groundPoint(p: Pt): Point {
  const x = p.e / HEX_METRES + 26.5;
  const y = 25 * (Math.sqrt(3) / 2) - p.n / HEX_METRES;
  return { x: round1(LAYOUT.origin.x + x * W), y: round1(LAYOUT.origin.y + y * W) };
}

/** One closed hex outline as path data: a single M command (terrain layers concatenate them). */
export const hexPath: (h: Hex | string, scale?: number) => string = AC_GEO.hexPath;

/** Fills the kept centres and outlines of these hexes (the board's, while the page is idle). */
export const warmHexShapes: (keys: Iterable<string>) => void = AC_GEO.warm;
