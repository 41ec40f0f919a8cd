/**
 * The `move` entries of a movement phase's legal list (AC 5, 9.4, 11.5): one per destination of the
 * unit now moving (moves.ts destinations), in the same order, each a shared, never-changed action
 * object — one per unit and hex, made the first time it is offered — so that a list of a hundred
 * or more moves is an array of references, not a hundred new objects for every position.
 */
import type { AcAction } from '../actions';
import { UNIT_INDEX } from '../data/units';
import { boardIndex } from '../map/index';
import type { AcState } from '../state';
import { eachDestination, reachOf } from './moves';

/** Per unit index, per board index: the shared move there. */
const TO_HEX: (AcAction | undefined)[][] = [];
/** Per unit index: the shared moves to the town and the OBMC boxes, by destination. */
const TO_OTHER: Map<string, AcAction>[] = [];

const made = (unit: string, to: string): AcAction => Object.freeze({ t: 'move', unit, to }) as AcAction;

/** Every move of the unit now moving, as moves.ts destinations lists them. */
export function moveActions(s: AcState, unit: string): AcAction[] {
  const u = UNIT_INDEX.get(unit)!;
  const keys = boardIndex().keys;
  const byHex = (TO_HEX[u] ??= []);
  const out: AcAction[] = [];
  eachDestination(
    s,
    unit,
    reachOf(s, unit),
    (i) => out.push(byHex[i] ??= made(unit, keys[i])),
    (to) => {
      const other = (TO_OTHER[u] ??= new Map());
      let a = other.get(to);
      if (!a) other.set(to, (a = made(unit, to)));
      out.push(a);
    },
  );
  return out;
}
