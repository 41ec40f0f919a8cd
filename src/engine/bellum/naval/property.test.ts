/**
 * Property (BG 5.5, 5.6.2): in random playouts over boards with fleets, no trireme ever carries more
 * than 4 infantry and 1 cavalry, every carried piece is where its live ship is, and every piece off
 * the map in play is at sea or in a trireme box. Bounded: a few hundred actions per game.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bellum } from '../system';
import { nextIndex, seedRng } from '../../core/rng';
import { fleetBoard, venetiFleetGame } from '../testing/fleets';
import type { BellumAction, BellumState } from '../state';
import { navalInvariants } from './invariants';
import { CAPACITY, load } from './transport';

/** Prefer naval actions half the time so fleets sail, embark, land and fight often. */
function playout(start: BellumState, seed: string, max: number): { naval: number; fights: number } {
  let s = start;
  let rng = seedRng(seed);
  let naval = 0;
  let fights = 0;
  for (let i = 0; i < max && !s.outcome; i++) {
    const legal = bellum.legalActions(s);
    expect(legal.length, `no legal action at ${s.step}`).toBeGreaterThan(0);
    const nav = legal.filter((a) => ['sail', 'embark', 'disembark', 'build', 'unbuild', 'navalFight', 'navalEscape'].includes(a.t));
    const [coin, r1] = nextIndex(rng, 2);
    const pool = coin === 0 && nav.length ? nav : legal;
    const [k, r2] = nextIndex(r1, pool.length);
    rng = r2;
    const a: BellumAction = pool[k];
    if (nav.includes(a)) naval++;
    if (a.t === 'navalFight') fights++;
    const r = bellum.apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.rejection.message}`);
    const prev = s;
    s = r.state;
    expect(navalInvariants(s, prev), `after ${JSON.stringify(a)}`).toEqual([]);
    for (const [ship, cargo] of Object.entries(s.naval?.cargo ?? {})) {
      const l = load(cargo);
      expect(l.infantry, ship).toBeLessThanOrEqual(CAPACITY.infantry);
      expect(l.cavalry, ship).toBeLessThanOrEqual(CAPACITY.cavalry);
    }
  }
  return { naval, fights };
}

describe('fleets under random play', () => {
  it('keep capacity and passengers with their ships (hand-built board)', () => {
    let naval = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => { naval += playout(fleetBoard(`p${n}`), `pick${n}`, 300).naval; }), { numRuns: 25 });
    expect(naval).toBeGreaterThan(100);
  }, 120_000);
  it('keep capacity and passengers with their ships (naval exercise scenario)', () => {
    let fights = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => { fights += playout(venetiFleetGame(`q${n}`), `pick${n}`, 400).fights; }), { numRuns: 25 });
    expect(fights).toBeGreaterThan(0);
  }, 120_000);
});

describe('the fleet invariants see a broken state', () => {
  it('report an overloaded trireme, a passenger away from its ship and a piece lost off the map', () => {
    const s = fleetBoard('inv');
    expect(navalInvariants(s, null)).toEqual([]);
    s.naval!.cargo['trireme-1'] = ['legio-x', 'cretans', 'balearics', 'legio-xi', 'roman-cav-2'].sort();
    s.units['legio-xi'].region = 'pictones';
    expect(navalInvariants(s, null).some((m) => /over capacity/.test(m))).toBe(false); // 4 infantry + 1 cavalry fit
    s.naval!.cargo['trireme-1'] = [...s.naval!.cargo['trireme-1'], 'legio-xii'].sort();
    s.units['legio-xii'] = { region: 'santones', place: null, out: null, reduced: false };
    const msgs = navalInvariants(s, null);
    expect(msgs.some((m) => /over capacity/.test(m))).toBe(true);
    expect(msgs.some((m) => /legio-xii is aboard trireme-1 but not where the ship is/.test(m))).toBe(true);
    s.units['legio-xiii'] = { region: null, place: null, out: null, reduced: false };
    expect(navalInvariants(s, null).some((m) => /legio-xiii is neither on the map/.test(m))).toBe(true);
  });
});
