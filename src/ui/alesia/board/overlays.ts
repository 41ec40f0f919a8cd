/**
 * The map's optional overlays as path data, one string per kind (all its hexes as `M…z`
 * outlines), so each draws as a single <path>: zones of control, the Roman fields of fire by
 * range band, and the forts. Built from the state the board shows (a side's view): the viewer's
 * knowledge, no more. Each is a function of the position alone — pan and zoom never rebuild it.
 */
import { acUnit } from '../../../engine/alesia-classic/data/units';
import { fireFields, type FireBand } from '../../../engine/alesia-classic/fire/fields';
import { toAct } from '../../../engine/alesia-classic/legal';
import { occupancy } from '../../../engine/alesia-classic/queries';
import type { AcSide, AcState } from '../../../engine/alesia-classic/state';
import { zocSeen } from '../../../engine/alesia-classic/view';
import { hexPath } from './geometry';
import type { BoardState } from './model';

const join = (keys: Iterable<string>, scale = 1) => [...keys].sort().map((k) => hexPath(k, scale)).join('');

/** Whose eyes the board is drawn for: the view's side, else the side to act (null: nobody, game over). */
export function viewerOf(s: BoardState): AcSide | null {
  return 'side' in s ? s.side : toAct(s as AcState);
}

export type ZocMode = 'enemy' | 'both';

export interface ZocPaths {
  roman: string;
  gallic: string;
  /** Hex counts, for tests and the toolbar's words. */
  count: Record<AcSide, number>;
}

/**
 * `enemy`: the zone of control the side to act must reckon with, that of the other side (with no
 * side to act, both are drawn); `both`: both sides'.
 */
export function zocPaths(s: BoardState, mode: ZocMode): ZocPaths {
  const viewer = viewerOf(s);
  const sides: AcSide[] = mode === 'both' || !viewer ? ['roman', 'gallic'] : [viewer === 'roman' ? 'gallic' : 'roman'];
  const out: ZocPaths = { roman: '', gallic: '', count: { roman: 0, gallic: 0 } };
  for (const side of sides) {
    const hexes = zocSeen(s, side);
    out[side] = join(hexes);
    out.count[side] = hexes.size;
  }
  return out;
}

export function firePaths(s: BoardState): Record<FireBand, string> & { count: number } {
  const { band } = fireFields(s);
  const by: Record<FireBand, string[]> = { 1: [], 2: [], 3: [] };
  for (const [k, b] of band) by[b].push(k);
  return { 1: join(by[1]), 2: join(by[2]), 3: join(by[3]), count: band.size };
}

/** Fort hexes: held by a Roman unit other than a leader (or hidden under the top counter), and empty. */
export function fortPaths(s: BoardState): { held: string; empty: string; count: number } {
  const held: string[] = [];
  const empty: string[] = [];
  const concealed = 'concealed' in s ? s.concealed : {};
  for (const [hex, ids] of occupancy(s)) {
    if (!ids.some((id) => acUnit(id).kind === 'fort')) continue;
    const manned = (concealed[hex] ?? 0) > 0 || ids.some((id) => acUnit(id).side === 'roman' && acUnit(id).kind !== 'fort' && acUnit(id).kind !== 'leader');
    (manned ? held : empty).push(hex);
  }
  return { held: join(held, 0.86), empty: join(empty, 0.86), count: held.length + empty.length };
}
