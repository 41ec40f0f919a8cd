/**
 * Invariants of the naval state, checked after every action by the simulator (scripts/lib/playout.ts)
 * and by the naval fuzz test: BG 5.5 capacity, passengers with a live ship, pieces off the map
 * accounted for, BG 5.3 landing of fleets that began a movement phase at sea.
 */
import { REGION_BY_ID } from '../data/regions';
import { UNIT_BY_ID } from '../data/units';
import type { BellumState } from '../state';
import { isShip, shipLoc } from './geo';
import { canCarry, CAPACITY, load } from './transport';

export function navalInvariants(s: BellumState, prev: BellumState | null): string[] {
  const out: string[] = [];
  const n = s.naval;
  const carried = new Map<string, string>();
  if (n) {
    for (const ship of Object.keys(n.cargo)) {
      const sl = shipLoc(s, ship);
      if (!sl) { out.push(`ship ${ship} carries ${n.cargo[ship].join(', ')} but is not in play`); continue; }
      if (!canCarry(ship) && n.cargo[ship].length) out.push(`ship ${ship} carries troops but only triremes may (BG 5.5)`);
      const l = load(n.cargo[ship]);
      if (l.infantry > CAPACITY.infantry || l.cavalry > CAPACITY.cavalry) out.push(`ship ${ship} carries ${l.infantry} infantry and ${l.cavalry} cavalry, over capacity (BG 5.5)`);
      for (const p of n.cargo[ship]) {
        if (carried.has(p)) out.push(`${p} is aboard both ${carried.get(p)} and ${ship}`);
        carried.set(p, ship);
        const pl = s.units[p] ?? s.leaders[p];
        if (!pl) { out.push(`ship ${ship} carries unknown piece ${p}`); continue; }
        if (pl.out !== null) out.push(`${p} is aboard ${ship} but out of play`);
        else if ('sea' in sl ? pl.region !== null : pl.region !== sl.region) out.push(`${p} is aboard ${ship} but not where the ship is`);
        if (isShip(p)) out.push(`ship ${p} is carried by ${ship}`);
      }
    }
    for (const ship of Object.keys(n.atSea)) {
      const u = s.units[ship];
      if (!u || !isShip(ship) || u.out !== null || u.region !== null) out.push(`${ship} is marked at sea but is not a ship afloat off the map`);
    }
    const boxed = Object.values(n.builtBy);
    for (const t of Object.keys(n.builtBy)) {
      if (s.units[t]?.out !== null) out.push(`trireme ${t} is out of play but still holds ${n.builtBy[t]} in its box`);
      if (UNIT_BY_ID[n.builtBy[t]]?.category !== 'legion') out.push(`trireme ${t} was built by ${n.builtBy[t]}, not a legion`);
    }
    if (new Set(boxed).size !== boxed.length) out.push('one legion is in two trireme boxes');
    for (const b of n.building) if (s.units[b.legion]?.out === null && s.units[b.legion].region === null) out.push(`${b.legion} builds a trireme but is off the map`);
    const live = Object.keys(s.units).filter((id) => UNIT_BY_ID[id]?.side === 'roman' && isShip(id) && s.units[id].out === null).length;
    if (live + n.building.length > 3) out.push(`${live} triremes afloat and ${n.building.length} being built: more than the 3 counters (BG 5.1)`);
    // BG 5.3: when a movement phase has ended, no ship that began it at sea is still at sea.
    if (prev?.naval && (prev.step === 'roman.move' || prev.step === 'gallic.move') && s.step !== prev.step) {
      for (const id of prev.naval.mustLand) if (s.naval?.atSea[id] && s.units[id].out === null) out.push(`${id} began the movement phase at sea and is still at sea after it (BG 5.3)`);
    }
  }
  // Every piece off the map but in play is at sea aboard a ship, a ship at sea, or a legion in a trireme box.
  const boxed = new Set(Object.values(n?.builtBy ?? {}));
  const check = (id: string, l: { region: string | null; out: unknown; place: string | null }) => {
    if (l.region !== null || l.out !== null) return;
    if (isShip(id) ? n?.atSea[id] : boxed.has(id) || (carried.has(id) && n?.atSea[carried.get(id)!])) return;
    out.push(`${id} is neither on the map nor out of play, nor at sea, nor in a trireme box`);
  };
  for (const id in s.units) check(id, s.units[id]);
  for (const id in s.leaders) check(id, s.leaders[id]);
  for (const id in s.units) {
    const u = s.units[id];
    if (isShip(id) && u.out === null && u.region !== null && !REGION_BY_ID[u.region].coast) out.push(`ship ${id} is in inland ${u.region}`);
  }
  return out;
}

/** Pieces in play but off the map for a naval reason (at sea, aboard at sea, in a trireme box). */
export function offMapPieces(s: BellumState): Set<string> {
  const out = new Set<string>();
  const n = s.naval;
  if (!n) return out;
  for (const id of Object.keys(n.atSea)) {
    out.add(id);
    for (const p of n.cargo[id] ?? []) out.add(p);
  }
  for (const l of Object.values(n.builtBy)) out.add(l);
  return out;
}
