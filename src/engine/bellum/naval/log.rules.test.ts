/** BG 5.1, 5.2, 5.3, 5.5 — every naval line of the log is owned by a side, cites its rule and lights its pieces. */
import { describe, expect, it } from 'vitest';
import type { LogEntry, TextEntry } from '../../core/log';
import { Ctx } from '../ctx';
import { logOf, play } from '../testing/states';
import { fleetBoard, putAtSea, venetiFleetGame } from '../testing/fleets';
import { beginNavalMovement, withNavalMoves } from './movement';
import { buildableLegions, cancelBuildsWhereFighting, completeBuilds, unbuildableShips, venetiFleetDue } from './build';

const line = (log: readonly LogEntry[], start: string) => log.find((e): e is TextEntry => e.kind === 'text' && e.text.startsWith(start))!;
const piece = (id: string) => ({ kind: 'piece', id });
const region = (id: string) => ({ kind: 'region', id });

describe('naval log lines', () => {
  it('BG 5.1 building: declared, cancelled, failed and launched', () => {
    const s = fleetBoard('log1');
    s.units['trireme-2'] = { region: null, place: null, out: 'eliminated', reduced: false };
    delete s.naval!.builtBy['trireme-2'];
    const declared = logOf(s, [{ t: 'build', legion: 'legio-xi' }]);
    expect(line(declared.log, 'Legio XI begins building')).toMatchObject({ side: 'roman', rule: 'BG 5.1', refs: [piece('legio-xi'), region('santones')] });
    const c1 = new Ctx(structuredClone(declared.state));
    cancelBuildsWhereFighting(c1, ['santones']);
    expect(line(c1.log, 'Legio XI has to fight')).toMatchObject({ side: 'roman', rule: 'BG 5.1', refs: [piece('legio-xi'), region('santones')] });
    const failed = structuredClone(declared.state);
    failed.units['legio-xi'].reduced = true;
    const c2 = new Ctx(failed);
    completeBuilds(c2);
    expect(line(c2.log, 'No trireme from Legio XI')).toMatchObject({ side: 'roman', rule: 'BG 5.1', refs: [piece('legio-xi')] });
    const ok = structuredClone(declared.state);
    ok.mayMove = ['cretans', 'legio-xi'];
    const c3 = new Ctx(ok);
    completeBuilds(c3);
    expect(line(c3.log, 'Legio XI goes to the trireme box')).toMatchObject({ side: 'roman', rule: 'BG 5.1', refs: [piece('trireme-2'), region('santones')] });
    expect(ok.mayMove).toEqual(['cretans']);
  });

  it('BG 5.1 unbuilding: the legion joins the movers in order, once', () => {
    const s = fleetBoard('log2');
    const r = logOf(s, [{ t: 'unbuild', ship: 'trireme-1' }]);
    expect(line(r.log, 'Trireme I becomes Legio VIII')).toMatchObject({ side: 'roman', rule: 'BG 5.1', refs: [piece('legio-viii'), region('pictones')] });
    expect(r.state.mayMove).toEqual(['balearics', 'cretans', 'legio-viii', 'legio-x', 'legio-xi', 'roman-cav-2']);
    const t = fleetBoard('log3');
    t.mayMove = [...t.mayMove, 'legio-viii'].sort();
    expect(play(t, [{ t: 'unbuild', ship: 'trireme-1' }]).mayMove.filter((x) => x === 'legio-viii')).toHaveLength(1);
  });

  it('BG 5.2 the Veneti fleet raised: a Gallic line lighting the region and both ships', () => {
    const r = logOf(venetiFleetGame('log4'), [{ t: 'placeFleet', corbilo: false }]);
    expect(line(r.log, 'The Veneti fleet')).toMatchObject({ side: 'gallic', rule: 'BG 5.2', refs: [region('veneti'), piece('veneti-ship-1'), piece('veneti-ship-2')] });
  });

  it('BG 5.3 ships at sea at the start: every one named', () => {
    const s = fleetBoard('log5');
    putAtSea(s, 'trireme-1', 'atlantic');
    putAtSea(s, 'trireme-2', 'atlantic');
    const ctx = new Ctx(s);
    beginNavalMovement(ctx, 'roman');
    expect(line(ctx.log, 'Roman ships at sea')).toMatchObject({ text: 'Roman ships at sea must make for a coastal region this phase: Trireme I, Trireme II.', refs: [piece('trireme-1'), piece('trireme-2')] });
  });

  it('BG 5.3 while a fleet must still land, only the end of the move is held back', () => {
    const s = fleetBoard('log6');
    putAtSea(s, 'trireme-1', 'atlantic');
    s.naval!.mustLand = ['trireme-1'];
    const land = [{ t: 'select', leader: 'brutus' } as const, { t: 'endMove' } as const];
    expect(withNavalMoves(s, [...land]).filter((a) => a.t === 'select' || a.t === 'endMove')).toEqual([{ t: 'select', leader: 'brutus' }]);
  });

  it('BG 5.5 boarding and landing: Roman lines lighting the piece and the ship; a landed unit joins the movers in order', () => {
    const e = logOf(fleetBoard('log7'), [{ t: 'embark', piece: 'legio-x', ship: 'trireme-1' }]);
    expect(line(e.log, 'Legio X boards')).toMatchObject({ side: 'roman', rule: 'BG 5.5', refs: [piece('legio-x'), piece('trireme-1')] });
    const s = fleetBoard('log8');
    s.naval!.cargo['trireme-1'] = ['legio-x'];
    s.mayMove = ['balearics', 'cretans', 'roman-cav-2'];
    const d = logOf(s, [{ t: 'disembark', piece: 'legio-x', ship: 'trireme-1' }]);
    expect(line(d.log, 'Legio X lands')).toMatchObject({ side: 'roman', rule: 'BG 5.5', refs: [piece('legio-x'), piece('trireme-1')] });
    expect(d.state.mayMove).toEqual(['balearics', 'cretans', 'legio-x', 'roman-cav-2']);
  });
});

describe('BG 5.1 / 5.2 — lists and records', () => {
  it('legions able to build and triremes able to turn back are listed in id order', () => {
    const s = fleetBoard('ord');
    const x = s.units['legio-x'];
    delete s.units['legio-x'];
    s.units['legio-x'] = x; // insertion order: Legio XI before Legio X
    expect(buildableLegions(s)).toEqual(['legio-x', 'legio-xi']);
    const b = s.naval!.builtBy;
    s.naval!.builtBy = { 'trireme-2': b['trireme-2'], 'trireme-1': b['trireme-1'] };
    expect(unbuildableShips(s)).toEqual(['trireme-1', 'trireme-2']);
  });

  it('without a naval record nothing is being built and a legion may start', () => {
    const s = fleetBoard('nonaval');
    for (const t of ['trireme-1', 'trireme-2']) s.units[t] = { region: null, place: null, out: 'eliminated', reduced: false };
    delete s.naval;
    expect(buildableLegions(s)).toEqual(['legio-x', 'legio-xi']);
  });

  it('the Veneti fleet is not due while no Veneti unit has come on the map', () => {
    const s = fleetBoard('novent');
    delete s.units['veneti-inf'];
    delete s.units['veneti-ship-1'];
    delete s.units['veneti-ship-2'];
    s.naval!.venetiPlaced = false;
    expect(venetiFleetDue(s)).toBe(false);
  });
});
