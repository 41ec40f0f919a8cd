/** BG 5.3 naval movement, BG 5.4 attrition at sea, BG 5.5 boarding and landing, with their log lines. */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { DieRollEntry, LogEntry, TextEntry } from '../../core/log';
import { bellum } from '../system';
import { Ctx } from '../ctx';
import { rngFor } from '../testing/forceDice';
import { addLeader, addUnit, logOf, play } from '../testing/states';
import { fleetBoard, putAtSea } from '../testing/fleets';
import type { BellumAction, BellumState } from '../state';
import { beginNavalMovement, endNavalMovement, mustStillLand, withNavalMoves } from './movement';

const texts = (log: readonly LogEntry[]) => log.filter((e): e is TextEntry => e.kind === 'text').map((e) => e.text);
const legal = (s: BellumState) => bellum.legalActions(s);
const has = (s: BellumState, a: BellumAction) => legal(s).some((x) => JSON.stringify(x) === JSON.stringify(a));
const embarks = (s: BellumState, ship = 'trireme-1') => legal(s).filter((a) => a.t === 'embark' && a.ship === ship).map((a) => (a as { piece: string }).piece);

describe('BG 5.3 — a movement phase begins', () => {
  it('ships of the moving side at sea must land this phase, and the log says which', () => {
    const s = fleetBoard('begin');
    putAtSea(s, 'trireme-1', 'atlantic');
    putAtSea(s, 'veneti-ship-1', 'atlantic');
    s.naval!.sailed = ['trireme-2'];
    s.naval!.embarked = ['legio-x'];
    const ctx = new Ctx(s);
    beginNavalMovement(ctx, 'roman');
    expect(s.naval!.mustLand).toEqual(['trireme-1']);
    expect(s.naval!.sailed).toEqual([]);
    expect(s.naval!.embarked).toEqual([]);
    expect(texts(ctx.log)).toEqual(['Roman ships at sea must make for a coastal region this phase: Trireme I.']);
    const g = new Ctx(s);
    beginNavalMovement(g, 'gallic');
    expect(s.naval!.mustLand).toEqual(['veneti-ship-1']);
    expect(g.log[0]).toMatchObject({ side: 'gallic', rule: 'BG 5.3' });
  });

  it('with no ship at sea nothing is logged', () => {
    const s = fleetBoard('begin2');
    const ctx = new Ctx(s);
    beginNavalMovement(ctx, 'roman');
    expect(ctx.log).toEqual([]);
    expect(s.naval!.mustLand).toEqual([]);
  });

  it('a ship that must land and has been sunk no longer holds the phase open', () => {
    const s = fleetBoard('land');
    putAtSea(s, 'trireme-1', 'atlantic');
    s.naval!.mustLand = ['trireme-1'];
    expect(mustStillLand(s)).toBe(true);
    s.units['trireme-1'].out = 'eliminated';
    expect(mustStillLand(s)).toBe(false);
    delete s.naval;
    expect(mustStillLand(s)).toBe(false);
  });
});

