/**
 * The 1983 board in SVG units: a hex is W units across the flats (pointy-top), the board's
 * hexes sit inside a margin of PAD units. `acPixel` (engine) gives hex centres in hex widths;
 * here they become SVG units, and the engine's pointy layout draws corners in the same frame.
 */
import { hexToPixel, type Layout, type Point } from '../../../engine/hex/layout';
import { parseHexKey, type Hex } from '../../../engine/hex/coords';
import { HEX_METRES } from '../../../engine/alesia-classic/map/grid';
import type { Pt } from '../../../engine/alesia/field/types';

/** Units across the flats of a hex. */
export const W = 24;
/** Centre to corner. */
export const R = W / Math.sqrt(3);
export const PAD = 26;
/** Pixel centre of hex (0, 0): the westmost whole hexes (x = 1 hex width) touch the margin. */
export const LAYOUT: Layout = { orientation: 'pointy', size: R, origin: { x: PAD - W / 2, y: PAD + R } };
export const BOARD_W = Math.round(2 * PAD + 52 * W);
export const BOARD_H = Math.round(2 * PAD + 2 * R + 50 * W * (Math.sqrt(3) / 2));

const round1 = (v: number) => Math.round(v * 10) / 10;

const centres = new Map<string, Point>();

/** A hex's centre (a key's is kept: the map's hexes are asked for on every render). Not to be mutated. */
export function centre(h: Hex | string): Point {
  if (typeof h !== 'string') return pixelCentre(h);
  let c = centres.get(h);
  if (!c) {
    c = Object.freeze(pixelCentre(parseHexKey(h)));
    centres.set(h, c);
  }
  return c;
}

function pixelCentre(h: Hex): Point {
  const p = hexToPixel(LAYOUT, h);
  return { x: round1(p.x), y: round1(p.y) };
}

/** A ground point (metres from the plateau's middle) in SVG units, as scripts/lib/acGridSvg.ts places it. */
export function groundPoint(p: Pt): Point {
  const x = p.e / HEX_METRES + 26.5;
  const y = 25 * (Math.sqrt(3) / 2) - p.n / HEX_METRES;
  return { x: round1(LAYOUT.origin.x + x * W), y: round1(LAYOUT.origin.y + y * W) };
}

const f = (v: number) => String(round1(v));
/** Relative steps round a pointy-top hex from its lower-right corner (corner 0 of hex/layout.ts). */
const RING = `v${f(-R)}l${f(-W / 2)},${f(-R / 2)} ${f(-W / 2)},${f(R / 2)}v${f(R)}l${f(W / 2)},${f(R / 2)}z`;

const paths = new Map<string, string>();

/** One closed hex outline as path data: a single M command (terrain layers concatenate them). */
export function hexPath(h: Hex | string, scale = 1): string {
  const c = centre(h);
  if (scale === 1) {
    const key = typeof h === 'string' ? h : null;
    const kept = key !== null ? paths.get(key) : undefined;
    if (kept) return kept;
    const d = `M${f(c.x + W / 2)},${f(c.y + R / 2)}${RING}`;
    if (key !== null) paths.set(key, d);
    return d;
  }
  const w = (W / 2) * scale;
  const r = R * scale;
  return `M${f(c.x + w)},${f(c.y + r / 2)}v${f(-r)}l${f(-w)},${f(-r / 2)} ${f(-w)},${f(r / 2)}v${f(r)}l${f(w)},${f(r / 2)}z`;
}

/** Fills the kept centres and outlines of these hexes (the board's, while the page is idle). */
export function warmHexShapes(keys: Iterable<string>): void {
  for (const key of keys) hexPath(key);
}
