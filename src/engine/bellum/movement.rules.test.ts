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
import { addLeader, addUnit, aquitania, place, play, toRomanMove } from './testing/states';
import { rngFor } from './testing/forceDice';
import { beginMovement, forcedEligible, forcedMarch, movementLegal, moveTo, pickUps, recoverWounded, selectLeader, toggle } from './movement';
import { WINTER } from './queries';

/** 6.1 at the Roman movement step, every piece off the map. */
function bare(): BellumState {
  const s = toRomanMove(aquitania({ seed: 'movement-rules' }));
  for (const id in s.units) s.units[id] = { region: null, place: null, out: 'eliminated', reduced: false };
  for (const id in s.leaders) s.leaders[id] = { region: null, place: null, out: 'killed', wounded: false };
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
