/** BG 1 — the step machine's headings and hand-overs as the players read them in the log. */
import { describe, expect, it } from 'vitest';
import type { TextEntry } from '../core/log';
import { bellum } from './system';
import { Ctx } from './ctx';
import { sackablePlaces } from './combat/siege';
import { afterGallicMovement, afterRomanMovement, afterSupply, beginTurn, endTurn, goto } from './flow';
import { helvetii } from './testing/helvetii';
import { aquitania, emptyAtRomanMove, place } from './testing/states';
import type { BellumState } from './state';

const lines = (ctx: Ctx) => ctx.log.filter((e): e is TextEntry => e.kind === 'text');

describe('BG 1 — headings', () => {
  it('a turn opens with its name as a heading, then the supply phase', () => {
    const s = emptyAtRomanMove('flow');
    s.turn = 5;
    s.year = 56;
    const ctx = new Ctx(s);
    beginTurn(ctx);
    const [head, supply] = lines(ctx);
    expect(head).toMatchObject({ side: null, rule: 'BG 1', heading: true });
    expect(head.text).toMatch(/56/);
    expect(supply).toMatchObject({ text: 'Supply phase.', rule: 'BG 1.I' });
    expect(supply.heading).toBeUndefined();
  });

  it('the Roman movement phase is a heading; forced marches are announced outside Winter only', () => {
    const s = emptyAtRomanMove('flow2');
    s.turn = 4;
    const ctx = new Ctx(s);
    goto(ctx, 'roman.move');
    expect(lines(ctx)[0]).toMatchObject({ side: 'roman', text: 'Roman movement phase.', rule: 'BG 1.II', heading: true });
    const f = new Ctx(s);
    s.selection = { region: 'tarbelli', place: null, leaders: [], units: [] };
    goto(f, 'roman.forced');
    expect(lines(f)).toEqual([expect.objectContaining({ side: 'roman', text: 'Roman forced marches.', rule: 'BG 1.II.D' })]);
    expect(s.step).toBe('roman.forced');
    expect(s.selection).toBeNull();
    const w = emptyAtRomanMove('flow3');
    w.turn = 1;
    const c = new Ctx(w);
    goto(c, 'roman.forced');
    expect(lines(c).some((e) => e.text === 'Roman forced marches.')).toBe(false);
    expect(w.step).not.toBe('roman.forced');
  });

  it('the Gallic movement phase and the combat phase are headings', () => {
    const s = emptyAtRomanMove('flow4');
    s.options = { ...s.options, solo: false };
    const ctx = new Ctx(s);
    goto(ctx, 'gallic.move');
    expect(lines(ctx)).toContainEqual(expect.objectContaining({ side: 'gallic', text: 'Gallic movement phase.', rule: 'BG 1.III', heading: true }));
    expect(s.step).toBe('gallic.move');
    const c = new Ctx(s);
    goto(c, 'combat');
    expect(lines(c)[0]).toMatchObject({ side: null, text: 'Combat phase.', rule: 'BG 1.IV', heading: true });
  });

  it('BG 6.1 solo: the Gallic movement phase is skipped, and says so', () => {
    const s = emptyAtRomanMove('flow5');
    s.options = { ...s.options, solo: true };
    const ctx = new Ctx(s);
    goto(ctx, 'gallic.move');
    expect(lines(ctx)).toContainEqual(expect.objectContaining({ side: 'gallic', text: 'Solo play: the Gallic movement phase is skipped.', rule: 'BG 6.1' }));
    expect(lines(ctx).some((e) => e.text === 'Gallic movement phase.')).toBe(false);
    expect(lines(ctx).some((e) => e.text === 'Combat phase.')).toBe(true); // straight on to combat
  });
});

describe('BG 1 — who moves first', () => {
  it('6.2 reverses phases II and III and says so; the Gallic phase leads to the Roman one, the Roman to combat', () => {
    const s = helvetii('flow6');
    const ctx = new Ctx(s);
    afterSupply(ctx);
    expect(lines(ctx)[0]).toMatchObject({ side: null, text: 'This scenario reverses phases II and III: the Gallic player moves first.', rule: 'BG 6.2.7' });
    expect(s.step).toBe('gallic.move');
    s.selection = { region: 'helvetii', place: null, leaders: [], units: [] };
    afterGallicMovement(new Ctx(s));
    expect(s.step).toBe('roman.move');
    expect(s.selection).toBeNull();
    const c = new Ctx(s);
    afterRomanMovement(c);
    expect(lines(c)[0].text).toBe('Combat phase.');
  });

  it('6.1: no such line; Roman, then Gallic, then combat', () => {
    const s = aquitania({ seed: 'flow7' });
    const ctx = new Ctx(s);
    afterSupply(ctx);
    expect(lines(ctx).some((e) => /reverses/.test(e.text))).toBe(false);
    expect(s.step).toBe('roman.move');
    const t = aquitania({ seed: 'flow8' });
    t.options = { ...t.options, solo: false };
    t.selection = { region: 'tarbelli', place: null, leaders: [], units: [] };
    afterRomanMovement(new Ctx(t));
    expect(t.step).toBe('gallic.move');
    expect(t.selection).toBeNull();
    const c = new Ctx(t);
    afterGallicMovement(c);
    expect(lines(c)[0].text).toBe('Combat phase.');
  });
});

describe('BG 1.V — the end of the turn', () => {
  it('clears the turn\'s combat record and siege duty, moves the marker on, November to next Winter', () => {
    const s: BellumState = emptyAtRomanMove('flow9');
    s.turn = 10;
    s.year = 57;
    s.endYear = 50;
    s.siegeDuty = ['legio-x'];
    s.combat = { encounters: [], index: 0 } as never;
    endTurn(new Ctx(s));
    expect([s.turn, s.year]).toEqual([1, 56]);
    expect(s.siegeDuty).toEqual([]);
    expect(s.combat).toBeNull();
    const t = emptyAtRomanMove('flow10');
    t.turn = 4;
    t.year = 57;
    t.endYear = 50;
    endTurn(new Ctx(t));
    expect([t.turn, t.year]).toEqual([5, 57]);
  });

  it('BG 4.5.2 (this edition\'s reading): a place spared by a surrender is spared for that turn only; the next turn it may be taken empty', () => {
    const s: BellumState = emptyAtRomanMove('flow12');
    s.turn = 4;
    s.year = 56;
    s.endYear = 50;
    place(s, ['legio-vii'], 'bigerriones');
    s.spared = ['sotiates-oppidum'];
    expect(sackablePlaces(s, 'roman')).not.toContain('sotiates-oppidum');
    endTurn(new Ctx(s));
    expect(s.spared).toEqual([]);
    expect(sackablePlaces(s, 'roman')).toContain('sotiates-oppidum');
  });

  it('after the last turn the game is over and the turn does not move on', () => {
    const s = aquitania({ seed: 'flow11' });
    s.turn = s.endTurn;
    s.year = s.endYear;
    endTurn(new Ctx(s));
    expect(s.step).toBe('over');
    expect(s.turn).toBe(s.endTurn);
    expect(s.outcome).not.toBeNull();
    expect(bellum.legalActions(s)).toEqual([]);
  });
});
