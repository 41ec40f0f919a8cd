/** BG 3.2 Roman replacements (an option), as the log tells them, and their edge cases. */
import { describe, expect, it } from 'vitest';
import { Ctx } from './ctx';
import type { LogEntry } from '../core/log';
import { hibernaId } from './hiberna';
import { aquitania, addLeader } from './testing/states';
import type { BellumState } from './state';
import { beginReplacements, cavalrySites, freeAlliedCavalry, replacementApply, replacementsDue, romanLeaderInCisalpina } from './replacements';

function at(turn: number): BellumState {
  const s = aquitania();
  s.options = { ...s.options, replacements: true };
  s.turn = turn;
  s.losses = [];
  addLeader(s, 'cicero', 'cisalpina');
  return s;
}
const kill = (s: BellumState, ids: string[]) => {
  for (const id of ids) s.units[id] = { region: null, place: null, out: 'eliminated', reduced: false };
};
const said = (log: LogEntry[]) => log.flatMap((e) => (e.kind === 'text' ? [e.text] : []));

describe('BG 3.2 who may raise replacements', () => {
  it('a Roman leader in play in Cisalpina; not a pro-Roman chief, not one who is out', () => {
    const s = at(1);
    expect(romanLeaderInCisalpina(s)).toBe(true);
    s.leaders.cicero.out = 'captured';
    expect(romanLeaderInCisalpina(s)).toBe(false);
    addLeader(s, 'diviciacos', 'cisalpina');
    expect(romanLeaderInCisalpina(s)).toBe(false);
    addLeader(s, 'adiatuanus', 'cisalpina');
    expect(romanLeaderInCisalpina(s)).toBe(false);
  });
  it('without one in Winter the Supplementum is not lost yet: March may still bring it', () => {
    const s = at(1);
    s.leaders.cicero.region = 'veneti';
    const ctx = new Ctx(s);
    expect(beginReplacements(ctx)).toBe(false);
    expect(said(ctx.log)).toEqual(['No Roman leader in Cisalpina: no replacements this year.']);
    expect(ctx.log[0]).toMatchObject({ side: 'roman', rule: 'BG 3.2', refs: [{ kind: 'region', id: 'cisalpina' }] });
    expect(replacementsDue(s).supplementum).toBe(true);
  });
});

