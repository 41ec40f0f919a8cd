/**
 * AG 8.13, 8.15: a missile unit fires out of its front and flank hexsides only — never into the
 * sector behind its two rear hexsides. AG 6.66: javelins and Scorpion bolts that come in through
 * the target's rear hexsides strike the bottom unit of its stack.
 *
 * The sector of a facing is measured by the bearing from hex centre to hex centre: the rear
 * sector is the 120° wedge centred on the vertex opposite the one the unit points at (it holds the
 * two rear neighbours and everything behind them). Reading: a hex exactly on the wedge's edge (a
 * line through vertices) counts as flank, not rear, so the fire is allowed — the player's side.
 */
import { parseHexKey } from '../../hex/coords';
import { DIRECTIONS } from '../../hex/directions';
import type { Facing } from '../state';

const SQRT3 = Math.sqrt(3);

function bearing(dq: number, dr: number): number {
  return Math.atan2(-1.5 * dr, SQRT3 * (dq + dr / 2)); // pointy-top, y up
}

/** The bearing the vertex `f` points at (between neighbours f and f + 1). */
function vertexBearing(f: Facing): number {
  const a = DIRECTIONS[f];
  const b = DIRECTIONS[(f + 1) % 6];
  return bearing(a.q + b.q, a.r + b.r);
}

/** Angle between two bearings, 0…π. */
function gap(a: number, b: number): number {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

/** True when `other` lies in the rear sector of a unit on `hex` facing `f`. */
export function inRearSector(hex: string, f: Facing, other: string): boolean {
  const h = parseHexKey(hex);
  const o = parseHexKey(other);
  if (h.q === o.q && h.r === o.r) return false;
  const toOther = bearing(o.q - h.q, o.r - h.r);
  const rear = vertexBearing(f) + Math.PI;
  return gap(toOther, rear) < Math.PI / 3 - 1e-9;
}

/** AG 8.13: can a unit on `hex` facing `f` fire at `target` (front or flank sector)? */
export function inFireArc(hex: string, f: Facing, target: string): boolean {
  return !inRearSector(hex, f, target);
}
