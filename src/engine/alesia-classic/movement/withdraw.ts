/**
 * AC 20.3 — an archer or slinger that begins the Roman turn in a Gallic ZOC (not inverted by a
 * Battle Rages) must move away if any way out is open: it may not stay behind by choice, not even
 * with a cohort beside it. Only when every way out is barred may it stay (and then only stacked
 * with a non-missile unit, cleanup.ts). While such a unit has not yet moved, the Roman may not end
 * his movement; once he has taken it up, it must leave before another unit moves, and it may end
 * only outside the Gallic ZOC.
 */
import { AC_UNITS, acUnit, UNIT_INDEX } from '../data/units';
import { AT_HEX, whereOf } from '../where';
import { isMissile } from '../data/types';
import type { Destination } from '../actions';
import { boardIndex } from '../map/index';
import { zocArray } from './arrays';
import { unitOf, type AcState } from '../state';
import { canMove, destinations } from './moves';

/** A missile unit standing where it began the turn, in a Gallic ZOC, able to move now. */
function bound(s: AcState, id: string): boolean {
  if (s.phase !== 'roman-move' || !isMissile(acUnit(id))) return false;
  const u = unitOf(s, id);
  if (u.loc.at !== 'hex' || u.raging || !inGallicZoc(s, u.loc.hex)) return false;
  if (s.moves[id]?.path.length) return false;
  return canMove(s, id);
}

/**
 * Is this hex in a Gallic ZOC? arrays.ts `zocArray` (the move search's, kept per position and brought
 * up to date move by move) says the same as queries.ts `zocOf` — a test keeps the two in step — and
 * a destination that is no board hex (the town, an OBMC box) is in no ZOC.
 */
function inGallicZoc(s: AcState, hex: string): boolean {
  const i = boardIndex().index.get(hex);
  return i !== undefined && zocArray(s, 'gallic')[i] > 0;
}

/** The hexes out of the Gallic ZOC among the unit's destinations. */
export function waysOut(s: AcState, id: string, dests: readonly Destination[] = destinations(s, id)): Destination[] {
  return dests.filter((d) => !inGallicZoc(s, d));
}

/** Must this unit withdraw now (AC 20.3)? */
export const mustWithdraw = (s: AcState, id: string): boolean => bound(s, id) && waysOut(s, id).length > 0;

/** Every unit of the side moving now that must still withdraw (the Roman's archers and slingers). */
export function withdrawalsDue(s: AcState): string[] {
  if (s.phase !== 'roman-move') return [];
  const out: string[] = [];
  // bound's tests of where the unit stands, from where.ts's arrays and the ZOC array (inGallicZoc by index).
  const { at, hex, raging } = whereOf(s);
  const zoc = zocArray(s, 'gallic');
  const onHex = AT_HEX;
  for (let x = 0; x < MISSILES.length; x++) {
    const i = MISSILE_INDEX[x];
    if (at[i] !== onHex || raging[i] || hex[i] < 0 || !zoc[hex[i]]) continue;
    const id = MISSILES[x];
    if (s.moves[id]?.path.length || !canMove(s, id)) continue;
    if (waysOut(s, id).length > 0) out.push(id);
  }
  return out;
}

/** The Roman archers and slingers, and where each is in the unit table. */
const MISSILES: readonly string[] = AC_UNITS.filter((u) => u.side === 'roman' && isMissile(u)).map((u) => u.id);
const MISSILE_INDEX = Int32Array.from(MISSILES, (id) => UNIT_INDEX.get(id)!);
