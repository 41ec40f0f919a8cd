/**
 * Units on their tribal counter and the counter's leash (AG 5.47–5.49, 6.21–6.23).
 *
 * AG 5.48, 6.21 a unit released onto its counter (`loc: {at:'counter'}`) starts its move from the
 *   counter's hex. Reading: it was set on the counter for this move, so it leaves with whatever
 *   facing the player chooses (the search starts from all six facings at no cost); it may not
 *   merely turn there (a `face` would leave it on the counter). Until it moves off it is not on a
 *   hex of the map for fire, shock or stacking (6.22 keeps every other combat unit out of that hex).
 * AG 5.47 a counter whose units are all out turns to "No Units": it stays where it is (5.46, 6.23),
 *   no longer bars its hex (6.22), still counts for activation and Command range (4.12) and for
 *   the leash below.
 * AG 5.49 a combat unit may not of its own will go, or be, more than 12 hexes from its tribal counter
 *   until it climbs onto a Rampart or goes in between the lines; from then on it is free (`freed`).
 *   The hill W5815–W5819 frees it too (play note). Units of the Alesia force and of the cavalry
 *   counters (5.7) have no leash. Reading: the move is judged by the hex where it ends and by the
 *   hexes of its path (one that crosses a Rampart, the hill or the ground between the lines frees
 *   the unit there); a retreat or rout is not "of its own will".
 */
import { distance, hexKey, parseHexKey, type Hex } from '../../hex/coords';
import type { AgAction } from '../actions';
import { agTribe, agUnit } from '../data';
import { parseGbohLabel } from '../map/grid';
import { H_OUTSIDE, H_RAMPART, moveBoard, type MoveBoard } from '../movement/board';
import type { AgState } from '../state';
import { forceOf, tribeOf } from './escaped';

/** AG 5.49 — the leash, in hexes. */
export const LEASH_HEXES = 12;
/** AG 5.49 play note — the hill hexes that end the leash. */
export const HILL_LABELS = ['W5815', 'W5816', 'W5817', 'W5818', 'W5819'] as const;
const HILL = new Set(HILL_LABELS.map((l) => hexKey(parseGbohLabel(l)!)));

/** The hex of a placed tribal counter, or null. */
export function counterHex(s: AgState, tribe: string): string | null {
  const t = s.tribes[tribe];
  return t && t.status === 'placed' && t.hex ? t.hex : null;
}

/** AG 5.48, 6.21 — the hex a unit's move starts from: its hex, or its counter's hex; null off the map. */
export function moveStartHex(s: AgState, unit: string): string | null {
  const loc = s.units[unit]?.loc;
  if (!loc) return null;
  if (loc.at === 'hex') return loc.hex;
  if (loc.at === 'counter') return counterHex(s, loc.tribe);
  return null;
}

/** AG 5.49 — the counter a unit is leashed to, or null (Alesia force, cavalry counters, already freed). */
export function leashCounter(s: AgState, unit: string): string | null {
  const st = s.units[unit];
  const u = agUnit(unit);
  const tribe = tribeOf(s, unit); // AG 5.65: an escapee is leashed to its new tribe's counter
  if (!st || st.freed || u.side !== 'gallic' || forceOf(s, unit) !== 'relief' || st.via || u.cavalryPool) return null;
  if (!tribe || agTribe(tribe).kind !== 'tribe') return null;
  return counterHex(s, tribe);
}

/** AG 5.49 — whether standing on `hex` frees a unit from its leash: a Rampart, between the lines, or the hill. */
function freesAt(mb: MoveBoard, hex: string): boolean {
  if (HILL.has(hex)) return true;
  const i = mb.index.get(hex);
  if (i === undefined) return false;
  return (mb.flags[i] & H_RAMPART) !== 0 || (mb.flags[i] & H_OUTSIDE) === 0;
}

export const freesLeash = (s: AgState, hex: string): boolean => freesAt(moveBoard(s.scenario), hex);

/** AG 5.49 — whether a move keeps to the leash (always true for units without one). */
export function leashAllows(s: AgState, a: AgAction): boolean {
  if (a.t !== 'move') return true;
  const c = leashCounter(s, a.unit);
  if (!c) return true;
  const mb = moveBoard(s.scenario);
  const from = parseHexKey(c);
  for (let k = 1; k < a.path.length; k++) {
    const h = a.path[k];
    if (freesAt(mb, h)) return true;
    const i = mb.index.get(h);
    if (i !== undefined && distance(from, mb.hexes[i]) > LEASH_HEXES) return false;
  }
  return true;
}

/**
 * `leashAllows` for the many moves of one state's legal list: each unit's counter is looked up
 * once, and a path shared by several moves (one per facing, with or without riders or Fill) is
 * walked once.
 */
export function leashChecker(s: AgState): (a: AgAction) => boolean {
  const mb = moveBoard(s.scenario);
  const counters = new Map<string, Hex | null>();
  const walked = new WeakMap<readonly string[], { unit: string; ok: boolean }>();
  return (a) => {
    if (a.t !== 'move') return true;
    let from = counters.get(a.unit);
    if (from === undefined) {
      const c = leashCounter(s, a.unit);
      counters.set(a.unit, (from = c ? parseHexKey(c) : null));
    }
    if (!from) return true;
    const w = walked.get(a.path);
    if (w && w.unit === a.unit) return w.ok;
    let ok = true;
    for (let k = 1; k < a.path.length; k++) {
      const h = a.path[k];
      if (freesAt(mb, h)) break;
      const i = mb.index.get(h);
      if (i !== undefined && distance(from, mb.hexes[i]) > LEASH_HEXES) {
        ok = false;
        break;
      }
    }
    walked.set(a.path, { unit: a.unit, ok });
    return ok;
  };
}

/** AG 5.49 — whether this move frees the unit for good (its path reaches a Rampart, the lines' inside or the hill). */
export const moveFrees = (s: AgState, a: Extract<AgAction, { t: 'move' }>): boolean =>
  leashCounter(s, a.unit) !== null && a.path.slice(1).some((h) => freesLeash(s, h));