describe('BG 3.2 Supplementum', () => {
  it('names the legions restored, or says there were none; no hiberna with a leader: no cavalry', () => {
    const s = at(1);
    s.units['legio-vii'].reduced = true;
    const ctx = new Ctx(s);
    beginReplacements(ctx);
    expect(said(ctx.log)).toEqual(['Supplementum: Legio VII back to full strength.', 'No hiberna with a leader inside: the Supplementum brings no Gallic cavalry.']);
    expect(ctx.log[0]).toMatchObject({ side: 'roman', rule: 'BG 3.2', refs: [{ kind: 'piece', id: 'legio-vii' }] });
    const none = new Ctx(at(1));
    beginReplacements(none);
    expect(said(none.log)[0]).toBe('Supplementum: no reduced legion back to full strength.');
  });
  it('no Gallic cavalry counter left: said so', () => {
    const s = at(1);
    s.hiberna = ['veneti'];
    s.leaders.crassus.place = hibernaId('veneti');
    for (const u of ['allied-cav-1', 'allied-cav-2', 'allied-cav-3', 'allied-cav-4']) s.units[u] = { region: 'provincia-1', place: null, out: null, reduced: false };
    expect(freeAlliedCavalry(s)).toBeNull();
    const ctx = new Ctx(s);
    beginReplacements(ctx);
    expect(said(ctx.log)).toContain('No Gallic cavalry counter is left for the Supplementum.');
  });
  it('a counter eliminated earlier is free again', () => {
    const s = at(1);
    for (const u of ['allied-cav-1', 'allied-cav-2', 'allied-cav-3', 'allied-cav-4']) s.units[u] = { region: 'provincia-1', place: null, out: null, reduced: false };
    s.units['allied-cav-3'].out = 'eliminated';
    expect(freeAlliedCavalry(s)).toBe('allied-cav-3');
  });
  it('the hiberna must hold a Roman-side leader in play', () => {
    const s = at(1);
    s.hiberna = ['veneti', 'provincia-1'];
    addLeader(s, 'diviciacos', 'veneti', hibernaId('veneti')); // a pro-Roman chief will do
    addLeader(s, 'fabius', 'provincia-1', hibernaId('provincia-1'));
    s.leaders.fabius.out = 'killed';
    expect(cavalrySites(s)).toEqual(['veneti']);
  });
  it('the cavalry placed, or declined, is logged; then the Levies follow in March', () => {
    const s = at(2);
    s.hiberna = ['veneti', 'provincia-1'];
    s.leaders.crassus.place = hibernaId('veneti');
    addLeader(s, 'fabius', 'provincia-1', hibernaId('provincia-1'));
    const ctx = new Ctx(s);
    expect(beginReplacements(ctx)).toBe(true);
    const took = new Ctx(structuredClone(s));
    replacementApply(took, { t: 'supplement', region: 'veneti' });
    expect(said(took.log)[0]).toBe('Supplementum: Gallic cavalry II (pro-Roman) joins the hiberna in Veneti.');
    expect(took.log[0]).toMatchObject({ refs: [{ kind: 'piece', id: 'allied-cav-2' }, { kind: 'region', id: 'veneti' }] });
    expect(said(took.log)[1]).toBe('Levies: up to 2 legions, 1 auxiliary and 1 Roman cavalry from the eliminated units.');
    const declined = new Ctx(structuredClone(s));
    replacementApply(declined, { t: 'done' });
    expect(said(declined.log)[0]).toBe('Supplementum: the Gallic cavalry is not taken.');
    expect(declined.s.units['allied-cav-2']).toBeUndefined();
  });
});

describe('BG 3.2 Levies', () => {
  it('Caesar in Cisalpina is announced; each unit raised is named; the rest may be declined', () => {
    const s = at(2);
    s.replacementsTaken = { supplementum: 56 };
    kill(s, ['legio-vii', 'civis']);
    addLeader(s, 'caesar', 'cisalpina');
    const ctx = new Ctx(s);
    expect(beginReplacements(ctx)).toBe(true);
    expect(said(ctx.log)).toEqual(['Levies: up to 2 legions, 1 auxiliary and 1 Roman cavalry from the eliminated units, and 1 more of any kind (Caesar is in Cisalpina).']);
    replacementApply(ctx, { t: 'levy', unit: 'civis' });
    expect(said(ctx.log).at(-1)).toBe('Levies: Legio VII is raised again in Cisalpina.');
    expect(s.units.civis).toEqual({ region: 'cisalpina', place: null, out: null, reduced: false });
    expect(said(ctx.log)).toContain('Levies: Civis is raised again in Cisalpina.');
    expect(s.replacement).toBeNull();
  });
  it('declining the rest is logged and ends the levies', () => {
    const s = at(2);
    s.replacementsTaken = { supplementum: 56 };
    kill(s, ['legio-vii', 'legio-viii', 'legio-ix']);
    const ctx = new Ctx(s);
    expect(beginReplacements(ctx)).toBe(true);
    expect(replacementApply(ctx, { t: 'done' })).toBe(false);
    expect(said(ctx.log).at(-1)).toBe('Levies: the remaining units are not taken.');
    expect(s.replacement).toBeNull();
    expect(s.units['legio-vii'].out).toBe('eliminated');
  });
  it('nothing waiting: applying does nothing', () => {
    const s = at(5);
    const ctx = new Ctx(s);
    expect(replacementApply(ctx, { t: 'done' })).toBe(false);
    expect(ctx.log).toEqual([]);
  });
});
