/**
 * Tribal counters coming onto the map (AG 5.4): Initial Placement, entries, 12.1's arrivals.
 *
 * AG 5.41 Initial Placement: before anyone activates, counters assigned to Zones I–II worth at most
 *   8 Control points in all, free.
 * AG 5.32 in his first three Activation Phases of an AP the Gaul brings in only Zone I–II tribes;
 * AG 5.33 from the fourth (phases counted as in reading Q17) Zones III–XVI need a roll on the Gallic
 *   Entry Arrival Table (tables/entry.ts; +3 at night, AG 12.2); one roll per entry (reading Q13);
 * AG 5.34 a failure wastes the phase, and the Roman learns only that it failed;
 * AG 5.35 never in a phase gained by Seizure;
 * AG 5.42 an entry takes the whole phase: at most 5 Control points into the one zone chosen; never
 *   in two consecutive Gallic phases (reading Q17), nor while a counter on the map has not yet put
 *   out a unit; a chief is placed with non-cavalry counters unless one on the map already covers
 *   them (read, until placement hexes exist, as a chief already standing in that zone), a cavalry
 *   leader with his cavalry counter;
 * AG 5.43 Zones III–XVI take at most 5 Control points over the AP.
 * AG 12.1 Gauls (reading Q8): at the start of each of his phases the Gaul may place up to 3 picked
 *   counters, free, in one of Zones III–VI; the chief rule of 5.42 holds, its bars do not. Read as
 *   not in a phase gained by Seizure, as 5.35 for entries.
 * AG 5.45 each counter goes on a hex of its zone's placement lines (entry/placementHexes.ts); chiefs
 *   and cavalry leaders placed with a counter stand on its hex (loc 'hex').
 */
import { AG_LEADERS, agLeader, agTribe } from './data';
import type { AgCtx } from './ctx';
import { ROMAN_ONLY, ownLeaders, ownPlan, ownTribes } from './ctx';
import { entryArrives, entryIsAutomatic, entryMaxDie, entryRef, NIGHT_ENTRY_DRM } from './tables/entry';
import { cavalryCounterOf, unitsLeftFor } from './commands';
import { ENTRY_CP, FINAL_ASSAULT_ARRIVALS, FINAL_ASSAULT_ZONES, INITIAL_PLACEMENT_CP, isFreeZone, ZONE_CAP_CP } from './planning';
import type { AgState, EntryZone } from './state';
import { placementHexes } from './entry/placementHexes';
import { parseHexKey } from '../hex/coords';
import { gbohLabel } from './map/grid';
import { commandRangeOf } from './positions';

/** Control points of `tribes`. */
export const cpOf = (tribes: readonly string[]): number => tribes.reduce((n, t) => n + agTribe(t).control, 0);

/** The counters being placed now: Initial Placement / 12.1 arrivals, or an entry. */
export const placingNow = (s: AgState): string[] => (s.step === 'entering' ? s.ap.entering?.tribes ?? [] : s.ap.arrivals.tribes);

/** Counters `placeTribe` may put on the map now, with their zone (each then on any hex of placementHexes, AG 5.45). */
export function placeableTribes(s: AgState): { tribe: string; zone: EntryZone }[] {
  const out: { tribe: string; zone: EntryZone }[] = [];
  if (s.step === 'initial') {
    for (const [t, z] of Object.entries(s.plan.assign)) {
      if (s.tribes[t].status !== 'available' || !isFreeZone(z)) continue;
      if (s.ap.initialCp + agTribe(t).control > INITIAL_PLACEMENT_CP) continue;
      out.push({ tribe: t, zone: z });
    }
  } else if (s.step === 'entering' && s.ap.entering) {
    const z = s.ap.entering.zone;
    const now = cpOf(s.ap.entering.tribes);
    for (const [t, tz] of Object.entries(s.plan.assign)) {
      if (tz !== z || s.tribes[t].status !== 'available') continue;
      const c = agTribe(t).control;
      if (now + c > ENTRY_CP) continue;
      if (!isFreeZone(z) && (s.ap.zoneCp[z] ?? 0) + c > ZONE_CAP_CP) continue;
      out.push({ tribe: t, zone: z });
    }
  } else if (s.step === 'choose' && s.scenario === '12.1' && s.ap.owner === 'gallic' && !s.ap.seized && !s.command && !s.ap.alesiaTried) {
    if (s.ap.arrivals.tribes.length >= FINAL_ASSAULT_ARRIVALS) return out;
    const zones = s.ap.arrivals.zone ? [s.ap.arrivals.zone] : FINAL_ASSAULT_ZONES;
    for (const t of s.plan.picked) if (s.tribes[t].status === 'available') for (const z of zones) out.push({ tribe: t, zone: z });
  }
  return out;
}

