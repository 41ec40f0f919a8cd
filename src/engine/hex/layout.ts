/**
 * From hexes to screen pixels and back, for pointy-top and flat-top boards. Screen y grows
 * downwards (as in SVG), so "north" is up. `size` is the distance from a hex's centre to each
 * corner; `origin` is the pixel centre of hex (0, 0).
 *
 * Corners are listed in the order of `cornerAt` (corner.ts): corner `i` lies between sides
 * `i - 1` and `i`, so side `d` runs from corner `d` to corner `d + 1`. On screen that is
 * counter-clockwise, starting at the lower-right corner (pointy-top: 30° below east; flat-top:
 * 60° below east).
 */
import { hex, round, type Hex } from './coords';
import { cornerHexes, type CornerKey } from './corner';
import { directionTo } from './directions';
import { hexsideHexes, type HexsideKey } from './hexside';

export interface Point {
  x: number;
  y: number;
}

export interface Layout {
  orientation: 'pointy' | 'flat';
  /** Centre to corner, in pixels. */
  size: number;
  /** Pixel centre of hex (0, 0). */
  origin: Point;
}

const R3 = Math.sqrt(3);
const H = R3 / 2;

/** Unit corner offsets, corner 0 first (exact values rather than sin/cos round-off). */
const CORNERS: Record<Layout['orientation'], readonly Point[]> = {
  pointy: [{ x: H, y: 0.5 }, { x: H, y: -0.5 }, { x: 0, y: -1 }, { x: -H, y: -0.5 }, { x: -H, y: 0.5 }, { x: 0, y: 1 }],
  flat: [{ x: 0.5, y: H }, { x: 1, y: 0 }, { x: 0.5, y: -H }, { x: -0.5, y: -H }, { x: -1, y: 0 }, { x: -0.5, y: H }],
};

/** The pixel centre of `h` (a fractional hex gives the matching point in between). */
export function hexToPixel(layout: Layout, h: Hex): Point {
  const { size, origin } = layout;
  if (layout.orientation === 'pointy') {
    return { x: origin.x + size * (R3 * h.q + H * h.r), y: origin.y + size * 1.5 * h.r };
  }
  return { x: origin.x + size * 1.5 * h.q, y: origin.y + size * (H * h.q + R3 * h.r) };
}

/** The fractional hex at a pixel: the exact inverse of `hexToPixel`. */
export function pixelToFractionalHex(layout: Layout, p: Point): Hex {
  const x = (p.x - layout.origin.x) / layout.size;
  const y = (p.y - layout.origin.y) / layout.size;
  if (layout.orientation === 'pointy') return { q: (R3 / 3) * x - y / 3, r: (2 / 3) * y };
  return { q: (2 / 3) * x, r: -x / 3 + (R3 / 3) * y };
}

/** The hex containing a pixel. */
export function pixelToHex(layout: Layout, p: Point): Hex {
  return round(pixelToFractionalHex(layout, p));
}

/** The six corners of `h`, corner 0 first (see the header for the order). */
export function hexCorners(layout: Layout, h: Hex): Point[] {
  const c = hexToPixel(layout, h);
  return CORNERS[layout.orientation].map((o) => ({ x: c.x + o.x * layout.size, y: c.y + o.y * layout.size }));
}

function fmt(v: number, decimals: number): string {
  const k = 10 ** decimals;
  return String(Math.round(v * k) / k + 0);
}

/** The corners of `h` as an SVG `points` attribute, `"x,y x,y …"`, each number rounded to `decimals` places. */
export function hexPolygonPoints(layout: Layout, h: Hex, decimals = 2): string {
  return hexCorners(layout, h).map((p) => `${fmt(p.x, decimals)},${fmt(p.y, decimals)}`).join(' ');
}

/**
 * The two ends of a hexside, for drawing walls, rivers or ramparts along it. For the key's hexes
 * `[a, b]` with `b` in direction `d` of `a`: corners `d` and `d + 1` of `a`, in that order (the same
 * points as `hexsideCorners(key)`).
 */
export function hexsideSegment(layout: Layout, key: HexsideKey): [Point, Point] {
  const [a, b] = hexsideHexes(key);
  const d = directionTo(a, b);
  const cs = hexCorners(layout, a);
  return [cs[d], cs[(d + 1) % 6]];
}

/** The pixel position of a corner: the centre of its three hexes' centres. */
export function cornerPoint(layout: Layout, key: CornerKey): Point {
  const [a, b, c] = cornerHexes(key);
  return hexToPixel(layout, hex((a.q + b.q + c.q) / 3, (a.r + b.r + c.r) / 3));
}
