/**
 * BG 2.3 the Supply Phase rule by rule (seed 001, 2.1.4, 2.3.1–2.3.5): which units count, the
 * region status roll and its modifiers, depots, attrition (Devastated regions and besieged
 * garrisons), Scorched Earth and its August removal.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from './ctx';
import type { DieRollEntry, LogEntry } from '../core/log';
import type { BellumState } from './state';
import { hibernaId } from './data/places';
import { addUnit, emptyAquitania, place, putUnits } from './testing/states';
import { rngFor } from './testing/forceDice';
import {
  attritionChecks, depotSites, dismantleDepot, layScorchedEarth, placeDepot, regionStatusChecks, removeScorchedInAugust,
  rollAttrition, scorchSites, supplyLegal, supplyUnits,
} from './supply';

const LEGIONS = ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii', 'legio-xiii', 'legio-xiv', 'legio-xv', 'legio-i'];

/** 6.1 with every piece off the map, no markers, in June. */
function bare(): BellumState {
  const s = emptyAquitania('supply-rules');
  s.losses = [];
  s.scorched = [];
  s.depots = [];
  s.sieges = [];
  s.turn = 6;
  return s;
}
function legions(s: BellumState, n: number, region: string, where: string | null = null): string[] {
  const ids = LEGIONS.slice(0, n);
  for (const l of ids) addUnit(s, l, region, where);
  return ids;
}
const put = putUnits;
const rolls = (log: readonly LogEntry[]) => log.filter((e): e is DieRollEntry => e.kind === 'roll');
const texts = (log: readonly LogEntry[]) => log.flatMap((x) => (x.kind === 'text' ? [x.text] : []));

describe('BG 2.1.4 / 2.3.1 units that count for supply', () => {
  it('units in the open count; a garrison of 3 or fewer does not; a larger group in a place does', () => {
    const s = bare();
    legions(s, 2, 'carnutes');
    put(s, ['civis', 'numidians', 'cretans'], 'carnutes', 'cenabum');
    expect(supplyUnits(s, 'carnutes', 'roman').sort()).toEqual(['legio-vii', 'legio-viii']);
    put(s, ['balearics'], 'carnutes', 'cenabum');
    expect(supplyUnits(s, 'carnutes', 'roman').sort()).toEqual(['balearics', 'civis', 'cretans', 'legio-vii', 'legio-viii', 'numidians']);
  });
  it('a besieged group and a hiberna, of any size, never count', () => {
    const s = bare();
    put(s, ['civis', 'numidians', 'cretans', 'balearics'], 'carnutes', 'cenabum');
    s.sieges = [{ place: 'cenabum', region: 'carnutes', besieger: 'gallic', turns: 1 }];
    expect(supplyUnits(s, 'carnutes', 'roman')).toEqual([]);
    const t = bare();
    t.hiberna = ['carnutes'];
    legions(t, 6, 'carnutes', hibernaId('carnutes'));
    expect(supplyUnits(t, 'carnutes', 'roman')).toEqual([]);
  });
  it('groups are counted place by place', () => {
    const s = bare();
    put(s, ['civis', 'numidians'], 'carnutes', 'cenabum');
    put(s, ['cretans', 'balearics'], 'carnutes', 'autricum');
    expect(supplyUnits(s, 'carnutes', 'roman')).toEqual([]);
  });
});

