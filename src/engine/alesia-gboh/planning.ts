/**
 * Gallic assault planning (AG 3.0 B, 5.3): in secret, before each Assault Period.
 *
 * AG 5.31 every available tribe (10.74), the cavalry counters included (4.44), is assigned to an
 *   Entry Zone; the plan holds for the AP and stays hidden from the Roman (the view drops it).
 * AG 5.43 a zone other than I and II takes tribes worth at most 5 Control points in an AP — enforced
 *   here already, as 5.31 asks the Gaul to mind it while planning.
 * AG 12.1 Gauls the Gaul instead picks relief counters worth at most 80 Size (secret); they come in
 *   through Zones III–VI at the start of his phases (entry.ts).
 *
 * Which zones lie on the sheets in play: the zones' edge hexes come with the map session. This
 * edition reads Zones I–VIII as those of the West sheet (half of the sixteen; the historical I–VI
 * among them, AG 5.43 note) and I–XVI as those of both sheets (12.3). Reconstructed.
 */
import { agTribe, AG_SCENARIO_FORCES } from './data';
import { ENTRY_ZONES } from './tables/types';
import type { AgState, EntryZone } from './state';
import type { AgAction } from './actions';

export const ZONE_CAP_CP = 5;
export const INITIAL_PLACEMENT_CP = 8;
export const ENTRY_CP = 5;
/** AG 12.1 Gauls — Size cap of the relief counters picked. */
export const FINAL_ASSAULT_SIZE = 80;
/** AG 12.1 Gauls (reading Q8) — counters placed at the start of one phase. */
export const FINAL_ASSAULT_ARRIVALS = 3;
export const FINAL_ASSAULT_ZONES: readonly EntryZone[] = ['III', 'IV', 'V', 'VI'];

export const ZONES_RECONSTRUCTED = {
  reconstructed: true,
  source: 'AG 5.31 (sixteen zones), 12.2 (West map only), 12.3 (any zone)',
  why: 'The zones’ edge hexes are not printed; the West sheet is read as carrying Zones I–VIII.',
} as const;

const WEST_ZONES: readonly EntryZone[] = ENTRY_ZONES.slice(0, 8);

/** The Entry Zones a scenario's plan may use. */
export function planZones(s: AgState): readonly EntryZone[] {
  if (s.scenario === '12.1') return FINAL_ASSAULT_ZONES;
  return AG_SCENARIO_FORCES[s.scenario].maps.includes('E') ? ENTRY_ZONES : WEST_ZONES;
}

export const isFreeZone = (z: EntryZone): boolean => z === 'I' || z === 'II';

/** Control points the plan sends to `zone`, leaving `except` out. */
export function plannedCp(s: AgState, zone: EntryZone, except?: string): number {
  let n = 0;
  const assign = s.plan.assign;
  for (const t in assign) if (assign[t] === zone && t !== except) n += agTribe(t).control;
  return n;
}

/** Control points the plan sends to each zone (one pass, for the legal list's many tests). */
export function plannedCpByZone(s: AgState): Map<EntryZone, number> {
  const m = new Map<EntryZone, number>();
  const assign = s.plan.assign;
  for (const t in assign) m.set(assign[t], (m.get(assign[t]) ?? 0) + agTribe(t).control);
  return m;
}

/** AG 5.31, 5.43 — may `tribe` be assigned to `zone` now? (`sums`: `plannedCpByZone(s)`, when the caller has it.) */
export function mayAssign(s: AgState, tribe: string, zone: EntryZone, sums?: ReadonlyMap<EntryZone, number>): boolean {
  if (s.tribes[tribe]?.status !== 'available') return false;
  if (!planZones(s).includes(zone)) return false;
  if (s.plan.assign[tribe] === zone) return false;
  if (isFreeZone(zone)) return true;
  // The tribe's own points leave its present zone (never `zone`: that case returned above).
  const cp = sums ? sums.get(zone) ?? 0 : plannedCp(s, zone, tribe);
  return cp + agTribe(tribe).control <= ZONE_CAP_CP;
}

