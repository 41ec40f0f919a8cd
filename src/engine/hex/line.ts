/**
 * Straight lines between hexes and line of sight.
 *
 * `line(a, b)` samples the segment between the two centres at `distance + 1` evenly spaced points
 * and rounds each to its hex. Tie rule: where the segment runs exactly along a hexside (or through
 * a corner) a sample sits on the border of two hexes. Both ends are then shifted by the same tiny
 * cube offset (q + 1e-6, r + 2e-6, s - 3e-6), so the whole segment moves off the border in one
 * fixed direction and every tie is settled the same way. On screen (y downwards) that offset points
 * down and a little to the right in both layouts, so of the two hexes along a border the lower
 * one is taken, or, where the border is vertical (pointy-top), the right-hand one. Because the
 * shift does not depend on which end comes first, `line(b, a)` is `line(a, b)` reversed. Rules that want the line to be blocked only when *both*
 * hexes along a hexside block (or when either does) must look at the hexside, not at this line.
 */
import { distance, hex, round, type Hex } from './coords';

const EPS_Q = 1e-6;
const EPS_R = 2e-6;

/** The hexes on the straight line from `a` to `b`, both included: `distance(a, b) + 1` of them, each adjacent to the next. */
export function line(a: Hex, b: Hex): Hex[] {
  const n = distance(a, b);
  if (n === 0) return [hex(a.q, a.r)];
  const aq = a.q + EPS_Q;
  const ar = a.r + EPS_R;
  const bq = b.q + EPS_Q;
  const br = b.r + EPS_R;
  const out: Hex[] = [hex(a.q, a.r)];
  for (let i = 1; i < n; i++) {
    // Round-off here (~1e-15) is far below the nudge, so it never decides a tie.
    const t = i / n;
    out.push(round(hex(aq + (bq - aq) * t, ar + (br - ar) * t)));
  }
  out.push(hex(b.q, b.r));
  return out;
}

/** The first hex strictly between `a` and `b` (walking from `a`) for which `blocks` is true, or null if none does. */
export function firstBlocking(a: Hex, b: Hex, blocks: (h: Hex) => boolean): Hex | null {
  const hs = line(a, b);
  for (let i = 1; i < hs.length - 1; i++) if (blocks(hs[i])) return hs[i];
  return null;
}

/**
 * Whether `a` can see `b`: true when no hex strictly between them blocks. The two end hexes are
 * never tested, so a hex can always see itself and its neighbours.
 */
export function lineOfSight(a: Hex, b: Hex, blocks: (h: Hex) => boolean): boolean {
  return firstBlocking(a, b, blocks) === null;
}
