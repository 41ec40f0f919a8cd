/** Sets of hexes around a centre: the ring at an exact distance and the filled area within a radius. */
import { hex, hexAdd, hexScale, type Hex } from './coords';
import { DIRECTIONS, neighbour } from './directions';

/**
 * The hexes at exactly `radius` steps from `center` (6 * radius of them; just `center` for 0).
 * Order: starting at the hex `radius` steps SW of the centre (direction 4), then walking
 * counter-clockwise on screen (pointy-top) along the six edges of the ring.
 */
export function ring(center: Hex, radius: number): Hex[] {
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError(`ring radius must be a whole number ≥ 0: ${radius}`);
  if (radius === 0) return [hex(center.q, center.r)];
  const out: Hex[] = [];
  let h = hexAdd(center, hexScale(DIRECTIONS[4], radius));
  for (let d = 0; d < 6; d++) {
    for (let j = 0; j < radius; j++) {
      out.push(h);
      h = neighbour(h, d);
    }
  }
  return out;
}

/** Every hex within `radius` steps of `center` (3n(n+1)+1 of them), by increasing q, then r. */
export function range(center: Hex, radius: number): Hex[] {
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError(`range radius must be a whole number ≥ 0: ${radius}`);
  const out: Hex[] = [];
  for (let q = -radius; q <= radius; q++) {
    const lo = Math.max(-radius, -q - radius);
    const hi = Math.min(radius, -q + radius);
    for (let r = lo; r <= hi; r++) out.push(hex(center.q + q, center.r + r));
  }
  return out;
}
