/**
 * Commands (AG 4.1): which groups of units one Activation Phase may activate.
 *
 * AG 4.11 Roman: (1) a legion — every unit of it, its Scorpion included, in its legate's range or
 *   not; (2) the auxiliaries (LI, archers) and Palintonos within a Zone Commander's range; (3) the
 *   cavalry within a Prefect's range.
 * AG 4.12 Gallic: (1) tribes within a chief's range whose Control adds up to no more than his; (2)
 *   the cavalry and LI within a cavalry leader's range; the Alesia force is one Command under
 *   Vercingetorix (AG 4.21, 5.23, 5.6).
 * AG 4.13 cohorts and Scorpions outside their legate's range are activated with reduced powers.
 * AG 4.14 chain: a unit out of range counts as in range when a path of adjacent hexes, each holding
 *   a unit of the Command, links it to a unit of the Command in range.
 * AG 4.15 no limit: a Command (or unit) may be activated in any number of phases; nothing here
 *   remembers an earlier activation.
 * AG 5.1 in each Activation Phase the player picks any one of his leaders' Commands, in a phase won
 *   by Seizure too (system.ts `activate`).
 * AG 4.24 Command Range is traced in MP (movement/commandRange.ts, positions.ts `inCommandRange`).
 */
import { agLeader, agTribe, agUnit, isAuxiliary, isCavalry, LEGATE_OF, type AgLegionId, type AgUnitDef } from './data';
import { distance, type Hex } from '../hex/coords';
import { hexOfKey } from './hexOfKey';
import { anyInCommandRange, inCommandRange, inCommandRangeEach, posOf, tribePos, type Pos } from './positions';
import type { ActiveCommand, AgSide, AgState } from './state';
import { onMap } from './state';
import { forceOf, tribeOf } from './entry/escaped';
import { unitsToRead, unwrittenMaps } from './ctx';
import { unitIds } from './unitIds';
import { carryUnits } from './unitsCarry';

const alive = (s: AgState, leader: string): boolean => !!s.leaders[leader] && s.leaders[leader].loc.at !== 'gone';
export const leaderOnMap = (s: AgState, leader: string): boolean => !!s.leaders[leader] && onMap(s.leaders[leader].loc);

/** The units of `ids` in `leader`'s Command Range (AG 4.24) directly or by a chain of adjacent units of the same group (AG 4.14). */
export function inRangeWithChain(s: AgState, ids: readonly string[], leader: string): Set<string> {
  const pos = new Map(ids.map((id) => [id, posOf(s, s.units[id].loc)]));
  // What commandRangeOf says of each, asked of one trace that stops once it has met their hexes (positions.ts inCommandRangeEach).
  const within = inCommandRangeEach(s, leader, ids.map((id) => pos.get(id)!));
  const inRange = new Set(ids.filter((_id, k) => within[k]));
  const queue = [...inRange];
  // AG 4.14: adjacency is between units on hexes (one hex apart); their hexes read once.
  const at = new Map<string, Hex>();
  for (const id of ids) {
    const p = pos.get(id);
    if (p && 'hex' in p) at.set(id, hexOfKey(p.hex));
  }
  while (queue.length) {
    const ha = at.get(queue.pop()!);
    if (!ha) continue;
    for (const b of ids) {
      if (inRange.has(b)) continue;
      const hb = at.get(b);
      if (hb && distance(ha, hb) === 1) {
        inRange.add(b);
        queue.push(b);
      }
    }
  }
  return inRange;
}

const onMapUnits = (s: AgState, f: (id: string) => boolean): string[] => {
  const units = unitsToRead(s); // a plain map, not a working copy's guard (ctx.ts)
  return unitIds(s).filter((id) => onMap(units[id].loc) && f(id));
};

/** AG 4.11 (1), 4.13 — a legion's Command: every unit of it on the map (its Scorpion too, AG 8.51); those out of range flagged. */
export function legionCommand(s: AgState, legion: string): ActiveCommand | null {
  const legate = LEGATE_OF[legion as AgLegionId];
  const units = [...(onMapByCommand(s).legionUnits.get(legion) ?? [])]; // onMapUnits, legion's (the sorting's pass)
  if (!units.length) return null;
  const ok = s.leaders[legate] && onMap(s.leaders[legate].loc) ? inRangeWithChain(s, units, legate) : new Set<string>();
  return { leader: legate, kind: 'legion', tribes: [], units, outOfRange: units.filter((id) => !ok.has(id)) };
}

