/** AC 12.2, 12.3, 11.9 — nightfall between the two Assault Periods. */
import { describe, expect, it } from 'vitest';
import { labelOf } from './combat/testkit';
import { acMap, hexAt } from './map/map';
import { hexKey } from '../hex/coords';
import { EDGE_ZONES } from './map/zones';
import { position } from './movement/testkit';
import { alesiaClassic } from './system';
import { unitOf, type AcState } from './state';
import { nearestZones } from './zonesNear';
import { playLogged as play } from './testing';

/** The last Roman movement of the first period, with these counters placed (Caesar alive). */
const lastTurn = (where: Record<string, string>): AcState => ({ ...position({ caesar: 'D32', ...where }, 'roman-move'), turn: 12 });

const edgeOf = (n: number, zone?: string) => [...EDGE_ZONES.entries()].find(([k, z]) => z.length === n && (!zone || z[0] === zone) && hexAt(k))![0];

describe('AC 12.2, 12.3 — nightfall', () => {
  it('AC 12.2: besieged units come back into Alesia from wherever they are, an off-board box included', () => {
    const s = play(lastTurn({ 'gb-1': 'obmc:IV', 'gb-2': 'E30', vercingetorix: 'obmc:IV', 'gr-1': 'obmc:II' }), { t: 'end' }).s;
    expect(unitOf(s, 'gb-1').loc).toEqual({ at: 'town' });
    expect(unitOf(s, 'gb-2').loc).toEqual({ at: 'town' });
    expect(unitOf(s, 'vercingetorix').loc).toEqual({ at: 'town' });
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'obmc', zone: 'II' }); // a relief unit already off the board stays in its box
  });

  it('AC 12.3: a relief unit inside the town goes off the board too, to the zone nearest the town', () => {
    const s = play(lastTurn({ 'gr-2': 'town' }), { t: 'end' }).s;
    const near = nearestZones(...acMap().townHexes.map(hexKey));
    if (near.length === 1) expect(unitOf(s, 'gr-2').loc).toEqual({ at: 'obmc', zone: near[0] });
    else expect(s.nightfall).toEqual([{ unit: 'gr-2', zones: near }]);
  });

  it('AC 12.3: a relief unit as near to two zones waits for the Gaul to choose between them; the presence chart then shows it (AC 11.9)', () => {
    const delta = edgeOf(2);
    const zones = EDGE_ZONES.get(delta)!;
    expect(new Set(nearestZones(delta))).toEqual(new Set(zones));
    const one = edgeOf(1, 'III');
    let s = play(lastTurn({ 'gr-1': labelOf(delta), 'gr-2': labelOf(one) }), { t: 'end' }).s;
    expect(s.phase).toBe('revival');
    expect(alesiaClassic.toAct(s)).toBe('gallic');
    expect(unitOf(s, 'gr-2').loc).toEqual({ at: 'obmc', zone: 'III' }); // one nearest zone: no choice
    const legal = alesiaClassic.legalActions(s);
    expect(legal).toHaveLength(zones.length);
    expect(legal).toEqual(expect.arrayContaining(zones.map((z) => ({ t: 'withdraw', unit: 'gr-1', to: z }))));
    const pick = zones[1];
    const r = play(s, { t: 'withdraw', unit: 'gr-1', to: pick });
    s = r.s;
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'obmc', zone: pick });
    expect(s.nightfall).toBeUndefined();
    expect(s.presence).toEqual(expect.arrayContaining([pick, 'III']));
    expect(s.revival?.side).toBe('gallic'); // on to revival
    expect(alesiaClassic.legalActions(s).some((a) => a.t === 'withdraw')).toBe(false);
  });

  it('AC 11.9: with no choice to make, the presence chart is brought up to date at once', () => {
    const one = edgeOf(1, 'VI');
    const s = play({ ...lastTurn({ 'gr-1': labelOf(one) }), presence: ['I'] }, { t: 'end' }).s;
    expect(s.presence).toEqual(['VI']);
    expect(s.revival?.side).toBe('gallic');
  });
});
