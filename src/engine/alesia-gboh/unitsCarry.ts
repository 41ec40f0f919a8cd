/**
 * What an `apply` changed in the units record, for the caches kept by units record (commands.ts
 * `onMapByCommand`, unitIds.ts, movement/enemyZoc.ts `enemyAndZoc`): when a working copy that wrote
 * units settles (ctx.ts `settleAg`), each cache registered here is told the input's record, the new
 * one and the ids written (every write goes through ctx.ts's guard, so no other record differs), and
 * may carry its input's entry over to the new record — shared when nothing it reads changed, or
 * brought up to date from the changed units alone — instead of a pass over every unit later.
 *
 * A carry reads the two records only, never writes them, and must leave the new record an entry
 * equal to a fresh read (each cache's `*.cache.rules.test.ts` checks it on random games).
 */
import type { AgState } from './state';

export type Units = AgState['units'];
/** `sameKeys`: no key was added or deleted (the records' keys and their order are the same). */
export type UnitsCarry = (from: Units, to: Units, changed: ReadonlySet<string>, sameKeys: boolean) => void;

const CARRIES: UnitsCarry[] = [];

/** Registers a cache's carry (called once, when its module loads). */
export function carryUnits(f: UnitsCarry): void {
  CARRIES.push(f);
}

/** ctx.ts settleAg: `to` replaced `from`, the ids in `changed` written. */
export function unitsSettled(from: Units, to: Units, changed: ReadonlySet<string>, sameKeys: boolean): void {
  for (const f of CARRIES) f(from, to, changed, sameKeys);
}
