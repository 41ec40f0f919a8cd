/** BG 3.2 — Roman replacements (an option: the campaign rule, tested on its own). */
import { describe, expect, it } from 'vitest';
import { bellum } from './system';
import { Ctx } from './ctx';
import { goto } from './flow';
import { hibernaId } from './hiberna';
import { aquitania, addLeader, addUnit } from './testing/states';
import type { BellumState } from './state';
import { beginReplacements, replacementLegal, replacementsDue } from './replacements';

/** A 6.1 state at the start of the Roman movement phase of `turn` (56 BC), replacements on. */
function at(turn: number, on = true): BellumState {
  const s = aquitania();
  s.options = { ...s.options, replacements: on };
  s.turn = turn;
  s.losses = []; // the set-up's attrition orders play no part here
  addLeader(s, 'cicero', 'cisalpina');
  return s;
}

const kill = (s: BellumState, ids: string[]) => {
  for (const id of ids) s.units[id] = { region: null, place: null, out: 'eliminated', reduced: false };
};

describe('BG 3.2 / BG 1.II.B replacements', () => {
  it('are off unless switched on, and fall due only from 56 BC, in Winter (Supplementum) and March (both)', () => {
    expect(replacementsDue(at(2, false))).toEqual({ supplementum: false, levies: false });
    expect(replacementsDue(at(1))).toEqual({ supplementum: true, levies: false });
    expect(replacementsDue(at(2))).toEqual({ supplementum: true, levies: true });
    expect(replacementsDue(at(5))).toEqual({ supplementum: false, levies: false });
    const early = at(2);
    early.year = 57;
    expect(replacementsDue(early)).toEqual({ supplementum: false, levies: false });
    const taken = at(2);
    taken.replacementsTaken = { supplementum: 56 };
    expect(replacementsDue(taken)).toEqual({ supplementum: false, levies: true }); // not twice a year
  });

  it('need a Roman leader in Cisalpina; without one the year is lost in March', () => {
    const s = at(2);
    s.leaders['cicero'] = { region: 'veneti', place: null, out: null, wounded: false };
    s.units['legio-vii'].reduced = true;
    const ctx = new Ctx(s);
    expect(beginReplacements(ctx)).toBe(false);
    expect(s.units['legio-vii'].reduced).toBe(true);
    expect(replacementsDue(s)).toEqual({ supplementum: false, levies: false });
    expect(ctx.log.some((e) => e.kind === 'text' && /No Roman leader in Cisalpina/.test(e.text))).toBe(true);
  });

  it('Supplementum: reduced legions restored where they stand; Gallic cavalry to the one hiberna with a leader', () => {
    const s = at(1);
    s.units['legio-vii'].reduced = true;
    s.units['numidians'].reduced = true; // not a legion: stays reduced
    s.hiberna = ['veneti'];
    s.units['legio-vii'].place = hibernaId('veneti');
    s.leaders['crassus'].place = hibernaId('veneti');
    const ctx = new Ctx(s);
    expect(beginReplacements(ctx)).toBe(false);
    expect(s.units['legio-vii']).toMatchObject({ reduced: false, region: 'veneti' });
    expect(s.units['numidians'].reduced).toBe(true);
    // allied-cav-1 is on the map (6.1): the first free counter is allied-cav-2.
    expect(s.units['allied-cav-2']).toEqual({ region: 'veneti', place: hibernaId('veneti'), out: null, reduced: false });
  });

  it('Supplementum: with two hiberna the Roman chooses; with none no cavalry comes', () => {
    const s = at(1);
    s.hiberna = ['veneti', 'provincia-1'];
    s.leaders['crassus'].place = hibernaId('veneti');
    addLeader(s, 'fabius', 'provincia-1', hibernaId('provincia-1'));
    const ctx = new Ctx(s);
    expect(beginReplacements(ctx)).toBe(true);
    expect(s.replacement).toEqual({ kind: 'cavalry', unit: 'allied-cav-2', sites: ['provincia-1', 'veneti'] });
    const none = at(1);
    expect(beginReplacements(new Ctx(none))).toBe(false);
    expect(none.units['allied-cav-2']).toBeUndefined();
  });

  it('Levies in March: 2 legions, 1 auxiliary, 1 Roman cavalry from the eliminated; forced picks are made at once', () => {
    const s = at(2);
    kill(s, ['legio-vii', 'numidians', 'roman-cav-1']);
    addUnit(s, 'legio-viii', 'tarbelli');
    kill(s, ['legio-viii']);
    const ctx = new Ctx(s);
    expect(beginReplacements(ctx)).toBe(false); // nothing to choose
    for (const u of ['legio-vii', 'legio-viii', 'numidians', 'roman-cav-1']) expect(s.units[u]).toEqual({ region: 'cisalpina', place: null, out: null, reduced: false });
  });

  it('Levies: a choice waits when the eliminated outnumber the quota; Caesar in Cisalpina adds one of any kind', () => {
    let s = at(2);
    for (const u of ['legio-viii', 'legio-ix', 'legio-x', 'cretans']) addUnit(s, u, 'tarbelli');
    kill(s, ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'cretans', 'numidians']);
    addLeader(s, 'caesar', 'cisalpina');
    s.step = 'supply.scorch';
    const ctx = new Ctx(s);
    goto(ctx, 'roman.move');
    s = ctx.s;
    expect(s.step).toBe('roman.replacements');
    expect(s.replacement).toEqual({ kind: 'levies', quota: { legion: 2, auxiliary: 1, 'roman-cavalry': 0, any: 1 } });
    const legal = bellum.legalActions(s);
    expect(legal).toContainEqual({ t: 'levy', unit: 'cretans' });
    expect(legal).toContainEqual({ t: 'levy', unit: 'legio-x' });
    for (const unit of ['legio-vii', 'legio-viii', 'legio-ix', 'cretans']) {
      const r = bellum.apply(s, { t: 'levy', unit });
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    // Two legions, the auxiliary and Caesar's extra unit (a third legion): the levies are done.
    expect(s.step).toBe('roman.move');
    expect(['legio-vii', 'legio-viii', 'legio-ix', 'cretans'].map((u) => s.units[u].region)).toEqual(['cisalpina', 'cisalpina', 'cisalpina', 'cisalpina']);
    expect(s.units['legio-x'].out).toBe('eliminated');
    expect(s.units['numidians'].out).toBe('eliminated');
  });

  it("Levies: Caesar's extra unit may be of any kind, the Civis too; without Caesar the Civis is not offered", () => {
    const s = at(2);
    kill(s, ['civis']);
    addLeader(s, 'caesar', 'cisalpina');
    const ctx = new Ctx(s);
    expect(beginReplacements(ctx)).toBe(true);
    expect(replacementLegal(ctx.s)).toContainEqual({ t: 'levy', unit: 'civis' });
    const without = at(2);
    kill(without, ['civis', 'legio-vii', 'legio-viii', 'legio-ix']);
    expect(beginReplacements(new Ctx(without))).toBe(true); // three legions for two places: a choice
    expect(without.replacement?.kind).toBe('levies');
    expect(replacementLegal(without)).not.toContainEqual({ t: 'levy', unit: 'civis' });
  });

  it('with the option off the flow goes straight to Roman movement', () => {
    const s = at(2, false);
    kill(s, ['legio-vii']);
    s.step = 'supply.scorch';
    const ctx = new Ctx(s);
    goto(ctx, 'roman.move');
    expect(ctx.s.step).toBe('roman.move');
    expect(ctx.s.units['legio-vii'].out).toBe('eliminated');
  });
});
