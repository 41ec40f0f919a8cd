/**
 * AG 7.2, 8.45 — each side's `enemy` and `zoc` arrays of occupancy(mb, s, side, null) (occupancy.ts),
 * and the units on hexes as the pass read them, kept by the units record they were read from with the
 * board and the Rubble (all they read). The phase's opening snapshot (shock/designate.ts
 * phaseSnapshot) and the choice list's Command Range boards (commandRange.ts) share one entry.
 *
 * The arrays are kept as counts too (how many enemy units stand on a hex, how many cast a ZOC into
 * it), so an entry is brought up to date from the units an `apply` wrote alone (ctx.ts notes them):
 * when a working copy settles, its input's entry is carried over to the new record (unitsCarry.ts),
 * and a working copy that has written units reads its input's entry updated by those it wrote
 * (not kept: it may write more). Every other state reads afresh. Read only: the arrays are shared.
 */
import { agUnit, type AgUnitDef } from '../data';
import type { AgSide, AgState } from '../state';
import { unitsToRead, unitsWritten, unwrittenMaps } from '../ctx';
import { carryUnits, type Units } from '../unitsCarry';
import { unitIds } from '../unitIds';
import { H_REDOUBT, type MoveBoard } from './board';
import { flagsNow, rubbleOf, zocCrosses, zocCrossMask, zocDirections, zocMask, type Occupancy } from './occupancy';

/** The units on hexes as the enemy-ZOC pass read them, in the units record's order (each array by the same position). */
export interface OnHexes {
  ids: string[];
  hexes: string[];
  /** The board index of the hex, -1 when the board has no such hex. */
  idx: number[];
  defs: AgUnitDef[];
  facings: number[];
}

type Ez = Record<AgSide, Pick<Occupancy, 'enemy' | 'zoc'>>;
interface Counts {
  enemy: Uint16Array;
  zoc: Uint16Array;
}
interface Entry {
  mb: MoveBoard;
  rubble: string;
  rubbleAt: Uint8Array | undefined;
  ez: Ez;
  counts: Record<AgSide, Counts>;
  on: OnHexes;
  /** Unit id → its place in `on` (made on first need, shared by entries with the same units on hexes). */
  onPos?: Map<string, number>;
}
const KEPT = new WeakMap<object, Entry>();

/** enemyAndZoc: the arrays, read only. */
export function enemyAndZoc(mb: MoveBoard, s: AgState): Ez {
  return entryOf(mb, s).ez;
}

/** enemyAndZoc and, from the same pass (kept alike), the units on hexes (the phase snapshot's, shock/designate.ts). */
export function enemyAndZocOnHexes(mb: MoveBoard, s: AgState): { ez: Ez; on: OnHexes } {
  return entryOf(mb, s);
}

function entryOf(mb: MoveBoard, s: AgState): Entry {
  const rubble = (s.rubble ?? []).join(' ');
  const units = unwrittenMaps(s)?.units;
  const kept = units && KEPT.get(units);
  if (kept && kept.mb === mb && kept.rubble === rubble) return kept;
  // A working copy that has written units: its input's entry, brought up to date (not kept).
  const written = !units ? unitsWritten(s) : null;
  const base = written?.sameKeys && KEPT.get(written.input);
  if (written && base && base.mb === mb && base.rubble === rubble) return updated(base, written.input, unitsToRead(s), written.ids, unitIds({ units: written.input }));
  const entry = read(mb, s, rubble);
  if (units) KEPT.set(units, entry);
  return entry;
}

/** A settled record carries its input's entry, brought up to date from the units written. */
carryUnits((from, to, changed, sameKeys) => {
  const base = KEPT.get(from);
  if (base && sameKeys) KEPT.set(to, updated(base, from, to, changed, unitIds({ units: from })));
});

/** An enemy unit `u` on board hex `i` counted in (+1) or out (-1) of the arrays of the side that sees it (AG 7.21–7.22, 8.45). */
function count(e: Pick<Entry, 'mb' | 'rubbleAt' | 'ez' | 'counts'>, u: AgUnitDef, facing: number, i: number, by: 1 | -1): void {
  const { mb, rubbleAt } = e;
  const view: AgSide = u.side === 'roman' ? 'gallic' : 'roman';
  const c = e.counts[view];
  const f = e.ez[view];
  c.enemy[i] += by;
  f.enemy[i] = c.enemy[i] ? 1 : 0;
  const mark = (j: number) => {
    c.zoc[j] += by;
    f.zoc[j] = c.zoc[j] ? 1 : 0;
  };
  if (!rubbleAt) {
    // No Rubble: the map's own answer, kept per hex (zocCrossMask).
    const m = zocMask(u, facing, (mb.flags[i] & H_REDOUBT) !== 0) & zocCrossMask(mb, i);
    for (let d = 0; d < 6; d++) if (m & (1 << d)) mark(mb.nb[i * 6 + d]);
    return;
  }
  for (const d of zocDirections(u, facing, (flagsNow(mb, rubbleAt, i) & H_REDOUBT) !== 0)) if (zocCrosses(mb, i, d, 0, rubbleAt)) mark(mb.nb[i * 6 + d]);
}

