import { describe, expect, it } from 'vitest';
import { Ctx } from './ctx';
import { chiefsDue, returnCapturedChiefs } from './chiefReturn';
import { addUnit, emptyAtRomanMove } from './testing/states';
import type { BellumState } from './state';

/** Winter of 55 BC; Galba (Suessiones, not indomitable) was taken in 56 and is due back. */
function winter(): BellumState {
  const s = emptyAtRomanMove('chiefs');
  s.year = 55;
  s.turn = 1;
  s.leaders['galba'] = { region: null, place: null, out: 'captured', wounded: false, returnsYear: 55 };
  return s;
}

function run(s: BellumState): BellumState {
  const ctx = new Ctx(s);
  returnCapturedChiefs(ctx, 'gallic');
  return ctx.s;
}

describe('BG 4.2.2 — captured Gallic chiefs return in the Winter turn of the next year', () => {
  it('joins the largest group of his tribe\'s units on the map', () => {
    const s = winter();
    addUnit(s, 'suessiones-inf', 'remi');
    addUnit(s, 'suessiones-cav', 'remi');
    s.control['suessiones'] = 'gallic';
    const after = run(s);
    expect(after.leaders['galba']).toMatchObject({ region: 'remi', place: null, out: null });
    expect(after.leaders['galba'].returnsYear).toBeUndefined();
  });
  it('with no tribal units, goes home when his side holds the home region', () => {
    const s = winter();
    s.control['suessiones'] = 'gallic';
    expect(run(s).leaders['galba']).toMatchObject({ region: 'suessiones', out: null });
  });
  it('stays a prisoner while Rome holds his home and none of his tribe is on the map', () => {
    const s = winter();
    s.control['suessiones'] = 'roman';
    expect(run(s).leaders['galba'].out).toBe('captured');
  });
  it('not before the Winter turn of his year', () => {
    const s = winter();
    s.year = 56;
    expect(chiefsDue(s, 'gallic')).toEqual([]);
    s.year = 55;
    s.turn = 2;
    expect(chiefsDue(s, 'gallic')).toEqual([]);
  });
  it('indomitable chiefs and killed leaders never return', () => {
    const s = winter();
    s.leaders['correos'] = { region: null, place: null, out: 'captured', wounded: false, returnsYear: 55 };
    s.leaders['buduognatos'] = { region: null, place: null, out: 'killed', wounded: false, returnsYear: 55 };
    expect(chiefsDue(s, 'gallic')).toEqual(['galba']);
  });
  it('the flow brings them back as the Winter Gallic movement phase opens', async () => {
    const { goto } = await import('./flow');
    const s = winter();
    s.control['suessiones'] = 'gallic';
    const ctx = new Ctx(s);
    goto(ctx, 'gallic.move');
    expect(ctx.s.leaders['galba'].out).toBeNull();
  });
});

describe('BG 4.2.2 — pro-Roman Gallic chiefs are Gallic chiefs too', () => {
  it('a captured Diviciacos is due back next Winter, at the Roman reinforcement step, in a pro-Roman home', async () => {
    const { captureLeader } = await import('./combat/leaders');
    const s = emptyAtRomanMove('chiefs-roman');
    s.year = 56;
    s.leaders['diviciacos'] = { region: 'aedui', place: null, out: null, wounded: false };
    const ctx = new Ctx(s);
    captureLeader(ctx, 'diviciacos');
    expect(ctx.s.leaders['diviciacos']).toMatchObject({ out: 'captured', returnsYear: 55 });
    ctx.s.year = 55;
    ctx.s.turn = 1;
    ctx.s.control['aedui'] = 'roman';
    expect(chiefsDue(ctx.s, 'roman')).toEqual(['diviciacos']);
    expect(chiefsDue(ctx.s, 'gallic')).toEqual([]);
    returnCapturedChiefs(ctx, 'roman');
    expect(ctx.s.leaders['diviciacos']).toMatchObject({ region: 'aedui', out: null });
  });
});
