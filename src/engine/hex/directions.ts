/**
 * The six neighbours of a hex and rotation about a centre.
 *
 * `DIRECTIONS[d]` is the axial step towards neighbour `d`. On a pointy-top board (y downwards,
 * as in SVG) the order is E, NE, NW, W, SW, SE: counter-clockwise on screen, starting east.
 * On a flat-top board the same six steps point SE, NE, N, NW, SW, S. A direction index may be any
 * integer; it is taken modulo 6, so `d + 1` is always the next direction counter-clockwise.
 */
import { hex, hexAdd, hexEq, hexS, hexSub, type Hex } from './coords';

export const DIRECTIONS: readonly Readonly<Hex>[] = Object.freeze([
  Object.freeze(hex(1, 0)),
  Object.freeze(hex(1, -1)),
  Object.freeze(hex(0, -1)),
  Object.freeze(hex(-1, 0)),
  Object.freeze(hex(-1, 1)),
  Object.freeze(hex(0, 1)),
]);

/** Names of the six directions on a pointy-top board, in `DIRECTIONS` order. */
export const POINTY_DIRECTION_NAMES = Object.freeze(['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const);
/** Names of the six directions on a flat-top board, in `DIRECTIONS` order. */
export const FLAT_DIRECTION_NAMES = Object.freeze(['SE', 'NE', 'N', 'NW', 'SW', 'S'] as const);

/** `d` taken modulo 6, into 0..5. */
export function normDir(d: number): number {
  return ((d % 6) + 6) % 6;
}

export function neighbour(h: Hex, dir: number): Hex {
  return hexAdd(h, DIRECTIONS[normDir(dir)]);
}

/** The six neighbours of `h`, in `DIRECTIONS` order. */
export function neighbours(h: Hex): Hex[] {
  return DIRECTIONS.map((d) => hexAdd(h, d));
}

/** The direction index (0..5) that leads from `a` to the adjacent hex `b`, or -1 if they are not adjacent. */
export function directionTo(a: Hex, b: Hex): number {
  const d = hexSub(b, a);
  for (let i = 0; i < 6; i++) if (hexEq(d, DIRECTIONS[i])) return i;
  return -1;
}

/**
 * `h` turned about `center` by `steps` sixths of a turn. Positive steps turn the same way as the
 * direction order (E to NE on a pointy-top board: counter-clockwise on screen), so
 * `rotate(neighbour(c, d), 1, c)` is `neighbour(c, d + 1)`.
 */
export function rotate(h: Hex, steps: number, center: Hex = hex(0, 0)): Hex {
  const n = normDir(steps);
  let v = hexSub(h, center);
  // One step: (q, r, s) -> (-s, -q, -r).
  for (let i = 0; i < n; i++) v = hex(-hexS(v), -v.q);
  return hexAdd(center, v);
}
