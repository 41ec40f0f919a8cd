/**
 * The naval invariants (what the simulator and the naval fuzz test check after every action):
 * each one is stated on a position that breaks exactly it, and a sound position reports nothing.
 */
import { describe, expect, it } from 'vitest';
import { addUnit } from '../testing/states';
import { fleetBoard, putAtSea } from '../testing/fleets';
import type { BellumState } from '../state';
import { navalInvariants, offMapPieces } from './invariants';

const broken = (s: BellumState, prev: BellumState | null = null) => navalInvariants(s, prev);

describe('naval invariants', () => {
  it('a sound board with fleets, at sea or not, breaks none', () => {
    const s = fleetBoard();
    expect(broken(s)).toEqual([]);
    s.naval!.cargo['trireme-1'] = ['brutus', 'legio-x'];
    putAtSea(s, 'trireme-1', 'atlantic');
    expect(broken(s)).toEqual([]);
  });

  it('BG 5.5: passengers travel with a ship in play, and only triremes carry them', () => {
    const s = fleetBoard();
    s.naval!.cargo['trireme-3'] = ['legio-x'];
    expect(broken(s)).toContain('ship trireme-3 carries legio-x but is not in play');
    const t = fleetBoard();
    t.naval!.cargo['veneti-ship-1'] = ['veneti-inf'];
    expect(broken(t)).toContain('ship veneti-ship-1 carries troops but only triremes may (BG 5.5)');
  });

  it('BG 5.5: a trireme carries at most 4 infantry and 1 cavalry', () => {
    const s = fleetBoard();
    for (const u of ['legio-xii', 'legio-xiii', 'legio-xiv', 'roman-cav-3']) addUnit(s, u, 'pictones');
    s.naval!.cargo['trireme-1'] = ['cretans', 'legio-x', 'legio-xii', 'legio-xiii'];
    expect(broken(s)).toEqual([]); // four infantry: full, not over
    s.naval!.cargo['trireme-1'] = ['balearics', 'cretans', 'legio-x', 'legio-xii', 'legio-xiii'];
    expect(broken(s)).toContain('ship trireme-1 carries 5 infantry and 0 cavalry, over capacity (BG 5.5)');
    s.naval!.cargo['trireme-1'] = ['roman-cav-2', 'roman-cav-3'];
    expect(broken(s)).toContain('ship trireme-1 carries 0 infantry and 2 cavalry, over capacity (BG 5.5)');
    s.naval!.cargo['trireme-1'] = ['roman-cav-2'];
    expect(broken(s)).toEqual([]);
  });

  it('a passenger is aboard one ship, known, in play, where its ship is, and never a ship', () => {
    const s = fleetBoard();
    s.naval!.cargo['trireme-1'] = ['legio-x'];
    s.naval!.cargo['trireme-2'] = ['legio-x'];
    expect(broken(s)).toContain('legio-x is aboard both trireme-1 and trireme-2');
    const t = fleetBoard();
    t.naval!.cargo['trireme-1'] = ['nobody'];
    expect(broken(t)).toContain('ship trireme-1 carries unknown piece nobody');
    const u = fleetBoard();
    u.naval!.cargo['trireme-1'] = ['legio-x'];
    u.units['legio-x'] = { region: null, place: null, out: 'eliminated', reduced: false };
    expect(broken(u)).toContain('legio-x is aboard trireme-1 but out of play');
    const v = fleetBoard();
    v.naval!.cargo['trireme-1'] = ['legio-xi']; // Legio XI stands in Santones, the ship in Pictones
    expect(broken(v)).toContain('legio-xi is aboard trireme-1 but not where the ship is');
    const w = fleetBoard();
    w.naval!.cargo['trireme-1'] = ['legio-x'];
    putAtSea(w, 'trireme-1', 'atlantic');
    w.units['legio-x'].region = 'pictones'; // left ashore while its ship is at sea
    expect(broken(w)).toContain('legio-x is aboard trireme-1 but not where the ship is');
    const x = fleetBoard();
    x.naval!.cargo['trireme-1'] = ['trireme-2'];
    expect(broken(x)).toContain('ship trireme-2 is carried by trireme-1');
  });

  it('only a ship afloat off the map is marked at sea', () => {
    const s = fleetBoard();
    s.naval!.atSea['trireme-1'] = 'atlantic'; // still in Pictones
    expect(broken(s)).toContain('trireme-1 is marked at sea but is not a ship afloat off the map');
    const t = fleetBoard();
    t.units['legio-x'].region = null;
    t.naval!.atSea['legio-x'] = 'atlantic';
    expect(broken(t)).toContain('legio-x is marked at sea but is not a ship afloat off the map');
    const u = fleetBoard();
    u.units['trireme-1'] = { region: null, place: null, out: 'eliminated', reduced: false };
    u.naval!.atSea['trireme-1'] = 'atlantic';
    expect(broken(u)).toContain('trireme-1 is marked at sea but is not a ship afloat off the map');
    const v = fleetBoard();
    v.naval!.atSea['trireme-3'] = 'atlantic'; // a counter never put in play
    expect(broken(v)).toContain('trireme-3 is marked at sea but is not a ship afloat off the map');
  });

  it('BG 5.1: a trireme box holds one legion, of a live trireme; at most 3 triremes afloat or building', () => {
    const s = fleetBoard();
    s.units['trireme-1'] = { region: null, place: null, out: 'eliminated', reduced: false };
    expect(broken(s)).toContain('trireme trireme-1 is out of play but still holds legio-viii in its box');
    const t = fleetBoard();
    t.naval!.builtBy['trireme-2'] = 'cretans';
    expect(broken(t)).toContain('trireme trireme-2 was built by cretans, not a legion');
    const u = fleetBoard();
    u.naval!.builtBy['trireme-2'] = 'legio-viii';
    expect(broken(u)).toContain('one legion is in two trireme boxes');
    const v = fleetBoard();
    v.naval!.building.push({ legion: 'legio-xi', region: 'santones' });
    expect(broken(v)).toEqual([]); // two afloat, one building: three counters
    v.naval!.building.push({ legion: 'legio-x', region: 'pictones' });
    expect(broken(v)).toContain('2 triremes afloat and 2 being built: more than the 3 counters (BG 5.1)');
    const w = fleetBoard();
    w.naval!.building.push({ legion: 'legio-xi', region: 'santones' });
    w.units['legio-xi'].region = null;
    expect(broken(w)).toContain('legio-xi builds a trireme but is off the map');
    w.units['legio-xi'].out = 'eliminated';
    expect(broken(w)).not.toContain('legio-xi builds a trireme but is off the map');
  });

  it('BG 5.3: a ship that began a movement phase at sea is not at sea once the phase has ended', () => {
    const prev = fleetBoard();
    putAtSea(prev, 'trireme-1', 'atlantic');
    prev.naval!.mustLand = ['trireme-1'];
    const next = structuredClone(prev);
    next.step = 'gallic.move';
    expect(broken(next, prev)).toContain('trireme-1 began the movement phase at sea and is still at sea after it (BG 5.3)');
    expect(broken(structuredClone(prev), prev)).toEqual([]); // the phase goes on: no breach yet
    const from = structuredClone(prev);
    from.step = 'gallic.move';
    const after = structuredClone(from);
    after.step = 'combat';
    expect(broken(after, from)).toContain('trireme-1 began the movement phase at sea and is still at sea after it (BG 5.3)');
    const notMove = structuredClone(prev);
    notMove.step = 'combat';
    const later = structuredClone(notMove);
    later.step = 'supply.depots';
    expect(broken(later, notMove)).toEqual([]); // only the end of a movement phase counts
    const sunk = structuredClone(next);
    sunk.units['trireme-1'].out = 'eliminated'; // sunk at sea: not "still at sea"
    expect(broken(sunk, prev).filter((m) => m.includes('BG 5.3'))).toEqual([]);
    const landed = structuredClone(next);
    landed.units['trireme-1'].region = 'pictones';
    delete landed.naval!.atSea['trireme-1'];
    expect(broken(landed, prev)).toEqual([]);
  });

  it('every piece off the map but in play is at sea, aboard a ship at sea, or in a trireme box; ships stay on coasts', () => {
    const s = fleetBoard();
    s.units['legio-x'].region = null;
    expect(broken(s)).toContain('legio-x is neither on the map nor out of play, nor at sea, nor in a trireme box');
    const t = fleetBoard();
    t.leaders.brutus.region = null;
    expect(broken(t)).toContain('brutus is neither on the map nor out of play, nor at sea, nor in a trireme box');
    const u = fleetBoard();
    u.units['trireme-1'].region = null; // off the map, not marked at sea
    expect(broken(u)).toContain('trireme-1 is neither on the map nor out of play, nor at sea, nor in a trireme box');
    const v = fleetBoard();
    v.naval!.cargo['trireme-1'] = ['legio-x'];
    v.units['legio-x'].region = null; // aboard a ship that is not at sea
    expect(broken(v)).toContain('legio-x is neither on the map nor out of play, nor at sea, nor in a trireme box');
    const w = fleetBoard();
    w.units['trireme-1'].region = 'lemovices';
    expect(broken(w)).toContain('ship trireme-1 is in inland lemovices');
  });

  it('pieces off the map for a naval reason: ships at sea, their passengers, legions in trireme boxes', () => {
    const s = fleetBoard();
    s.naval!.cargo['trireme-1'] = ['brutus', 'legio-x'];
    s.naval!.cargo['trireme-2'] = ['cretans'];
    putAtSea(s, 'trireme-1', 'atlantic');
    expect([...offMapPieces(s)].sort()).toEqual(['brutus', 'legio-ix', 'legio-viii', 'legio-x', 'trireme-1']);
    const t = fleetBoard();
    delete t.naval;
    expect(offMapPieces(t).size).toBe(0);
  });
});
