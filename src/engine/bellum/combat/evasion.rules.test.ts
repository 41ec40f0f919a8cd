/**
 * BG 4.3.1 and 4.4.1 avoiding combat, rule by rule: who may try, the dice and modifiers, where the
 * force goes, and the refuge in an oppidum or city after a failed attempt.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../ctx';
import type { BellumState } from '../state';
import { addLeader, emptyAquitania, putUnits } from '../testing/states';
import { rngFor } from '../testing/forceDice';
import { battleEvasionModifiers, refugePlaces, refugeUnits, rollBattleEvasion, rollSkirmishEvasion, skirmishEvader, takeRefuge } from './evasion';

function empty(): BellumState {
  const s = emptyAquitania('evasion-rules');
  s.sieges = [];
  s.destroyed = [];
  return s;
}
const put = putUnits;
const rollOf = (ctx: Ctx) => ctx.log.find((x) => x.kind === 'roll')!;

describe('BG 4.3.1 who may avoid a skirmish', () => {
  it('the side with fewer units, if it has more cavalry units and a neighbour it controls', () => {
    const s = empty();
    s.control.santones = 'gallic';
    s.control.nitiobriges = 'gallic';
    s.control.bigerriones = 'gallic';
    put(s, ['tarusates-cav', 'sotiates-cav'], 'tarbelli');
    put(s, ['legio-vii', 'legio-viii', 'roman-cav-1'], 'tarbelli');
    expect(skirmishEvader(s, 'tarbelli')).toBe('gallic');
    put(s, ['roman-cav-2'], 'tarbelli'); // two cavalry against two: not more
    expect(skirmishEvader(s, 'tarbelli')).toBeNull();
  });
  it('at equal numbers the side with fewer SPs; at equal SPs the Roman', () => {
    const s = empty();
    for (const r of ['santones', 'nitiobriges', 'bigerriones']) s.control[r] = 'gallic';
    put(s, ['tarusates-cav', 'sotiates-cav'], 'tarbelli'); // 4 SP, two cavalry
    put(s, ['legio-vii', 'civis'], 'tarbelli'); // 9 SP, no cavalry
    expect(skirmishEvader(s, 'tarbelli')).toBe('gallic');
    const t = empty();
    for (const r of ['santones', 'nitiobriges', 'bigerriones']) t.control[r] = 'roman';
    put(t, ['roman-cav-1', 'allied-cav-1'], 'tarbelli'); // 5 SP
    put(t, ['tarusates-inf'], 'tarbelli'); // 6 SP
    put(t, ['boii-inf'], 'tarbelli'); // 8 SP
    expect(skirmishEvader(t, 'tarbelli')).toBe('roman');
    t.units['boii-inf'].region = null; t.units['boii-inf'].out = 'eliminated';
    put(t, ['tarusates-cav'], 'tarbelli'); // 8 SP and one cavalry: the Roman has fewer SPs, more cavalry
    expect(skirmishEvader(t, 'tarbelli')).toBe('roman');
    const u = empty();
    for (const r of ['santones', 'nitiobriges', 'bigerriones']) u.control[r] = 'roman';
    put(u, ['roman-cav-1', 'numidians'], 'tarbelli'); // 7 SP
    put(u, ['tarusates-inf', 'boii-inf'], 'tarbelli'); // 8 SP
    u.units['tarusates-inf'].reduced = true; // 3 + 2 = 5 SP: now the Gaul has fewer, and no cavalry
    expect(skirmishEvader(u, 'tarbelli')).toBeNull();
    u.units['tarusates-inf'].reduced = false;
    u.units['boii-inf'].region = 'santones';
    put(u, ['elusates-inf'], 'tarbelli'); // 6 + 2 = 8 against 7
    expect(skirmishEvader(u, 'tarbelli')).toBe('roman');
  });
  it('1–3 on a d6 moves the whole force to the chosen region; 4–6 fails and nobody moves', () => {
    for (const [die, ok] of [[3, true], [4, false]] as const) {
      const s = empty();
      put(s, ['tarusates-cav', 'sotiates-cav'], 'tarbelli');
      addLeader(s, 'adiatuanus', 'tarbelli');
      put(s, ['legio-vii', 'legio-viii', 'legio-ix'], 'tarbelli');
      s.control.santones = 'gallic';
      s.rng = rngFor([die]);
      const ctx = new Ctx(s);
      expect(rollSkirmishEvasion(ctx, 'tarbelli', 'gallic', 'santones')).toBe(ok);
      expect(rollOf(ctx)).toMatchObject({ side: 'gallic', rule: 'BG 4.3.1', purpose: 'Gallic attempt to avoid the skirmish in Tarbelli', result: ok ? 'evades to Santones' : 'fails: the skirmish is fought' });
      expect(s.units['tarusates-cav'].region).toBe(ok ? 'santones' : 'tarbelli');
      expect(s.leaders.adiatuanus.region).toBe(ok ? 'santones' : 'tarbelli');
      expect(s.units['legio-vii'].region).toBe('tarbelli');
    }
  });
});

describe('BG 4.4.1 avoiding a pitched battle', () => {
  const mods = (s: BellumState, r: string, side: 'roman' | 'gallic') => battleEvasionModifiers(s, r, side).map((m) => [m.value, m.reason]);
  it('−1 for Gauls in forest, marsh or mountain; never for the Roman', () => {
    for (const [region, terrain] of [['bellovaci', 'forest'], ['tarbelli', 'marsh'], ['bigerriones', 'mountain']]) {
      const s = empty();
      put(s, ['tarbelli-inf'], region);
      put(s, ['legio-vii'], region);
      expect(mods(s, region, 'gallic')).toEqual([[-1, `Gauls in ${terrain}`]]);
      expect(mods(s, region, 'roman')).toEqual([]);
    }
    const s = empty();
    put(s, ['tarbelli-inf'], 'santones');
    put(s, ['legio-vii'], 'santones');
    expect(mods(s, 'santones', 'gallic')).toEqual([]);
  });
  it('−1 for cavalry SPs double the enemy\'s or more (none against none gives nothing)', () => {
    const s = empty();
    put(s, ['tarbelli-inf'], 'santones');
    put(s, ['legio-vii'], 'santones');
    expect(mods(s, 'santones', 'roman')).toEqual([]);
    put(s, ['allied-cav-1'], 'santones'); // 2 against 0
    expect(mods(s, 'santones', 'roman')).toEqual([[-1, "cavalry SPs double the enemy's or more"]]);
    put(s, ['tarusates-cav'], 'santones'); // 2 against 2
    expect(mods(s, 'santones', 'roman')).toEqual([]);
    put(s, ['roman-cav-1'], 'santones'); // 5 against 2: more than double
    expect(mods(s, 'santones', 'roman')).toEqual([[-1, "cavalry SPs double the enemy's or more"]]);
    s.units['tarusates-cav'].reduced = false;
    put(s, ['sotiates-cav'], 'santones'); // 5 against 4
    expect(mods(s, 'santones', 'roman')).toEqual([]);
    put(s, ['allied-cav-2', 'roman-cav-2'], 'santones'); // 10 against 4
    expect(mods(s, 'santones', 'roman')).toEqual([[-1, "cavalry SPs double the enemy's or more"]]);
    s.units['roman-cav-2'].region = null; s.units['roman-cav-2'].out = 'eliminated'; // 7 against 4
    expect(mods(s, 'santones', 'roman')).toEqual([]);
    put(s, ['allied-cav-3'], 'santones'); // 9 against 4
    expect(mods(s, 'santones', 'roman')).toEqual([[-1, "cavalry SPs double the enemy's or more"]]);
  });
  it('−1 with a leader rated 4 or more (his current, wounded, rating)', () => {
    const s = empty();
    put(s, ['tarbelli-inf'], 'santones');
    put(s, ['legio-vii'], 'santones');
    addLeader(s, 'fabius', 'santones'); // 3
    expect(mods(s, 'santones', 'roman')).toEqual([]);
    addLeader(s, 'crassus', 'santones'); // 4
    expect(battleEvasionModifiers(s, 'santones', 'roman')).toEqual([{ value: -1, reason: 'a leader rated 4 or more', rule: 'BG 4.4.1' }]);
    s.leaders.crassus.wounded = true;
    expect(mods(s, 'santones', 'roman')).toEqual([]);
  });
  it('success on 1–2 for the Gaul, 1–3 for the Roman, after modifiers', () => {
    const cases: ['roman' | 'gallic', string, number, boolean][] = [
      ['gallic', 'santones', 2, true], ['gallic', 'santones', 3, false], ['gallic', 'tarbelli', 3, true], ['gallic', 'tarbelli', 4, false],
      ['roman', 'santones', 3, true], ['roman', 'santones', 4, false],
    ];
    for (const [side, region, die, ok] of cases) {
      const s = empty();
      put(s, ['tarbelli-inf'], region);
      put(s, ['legio-vii'], region);
      s.rng = rngFor([die]);
      const ctx = new Ctx(s);
      expect([side, region, die, rollBattleEvasion(ctx, region, side, 'nitiobriges')]).toEqual([side, region, die, ok]);
      expect(rollOf(ctx)).toMatchObject({ side, rule: 'BG 4.4.1', result: ok ? 'succeeds' : 'fails' });
    }
  });
});

describe('BG 4.4.1 refuge after a failed attempt', () => {
  it('the whole Gallic army; of the Roman force only the pro-Roman Gallic units', () => {
    const s = empty();
    put(s, ['bigerriones-inf', 'sotiates-cav'], 'bigerriones');
    put(s, ['legio-vii', 'allied-cav-1', 'roman-cav-1', 'numidians'], 'bigerriones');
    expect(refugeUnits(s, 'bigerriones', 'gallic')).toEqual(['bigerriones-inf', 'sotiates-cav']);
    expect(refugeUnits(s, 'bigerriones', 'roman')).toEqual(['allied-cav-1']);
  });
  it('an oppidum of fortification 3 or more, not besieged, not destroyed, for the Gauls; a city for the Roman\'s Gauls', () => {
    const s = empty();
    put(s, ['bigerriones-inf'], 'bigerriones');
    expect(refugePlaces(s, 'bigerriones', 'gallic')).toEqual(['sotiates-oppidum']); // Turba (1) and the others (2) are too weak
    s.destroyed = ['sotiates-oppidum'];
    expect(refugePlaces(s, 'bigerriones', 'gallic')).toEqual([]);
    s.destroyed = [];
    s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 }];
    expect(refugePlaces(s, 'bigerriones', 'gallic')).toEqual([]);
    const t = empty();
    put(t, ['legio-vii'], 'provincia-1');
    expect(refugePlaces(t, 'provincia-1', 'roman')).toEqual([]); // no pro-Roman Gallic unit
    put(t, ['allied-cav-1'], 'provincia-1');
    expect(refugePlaces(t, 'provincia-1', 'roman')).toEqual(['narbo', 'tolosa', 'nemausus']);
    expect(refugePlaces(t, 'bigerriones', 'roman')).toEqual([]);
  });
  it('the Gauls shut army and leaders inside; the Roman only his Gallic units', () => {
    const s = empty();
    put(s, ['bigerriones-inf', 'sotiates-cav'], 'bigerriones');
    addLeader(s, 'adiatuanus', 'bigerriones');
    takeRefuge(new Ctx(s), 'bigerriones', 'gallic', 'sotiates-oppidum');
    expect([s.units['bigerriones-inf'].place, s.units['sotiates-cav'].place, s.leaders.adiatuanus.place]).toEqual(['sotiates-oppidum', 'sotiates-oppidum', 'sotiates-oppidum']);
    const t = empty();
    put(t, ['legio-vii', 'allied-cav-1'], 'provincia-1');
    addLeader(t, 'crassus', 'provincia-1');
    const ctx = new Ctx(t);
    takeRefuge(ctx, 'provincia-1', 'roman', 'narbo');
    expect([t.units['allied-cav-1'].place, t.units['legio-vii'].place, t.leaders.crassus.place]).toEqual(['narbo', null, null]);
    expect(ctx.log[0]).toMatchObject({ side: 'roman', rule: 'BG 4.4.1', text: expect.stringContaining('Roman Gallic allies take refuge in Narbo Martius instead of fighting') });
  });
});

describe('BG 4.3.1 / 4.4.1 details', () => {
  it('fewer units decides before SPs; equal units and SPs: the Roman', () => {
    const s = empty();
    for (const r of ['santones', 'nitiobriges', 'bigerriones']) s.control[r] = 'roman';
    put(s, ['legio-vii', 'roman-cav-1'], 'tarbelli'); // 2 units, 8 SP, one cavalry
    put(s, ['boii-inf', 'elusates-inf', 'auscii-inf'], 'tarbelli'); // 3 units, 6 SP
    expect(skirmishEvader(s, 'tarbelli')).toBe('roman');
    const t = empty();
    for (const r of ['santones', 'nitiobriges', 'bigerriones']) t.control[r] = 'roman';
    put(t, ['allied-cav-1'], 'tarbelli'); // 1 unit, 2 SP, cavalry
    put(t, ['boii-inf'], 'tarbelli'); // 1 unit, 2 SP
    expect(skirmishEvader(t, 'tarbelli')).toBe('roman');
  });
  it('cavalry SPs exactly double are enough; the modifiers name BG 4.4.1', () => {
    const s = empty();
    put(s, ['legio-vii', 'allied-cav-1', 'allied-cav-2'], 'tarbelli'); // 4 cavalry SP
    put(s, ['tarbelli-inf', 'tarusates-cav'], 'tarbelli'); // 2
    expect(battleEvasionModifiers(s, 'tarbelli', 'roman')).toEqual([{ value: -1, reason: "cavalry SPs double the enemy's or more", rule: 'BG 4.4.1' }]);
    expect(battleEvasionModifiers(s, 'tarbelli', 'gallic')).toEqual([{ value: -1, reason: 'Gauls in marsh', rule: 'BG 4.4.1' }]);
  });
  it('the evasion rolls point at both regions', () => {
    const s = empty();
    put(s, ['tarbelli-inf'], 'tarbelli');
    put(s, ['legio-vii', 'roman-cav-1'], 'tarbelli');
    s.rng = rngFor([6, 6]);
    const ctx = new Ctx(s);
    rollSkirmishEvasion(ctx, 'tarbelli', 'roman', 'santones');
    rollBattleEvasion(ctx, 'tarbelli', 'roman', 'santones');
    const r = ctx.log.filter((x) => x.kind === 'roll');
    expect(r.map((x) => x.refs)).toEqual([
      [{ kind: 'region', id: 'tarbelli' }, { kind: 'region', id: 'santones' }],
      [{ kind: 'region', id: 'tarbelli' }, { kind: 'region', id: 'santones' }],
    ]);
    expect(r[1]).toMatchObject({ purpose: 'Roman attempt to avoid the pitched battle in Tarbelli (towards Santones)' });
  });
  it('no refuge in a city for the Gauls, however strong; none where the scenario bars the army\'s pieces from places', () => {
    const s = empty();
    put(s, ['tarbelli-inf'], 'provincia-1');
    expect(refugePlaces(s, 'provincia-1', 'gallic')).toEqual([]); // Narbo is a city of value 3
    const t = empty();
    t.scenario = 'helvetii';
    put(t, ['bigerriones-inf'], 'bigerriones');
    expect(refugePlaces(t, 'bigerriones', 'gallic')).toEqual(['sotiates-oppidum']);
    addLeader(t, 'divico', 'bigerriones'); // a Helvetian chief with the army
    expect(refugePlaces(t, 'bigerriones', 'gallic')).toEqual([]);
  });
  it('the refuge log line names the Gallic army, the rule, the region and the place', () => {
    const s = empty();
    put(s, ['bigerriones-inf', 'sotiates-cav'], 'bigerriones');
    const ctx = new Ctx(s);
    takeRefuge(ctx, 'bigerriones', 'gallic', 'sotiates-oppidum');
    expect(ctx.log[0]).toMatchObject({
      side: 'gallic', rule: 'BG 4.4.1',
      text: expect.stringContaining('Gallic army take refuge in Oppidum of the Sotiates instead of fighting'),
      refs: [{ kind: 'region', id: 'bigerriones' }, { kind: 'oppidum', id: 'sotiates-oppidum' }],
    });
  });
});
