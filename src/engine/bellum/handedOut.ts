/**
 * The states the engine handed out last (from `setup` and `apply`), with what has been worked out
 * about them (issue 18: the computer opponent's search asks the same questions of each state many
 * times).
 *
 * A handed-out state is a value: nobody may change it afterwards (the store freezes it), and the
 * engine's later working copies take a part before writing into it (own.ts). So its legal list and
 * anything read off its parts may be computed once and kept. Any other state (a test fixture, the
 * working copy inside `apply`) is worked out afresh every time.
 *
 * The memory is short — a ring of the last RECENT states, newest overwriting oldest — because callers
 * ask about the state they were just given (a player's screen, a search descending a line); a state
 * handed out long ago is worked out afresh, as any other. No WeakMap: an entry in one cost more
 * than most actions (~1–4 µs per insertion once it holds many keys).
 */
import type { BellumAction, BellumState } from './state';

const RECENT = 16;
const states: (BellumState | null)[] = new Array(RECENT).fill(null);
const lists: (readonly BellumAction[] | null)[] = new Array(RECENT).fill(null);
const unitsRecords: (BellumState['units'] | null)[] = new Array(RECENT).fill(null);
const placements: unknown[] = new Array(RECENT).fill(null);
let next = 0;
/** The units record last asked about and its reading (a record once handed out never changes, so this stays true). */
let lastUnits: BellumState['units'] | null = null;
let lastPlacement: unknown = null;

/** Remember a state the engine hands out (its parts are values from now on), with its placement if already known. */
export function handOut(s: BellumState, placement: unknown = null): BellumState {
  states[next] = s;
  unitsRecords[next] = s.units;
  lists[next] = null;
  placements[next] = placement;
  next = (next + 1) % RECENT;
  return s;
}

function slotOf(s: BellumState): number {
  for (let k = 1; k <= RECENT; k++) {
    const i = (next - k + RECENT) % RECENT;
    if (states[i] === s) return i;
  }
  return -1;
}

/**
 * The legal list of a state handed out lately, computed once (with `compute`); any other state's
 * afresh (with `computeOther`, by default the same).
 */
export function keptLegal(s: BellumState, compute: (s: BellumState) => BellumAction[], computeOther = compute): BellumAction[] {
  const i = slotOf(s);
  if (i < 0) return computeOther(s);
  let list = lists[i];
  if (!list) lists[i] = list = Object.freeze(compute(s));
  return list as BellumAction[];
}

/**
 * What `build` reads off a units record that belongs to a state handed out lately (built once, and
 * shared by every later state that still holds the same record: most actions move nobody); null
 * for any other record, which may still change. One kind of reading per record: queries.ts's placement.
 */
export function keptPlacement<P>(units: BellumState['units'], build: ((units: BellumState['units']) => P) | null): P | null {
  if (units === lastUnits) return lastPlacement as P;
  let found = -1;
  for (let k = 1; k <= RECENT; k++) {
    const i = (next - k + RECENT) % RECENT;
    if (unitsRecords[i] !== units) continue;
    const p = placements[i];
    if (p) return remember(units, p) as P;
    if (found < 0) found = i;
  }
  if (found < 0 || build === null) return null;
  return remember(units, (placements[found] = build(units))) as P;
}

function remember(units: BellumState['units'], p: unknown): unknown {
  lastUnits = units;
  lastPlacement = p;
  return p;
}
