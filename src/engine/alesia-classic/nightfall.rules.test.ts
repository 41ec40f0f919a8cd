/**
 * AC 12.2, AC 12.3 — nightfall after the first Assault Period, unit by unit: the besieged go home to
 * Alesia, the relief army to the box of the nearest zone (the Gaul choosing when two are as near),
 * Roman scouts come back to be set up again; inverted counters turn face up.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { hexKey } from '../hex/coords';
import { AcCtx } from './ctx';
import { acMap } from './map/map';
import { acUnit } from './data/units';
import { EDGE_ZONES } from './map/zones';
import { at, position } from './movement/testkit';
import { nightfallMoves, withdraw, withdrawLegal } from './nightfall';
import { setFlag, unitOf, type AcState } from './state';
import { nearestZones } from './zonesNear';

const DELTA = [...EDGE_ZONES.entries()].find(([k, z]) => z.length === 2 && acMap().hexes.has(k))![0];

function night(where: Record<string, string>, tweak?: (s: AcState) => void) {
  const s = position(where, 'roman-combat');
  tweak?.(s);
  const ctx = new AcCtx(structuredClone(deepFreeze(s)));
  const ask = nightfallMoves(ctx);
  return { ctx, ask, s: ctx.s };
}

describe('AC 12.2, AC 12.3 — where each unit goes', () => {
  it('a besieged unit goes back into Alesia from the map, and one already in the town stays there', () => {
    const { s, ask } = night({ 'gb-1': 'E30', 'gb-2': 'town' });
    expect(unitOf(s, 'gb-1').loc).toEqual({ at: 'town' });
    expect(unitOf(s, 'gb-2').loc).toEqual({ at: 'town' });
    expect(ask).toEqual([]);
  });

  it('a relief unit on the map goes to the box of its one nearest zone', () => {
    const zones = nearestZones(at('K50'));
    expect(zones).toEqual(['VI']);
    const { s, ask } = night({ 'gr-1': 'K50' });
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'obmc', zone: zones[0] });
    expect(ask).toEqual([]);
  });

  it('a relief unit as near to two zones waits for the Gaul, who may pick either', () => {
    const { s, ask, ctx } = night({}, (p) => { p.units[unitIx('gr-1')] = { loc: { at: 'hex', hex: DELTA } }; });
    expect(ask).toEqual([{ unit: 'gr-1', zones: EDGE_ZONES.get(DELTA) }]);
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'hex', hex: DELTA });
    s.nightfall = ask;
    expect(withdrawLegal(s)).toEqual(EDGE_ZONES.get(DELTA)!.map((to) => ({ t: 'withdraw', unit: 'gr-1', to })));
    const to = EDGE_ZONES.get(DELTA)![1];
    withdraw(ctx, 'gr-1', to);
    expect(unitOf(ctx.s, 'gr-1').loc).toEqual({ at: 'obmc', zone: to });
    expect(ctx.s.nightfall).toEqual([]);
    const said = ctx.log.find((e) => e.rule === 'AC 12.3');
    expect(said).toMatchObject({ kind: 'text', side: 'gallic', text: `${acUnit('gr-1').name} withdraws to off-board zone ${to}.`, hiddenFrom: ['roman', 'caesar', 'labienus'] });
    expect(withdrawLegal({ ...ctx.s, nightfall: undefined })).toEqual([]);
  });

  it('the Gaul chooses one unit’s box at a time: the others still wait', () => {
    const { s, ask, ctx } = night({}, (p) => { for (const id of ['gr-1', 'gr-2']) p.units[unitIx(id)] = { loc: { at: 'hex', hex: DELTA } }; });
    expect(ask.map((w) => w.unit)).toEqual(['gr-1', 'gr-2']);
    s.nightfall = ask;
    withdraw(ctx, 'gr-1', EDGE_ZONES.get(DELTA)![0]);
    expect(ctx.s.nightfall).toEqual([{ unit: 'gr-2', zones: EDGE_ZONES.get(DELTA) }]);
  });

  it('a relief unit inside the town goes out to the zone nearest the town, and the Gaul is told it left Alesia', () => {
    const near = nearestZones(...acMap().townHexes.map(hexKey));
    const { s, ask, ctx } = night({ 'gr-2': 'town' });
    if (near.length === 1) {
      expect(unitOf(s, 'gr-2').loc).toEqual({ at: 'obmc', zone: near[0] });
    } else {
      expect(ask).toEqual([{ unit: 'gr-2', zones: near }]);
      withdraw(ctx, 'gr-2', near[0]);
      expect(ctx.log.some((e) => e.kind === 'text' && e.text.includes('withdraws from Alesia to off-board zone'))).toBe(true);
    }
  });

  it('a relief unit already in a box stays in it; an eliminated one stays gone', () => {
    const { s } = night({ 'gr-1': 'obmc:IV' });
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'obmc', zone: 'IV' });
    expect(unitOf(s, 'gr-2').loc.at).toBe('gone');
    expect(unitOf(s, 'gb-3').loc.at).toBe('gone');
  });

  it('Roman scouts in a box come home to be set up again; Romans on the map stay put', () => {
    const { s } = night({ 'r-cav-1': 'obmc:VII', 'r-vii-1': 'E30' });
    expect(unitOf(s, 'r-cav-1').loc).toEqual({ at: 'pool' });
    expect(unitOf(s, 'r-vii-1').loc).toEqual({ at: 'hex', hex: at('E30') });
  });

  it('disrupted Gauls turn face up; a Roman counter is left as it is', () => {
    const { s } = night({ 'gb-1': 'E30', 'gr-1': 'obmc:IV', 'r-vii-1': 'E31' }, (p) => {
      setFlag(p, 'gb-1', 'disrupted', true);
      setFlag(p, 'gr-1', 'disrupted', true);
      setFlag(p, 'r-vii-1', 'disrupted', true);
    });
    expect(unitOf(s, 'gb-1').disrupted).toBeUndefined();
    expect(unitOf(s, 'gr-1').disrupted).toBeUndefined();
    expect(unitOf(s, 'r-vii-1').disrupted).toBe(true);
  });
});

import { ix as unitIx } from './testing';