/** Chiefs still off the map who may be placed (AG 5.41–5.42): tribal chiefs and Commius. */
export const chiefsInPool = (s: AgState): string[] =>
  AG_LEADERS.filter((l) => l.side === 'gallic' && (l.role === 'chief' || l.id === 'commius') && s.leaders[l.id]?.loc.at === 'pool').map((l) => l.id);

/**
 * AG 5.41–5.42 — every non-cavalry counter placed now is within Command range (AG 4.24) of a Gallic
 * chief on the map (one placed with a counter now, or one already there), or no chief is left to
 * place. Reading: 5.41's "a chief must be placed" and 5.42's "unless placed within range of a chief
 * already on the map" together ask that each counter placed have a chief within reach.
 */
export function chiefRuleMet(s: AgState): boolean {
  const placing = placingNow(s);
  // Nothing placed now (most choice lists): met, without reading the chiefs or their ranges.
  if (!placing.some((t) => agTribe(t).kind === 'tribe') || chiefsInPool(s).length === 0) return true;
  const chiefs = Object.keys(s.leaders).filter((id) => {
    const d = agLeader(id);
    return d.side === 'gallic' && d.role !== 'cavalry-leader' && (d.role === 'chief' || id === 'commius') && s.leaders[id].loc.at === 'hex';
  });
  const ranges = chiefs.map((c) => commandRangeOf(s, c));
  for (const t of placing) {
    if (agTribe(t).kind !== 'tribe') continue;
    const at = s.tribes[t].hex ? { hex: s.tribes[t].hex! } : null;
    if (!ranges.some((within) => within(at))) return false;
  }
  return true;
}

/** The hex a `placeTribe` without one takes: the first of the zone's list (AG 5.45; the deepest hex of its middle line). */
export const defaultPlacementHex = (s: AgState, zone: EntryZone): string | null => placementHexes(s, zone)[0] ?? null;

/** Put a tribal counter on the map on a hex of its zone (AG 5.45), and a cavalry leader with his counter. */
export function placeTribe(ctx: AgCtx, tribe: string, zone: EntryZone, hex: string): void {
  const s = ctx.s;
  const def = agTribe(tribe);
  ownTribes(s)[tribe] = { status: 'placed', zone, hex, released: 0 };
  if ((s.plan.assign[tribe] ?? null) === null) ownPlan(s).assign[tribe] = zone; // ??= on the plan's own copy (ctx.ts ownPlan)
  if (s.step === 'initial') s.ap.initialCp += def.control;
  else if (s.step === 'entering' && s.ap.entering) s.ap.entering.tribes.push(tribe);
  if (s.step !== 'entering') {
    s.ap.arrivals.tribes.push(tribe);
    if (s.scenario === '12.1') s.ap.arrivals.zone = zone;
  }
  s.ap.zoneCp[zone] = (s.ap.zoneCp[zone] ?? 0) + def.control;
  ctx.text('gallic', `${def.name} (Control ${def.control}, Size ${def.size}) arrive in Zone ${zone}, at ${gbohLabel(parseHexKey(hex))}.`, s.step === 'initial' ? 'AG 5.41' : s.scenario === '12.1' ? 'AG 12.1 Gauls' : 'AG 5.42');
  if (def.kind === 'cavalry') {
    const leader = AG_LEADERS.find((l) => l.role === 'cavalry-leader' && cavalryCounterOf(l.id) === tribe);
    if (leader && s.leaders[leader.id]?.loc.at === 'pool') {
      ownLeaders(s)[leader.id] = { loc: { at: 'hex', hex } };
      ctx.text('gallic', `${leader.name} comes with his cavalry counter.`, 'AG 5.41');
    }
  }
}