describe('BG 5.3 — sailing', () => {
  it('the log names where from, where to, and who is aboard', () => {
    const s = deepFreeze(fleetBoard('sail'));
    const a = logOf(s, [{ t: 'sail', ship: 'trireme-2', to: 'atlantic' }]);
    expect(texts(a.log)).toContain('Roman Trireme II sails from Pictones to the Atlantic.');
    const t = fleetBoard('sail2');
    t.naval!.cargo['trireme-1'] = ['brutus', 'legio-x'];
    const b = logOf(deepFreeze(t), [{ t: 'sail', ship: 'trireme-1', to: 'santones' }]);
    expect(texts(b.log)).toContain('Roman Trireme I sails from Pictones to Santones, carrying D. Iunius Brutus, Legio X.');
    expect(b.log.find((e) => e.kind === 'text' && e.rule === 'BG 5.3')!.refs).toEqual([{ kind: 'piece', id: 'trireme-1' }, { kind: 'region', id: 'santones' }]);
    expect(a.log.find((e) => e.kind === 'text' && e.rule === 'BG 5.3')!.refs).toEqual([{ kind: 'piece', id: 'trireme-2' }]);
  });

  it('a Veneti ship sails into Corbilo and out again; the log names the harbour', () => {
    const s = fleetBoard('corbilo');
    s.step = 'gallic.move';
    s.mayMove = [];
    const into = logOf(deepFreeze(s), [{ t: 'sail', ship: 'veneti-ship-1', to: 'veneti', place: 'corbilo' }]);
    expect(into.state.units['veneti-ship-1']).toMatchObject({ region: 'veneti', place: 'corbilo' });
    expect(texts(into.log)).toContain('Gallic Veneti ship I sails from Veneti to Corbilo.');
    const t = fleetBoard('corbilo2');
    t.step = 'gallic.move';
    t.units['veneti-ship-1'].place = 'corbilo';
    const out = logOf(deepFreeze(t), [{ t: 'sail', ship: 'veneti-ship-1', to: 'veneti' }]);
    expect(out.state.units['veneti-ship-1']).toMatchObject({ region: 'veneti', place: null });
    expect(texts(out.log)).toContain('Gallic Veneti ship I sails from Corbilo to Veneti.');
  });

  it('a ship sailing from sea is named as coming from the sea', () => {
    const s = fleetBoard('fromsea');
    putAtSea(s, 'trireme-1', 'atlantic');
    const r = logOf(deepFreeze(s), [{ t: 'sail', ship: 'trireme-1', to: 'santones' }]);
    expect(texts(r.log)).toContain('Roman Trireme I sails from the Atlantic to Santones.');
    expect(r.state.naval!.atSea['trireme-1']).toBeUndefined();
  });

  it('while a force is selected, no ship sails and nobody boards', () => {
    const s = play(fleetBoard('sel'), [{ t: 'select', leader: 'brutus' }]);
    expect(legal(s).some((a) => a.t === 'sail' || a.t === 'embark' || a.t === 'build' || a.t === 'unbuild')).toBe(false);
  });

  it('the other side\'s ships do not sail in this side\'s phase; outside movement, no naval move', () => {
    const s = fleetBoard('other');
    expect(legal(s).some((a) => a.t === 'sail' && a.ship.startsWith('veneti'))).toBe(false);
    expect(legal(s).some((a) => a.t === 'sail' && a.ship === 'trireme-1')).toBe(true);
    s.step = 'gallic.move';
    expect(legal(s).some((a) => a.t === 'sail' && a.ship.startsWith('trireme'))).toBe(false);
    expect(legal(s).some((a) => a.t === 'sail' && a.ship === 'veneti-ship-1')).toBe(true);
    expect(legal(s).some((a) => a.t === 'embark' || a.t === 'build')).toBe(false); // only the Roman transports and builds
    const c = fleetBoard('other2');
    c.step = 'combat';
    expect(withNavalMoves(c, [{ t: 'done' }])).toEqual([{ t: 'done' }]);
  });
});

