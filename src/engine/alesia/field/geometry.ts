/** Plane geometry on the ground's metre frame: shapes to build the data, and tests on them. */
import type { Pt } from './types';

export const pt = (e: number, n: number): Pt => ({ e, n });

/** An ellipse centred at `c` with semi-axes `a` (along `deg` from east, counter-clockwise) and `b`. */
export function ellipse(c: Pt, a: number, b: number, deg = 0, points = 36): Pt[] {
  const t = (deg * Math.PI) / 180;
  const out: Pt[] = [];
  for (let i = 0; i < points; i++) {
    const u = (2 * Math.PI * i) / points;
    const x = a * Math.cos(u);
    const y = b * Math.sin(u);
    out.push({ e: c.e + x * Math.cos(t) - y * Math.sin(t), n: c.n + x * Math.sin(t) + y * Math.cos(t) });
  }
  return out;
}

/** An axis-aligned rectangle centred at `c`, `w` metres wide and `h` metres high, corners clockwise from NW. */
export function rect(c: Pt, w: number, h: number): Pt[] {
  return [pt(c.e - w / 2, c.n + h / 2), pt(c.e + w / 2, c.n + h / 2), pt(c.e + w / 2, c.n - h / 2), pt(c.e - w / 2, c.n - h / 2)];
}

/** Ray casting: is `p` inside the closed polygon? */
export function inside(p: Pt, poly: readonly Pt[]): boolean {
  let odd = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.n > p.n !== b.n > p.n && p.e < ((b.e - a.e) * (p.n - a.n)) / (b.n - a.n) + a.e) odd = !odd;
  }
  return odd;
}

export const dist = (a: Pt, b: Pt): number => Math.hypot(a.e - b.e, a.n - b.n);

/** Points every `step` metres along a polyline (both ends included). */
export function sample(course: readonly Pt[], step: number): Pt[] {
  const out: Pt[] = [course[0]];
  for (let i = 1; i < course.length; i++) {
    const a = course[i - 1];
    const b = course[i];
    const n = Math.max(1, Math.ceil(dist(a, b) / step));
    for (let k = 1; k <= n; k++) out.push({ e: a.e + ((b.e - a.e) * k) / n, n: a.n + ((b.n - a.n) * k) / n });
  }
  return out;
}

/** The closed ring of a polygon as a polyline (first point repeated at the end). */
export const closed = (poly: readonly Pt[]): Pt[] => [...poly, poly[0]];

/** Where two segments cross, if they do. */
export function crossing(a: Pt, b: Pt, c: Pt, d: Pt): Pt | null {
  const den = (b.e - a.e) * (d.n - c.n) - (b.n - a.n) * (d.e - c.e);
  if (den === 0) return null;
  const t = ((c.e - a.e) * (d.n - c.n) - (c.n - a.n) * (d.e - c.e)) / den;
  const u = ((c.e - a.e) * (b.n - a.n) - (c.n - a.n) * (b.e - a.e)) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1) return null;
  return { e: a.e + t * (b.e - a.e), n: a.n + t * (b.n - a.n) };
}

/** Every point where two polylines cross. */
export function crossings(p: readonly Pt[], q: readonly Pt[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 1; i < p.length; i++) for (let j = 1; j < q.length; j++) {
    const x = crossing(p[i - 1], p[i], q[j - 1], q[j]);
    if (x) out.push(x);
  }
  return out;
}

/** Area of a closed polygon in square metres (shoelace). */
export function area(poly: readonly Pt[]): number {
  let s = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) s += poly[j].e * poly[i].n - poly[i].e * poly[j].n;
  return Math.abs(s) / 2;
}

/** Length of a polyline in metres. */
export function length(course: readonly Pt[]): number {
  let s = 0;
  for (let i = 1; i < course.length; i++) s += dist(course[i - 1], course[i]);
  return s;
}

/** The mean of a polygon's corners. */
export function centroid(poly: readonly Pt[]): Pt {
  return { e: poly.reduce((s, p) => s + p.e, 0) / poly.length, n: poly.reduce((s, p) => s + p.n, 0) / poly.length };
}

/** Distance from a point to the nearest point of a polyline. */
export function distToCourse(p: Pt, course: readonly Pt[]): number {
  let best = Infinity;
  for (let i = 1; i < course.length; i++) {
    const a = course[i - 1];
    const b = course[i];
    const l2 = (b.e - a.e) ** 2 + (b.n - a.n) ** 2;
    const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.e - a.e) * (b.e - a.e) + (p.n - a.n) * (b.n - a.n)) / l2));
    best = Math.min(best, dist(p, { e: a.e + t * (b.e - a.e), n: a.n + t * (b.n - a.n) }));
  }
  return best;
}

/** The point `at` metres along a polyline from its start (clamped to its ends). */
export function pointAlong(course: readonly Pt[], at: number): Pt {
  let left = Math.max(0, at);
  for (let i = 1; i < course.length; i++) {
    const d = dist(course[i - 1], course[i]);
    if (left <= d && d > 0) {
      const t = left / d;
      return { e: course[i - 1].e + t * (course[i].e - course[i - 1].e), n: course[i - 1].n + t * (course[i].n - course[i - 1].n) };
    }
    left -= d;
  }
  return course[course.length - 1];
}

/**
 * A polygon from a profile along an axis: `profile` lists [u, v] (metres along the axis from `c`,
 * half-width across it), west end first, both ends at v = 0; the axis points `deg` from east,
 * counter-clockwise. North side west to east, then south side back.
 */
export function spindle(c: Pt, profile: readonly [number, number][], deg: number): Pt[] {
  const t = (deg * Math.PI) / 180;
  const at = (u: number, v: number): Pt => ({
    e: Math.round(c.e + u * Math.cos(t) - v * Math.sin(t)),
    n: Math.round(c.n + u * Math.sin(t) + v * Math.cos(t)),
  });
  const north = profile.map(([u, v]) => at(u, v));
  const south = profile.slice(1, -1).reverse().map(([u, v]) => at(u, -v));
  return [...north, ...south];
}
