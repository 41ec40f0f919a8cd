/**
 * BG 4.4.2 return to the map after a lost combat (combat/aftermath.ts): the beaten force retreats
 * to a neighbour of the best class, at once when there is one, by choice when several; a force
 * with nowhere to go is destroyed (this edition's reading); BG 4.2.1 Britons beaten at home.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../ctx';
import type { BellumState } from '../state';
import { addLeader, addUnit, emptyAtRomanMove } from '../testing/states';
import { applyRetreat, beginRetreat } from './aftermath';
import type { Encounter } from './types';

function lost(region: string, build: (s: BellumState) => void): { s: BellumState; ctx: Ctx; e: Encounter } {
  const s = emptyAtRomanMove('aftermath');
  build(s);
  const e: Encounter = { kind: 'skirmish', region, stage: 'done' };
  s.combat = { encounters: [e], index: 0, siegesListed: false, sackOffered: [], pending: null, board: null };
  s.step = 'combat';
  return { s, ctx: new Ctx(s), e };
}

describe('BG 4.4.2 the beaten force leaves the region', () => {
  it('with one region of the best class it goes there at once', () => {
    const { s, ctx, e } = lost('bigerriones', (st) => {
      addUnit(st, 'legio-vii', 'bigerriones');
      addLeader(st, 'crassus', 'bigerriones');
      addUnit(st, 'bigerriones-inf', 'bigerriones');
    });
    expect(beginRetreat(ctx, e, 'roman')).toBe(false);
    expect(s.combat!.pending).toBeNull();
    expect(s.units['legio-vii'].region).toBe('provincia-1');
    expect(s.leaders.crassus.region).toBe('provincia-1');
  });
  it('with several of the best class the owner chooses', () => {
    const { s, ctx, e } = lost('santones', (st) => {
      addUnit(st, 'legio-vii', 'santones');
      addUnit(st, 'tarbelli-inf', 'santones');
    });
    expect(beginRetreat(ctx, e, 'gallic')).toBe(true);
    expect(s.combat!.pending).toEqual({ kind: 'retreat', side: 'gallic', options: ['lemovices', 'pictones', 'tarbelli'] });
    applyRetreat(ctx, e, 'gallic', 'pictones');
    expect(s.units['tarbelli-inf'].region).toBe('pictones');
    expect(ctx.log.at(-1)).toMatchObject({ rule: 'BG 4.4.2' });
  });
  it('a force with nowhere to go (Britannia, no ship) is destroyed: units eliminated, leaders captured', () => {
    const { s, ctx, e } = lost('britannia', (st) => {
      addUnit(st, 'legio-vii', 'britannia');
      addLeader(st, 'crassus', 'britannia');
      addUnit(st, 'trinovantes-inf', 'britannia');
    });
    expect(beginRetreat(ctx, e, 'roman')).toBe(false);
    expect(s.units['legio-vii'].out).toBe('eliminated');
    expect(s.leaders.crassus.out).toBe('captured');
    expect(ctx.log[0]).toMatchObject({ kind: 'text', side: 'roman', rule: 'BG 4.4.2', text: 'Roman force in Britannia has nowhere to retreat and is destroyed.', refs: [{ kind: 'region', id: 'britannia' }] });
    expect(s.control.britannia).toBe('gallic');
  });
  it('BG 4.2.1 Britons beaten at home are eliminated; with nobody left nothing retreats', () => {
    const { s, ctx, e } = lost('britannia', (st) => {
      addUnit(st, 'legio-vii', 'britannia');
      addUnit(st, 'trinovantes-inf', 'britannia');
    });
    expect(beginRetreat(ctx, e, 'gallic')).toBe(false);
    expect(s.units['trinovantes-inf'].out).toBe('eliminated');
    expect(ctx.log.filter((x) => x.kind === 'text' && /nowhere to retreat/.test(x.text))).toEqual([]);
  });
});