/** AG 4.11 (2)–(3), 4.12 (2) — the units of a kind within a leader's range (chain included); only these are activated. */
function rangeCommand(s: AgState, leader: string, kind: ActiveCommand['kind'], cands: readonly string[]): ActiveCommand | null {
  if (!leaderOnMap(s, leader)) return null;
  const ok = inRangeWithChain(s, cands, leader);
  const units = cands.filter((id) => ok.has(id));
  return units.length ? { leader, kind, tribes: [], units, outOfRange: [] } : null;
}

/**
 * The units on the map sorted as the Commands take them, in one pass (for the choice list, which
 * only asks whether each Command exists): legions with a unit on the map, auxiliaries, Roman
 * cavalry, Gallic pool cavalry and LI.
 */
export interface OnMapByCommand {
  legions: Set<string>;
  /** Per legion, its units on the map in the units record's order (legionCommand). */
  legionUnits: Map<string, string[]>;
  /** The units standing on a tribal counter (AG 5.48), each with its counter (the Command Range boards, movement/commandRange.ts). */
  onCounters: { id: string; tribe: string }[];
  /** AG 5.65 — the units that joined a relief tribe, wherever they stand (entry/tribesRead.ts). */
  joined: string[];
  auxiliaries: string[];
  romanCavalry: string[];
  gallicCavalry: string[];
  /** alesiaUnits(s).length > 0 (AG 5.6). */
  alesiaForce: boolean;
  /** reliefUnitsOnMap(s) (AG 5.62). */
  reliefOnMap: boolean;
  /** The Gallic cavalry pool's units still off the map (AG 5.7, `unitsLeftFor` of a cavalry counter). */
  cavalryPoolLeft: number;
}
/**
 * Kept by the units record it was read from (it reads nothing else: each unit's place and whether it
 * joined a tribe, AG 5.65), so a state that only set an order or formed a Command reuses it; an
 * `apply`'s working copy that has written units is read afresh (ctx.ts `unwrittenMaps`).
 */
const BY_COMMAND = new WeakMap<object, OnMapByCommand>();
/**
 * An `apply` that changed no unit's sorting (where it is — a hex, which counter, the pool, off the
 * map — and the tribe it joined, AG 5.65: a move from hex to hex, a turn, Hits, the phase's marks)
 * leaves the sorting and the pool counts as they were: the new record shares them (unitsCarry.ts).
 */
carryUnits((from, to, changed) => {
  const by = BY_COMMAND.get(from);
  const pool = POOL.get(from);
  if (!by && !pool) return;
  for (const id of changed) if (!sameSorting(from[id], to[id])) return;
  if (by) BY_COMMAND.set(to, by);
  if (pool) POOL.set(to, pool);
});
function sameSorting(a: AgState['units'][string] | undefined, b: AgState['units'][string] | undefined): boolean {
  if (!a || !b || a.loc.at !== b.loc.at || a.joined !== b.joined) return false;
  return a.loc.at !== 'counter' || a.loc.tribe === (b.loc as { tribe: string }).tribe;
}
export function onMapByCommand(s: AgState): OnMapByCommand {
  const units = unwrittenMaps(s)?.units;
  const kept = units && BY_COMMAND.get(units);
  if (kept) return kept;
  const { by, pool } = readByCommand(s);
  if (units) {
    BY_COMMAND.set(units, by);
    if (!POOL.has(units)) POOL.set(units, pool);
  }
  return by;
}
/** The sorting and, in the same pass, the pool counts (`poolCounts`, kept alongside by the same record). */
function readByCommand(s: AgState): { by: OnMapByCommand; pool: PoolCounts } {
  const out: OnMapByCommand = { legions: new Set(), legionUnits: new Map(), onCounters: [], joined: [], auxiliaries: [], romanCavalry: [], gallicCavalry: [], alesiaForce: false, reliefOnMap: false, cavalryPoolLeft: 0 };
  const pool: PoolCounts = { cavalry: 0, byTribe: new Map() };
  const units = unitsToRead(s); // a plain map, not a working copy's guard (ctx.ts)
  for (const id of unitIds(s)) {
    const st = units[id];
    const at = st.loc.at;
    if (st.joined) out.joined.push(id);
    if (at === 'pool') {
      const d = agUnit(id);
      if (d.cavalryPool) out.cavalryPoolLeft++;
      countPool(pool, st, d);
      continue;
    }
    const onTheMap = at === 'hex' || at === 'counter'; // state.ts onMap
    if (!onTheMap && at !== 'alesia' && at !== 'east-edge') continue;
    const u = agUnit(id);
    const force = st.joined ? 'relief' : u.force; // entry/escaped.ts forceOf
    if (!onTheMap) {
      if (force === 'alesia') out.alesiaForce = true;
      continue;
    }
    if (st.loc.at === 'counter') out.onCounters.push({ id, tribe: st.loc.tribe });
    if (force === 'relief') out.reliefOnMap = true;
    if (force === 'alesia' && at === 'hex') out.alesiaForce = true;
    if (u.legion) {
      out.legions.add(u.legion);
      let list = out.legionUnits.get(u.legion);
      if (!list) out.legionUnits.set(u.legion, (list = []));
      list.push(id);
    }
    if (isAuxiliary(u)) out.auxiliaries.push(id);
    if (u.side === 'roman' && isCavalry(u)) out.romanCavalry.push(id);
    if (u.cavalryPool) out.gallicCavalry.push(id);
  }
  return { by: out, pool };
}

