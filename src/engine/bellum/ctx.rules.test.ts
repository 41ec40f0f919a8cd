/** The working copy of `apply` shares nothing a rule may write into with the state it was given. */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { Ctx, cloneState, pieceRef, regionRef } from './ctx';
import { fleetBoard } from './testing/fleets';
import type { BellumState } from './state';

/** Paths of objects and arrays the two values share by reference (left out: the dice generator, replaced whole, and negotiation entries, never changed). */
function shared(a: unknown, b: unknown, path = ''): string[] {
  if (a === null || typeof a !== 'object' || b === null || typeof b !== 'object') return [];
  if (path === '.rng' || /^\.negotiations\.\d+$/.test(path)) return [];
  const out = a === b ? [path || '(root)'] : [];
  for (const k of Object.keys(a)) out.push(...shared((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`));
  return out;
}

/** A state with every optional part filled. */
function rich(): BellumState {
  const s = fleetBoard('clone');
  s.scorched = ['tarbelli'];
  s.depots = ['santones'];
  s.destroyed = ['x'];
  s.spared = ['y'];
  s.sieges = [{ place: 'p', region: 'veneti', besieger: 'roman', turns: 1 }];
  s.siegeDuty = ['legio-x'];
  s.replacement = { pending: ['a'] } as never;
  s.replacementsTaken = { a: 1 } as never;
  s.hiberna = ['santones'] as never;
  s.oppidumTests = { q: true };
  s.moved = ['legio-xi'];
  s.exitTests = { a: true } as never;
  s.arrivals = { veneti: 'roman' };
  s.selection = { region: 'pictones', place: null, leaders: ['brutus'], units: ['legio-x'] };
  s.losses = [{ side: 'roman', rule: 'r', purpose: 'p', candidates: ['legio-x'], count: 1 } as never];
  s.combat = { encounters: [{ region: 'veneti' }], index: 0 } as never;
  s.reinforce = [{ id: 'x', side: 'roman', regions: ['aedui'] }];
  s.rhenus = { caesar: 'sequani' };
  s.rhineWatch = { caesar: 'sequani' };
  s.negotiations = [{ from: 'a', to: 'b', turn: 1, roll: 3, result: 'none' }];
  s.mobilise = ['aedui'];
  s.outcome = { winner: 'roman', reason: 'x' };
  s.naval!.cargo['trireme-1'] = ['legio-x'];
  return s;
}

describe('cloneState', () => {
  it('copies every part a rule may change, and equals the original', () => {
    const s = rich();
    const c = cloneState(s);
    expect(c).toEqual(s);
    expect(shared(s, c)).toEqual([]);
  });

  it('a state without the optional parts clones without them', () => {
    const s = fleetBoard('clone2');
    delete s.naval;
    delete s.hiberna;
    delete s.oppidumTests;
    s.selection = null;
    s.combat = null;
    s.replacement = null;
    s.mobilise = null;
    s.outcome = null;
    const c = cloneState(s);
    expect(c).toEqual(s);
    expect('naval' in c).toBe(false);
    expect('hiberna' in c).toBe(false);
    expect('oppidumTests' in c).toBe(false);
  });

  it('a frozen state clones into a copy rules may write into', () => {
    const s = deepFreeze(rich());
    const c = cloneState(s);
    expect(() => {
      c.units['legio-x'].region = 'santones';
      c.leaders.brutus.wounded = true;
      c.scorched.push('a');
      c.selection!.units.push('b');
      c.losses[0].candidates.push('c');
      c.reinforce[0].regions.push('d');
      c.naval!.cargo['trireme-1'].push('e');
      (c.combat as unknown as { index: number }).index = 1;
    }).not.toThrow();
  });
});

describe('the working context', () => {
  it('rolls from the state\'s generator, adds the modifiers, and logs the roll', () => {
    const s = fleetBoard('ctx');
    const before = s.rng;
    const ctx = new Ctx(s);
    const r = ctx.roll({ side: 'roman', purpose: 'p', rule: 'BG 1', n: 2, modifiers: [{ value: 3, reason: 'x', rule: 'BG 1' }], interpret: (t, d) => ({ result: `${t}/${d.length}` }) });
    expect(r.dice).toHaveLength(2);
    expect(r.total).toBe(r.dice[0] + r.dice[1] + 3);
    expect(r.result).toBe(`${r.total}/2`);
    expect(s.rng).not.toEqual(before);
    expect(ctx.log[0]).toMatchObject({ kind: 'roll', side: 'roman', purpose: 'p', rule: 'BG 1', dice: r.dice, total: r.total });
    const one = ctx.roll({ side: null, purpose: 'q', rule: 'BG 1', interpret: () => ({ result: '' }) });
    expect(one.dice).toHaveLength(1);
    expect(one.dice[0]).toBeGreaterThanOrEqual(1);
    expect(one.dice[0]).toBeLessThanOrEqual(6);
    expect(ctx.dice(3, 2).every((d) => d === 1 || d === 2)).toBe(true);
    expect(regionRef('a')).toEqual({ kind: 'region', id: 'a' });
    expect(pieceRef('b')).toEqual({ kind: 'piece', id: 'b' });
  });
});
