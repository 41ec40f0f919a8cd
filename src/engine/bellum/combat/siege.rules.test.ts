/**
 * BG 4.5 sieges, rule by rule (seed 001, 4.5–4.5.6): what each side may besiege, empty places,
 * one army and one leader per siege, strengths, the siege turn, fall, surrender (forced or
 * voluntary), the Destroyed marker, sallies and raising. Rule code called directly on a Ctx.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../ctx';
import { hibernaId } from '../data/places';
import { LEADERS } from '../data/leaders';
import { rngFor } from '../testing/forceDice';
import {
  afterSally, afterSiegeTurn, besiegeable, besiegedTerms, besiegerIn, besiegerTerms, finishSiege, holderOf, listSieges,
  raiseSieges, sack, sackablePlaces, shieldedByFleet, siegeAllocation, siegeCapacity, siegeChoice, siegeStep, siegeTurn, surrender,
} from './siege';
import { besieged, empty, LEGIONS, put, siegeEncounter, texts } from './siegeKit';

describe('BG 4.5 who besieges what', () => {
  it('the Roman besieges oppida; the Gaul cities and hiberna', () => {
    expect(besiegeable('sotiates-oppidum', 'roman')).toBe(true);
    expect(besiegeable('sotiates-oppidum', 'gallic')).toBe(false);
    expect(besiegeable('narbo', 'gallic')).toBe(true);
    expect(besiegeable('narbo', 'roman')).toBe(false);
    expect(besiegeable(hibernaId('santones'), 'gallic')).toBe(true);
    expect(besiegeable(hibernaId('santones'), 'roman')).toBe(false);
  });
  it('the holder of a place is the side with units inside; units in the open hold nothing', () => {
    const s = empty();
    put(s, ['legio-vii'], 'bigerriones');
    expect(holderOf(s, 'sotiates-oppidum')).toBeNull();
    put(s, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    expect(holderOf(s, 'sotiates-oppidum')).toBe('gallic');
    put(s, ['civis'], 'provincia-1', 'narbo');
    expect(holderOf(s, 'narbo')).toBe('roman');
  });
  it('BG 5.2: only a Veneti ship afloat in the Veneti region, and only for Corbilo', () => {
    const s = empty();
    expect(shieldedByFleet(s, 'corbilo')).toBe(false);
    put(s, ['veneti-ship-1'], 'veneti');
    expect(shieldedByFleet(s, 'corbilo')).toBe(true);
    expect(shieldedByFleet(s, 'sotiates-oppidum')).toBe(false);
    s.units['veneti-ship-1'].region = 'venelli';
    expect(shieldedByFleet(s, 'corbilo')).toBe(false);
    s.units['veneti-ship-1'].region = 'veneti';
    s.units['veneti-ship-1'].place = 'corbilo';
    expect(shieldedByFleet(s, 'corbilo')).toBe(false);
  });
  it('the besieger in a region is the side of its sieges, or nobody', () => {
    const s = besieged();
    expect(besiegerIn(s, 'bigerriones')).toBe('roman');
    expect(besiegerIn(s, 'tarbelli')).toBeNull();
  });
});

describe('BG 4.5.1 empty places and the army-and-leader rule', () => {
  it('an empty place may be taken and destroyed; one already destroyed, spared, or of the wrong kind is not offered', () => {
    const s = empty();
    put(s, ['tarbelli-inf'], 'provincia-1');
    expect(sackablePlaces(s, 'gallic')).toEqual(['narbo', 'tolosa', 'nemausus']);
    s.destroyed.push('narbo');
    s.spared.push('tolosa');
    expect(sackablePlaces(s, 'gallic')).toEqual(['nemausus']);
    const t = empty();
    put(t, ['legio-vii'], 'tarbelli');
    expect(sackablePlaces(t, 'roman').sort()).toEqual(['aquae-tarbellicae', 'elusa']);
    t.destroyed.push('elusa');
    expect(sackablePlaces(t, 'roman')).toEqual(['aquae-tarbellicae']);
  });
  it('taking an empty place puts the Destroyed marker on it', () => {
    const s = empty();
    const ctx = new Ctx(s);
    sack(ctx, 'roman', 'elusa');
    expect(s.destroyed).toEqual(['elusa']);
    expect(texts(ctx.log)).toEqual(['Roman troops take the empty Elusa and destroy it.']);
  });
  it('as many sieges as the force has armies (5 units) and leaders', () => {
    const s = empty();
    put(s, LEGIONS, 'bigerriones');
    put(s, ['crassus'], 'bigerriones');
    expect(siegeCapacity(s, 'bigerriones', 'roman')).toBe(1);
    put(s, ['fabius'], 'bigerriones');
    expect(siegeCapacity(s, 'bigerriones', 'roman')).toBe(2);
    s.units['legio-i'].out = 'eliminated';
    s.units['legio-i'].region = null;
    expect(siegeCapacity(s, 'bigerriones', 'roman')).toBe(1); // 9 units: one army
  });
  it('the force is divided between its sieges, Caesar or Labienus first among the leaders', () => {
    const s = empty();
    put(s, LEGIONS, 'bigerriones');
    put(s, ['crassus', 'labienus'], 'bigerriones');
    put(s, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    put(s, ['bigerriones-inf'], 'bigerriones', 'turba');
    s.sieges = [
      { place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 0 },
      { place: 'turba', region: 'bigerriones', besieger: 'roman', turns: 0 },
    ];
    const a = siegeAllocation(s, 'sotiates-oppidum', 'roman');
    const b = siegeAllocation(s, 'turba', 'roman');
    expect(a.leaders).toEqual(['labienus']);
    expect(b.leaders).toEqual(['crassus']);
    expect(a.units).toHaveLength(5);
    expect(b.units).toHaveLength(5);
    expect([...a.units, ...b.units].sort()).toEqual(LEGIONS.slice().sort());
    // With one siege the whole force is on it.
    s.sieges.pop();
    expect(siegeAllocation(s, 'sotiates-oppidum', 'roman')).toEqual({ units: LEGIONS.slice().sort(), leaders: ['labienus', 'crassus'] });
  });
});

describe('BG 4.5.3 strengths', () => {
  it('besieger: infantry units, +1 per leader backed by a unit, +1 for Caesar or Labienus', () => {
    expect(besiegerTerms(['legio-vii', 'numidians', 'roman-cav-1'], ['labienus', 'crassus'])).toEqual([
      { label: 'infantry units (2)', value: 2, rule: 'BG 4.5.3' },
      { label: 'leaders with a unit (2)', value: 2, rule: 'BG 4.5.3' },
      { label: 'T. Labienus present', value: 1, rule: 'BG 4.5.3' },
    ]);
    expect(besiegerTerms(['legio-vii'], ['fabius', 'crassus']).map((t) => t.value)).toEqual([1, 1]);
  });
  it('besieged: value, infantry inside, +1 a chief of the region\'s tribes, +1 a legate, +2 Caesar or Labienus', () => {
    expect(besiegedTerms(3, 'bigerriones', ['sotiates-inf', 'sotiates-cav'], ['adiatuanus'])).toEqual([
      { label: 'value of the place', value: 3, rule: 'BG 4.5.3' },
      { label: 'infantry units inside (1)', value: 1, rule: 'BG 4.5.3' },
      { label: 'Adiatuanus, chief of a tribe of the region', value: 1, rule: 'BG 4.5.3' },
    ]);
    // A chief of another region's tribe, or a pro-Roman chief, adds nothing.
    expect(besiegedTerms(3, 'tarbelli', ['tarbelli-inf'], ['adiatuanus']).map((t) => t.value)).toEqual([3, 1]);
    expect(besiegedTerms(3, 'provincia-1', ['civis'], ['diviciacos']).map((t) => t.value)).toEqual([3, 1]);
    expect(besiegedTerms(3, 'provincia-1', ['civis'], ['labienus', 'fabius'])).toEqual([
      { label: 'value of the place', value: 3, rule: 'BG 4.5.3' },
      { label: 'infantry units inside (1)', value: 1, rule: 'BG 4.5.3' },
      { label: 'C. Fabius inside', value: 1, rule: 'BG 4.5.3' },
      { label: 'T. Labienus inside', value: 2, rule: 'BG 4.5.3' },
    ]);
  });
});

describe('BG 1.IV.D sieges to resolve', () => {
  it('a place held by one side with the other in the open of the region; not a destroyed one, nor one the other side may not besiege', () => {
    const s = empty();
    put(s, ['legio-vii'], 'bigerriones');
    put(s, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    put(s, ['tarbelli-inf'], 'provincia-1');
    put(s, ['civis'], 'provincia-1', 'narbo');
    put(s, ['legio-viii'], 'santones');
    put(s, ['santones-inf'], 'santones', 'mediolanum-santonum');
    s.destroyed.push('mediolanum-santonum');
    const list = listSieges(new Ctx(s));
    expect(list.map((e) => [e.kind, e.region, e.place, e.stage])).toEqual([
      ['siege', 'provincia-1', 'narbo', 'start'],
      ['siege', 'bigerriones', 'sotiates-oppidum', 'start'],
    ]);
    // Gauls in the open beside a Gallic oppidum besiege nothing.
    const t = empty();
    put(t, ['tarbelli-inf'], 'bigerriones');
    put(t, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    expect(listSieges(new Ctx(t))).toEqual([]);
  });
  it('Corbilo is not besieged while a Veneti ship stands off it', () => {
    const s = empty();
    put(s, ['legio-vii'], 'veneti');
    put(s, ['veneti-inf'], 'veneti', 'corbilo');
    expect(listSieges(new Ctx(s)).map((e) => e.place)).toEqual(['corbilo']);
    put(s, ['veneti-ship-1'], 'veneti');
    expect(listSieges(new Ctx(s))).toEqual([]);
  });
  it('a siege whose garrison or besiegers are gone ends by itself', () => {
    const s = besieged();
    s.units['sotiates-inf'] = { region: null, place: null, out: 'eliminated', reduced: false };
    const ctx = new Ctx(s);
    listSieges(ctx);
    expect(s.sieges).toEqual([]);
    expect(texts(ctx.log)).toContain('The siege of Oppidum of the Sotiates is over: nobody is left inside.');
    const t = besieged();
    for (const u of LEGIONS.slice(0, 5)) t.units[u] = { region: null, place: null, out: 'eliminated', reduced: false };
    const ctx2 = new Ctx(t);
    listSieges(ctx2);
    expect(t.sieges).toEqual([]);
    expect(texts(ctx2.log)).toContain('The siege of Oppidum of the Sotiates is over: the besiegers are gone.');
    const u = besieged();
    listSieges(new Ctx(u));
    expect(u.sieges).toHaveLength(1);
  });
});

describe('BG 4.5.1 / 4.5.2 a siege opens', () => {
  it('with an army and a leader the besieger is asked whether to besiege', () => {
    const s = besieged(0);
    s.sieges = [];
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum');
    const ctx = new Ctx(s);
    siegeStep(ctx, e);
    expect(s.combat!.pending).toEqual({ kind: 'siegeStart', side: 'roman', place: 'sotiates-oppidum' });
    expect(ctx.log[0]).toMatchObject({ kind: 'text', text: 'Possible siege of Oppidum of the Sotiates.', heading: true });
    const t = besieged(1);
    const f = siegeEncounter(t, 'bigerriones', 'sotiates-oppidum');
    const ctx2 = new Ctx(t);
    siegeStep(ctx2, f);
    expect(texts(ctx2.log)[0]).toBe('Siege of Oppidum of the Sotiates.');
    expect(t.combat!.pending).toEqual({ kind: 'siegeStart', side: 'roman', place: 'sotiates-oppidum' });
  });
  it('without an army (or a leader) no siege begins, and a running one lapses', () => {
    const s = besieged(0);
    s.sieges = [];
    s.leaders.crassus = { region: null, place: null, out: 'killed', wounded: false };
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum');
    siegeStep(new Ctx(s), e);
    expect(s.combat!.pending).toBeNull();
    expect(e.stage).toBe('done');
    const t = besieged(2);
    t.units['legio-xi'] = { region: null, place: null, out: 'eliminated', reduced: false };
    const f = siegeEncounter(t, 'bigerriones', 'sotiates-oppidum');
    const ctx = new Ctx(t);
    siegeStep(ctx, f);
    expect(t.sieges).toEqual([]);
    expect(t.combat!.pending).toBeNull();
    expect(texts(ctx.log)[0]).toMatch(/lapses/);
  });
  it('a second siege in the region needs a second army and leader; the first one already counts', () => {
    const s = besieged(1);
    put(s, ['bigerriones-inf'], 'bigerriones', 'turba');
    const e = siegeEncounter(s, 'bigerriones', 'turba');
    siegeStep(new Ctx(s), e);
    expect(s.combat!.pending).toBeNull(); // one army and one leader: only the running siege
    const t = besieged(1);
    put(t, ['bigerriones-inf'], 'bigerriones', 'turba');
    put(t, LEGIONS.slice(5), 'bigerriones');
    put(t, ['fabius'], 'bigerriones');
    const f = siegeEncounter(t, 'bigerriones', 'turba');
    siegeStep(new Ctx(t), f);
    expect(t.combat!.pending).toEqual({ kind: 'siegeStart', side: 'roman', place: 'turba' });
  });
  it('the besieger\'s choice: begin a siege, carry on, decline, or raise it', () => {
    const s = besieged(0);
    s.sieges = [];
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum');
    siegeChoice(new Ctx(s), e, true);
    expect(s.sieges).toEqual([{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 0 }]);
    expect(s.combat!.pending).toEqual({ kind: 'siegeDefence', side: 'gallic', place: 'sotiates-oppidum' });
    expect(e.stage).toBe('defence');
    const t = besieged(2);
    const f = siegeEncounter(t, 'bigerriones', 'sotiates-oppidum');
    siegeChoice(new Ctx(t), f, true);
    expect(t.sieges).toEqual([{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 2 }]);
    const u = besieged(0);
    u.sieges = [];
    const g = siegeEncounter(u, 'bigerriones', 'sotiates-oppidum');
    const ctx = new Ctx(u);
    siegeChoice(ctx, g, false);
    expect(u.sieges).toEqual([]);
    expect(g.stage).toBe('done');
    expect(texts(ctx.log)).toEqual(['Roman forces do not besiege Oppidum of the Sotiates.']);
    const v = besieged(2);
    const h = siegeEncounter(v, 'bigerriones', 'sotiates-oppidum');
    siegeChoice(new Ctx(v), h, false);
    expect(v.sieges).toEqual([]);
    expect([h.loser, h.stage]).toEqual(['roman', 'retreat']);
  });
});

describe('BG 4.5.3 a siege turn', () => {
  it('strength against strength, one die on the Siege Table, each side reduces what the cell says', () => {
    // 5 infantry + 1 leader = 6 against 3 + 1 = 4: +2. Die 1 → 1/1.
    const s = besieged(1);
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'turn');
    s.rng = rngFor([1]);
    const ctx = new Ctx(s);
    siegeStep(ctx, e);
    expect(e.stage).toBe('afterTurn');
    const roll = ctx.log.find((x) => x.kind === 'roll')!;
    expect(roll).toMatchObject({ side: 'roman', rule: 'BG 4.5.3', purpose: 'Siege turn at Oppidum of the Sotiates: besiegers 6 − besieged 4 = +2', result: 'besiegers reduce 1, besieged reduce 1' });
    expect(s.losses.map((o) => [o.side, o.mode, o.count, o.candidates.slice().sort()])).toEqual([
      ['roman', 'reduce', 1, LEGIONS.slice(0, 5).sort()],
      ['gallic', 'reduce', 1, ['sotiates-inf']],
    ]);
  });
  it('a negative differential is shown with its sign and favours the besieged', () => {
    const s = besieged(1);
    for (const u of LEGIONS.slice(1, 5)) s.units[u].place = null;
    put(s, ['adiatuanus'], 'bigerriones', 'sotiates-oppidum');
    s.units['legio-viii'].region = 'tarbelli';
    s.units['legio-ix'].region = 'tarbelli'; // 3 infantry + 1 = 4 against 3 + 1 + 1 = 5
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'turn');
    s.rng = rngFor([1]);
    const ctx = new Ctx(s);
    siegeTurn(ctx, e);
    const roll = ctx.log.find((x) => x.kind === 'roll')!;
    expect(roll).toMatchObject({ purpose: 'Siege turn at Oppidum of the Sotiates: besiegers 4 − besieged 5 = -1', result: 'besiegers reduce 2, besieged reduce 0' });
    expect(s.losses.map((o) => [o.side, o.count])).toEqual([['roman', 2]]);
  });
});

describe('BG 4.5.2 how a siege ends', () => {
  it('a siege turn that leaves the garrison standing counts one turn more', () => {
    const s = besieged(1);
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'afterTurn');
    const ctx = new Ctx(s);
    siegeStep(ctx, e);
    expect(s.sieges[0].turns).toBe(2);
    expect(e.stage).toBe('done');
    expect(s.combat!.pending).toBeNull();
    expect(texts(ctx.log)).toEqual(['Siege of Oppidum of the Sotiates: turn 2 of at most 4.']);
  });
  it('the last unit gone: the place falls, its leaders are captured, the besieger may destroy it', () => {
    const s = besieged(1);
    put(s, ['adiatuanus'], 'bigerriones', 'sotiates-oppidum');
    s.units['sotiates-inf'] = { region: null, place: null, out: 'eliminated', reduced: false };
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'afterTurn');
    afterSiegeTurn(new Ctx(s), e);
    expect(s.leaders.adiatuanus.out).toBe('captured');
    expect(s.combat!.pending).toEqual({ kind: 'raze', side: 'roman', place: 'sotiates-oppidum' });
  });
  it('after the fourth consecutive siege turn the garrison must surrender (not after the third)', () => {
    const s = besieged(2);
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'afterTurn');
    afterSiegeTurn(new Ctx(s), e);
    expect(s.units['sotiates-inf'].out).toBeNull();
    expect(s.combat!.pending).toBeNull();
    const t = besieged(3);
    put(t, ['adiatuanus'], 'bigerriones', 'sotiates-oppidum');
    const f = siegeEncounter(t, 'bigerriones', 'sotiates-oppidum', 'afterTurn');
    const ctx = new Ctx(t);
    afterSiegeTurn(ctx, f);
    expect(t.units['sotiates-inf'].out).toBe('eliminated');
    expect(t.leaders.adiatuanus.out).toBe('captured');
    expect(t.combat!.pending).toEqual({ kind: 'raze', side: 'roman', place: 'sotiates-oppidum' });
    expect(texts(ctx.log)[0]).toBe('Oppidum of the Sotiates must surrender after 4 consecutive siege turns.');
  });
  it('the besieger may destroy the fallen place, or spare it: a spared place is not destroyed', () => {
    const s = besieged(4);
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'afterTurn');
    const ctx = new Ctx(s);
    finishSiege(ctx, e, false);
    expect(s.destroyed).toEqual([]);
    expect(s.sieges).toEqual([]);
    expect(e.stage).toBe('done');
    expect(texts(ctx.log)).toEqual(['Oppidum of the Sotiates is spared.']);
    const t = besieged(4);
    const f = siegeEncounter(t, 'bigerriones', 'sotiates-oppidum', 'afterTurn');
    const ctx2 = new Ctx(t);
    finishSiege(ctx2, f, true);
    expect(t.destroyed).toEqual(['sotiates-oppidum']);
    expect(t.sieges).toEqual([]);
    expect(ctx2.log[0]).toMatchObject({ side: 'roman', text: 'Oppidum of the Sotiates is destroyed (marker placed).' });
    finishSiege(ctx2, f, true); // a second marker is never placed
    expect(t.destroyed).toEqual(['sotiates-oppidum']);
  });
  it('a Gallic besieger who takes a city destroys it in his own name', () => {
    const s = empty();
    put(s, ['tarbelli-inf'], 'provincia-1');
    s.sieges = [{ place: 'narbo', region: 'provincia-1', besieger: 'gallic', turns: 2 }];
    const e = siegeEncounter(s, 'provincia-1', 'narbo', 'afterTurn');
    const ctx = new Ctx(s);
    finishSiege(ctx, e, true);
    expect(ctx.log[0]).toMatchObject({ side: 'gallic' });
    expect(s.destroyed).toEqual(['narbo']);
  });
  it('voluntary surrender: units and leaders leave the game, the place is spared and not destroyed', () => {
    const s = besieged(1);
    put(s, ['adiatuanus'], 'bigerriones', 'sotiates-oppidum');
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'defence');
    const ctx = new Ctx(s);
    surrender(ctx, e);
    expect(s.units['sotiates-inf'].out).toBe('eliminated');
    expect(s.leaders.adiatuanus.out).toBe('captured');
    expect(s.sieges).toEqual([]);
    expect(s.destroyed).toEqual([]);
    expect(s.spared).toEqual(['sotiates-oppidum']);
    expect(e.stage).toBe('done');
    expect(texts(ctx.log)[0]).toBe('The garrison of Oppidum of the Sotiates surrenders.');
  });
  it('a hiberna that falls or surrenders loses its marker; nothing is razed or spared', () => {
    for (const how of ['fall', 'surrender'] as const) {
      const s = empty();
      const h = hibernaId('santones');
      s.hiberna = ['santones'];
      put(s, ['legio-vii'], 'santones', h);
      put(s, ['santones-inf', 'tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf'], 'santones');
      put(s, ['adiatuanus'], 'santones');
      s.sieges = [{ place: h, region: 'santones', besieger: 'gallic', turns: 3 }];
      const e = siegeEncounter(s, 'santones', h, 'afterTurn');
      const ctx = new Ctx(s);
      if (how === 'fall') afterSiegeTurn(ctx, e);
      else surrender(ctx, e);
      expect(s.hiberna).toEqual([]);
      expect(s.sieges).toEqual([]);
      expect(s.spared).toEqual([]);
      expect(s.destroyed).toEqual([]);
      expect(s.combat!.pending).toBeNull();
    }
  });
});

describe('BG 4.5.4 / 4.5.6 sallies and raising', () => {
  it('a besieger beaten by a sally raises the siege and retreats; otherwise the sally counts as a siege turn', () => {
    const s = besieged(1);
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'sally');
    afterSally(new Ctx(s), e, 'gallic');
    expect(s.sieges).toEqual([]);
    expect([e.loser, e.stage]).toEqual(['roman', 'retreat']);
    const t = besieged(1);
    const f = siegeEncounter(t, 'bigerriones', 'sotiates-oppidum', 'sally');
    afterSally(new Ctx(t), f, 'roman');
    expect(t.sieges).toHaveLength(1);
    expect(f.stage).toBe('afterTurn');
    expect(f.loser).toBeUndefined();
  });
  it('raising a siege raises every siege of that besieger in the region, and no other', () => {
    const s = besieged(1);
    put(s, ['bigerriones-inf'], 'bigerriones', 'turba');
    s.sieges.push({ place: 'turba', region: 'bigerriones', besieger: 'roman', turns: 0 });
    s.sieges.push({ place: 'aquae-tarbellicae', region: 'tarbelli', besieger: 'roman', turns: 2 });
    s.sieges.push({ place: 'narbo', region: 'provincia-1', besieger: 'gallic', turns: 1 });
    const ctx = new Ctx(s);
    raiseSieges(ctx, 'bigerriones', 'roman', 'test');
    expect(s.sieges.map((x) => x.place)).toEqual(['aquae-tarbellicae', 'narbo']);
    expect(texts(ctx.log)).toEqual(['Siege of Oppidum of the Sotiates raised (test).', 'Siege of Turba raised (test).']);
    expect(ctx.log.every((x) => x.kind === 'text' && x.rule === 'BG 4.5.6' && x.side === 'roman')).toBe(true);
    raiseSieges(ctx, 'provincia-1', 'roman', 'test'); // the Gaul's siege there is not the Roman's to raise
    expect(s.sieges.map((x) => x.place)).toEqual(['aquae-tarbellicae', 'narbo']);
    expect(ctx.log).toHaveLength(2);
  });
  it('the beaten besieger retreats from the region', () => {
    const s = besieged(1);
    s.control.tarbelli = 'roman';
    s.control.nitiobriges = 'gallic';
    s.control['provincia-1'] = 'gallic';
    const e = siegeEncounter(s, 'bigerriones', 'sotiates-oppidum', 'retreat');
    e.loser = 'roman';
    siegeStep(new Ctx(s), e);
    expect(e.stage).toBe('done');
    expect(s.units['legio-vii'].region).toBe('tarbelli');
    expect(s.leaders.crassus.region).toBe('tarbelli');
  });
});


describe('BG 4.5.3 the chief of a tribe of the region', () => {
  it('a Gallic chief of either side counts in his tribes\' region; a Roman leader is no chief', () => {
    // Diviciacos, pro-Roman chief of the Aedui, inside a besieged hiberna in the Aedui region.
    expect(besiegedTerms(2, 'aedui', ['legio-vii'], ['diviciacos']).map((t) => t.label)).toEqual([
      'value of the place', 'infantry units inside (1)', 'Diviciacos, chief of a tribe of the region',
    ]);
    expect(besiegedTerms(2, 'carnutes', ['legio-vii'], ['diviciacos']).map((t) => t.value)).toEqual([2, 1]);
    expect(besiegedTerms(2, 'aedui', ['legio-vii'], ['crassus']).map((t) => t.label)).toEqual(['value of the place', 'infantry units inside (1)', 'P. Licinius Crassus inside']);
  });
  it('every leader of the game can be counted without fault', () => {
    for (const l of LEADERS) for (const r of ['aedui', 'britannia', 'germania']) expect(() => besiegedTerms(2, r, [], [l.id])).not.toThrow();
  });
});