/**
 * AG 5.31, 5.43 — every (tribe, zone) pair `mayAssign` allows, tribes in the state's order and zones
 * in `planZones` order (the legal list's order): the same tests, with the zone sums and each tribe's
 * Control read once.
 */
export function assignable(s: AgState): { tribe: string; zone: EntryZone }[] {
  const out: { tribe: string; zone: EntryZone }[] = [];
  const sums = plannedCpByZone(s);
  const zones = planZones(s);
  const assign = s.plan.assign;
  for (const tribe of Object.keys(s.tribes)) {
    if (s.tribes[tribe].status !== 'available') continue;
    const control = agTribe(tribe).control;
    const now = assign[tribe];
    for (const zone of zones) {
      if (now === zone) continue;
      if (isFreeZone(zone) || (sums.get(zone) ?? 0) + control <= ZONE_CAP_CP) out.push({ tribe, zone });
    }
  }
  return out;
}

/** The available tribes (AG 5.31) with their Control, in the tribes record's order, and their `assign` entries. */
interface Assignable {
  tribe: string;
  control: number;
  /** The tribe's `assign` entry per zone, by the zone's place in ENTRY_ZONES. */
  row: readonly AgAction[];
}
/** Kept by the tribes record (by identity: planning writes only the plan; apply replaces a tribes record it changes, ctx.ts). */
const AVAILABLE = new WeakMap<AgState['tribes'], readonly Assignable[]>();
/** Each tribe's `assign` entries, made once: frozen actions shared by every planning list (an action is a value). */
const ROWS = new Map<string, readonly AgAction[]>();
const ZONE_AT = new Map(ENTRY_ZONES.map((z, k) => [z, k]));

function available(s: AgState): readonly Assignable[] {
  let list = AVAILABLE.get(s.tribes);
  if (!list) {
    const out: Assignable[] = [];
    for (const tribe of Object.keys(s.tribes)) {
      if (s.tribes[tribe].status !== 'available') continue;
      let row = ROWS.get(tribe);
      if (!row) ROWS.set(tribe, (row = ENTRY_ZONES.map((zone) => Object.freeze({ t: 'assign', tribe, zone } as AgAction))));
      out.push({ tribe, control: agTribe(tribe).control, row });
    }
    AVAILABLE.set(s.tribes, (list = out));
  }
  return list;
}

/**
 * AG 5.31, 5.43 — the legal list's `assign` entries: `{ t: 'assign', tribe, zone }` for every pair
 * `assignable` gives, in its order, pushed onto `out` — the same tests over the available tribes kept
 * by the tribes record, each entry a shared frozen action (a Gaul's planning asks for the list after
 * each of his ~40–60 assignments, each list ~600 entries).
 */
export function assignEntries(s: AgState, out: AgAction[]): void {
  const sums = plannedCpByZone(s);
  const zones = planZones(s);
  const at: number[] = [];
  const room: number[] = []; // the Control a zone still takes (AG 5.43), Infinity in Zones I–II
  for (const zone of zones) {
    at.push(ZONE_AT.get(zone)!);
    room.push(isFreeZone(zone) ? Infinity : ZONE_CAP_CP - (sums.get(zone) ?? 0));
  }
  const assign = s.plan.assign;
  for (const { tribe, control, row } of available(s)) {
    const now = assign[tribe];
    for (let k = 0; k < zones.length; k++) if (now !== zones[k] && control <= room[k]) out.push(row[at[k]]);
  }
}

export const pickedSize = (s: AgState): number => s.plan.picked.reduce((n, t) => n + agTribe(t).size, 0);

/** AG 12.1 Gauls — may `tribe` be added to the pick? */
export const mayPick = (s: AgState, tribe: string): boolean =>
  s.tribes[tribe]?.status === 'available' && !s.plan.picked.includes(tribe) && pickedSize(s) + agTribe(tribe).size <= FINAL_ASSAULT_SIZE;

/** AG 5.31 — planning is complete when every available tribe has a zone (12.1: at least one counter picked). */
export function planComplete(s: AgState): boolean {
  if (s.scenario === '12.1') return s.plan.picked.length > 0;
  return Object.keys(s.tribes).every((t) => s.tribes[t].status !== 'available' || s.plan.assign[t] !== undefined);
}
