/**
 * AC 4, AC 11.9, AC 12, AC 17.3, AC 18.2 — the sequence of play as this file runs it: each phase
 * announced, the presence chart brought up to date, the besieged commander called only when he has
 * something to move, the end of a turn and of a period.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { AcCtx } from './ctx';
import { endPeriod, goto, startSecondPeriod, updatePresence } from './flow';
import { position } from './movement/testkit';
import type { AcState } from './state';

const ctxOf = (s: AcState) => new AcCtx(structuredClone(deepFreeze(s)));

describe('AC 11.9 — the presence chart', () => {
  it('shows every zone with a Gallic unit in its box, in zone order, and the Gaul is told', () => {
    const ctx = ctxOf(position({ 'gr-1': 'obmc:VII', 'gr-2': 'obmc:II', 'gc-1': 'obmc:VII', 'r-cav-1': 'obmc:IX' }, 'gallic-offboard'));
    updatePresence(ctx);
    expect(ctx.s.presence).toEqual(['II', 'VII']);
    expect(ctx.log).toEqual([expect.objectContaining({ side: 'gallic', rule: 'AC 11.9', text: 'Off-board Gallic presence: zones II, VII.' })]);
  });
  it('one zone, or none', () => {
    const one = ctxOf(position({ 'gr-1': 'obmc:VII' }, 'gallic-offboard'));
    updatePresence(one);
    expect(one.log[0]).toMatchObject({ text: 'Off-board Gallic presence: zone VII.' });
    const none = ctxOf(position({ 'gr-1': 'K50' }, 'gallic-offboard'));
    updatePresence(none);
    expect(none.s.presence).toEqual([]);
    expect(none.log[0]).toMatchObject({ text: 'No Gallic units off the board.' });
  });
});

describe('AC 4, AC 17.3 — a new phase', () => {
  it('is announced as a heading with its rule; the move records of the side’s turn are kept through its off-board moves and combat', () => {
    const s = position({ 'gr-1': 'K50' }, 'gallic-move');
    s.moves = { 'gr-1': { left: 0, from: { at: 'obmc', zone: 'I' }, done: true, path: [] } };
    s.moving = 'gr-1';
    const ctx = ctxOf(s);
    goto(ctx, 'gallic-offboard');
    expect(ctx.log).toEqual([expect.objectContaining({ side: null, rule: 'AC 4.2', heading: true, text: `Gallic off-board movement — Assault Period ${s.period}, turn ${s.turn}.` })]);
    expect([Object.keys(ctx.s.moves), ctx.s.moving, ctx.s.step]).toEqual([['gr-1'], null, null]);
    goto(ctx, 'gallic-combat');
    expect(Object.keys(ctx.s.moves)).toEqual(['gr-1']);
    goto(ctx, 'roman-move');
    expect(ctx.s.moves).toEqual({});
  });

  it('with three players the besieged commander moves first once he has something to move, else the relief army at once', () => {
    const shut = position({ 'gb-1': 'town', 'gr-1': 'obmc:I' }, 'roman-combat');
    shut.options = { ...shut.options, players: 3 };
    const a = ctxOf(shut);
    goto(a, 'gallic-move');
    expect(a.s.step).toBe('relief');
    const free = ctxOf({ ...shut, coordination: { releaseTurn: 1, delay: null, landed: 0, fought: 0 } });
    goto(free, 'gallic-move');
    expect(free.s.step).toBe('besieged');
    const two = ctxOf({ ...shut, options: { ...shut.options, players: 2 } });
    goto(two, 'gallic-move');
    expect(two.s.step).toBeNull();
  });
});

describe('AC 12.1, AC 12.3, AC 18.2 — the end of a period', () => {
  it('the second period’s end is the end of the game (AC 26), with no nightfall', () => {
    const ctx = ctxOf({ ...position({ vercingetorix: 'town', 'gr-1': 'N9' }, 'roman-combat'), period: 2 });
    endPeriod(ctx);
    expect(ctx.s.outcome).not.toBeNull();
    expect(ctx.s.nightfall).toBeUndefined();
    expect(ctx.log.some((e) => e.rule === 'AC 12.1')).toBe(false);
  });

  it('nightfall: when relief units stand as near to two zones the Gaul is asked, with the count', () => {
    const ctx = ctxOf(position({ 'gr-1': 'N9', 'gr-2': 'N9' }, 'roman-combat'));
    endPeriod(ctx);
    expect(ctx.s.phase).toBe('revival');
    expect(ctx.s.revival).toBeNull();
    expect(ctx.s.nightfall).toHaveLength(2);
    expect(ctx.log.at(-1)).toMatchObject({ side: 'gallic', rule: 'AC 12.3', text: '2 relief units stand as near to two or more off-board zones: the Gallic player chooses their boxes.' });
    const one = ctxOf(position({ 'gr-1': 'N9' }, 'roman-combat'));
    endPeriod(one);
    expect(one.log.at(-1)).toMatchObject({ text: '1 relief unit stands as near to two or more off-board zones: the Gallic player chooses its box.' });
  });

  it('AC 18.2: a lone Gallic player draws a new counter for the second day and keeps the first to be named; with three players none is drawn', () => {
    const two = ctxOf({ ...position({}, 'roman-redeploy'), coordination: { releaseTurn: 4, delay: 2, landed: 1, fought: 1 } });
    startSecondPeriod(two);
    expect([two.s.period, two.s.turn, two.s.phase]).toEqual([2, 1, 'gallic-move']);
    expect(two.s.coordination.firstDay).toBe(2);
    expect([1, 2, 3]).toContain(two.s.coordination.delay);
    expect(two.log.some((e) => e.rule === 'AC 18.2' && e.side === 'gallic')).toBe(true);
    const three = position({}, 'roman-redeploy');
    three.options = { ...three.options, players: 3 };
    three.coordination = { releaseTurn: 4, delay: null, landed: 1, fought: 1 };
    const t = ctxOf(three);
    startSecondPeriod(t);
    expect(t.s.coordination).toEqual({ releaseTurn: null, delay: null });
    expect(t.log.some((e) => e.rule === 'AC 18.2')).toBe(false);
  });
});
