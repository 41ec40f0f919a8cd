/**
 * BG 4.2.1 losses and BG 2.2 control, rule by rule: a reduced unit reduced again is eliminated;
 * loss orders are taken by their owner from the units named; control follows the units present.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from './ctx';
import type { BellumState, LossOrder } from './state';
import { emptyAquitania, putUnits } from './testing/states';
import { defaultLossChoice, eliminateUnit, lossApply, lossLegal, orderLosses, reduceUnit } from './losses';
import { updateControl } from './control';

function empty(): BellumState {
  const s = emptyAquitania('losses-rules');
  s.losses = [];
  s.spared = [];
  return s;
}
const put = putUnits;
const order = (o: Partial<LossOrder>): LossOrder => ({ side: 'gallic', region: 'santones', candidates: [], count: 1, mode: 'reduce', rule: 'BG 4.3.2', purpose: 'test', ...o });

describe('BG 4.2.1 reducing and eliminating', () => {
  it('a unit is flipped to its reduced side; reduced again it is eliminated and leaves the map', () => {
    const s = empty();
    put(s, ['tarbelli-inf'], 'santones', 'mediolanum-santonum');
    const ctx = new Ctx(s);
    expect(reduceUnit(ctx, 'tarbelli-inf')).toBe('reduced');
    expect(s.units['tarbelli-inf']).toEqual({ region: 'santones', place: 'mediolanum-santonum', out: null, reduced: true });
    expect(reduceUnit(ctx, 'tarbelli-inf')).toBe('eliminated');
    expect(s.units['tarbelli-inf']).toMatchObject({ region: null, place: null, out: 'eliminated' });
  });
  it('the last unit of a side gone, the region changes hands at once (BG 2.2)', () => {
    const s = empty();
    put(s, ['tarbelli-inf'], 'santones');
    put(s, ['legio-vii'], 'santones');
    expect(s.control.santones).toBe('contested');
    eliminateUnit(new Ctx(s), 'tarbelli-inf');
    expect(s.control.santones).toBe('roman');
  });
});

describe('loss orders: the owner chooses among the units named', () => {
  it('an order with nothing to take, or no unit left to take it from, is dropped', () => {
    const s = empty();
    put(s, ['tarbelli-inf'], 'santones');
    const ctx = new Ctx(s);
    orderLosses(ctx, order({ candidates: ['tarbelli-inf'], count: 0 }));
    orderLosses(ctx, order({ candidates: ['boii-inf'] })); // off the map
    expect(s.losses).toEqual([]);
    orderLosses(ctx, order({ candidates: ['tarbelli-inf', 'boii-inf'] }));
    expect(s.losses).toHaveLength(1);
    expect(lossLegal(s)).toEqual([{ t: 'loss', unit: 'tarbelli-inf' }]);
  });
  it('each pick takes one from the count; a reduce order flips, an eliminate order removes', () => {
    const s = empty();
    put(s, ['tarbelli-inf', 'boii-inf', 'elusates-inf'], 'santones');
    const ctx = new Ctx(s);
    orderLosses(ctx, order({ candidates: ['tarbelli-inf', 'boii-inf', 'elusates-inf'], count: 2 }));
    orderLosses(ctx, order({ side: 'gallic', candidates: ['elusates-inf'], mode: 'eliminate', purpose: 'second' }));
    lossApply(ctx, 'tarbelli-inf');
    expect(s.units['tarbelli-inf'].reduced).toBe(true);
    expect(s.losses.map((o) => o.count)).toEqual([1, 1]);
    lossApply(ctx, 'boii-inf');
    expect(s.losses.map((o) => o.purpose)).toEqual(['second']);
    lossApply(ctx, 'elusates-inf');
    expect(s.units['elusates-inf'].out).toBe('eliminated');
    expect(s.losses).toEqual([]);
    expect(ctx.log.filter((x) => x.kind === 'text').map((x) => (x.kind === 'text' ? [x.side, x.text, x.rule] : []))).toEqual([
      ['gallic', 'Gallic loss (test): Tarbelli reduced.', 'BG 4.3.2'],
      ['gallic', 'Gallic loss (test): Boii (Boiates) reduced.', 'BG 4.3.2'],
      ['gallic', 'Gallic loss (second): Elusates eliminated.', 'BG 4.3.2'],
    ]);
  });
  it('an order whose units are all gone lapses, and the next one comes up', () => {
    const s = empty();
    put(s, ['tarbelli-inf', 'boii-inf'], 'santones');
    const ctx = new Ctx(s);
    orderLosses(ctx, order({ candidates: ['tarbelli-inf'], count: 3, mode: 'eliminate' }));
    orderLosses(ctx, order({ candidates: ['boii-inf'], purpose: 'next' }));
    lossApply(ctx, 'tarbelli-inf');
    expect(s.losses.map((o) => o.purpose)).toEqual(['next']);
  });
  it('"intact first": reduced units are offered only once no intact one is left', () => {
    const s = empty();
    put(s, ['tarbelli-inf', 'boii-inf'], 'santones');
    s.units['boii-inf'].reduced = true;
    orderLosses(new Ctx(s), order({ candidates: ['tarbelli-inf', 'boii-inf'], count: 2, intactFirst: true }));
    expect(lossLegal(s)).toEqual([{ t: 'loss', unit: 'tarbelli-inf' }]);
    s.units['tarbelli-inf'].reduced = true;
    expect(lossLegal(s)).toEqual([{ t: 'loss', unit: 'tarbelli-inf' }, { t: 'loss', unit: 'boii-inf' }]);
    const t = empty();
    put(t, ['tarbelli-inf', 'boii-inf'], 'santones');
    t.units['boii-inf'].reduced = true;
    orderLosses(new Ctx(t), order({ candidates: ['tarbelli-inf', 'boii-inf'], count: 2 }));
    expect(lossLegal(t)).toHaveLength(2);
  });
  it('the default pick keeps units on the map: intact before reduced, weakest first, legions last', () => {
    const s = empty();
    put(s, ['legio-vii', 'numidians', 'allied-cav-1', 'roman-cav-1'], 'santones');
    expect(defaultLossChoice(s, ['legio-vii', 'numidians', 'roman-cav-1', 'allied-cav-1'])).toBe('allied-cav-1');
    s.units['allied-cav-1'].reduced = true;
    expect(defaultLossChoice(s, ['legio-vii', 'numidians', 'roman-cav-1', 'allied-cav-1'])).toBe('roman-cav-1');
    expect(defaultLossChoice(s, ['legio-vii', 'numidians'])).toBe('numidians');
    put(s, ['civis'], 'santones');
    expect(defaultLossChoice(s, ['legio-vii', 'civis'])).toBe('civis'); // 4 SP against a 5 SP legion
    s.units.civis.reduced = true;
    expect(defaultLossChoice(s, ['civis', 'legio-vii'])).toBe('legio-vii');
  });
});

describe('BG 2.2 control', () => {
  it('both sides present, even besieged, contest the region; one side alone controls it; ships do not count', () => {
    const s = empty();
    put(s, ['legio-vii'], 'bigerriones');
    put(s, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    updateControl(s);
    expect(s.control.bigerriones).toBe('contested');
    s.units['sotiates-inf'].out = 'eliminated';
    updateControl(s);
    expect(s.control.bigerriones).toBe('roman');
    put(s, ['veneti-ship-1'], 'veneti');
    s.control.veneti = 'roman';
    updateControl(s);
    expect(s.control.veneti).toBe('roman');
  });
  it('an emptied pro-Roman region stays pro-Roman; an emptied contested or anti-Roman one is anti-Roman', () => {
    const s = empty();
    s.control.santones = 'roman';
    s.control.pictones = 'contested';
    s.control.veneti = 'gallic';
    updateControl(s);
    expect([s.control.santones, s.control.pictones, s.control.veneti]).toEqual(['roman', 'gallic', 'gallic']);
    put(s, ['tarbelli-inf'], 'santones');
    expect(s.control.santones).toBe('gallic');
  });
  it('a spared place stays spared until the side that surrendered it is inside again (BG 4.5.2)', () => {
    const s = empty();
    s.spared = ['sotiates-oppidum', 'narbo'];
    put(s, ['legio-vii'], 'bigerriones', 'sotiates-oppidum'); // a Roman inside a spared oppidum changes nothing
    put(s, ['tarbelli-inf'], 'provincia-1', 'narbo'); // nor a Gaul inside a spared city
    put(s, ['sotiates-inf'], 'bigerriones'); // nor a Gaul outside
    updateControl(s);
    expect(s.spared).toEqual(['sotiates-oppidum', 'narbo']);
    s.units['sotiates-inf'].place = 'sotiates-oppidum';
    updateControl(s);
    expect(s.spared).toEqual(['narbo']);
    put(s, ['civis'], 'provincia-1', 'narbo');
    expect(s.spared).toEqual([]);
  });
});

describe('loss orders: details', () => {
  it('an order with nothing to take is never queued, even behind another', () => {
    const s = empty();
    put(s, ['tarbelli-inf'], 'santones');
    const ctx = new Ctx(s);
    orderLosses(ctx, order({ candidates: ['tarbelli-inf'], purpose: 'first' }));
    orderLosses(ctx, order({ candidates: ['tarbelli-inf'], count: 0 }));
    orderLosses(ctx, order({ candidates: ['boii-inf'] }));
    expect(s.losses.map((o) => o.purpose)).toEqual(['first']);
  });
  it('the loss line points at the unit and the region', () => {
    const s = empty();
    put(s, ['tarbelli-inf'], 'santones');
    const ctx = new Ctx(s);
    orderLosses(ctx, order({ candidates: ['tarbelli-inf'] }));
    lossApply(ctx, 'tarbelli-inf');
    expect(ctx.log[0]).toMatchObject({ refs: [{ kind: 'piece', id: 'tarbelli-inf' }, { kind: 'region', id: 'santones' }] });
  });
  it('the default pick: a legion comes after a stronger non-legion unit; among equals the first offered', () => {
    const s = empty();
    put(s, ['legio-vii', 'german-inf-1', 'boii-inf', 'elusates-inf'], 'santones');
    expect(defaultLossChoice(s, ['legio-vii', 'german-inf-1'])).toBe('german-inf-1');
    expect(defaultLossChoice(s, ['elusates-inf', 'boii-inf'])).toBe('elusates-inf');
  });
});