describe('BG 5.5 — boarding', () => {
  it('any Roman unit and leader in the open of the ship\'s region, unmoved, free to move, not yet aboard', () => {
    const s = fleetBoard('board');
    expect(embarks(s)).toEqual(['balearics', 'brutus', 'cretans', 'legio-x', 'roman-cav-2']);
    const moved = structuredClone(s);
    moved.moved = ['cretans'];
    expect(embarks(moved)).not.toContain('cretans');
    const unled = structuredClone(s);
    unled.mayMove = unled.mayMove.filter((x) => x !== 'balearics');
    expect(embarks(unled)).not.toContain('balearics');
    const inCity = structuredClone(s);
    inCity.units.cretans.place = 'x';
    expect(embarks(inCity)).not.toContain('cretans');
    const aboard = structuredClone(s);
    aboard.naval!.cargo['trireme-2'] = ['cretans'];
    expect(embarks(aboard)).not.toContain('cretans');
    const away = structuredClone(s);
    away.units.cretans.region = 'santones';
    away.leaders.brutus.region = 'santones';
    expect(embarks(away)).toEqual(['balearics', 'legio-x', 'roman-cav-2']);
    const killed = structuredClone(s);
    killed.units.cretans.out = 'eliminated';
    killed.leaders.brutus.out = 'killed';
    expect(embarks(killed)).toEqual(['balearics', 'legio-x', 'roman-cav-2']);
  });

  it('not aboard a ship at sea, nor one that has sailed this phase', () => {
    const s = fleetBoard('board2');
    putAtSea(s, 'trireme-1', 'atlantic');
    expect(embarks(s)).toEqual([]);
    const t = play(fleetBoard('board3'), [{ t: 'sail', ship: 'trireme-1', to: 'santones' }]);
    expect(embarks(t)).toEqual([]);
    expect(embarks(t, 'trireme-2').length).toBeGreaterThan(0);
  });

  it('Gallic units never board a trireme, nor do Gallic chiefs', () => {
    const s = fleetBoard('board4');
    addUnit(s, 'pictones-inf', 'pictones');
    s.mayMove.push('pictones-inf');
    addLeader(s, 'vercingetorix', 'pictones');
    expect(embarks(s)).not.toContain('pictones-inf');
    expect(embarks(s)).not.toContain('vercingetorix');
  });

  it('boarding logs the piece, the ship and the region; the piece counts as moved', () => {
    const r = logOf(deepFreeze(fleetBoard('b5')), [{ t: 'embark', piece: 'legio-x', ship: 'trireme-1' }]);
    expect(texts(r.log)).toContain('Legio X boards Trireme I in Pictones.');
    expect(r.state.moved).toContain('legio-x');
    expect(r.state.naval!.embarked).toEqual(['legio-x']);
    expect(r.state.naval!.cargo['trireme-1']).toEqual(['legio-x']);
  });
});

describe('BG 5.5 — landing', () => {
  it('a passenger aboard since before the phase may land in the ship\'s region; one embarked this phase may not; none at sea', () => {
    const s = fleetBoard('land1');
    s.naval!.cargo['trireme-1'] = ['brutus', 'legio-x'];
    expect(has(s, { t: 'disembark', piece: 'legio-x', ship: 'trireme-1' })).toBe(true);
    expect(has(s, { t: 'disembark', piece: 'brutus', ship: 'trireme-1' })).toBe(true);
    const r = logOf(deepFreeze(s), [{ t: 'disembark', piece: 'legio-x', ship: 'trireme-1' }]);
    expect(texts(r.log)).toContain('Legio X lands from Trireme I in Pictones.');
    expect(r.state.naval!.cargo['trireme-1']).toEqual(['brutus']);
    expect(r.state.mayMove).toContain('legio-x');
    const sea = structuredClone(s);
    putAtSea(sea, 'trireme-1', 'atlantic');
    expect(legal(sea).some((a) => a.t === 'disembark')).toBe(false);
  });

  it('a unit that lands after it moved stays moved; a leader landing joins nothing to the movers', () => {
    const s = fleetBoard('land2');
    s.naval!.cargo['trireme-1'] = ['brutus', 'legio-x'];
    s.mayMove = s.mayMove.filter((x) => x !== 'legio-x');
    s.moved = ['legio-x'];
    const r = play(s, [{ t: 'disembark', piece: 'legio-x', ship: 'trireme-1' }, { t: 'disembark', piece: 'brutus', ship: 'trireme-1' }]);
    expect(r.mayMove).not.toContain('legio-x');
    expect(r.mayMove).not.toContain('brutus');
    expect(r.naval!.cargo['trireme-1']).toBeUndefined();
  });
});

