/**
 * What must hold after every action of a game of Alésia (GBoH), checked by the simulator
 * (`npm run sim -- --system alesia-gboh`) and the bounded fuzz test. Each check names its rule:
 *
 * AG 6.61–6.62  the combat units on a hex fit its stacking row (Rampart, Redoubt, other); leaders
 *               never count. Set-up (AG 3.0 A) is checked too: the Roman places by the same rows.
 * AG 6.64       no hex holds combat units of both sides.
 * AG 10.1x      Hits are whole, never negative; a unit on the map that is neither routed nor
 *               Disordered-by-rout holds fewer Hits than its TQ (10.13 it routs, 10.14 it is
 *               eliminated at Hits ≥ TQ) — `hitLimit: false` leaves that part out while no rule
 *               removes such a unit yet (the rout rules are wired by another part of this session).
 * AG 4.4, 5.45  a tribal counter is fixed: once placed in an AP its zone and hex do not change, it
 *               stays placed or withdraws (checked against the state before the action).
 * AG 5.48, 4.43 a counter has released no more units than it stands for; "No Units" only when empty.
 * AG 5.43       beyond Zones I–II a zone takes at most 5 Control points an AP, in the plan and in play;
 *               AG 5.41 Initial Placement ≤ 8 CP; AG 12.1 the picked counters ≤ 80 Size, and (its
 *               arrivals overriding 5.43, reading Q8) at most 3 counters a phase, in one of III–VI.
 * AG 6.47–6.48  Fill lies only where it can be laid, valued 1 to what the terrain needs; only
 *               Gallic BI carry it (movement/fill.ts).
 * AG 12.2       at most 3 reinforcement groups an AP, in 12.2 only, no unit in two of them.
 * Every counter stands on a hex of the scenario's sheets or off the map; a game that is not over
 * has a legal action (no dead end).
 */
import { agLeader, agTribe, agUnit, AG_SCENARIO_FORCES } from './data';
import { unitsLeftFor } from './commands';
import { computeLegal } from './legal';
import { H_ALESIA, H_RAMPART, H_REDOUBT, moveBoard } from './movement/board';
import { flagsNow, mayStack, rubbleOf } from './movement/occupancy';
import { reducedTqOf } from './optionalRules';
import { forceOf, tribeOf } from './entry/escaped';
import { FINAL_ASSAULT_ARRIVALS, FINAL_ASSAULT_SIZE, FINAL_ASSAULT_ZONES, INITIAL_PLACEMENT_CP, isFreeZone, ZONE_CAP_CP } from './planning';
import type { AgState, EntryZone } from './state';
import { fillProblems } from './movement/fill';
import { MAX_GROUPS_PER_AP } from './flow/reinforcements';
import { unitEntries, unitIds } from './unitIds';

export interface InvariantOptions {
  /** AG 10.13–10.14: a unit at Hits ≥ TQ must have been routed or eliminated (default true). */
  hitLimit?: boolean;
  /** Run the legal list for the dead-end check (default true). */
  deadEnd?: boolean;
  /** The legal list to use for it (default `computeLegal`; the simulator passes the system's cached one). */
  legal?: (s: AgState) => readonly unknown[];
}

/** AG 10.13, 10.14 — the TQ the unit's Hits are held against now (its reduced side's once reduced). */
export function currentTq(s: AgState, id: string): number {
  const u = agUnit(id);
  const r = reducedTqOf(s, id); // AG 10.63 optional
  return s.units[id].reduced && r !== null ? r : u.tq;
}

/** AG 6.61 — the stacking row of a hex. */
function rowOf(flags: number): 'rampart' | 'redoubt' | 'alesia' | 'other' {
  // AG 5.64: three Alesia-force units a hex in the town (mayStack falls back to "other" for anyone else).
  return flags & H_RAMPART ? 'rampart' : flags & H_REDOUBT ? 'redoubt' : flags & H_ALESIA ? 'alesia' : 'other';
}

