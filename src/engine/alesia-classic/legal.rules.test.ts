/**
 * The legal list (legal.ts) for the phases it builds itself: the Roman set-up (AC 3.2) and
 * redeployment (AC 12.6), the OBMC shifts of the Gallic off-board phase (AC 11.4) and of Roman
 * scouts (AC 22.42), and the one-entry look-up `apply` uses on replay.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import type { AcAction } from './actions';
import { clearHex, labelOf } from './combat/testkit';
import { computeLegal } from './legal';
import { nbrs } from './map/map';
import { adjacentZones } from './map/zones';
import { position } from './movement/testkit';
import { placementHexes } from './setup/placement';
import { alesiaClassic } from './system';
import type { AcState } from './state';

const kinds = (xs: readonly AcAction[]) => [...new Set(xs.map((a) => a.t))];
const units = (xs: readonly AcAction[], t: AcAction['t']) => xs.filter((a) => a.t === t).map((a) => (a as { unit: string }).unit);

function fresh(): AcState {
  const r = alesiaClassic.setup({ scenario: 'standard', seed: 'legal', options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

describe('AC 3.2 — setting up the Roman lines', () => {
  it('every counter of the pool may be picked, or the historical deployment taken; no end while the pool holds any', () => {
    const s = fresh();
    const legal = computeLegal(s);
    expect(kinds(legal)).toEqual(['pick', 'historical']);
    expect(units(legal, 'pick').length).toBeGreaterThan(50);
    expect(units(legal, 'pick').every((id) => !id.startsWith('g'))).toBe(true);
  });

  it('the counter picked is set down on any hex it may stand on, and is not offered for picking again', () => {
    const s = deepFreeze({ ...fresh(), moving: 'r-vii-1' });
    const legal = computeLegal(s);
    const places = legal.filter((a): a is Extract<AcAction, { t: 'place' }> => a.t === 'place');
    expect(places.map((a) => a.hex)).toEqual(placementHexes(s, 'r-vii-1'));
    expect(places.every((a) => a.unit === 'r-vii-1')).toBe(true);
    expect(units(legal, 'pick')).not.toContain('r-vii-1');
    // The replay's look-up of one placement finds it on its own, and nothing for a hex it may not take.
    const one = places[0];
    expect(computeLegal(s, one)).toContainEqual(one);
    expect(computeLegal(s, { t: 'place', unit: 'r-vii-1', hex: '999,999' }).some((a) => a.t === 'place')).toBe(false);
    expect(computeLegal(s, { t: 'place', unit: 'r-vii-2', hex: one.hex }).some((a) => a.t === 'place')).toBe(false);
    expect(computeLegal(s, 'place').filter((a) => a.t === 'place')).toEqual(places);
  });

  it('a counter already set down may be taken back up; once the pool is empty the Roman may end', () => {
    const all = alesiaClassic.apply(fresh(), { t: 'historical' });
    if (!all.ok) throw new Error(all.rejection.message);
    const legal = computeLegal(all.state);
    expect(legal.at(-1)).toEqual({ t: 'end' });
    expect(legal.some((a) => a.t === 'historical')).toBe(false);
    expect(units(legal, 'unplace')).toContain('fort-1'); // at set-up a fort may be moved too
    expect(units(legal, 'unplace')).toContain('r-vii-1');
    expect(units(legal, 'pick')).toEqual([]);
  });
});

describe('AC 12.6 — the Roman redeploys between the periods', () => {
  const X = clearHex(0, 3);
  it('any unit on the map but a fort may be picked up and set down elsewhere, not where it stands', () => {
    const s = deepFreeze(position({ 'r-vii-1': labelOf(X), 'fort-1': labelOf(nbrs(X)[3]) }, 'roman-redeploy'));
    const legal = computeLegal(s);
    expect(units(legal, 'pick')).toContain('r-vii-1');
    expect(units(legal, 'unplace')).toEqual(['r-vii-1']);
    expect(units(legal, 'pick')).not.toContain('fort-1');
    const picked = deepFreeze({ ...s, moving: 'r-vii-1' });
    const places = computeLegal(picked).filter((a): a is Extract<AcAction, { t: 'place' }> => a.t === 'place');
    expect(places.length).toBeGreaterThan(0);
    expect(places.map((a) => a.hex)).not.toContain(X);
    expect(computeLegal(picked, { t: 'place', unit: 'r-vii-1', hex: X }).some((a) => a.t === 'place')).toBe(false);
    expect(units(computeLegal(picked), 'pick')).not.toContain('r-vii-1');
    // A fort "picked" gets no placement.
    expect(computeLegal(deepFreeze({ ...s, moving: 'fort-1' })).some((a) => a.t === 'place')).toBe(false);
  });
});

describe('AC 11.4 — the Gallic off-board phase', () => {
  it('each Gallic unit in a box may shift to a neighbouring box once; a Roman scout may not; the Gaul may end', () => {
    const s = deepFreeze(position({ 'gr-1': 'obmc:IV', 'gr-2': 'obmc:IV', 'r-cav-1': 'obmc:IV' }, 'gallic-offboard'));
    const legal = computeLegal(s);
    const shifts = legal.filter((a) => a.t === 'shift');
    expect(shifts).toEqual(['gr-1', 'gr-2'].flatMap((unit) => adjacentZones('IV').map((to) => ({ t: 'shift', unit, to }))));
    expect(legal.some((a) => a.t === 'shiftMany')).toBe(true);
    expect(legal.at(-1)).toEqual({ t: 'end' });
    const moved = deepFreeze({ ...s, moves: { 'gr-1': { left: 0, from: { at: 'obmc', zone: 'IV' }, done: true, offboard: true, path: [] } } } as AcState);
    expect(units(computeLegal(moved), 'shift').every((u) => u === 'gr-2')).toBe(true);
  });
});

describe('AC 22.42 (optional) — Roman scouts move between the boxes in the Roman movement', () => {
  const s = (recon: boolean, tweak?: (x: AcState) => void) => {
    const p = position({ 'r-cav-1': 'obmc:IV', 'gr-1': 'obmc:IV' }, 'roman-move');
    p.options = { ...p.options, recon };
    tweak?.(p);
    return deepFreeze(p);
  };
  it('with the rule, a scout in a box may shift to a neighbouring one; the Gauls may not', () => {
    const shifts = computeLegal(s(true)).filter((a) => a.t === 'shift');
    expect(shifts).toEqual(adjacentZones('IV').map((to) => ({ t: 'shift', unit: 'r-cav-1', to })));
  });
  it('not without the rule, not twice a turn, not while its battle rages; never in the Gallic movement', () => {
    expect(computeLegal(s(false)).some((a) => a.t === 'shift')).toBe(false);
    expect(computeLegal(s(true, (p) => { p.moves = { 'r-cav-1': { left: 0, from: { at: 'obmc', zone: 'III' }, done: true, offboard: true, path: [] } }; })).some((a) => a.t === 'shift')).toBe(false);
    expect(computeLegal(s(true, (p) => { p.units = p.units.map((u) => (u.loc.at === 'obmc' ? { ...u, raging: true } : u)); })).some((a) => a.t === 'shift')).toBe(false);
    expect(computeLegal(s(true, (p) => { p.phase = 'gallic-move'; })).some((a) => a.t === 'shift')).toBe(false);
  });
});

describe('AC 26 — a finished game', () => {
  it('offers nothing', () => {
    expect(computeLegal(deepFreeze(position({ 'r-vii-1': 'K50' }, 'over')))).toEqual([]);
  });
});