/** Whether legionCommand(s, legion) is not null: a unit of the legion on the map (AG 4.11 (1)). */
export const hasLegionCommand = (by: OnMapByCommand, legion: string): boolean => by.legions.has(legion);

/** AG 4.11 (2), 8.51 — LI, archers and the Palintonos (auxiliaries for this purpose) in a Zone Commander's range. */
// The candidates: the units on the map of the kind, as onMapByCommand sorts them in one pass.
export const auxiliaryCommand = (s: AgState, zc: string) => rangeCommand(s, zc, 'auxiliaries', onMapByCommand(s).auxiliaries);
export const cavalryCommand = (s: AgState, prefect: string) => rangeCommand(s, prefect, 'cavalry', onMapByCommand(s).romanCavalry);
/**
 * Whether auxiliaryCommand / cavalryCommand would give a Command (the choice list needs no more):
 * one of the candidates stands in the leader's range itself (a chain, AG 4.14, starts from one).
 * `places`: where the candidates stand (onMapByCommand's auxiliaries / romanCavalry, posOf), read once
 * by the caller for every Zone Commander or Prefect.
 */
export const hasAuxiliaryCommand = (s: AgState, zc: string, places: readonly Pos[]): boolean => leaderOnMap(s, zc) && anyInCommandRange(s, zc, places);
export const hasCavalryCommand = (s: AgState, prefect: string, places: readonly Pos[]): boolean => leaderOnMap(s, prefect) && anyInCommandRange(s, prefect, places);

/** AG 4.44, 5.7 — the cavalry counter a Gallic cavalry leader brings in (leader n ↔ counter n). */
export const cavalryCounterOf = (leader: string): string => `cavalry-${leader.slice(-1)}`;

/** AG 4.12 (2), 5.7 — a cavalry leader's Command: Gallic cavalry and LI in range, and his counter if it is placed and in range. */
export function gallicCavalryCommand(s: AgState, leader: string): ActiveCommand | null {
  if (!leaderOnMap(s, leader)) return null;
  const counter = cavalryCounterOf(leader);
  const counterIn = inCommandRange(s, leader, tribePos(s, counter)) && unitsLeftFor(s, counter) > 0;
  const c = rangeCommand(s, leader, 'gallic-cavalry', onMapByCommand(s).gallicCavalry);
  if (!c && !counterIn) return null;
  return { leader, kind: 'gallic-cavalry', tribes: counterIn ? [counter] : [], units: c?.units ?? [], outOfRange: [] };
}

/** Whether gallicCavalryCommand(s, leader) is not null. */
export function hasGallicCavalryCommand(s: AgState, by: OnMapByCommand, leader: string): boolean {
  if (!leaderOnMap(s, leader)) return false;
  const counter = cavalryCounterOf(leader);
  const targets = by.gallicCavalry.map((id) => posOf(s, s.units[id].loc));
  if (leftFor(s, by, counter) > 0) targets.push(tribePos(s, counter));
  return anyInCommandRange(s, leader, targets);
}

