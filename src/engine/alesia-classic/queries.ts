/**
 * Questions about a position: what stands where, whose zone of control covers a hex (AC 6),
 * how full a stack is (AC 10).
 */
import { acUnit } from './data/units';
import { countsForStacking } from './data/types';
import { acMap, hexAt, nbrs } from './map/map';
import { boardIndex } from './map/index';
import { AC_IDS, AC_UNITS } from './data/units';
import { AT_HEX, whereOf } from './where';
import { Recent } from './recent';
import { eachUnit, lineageOf, unitOf, unitsSettled, type AcSide, type AcState, type UnitState, type UnitTable } from './state';

/**
 * What a finished state's unit table gives, computed once: states of a game share their table until
 * a unit moves (state.ts), so a selection, a declared battle or an off-board shift reuse it.
 */
interface Derived {
  occ?: Map<string, string[]>;
  forts?: Set<string>;
  zoc?: Partial<Record<AcSide, Set<string>>>;
  /** Other facts other modules derive from the unit table (movement/arrays.ts), by name. */
  more?: Map<string, unknown>;
}
const DERIVED = new WeakMap<object, Derived>();
/** What the position queries read: the units (a side's view has them too, less what it hides). */
type Units = { units: UnitTable };

/**
 * The last unit tables asked about (recent.ts): a finished table never changes again (state.ts), so
 * once found settled its facts are found again by identity alone.
 */
const RECENT = new Recent<object, Derived>(4);

function derived(s: Units): Derived | null {
  const known = RECENT.get(s.units);
  if (known) return known;
  if (!unitsSettled(s.units)) return null;
  let d = DERIVED.get(s.units);
  if (!d) DERIVED.set(s.units, (d = {}));
  RECENT.put(s.units, d);
  return d;
}

/**
 * A fact derived from the position's units alone, computed once per unit table when the state is a
 * finished one (else every time). `name` must say everything `compute` depends on besides the units.
 * `update`, if given, brings the same fact of the table this one was copied from up to date with the
 * units changed since (state.ts lineageOf) — or returns null to have it computed afresh. It must not
 * change the fact it is given (that one still belongs to the older table).
 */
export function derivedFact<T>(
  s: AcState,
  name: string,
  compute: () => T,
  update?: (before: T, parent: readonly UnitState[], changed: ReadonlySet<string>) => T | null,
): T {
  const d = derived(s);
  // A table an action is still writing is not remembered, but when it was copied from a finished one
  // that has the fact, it is brought up to date from there (its lineage lists every unit the action
  // has changed so far) rather than worked out from all the units: a stack move searches for each
  // unit in turn on the working copy (movement/moves.ts moveStack).
  if (!d) return (update && fromParent(s, name, update)) ?? compute();
  const more = (d.more ??= new Map());
  if (more.has(name)) return more.get(name) as T;
  let v: T | null = (update && fromParent(s, name, update)) ?? null;
  if (v === null) v = compute();
  more.set(name, v);
  return v;
}

/** The fact `name` of the table `s.units` was copied from, brought up to date by `update` (null: none, or update declined). */
function fromParent<T>(s: AcState, name: string, update: (before: T, parent: readonly UnitState[], changed: ReadonlySet<string>) => T | null): T | null {
  const l = lineageOf(s.units);
  const known = l && DERIVED.get(l.parent)?.more;
  return l && known?.has(name) ? update(known.get(name) as T, l.parent, l.changed) : null;
}

/**
 * Counters on each hex (forts included). Callers must not change the map. Its order is part of the
 * rules' determinism: callers walk it (the shooters, the battles to fight) and the dice follow that
 * order, so it must be the same however the map was made — hexes by the first of their counters in
 * the order of battle, as a count over the units gives. (A map brought up to date from the table
 * before, with its hexes in another order, made replays differ.)
 */
export function occupancy(s: Units): Map<string, string[]> {
  const d = derived(s);
  if (d) return (d.occ ??= computeOccupancy(s));
  return computeOccupancy(s);
}

function computeOccupancy(s: Units): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (unitsSettled(s.units) && Array.isArray(s.units)) {
    // A finished position's table: read where.ts's arrays (kept per table), not the unit records.
    const { at, hex } = whereOf(s as AcState);
    const [onHex, ids, keys] = [AT_HEX, AC_IDS, boardIndex().keys];
    for (let i = 0; i < at.length; i++) {
      if (at[i] !== onHex) continue;
      // The hex's key: the board's at its index (the same string as the unit's record names), or, for a hex off the board index, the record's.
      const k = hex[i] >= 0 ? keys[hex[i]] : (s.units[i] as UnitState & { loc: { hex: string } }).loc.hex;
      const list = out.get(k);
      if (list) list.push(ids[i]);
      else out.set(k, [ids[i]]);
    }
    return out;
  }
  eachUnit(s.units, (id, u) => {
    const loc = u.loc;
    if (loc.at !== 'hex') return;
    const list = out.get(loc.hex);
    if (list) list.push(id);
    else out.set(loc.hex, [id]);
  });
  return out;
}

const NONE: readonly string[] = Object.freeze([]);

