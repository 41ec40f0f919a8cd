import { describe, expect, it } from 'vitest';
import { alesiaGboh } from '../system';
import { edit, fresh } from '../testing';
import { reach } from './reach';
import { key, position } from './testkit';

const CO = 'co-x-1';
const CO2 = 'co-x-2';

/** 12.3, the Roman's phase, Legio X's Command activated with `units`. */
function commandOf(units: string[], outOfRange: string[] = []) {
  return edit(fresh('12.3'), (x) => {
    x.step = 'command';
    x.ap.owner = 'roman';
    x.command = { leader: 'rebilus', kind: 'legion', tribes: [], units, outOfRange };
  });
}

describe('AG 6 — move and face in play (contract)', () => {
  it('offers every end of the reach with each facing, applies one through the ctx with its rule, and leaves the input untouched', () => {
    const s = position({ [CO]: { at: 'W4616', facing: 0 }, [CO2]: { at: 'W3911', facing: 0 } }, commandOf([CO]));
    const legal = alesiaGboh.legalActions(s);
    const moves = legal.filter((a) => a.t === 'move' && !a.rapid); // AG 6.5: rapid moves go beyond (movement/rapid.rules.test.ts)
    const r = reach(s, CO)!;
    expect(moves.length).toBe([...r.ends.values()].reduce((n, e) => n + e.facings.length, 0));
    // Only the Command's units move (AG 4.1): CO2 is not in it.
    expect(moves.every((a) => a.t === 'move' && a.unit === CO)).toBe(true);
    expect(legal.some((a) => a.t === 'face' && a.unit === CO)).toBe(true);

    const path = r.ends.get(key('W4617'))!.path;
    const x = alesiaGboh.apply(s, { t: 'move', unit: CO, path, facing: 0 });
    expect(x.ok).toBe(true);
    if (!x.ok) return;
    expect(x.state.units[CO]).toMatchObject({ loc: { at: 'hex', hex: key('W4617') }, facing: 0, moved: true });
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.31' && /2 MP/.test(l.text))).toBe(true);
    expect(s.units[CO].loc).toEqual({ at: 'hex', hex: key('W4616') });
    // AG 6.31: moved once, it is not offered again.
    expect(alesiaGboh.legalActions(x.state).some((a) => (a.t === 'move' || a.t === 'face') && a.unit === CO)).toBe(false);
    const again = alesiaGboh.apply(x.state, { t: 'move', unit: CO, path: [key('W4617'), key('W4717')], facing: 0 });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.rejection.rule).toBe('AG 6.31');
  });
  it('refuses a move out of reach, and a unit outside the Command, naming the rule', () => {
    const s = position({ [CO]: { at: 'W4616', facing: 0 }, [CO2]: { at: 'W3911', facing: 0 } }, commandOf([CO]));
    const far = alesiaGboh.apply(s, { t: 'move', unit: CO, path: [key('W4616'), key('W3911')], facing: 0 });
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.rejection.rule).toBe('AG 6.34');
    const notMine = alesiaGboh.apply(s, { t: 'face', unit: CO2, facing: 3 });
    expect(notMine.ok).toBe(false);
    if (!notMine.ok) expect(notMine.rejection.rule).toBe('AG 4.1');
  });
  it('AG 7.12: a face turns the unit in place and ends its move', () => {
    const s = position({ [CO]: { at: 'W4616', facing: 0 } }, commandOf([CO]));
    const x = alesiaGboh.apply(s, { t: 'face', unit: CO, facing: 3 });
    expect(x.ok).toBe(true);
    if (!x.ok) return;
    expect(x.state.units[CO]).toMatchObject({ facing: 3, moved: true });
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 7.12')).toBe(true);
  });
  it('AG 6.45: Death Garden Hits are added to the unit', () => {
    const s = edit(position({ 'bi-alesia-1': { at: 'W2916', facing: 0 } }, commandOf([])), (x) => {
      x.ap.owner = 'gallic';
      x.command = { leader: 'vercingetorix', kind: 'alesia', tribes: [], units: ['bi-alesia-1'], outOfRange: [] };
    });
    const e = reach(s, 'bi-alesia-1')!.ends.get(key('W2917'))!;
    const x = alesiaGboh.apply(s, { t: 'move', unit: 'bi-alesia-1', path: e.path, facing: 0 });
    expect(x.ok).toBe(true);
    if (x.ok) {
      expect(x.state.units['bi-alesia-1'].hits).toBe(s.units['bi-alesia-1'].hits + 3);
      expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.45')).toBe(true);
    }
  });
  it('AG 4.13: a cohort activated out of its legate’s range ends no move next to an enemy', () => {
    const s = position({ [CO]: { at: 'W5122', facing: 1 }, 'bi-aedui-1': { at: 'W5323', facing: 0 } }, commandOf([CO], [CO]));
    const free = position({ [CO]: { at: 'W5122', facing: 1 }, 'bi-aedui-1': { at: 'W5323', facing: 0 } }, commandOf([CO]));
    const ends = (x: typeof s) => new Set(alesiaGboh.legalActions(x).flatMap((a) => (a.t === 'move' ? [a.path[a.path.length - 1]] : [])));
    const a = ends(s);
    const b = ends(free);
    expect(a.size).toBeLessThan(b.size);
  });
});
