/**
 * BG 4.5, one siege among several: each rule (sallies, raising, surrender, a siege turn) touches
 * its own siege only, never another side's or another region's.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../ctx';
import type { LogEntry } from '../../core/log';
import type { BellumState } from '../state';
import { hibernaId } from '../data/places';
import { rngFor } from '../testing/forceDice';
import { afterSally, afterSiegeTurn, finishSiege, listSieges, raiseSieges, sack, siegeAllocation, siegeChoice, siegeStep, siegeTurn, surrender } from './siege';
import { besieged, empty, LEGIONS, put, siegeEncounter } from './siegeKit';

/** Two Roman sieges in Bigerriones (two armies, two leaders) and a Gallic one in Tarbelli's hiberna. */
function twoSieges(): BellumState {
  const s = empty();
  put(s, LEGIONS, 'bigerriones');
  put(s, ['crassus', 'fabius'], 'bigerriones');
  put(s, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
  put(s, ['bigerriones-inf'], 'bigerriones', 'turba');
  s.hiberna = ['tarbelli'];
  put(s, ['legio-v'], 'tarbelli', hibernaId('tarbelli'));
  put(s, ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf', 'tarusates-cav'], 'tarbelli');
  s.sieges = [
    { place: hibernaId('tarbelli'), region: 'tarbelli', besieger: 'gallic', turns: 2 },
    { place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 },
    { place: 'turba', region: 'bigerriones', besieger: 'roman', turns: 3 },
  ];
  return s;
}
const sieged = (s: BellumState) => s.sieges.map((x) => `${x.place}:${x.turns}`);
const lines = (log: readonly LogEntry[]) => log.flatMap((x) => (x.kind === 'text' ? [[x.side, x.text, x.rule, x.refs]] : []));
const OPP = { kind: 'oppidum', id: 'sotiates-oppidum' };
const BIG = { kind: 'region', id: 'bigerriones' };

describe('BG 4.5 one siege among several: each rule touches its own siege only', () => {
  it('a siege turn is fought by the army allotted to that siege, against that garrison', () => {
    const s = twoSieges();
    const e = siegeEncounter(s, 'bigerriones', 'turba', 'turn');
    s.rng = rngFor([3]);
    const ctx = new Ctx(s);
    siegeTurn(ctx, e);
    // Turba: its half of the force, 5 infantry + Fabius = 6, against value 1 + 1 infantry = 2
    const alloc = siegeAllocation(s, 'turba', 'roman');
    expect(alloc.leaders).toEqual(['fabius']);
    const roll = ctx.log.find((x) => x.kind === 'roll')!;
    expect(roll).toMatchObject({ purpose: 'Siege turn at Turba: besiegers 6 − besieged 2 = +4', refs: [BIG, { kind: 'oppidum', id: 'turba' }] });
    expect(s.losses.map((o) => [o.side, o.candidates.slice().sort(), o.rule, o.purpose])).toEqual([
      ['gallic', ['bigerriones-inf'], 'BG 4.5.3', 'besieged in Turba'],
    ]);
  });
  it('the besieger\'s losses are named for the siege and taken from its allotment', () => {
    const s = twoSieges();
    s.units['sotiates-inf'].reduced = false;
    put(s, ['sotiates-cav', 'auscii-inf', 'convenae-inf'], 'bigerriones', 'sotiates-oppidum'); // 3 + 3 infantry = 6 against 6: 0
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'turn');
    s.rng = rngFor([1]); // 0, die 1 → 1/0
    const ctx = new Ctx(s);
    siegeTurn(ctx, e);
    expect(ctx.log.find((x) => x.kind === 'roll')).toMatchObject({ purpose: 'Siege turn at Oppidum of the Sotiates: besiegers 6 − besieged 6 = +0' });
    expect(s.losses.map((o) => [o.side, o.candidates.slice().sort(), o.rule, o.purpose])).toEqual([
      ['roman', siegeAllocation(s, 'sotiates-oppidum', 'roman').units.slice().sort(), 'BG 4.5.3', 'siege of Oppidum of the Sotiates'],
    ]);
  });
  it('a siege turn counts on that siege; a fall or a surrender ends that siege only', () => {
    const s = twoSieges();
    afterSiegeTurn(new Ctx(s), siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'afterTurn'));
    expect(sieged(s)).toEqual(['hiberna:tarbelli:2', 'sotiates-oppidum:2', 'turba:3']);
    const ctx = new Ctx(s);
    afterSiegeTurn(ctx, siegeEncounter(s, 'bigerriones', 'turba', 'afterTurn')); // fourth turn: surrender
    expect(lines(ctx.log)[0]).toEqual(['gallic', 'Turba must surrender after 4 consecutive siege turns.', 'BG 4.5.2', [{ kind: 'oppidum', id: 'turba' }]]);
    finishSiege(ctx, siegeEncounter(s, 'bigerriones', 'turba', 'raze'), false);
    expect(sieged(s)).toEqual(['hiberna:tarbelli:2', 'sotiates-oppidum:2']);
    expect(lines(ctx.log).at(-1)).toEqual(['roman', 'Turba is spared.', 'BG 4.5.2', [{ kind: 'oppidum', id: 'turba' }]]);
    const t = twoSieges();
    const ctx2 = new Ctx(t);
    finishSiege(ctx2, siegeEncounter(t, 'bigerriones', 'turba', 'raze'), true);
    expect(sieged(t)).toEqual(['hiberna:tarbelli:2', 'sotiates-oppidum:1']);
    expect(lines(ctx2.log)).toEqual([['roman', 'Turba is destroyed (marker placed).', 'BG 4.5.2', [{ kind: 'oppidum', id: 'turba' }]]]);
    finishSiege(ctx2, siegeEncounter(t, 'bigerriones', 'turba', 'raze'), true);
    expect(lines(ctx2.log)).toHaveLength(1); // already destroyed: nothing more, not "spared" either
  });
  it('a place falls with a log line naming the rule and the place', () => {
    const s = twoSieges();
    s.units['sotiates-inf'] = { region: null, place: null, out: 'eliminated', reduced: false };
    const ctx = new Ctx(s);
    afterSiegeTurn(ctx, siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'afterTurn'));
    expect(lines(ctx.log)[0]).toEqual(['roman', 'Oppidum of the Sotiates falls: its last unit is gone.', 'BG 4.5.2', [OPP]]);
    expect(sieged(s)).toEqual(['hiberna:tarbelli:2', 'sotiates-oppidum:2', 'turba:3']); // the raze decision ends it
    const t = twoSieges();
    const ctx2 = new Ctx(t);
    afterSiegeTurn(ctx2, siegeEncounter(t, 'bigerriones', 'sotiates-oppidum', 'afterTurn'));
    expect(lines(ctx2.log)).toEqual([[null, 'Siege of Oppidum of the Sotiates: turn 2 of at most 4.', 'BG 4.5.2', [OPP]]]);
  });
  it('a taken hiberna ends its own siege only', () => {
    const s = twoSieges();
    s.units['legio-v'] = { region: null, place: null, out: 'eliminated', reduced: false };
    afterSiegeTurn(new Ctx(s), siegeEncounter(s, 'tarbelli', hibernaId('tarbelli'), 'afterTurn'));
    expect(sieged(s)).toEqual(['sotiates-oppidum:1', 'turba:3']);
    expect(s.hiberna).toEqual([]);
  });
  it('a voluntary surrender ends that siege only, and says the place is spared', () => {
    const s = twoSieges();
    const ctx = new Ctx(s);
    surrender(ctx, siegeEncounter(s, 'bigerriones', 'turba', 'defence'));
    expect(sieged(s)).toEqual(['hiberna:tarbelli:2', 'sotiates-oppidum:1']);
    expect(lines(ctx.log).map((l) => [l[0], l[2], l[3]])).toEqual([
      ['gallic', 'BG 4.5.2', [{ kind: 'oppidum', id: 'turba' }]],
      ['roman', 'BG 4.5.2', [{ kind: 'oppidum', id: 'turba' }]],
    ]);
    expect(lines(ctx.log)[1][1]).toBe('Turba is spared: it may not be destroyed this turn.');
  });
  it('a sally, a choice to go on, or a choice to abandon concerns that siege: abandoning raises all in the region', () => {
    const s = twoSieges();
    const e = siegeEncounter(s, 'bigerriones', 'turba', 'sally');
    afterSally(new Ctx(s), e, 'roman');
    expect(e.stage).toBe('afterTurn');
    const ctx = new Ctx(s);
    afterSally(ctx, siegeEncounter(s, 'bigerriones', 'turba', 'sally'), 'gallic');
    expect(sieged(s)).toEqual(['hiberna:tarbelli:2']);
    expect(lines(ctx.log).map((l) => l[1])).toEqual([
      'Siege of Oppidum of the Sotiates raised (the besiegers lost to a sally).',
      'Siege of Turba raised (the besiegers lost to a sally).',
    ]);
    expect(lines(ctx.log)[0][3]).toEqual([BIG, OPP]);
    const t = twoSieges();
    const f = siegeEncounter(t, 'bigerriones', 'turba');
    siegeChoice(new Ctx(t), f, true);
    expect(sieged(t)).toEqual(['hiberna:tarbelli:2', 'sotiates-oppidum:1', 'turba:3']);
    const ctx2 = new Ctx(t);
    siegeChoice(ctx2, siegeEncounter(t, 'bigerriones', 'turba'), false);
    expect(sieged(t)).toEqual(['hiberna:tarbelli:2']);
    expect(lines(ctx2.log).map((l) => l[1])).toContain('Siege of Turba raised (abandoned by the besieger).');
    // The hiberna's siege by the Gaul, for its part, goes on when the Gaul chooses to.
    const u = twoSieges();
    siegeChoice(new Ctx(u), siegeEncounter(u, 'tarbelli', hibernaId('tarbelli')), true);
    expect(sieged(u)).toEqual(['hiberna:tarbelli:2', 'sotiates-oppidum:1', 'turba:3']);
  });
  it('raising the Roman sieges of a region leaves a Gallic siege there standing, and nothing else changes when there is none', () => {
    const s = twoSieges();
    s.hiberna = ['bigerriones'];
    put(s, ['legio-vi'], 'bigerriones', hibernaId('bigerriones'));
    s.sieges.push({ place: hibernaId('bigerriones'), region: 'bigerriones', besieger: 'gallic', turns: 1 });
    const ctx = new Ctx(s);
    raiseSieges(ctx, 'bigerriones', 'roman', 'test');
    expect(sieged(s)).toEqual(['hiberna:tarbelli:2', 'hiberna:bigerriones:1']);
    const t = twoSieges();
    t.sieges = t.sieges.filter((x) => x.besieger === 'gallic');
    t.siegeDuty = ['legio-vii'];
    const ctx2 = new Ctx(t);
    raiseSieges(ctx2, 'bigerriones', 'roman', 'test');
    expect(t.siegeDuty).toEqual(['legio-vii']);
    expect(ctx2.log).toEqual([]);
  });
  it('the two armies and leaders are allotted one per siege; a siege in another region or of the other side takes none', () => {
    const s = twoSieges();
    const a = siegeAllocation(s, 'sotiates-oppidum', 'roman');
    const b = siegeAllocation(s, 'turba', 'roman');
    expect([a.leaders, b.leaders]).toEqual([['crassus'], ['fabius']]); // no Caesar or Labienus: by name
    expect(a.units).toHaveLength(5);
    expect(b.units).toHaveLength(5);
    s.sieges.unshift({ place: 'aquae-tarbellicae', region: 'tarbelli', besieger: 'roman', turns: 0 });
    expect(siegeAllocation(s, 'sotiates-oppidum', 'roman')).toEqual(a);
    expect(siegeAllocation(s, 'turba', 'roman')).toEqual(b);
  });
  it('a new siege needs an army and a leader beyond those of this side\'s sieges in the region only', () => {
    const s = twoSieges();
    s.sieges = s.sieges.filter((x) => x.place !== 'turba');
    s.sieges.unshift({ place: 'aquae-tarbellicae', region: 'tarbelli', besieger: 'roman', turns: 0 });
    const e = siegeEncounter(s, 'bigerriones', 'turba');
    const ctx = new Ctx(s);
    siegeStep(ctx, e);
    expect(s.combat!.pending).toEqual({ kind: 'siegeStart', side: 'roman', place: 'turba' });
    expect(lines(ctx.log)[0]).toEqual([null, 'Possible siege of Turba.', 'BG 1.IV.D', [BIG, { kind: 'oppidum', id: 'turba' }]]);
  });
  it('a siege that lapses for want of an army ends alone, with its log line; a siege not begun lapses silently', () => {
    const s = twoSieges();
    s.units['legio-i'] = { region: null, place: null, out: 'eliminated', reduced: false }; // nine units: one army
    const ctx = new Ctx(s);
    siegeStep(ctx, siegeEncounter(s, 'bigerriones', 'turba'));
    expect(sieged(s)).toEqual(['hiberna:tarbelli:2', 'sotiates-oppidum:1']);
    expect(lines(ctx.log)).toEqual([['roman', 'The siege of Turba lapses: the besiegers no longer have an army and a leader for it.', 'BG 4.5.1', [{ kind: 'oppidum', id: 'turba' }]]]);
    const t = besieged(0);
    t.sieges = [];
    t.leaders.crassus = { region: null, place: null, out: 'killed', wounded: false };
    const ctx2 = new Ctx(t);
    siegeStep(ctx2, siegeEncounter(t, 'bigerriones', 'sotiates-oppidum'));
    expect(ctx2.log).toEqual([]);
  });
  it('a place found empty when its turn comes is not besieged; other stages end the encounter', () => {
    const s = besieged(0);
    s.sieges = [];
    s.units['sotiates-inf'] = { region: null, place: null, out: 'eliminated', reduced: false };
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum');
    siegeStep(new Ctx(s), e);
    expect([e.stage, s.combat!.pending]).toEqual(['done', null]);
    const t = besieged(1);
    const f = siegeEncounter(t, 'bigerriones', 'sotiates-oppidum', 'defence');
    siegeStep(new Ctx(t), f);
    expect(f.stage).toBe('done');
    const u = besieged(1);
    u.sieges = [];
    const g = siegeEncounter(u, 'bigerriones', 'sotiates-oppidum', 'afterTurn');
    afterSiegeTurn(new Ctx(u), g); // its siege already gone: nothing to count
    expect([g.stage, u.combat!.pending]).toEqual(['done', null]);
  });
  it('sieges that end by themselves end one by one, with the rule and the place in the log', () => {
    const s = twoSieges();
    s.units['bigerriones-inf'] = { region: null, place: null, out: 'eliminated', reduced: false };
    const ctx = new Ctx(s);
    listSieges(ctx);
    expect(sieged(s)).toEqual(['hiberna:tarbelli:2', 'sotiates-oppidum:1']);
    expect(lines(ctx.log)).toEqual([['roman', 'The siege of Turba is over: nobody is left inside.', 'BG 4.5.2', [{ kind: 'oppidum', id: 'turba' }]]]);
  });
  it('log lines of taking an empty place, laying a siege and declining one name the rule and the place', () => {
    const s = empty();
    const ctx = new Ctx(s);
    sack(ctx, 'roman', 'elusa');
    expect(lines(ctx.log)[0]).toEqual(['roman', 'Roman troops take the empty Elusa and destroy it.', 'BG 4.5.1', [{ kind: 'region', id: 'tarbelli' }, { kind: 'oppidum', id: 'elusa' }]]);
    const t = besieged(0);
    t.sieges = [];
    const ctx2 = new Ctx(t);
    siegeChoice(ctx2, siegeEncounter(t, 'bigerriones', 'sotiates-oppidum'), true);
    expect(lines(ctx2.log)).toEqual([['roman', 'Roman forces lay siege to Oppidum of the Sotiates.', 'BG 4.5.1', [BIG, OPP]]]);
    const u = besieged(0);
    u.sieges = [];
    const ctx3 = new Ctx(u);
    siegeChoice(ctx3, siegeEncounter(u, 'bigerriones', 'sotiates-oppidum'), false);
    expect(lines(ctx3.log)).toEqual([['roman', 'Roman forces do not besiege Oppidum of the Sotiates.', 'BG 4.5.1', [OPP]]]);
    const v = besieged(1);
    const ctx4 = new Ctx(v);
    raiseSieges(ctx4, 'bigerriones', 'roman', 'why');
    expect(lines(ctx4.log)).toEqual([['roman', 'Siege of Oppidum of the Sotiates raised (why).', 'BG 4.5.6', [BIG, OPP]]]);
  });
});

describe('BG 4.5.1 a side\'s sieges are its own', () => {
  it('a Gallic siege in the same region neither shares the Roman allotment nor counts against his capacity; a new siege is laid beside others', () => {
    const s = twoSieges();
    s.sieges = s.sieges.filter((x) => x.place !== 'turba');
    s.hiberna = ['tarbelli', 'bigerriones'];
    put(s, ['legio-vi'], 'bigerriones', hibernaId('bigerriones'));
    s.sieges.unshift({ place: hibernaId('bigerriones'), region: 'bigerriones', besieger: 'gallic', turns: 1 });
    expect(siegeAllocation(s, 'sotiates-oppidum', 'roman').units).toHaveLength(10);
    const e = siegeEncounter(s, 'bigerriones', 'turba');
    siegeStep(new Ctx(s), e);
    expect(s.combat!.pending).toEqual({ kind: 'siegeStart', side: 'roman', place: 'turba' });
    siegeChoice(new Ctx(s), e, true);
    expect(sieged(s)).toContain('turba:0');
  });
});