describe('BG 2.3.1 region status', () => {
  function status(n: number, die: number, opts: { winter?: boolean; depot?: boolean; region?: string } = {}) {
    const s = bare();
    const region = opts.region ?? 'carnutes';
    legions(s, n, region);
    if (opts.winter) s.turn = 1;
    if (opts.depot) s.depots = [region];
    s.rng = rngFor([die]);
    const ctx = new Ctx(s);
    regionStatusChecks(ctx);
    return { s, ctx, roll: rolls(ctx.log)[0] };
  }
  it('more than 5 units roll: 5 or 6 Devastates, 1 to 4 keeps it Fertile', () => {
    expect(status(5, 6).roll).toBeUndefined();
    const a = status(6, 5);
    expect(a.roll).toMatchObject({ side: 'roman', rule: 'BG 2.3.1', total: 5, result: 'Devastated', purpose: 'Region status of Carnutes (Roman, 6 units)' });
    expect(a.roll.modifiers).toEqual([]);
    expect(a.s.scorched).toEqual(['carnutes']);
    expect(texts(a.ctx.log)).toEqual(['Carnutes is Devastated: a Scorched Earth marker is placed.']);
    const b = status(6, 4);
    expect(b.roll).toMatchObject({ total: 4, result: 'Fertile' });
    expect(b.s.scorched).toEqual([]);
  });
  it('+1 in winter, +1 for more than 8 units (not 8), −2 for a Roman depot', () => {
    expect(status(8, 4).roll.modifiers).toEqual([]);
    expect(status(9, 4).roll.modifiers).toEqual([{ value: 1, reason: 'more than 8 units', rule: 'BG 2.3.1' }]);
    const w = status(6, 4, { winter: true });
    expect(w.roll.modifiers).toEqual([{ value: 1, reason: 'winter turn', rule: 'BG 2.3.1' }]);
    expect(w.s.scorched).toEqual(['carnutes']); // 4 + 1
    const d = status(6, 6, { depot: true });
    expect(d.roll.modifiers).toEqual([{ value: -2, reason: 'Roman depot', rule: 'BG 2.3.1' }]);
    expect(d.s.scorched).toEqual([]); // 6 − 2
  });
  it('a depot helps only the Roman', () => {
    const s = bare();
    place(s, ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf', 'tarusates-cav', 'sotiates-inf'], 'santones');
    s.depots = ['santones'];
    s.rng = rngFor([5]);
    const ctx = new Ctx(s);
    regionStatusChecks(ctx);
    expect(rolls(ctx.log)[0]).toMatchObject({ side: 'gallic', modifiers: [], total: 5 });
    expect(s.scorched).toEqual(['santones']);
  });
  it('no roll in Gallia Romana, nor in a region already Devastated; markers stay sorted', () => {
    expect(status(9, 6, { region: 'provincia-1' }).roll).toBeUndefined();
    const s = bare();
    legions(s, 6, 'carnutes');
    s.scorched = ['carnutes'];
    const ctx = new Ctx(s);
    regionStatusChecks(ctx);
    expect(rolls(ctx.log)).toEqual([]);
    const t = bare();
    legions(t, 6, 'carnutes');
    t.scorched = ['veneti', 'arverni'];
    t.rng = rngFor([6]);
    regionStatusChecks(new Ctx(t));
    expect(t.scorched).toEqual(['arverni', 'carnutes', 'veneti']);
  });
});

describe('BG 2.3.2 depots', () => {
  it('one per Fertile region holding a Roman army in the open, up to 4 markers', () => {
    const t = bare();
    const sets = [
      ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi'],
      ['legio-xii', 'legio-xiii', 'legio-xiv', 'legio-xv', 'legio-i'],
    ];
    for (const u of sets[0]) addUnit(t, u, 'carnutes');
    for (const u of sets[1]) addUnit(t, u, 'senones');
    expect(depotSites(t)).toEqual(['carnutes', 'senones']);
    t.depots = ['senones'];
    expect(depotSites(t)).toEqual(['carnutes']);
    t.depots = ['a', 'b', 'c', 'd'];
    expect(depotSites(t)).toEqual([]);
    t.depots = ['a', 'b', 'c'];
    expect(depotSites(t)).toEqual(['carnutes', 'senones']);
  });
  it('not with an army inside a place, not with four units; in winter only with 3 legions', () => {
    const s = bare();
    for (const u of LEGIONS.slice(0, 4)) addUnit(s, u, 'carnutes');
    expect(depotSites(s)).toEqual([]);
    addUnit(s, 'numidians', 'carnutes');
    expect(depotSites(s)).toEqual(['carnutes']);
    s.turn = 1;
    expect(depotSites(s)).toEqual(['carnutes']); // four legions
    s.units['legio-x'].region = 'senones';
    s.units['legio-ix'].region = 'senones';
    addUnit(s, 'cretans', 'carnutes');
    addUnit(s, 'balearics', 'carnutes');
    expect(depotSites(s)).toEqual([]); // two legions in winter
    s.turn = 6;
    expect(depotSites(s)).toEqual(['carnutes']);
    const t = bare();
    for (const u of LEGIONS.slice(0, 5)) addUnit(t, u, 'carnutes', 'cenabum');
    expect(depotSites(t)).toEqual([]);
  });
  it('building, dismantling and the legal actions of each supply step', () => {
    const s = bare();
    const ctx = new Ctx(s);
    placeDepot(ctx, 'senones');
    placeDepot(ctx, 'carnutes');
    expect(s.depots).toEqual(['carnutes', 'senones']);
    dismantleDepot(ctx, 'senones');
    expect(s.depots).toEqual(['carnutes']);
    expect(texts(ctx.log)).toEqual(['Roman depot built in Senones.', 'Roman depot built in Carnutes.', 'Roman depot in Senones dismantled.']);
    expect(ctx.log.every((e) => e.kind === 'text' && e.side === 'roman' && e.rule === 'BG 2.3.2')).toBe(true);
    s.step = 'supply.dismantle';
    expect(supplyLegal(s)).toEqual([{ t: 'dismantle', region: 'carnutes' }, { t: 'done' }]);
    s.step = 'supply.depots';
    for (const u of LEGIONS.slice(0, 5)) addUnit(s, u, 'senones');
    expect(supplyLegal(s)).toEqual([{ t: 'depot', region: 'senones' }, { t: 'done' }]);
    s.step = 'supply.scorch';
    expect(supplyLegal(s)).toContainEqual({ t: 'scorch', region: 'pictones' });
    expect(supplyLegal(s).at(-1)).toEqual({ t: 'done' });
    s.step = 'roman.move';
    expect(supplyLegal(s)).toEqual([]);
  });
});

describe('BG 2.3.4 attrition', () => {
  it('in a Devastated region each side rolls for its own units, on its terrain and numbers', () => {
    const s = bare();
    legions(s, 7, 'tarbelli'); // marsh, 7–10 units
    place(s, ['tarusates-inf', 'tarusates-cav'], 'tarbelli');
    s.scorched = ['tarbelli'];
    s.rng = rngFor([6, 6]);
    const ctx = new Ctx(s);
    attritionChecks(ctx);
    const r = rolls(ctx.log);
    expect(r.map((x) => [x.side, x.purpose, x.result])).toEqual([
      ['roman', 'Roman attrition in Devastated Tarbelli (7 units, marsh)', '3 units reduced'],
      ['gallic', 'Gallic attrition in Devastated Tarbelli (2 units, marsh)', '1 unit reduced'],
    ]);
    expect(r[0].cell).toEqual({ table: 'attrition', row: '6', col: 'marsh 7–10' });
    expect(s.losses.map((o) => [o.side, o.count, o.mode, o.rule, o.region])).toEqual([
      ['roman', 3, 'reduce', 'BG 2.3.4', 'tarbelli'],
      ['gallic', 1, 'reduce', 'BG 2.3.4', 'tarbelli'],
    ]);
    expect(s.losses[0].candidates.sort()).toEqual(LEGIONS.slice(0, 7).sort());
  });
  it('a side with no unit there does not roll; no loss orders nothing', () => {
    const s = bare();
    legions(s, 2, 'tarbelli');
    s.scorched = ['tarbelli'];
    s.rng = rngFor([1]);
    const ctx = new Ctx(s);
    attritionChecks(ctx);
    expect(rolls(ctx.log).map((x) => [x.side, x.result])).toEqual([['roman', 'no loss']]);
    expect(s.losses).toEqual([]);
  });
  it('besieged garrisons roll apart from the rest of the region, Fertile or not; a hiberna does not', () => {
    const s = bare();
    place(s, ['sotiates-inf', 'sotiates-cav'], 'bigerriones', 'sotiates-oppidum');
    place(s, ['bigerriones-inf', 'convenae-inf'], 'bigerriones');
    s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 }];
    s.rng = rngFor([6]);
    const ctx = new Ctx(s);
    attritionChecks(ctx);
    expect(rolls(ctx.log).map((x) => [x.side, x.purpose])).toEqual([['gallic', 'Gallic attrition of the besieged garrison (2 units, mountain)']]);
    expect(s.losses.map((o) => [o.side, o.candidates])).toEqual([['gallic', ['sotiates-cav', 'sotiates-inf']]]);
    // A Roman garrison besieged by the Gauls rolls as the Roman's.
    const t = bare();
    place(t, ['civis'], 'provincia-1', 'narbo');
    t.sieges = [{ place: 'narbo', region: 'provincia-1', besieger: 'gallic', turns: 1 }];
    const ctx2 = new Ctx(t);
    attritionChecks(ctx2);
    expect(rolls(ctx2.log).map((x) => x.side)).toEqual(['roman']);
    // An emptied besieged place rolls nothing; nor does a hiberna.
    const u = bare();
    u.sieges = [{ place: 'narbo', region: 'provincia-1', besieger: 'gallic', turns: 1 }];
    u.hiberna = ['santones'];
    legions(u, 2, 'santones', hibernaId('santones'));
    u.sieges.push({ place: hibernaId('santones'), region: 'santones', besieger: 'gallic', turns: 1 });
    const ctx3 = new Ctx(u);
    attritionChecks(ctx3);
    expect(rolls(ctx3.log)).toEqual([]);
  });
  it('an attrition roll is logged with its rule and purpose, and orders the losses it reads', () => {
    const s = bare();
    const ctx = new Ctx(s);
    s.rng = rngFor([6]);
    legions(s, 2, 'arverni');
    rollAttrition(ctx, 'roman', 'arverni', ['legio-vii', 'legio-viii'], 'test', 'BG 3.4');
    expect(rolls(ctx.log)[0]).toMatchObject({ purpose: 'Roman test (2 units, mountain)', result: '1 unit reduced', rule: 'BG 3.4' });
    expect(s.losses.map((o) => [o.count, o.purpose])).toEqual([[1, 'test']]);
  });
});

