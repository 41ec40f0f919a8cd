/** AG 6.65 — a unit that retreats (or is moved by shock) into a friend's hex takes the stack's facing; found by the sim (seed 12.2/e1-9: "the stack faces two ways"). */
import { describe, expect, it } from 'vitest';
import { cloneAg } from '../ctx';
import { checkInvariants } from '../invariants';
import { deployed, edit } from '../testing';
import { moveUnit } from './effects';

describe('AG 6.65 — joining a stack by retreat', () => {
  it('the retreating unit takes the facing of the unit already there; alone it keeps its own', () => {
    const base = deployed('12.2', 'stack');
    const hex = '23,-27';
    const s0 = edit(base, (x) => {
      x.tribes.santoni = { status: 'placed', zone: 'I', hex: null, released: 2 };
      x.units['bi-santoni-6'] = { ...x.units['bi-santoni-6'], loc: { at: 'hex', hex }, facing: 3 };
      x.units['bi-santoni-4'] = { ...x.units['bi-santoni-4'], loc: { at: 'hex', hex: '24,-28' }, facing: 2 };
    });
    const s = cloneAg(s0);
    moveUnit(s, 'bi-santoni-4', hex);
    expect(s.units['bi-santoni-4'].facing).toBe(3);
    expect(checkInvariants(s).filter((v) => v.startsWith('AG 6.65'))).toEqual([]);
    const alone = cloneAg(s0);
    moveUnit(alone, 'bi-santoni-4', '25,-30');
    expect(alone.units['bi-santoni-4'].facing).toBe(2);
  });
});