/** Every rule broken in `s` (empty when it is sound). `prev`, the state before the action, adds the checks of change. */
export function checkInvariants(s: AgState, prev?: AgState | null, o: InvariantOptions = {}): string[] {
  const out: string[] = [];
  const mb = moveBoard(s.scenario);
  const byHex = new Map<number, string[]>();
  // Where every combat unit is; AG 10.1 Hits.
  for (const [id, u] of unitEntries(s)) {
    if (u.loc.at === 'hex') {
      const i = mb.index.get(u.loc.hex);
      if (i === undefined) out.push(`${id} on ${u.loc.hex}, not a hex of the ${s.scenario} map`);
      else byHex.set(i, [...(byHex.get(i) ?? []), id]);
    }
    if (!Number.isInteger(u.hits) || u.hits < 0) out.push(`AG 10.12: ${id} holds ${u.hits} Hits`);
    if (u.loc.at === 'hex' || u.loc.at === 'counter') {
      if (o.hitLimit !== false && !u.routed && u.hits >= currentTq(s, id)) out.push(`AG 10.13: ${id} on the map with ${u.hits} Hits at TQ ${currentTq(s, id)}, neither routed nor eliminated`);
      if (u.reduced && reducedTqOf(s, id) === null) out.push(`AG 10.14: ${id} is reduced but has no reduced side`);
    }
    if (u.facing < 0 || u.facing > 5 || !Number.isInteger(u.facing)) out.push(`AG 7.11: ${id} faces ${u.facing}`);
  }
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.loc.at === 'hex' && !mb.index.has(l.loc.hex)) out.push(`leader ${id} on ${l.loc.hex}, not a hex of the map`);
    if (!agLeader(id)) out.push(`unknown leader ${id}`);
  }
  // AG 6.61, 6.64 — stacking rows and no hex shared by both sides; AG 8.45: a Rubble hex stacks as open ground.
  const rubble = rubbleOf(mb, s);
  for (const [i, ids] of byHex) {
    const sides = new Set(ids.map((x) => agUnit(x).side));
    if (sides.size > 1) {
      out.push(`AG 6.64: both sides on ${mb.keys[i]}: ${ids.join(', ')}`);
      continue;
    }
    if (ids.length > 1) {
      const us = ids.map(agUnit);
      const row = rowOf(flagsNow(mb, rubble, i) | (mb.flags[i] & H_ALESIA));
      if (!mayStack(us[us.length - 1], us.slice(0, -1), row)) out.push(`AG 6.61: ${ids.join(' + ')} may not stack on ${mb.keys[i]} (${row} row)`);
      // AG 6.65: stacked units share one facing.
      if (new Set(ids.map((x) => s.units[x].facing)).size > 1) out.push(`AG 6.65: the stack on ${mb.keys[i]} faces two ways`);
    }
  }
  // AG 4.4, 5.48 — tribal counters.
  const perTribe = new Map<string, number>();
  for (const id of unitIds(s)) {
    const t = tribeOf(s, id); // AG 5.65: escapees count with their new tribe
    if (forceOf(s, id) === 'relief' && t) perTribe.set(t, (perTribe.get(t) ?? 0) + 1);
  }
  for (const [t, st] of Object.entries(s.tribes)) {
    const def = agTribe(t);
    const total = perTribe.get(t) ?? 0;
    if (st.released < 0 || (def.kind === 'tribe' && st.released > total)) out.push(`AG 5.48: ${t} released ${st.released} of ${total} units`);
    if (st.noUnits && st.status === 'placed' && unitsLeftFor(s, t) > 0) out.push(`AG 4.43: ${t} shows "No Units" with ${unitsLeftFor(s, t)} units left`);
    if (st.status === 'placed' && !st.zone) out.push(`AG 5.34: ${t} placed without a zone`);
    const was = prev?.tribes[t];
    if (was && prev!.ap.n === s.ap.n && was.status === 'placed') {
      if (st.status !== 'placed' && st.status !== 'withdrawn') out.push(`AG 10.72: placed counter ${t} became ${st.status} within the AP`);
      if (st.status === 'placed' && (st.zone !== was.zone || (st.hex ?? null) !== (was.hex ?? null))) out.push(`AG 4.4: tribal counter ${t} moved from ${was.zone}/${was.hex ?? '-'} to ${st.zone}/${st.hex ?? '-'}`);
    }
  }
  // AG 5.43, 5.41, 12.1 — zone caps. In 12.1 the scenario's arrivals override them (reading Q8):
  // up to 3 counters at the start of a Gallic phase, into one of Zones III–VI.
  if (s.scenario !== '12.1') {
    for (const [z, cp] of Object.entries(s.ap.zoneCp) as [EntryZone, number][]) if (!isFreeZone(z) && cp > ZONE_CAP_CP) out.push(`AG 5.43: Zone ${z} took ${cp} Control points this AP`);
    const planned = new Map<EntryZone, number>();
    for (const [t, z] of Object.entries(s.plan.assign)) planned.set(z, (planned.get(z) ?? 0) + agTribe(t).control);
    for (const [z, cp] of planned) if (!isFreeZone(z) && cp > ZONE_CAP_CP) out.push(`AG 5.43: ${cp} Control points assigned to Zone ${z}`);
  } else {
    const arr = s.ap.arrivals;
    if (arr.tribes.length > FINAL_ASSAULT_ARRIVALS) out.push(`AG 12.1 Gauls: ${arr.tribes.length} counters arrived at once`);
    for (const t of arr.tribes) if (s.tribes[t].zone !== arr.zone || !FINAL_ASSAULT_ZONES.includes(s.tribes[t].zone!)) out.push(`AG 12.1 Gauls: ${t} arrived in Zone ${s.tribes[t].zone} with the arrivals of Zone ${arr.zone}`);
  }
  if (s.ap.initialCp > INITIAL_PLACEMENT_CP) out.push(`AG 5.41: Initial Placement of ${s.ap.initialCp} Control points`);
  if (s.scenario === '12.1') {
    const size = s.plan.picked.reduce((n, t) => n + agTribe(t).size, 0);
    if (size > FINAL_ASSAULT_SIZE) out.push(`AG 12.1: ${size} Size points picked`);
  }
  if (s.ap.n > AG_SCENARIO_FORCES[s.scenario].assaultPeriods) out.push(`AG 12: Assault Period ${s.ap.n} of ${AG_SCENARIO_FORCES[s.scenario].assaultPeriods}`);
  // AG 6.47–6.48 — Fill.
  out.push(...fillProblems(s));
  // AG 12.2 Reinforcements — at most 3 groups an AP, each called once, none outside 12.2.
  const groups = s.reinforcements?.groups ?? [];
  if (s.reinforcementsCalled > MAX_GROUPS_PER_AP || groups.length !== s.reinforcementsCalled) out.push(`AG 12.2 Reinforcements: ${s.reinforcementsCalled} groups counted, ${groups.length} called this AP`);
  if (groups.length && !AG_SCENARIO_FORCES[s.scenario].roman.reinforcements) out.push(`AG 12.2 Reinforcements: groups called in ${s.scenario}`);
  const calledIds = groups.flatMap((g) => g.units);
  if (new Set(calledIds).size !== calledIds.length) out.push('AG 12.2 Reinforcements: a unit called in two groups');
  if ((s.step === 'over') !== (s.outcome !== null)) out.push(`step ${s.step} with outcome ${JSON.stringify(s.outcome)}`);
  if (o.deadEnd !== false && !s.outcome && (o.legal ?? computeLegal)(s).length === 0) out.push(`dead end: no legal action in ${s.step}`);
  return out;
}