/** AG 5.41–5.42 — a chief placed with a counter stands on the counter's hex. */
export function placeChief(ctx: AgCtx, leader: string, tribe: string): void {
  const hex = ctx.s.tribes[tribe].hex;
  // AG 10.72 (reading X64): the chief is the tribe's, and withdraws with it wherever he stands (flow/withdrawChiefs.ts).
  ownLeaders(ctx.s)[leader] = { loc: hex ? { at: 'hex', hex } : { at: 'counter', tribe }, tribe };
  ctx.text('gallic', `${agLeader(leader).name} is placed with the ${agTribe(tribe).name}.`, ctx.s.step === 'initial' ? 'AG 5.41' : 'AG 5.42');
}

/** AG 5.42 — no entry while a counter on the map has not yet put out a unit. */
export const counterWaiting = (s: AgState): boolean =>
  Object.keys(s.tribes).some((t) => s.tribes[t].status === 'placed' && s.tribes[t].released === 0 && unitsLeftFor(s, t) > 0);

/** AG 5.32, 5.33, 5.35, 5.42, 5.43 — the zones the Gaul may choose for an entry this phase. */
export function entryZones(s: AgState): EntryZone[] {
  if (s.scenario === '12.1' || s.ap.owner !== 'gallic' || s.step !== 'choose') return [];
  if (s.ap.seized) return []; // AG 5.35
  if (s.ap.alesiaTried) return []; // AG 5.63: the phase must go to another Command
  if (s.ap.arrivals.tribes.length) return [];
  if (s.ap.lastEntry !== null && s.ap.lastEntry === s.ap.gallicPhases - 1) return []; // AG 5.42 consecutive
  if (counterWaiting(s)) return []; // AG 5.42
  const zones = new Set<EntryZone>();
  for (const [t, z] of Object.entries(s.plan.assign)) {
    if (s.tribes[t].status !== 'available') continue;
    if (!isFreeZone(z)) {
      if (s.ap.gallicPhases < 4) continue; // AG 5.32, 5.33
      if ((s.ap.zoneCp[z] ?? 0) + agTribe(t).control > ZONE_CAP_CP) continue; // AG 5.43
    }
    zones.add(z);
  }
  return [...zones];
}

/** AG 5.33–5.34 — the entry: automatic in Zones I–II, else a roll; true when the counters come. */
export function tryEntry(ctx: AgCtx, zone: EntryZone): boolean {
  const s = ctx.s;
  s.ap.lastEntry = s.ap.gallicPhases;
  if (entryIsAutomatic(zone)) {
    ctx.text('gallic', `The Gaul brings in the tribes of Zone ${zone} (no roll).`, 'AG 5.33', { hiddenFrom: ROMAN_ONLY });
    return true;
  }
  const night = s.ap.night;
  const max = entryMaxDie(zone, night);
  const r = ctx.roll({
    side: 'gallic',
    purpose: `Gallic entry into Zone ${zone} (succeeds on ${max !== null && max >= 0 ? `0–${max}` : 'no roll'})`,
    rule: 'AG 5.33',
    modifiers: night ? [{ value: NIGHT_ENTRY_DRM, reason: 'Night attack', rule: 'AG 12.2 Night' }] : [],
    hiddenFrom: ROMAN_ONLY,
    interpret: (_t, die) => ({ result: entryArrives(zone, die, night) ? 'Arrive' : 'Lost', cell: entryRef(zone, night) }),
  });
  if (r.result !== 'Arrive') {
    ctx.text(null, 'A Gallic entry attempt failed: the phase is lost.', 'AG 5.34');
    return false;
  }
  return true;
}