/** The pass over every unit. */
function read(mb: MoveBoard, s: AgState, rubble: string): Entry {
  const side = (): Counts => ({ enemy: new Uint16Array(mb.n), zoc: new Uint16Array(mb.n) });
  const flags = () => ({ enemy: new Uint8Array(mb.n), zoc: new Uint8Array(mb.n) });
  const e: Entry = { mb, rubble, rubbleAt: rubbleOf(mb, s), ez: { roman: flags(), gallic: flags() }, counts: { roman: side(), gallic: side() }, on: { ids: [], hexes: [], idx: [], defs: [], facings: [] } };
  const { on } = e;
  const units = unitsToRead(s); // a plain map, not a working copy's guard (ctx.ts)
  for (const id of unitIds(s)) {
    const st = units[id];
    if (st.loc.at !== 'hex') continue;
    const i = mb.index.get(st.loc.hex);
    const u = agUnit(id);
    on.ids.push(id);
    on.hexes.push(st.loc.hex);
    on.idx.push(i ?? -1);
    on.defs.push(u);
    on.facings.push(st.facing);
    if (i !== undefined) count(e, u, st.facing, i, 1);
  }
  return e;
}

/** Per list of unit ids (unitIds.ts: one per record, shared by the records an apply carried it to), each id's place. */
const PLACE = new WeakMap<readonly string[], Map<string, number>>();
function placeOf(ids: readonly string[]): Map<string, number> {
  let m = PLACE.get(ids);
  if (!m) PLACE.set(ids, (m = new Map(ids.map((id, k) => [id, k]))));
  return m;
}

/**
 * `base` (read from `from`) brought up to date for `to`, whose records differ from `from`'s only at
 * `changed` and whose keys are `from`'s (`ids`, in order): the counts and flags of the units that
 * moved, turned, came onto or left the hexes, and the list of units on hexes patched (merged in the
 * record's order). `base` itself when none did.
 */
function updated(base: Entry, from: Units, to: Units, changed: ReadonlySet<string>, ids: readonly string[]): Entry {
  const { mb } = base;
  let e: Entry | null = null;
  const own = (): Entry => {
    if (e) return e;
    const c = (x: Counts): Counts => ({ enemy: x.enemy.slice(), zoc: x.zoc.slice() });
    const f = (x: Ez[AgSide]) => ({ enemy: x.enemy.slice(), zoc: x.zoc.slice() });
    return (e = { ...base, ez: { roman: f(base.ez.roman), gallic: f(base.ez.gallic) }, counts: { roman: c(base.counts.roman), gallic: c(base.counts.gallic) } });
  };
  /** Units now on a hex whose hex or facing changed: id → [hex, facing]. */
  const moved = new Map<string, [string, number]>();
  const leaving = new Set<string>();
  const joining: string[] = [];
  for (const id of changed) {
    const a = from[id];
    const b = to[id];
    const ha = a?.loc.at === 'hex' ? a.loc.hex : null;
    const hb = b?.loc.at === 'hex' ? b.loc.hex : null;
    if (ha === hb && (ha === null || a.facing === b.facing)) continue;
    const u = agUnit(id);
    if (ha !== null) {
      const i = mb.index.get(ha);
      if (i !== undefined) count(own(), u, a.facing, i, -1);
      if (hb === null) leaving.add(id);
    }
    if (hb !== null) {
      const i = mb.index.get(hb);
      if (i !== undefined) count(own(), u, b.facing, i, 1);
      moved.set(id, [hb, b.facing]);
      if (ha === null) joining.push(id);
    }
  }
  if (!e) return base;
  const next = own();
  const was = base.on;
  if (!leaving.size && !joining.length) {
    // The same units on hexes: the list's ids and definitions shared, the places of those that moved patched.
    const pos = (base.onPos ??= new Map(was.ids.map((id, k) => [id, k])));
    const on: OnHexes = { ids: was.ids, defs: was.defs, hexes: was.hexes.slice(), idx: was.idx.slice(), facings: was.facings.slice() };
    for (const [id, [hex, facing]] of moved) {
      const k = pos.get(id)!;
      on.hexes[k] = hex;
      on.idx[k] = mb.index.get(hex) ?? -1;
      on.facings[k] = facing;
    }
    next.on = on;
    next.onPos = pos;
    return next;
  }
  // Units came onto or left the hexes: the list merged with those that came, in the record's order.
  const place = placeOf(ids);
  joining.sort((x, y) => place.get(x)! - place.get(y)!);
  const on: OnHexes = { ids: [], hexes: [], idx: [], defs: [], facings: [] };
  const push = (id: string, hex: string, idx: number, def: AgUnitDef, facing: number) => {
    on.ids.push(id);
    on.hexes.push(hex);
    on.idx.push(idx);
    on.defs.push(def);
    on.facings.push(facing);
  };
  const pushMoved = (id: string) => {
    const [hex, facing] = moved.get(id)!;
    push(id, hex, mb.index.get(hex) ?? -1, agUnit(id), facing);
  };
  let j = 0;
  for (let k = 0; k < was.ids.length; k++) {
    const id = was.ids[k];
    if (leaving.has(id)) continue;
    const at = place.get(id)!;
    while (j < joining.length && place.get(joining[j])! < at) pushMoved(joining[j++]);
    if (moved.has(id)) pushMoved(id);
    else push(id, was.hexes[k], was.idx[k], was.defs[k], was.facings[k]);
  }
  while (j < joining.length) pushMoved(joining[j++]);
  next.on = on;
  next.onPos = undefined;
  return next;
}
