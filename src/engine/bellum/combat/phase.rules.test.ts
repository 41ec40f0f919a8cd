/**
 * BG 1.IV / BG 4 the combat phase's own steps (combat/phase.ts): the list of combats (BG 4.1),
 * the relief split (BG 4.5.5), a sally's announcement (BG 4.5.4), and the board decisions of
 * BG 4.4.2 — realignment, losses taken one by one, pursuit up to its limit.
 */
import { describe, expect, it } from 'vitest';
import { cloneState } from '../ctx';
import { addLeader, addUnit, emptyAtRomanMove, place } from '../testing/states';
import { besiegeSotiates, declineSacks, act, toCombat } from './testkit';
import { boardAt, pursuitAt, openCombat, step, texts, twoArmies } from './battle/battleKit';
import { combatToAct } from './phase';

describe('BG 4.1 the combats of the phase', () => {
  it('are announced together, skirmishes first', () => {
    const s0 = twoArmies();
    addUnit(s0, 'legio-viii', 'tarbelli');
    addUnit(s0, 'bigerriones-inf', 'tarbelli');
    const { log } = openCombat(s0);
    const list = log.find((x) => x.kind === 'text' && x.rule === 'BG 4.1');
    expect(list).toMatchObject({ side: null, text: 'Combats this phase: skirmish in Tarbelli; pitched battle in Santones.', refs: [{ kind: 'region', id: 'tarbelli' }, { kind: 'region', id: 'santones' }] });
  });
});

describe('BG 4.5.5 a relief army', () => {
  it('makes the besieger split his force first, and says so', () => {
    const s0 = besiegeSotiates(emptyAtRomanMove('phase-relief'));
    const { s, log } = openCombat(s0);
    expect(s.combat!.pending).toEqual({ kind: 'reliefSplit', side: 'roman', region: 'bigerriones' });
    expect(log.find((x) => x.kind === 'text' && x.rule === 'BG 4.5.5')).toMatchObject({ side: 'roman', text: 'A relief army stands in Bigerriones: the besiegers split their force.', refs: [{ kind: 'region', id: 'bigerriones' }], heading: true });
    expect(combatToAct(s)).toBe('roman');
  });
});

describe('BG 4.5.4 a sally', () => {
  it('is announced with the place it comes from; the garrison attacks', () => {
    const s0 = emptyAtRomanMove('phase-sally');
    place(s0, ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    addLeader(s0, 'adiatuanus', 'bigerriones', 'sotiates-oppidum');
    place(s0, ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1', 'crassus'], 'bigerriones');
    s0.sieges.push({ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 });
    let s = declineSacks(toCombat(s0));
    s = act(s, { t: 'besiege', place: 'sotiates-oppidum' });
    expect(combatToAct(s)).toBe('gallic');
    const r = step(s, { t: 'sally', place: 'sotiates-oppidum' });
    expect(r.log[0]).toMatchObject({ kind: 'text', side: 'gallic', rule: 'BG 4.5.4', text: 'The besieged army sallies from Oppidum of the Sotiates.', refs: [{ kind: 'region', id: 'bigerriones' }, { kind: 'oppidum', id: 'sotiates-oppidum' }] });
    expect(r.s.combat!.board).toMatchObject({ attacker: 'gallic', sally: 'sotiates-oppidum' });
  });
});

describe('BG 4.4.2 decisions on the board', () => {
  it('realignment: a reserve unit moves to a first-line wing, and the log says where', () => {
    const { s } = boardAt('pb.realignD');
    s.combat!.board!.gallic.units['boii-inf'].wing = 'reserve';
    s.combat!.pending = { kind: 'realign', side: 'gallic' };
    const r = step(s, { t: 'realign', unit: 'boii-inf', wing: 'left' });
    expect(r.s.combat!.board!.gallic.units['boii-inf'].wing).toBe('left');
    expect(r.log[0]).toMatchObject({ kind: 'text', side: 'gallic', rule: 'BG 4.4.2', text: 'Boii (Boiates) moves from the reserve to the Left.' });
    expect(r.s.combat!.pending).toEqual({ kind: 'realign', side: 'gallic' }); // more may follow until done
  });
  it('losses are taken one at a time until the count is met or the first line is empty', () => {
    const { s } = boardAt('pb.losses');
    s.combat!.pending = { kind: 'boardLoss', side: 'gallic', mode: 'weaken', count: 2, rule: 'BG 4.4.2' };
    const one = step(s, { t: 'boardLoss', unit: 'boii-inf' }).s;
    expect(one.combat!.pending).toMatchObject({ kind: 'boardLoss', side: 'gallic', count: 1 });
    const two = cloneState(one);
    for (const u of ['elusates-inf', 'tarbelli-inf', 'tarusates-cav']) two.combat!.board!.gallic.units[u].box = 'E';
    const last = step(two, { t: 'boardLoss', unit: 'tarusates-inf' }, [1, 1, 1, 1, 1, 1]);
    expect(texts(last.log)[0]).toBe('Tarusates is weakened (Centre A box).');
    // One loss still owed, but nobody is left in the line: the sequence goes on to the rout tests.
    expect(last.log[1]).toMatchObject({ kind: 'roll', purpose: 'Roman rout test, Left wing' });
  });
  it('pursuit: one unit after another up to the limit', () => {
    const { s } = pursuitAt('roman', 2);
    const one = step(s, { t: 'pursue', unit: 'boii-inf' }).s;
    expect(one.combat!.pending).toEqual({ kind: 'pursuit', side: 'roman' });
    expect(one.combat!.encounters[0].pursued).toBe(1);
    const two = step(one, { t: 'pursue', unit: 'elusates-inf' }).s;
    expect(two.units['elusates-inf'].out).toBe('eliminated');
    expect(two.combat?.pending?.kind).not.toBe('pursuit');
  });
  it('realignment of a Roman reserve unit is logged likewise', () => {
    const { s } = boardAt('pb.realignD');
    s.combat!.board!.roman.units['civis'].wing = 'reserve';
    s.combat!.pending = { kind: 'realign', side: 'roman' };
    expect(texts(step(s, { t: 'realign', unit: 'civis', wing: 'right' }).log)).toEqual(['Civis moves from the reserve to the Right.']);
  });
});
