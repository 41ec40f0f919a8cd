/**
 * Where a hex map's view goes to show the decision asked now (issue 16 §3; both hex boards): the hexes it concerns —
 * the moving unit and its destinations, the hexes to retreat or advance to, to attack, the units
 * to fire at — brought on screen, at the opening of a game and after each action. Pure: the view
 * the pan and zoom last applied in, the view to go to out (no layout is read).
 */
import type { ViewSize } from '../shell/common/usePanZoom';

/** A board's size in SVG units and the width of its hexes across the flats. */
export interface BoardSize {
  w: number;
  h: number;
  hexW: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Where to look: a map point at the centre of the screen, at zoom k. */
export interface Frame {
  x: number;
  y: number;
  k: number;
}

/**
 * `any`: one of the points on screen is enough (a move's destinations: the unit and where it may go
 * next; the player pans along a long march himself). `all`: every point should be on screen (a
 * retreat, an advance, the hexes to attack or fire at: a handful of hexes, every one a choice).
 */
export type FollowMode = 'any' | 'all';

/** The board's scale (screen px per map unit at zoom 1) and its offsets in the element (SVG's xMidYMid meet). */
function meet(v: ViewSize, b: BoardSize): { s: number; ox: number; oy: number } {
  const s = Math.min(v.w / b.w, v.h / b.h);
  return { s, ox: (v.w - b.w * s) / 2, oy: (v.h - b.h * s) / 2 };
}

/** Whether a map point is on screen in a view, `inset` screen px inside its edges. */
export function onScreenOf(b: BoardSize, p: Point, v: ViewSize, inset = 0): boolean {
  const { s, ox, oy } = meet(v, b);
  const x = ox + (v.x + p.x * v.k) * s;
  const y = oy + (v.y + p.y * v.k) * s;
  return x >= inset && x <= v.w - inset && y >= inset && y <= v.h - inset;
}

/**
 * Whether any of these map points is on screen, from the view the pan and zoom last applied (no
 * layout read): the layers draw the board's viewBox centred and scaled to fit the element (the SVG
 * default, xMidYMid meet), then the view's translate and scale.
 */
export function anyInViewOf(b: BoardSize, points: readonly Point[], v: ViewSize): boolean {
  if (v.w <= 0 || v.h <= 0) return true;
  return points.some((p) => onScreenOf(b, p, v));
}

/**
 * The frame that shows the points, or null when the view already does (as `mode` asks). The view
 * keeps its zoom when the points fit at it. Else, when one of them is on screen the rest is left to
 * the player to pan to; when none is, the view centres at its zoom (the counters stay legible) on
 * the point nearest their middle — but in `all` mode it first zooms out to fit them all, down to `minK`.
 */
export function followFrameOf(b: BoardSize, points: readonly Point[], v: ViewSize, mode: FollowMode, minK: number): Frame | null {
  const W = b.hexW;
  if (!points.length || v.w <= 0 || v.h <= 0) return null;
  // Half a hex inside the edges: a hex cut by the edge is not yet in view.
  const inset = Math.min(v.w, v.h) / 20;
  const seen = points.filter((p) => onScreenOf(b, p, v, inset)).length;
  if (mode === 'any' ? seen > 0 : seen === points.length) return null;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of points) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  // A hex's width round the points (their centres), and the inset.
  const { s } = meet(v, b);
  const bw = x1 - x0 + 2 * W;
  const bh = y1 - y0 + 2 * W;
  const kFit = Math.min((v.w - 2 * inset) / (s * bw), (v.h - 2 * inset) / (s * bh));
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  if (kFit >= v.k) return { x: cx, y: cy, k: v.k };
  if (mode === 'all' && kFit >= minK) return { x: cx, y: cy, k: kFit };
  if (seen > 0) return null;
  // One of many is enough (an entry's, a placement's): at the zoom the player reads at, the one
  // nearest their middle (the middle of a zone's edge, not its end: as many of them as may be).
  if (mode === 'any') {
    const mx = points.reduce((t, p) => t + p.x, 0) / points.length;
    const my = points.reduce((t, p) => t + p.y, 0) / points.length;
    const near = points.reduce((a, p) => (Math.hypot(p.x - mx, p.y - my) < Math.hypot(a.x - mx, a.y - my) ? p : a), points[0]);
    return { x: near.x, y: near.y, k: v.k };
  }
  return { x: points[0].x, y: points[0].y, k: v.k };
}
