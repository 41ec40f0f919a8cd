/** AG 5.65 — Alesia-force units that end an AP outside both walls (W6427, not W5429 or W5028) join the Arverni (else the Aedui). */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { hexKey } from '../../hex/coords';
import { alesiaUnits, releasable, unitsLeftFor } from '../commands';
import { checkInvariants } from '../invariants';
import { parseGbohLabel } from '../map/grid';
import { tallyKey } from '../recovery';
import { deployed, edit, planAll, play } from '../testing';
import type { AgState } from '../state';
import { forceOf, tribeOf } from './escaped';

const K = (l: string) => hexKey(parseGbohLabel(l)!);

/** 12.2, AP 1, the Gaul to act, the Alesia force out: one unit at W6427, one at W5429, one at W5028. */
function out(f: (x: AgState) => void = () => {}): AgState {
  const s = play(planAll(deployed('12.2', 'esc')), { t: 'placeTribe', tribe: 'sequani', zone: 'I' }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' }, { t: 'endPlacement' });
  return deepFreeze(edit(s, (x) => {
    x.alesiaEntered = true;
    x.units['bi-alesia-1'] = { ...x.units['bi-alesia-1'], loc: { at: 'hex', hex: K('W6427') } };
    x.units['bi-alesia-2'] = { ...x.units['bi-alesia-2'], loc: { at: 'hex', hex: K('W5429') } };
    x.units['bi-alesia-3'] = { ...x.units['bi-alesia-3'], loc: { at: 'hex', hex: K('W5028') } };
    f(x);
  }));
}

describe('AG 5.65 — escaped units of the besieged force', () => {
  it('at the end of the AP the unit at W6427 joins the Arverni; those at W5429 and W5028 go back with the force', () => {
    const s = play(out(), { t: 'callOff' });
    expect(s.ap.n).toBe(2);
    expect(s.units['bi-alesia-1'].joined).toBe('arverni');
    expect(s.units['bi-alesia-1'].loc).toEqual({ at: 'pool' });
    for (const id of ['bi-alesia-2', 'bi-alesia-3']) {
      expect(s.units[id].joined, id).toBeUndefined();
      expect(s.units[id].loc, id).toEqual({ at: 'east-edge' });
    }
    expect(checkInvariants(s)).toEqual([]);
  });
  it('from then on it is an Arverni unit: put out by their counter, counted against their Withdrawal level, no longer of the Alesia force', () => {
    const s = play(out(), { t: 'callOff' });
    expect(tribeOf(s, 'bi-alesia-1')).toBe('arverni');
    expect(forceOf(s, 'bi-alesia-1')).toBe('relief');
    expect(releasable(s, 'arverni')).toContain('bi-alesia-1');
    const before = play(out(), { t: 'callOff' });
    const without = edit(before, (x) => { delete x.units['bi-alesia-1'].joined; x.units['bi-alesia-1'].loc = { at: 'east-edge' }; });
    expect(unitsLeftFor(s, 'arverni')).toBe(unitsLeftFor(without, 'arverni') + 1);
    expect(alesiaUnits(s)).not.toContain('bi-alesia-1');
    expect(tallyKey(s, 'bi-alesia-1')).toBe('arverni');
  });
  it('the Arverni gone for good: it joins the Aedui', () => {
    const s = play(out((x) => { x.tribes.arverni = { status: 'gone', released: 0 }; }), { t: 'callOff' });
    expect(s.units['bi-alesia-1'].joined).toBe('aedui');
  });
});