/** AG 4.12 (1) — the placed infantry tribes a chief may add: in his range, fitting his Control. */
export function tribesForChief(s: AgState, chief: string, already: readonly string[] = []): string[] {
  if (!leaderOnMap(s, chief)) return [];
  let room = agLeader(chief).control ?? 0;
  for (const t of already) room -= agTribe(t).control;
  // The placed infantry tribes in the tribes record's order (placedTribes, kept by that record).
  const cands: PlacedTribe[] = [];
  for (const p of placedTribes(s)) if (p.control <= room && !already.includes(p.tribe)) cands.push(p);
  if (!cands.length) return [];
  // One trace for all of them, stopped once each candidate's hex is met (positions.ts inCommandRangeEach).
  const within = inCommandRangeEach(s, chief, cands.map((p) => p.pos));
  const out: string[] = [];
  for (let k = 0; k < cands.length; k++) if (within[k]) out.push(cands[k].tribe);
  return out;
}

/** A placed infantry tribe's id, Control and place (AG 4.12), in the tribes record's order: what hasChiefCommand and tribesForChief read of the tribes. */
export interface PlacedTribe {
  tribe: string;
  control: number;
  pos: Pos;
}
export const placedTribes = (s: AgState): readonly PlacedTribe[] => {
  // Kept by the tribes record (it reads nothing else); a working copy's own record is read afresh (ctx.ts unwrittenMaps).
  const tribes = unwrittenMaps(s)?.tribes;
  const kept = tribes && PLACED.get(tribes);
  if (kept) return kept;
  const list = Object.keys(s.tribes)
    .filter((t) => agTribe(t).kind === 'tribe' && s.tribes[t].status === 'placed')
    .map((t) => ({ tribe: t, control: agTribe(t).control, pos: tribePos(s, t) }));
  if (tribes) PLACED.set(tribes, list);
  return list;
};
/** placedTribes by tribes record (by identity: apply replaces a record it changes), and each list's places by the Control a chief has. */
const PLACED = new WeakMap<object, readonly PlacedTribe[]>();
const WITHIN_CONTROL = new WeakMap<readonly PlacedTribe[], Map<number, readonly Pos[]>>();
function placesWithin(placed: readonly PlacedTribe[], control: number): readonly Pos[] {
  let by = WITHIN_CONTROL.get(placed);
  if (!by) WITHIN_CONTROL.set(placed, (by = new Map()));
  let list = by.get(control);
  if (!list) by.set(control, (list = placed.filter((p) => p.control <= control).map((p) => p.pos)));
  return list;
}

/** Whether tribesForChief(s, chief) is not empty (the choice list needs no more); `placed`: placedTribes(s), read once for every chief. */
export function hasChiefCommand(s: AgState, chief: string, placed: readonly PlacedTribe[] = placedTribes(s)): boolean {
  if (!leaderOnMap(s, chief)) return false;
  const control = agLeader(chief).control ?? 0;
  return anyInCommandRange(s, chief, placesWithin(placed, control));
}

/** The units of a tribe in play under a chief's Command: those on the map. */
export function tribeUnitsOnMap(s: AgState, tribe: string): string[] {
  return onMapUnits(s, (id) => tribeOf(s, id) === tribe && forceOf(s, id) === 'relief'); // AG 5.65: escapees included
}

/** AG 5.48, 5.7 — units a counter can still put on the map. */
export function unitsLeftFor(s: AgState, tribe: string): number {
  const def = agTribe(tribe);
  const pool = poolCounts(s);
  if (def.kind === 'cavalry') return Math.max(0, Math.min(def.size - s.tribes[tribe].released, pool.cavalry));
  return pool.byTribe.get(tribe) ?? 0;
}

/** The units off the map (`pool`): the Gallic cavalry pool's (AG 5.7), and each tribe's relief units (AG 5.48, 5.65: escapees by their new tribe). */
interface PoolCounts {
  cavalry: number;
  byTribe: Map<string, number>;
}
/**
 * Kept by the units record it was counted from (it reads nothing else), so the choice list's
 * "a counter still waits" (entry.ts counterWaiting) asks each counter without a pass over the
 * units; an `apply`'s working copy that has written units counts afresh (ctx.ts `unwrittenMaps`).
 */
