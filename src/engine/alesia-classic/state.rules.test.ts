/**
 * A position is a value (state.ts): an action writes a unit or a move record only through a copy of
 * its own, and the table it was given stays as it was (issue 16 §2: `apply` never changes its input).
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { AC_IDS } from './data/units';
import { position } from './movement/testkit';
import { eachUnit, lineageOf, ownMove, putUnit, setFlag, setLoc, settleUnits, unitEntries, unitIds, unitIn, unitOf, unitsSettled, type AcState, type UnitState } from './state';

const fresh = (): AcState => {
  const s = structuredClone(position({ 'gr-1': 'K50' }, 'gallic-move'));
  settleUnits(s);
  return s;
};

describe('the unit table is copied on the first write of an action, never written in place', () => {
  it('the first write copies the table, later ones write the copy; the old table is untouched and remembered as the parent', () => {
    const s = fresh();
    const old = s.units;
    deepFreeze(old);
    expect(unitsSettled(old)).toBe(true);
    setLoc(s, 'gr-1', { at: 'obmc', zone: 'II' });
    const mine = s.units;
    expect(mine).not.toBe(old);
    expect(unitsSettled(mine)).toBe(false);
    setLoc(s, 'gr-2', { at: 'obmc', zone: 'III' });
    expect(s.units).toBe(mine);
    expect(unitOf({ units: old }, 'gr-1').loc.at).toBe('hex');
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'obmc', zone: 'II' });
    const l = lineageOf(mine)!;
    expect(l.parent).toBe(old);
    expect([...l.changed].sort()).toEqual(['gr-1', 'gr-2']);
    settleUnits(s);
    expect(unitsSettled(s.units)).toBe(true);
  });

  it('an unknown counter is refused', () => {
    expect(() => putUnit(fresh(), 'nobody', { loc: { at: 'pool' } })).toThrow('unknown Alesia counter nobody');
  });

  it('a flag set or cleared; setting it as it already is changes nothing', () => {
    const s = fresh();
    const old = s.units;
    setFlag(s, 'gr-1', 'disrupted', false);
    expect(s.units).toBe(old);
    setFlag(s, 'gr-1', 'disrupted', true);
    expect(unitOf(s, 'gr-1')).toEqual({ loc: unitOf({ units: old }, 'gr-1').loc, disrupted: true });
    const copied = s.units;
    setFlag(s, 'gr-1', 'disrupted', true);
    expect(s.units).toBe(copied);
    setFlag(s, 'gr-1', 'disrupted', false);
    expect(unitOf(s, 'gr-1')).not.toHaveProperty('disrupted');
    setFlag(s, 'gr-1', 'raging', true);
    expect(unitOf(s, 'gr-1').raging).toBe(true);
  });
});

describe('move records are copied on the first write of an action', () => {
  it('a record shared with the state before is copied (its path too); a record the action owns is written as is; none yet is made fresh', () => {
    const s = fresh();
    const shared = deepFreeze({ left: 4, from: { at: 'hex' as const, hex: '1,1' }, done: false, path: ['1,1'] });
    s.moves = { 'gr-1': shared };
    const mine = ownMove(s, 'gr-1', () => { throw new Error('not fresh'); });
    expect(mine).not.toBe(shared);
    expect(mine).toEqual(shared);
    mine.path.push('2,2');
    mine.left = 2;
    expect(shared.path).toEqual(['1,1']);
    expect(ownMove(s, 'gr-1', () => { throw new Error('not fresh'); })).toBe(mine);
    const made = ownMove(s, 'gr-2', () => ({ left: 6, from: { at: 'obmc', zone: 'I' }, done: false, path: [] }));
    expect(s.moves['gr-2']).toBe(made);
    expect(ownMove(s, 'gr-2', () => { throw new Error('not fresh'); })).toBe(made);
  });
});

describe('a position’s table and a view’s are read alike', () => {
  it('by id, in order, and every counter', () => {
    const s = fresh();
    const view: Record<string, UnitState> = { 'gr-1': unitOf(s, 'gr-1'), caesar: unitOf(s, 'caesar') };
    expect(unitIn(s.units, 'gr-1')).toEqual(view['gr-1']);
    expect(unitIn(view, 'gr-1')).toBe(view['gr-1']);
    expect(unitIn(s.units, 'nobody')).toBeUndefined();
    expect(unitIn(view, 'gb-1')).toBeUndefined();
    expect(unitIds(s)).toBe(AC_IDS);
    expect(unitIds({ units: view })).toEqual(['gr-1', 'caesar']);
    expect(unitEntries(s).map(([id]) => id)).toEqual([...AC_IDS]);
    expect(unitEntries(s)[3][1]).toBe(s.units[3]);
    expect(unitEntries({ units: view })).toEqual([['gr-1', view['gr-1']], ['caesar', view.caesar]]);
    const seen: string[] = [];
    eachUnit(view, (id, u) => { seen.push(id); expect(u).toBe(view[id]); });
    expect(seen).toEqual(['gr-1', 'caesar']);
    const all: string[] = [];
    eachUnit(s.units, (id, u) => { all.push(id); expect(u).toBe(unitOf(s, id)); });
    expect(all).toEqual([...AC_IDS]);
  });
});
