/**
 * BG 3.3–3.4 movement rule by rule (seed 001): who may move, the exit test past an enemy army,
 * and forced marches — Roman in phase II.D, Gallic in the Gallic movement phase — limited to Roman
 * units and cavalry, a leader of rank 2 or 3, never in winter, with attrition for the region crossed.
 */
import { describe, expect, it } from 'vitest';
import { bellum } from './system';
import { Ctx } from './ctx';
import type { LogEntry } from '../core/log';
import type { BellumAction, BellumState } from './state';
import { addLeader, addUnit, emptyAtRomanMove, place, play } from './testing/states';
import { rngFor } from './testing/forceDice';
import { beginMovement, enterPlace, forcedEligible, forcedMarch, garrison, movementLegal, moveTo, pickUps, recoverWounded, selectLeader, toggle } from './movement';

const LEGIONS5 = ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi'];
import { WINTER } from './queries';

/** 6.1 at the Roman movement step, every piece off the map. */
function bare(): BellumState {
  const s = emptyAtRomanMove('movement-rules');
  return s;
}

/** Adiatuanus (rank 2) with two Gallic cavalry units in Tarbelli, at the start of the Gallic movement phase. */
function gallicHorse(leader = 'adiatuanus'): BellumState {
  const s = bare();
  place(s, ['sotiates-cav', 'tarusates-cav'], 'tarbelli');
  addLeader(s, leader, 'tarbelli');
  s.step = 'gallic.move';
  beginMovement(s, 'gallic');
  return s;
}

const forcedActs = (s: BellumState) => movementLegal(s).filter((a) => a.t === 'forced');
const key = (a: BellumAction) => bellum.actionKey(a);
const has = (s: BellumState, a: BellumAction) => movementLegal(s).some((x) => key(x) === key(a));
const rolls = (log: readonly LogEntry[]) => log.filter((x) => x.kind === 'roll');

