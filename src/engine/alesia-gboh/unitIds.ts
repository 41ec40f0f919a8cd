/**
 * The ids of a state's units, in the units record's own order (`Object.keys`, the order `for…in`
 * walks), read once per units record. The record holds ~370 units: a walk over it by `for…in` or
 * `Object.keys` collects and orders its keys each time (~30–50 µs), a walk over the kept list does
 * not. A new state that changed a unit has a new record (apply is copy-on-write, ctx.ts) and its
 * list is read afresh; an `apply`'s working copy reads the input's list until it writes units
 * (ctx.ts `unwrittenMaps`), then its own map's keys every time (rule code may still write it). A
 * record an `apply` made without adding or deleting a key has its input's keys in the same order
 * (the copy is made by spread and only written by key): the input's list is carried over to it
 * (unitsCarry.ts).
 */
import { unwrittenMaps } from './ctx';
import type { AgState } from './state';
import { carryUnits } from './unitsCarry';

const IDS = new WeakMap<object, readonly string[]>();
carryUnits((from, to, _changed, sameKeys) => {
  const ids = sameKeys && IDS.get(from);
  if (ids) IDS.set(to, ids);
});

export function unitIds(s: Pick<AgState, 'units'>): readonly string[] {
  const units = unwrittenMaps(s)?.units;
  if (!units) return Object.keys(s.units);
  let ids = IDS.get(units);
  if (!ids) IDS.set(units, (ids = Object.freeze(Object.keys(units))));
  return ids;
}
