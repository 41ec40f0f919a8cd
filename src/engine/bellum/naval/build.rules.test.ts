/** BG 5.1 trireme building and unbuilding, BG 5.2 the Veneti fleet, with the log lines players read. */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { LogEntry, TextEntry } from '../../core/log';
import { bellum } from '../system';
import { Ctx } from '../ctx';
import { addLeader, addUnit, logOf, play } from '../testing/states';
import { fleetBoard, putAtSea, venetiFleetGame } from '../testing/fleets';
import type { BellumState } from '../state';
import { buildableLegions, cancelBuildsWhereFighting, completeBuilds, unbuildableShips, venetiFleetDue, venetiFleetLegal } from './build';

const texts = (log: readonly LogEntry[]) => log.filter((e): e is TextEntry => e.kind === 'text').map((e) => e.text);

/** fleetBoard with Trireme II gone back to its pool: two counters free, Legio XI (Labienus, Santones) may build. */
function oneAfloat(seed = 'build'): BellumState {
  const s = fleetBoard(seed);
  s.units['trireme-2'] = { region: null, place: null, out: 'eliminated', reduced: false };
  s.units['legio-ix'] = { region: null, place: null, out: 'eliminated', reduced: false };
  delete s.naval!.builtBy['trireme-2'];
  return s;
}

/** A legion building in `region` as the next Roman movement phase begins. */
function building(s: BellumState, legion: string, region: string): Ctx {
  s.naval!.building = [{ legion, region }];
  return new Ctx(s);
}

describe('BG 5.1 — who may build', () => {
  it('only in the Roman movement phase, in a scenario with warships', () => {
    const s = oneAfloat();
    expect(buildableLegions(s)).toEqual(['legio-x', 'legio-xi']);
    s.step = 'gallic.move';
    expect(buildableLegions(s)).toEqual([]);
    const t = oneAfloat();
    t.scenario = 'aquitania';
    expect(buildableLegions(t)).toEqual([]);
  });

  it('not a legion already building, on board, moved, in a place, or not a legion at all', () => {
    const s = oneAfloat();
    s.naval!.building = [{ legion: 'legio-x', region: 'pictones' }];
    expect(buildableLegions(s)).toEqual(['legio-xi']);
    const t = oneAfloat();
    t.naval!.cargo['trireme-1'] = ['legio-x'];
    expect(buildableLegions(t)).toEqual(['legio-xi']);
    const u = oneAfloat();
    u.moved = ['legio-xi'];
    expect(buildableLegions(u)).toEqual(['legio-x']);
    const v = oneAfloat();
    v.units['legio-xi'].place = 'santones-oppidum';
    expect(buildableLegions(v)).toEqual(['legio-x']);
    const w = oneAfloat();
    w.units['legio-xi'] = { region: null, place: null, out: 'eliminated', reduced: false };
    expect(buildableLegions(w)).toEqual(['legio-x']);
    expect(buildableLegions(oneAfloat())).not.toContain('cretans');
  });

  it('a Gallic chief is no leader for it; a killed leader neither', () => {
    const s = oneAfloat();
    s.leaders.labienus = { region: null, place: null, out: 'killed', wounded: false };
    addLeader(s, 'dumnorix', 'santones');
    expect(buildableLegions(s)).toEqual(['legio-x']);
  });

  it('three counters afloat or promised: no more building', () => {
    const s = fleetBoard();
    expect(buildableLegions(s)).toEqual(['legio-x', 'legio-xi']); // two afloat
    s.naval!.building = [{ legion: 'legio-xi', region: 'santones' }];
    expect(buildableLegions(s)).toEqual([]);
  });

  it('declaring a build logs it, and the legion is moved', () => {
    const r = logOf(deepFreeze(oneAfloat()), [{ t: 'build', legion: 'legio-xi' }]);
    expect(texts(r.log)).toContain('Legio XI begins building a trireme in Santones; it stays there this turn and must not fight.');
    expect(r.state.naval!.building).toEqual([{ legion: 'legio-xi', region: 'santones' }]);
    expect(r.state.moved).toContain('legio-xi');
  });
});