const POOL = new WeakMap<object, PoolCounts>();
function poolCounts(s: AgState): PoolCounts {
  const units = unwrittenMaps(s)?.units;
  const kept = units && POOL.get(units);
  if (kept) return kept;
  // A record that may be kept: counted in the Command sorting's pass (onMapByCommand keeps both).
  if (units) {
    onMapByCommand(s);
    const counted = POOL.get(units);
    if (counted) return counted;
  }
  const out: PoolCounts = { cavalry: 0, byTribe: new Map() };
  const read = unitsToRead(s); // a plain map, not a working copy's guard (ctx.ts)
  for (const id of unitIds(s)) {
    const u = read[id];
    if (u.loc.at === 'pool') countPool(out, u, agUnit(id));
  }
  if (units) POOL.set(units, out);
  return out;
}

/** Counts a unit off the map (`pool`) into `out` (AG 5.7 the cavalry pool; AG 5.48, 5.65 its relief tribe). */
function countPool(out: PoolCounts, u: AgState['units'][string], d: AgUnitDef): void {
  if (d.cavalryPool) out.cavalry++;
  if ((u.joined ? 'relief' : d.force) !== 'relief') return; // escaped.ts forceOf
  const tribe = u.joined ?? d.tribe; // escaped.ts tribeOf
  if (tribe !== undefined) out.byTribe.set(tribe, (out.byTribe.get(tribe) ?? 0) + 1);
}

/** unitsLeftFor, a cavalry counter's pool read from `by`. */
function leftFor(s: AgState, by: OnMapByCommand, tribe: string): number {
  const def = agTribe(tribe);
  if (def.kind !== 'cavalry') return unitsLeftFor(s, tribe);
  return Math.max(0, Math.min(def.size - s.tribes[tribe].released, by.cavalryPoolLeft));
}

/** The Gallic chiefs who may be activated: tribal chiefs and Commius on the map (AG 4.22, 4.24). */
export const isChief = (leader: string): boolean => {
  const l = agLeader(leader);
  return l.side === 'gallic' && (l.role === 'chief' || leader === 'commius');
};

/** AG 4.35 — the OC of the Alesia force: Vercingetorix, or Critognatus once Vercingetorix is dead. */
export function alesiaOc(s: AgState): string | null {
  if (alive(s, 'vercingetorix')) return 'vercingetorix';
  if (alive(s, 'critognatus')) return 'critognatus';
  return null;
}

/** AG 5.6, AG Err.10 — the Alesia force's Command: the whole force, wherever it stands (no Command Range applies). */
export function alesiaUnits(s: AgState): string[] {
  const units = unitsToRead(s); // a plain map, not a working copy's guard (ctx.ts)
  return unitIds(s).filter((id) => {
    const u = units[id];
    const at = u.loc.at;
    // escaped.ts forceOf (AG 5.65: a unit that joined a relief tribe is no longer of the force).
    return (at === 'hex' || at === 'alesia' || at === 'east-edge') && !u.joined && agUnit(id).force === 'alesia';
  });
}

/** AG 5.62 — a relief tribe's combat units are on the map. */
export const reliefUnitsOnMap = (s: AgState): boolean => onMapUnits(s, (id) => forceOf(s, id) === 'relief').length > 0;

export const sideOfLeader = (leader: string): AgSide => agLeader(leader).side;
export { alive as leaderAlive };

/** The units still off the map that a counter may put out (AG 5.48; AG 5.7: the cavalry counters' shared pool of cavalry and LI). */
export function releasable(s: AgState, tribe: string, left = unitsLeftFor(s, tribe)): string[] {
  if (left <= 0) return [];
  const cavalry = agTribe(tribe).kind === 'cavalry';
  const units = unitsToRead(s); // a plain map, not a working copy's guard (ctx.ts)
  return unitIds(s).filter((id) => {
    const u = units[id];
    if (u.loc.at !== 'pool') return false;
    const d = agUnit(id);
    // entry/escaped.ts tribeOf, forceOf (AG 5.65).
    return cavalry ? !!d.cavalryPool : (u.joined ?? d.tribe) === tribe && (u.joined ? 'relief' : d.force) === 'relief';
  });
}

/**
 * AG 5.48, 5.7 — one unit of each kind a counter may still put out: the first unit off the map of
 * each (type, TQ, linked tribe). Units of one kind are interchangeable, so the list stays short.
 */
export function releaseChoices(s: AgState, tribe: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of releasable(s, tribe)) {
    const d = agUnit(id);
    const k = `${d.type}/${d.tq}/${d.linked ?? ''}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(id);
  }
  return out;
}
