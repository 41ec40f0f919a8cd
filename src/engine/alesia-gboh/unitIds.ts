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
import { unitsToRead, unitsWritten, unwrittenMaps } from './ctx';
import type { AgState, AgUnitState } from './state';
import { carryUnits } from './unitsCarry';

const IDS = new WeakMap<object, readonly string[]>();
carryUnits((from, to, _changed, sameKeys) => {
  const ids = sameKeys && IDS.get(from);
  if (ids) IDS.set(to, ids);
});

export function unitIds(s: Pick<AgState, 'units'>): readonly string[] {
  // A working copy that wrote units without adding or deleting a key has its input's keys, in order.
  const units = unwrittenMaps(s)?.units ?? sameKeysInput(s);
  if (!units) return Object.keys(s.units);
  let ids = IDS.get(units);
  if (!ids) IDS.set(units, (ids = Object.freeze(Object.keys(units))));
  return ids;
}

/** The input's units map of a working copy that wrote units, while its keys are still the input's (ctx.ts unitsWritten). */
function sameKeysInput(s: object): AgState['units'] | null {
  const w = unitsWritten(s);
  return w?.sameKeys ? w.input : null;
}

/**
 * `Object.entries(s.units)`: the [id, record] pairs in the record's order, a snapshot — read through
 * the kept id list (unitIds) and the plain map (ctx.ts unitsToRead). The units map is a hash table
 * (ctx.ts dictionaryCopy), whose reads by id are cheap and whose enumeration (`Object.entries`,
 * `Object.keys`, `for…in`) is not: a pass over every unit goes through these.
 */
export function unitEntries(s: Pick<AgState, 'units'>): [string, AgUnitState][] {
  const ids = unitIds(s);
  const units = unitsToRead(s);
  const out = new Array<[string, AgUnitState]>(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = [ids[i], units[ids[i]]];
  return out;
}

/** `Object.values(s.units)`, read as unitEntries is. */
export function unitValues(s: Pick<AgState, 'units'>): AgUnitState[] {
  const ids = unitIds(s);
  const units = unitsToRead(s);
  const out = new Array<AgUnitState>(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = units[ids[i]];
  return out;
}

/** Each unit's place in the units record's order (id → index of unitIds), kept per id list. */
const ORDER = new WeakMap<readonly string[], ReadonlyMap<string, number>>();
export function unitOrder(s: Pick<AgState, 'units'>): ReadonlyMap<string, number> {
  const ids = unitIds(s);
  let order = ORDER.get(ids);
  if (!order) ORDER.set(ids, (order = new Map(ids.map((id, i) => [id, i]))));
  return order;
}
