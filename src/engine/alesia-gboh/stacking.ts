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
 *
 * AG 6.65 — the order of a stack (below): the state keeps each unit's place (`stackPos`), read top
 * first by `topFirst`; a unit arriving on a hex with friends goes underneath (`landed`, `landOn`), a
 * swap reorders (`reorder`, movement/stack.ts).
 */
import { agUnit, isArtillery, isFoot } from './data';
import { ownUnits } from './ctx';
import type { AgState, AgUnitState } from './state';
import { unitEntries, unitOrder } from './unitIds';

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

// ---------------------------------------------------------------- AG 6.65: the order of a stack

/** AG 6.65 — `ids` (units of one hex) top first: by their `stackPos` (absent = 0), ties in the state's unit order. */
export function topFirst(s: Pick<AgState, 'units'>, ids: readonly string[]): string[] {
  if (ids.length < 2) return [...ids];
  const order = unitOrder(s);
  return [...ids].sort((a, b) => (s.units[a]?.stackPos ?? 0) - (s.units[b]?.stackPos ?? 0) || (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/** AG 6.65 — sorts in place a list of one hex's units that is already in the state's unit order (a stable sort by place). */
export function sortStack<T extends string[]>(s: Pick<AgState, 'units'>, idsInStateOrder: T): T {
  if (idsInStateOrder.length > 1) idsInStateOrder.sort((a, b) => (s.units[a]?.stackPos ?? 0) - (s.units[b]?.stackPos ?? 0));
  return idsInStateOrder;
}

/** AG 6.65 — the combat units on `hex`, top first (both sides; a hex never holds both but during a move's check). */
export function stackOn(s: Pick<AgState, 'units'>, hex: string): string[] {
  const ids: string[] = [];
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'hex' && u.loc.hex === hex) ids.push(id);
  return sortStack(s, ids);
}

/** AG 6.65 — the friendly units stacked with `id` on its hex, top first (`id` included), or [] off the map. */
export function stackOfUnit(s: Pick<AgState, 'units'>, id: string): string[] {
  const loc = s.units[id]?.loc;
  if (loc?.at !== 'hex') return [];
  const side = agUnit(id).side;
  return stackOn(s, loc.hex).filter((o) => agUnit(o).side === side);
}

/** AG 6.65 — whether `id` is the top unit of its stack (a unit alone is). */
export function isTopOfStack(s: Pick<AgState, 'units'>, id: string): boolean {
  const st = stackOfUnit(s, id);
  return st.length === 0 || st[0] === id;
}

/**
 * AG 6.65 — the record of unit `id` arriving on `hex` (with `patch` applied): underneath the units
 * already there (its `stackPos` one more than any of theirs) and facing as they do (stacked units
 * share one facing: the one that arrives turns), or on its own (no `stackPos`). Units of a stack
 * moving together land one after the other, top first, so the stack keeps its order.
 */
export function landed(s: AgState, id: string, hex: string, patch: Partial<AgUnitState> = {}): AgUnitState {
  const { stackPos: _old, ...rest } = s.units[id];
  void _old;
  let low = -1;
  let facing: AgUnitState['facing'] | null = null;
  for (const [o, u] of unitEntries(s)) {
    if (o === id || u.loc.at !== 'hex' || u.loc.hex !== hex) continue;
    low = Math.max(low, u.stackPos ?? 0);
    facing ??= u.facing;
  }
  return { ...rest, ...patch, loc: { at: 'hex', hex }, ...(facing !== null ? { facing } : {}), ...(low >= 0 ? { stackPos: low + 1 } : {}) };
}

/** AG 6.65 — put unit `id` on `hex` under any units there (a move, an advance, a retreat). */
export function landOn(s: AgState, id: string, hex: string, patch: Partial<AgUnitState> = {}): void {
  ownUnits(s)[id] = landed(s, id, hex, patch);
}

/** AG 6.65 — set the order of the units of one hex to `ids` (top first). */
export function reorder(s: AgState, ids: readonly string[]): void {
  ids.forEach((id, k) => {
    const { stackPos: _old, ...rest } = s.units[id];
    void _old;
    ownUnits(s)[id] = { ...rest, ...(k > 0 ? { stackPos: k } : {}) };
  });
}