describe('BG 5.1 — the trireme is launched, or not', () => {
  it('launched in II.A of the next turn: the legion to the box, a free counter on the coast', () => {
    const s = oneAfloat();
    const ctx = building(s, 'legio-xi', 'santones');
    s.mayMove = ['legio-xi'];
    completeBuilds(ctx);
    expect(s.units['trireme-2']).toEqual({ region: 'santones', place: null, out: null, reduced: false });
    expect(s.units['legio-xi']).toMatchObject({ region: null, place: null, out: null });
    expect(s.naval!.builtBy['trireme-2']).toBe('legio-xi');
    expect(s.naval!.building).toEqual([]);
    expect(s.mayMove).toEqual([]);
    expect(texts(ctx.log)).toEqual(['Legio XI goes to the trireme box; Trireme II is launched in Santones.']);
    expect(s.control.santones).toBe('roman'); // the region keeps its last holder
  });

  it('the first free counter is used; none free: nothing built', () => {
    const s = fleetBoard();
    const ctx = building(s, 'legio-xi', 'santones');
    completeBuilds(ctx);
    expect(s.units['trireme-3']).toMatchObject({ region: 'santones' });
    const t = fleetBoard();
    t.units['trireme-3'] = { region: 'morini', place: null, out: null, reduced: false };
    const c2 = building(t, 'legio-xi', 'santones');
    completeBuilds(c2);
    expect(texts(c2.log)).toEqual(['No trireme from Legio XI: no trireme counter is free.']);
    expect(t.units['legio-xi'].region).toBe('santones');
  });

  it('nothing is built when the legion left, was reduced, lost its leader, or is in a siege — and the log says why', () => {
    const why = (tweak: (s: BellumState) => void) => {
      const s = oneAfloat();
      tweak(s);
      const ctx = building(s, 'legio-xi', 'santones');
      completeBuilds(ctx);
      expect(s.units['trireme-2'].out).toBe('eliminated');
      return texts(ctx.log);
    };
    expect(why((s) => { s.units['legio-xi'].region = 'pictones'; })).toEqual(['No trireme from Legio XI: it left the coast.']);
    expect(why((s) => { s.units['legio-xi'].place = 'santones-oppidum'; })).toEqual(['No trireme from Legio XI: it left the coast.']);
    expect(why((s) => { s.units['legio-xi'].out = 'eliminated'; })).toEqual(['No trireme from Legio XI: it left the coast.']);
    expect(why((s) => { s.units['legio-xi'].reduced = true; })).toEqual(['No trireme from Legio XI: it is no longer at full strength.']);
    expect(why((s) => { s.leaders.labienus.region = 'pictones'; })).toEqual(['No trireme from Legio XI: no leader stayed with it.']);
    expect(why((s) => { s.sieges = [{ place: 'santones-oppidum', region: 'santones', besieger: 'roman' } as never]; })).toEqual(['No trireme from Legio XI: it was engaged in a siege.']);
  });

  it('a siege elsewhere does not stop the building', () => {
    const s = oneAfloat();
    s.sieges = [{ place: 'x', region: 'pictones', besieger: 'roman' } as never];
    const ctx = building(s, 'legio-xi', 'santones');
    completeBuilds(ctx);
    expect(s.units['trireme-2'].region).toBe('santones');
  });

  it('a combat in the building region ends the building, and says so; elsewhere it goes on', () => {
    const s = oneAfloat();
    s.naval!.building = [{ legion: 'legio-xi', region: 'santones' }, { legion: 'legio-x', region: 'pictones' }];
    const ctx = new Ctx(s);
    cancelBuildsWhereFighting(ctx, ['santones', 'arverni']);
    expect(s.naval!.building).toEqual([{ legion: 'legio-x', region: 'pictones' }]);
    expect(texts(ctx.log)).toEqual(['Legio XI has to fight in Santones: no trireme is built.']);
    expect(ctx.log[0]).toMatchObject({ side: 'roman', rule: 'BG 5.1' });
  });

  it('through the sequence: a building legion launches its trireme as the next Roman movement opens', () => {
    let s = play(oneAfloat('seq'), [{ t: 'build', legion: 'legio-xi' }]);
    const turn = s.turn;
    for (let i = 0; i < 60 && !(s.step === 'roman.move' && s.turn !== turn); i++) {
      const l = bellum.legalActions(s);
      s = play(s, [l.find((x) => x.t === 'endMove') ?? l.find((x) => x.t === 'done') ?? l.find((x) => x.t === 'navalFight') ?? l[0]]);
    }
    expect(s.units['trireme-2']).toMatchObject({ region: 'santones', out: null });
  });
});

