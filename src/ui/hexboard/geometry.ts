/**
 * Hex boards in SVG units, shared by both hex boards (the 1983 board, the GBoH board): a hex is
 * `w` units across the flats (pointy-top), centres from the engine's pointy layout (engine/hex),
 * each centre and outline computed once and kept (the boards ask for them on every render).
 */
import { hexToPixel, type Layout, type Point } from '../../engine/hex/layout';
import { parseHexKey, type Hex } from '../../engine/hex/coords';

export interface HexGeometry {
  /** Units across the flats of a hex. */
  W: number;
  /** Centre to corner. */
  R: number;
  LAYOUT: Layout;
  /** A hex's centre (a key's is kept). Not to be mutated. */
  centre(h: Hex | string): Point;
  /** One closed hex outline as path data: a single M command (layers concatenate them). */
  hexPath(h: Hex | string, scale?: number): string;
  /** Fills the kept centres and outlines of these hexes (while the page is idle). */
  warm(keys: Iterable<string>): void;
}

export const round1 = (v: number): number => Math.round(v * 10) / 10;
const f = (v: number) => String(round1(v));

/** The geometry of a pointy-top board of hexes `w` across, hex (0, 0) centred at `origin`. */
export function hexGeometry(w: number, origin: Point): HexGeometry {
  const R = w / Math.sqrt(3);
  const LAYOUT: Layout = { orientation: 'pointy', size: R, origin };
  const centres = new Map<string, Point>();
  const paths = new Map<string, string>();
  // Relative steps round a pointy-top hex from its lower-right corner (corner 0 of hex/layout.ts).
  const RING = `v${f(-R)}l${f(-w / 2)},${f(-R / 2)} ${f(-w / 2)},${f(R / 2)}v${f(R)}l${f(w / 2)},${f(R / 2)}z`;
  const pixelCentre = (h: Hex): Point => {
    const p = hexToPixel(LAYOUT, h);
    return { x: round1(p.x), y: round1(p.y) };
  };
  const centre = (h: Hex | string): Point => {
    if (typeof h !== 'string') return pixelCentre(h);
    let c = centres.get(h);
    if (!c) {
      c = Object.freeze(pixelCentre(parseHexKey(h)));
      centres.set(h, c);
    }
    return c;
  };
  const hexPath = (h: Hex | string, scale = 1): string => {
    const c = centre(h);
    if (scale === 1) {
      const key = typeof h === 'string' ? h : null;
      const kept = key !== null ? paths.get(key) : undefined;
      if (kept) return kept;
      const d = `M${f(c.x + w / 2)},${f(c.y + R / 2)}${RING}`;
      if (key !== null) paths.set(key, d);
      return d;
    }
    const hw = (w / 2) * scale;
    const r = R * scale;
    return `M${f(c.x + hw)},${f(c.y + r / 2)}v${f(-r)}l${f(-hw)},${f(-r / 2)} ${f(-hw)},${f(r / 2)}v${f(r)}l${f(hw)},${f(r / 2)}z`;
  };
  const warm = (keys: Iterable<string>): void => {
    for (const key of keys) hexPath(key);
  };
  return { W: w, R, LAYOUT, centre, hexPath, warm };
}