describe('BG 2.3.5 Scorched Earth', () => {
  it('in each region the Gaul controls, outside Gallia Romana, not twice, up to 8 markers', () => {
    const s = bare();
    s.control = Object.fromEntries(Object.keys(s.control).map((r) => [r, 'roman']));
    s.control.pictones = 'gallic';
    s.control.santones = 'gallic';
    s.control['provincia-1'] = 'gallic';
    s.control.veneti = null as never;
    expect(scorchSites(s)).toEqual(['pictones', 'santones']);
    s.scorched = ['santones'];
    expect(scorchSites(s)).toEqual(['pictones']);
    s.scorched = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(scorchSites(s)).toEqual([]);
    s.scorched = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(scorchSites(s)).toEqual(['pictones', 'santones']);
  });
  it('laying it destroys the Roman depot there', () => {
    const s = bare();
    s.depots = ['carnutes', 'pictones'];
    s.scorched = ['veneti'];
    const ctx = new Ctx(s);
    layScorchedEarth(ctx, 'pictones');
    expect(s.scorched).toEqual(['pictones', 'veneti']);
    expect(s.depots).toEqual(['carnutes']);
    expect(ctx.log[0]).toMatchObject({ kind: 'text', side: 'gallic', rule: 'BG 2.3.5', text: 'Scorched Earth laid in Pictones. The Roman depot there is destroyed.' });
    layScorchedEarth(ctx, 'santones', true);
    expect(ctx.log[1]).toMatchObject({ text: 'Scorched Earth laid in Santones.', auto: true });
    expect(s.depots).toEqual(['carnutes']);
  });
  it('every marker comes off at the start of the August supply phase, with a log line', () => {
    const s = bare();
    s.turn = 7;
    s.scorched = ['pictones', 'veneti'];
    const ctx = new Ctx(s);
    removeScorchedInAugust(ctx);
    expect(s.scorched).toEqual([]);
    expect(texts(ctx.log)).toEqual(['August: all 2 Scorched Earth markers are removed.']);
    const t = bare();
    t.turn = 7;
    const ctx2 = new Ctx(t);
    removeScorchedInAugust(ctx2);
    expect(ctx2.log).toEqual([]);
  });
});