/**
 * The counters on one hex, in the order of battle, as `occupancy(s).get(hex)` lists them (none: an
 * empty list). For a finished position whose occupancy is not built yet, one pass over where.ts's
 * arrays rather than the whole map. Callers must not change the list.
 */
export function unitsOn(s: Units, hex: string): readonly string[] {
  const d = derived(s);
  if (d && !d.occ && Array.isArray(s.units)) {
    const i = boardIndex().index.get(hex);
    if (i !== undefined) {
      const { at, hex: on } = whereOf(s as AcState);
      const [onHex, ids] = [AT_HEX, AC_IDS];
      let out: string[] | null = null;
      for (let u = 0; u < at.length; u++) if (on[u] === i && at[u] === onHex) (out ??= []).push(ids[u]);
      return out ?? NONE;
    }
  }
  return occupancy(s).get(hex) ?? NONE;
}

/** The hexes with a fort standing (read from the 23 forts, not the whole position). */
export function fortHexes(s: Units): Set<string> {
  const d = derived(s);
  if (d) return (d.forts ??= computeForts(s));
  return computeForts(s);
}

function computeForts(s: Units): Set<string> {
  const out = new Set<string>();
  for (const id of FORT_IDS) {
    const l = unitOf(s, id)?.loc;
    if (l?.at === 'hex') out.add(l.hex);
  }
  return out;
}

const FORT_IDS = AC_UNITS.filter((u) => u.kind === 'fort').map((u) => u.id);
/** Town hexes, where no ZOC reaches (AC 6.1). */
let TOWN: Set<string> | null = null;
const townKeys = (): Set<string> => (TOWN ??= new Set([...acMap().hexes.entries()].filter(([, d]) => d.area === 'town').map(([k]) => k)));

/** AC 10.1 — three Roman or two Gallic units per hex; forts and leaders do not count (AC 10.4). */
export const STACK_LIMIT: Record<AcSide, number> = { roman: 3, gallic: 2 };

export function stackCount(s: AcState, hex: string, occ = occupancy(s)): number {
  return (occ.get(hex) ?? []).filter((id) => countsForStacking(acUnit(id))).length;
}

/**
 * AC 10.5 — a stack from the bottom up: the fort, then the other units, then archers and slingers,
 * then the leaders on top (so Vercingetorix can never hide under his infantry). Stack order carries
 * no other rule in this engine; displays show stacks in this order.
 */
export function stackOrder(ids: readonly string[]): string[] {
  const rank = (id: string) => { const k = acUnit(id).kind; return k === 'fort' ? 0 : k === 'leader' ? 3 : k === 'archer' || k === 'slinger' ? 2 : 1; };
  return ids.map((id, i) => ({ id, i })).sort((a, b) => rank(a.id) - rank(b.id) || a.i - b.i).map((x) => x.id);
}


/**
 * AC 6.1, 21.2, 24.7 — does this unit exert a zone of control? AC 6.6: disruption cancels it;
 * AC 24.71: units in a fort — even attacking out of it — project no ZOC beyond the fort. Not leaders, forts, units inside
 * the town or on its wall hexes (this edition's reading), units in a fort, disrupted units.
 */
export function exertsZoc(s: AcState, id: string, occ = occupancy(s)): boolean {
  const u = unitOf(s, id);
  const def = acUnit(id);
  if (u.loc.at !== 'hex' || def.kind === 'leader' || def.kind === 'fort' || u.disrupted) return false;
  const here = u.loc.hex;
  if (hexAt(here)?.area === 'town') return false;
  if ((occ.get(here) ?? []).some((x) => acUnit(x).kind === 'fort')) return false;
  return true;
}

/**
 * The hexes in the zone of control of `side`'s units (AC 6.1): the six neighbours of each unit
 * that has one, except town hexes, fort hexes and (trivially) hexes off the board. AC 6.5 —
 * friendly units, rivers and every other terrain in between leave it whole.
 */
export function zocOf(s: Units, side: AcSide, _occ?: Map<string, string[]>): Set<string> {
  void _occ;
  const d = derived(s);
  if (d) {
    const z = (d.zoc ??= {});
    return (z[side] ??= computeZoc(s, side));
  }
  return computeZoc(s, side);
}

function computeZoc(s: Units, side: AcSide): Set<string> {
  const forts = fortHexes(s);
  const out = new Set<string>();
  eachUnit(s.units, (id, u) => {
    const loc = u.loc;
    if (loc.at !== 'hex' || u.disrupted) return;
    const def = acUnit(id);
    if (def.side !== side || def.kind === 'leader' || def.kind === 'fort') return;
    addZocAround(out, loc.hex, forts);
  });
  return out;
}

/** The ZOC a unit on `here` projects, added to `out`: none from the town's walls (A8) or from a fort (AC 24.7), none into them. */
export function addZocAround(out: Set<string>, here: string, forts: ReadonlySet<string>): void {
  const town = townKeys();
  if (town.has(here) || forts.has(here)) return;
  for (const k of nbrs(here)) if (!town.has(k) && !forts.has(k)) out.add(k);
}

export const otherSide = (s: AcSide): AcSide => (s === 'roman' ? 'gallic' : 'roman');
