/**
 * Property: random legal playouts of 6.1 (both sides random, two players) never throw, never
 * offer an empty action list before the end, keep every unit in exactly one place, and end with
 * an outcome. A second family starts with the armies already in contact, so that every combat
 * path (battles, refuge, sieges, sallies) is exercised.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bellum } from '../system';
import { PLACE_BY_ID } from '../data/places';
import { nextIndex, seedRng } from '../../core/rng';
import { aquitania, place, play } from '../testing/states';
import type { BellumState } from '../state';
import { navalInvariants, offMapPieces } from '../naval/invariants';

function checkPlaces(s: BellumState): void {
  const afloat = offMapPieces(s); // BG 5: at sea, or a legion in a trireme box
  expect(navalInvariants(s, null)).toEqual([]);
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out !== null) {
      expect(u.region, id).toBeNull();
      continue;
    }
    if (afloat.has(id)) continue;
    expect(u.region, id).not.toBeNull();
    if (u.place !== null) expect(PLACE_BY_ID[u.place].region, id).toBe(u.region);
  }
  if (s.combat?.board) {
    const b = s.combat.board;
    const onBoard = [...Object.keys(b.roman.units), ...Object.keys(b.gallic.units)];
    expect(new Set(onBoard).size).toBe(onBoard.length); // a unit is on one side of the board only
    for (const u of onBoard) {
      const slot = (b.roman.units[u] ?? b.gallic.units[u]);
      if (slot.box !== 'lost') expect(s.units[u].region, u).toBe(b.region);
    }
  }
}

function playout(start: BellumState, pickSeed: string): BellumState {
  let s = start;
  let rng = seedRng(pickSeed);
  for (let i = 0; i < 5000 && !s.outcome; i++) {
    const legal = bellum.legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    let k: number;
    [k, rng] = nextIndex(rng, legal.length);
    const r = bellum.apply(s, legal[k]);
    if (!r.ok) throw new Error(`${JSON.stringify(legal[k])} refused: ${r.rejection.message}`);
    s = r.state;
    checkPlaces(s);
  }
  expect(s.outcome).not.toBeNull();
  return s;
}

function contact(seed: string): BellumState {
  let s = aquitania({ seed });
  for (let i = 0; i < 50 && s.step !== 'roman.move'; i++) {
    const legal = bellum.legalActions(s);
    s = play(s, [legal.find((x) => x.t === 'done') ?? legal.find((x) => x.t === 'loss') ?? legal[0]]);
  }
  s = structuredClone(s);
  place(s, ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1', 'crassus'], 'bigerriones');
  s.arrivals.bigerriones = 'roman';
  return s;
}

describe('random playouts of 6.1', () => {
  it('from the scenario start', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => { playout(aquitania({ seed: `p${n}` }), `pick${n}`); }), { numRuns: 12 });
  }, 120_000);
  it('with the armies in contact from the first combat phase', () => {
    const kinds = new Set<string>();
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
      const end = playout(contact(`c${n}`), `pick${n}`);
      kinds.add(end.destroyed.includes('sotiates-oppidum') ? 'destroyed' : 'standing');
    }), { numRuns: 20 });
    expect(kinds.size).toBeGreaterThan(0);
  }, 120_000);
  it('solo: the Gallic policy always answers', () => {
    for (let n = 0; n < 10; n++) {
      const s = contact(`solo${n}`);
      s.options.solo = true;
      playout(s, `spick${n}`);
    }
  }, 120_000);
});