describe('BG 2.3 supply log lines name their rule and region', () => {
  const R = (id: string) => ({ kind: 'region', id });
  it('status rolls, the Devastated marker, attrition rolls', () => {
    const s = bare();
    legions(s, 6, 'carnutes');
    s.rng = rngFor([6, 6]);
    const ctx = new Ctx(s);
    regionStatusChecks(ctx);
    attritionChecks(ctx);
    expect(ctx.log.map((x) => [x.kind, x.rule, x.refs])).toEqual([
      ['roll', 'BG 2.3.1', [R('carnutes')]],
      ['text', 'BG 2.3.1', [R('carnutes')]],
      ['roll', 'BG 2.3.4', [R('carnutes')]],
    ]);
    const t = bare();
    place(t, ['sotiates-inf', 'sotiates-cav'], 'bigerriones', 'sotiates-oppidum');
    t.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 }];
    const ctx2 = new Ctx(t);
    attritionChecks(ctx2);
    expect(ctx2.log.map((x) => [x.kind, x.rule, x.refs])).toEqual([['roll', 'BG 2.3.4', [R('bigerriones')]]]);
  });
  it('depots, Scorched Earth laid by hand or by the solo Gaul, and the August removal', () => {
    const s = bare();
    s.turn = 7;
    s.scorched = ['pictones', 'veneti'];
    const ctx = new Ctx(s);
    removeScorchedInAugust(ctx);
    placeDepot(ctx, 'carnutes');
    dismantleDepot(ctx, 'carnutes');
    layScorchedEarth(ctx, 'santones');
    expect(ctx.log.map((x) => [x.rule, x.refs])).toEqual([
      ['BG 2.3.5', [R('pictones'), R('veneti')]],
      ['BG 2.3.2', [R('carnutes')]],
      ['BG 2.3.2', [R('carnutes')]],
      ['BG 2.3.5', [R('santones')]],
    ]);
    expect(ctx.log[3]).toMatchObject({ auto: false });
  });
  it('a siege elsewhere does not hide a large group in another place', () => {
    const s = bare();
    put(s, ['civis', 'numidians', 'cretans', 'balearics'], 'carnutes', 'cenabum');
    s.sieges = [{ place: 'autricum', region: 'carnutes', besieger: 'gallic', turns: 1 }];
    expect(supplyUnits(s, 'carnutes', 'roman')).toHaveLength(4);
  });
});