describe('BG 5.1 — a trireme turns back into its legion', () => {
  it('only a built trireme on a coast, unmoved this phase, in the Roman movement phase', () => {
    const s = fleetBoard();
    expect(unbuildableShips(s)).toEqual(['trireme-1', 'trireme-2']);
    const t = fleetBoard();
    t.naval!.sailed = ['trireme-1'];
    expect(unbuildableShips(t)).toEqual(['trireme-2']);
    const u = fleetBoard();
    putAtSea(u, 'trireme-1', 'atlantic');
    expect(unbuildableShips(u)).toEqual(['trireme-2']);
    const v = fleetBoard();
    v.step = 'gallic.move';
    expect(unbuildableShips(v)).toEqual([]);
    const w = fleetBoard();
    w.units['trireme-1'].out = 'eliminated';
    expect(unbuildableShips(w)).toEqual(['trireme-2']);
  });

  it('passengers land with the legion; the log names them; the legion may move', () => {
    const s = fleetBoard('unb');
    s.naval!.cargo['trireme-1'] = ['brutus', 'legio-x'];
    const r = logOf(deepFreeze(s), [{ t: 'unbuild', ship: 'trireme-1' }]);
    expect(texts(r.log)).toContain('Trireme I becomes Legio VIII again in Pictones; D. Iunius Brutus, Legio X land.');
    expect(r.state.naval!.cargo['trireme-1']).toBeUndefined();
    expect(r.state.units['trireme-1']).toEqual({ region: null, place: null, out: 'eliminated', reduced: false });
    expect(r.state.mayMove).toContain('legio-viii');
    const q = logOf(deepFreeze(fleetBoard('unb2')), [{ t: 'unbuild', ship: 'trireme-2' }]);
    expect(texts(q.log)).toContain('Trireme II becomes Legio IX again in Pictones.');
  });

  it('the legion stands where its ship stood and takes its region for Rome', () => {
    const s = fleetBoard('unb3');
    s.units['trireme-1'].region = 'veneti';
    const r = play(s, [{ t: 'unbuild', ship: 'trireme-1' }]);
    expect(r.units['legio-viii']).toEqual({ region: 'veneti', place: null, out: null, reduced: false });
    expect(r.control.veneti).toBe('contested');
  });
});

describe('BG 5.2 — the Veneti fleet', () => {
  it('is due once the Veneti land units are on the map, and only once', () => {
    const s = venetiFleetGame('due');
    expect(venetiFleetDue(s)).toBe(true);
    const placed = play(s, [{ t: 'placeFleet', corbilo: false }]);
    expect(venetiFleetDue(placed)).toBe(false);
    const t = fleetBoard();
    delete t.units['veneti-ship-1'];
    delete t.units['veneti-ship-2'];
    t.naval!.venetiPlaced = false;
    expect(venetiFleetDue(t)).toBe(true);
    t.units['veneti-inf'].out = 'eliminated';
    expect(venetiFleetDue(t)).toBe(false);
    const u = structuredClone(t);
    u.units['veneti-inf'] = { region: 'veneti', place: null, out: null, reduced: false };
    u.scenario = 'aquitania';
    expect(venetiFleetDue(u)).toBe(false); // no warships in this scenario
    const o = structuredClone(t);
    o.units['veneti-inf'] = { region: 'veneti', place: null, out: null, reduced: false };
    o.outcome = { winner: 'roman', reason: 'over' };
    expect(venetiFleetDue(o)).toBe(false);
    const w = structuredClone(t);
    w.units['veneti-inf'] = { region: 'veneti', place: null, out: null, reduced: false };
    w.units['veneti-ship-1'] = { region: null, place: null, out: 'eliminated', reduced: false };
    expect(venetiFleetDue(w)).toBe(false); // a fleet already raised (even sunk) is not raised again
  });

  it('Corbilo is offered only while it shelters: not once destroyed or besieged', () => {
    const s = venetiFleetGame('corb');
    expect(venetiFleetLegal(s)).toEqual([{ t: 'placeFleet', corbilo: false }, { t: 'placeFleet', corbilo: true }]);
    s.destroyed = ['corbilo'];
    expect(venetiFleetLegal(s)).toEqual([{ t: 'placeFleet', corbilo: false }]);
    const t = venetiFleetGame('corb2');
    t.sieges = [{ place: 'corbilo', region: 'veneti' } as never];
    expect(venetiFleetLegal(t)).toEqual([{ t: 'placeFleet', corbilo: false }]);
  });

  it('placing it logs where', () => {
    const a = logOf(venetiFleetGame('pl1'), [{ t: 'placeFleet', corbilo: true }]);
    expect(texts(a.log)).toContain('The Veneti fleet (2 ships) is raised inside Corbilo.');
    const b = logOf(venetiFleetGame('pl2'), [{ t: 'placeFleet', corbilo: false }]);
    expect(texts(b.log)).toContain('The Veneti fleet (2 ships) is raised in the Veneti region.');
    expect(b.state.units['veneti-ship-1']).toEqual({ region: 'veneti', place: null, out: null, reduced: false });
  });
});

describe('BG 5.1 — Trireme counters only', () => {
  it('a legion in an inland region may not build even with a leader', () => {
    const s = oneAfloat();
    addUnit(s, 'legio-xii', 'lemovices');
    addLeader(s, 'fabius', 'lemovices');
    expect(buildableLegions(s)).not.toContain('legio-xii');
  });
});