describe('BG 3.4 Gallic forced marches', () => {
  it('a Gallic force of cavalry under a rank-2 chief may force-march in its movement phase', () => {
    const s = gallicHorse();
    selectLeader(new Ctx(s), 'adiatuanus');
    expect(s.selection!.units).toEqual(['sotiates-cav', 'tarusates-cav']);
    expect(has(s, { t: 'forced', via: 'santones', to: 'pictones' })).toBe(true);
    expect(has(s, { t: 'forced', via: 'santones', to: 'tarbelli' })).toBe(false); // a third region, not back
    // Every third region beyond every neighbour, and nothing else.
    const got = forcedActs(s).map((a) => (a.t === 'forced' ? `${a.via}>${a.to}` : '')).sort();
    expect(got).toContain('nitiobriges>arverni');
    expect(got).toContain('bigerriones>provincia-1');
    expect(got.every((x) => !x.endsWith('>tarbelli'))).toBe(true);
    // The ordinary moves stay on offer beside them.
    expect(has(s, { t: 'move', to: 'santones' })).toBe(true);
  });
  it('the march carries the force to the third region, with an attrition roll for the region crossed', () => {
    const s = gallicHorse();
    const ctx = new Ctx(s);
    selectLeader(ctx, 'adiatuanus');
    forcedMarch(ctx, 'santones', 'pictones');
    expect(s.units['sotiates-cav'].region).toBe('pictones');
    expect(s.leaders.adiatuanus.region).toBe('pictones');
    expect(s.moved).toEqual(expect.arrayContaining(['adiatuanus', 'sotiates-cav', 'tarusates-cav']));
    expect(rolls(ctx.log).map((r) => r.rule)).toEqual(['BG 3.4']);
    expect(ctx.log[0]).toMatchObject({ kind: 'text', side: 'gallic', text: 'Gallic forced march: Adiatuanus, Sotiates cavalry, Tarusates cavalry from Tarbelli through Santones to Pictones.' });
  });
  it('tribal infantry in the force forbids it; without the infantry the march is open again', () => {
    const s = gallicHorse();
    place(s, ['tarbelli-inf'], 'tarbelli');
    beginMovement(s, 'gallic');
    selectLeader(new Ctx(s), 'adiatuanus');
    expect(s.selection!.units).toContain('tarbelli-inf');
    expect(forcedActs(s)).toEqual([]);
    toggle(new Ctx(s), 'tarbelli-inf');
    expect(forcedActs(s).length).toBeGreaterThan(0);
  });
  it('a rank-1 chief may not lead one, even with a cavalry force', () => {
    const s = gallicHorse('teutomatos');
    selectLeader(new Ctx(s), 'teutomatos');
    expect(forcedActs(s)).toEqual([]);
    expect(has(s, { t: 'move', to: 'santones' })).toBe(true);
    addLeader(s, 'adiatuanus', 'tarbelli');
    toggle(new Ctx(s), 'adiatuanus'); // a rank-2 chief along is enough
    expect(forcedActs(s).length).toBeGreaterThan(0);
  });
  it('never in winter', () => {
    const s = gallicHorse();
    s.turn = WINTER;
    selectLeader(new Ctx(s), 'adiatuanus');
    expect(forcedActs(s)).toEqual([]);
    expect(has(s, { t: 'move', to: 'santones' })).toBe(true);
  });
  it('only Roman units and cavalry (Gallic, Germanic, pro-Roman) are eligible', () => {
    expect(forcedEligible('legio-vii')).toBe(true);
    expect(forcedEligible('numidians')).toBe(true);
    expect(forcedEligible('allied-cav-1')).toBe(true);
    expect(forcedEligible('sotiates-cav')).toBe(true);
    expect(forcedEligible('german-cav-1')).toBe(true);
    expect(forcedEligible('sotiates-inf')).toBe(false);
    expect(forcedEligible('german-inf-1')).toBe(false);
  });
  it('units are collected in the region crossed only if eligible, unmoved and in the open', () => {
    const s = gallicHorse();
    addUnit(s, 'santones-inf', 'santones');
    place(s, ['tarbelli-inf'], 'santones');
    addUnit(s, 'german-cav-1', 'santones');
    addUnit(s, 'bituriges-cav', 'santones', 'mediolanum-santonum');
    addUnit(s, 'arverni-cav', 'santones');
    s.moved.push('arverni-cav');
    expect(pickUps(s, 'santones', 'gallic')).toEqual(['german-cav-1']);
    const ctx = new Ctx(s);
    selectLeader(ctx, 'adiatuanus');
    expect(has(s, { t: 'forced', via: 'santones', to: 'pictones', pickUp: true })).toBe(true);
    expect(has(s, { t: 'forced', via: 'nitiobriges', to: 'arverni', pickUp: true })).toBe(false);
    forcedMarch(ctx, 'santones', 'pictones', true);
    expect(s.units['german-cav-1'].region).toBe('pictones');
    expect(s.units['santones-inf'].region).toBe('santones');
    expect(ctx.log[0]).toMatchObject({ kind: 'text', text: expect.stringContaining('(collecting Germanic cavalry).') });
  });
});

describe('BG 3.4 Roman forced marches (phase II.D)', () => {
  function romanForce(): BellumState {
    const s = bare();
    place(s, ['legio-vii', 'numidians'], 'santones');
    addLeader(s, 'crassus', 'santones');
    return s;
  }
  it('in the ordinary movement phase the Roman moves, but does not force-march', () => {
    const s = romanForce();
    beginMovement(s, 'roman');
    selectLeader(new Ctx(s), 'crassus');
    expect(forcedActs(s)).toEqual([]);
    expect(has(s, { t: 'move', to: 'pictones' })).toBe(true);
  });
  it('in the forced-march phase he only force-marches, with Roman units and a leader of rank 2+', () => {
    const s = romanForce();
    s.step = 'roman.forced';
    beginMovement(s, 'roman');
    addLeader(s, 'tribune-1', 'santones');
    const top = movementLegal(s);
    expect(top.filter((a) => a.t === 'select').map((a) => (a as { leader: string }).leader)).toEqual(['crassus']); // the tribune is rank 1
    expect(top.some((a) => a.t === 'garrison')).toBe(false);
    selectLeader(new Ctx(s), 'crassus');
    const acts = movementLegal(s);
    expect(acts.some((a) => a.t === 'move' || a.t === 'enter')).toBe(false);
    expect(has(s, { t: 'forced', via: 'pictones', to: 'carnutes' })).toBe(true);
  });
});

