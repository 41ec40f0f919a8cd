/**
 * Test support for chapter 5 (ships): states with fleets on the map, built by hand from an empty
 * 6.1 board at the Roman movement step, and from the naval exercise scenario.
 */
import { bellum } from '../system';
import { cloneState } from '../ctx';
import { updateControl } from '../control';
import { emptyNaval } from '../naval/types';
import { setupFleets } from '../naval/setup';
import type { BellumState } from '../state';
import type { RegionId, UnitId } from '../data/types';
import { addLeader, addUnit, emptyAtRomanMove } from './states';

/** The naval exercise scenario (two triremes and the Veneti in Veneti), as a private copy. */
export function venetiFleetGame(seed = 'fleet'): BellumState {
  const r = bellum.setup({ scenario: 'veneti-fleet', seed, options: { solo: false } });
  if (!r.ok) throw new Error(r.rejection.message);
  return cloneState(r.state);
}

/** Launch a trireme in `region`, built by `legion` (now in the trireme box), carrying `cargo`. */
export function addTrireme(s: BellumState, ship: UnitId, region: RegionId, legion: UnitId, cargo: string[] = []): void {
  setupFleets(s, [{ ship, region, builtBy: legion, cargo }]);
  updateControl(s);
}

/** A Veneti ship in the Veneti region (or inside Corbilo). */
export function addVenetiShip(s: BellumState, ship: 'veneti-ship-1' | 'veneti-ship-2', corbilo = false): void {
  const n = (s.naval ??= emptyNaval());
  n.venetiPlaced = true;
  s.units[ship] = { region: 'veneti', place: corbilo ? 'corbilo' : null, out: null, reduced: false };
}

/** Put a ship (with what it carries) at sea. */
export function putAtSea(s: BellumState, ship: UnitId, sea: 'atlantic' | 'mediterranean'): void {
  const n = (s.naval ??= emptyNaval());
  n.atSea[ship] = sea;
  for (const p of [ship, ...(n.cargo[ship] ?? [])]) {
    const l = s.units[p] ?? s.leaders[p];
    l.region = null;
    l.place = null;
  }
  updateControl(s);
}

/**
 * A two-player board at the Roman movement step: Brutus with Legio X, the Cretans, the Balearics,
 * Roman cavalry II in Pictones beside two triremes (VIII and IX in their boxes); Labienus with
 * Legio XI in Veneti; the Veneti with their two ships in the Veneti region.
 */
export function fleetBoard(seed = 'fleets'): BellumState {
  const s = emptyAtRomanMove(seed);
  s.scenario = 'veneti-fleet'; // a scenario with warships (BG 5)
  addLeader(s, 'brutus', 'pictones');
  for (const u of ['legio-x', 'cretans', 'balearics', 'roman-cav-2']) addUnit(s, u, 'pictones');
  addLeader(s, 'labienus', 'santones');
  addUnit(s, 'legio-xi', 'santones');
  addTrireme(s, 'trireme-1', 'pictones', 'legio-viii');
  addTrireme(s, 'trireme-2', 'pictones', 'legio-ix');
  addUnit(s, 'veneti-inf', 'veneti');
  addVenetiShip(s, 'veneti-ship-1');
  addVenetiShip(s, 'veneti-ship-2');
  s.mayMove = ['balearics', 'cretans', 'legio-x', 'legio-xi', 'roman-cav-2'];
  updateControl(s);
  return s;
}
