/**
 * AG 6.61 — stacking limits, the "every other hex" row: two combat units of the same type (cohorts
 * of the same legion, Gauls of the same tribe, a linked tribe counting as a tribe of its own), or
 * one foot unit with one artillery unit. Leaders never count (AG 6.62). AG 6.6: the limits hold at
 * every moment, during a move as at its end (movement/occupancy.ts `mayStack` for moves).
 * AG 8.57: never two artillery counters in one hex.
 *
 * The Rampart row (one infantry unit plus one tower unit) and the Redoubt row (two foot units of any
 * kind) need to know which hexes are Rampart and Redoubt hexes: they come with the GBoH terrain
 * derivation (a later session). Until then set-up checks this row everywhere.
 */
import { agUnit, isArtillery, isFoot } from './data';

export function canStack(ids: readonly string[]): boolean {
  if (ids.length <= 1) return true;
  if (ids.length > 2) return false;
  const [a, b] = ids.map(agUnit);
  if (a.side !== b.side) return false;
  // AG 8.57: one artillery counter a hex, whatever its type or legion.
  if (isArtillery(a) && isArtillery(b)) return false;
  if ((isFoot(a) && isArtillery(b)) || (isFoot(b) && isArtillery(a))) return true;
  if (a.type !== b.type) return false;
  if (a.type === 'CO') return a.legion === b.legion;
  if (a.side === 'gallic') return a.tribe === b.tribe && (a.linked ?? null) === (b.linked ?? null) && a.force === b.force;
  return true;
}