describe('BG 3.3 moving', () => {
  it('only units stacked with a leader of their side at the start of the phase may move; not ships', () => {
    const s = bare();
    place(s, ['legio-vii', 'numidians'], 'santones');
    place(s, ['civis'], 'santones', 'mediolanum-santonum');
    place(s, ['allied-cav-1'], 'pictones');
    addLeader(s, 'crassus', 'santones');
    addLeader(s, 'adiatuanus', 'pictones');
    addUnit(s, 'veneti-ship-1', 'santones');
    beginMovement(s, 'roman');
    expect(s.mayMove).toEqual(['legio-vii', 'numidians']);
  });
  it('leaving past an enemy army: 1–4 goes, 5–6 blocks the region for the phase; −1 with a rank-3 leader, +1 with none of rank 2–3', () => {
    const cases: [string, number, string | null][] = [
      ['crassus', 4, 'ok'], ['crassus', 5, 'blocked'], ['caesar', 5, 'ok'], ['caesar', 6, 'blocked'], ['tribune-1', 3, 'ok'], ['tribune-1', 4, 'blocked'],
    ];
    for (const [leader, die, out] of cases) {
      const s = bare();
      place(s, ['legio-vii'], 'bigerriones');
      addLeader(s, leader, 'bigerriones');
      place(s, ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-cav'], 'bigerriones');
      beginMovement(s, 'roman');
      s.rng = rngFor([die]);
      const ctx = new Ctx(s);
      selectLeader(ctx, leader);
      moveTo(ctx, 'tarbelli');
      expect([leader, die, s.exitTests.bigerriones]).toEqual([leader, die, out]);
      expect(s.units['legio-vii'].region).toBe(out === 'ok' ? 'tarbelli' : 'bigerriones');
    }
  });
  it('no test when the enemy in the region is not an army', () => {
    const s = bare();
    place(s, ['legio-vii'], 'bigerriones');
    addLeader(s, 'crassus', 'bigerriones');
    place(s, ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf'], 'bigerriones');
    beginMovement(s, 'roman');
    const ctx = new Ctx(s);
    selectLeader(ctx, 'crassus');
    moveTo(ctx, 'tarbelli');
    expect(rolls(ctx.log)).toEqual([]);
    expect(s.units['legio-vii'].region).toBe('tarbelli');
  });
  it('a wounded leader recovers in his side\'s next phase, not in the turn he was wounded', () => {
    const s = bare();
    addLeader(s, 'crassus', 'santones');
    addLeader(s, 'adiatuanus', 'tarbelli');
    s.leaders.crassus.wounded = true;
    s.leaders.crassus.woundedTurn = (100 - s.year) * 10 + s.turn;
    s.leaders.adiatuanus.wounded = true;
    s.leaders.adiatuanus.woundedTurn = (100 - s.year) * 10 + s.turn - 1;
    recoverWounded(s, 'roman');
    expect(s.leaders.crassus.wounded).toBe(true);
    expect(s.leaders.adiatuanus.wounded).toBe(true); // not the Roman's to recover
    s.leaders.crassus.woundedTurn! -= 1;
    recoverWounded(s, 'roman');
    expect(s.leaders.crassus.wounded).toBe(false);
  });
  it('the whole engine offers the Gallic forced march too', () => {
    let s = gallicHorse();
    s = play(s, [{ t: 'select', leader: 'adiatuanus' }, { t: 'forced', via: 'santones', to: 'pictones' }]);
    expect(s.units['tarusates-cav'].region).toBe('pictones');
  });
});

const acts = (s: BellumState) => movementLegal(s).map(key);
const K = (a: BellumAction) => key(a);

/** Gallic movement phase: Adiatuanus with the Sotiates in the open of Bigerriones. */
function gallicPhase(): BellumState {
  const s = bare();
  place(s, ['sotiates-inf', 'sotiates-cav'], 'bigerriones');
  addLeader(s, 'adiatuanus', 'bigerriones');
  s.step = 'gallic.move';
  beginMovement(s, 'gallic');
  return s;
}

describe('BG 3.3 who may move, and what a selected force is offered', () => {
  it('only live units of the moving side, on the map, stacked with one of its leaders at the same spot; never ships', () => {
    const s = bare();
    place(s, ['sotiates-inf', 'sotiates-cav'], 'bigerriones');
    place(s, ['bigerriones-inf'], 'bigerriones', 'turba'); // inside Turba, no leader there
    place(s, ['auscii-inf'], 'tarbelli'); // no leader
    addUnit(s, 'veneti-ship-1', 'bigerriones');
    addLeader(s, 'adiatuanus', 'bigerriones');
    place(s, ['legio-vii'], 'bigerriones'); // the enemy's
    addLeader(s, 'crassus', 'santones');
    s.units['convenae-inf'] = { region: 'bigerriones', place: null, out: 'eliminated', reduced: false };
    beginMovement(s, 'gallic');
    expect(s.mayMove).toEqual(['sotiates-cav', 'sotiates-inf']);
    expect(s.moved).toEqual([]);
    expect(s.selection).toBeNull();
    beginMovement(s, 'roman');
    expect(s.mayMove).toEqual([]); // Crassus is alone in Santones
  });
  it('leaders offered for selection: of the moving side, not yet moved, not shut in a place the enemy besieges, sorted', () => {
    const s = gallicPhase();
    addLeader(s, 'teutomatos', 'bigerriones');
    addLeader(s, 'comnios', 'tarbelli');
    addLeader(s, 'crassus', 'bigerriones');
    const sel = () => movementLegal(s).filter((a) => a.t === 'select').map((a) => (a as { leader: string }).leader);
    expect(sel()).toEqual(['adiatuanus', 'comnios', 'teutomatos']);
    s.moved.push('comnios');
    expect(sel()).toEqual(['adiatuanus', 'teutomatos']);
    s.leaders.teutomatos.place = 'sotiates-oppidum';
    s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 }];
    expect(sel()).toEqual(['adiatuanus']);
    s.exitTests.bigerriones = 'blocked'; // the exit test failed: nobody leaves the open of the region
    expect(sel()).toEqual([]);
    s.sieges = [];
    expect(sel()).toEqual(['teutomatos']); // a force in a place leaves freely
    expect(acts(s)).toContain(K({ t: 'endMove' }));
  });
  it('a selected force is offered its other leaders and units at the same spot, its moves, the places it may enter, and deselect', () => {
    const s = gallicPhase();
    addLeader(s, 'teutomatos', 'bigerriones');
    place(s, ['convenae-inf'], 'bigerriones');
    s.mayMove.push('convenae-inf');
    s.moved.push('convenae-inf');
    selectLeader(new Ctx(s), 'adiatuanus');
    const a = acts(s);
    expect(a).toContain(K({ t: 'toggle', piece: 'teutomatos' }));
    expect(a).not.toContain(K({ t: 'toggle', piece: 'adiatuanus' }));
    expect(a).toContain(K({ t: 'toggle', piece: 'sotiates-inf' }));
    expect(a).not.toContain(K({ t: 'toggle', piece: 'convenae-inf' })); // already moved
    expect(a).toContain(K({ t: 'move', to: 'tarbelli' }));
    expect(a).not.toContain(K({ t: 'move', to: 'bigerriones' })); // already in the open
    expect(a).toContain(K({ t: 'enter', place: 'sotiates-oppidum' }));
    expect(a).toContain(K({ t: 'enter', place: 'elusa' })); // a neighbour's oppidum
    expect(a).not.toContain(K({ t: 'enter', place: 'narbo' })); // a city: not for the Gauls
    expect(a.at(-1)).toBe(K({ t: 'deselect' }));
    s.sieges = [{ place: 'elusa', region: 'tarbelli', besieger: 'roman', turns: 1 }];
    s.destroyed = ['turba'];
    const b = acts(s);
    expect(b).not.toContain(K({ t: 'enter', place: 'elusa' }));
    expect(b).not.toContain(K({ t: 'enter', place: 'turba' }));
    s.sieges = [{ place: 'elusa', region: 'tarbelli', besieger: 'gallic', turns: 1 }];
    expect(acts(s)).toContain(K({ t: 'enter', place: 'elusa' })); // his own side's siege does not bar it
  });
  it('a force inside a place may march out into the open of its region, and is not offered its own place', () => {
    const s = gallicPhase();
    for (const id of ['sotiates-inf', 'sotiates-cav']) s.units[id].place = 'sotiates-oppidum';
    s.leaders.adiatuanus.place = 'sotiates-oppidum';
    beginMovement(s, 'gallic');
    selectLeader(new Ctx(s), 'adiatuanus');
    expect(s.selection!.units).toEqual(['sotiates-cav', 'sotiates-inf']);
    const a = acts(s);
    expect(a).toContain(K({ t: 'move', to: 'bigerriones' }));
    expect(a).not.toContain(K({ t: 'enter', place: 'sotiates-oppidum' }));
    expect(a).toContain(K({ t: 'enter', place: 'turba' }));
  });
  it('units without a leader may slip into an unbesieged place of their own side in their own region', () => {
    const s = gallicPhase();
    place(s, ['auscii-inf'], 'bigerriones');
    place(s, ['bigerriones-inf'], 'bigerriones', 'turba');
    addUnit(s, 'veneti-ship-1', 'bigerriones');
    place(s, ['legio-vii'], 'bigerriones');
    const g = acts(s).filter((k) => k.includes('garrison'));
    expect(g).toContain(K({ t: 'garrison', unit: 'auscii-inf', place: 'sotiates-oppidum' }));
    expect(g).toContain(K({ t: 'garrison', unit: 'sotiates-inf', place: 'turba' }));
    expect(g.some((k) => k.includes('bigerriones-inf'))).toBe(false); // already inside
    expect(g.some((k) => k.includes('legio-vii'))).toBe(false); // not the moving side
    expect(g.some((k) => k.includes('veneti-ship'))).toBe(false);
    expect(g.some((k) => k.includes('elusa'))).toBe(false); // another region
    s.moved.push('auscii-inf');
    s.sieges = [{ place: 'turba', region: 'bigerriones', besieger: 'roman', turns: 1 }];
    const h = acts(s).filter((k) => k.includes('garrison'));
    expect(h.some((k) => k.includes('auscii-inf'))).toBe(false);
    expect(h.some((k) => k.includes('turba'))).toBe(false);
    s.units['auscii-inf'] = { region: null, place: null, out: 'eliminated', reduced: false };
    expect(acts(s).some((k) => k.includes('auscii-inf'))).toBe(false);
  });
  it('toggling: pieces come and go, sorted, the selecting leader stays first', () => {
    const s = gallicPhase();
    addLeader(s, 'teutomatos', 'bigerriones');
    addLeader(s, 'comnios', 'bigerriones');
    const ctx = new Ctx(s);
    selectLeader(ctx, 'teutomatos');
    toggle(ctx, 'comnios');
    toggle(ctx, 'adiatuanus');
    expect(s.selection!.leaders).toEqual(['teutomatos', 'adiatuanus', 'comnios']);
    toggle(ctx, 'comnios');
    expect(s.selection!.leaders).toEqual(['teutomatos', 'adiatuanus']);
    toggle(ctx, 'sotiates-cav');
    expect(s.selection!.units).toEqual(['sotiates-inf']);
    toggle(ctx, 'sotiates-cav');
    expect(s.selection!.units).toEqual(['sotiates-cav', 'sotiates-inf']);
  });
  it('a move is logged with the force, the regions and the rule; armies that meet make the mover the attacker', () => {
    const s = bare();
    for (const u of LEGIONS5) addUnit(s, u, 'tarbelli');
    addLeader(s, 'crassus', 'tarbelli');
    place(s, ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-cav'], 'bigerriones');
    beginMovement(s, 'roman');
    const ctx = new Ctx(s);
    selectLeader(ctx, 'crassus');
    moveTo(ctx, 'bigerriones');
    expect(ctx.log[0]).toEqual({
      kind: 'text', side: 'roman', rule: 'BG 3.3.1',
      text: 'Roman move: P. Licinius Crassus, Legio IX, Legio VII, Legio VIII, Legio X, Legio XI from Tarbelli to Bigerriones.',
      refs: [{ kind: 'region', id: 'tarbelli' }, { kind: 'region', id: 'bigerriones' }, { kind: 'piece', id: 'crassus' }],
    });
    expect(s.arrivals.bigerriones).toBe('roman');
    expect(s.moved).toEqual(['crassus', ...LEGIONS5.slice().sort()]);
    expect(s.selection).toBeNull();
  });
  it('an arrival where the armies already face each other does not change the attacker; nor does a move within the region', () => {
    const s = bare();
    for (const u of LEGIONS5) addUnit(s, u, 'bigerriones');
    place(s, ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-cav'], 'bigerriones');
    s.arrivals.bigerriones = 'gallic';
    place(s, ['tarbelli-inf'], 'tarbelli');
    addLeader(s, 'adiatuanus', 'tarbelli');
    s.step = 'gallic.move';
    beginMovement(s, 'gallic');
    const ctx = new Ctx(s);
    s.arrivals.bigerriones = 'roman';
    selectLeader(ctx, 'adiatuanus');
    moveTo(ctx, 'bigerriones');
    expect(s.arrivals.bigerriones).toBe('roman');
    const t = bare();
    for (const u of LEGIONS5) addUnit(t, u, 'bigerriones', 'sotiates-oppidum');
    addLeader(t, 'crassus', 'bigerriones', 'sotiates-oppidum');
    place(t, ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-cav'], 'bigerriones');
    beginMovement(t, 'roman');
    const ctx2 = new Ctx(t);
    selectLeader(ctx2, 'crassus');
    moveTo(ctx2, 'bigerriones'); // out into the open: no test, no new arrival
    expect(t.arrivals.bigerriones).toBeUndefined();
    expect(rolls(ctx2.log)).toEqual([]);
    expect(t.units['legio-vii']).toMatchObject({ region: 'bigerriones', place: null });
  });
  it('one exit test per region and phase: its result binds every later move out of the region', () => {
    const s = bare();
    place(s, ['legio-vii'], 'bigerriones');
    place(s, ['civis'], 'bigerriones');
    addLeader(s, 'crassus', 'bigerriones');
    addLeader(s, 'fabius', 'bigerriones');
    place(s, ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-cav'], 'bigerriones');
    beginMovement(s, 'roman');
    s.rng = rngFor([2, 6]);
    const ctx = new Ctx(s);
    selectLeader(ctx, 'crassus');
    toggle(ctx, 'civis');
    moveTo(ctx, 'tarbelli');
    expect(rolls(ctx.log)).toHaveLength(1);
    expect(rolls(ctx.log)[0]).toMatchObject({ purpose: 'Leaving Bigerriones past an enemy army', rule: 'BG 3.3', result: 'may move', refs: [{ kind: 'region', id: 'bigerriones' }] });
    selectLeader(ctx, 'fabius');
    moveTo(ctx, 'tarbelli');
    expect(rolls(ctx.log)).toHaveLength(1); // no second roll
    expect(s.units.civis.region).toBe('tarbelli');
    const t = bare();
    place(t, ['legio-vii'], 'bigerriones');
    addLeader(t, 'tribune-1', 'bigerriones');
    place(t, ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-cav'], 'bigerriones');
    addLeader(t, 'caesar', 'tarbelli');
    beginMovement(t, 'roman');
    t.rng = rngFor([4]);
    const ctx2 = new Ctx(t);
    selectLeader(ctx2, 'tribune-1');
    moveTo(ctx2, 'tarbelli');
    expect(rolls(ctx2.log)[0]).toMatchObject({ total: 5, result: 'blocked: no unit may leave this phase', modifiers: [{ value: 1, reason: 'no leader of rank 2 or 3', rule: 'BG 3.3' }] });
    const u = bare();
    place(u, ['legio-vii'], 'bigerriones');
    addLeader(u, 'caesar', 'bigerriones');
    addLeader(u, 'tribune-1', 'bigerriones');
    place(u, ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-cav'], 'bigerriones');
    beginMovement(u, 'roman');
    u.rng = rngFor([5]);
    const ctx3 = new Ctx(u);
    selectLeader(ctx3, 'tribune-1');
    moveTo(ctx3, 'tarbelli');
    expect(rolls(ctx3.log)[0]).toMatchObject({ total: 4, modifiers: [{ value: -1, reason: 'rank-3 leader present', rule: 'BG 3.3' }] });
  });
  it('entering a place of a neighbouring region passes the exit test first; a place of the own region does not', () => {
    const s = bare();
    place(s, ['sotiates-inf'], 'bigerriones');
    addLeader(s, 'adiatuanus', 'bigerriones');
    for (const u of LEGIONS5) addUnit(s, u, 'bigerriones');
    s.step = 'gallic.move';
    beginMovement(s, 'gallic');
    s.rng = rngFor([6]);
    const ctx = new Ctx(s);
    selectLeader(ctx, 'adiatuanus');
    enterPlace(ctx, 'elusa');
    expect(s.units['sotiates-inf']).toMatchObject({ region: 'bigerriones', place: null }); // blocked
    expect(s.selection).toBeNull();
    selectLeader(ctx, 'adiatuanus');
    enterPlace(ctx, 'turba');
    expect(s.units['sotiates-inf']).toMatchObject({ region: 'bigerriones', place: 'turba' });
    expect(ctx.log.at(-1)).toMatchObject({ kind: 'text', side: 'gallic', rule: 'BG 3.3.2', text: 'Gallic move: Adiatuanus, Sotiates into Turba (Bigerriones).', refs: [{ kind: 'region', id: 'bigerriones' }, { kind: 'oppidum', id: 'turba' }] });
  });
});

describe('BG 3.3.2 / 3.4 log lines', () => {
  it('a unit slipping into a place without a leader is moved, marked as moved, and logged', () => {
    const s = gallicPhase();
    place(s, ['auscii-inf'], 'bigerriones');
    const ctx = new Ctx(s);
    garrison(ctx, 'auscii-inf', 'turba');
    expect(s.units['auscii-inf']).toMatchObject({ region: 'bigerriones', place: 'turba' });
    expect(s.moved).toContain('auscii-inf');
    expect(ctx.log[0]).toEqual({ kind: 'text', side: 'gallic', rule: 'BG 3.3.2', text: 'Auscii withdraws into Turba without a leader.', refs: [{ kind: 'piece', id: 'auscii-inf' }, { kind: 'oppidum', id: 'turba' }] });
  });
  it('a forced march that collects units lists them in order, with the rule and the three regions', () => {
    const s = gallicHorse();
    addUnit(s, 'german-cav-1', 'santones');
    addUnit(s, 'arverni-cav', 'santones');
    const ctx = new Ctx(s);
    selectLeader(ctx, 'adiatuanus');
    forcedMarch(ctx, 'santones', 'pictones', true);
    expect(ctx.log[0]).toMatchObject({
      rule: 'BG 3.4',
      text: 'Gallic forced march: Adiatuanus, Arverni cavalry, Germanic cavalry, Sotiates cavalry, Tarusates cavalry from Tarbelli through Santones to Pictones (collecting Arverni cavalry, Germanic cavalry).',
      refs: [{ kind: 'region', id: 'tarbelli' }, { kind: 'region', id: 'santones' }, { kind: 'region', id: 'pictones' }],
    });
  });
});