describe('BG 5.4 — attrition at the end of the move', () => {
  const endWithSea = (turn: number, die: number, seas: ('atlantic' | 'mediterranean')[] = ['atlantic']) => {
    const s = fleetBoard('attr');
    s.turn = turn;
    putAtSea(s, 'trireme-1', seas[0]);
    if (seas[1]) putAtSea(s, 'trireme-2', seas[1]);
    s.rng = rngFor(seas.map(() => die));
    return logOf(deepFreeze(s), [{ t: 'endMove' }]);
  };
  it('the roll is logged with what it needs, and a stormy turn says so', () => {
    const calm = endWithSea(5, 5);
    const r = calm.log.find((e): e is DieRollEntry => e.kind === 'roll' && e.rule === 'BG 5.4')!;
    expect(r).toMatchObject({ side: 'roman', purpose: 'Attrition of the Roman fleet in the Atlantic', result: 'no loss (6+ needed)', refs: [{ kind: 'piece', id: 'trireme-1' }] });
    const storm = endWithSea(1, 5);
    const q = storm.log.find((e): e is DieRollEntry => e.kind === 'roll' && e.rule === 'BG 5.4')!;
    expect(q.result).toBe('one ship lost (5+ needed, stormy turn)');
    expect(storm.state.units['trireme-1'].out).toBe('eliminated');
    expect(texts(storm.log)).toContain('Trireme I is lost (attrition at sea, the Atlantic), and with it Legio VIII (Legio VIII built it).');
    expect(endWithSea(1, 4).log.find((e): e is DieRollEntry => e.kind === 'roll' && e.rule === 'BG 5.4')!.result).toBe('no loss (5+ needed, stormy turn)');
    expect(endWithSea(5, 6).log.find((e): e is DieRollEntry => e.kind === 'roll' && e.rule === 'BG 5.4')!.result).toBe('one ship lost (6+ needed)');
  });

  it('each sea\'s fleet rolls once; a fleet in each sea rolls twice', () => {
    const two = endWithSea(5, 6, ['atlantic', 'mediterranean']);
    const r = two.log.filter((e): e is DieRollEntry => e.kind === 'roll' && e.rule === 'BG 5.4');
    expect(r.map((x) => x.purpose)).toEqual(['Attrition of the Roman fleet in the Atlantic', 'Attrition of the Roman fleet in the Mediterranean']);
    expect(two.state.units['trireme-1'].out).toBe('eliminated');
    expect(two.state.units['trireme-2'].out).toBe('eliminated');
  });

  it('one fleet of two counters loses one counter only; the Gallic fleet at sea does not roll in the Roman phase', () => {
    const s = fleetBoard('attr2');
    putAtSea(s, 'trireme-1', 'atlantic');
    putAtSea(s, 'trireme-2', 'atlantic');
    putAtSea(s, 'veneti-ship-1', 'atlantic');
    s.rng = rngFor([6]);
    const r = logOf(deepFreeze(s), [{ t: 'endMove' }]);
    const lost = ['trireme-1', 'trireme-2'].filter((t) => r.state.units[t].out === 'eliminated');
    expect(lost).toHaveLength(1);
    expect(r.state.units['veneti-ship-1'].out).toBeNull();
    expect(r.log.filter((e) => e.kind === 'roll' && e.rule === 'BG 5.4')).toHaveLength(1);
  });

  it('the phase\'s naval records are cleared once the move ends', () => {
    const s = play(fleetBoard('attr3'), [{ t: 'embark', piece: 'legio-x', ship: 'trireme-1' }, { t: 'sail', ship: 'trireme-1', to: 'santones' }]);
    const ctx = new Ctx(structuredClone(s));
    endNavalMovement(ctx);
    expect(ctx.s.naval).toMatchObject({ sailed: [], embarked: [], mustLand: [] });
    const none = fleetBoard('attr4');
    none.step = 'combat';
    none.naval!.sailed = ['trireme-1'];
    const c2 = new Ctx(none);
    endNavalMovement(c2);
    expect(none.naval!.sailed).toEqual(['trireme-1']); // not a movement step: nothing to close
  });
});
