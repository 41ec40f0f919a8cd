/**
 * The working copy of one `apply` (ctx.ts): an action writes only its own copy, never the state it
 * was given (issue 16 §2: trench work and reconnaissance reports were shared and written into), and
 * every die it rolls is logged with its rule, modifiers, table cell and result.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { rngFor } from './combat/testkit';
import { AcCtx, cloneAc } from './ctx';
import { position } from './movement/testkit';
import { ownMove, putMove, type AcState } from './state';

function full(): AcState {
  const s = position({ 'gr-1': 'K50' }, 'gallic-move');
  s.moves = { 'gr-1': { left: 2, from: { at: 'obmc', zone: 'VI' }, done: false, path: ['a'] } };
  s.coordination = { releaseTurn: null, delay: 2, landed: 1 };
  s.nightfall = [{ unit: 'gr-1', zones: ['V', 'VI'] }];
  s.revival = { side: 'gallic', left: { relief: 3 } };
  s.fire = { ...s.fire, window: { target: 'gr-1', hex: '1,1', entering: true }, pending: { unit: 'gr-1', to: '1,1', steps: ['1,1'], costs: [1], budget: 2, halts: false, entering: false, total: 1, via: 'hex' } };
  s.combat = { side: 'gallic', battles: [], locked: false, fought: [], after: [] } as unknown as AcState['combat'];
  s.rages = [{ hex: '1,1' } as never];
  s.trench = { work: { '1,1': { turns: 1, units: ['gr-1'] } }, filled: ['2,2'] };
  s.recon = { pending: [{ zone: 'V' } as never], delivered: [] };
  return deepFreeze(s);
}

describe('an action writes only its own copy of the state', () => {
  it('every part the rules edit in place is copied; the frozen original can be written through the copy without a fault', () => {
    const s = full();
    const c = cloneAc(s);
    expect(c).toEqual(s);
    // The moves table is shared until a record is written, and rule code writes one only through
    // putMove or ownMove (state.ts), which give the copy a table of its own first.
    expect(c.moves).toBe(s.moves);
    putMove(c, 'gr-2', c.moves['gr-1']);
    ownMove(c, 'gr-1', () => { throw new Error('gr-1 has a record'); }).left = 0;
    c.coordination.fought = 3;
    c.nightfall!.push({ unit: 'gr-2', zones: ['I', 'II'] });
    c.revival!.left.relief = 0;
    c.fire.window = null;
    c.fire.plan.forts = c.fire.plan.missiles;
    (c.fire.pending as { budget: number }).budget = 0;
    c.combat!.locked = true;
    c.rages.push({ hex: '3,3' } as never);
    c.trench!.work['4,4'] = { turns: 1, units: [] };
    c.trench!.filled.push('5,5');
    c.recon!.pending.push({ zone: 'VI' } as never);
    c.recon!.delivered.push({ zone: 'VI' } as never);
    expect(s).toEqual(full());
  });

  it('a state without the optional parts gets none in its copy', () => {
    const s = deepFreeze(position({}, 'roman-move'));
    const c = cloneAc(s);
    expect('trench' in c || 'recon' in c || 'nightfall' in c).toBe(false);
    expect([c.revival, c.combat, c.fire.window, c.fire.pending]).toEqual([null, null, null, null]);
  });
});

describe('every die is logged', () => {
  it('one die by default, or several, totalled with the modifiers; the entry names the side, purpose, rule, cell and result', () => {
    const ctx = new AcCtx(structuredClone(position({}, 'gallic-combat')));
    ctx.s.rng = rngFor(4, 2, 5);
    const one = ctx.roll({ side: 'gallic', purpose: 'p', rule: 'AC 15.2', interpret: (t) => ({ result: `r${t}`, cell: { table: 'T', row: String(t), col: 'c' } }) });
    expect(one).toEqual({ dice: [4], total: 4, result: 'r4' });
    const two = ctx.roll({ side: 'roman', purpose: 'q', rule: 'AC 24.2', n: 2, modifiers: [{ label: 'm', value: -1 } as never], interpret: (t, d) => ({ result: `${t}:${d.join('+')}` }) });
    expect(two).toEqual({ dice: [2, 5], total: 6, result: '6:2+5' });
    expect(ctx.log).toEqual([
      { kind: 'roll', side: 'gallic', purpose: 'p', rule: 'AC 15.2', dice: [4], modifiers: [], total: 4, cell: { table: 'T', row: '4', col: 'c' }, result: 'r4', refs: undefined },
      { kind: 'roll', side: 'roman', purpose: 'q', rule: 'AC 24.2', dice: [2, 5], modifiers: [{ label: 'm', value: -1 }], total: 6, cell: undefined, result: '6:2+5', refs: undefined },
    ]);
  });

  it('the dice come from the state’s generator and move it on', () => {
    const ctx = new AcCtx(structuredClone(position({}, 'gallic-combat')));
    ctx.s.rng = rngFor(6, 1);
    const before = ctx.s.rng;
    expect(ctx.die()).toBe(6);
    expect(ctx.s.rng).not.toEqual(before);
    expect(ctx.die()).toBe(1);
  });
});
