import { describe, expect, it } from 'vitest';
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import { agUnit } from '../data';
import { gbohLabel } from '../map/grid';
import { moveBoard } from './board';
import { mayStack, occupancy } from './occupancy';
import { reach, turnCost, movementAllowance } from './reach';
import { key, position } from './testkit';

const CO = 'co-x-1';
const CO2 = 'co-x-2';
const CO_OTHER = 'co-xi-1';
const BI = 'bi-aedui-1';
const BI2 = 'bi-aedui-2';
const BI_OTHER = 'bi-arverni-1';
const ALESIA_BI = 'bi-alesia-1';

const costTo = (s: ReturnType<typeof position>, unit: string, to: string) => reach(s, unit)!.ends.get(key(to))?.cost;

describe('AG 6.31 — levels', () => {
  it('GB-6.31: a BI W6213 → W6113 pays 1 for the hex and 1 for the level (Fill 2 lying there)', () => {
    // The derived map makes W6113 an outer Death Garden; with Fill 2 it is clear ground (AG 6.48).
    const s = position({ [BI]: { at: 'W6213', facing: 5 } });
    const r = reach(s, BI, { hexFill: (h) => (h === key('W6113') ? 2 : 0) })!;
    expect(r.ends.get(key('W6113'))).toMatchObject({ cost: 2, hits: 0 });
  });
  it('on the map as derived, the Death Garden adds its own cost and 2 Hits (AG 6.45)', () => {
    const s = position({ [BI]: { at: 'W6213', facing: 5 } });
    expect(reach(s, BI)!.ends.get(key('W6113'))).toMatchObject({ cost: 3, hits: 2 });
  });
});

describe('AG 6.42 — Ramparts (GB-6.42-MOVE)', () => {
  it('unit A: 2 MP to climb from inside, 1 MP to turn there, then 1 MP per walkway hex with free turns', () => {
    const s = position({ [CO]: { at: 'W4616', facing: 0 } });
    const r = reach(s, CO)!;
    const top = r.ends.get(key('W4617'))!;
    expect(top.cost).toBe(2);
    expect(top.facings.find((f) => f.facing === 0)!.cost).toBe(2);
    expect(top.facings.find((f) => f.facing === 3)!.cost).toBe(3);
    const next = r.ends.get(key('W4717'))!;
    expect(next.cost).toBe(3);
    expect(next.facings.every((f) => f.cost === 3)).toBe(true);
  });
  it('a cohort W4616 → W4617 or W4516 pays 2 MP', () => {
    const s = position({ [CO]: { at: 'W4616', facing: 5 } });
    expect(costTo(s, CO, 'W4617')).toBe(2);
    expect(costTo(s, CO, 'W4516')).toBe(2);
  });
  it('unit B: 4 MP to climb from the adjacent outside hex, then 1 MP along the Rampart', () => {
    const s = position({ [BI]: { at: 'W5213', facing: 0 } });
    expect(costTo(s, BI, 'W5214')).toBe(4);
    expect(costTo(s, BI, 'W5314')).toBe(5);
  });
  it('unit C: 3 MP and 3 Hits into the inner Death Garden, and no climbing on from there', () => {
    const s = position({ [ALESIA_BI]: { at: 'W2916', facing: 0 } });
    const r = reach(s, ALESIA_BI)!;
    expect(r.ends.get(key('W2917'))).toMatchObject({ cost: 3, hits: 3 });
    expect(r.ends.has(key('W2918'))).toBe(false);
    expect(r.why(key('W2918'))!.rule).toBe('AG 6.42');
  });
  it('unit D: 1 MP per clear hex and +2 MP across the stream', () => {
    const s = position({ [BI]: { at: 'W5231', facing: 0 } });
    expect(costTo(s, BI, 'W5232')).toBe(3);
    expect(costTo(s, BI, 'W5233')).toBe(4);
  });
  it('unit E: +2 MP to enter a hex holding a unit of its tribe (AG 6.63), and it takes that unit’s facing', () => {
    const s = position({ [BI]: { at: 'W5232', facing: 0 }, [BI2]: { at: 'W5233', facing: 1 } });
    const e = reach(s, BI)!.ends.get(key('W5233'))!;
    expect(e.cost).toBe(3);
    expect(e.facings.map((f) => f.facing)).toEqual([1]);
  });
  it('W1633 reaches W1733 only through W1634, along the walkway; the turn on the walkway is free (AG 7.12)', () => {
    const s = position({ [CO]: { at: 'W1633', facing: 0 } });
    const e = reach(s, CO)!.ends.get(key('W1733'))!;
    expect(e.path).toEqual([key('W1633'), key('W1634'), key('W1733')]);
    expect(e.cost).toBe(2);
  });
  it('W3911 → W4012 along the walkway costs 1 MP', () => {
    const s = position({ [CO]: { at: 'W3911', facing: 0 } });
    expect(costTo(s, CO, 'W4012')).toBe(1);
  });
  it('W2919 (Redoubt) → W2918 (Rampart) costs 2 MP, whatever the facing (front all round, AG 6.44)', () => {
    const s = position({ [CO]: { at: 'W2919', facing: 0 } });
    expect(costTo(s, CO, 'W2918')).toBe(2);
  });
  it('W5122 (camp) → W5222 (Rampart) costs 2 MP', () => {
    const s = position({ [CO]: { at: 'W5122', facing: 1 } });
    expect(costTo(s, CO, 'W5222')).toBe(2);
  });
  it('cavalry never climbs a Rampart without a gate', () => {
    const s = position({ 'lc-iberian-1': { at: 'W4616', facing: 0 } });
    const r = reach(s, 'lc-iberian-1')!;
    expect(r.ends.has(key('W4617'))).toBe(false);
    expect(r.why(key('W4617'))!.rule).toBe('AG 6.42');
  });
});

describe('AG 6.6 — stacking', () => {
  it('GB-6.68: a CO in W3410 may not move to W3310 while a CO holds W3211', () => {
    const s = position({ [CO]: { at: 'W3410', facing: 5 }, [CO2]: { at: 'W3211', facing: 0 } });
    const r = reach(s, CO)!;
    expect(r.ends.has(key('W3310'))).toBe(false);
    expect(r.why(key('W3310'))!.rule).toBe('AG 6.68');
    const free = position({ [CO]: { at: 'W3410', facing: 5 } });
    expect(costTo(free, CO, 'W3310')).toBe(1);
  });
  it('AG 6.61: two cohorts of one legion stack off the Rampart; of two legions they may not', () => {
    const same = position({ [CO]: { at: 'W4616', facing: 0 }, [CO2]: { at: 'W4716', facing: 0 } });
    expect(reach(same, CO)!.ends.has(key('W4716'))).toBe(true);
    const other = position({ [CO]: { at: 'W4616', facing: 0 }, [CO_OTHER]: { at: 'W4716', facing: 0 } });
    const r = reach(other, CO)!;
    expect(r.ends.has(key('W4716'))).toBe(false);
    expect(r.why(key('W4716'))!.rule).toBe('AG 6.61');
  });
  it('AG 6.61: BI of two tribes may not stack', () => {
    const s = position({ [BI]: { at: 'W5232', facing: 0 }, [BI_OTHER]: { at: 'W5233', facing: 0 } });
    expect(reach(s, BI)!.why(key('W5233'))!.rule).toBe('AG 6.61');
  });
  it('AG 6.61: the stacking table of a Rampart, a Redoubt and other ground', () => {
    const co = agUnit(CO), co2 = agUnit(CO2), ar = agUnit('ar-cretan-1'), sc = agUnit('sc-x'), lc = agUnit('lc-iberian-1'), li = agUnit('li-numidian-1');
    expect(mayStack(ar, [co], 'rampart')).toBe(true);
    expect(mayStack(co2, [co], 'rampart')).toBe(false);
    expect(mayStack(sc, [co, ar], 'rampart')).toBe(false);
    expect(mayStack(lc, [], 'rampart')).toBe(false);
    expect(mayStack(li, [co], 'redoubt')).toBe(true);
    expect(mayStack(sc, [co], 'redoubt')).toBe(true);
    expect(mayStack(li, [co, co2], 'redoubt')).toBe(false);
    expect(mayStack(lc, [], 'redoubt')).toBe(false);
    expect(mayStack(sc, [co], 'other')).toBe(true);
    expect(mayStack(li, [co], 'other')).toBe(false);
  });
  it('AG 6.63: no unit passes friendly infantry on a Rampart', () => {
    const s = position({ [CO]: { at: 'W3911', facing: 0 }, [CO2]: { at: 'W4012', facing: 0 } });
    expect(reach(s, CO)!.why(key('W4012'))!.rule).toBe('AG 6.63');
  });
});

describe('AG 7.1 — facing', () => {
  it('AG 7.12: 1 MP for any turn; free for Gallic foot and auxiliaries; 1 MP per vertex for cavalry', () => {
    expect(turnCost(agUnit(CO), 0, 3)).toBe(1);
    expect(turnCost(agUnit(CO), 0, 1)).toBe(1);
    expect(turnCost(agUnit(BI), 0, 3)).toBe(0);
    expect(turnCost(agUnit('li-numidian-1'), 0, 3)).toBe(0);
    expect(turnCost(agUnit('lc-iberian-1'), 0, 3)).toBe(3);
    expect(turnCost(agUnit('lc-iberian-1'), 0, 5)).toBe(1);
  });
  it('AG 6.32, 7.11: a cohort enters only its front hexes; behind it, it turns first (1 MP)', () => {
    const s = position({ [CO]: { at: 'W4616', facing: 0 } });
    // W4515 is direction 3 from W4616: a rear hex.
    expect(costTo(s, CO, 'W4515')).toBe(2);
  });
  it('AG 6.72: Disorder takes 1 from the MA', () => {
    const s = position({ [CO]: { at: 'W4616', facing: 0, disordered: true } });
    expect(movementAllowance(s, CO)).toBe(agUnit(CO).ma - 1);
  });
});

describe('AG 7.2 — Zones of Control', () => {
  it('GB-7.22: the CO on the Rampart W5214 controls W5213; the BI below does not control W5214', () => {
    const s = position({ [CO]: { at: 'W5214', facing: 2 }, [BI]: { at: 'W5213', facing: 0 } });
    const mb = moveBoard('12.3');
    expect(occupancy(mb, s, 'gallic', BI).zoc[mb.index.get(key('W5213'))!]).toBe(1);
    expect(occupancy(mb, s, 'roman', CO).zoc[mb.index.get(key('W5214'))!]).toBe(0);
  });
  it('AG 7.23: a unit entering an enemy ZOC stops there', () => {
    const s = position({ [CO]: { at: 'W5214', facing: 2 }, [BI]: { at: 'W5212', facing: 0 } });
    const r = reach(s, BI)!;
    expect(r.ends.get(key('W5213'))!.zoc).toBe(true);
    // Nothing is reached through W5213.
    for (const x of r.ends.values()) expect(x.path.slice(0, -1)).not.toContain(key('W5213'));
  });
  it('AG 7.13: in the ZOC, a cohort turns by one vertex from the facing it arrived with', () => {
    const w4716 = key('W4716');
    const beyond = hexKey(neighbour(parseHexKey(w4716), 1));
    const s = position({ [CO]: { at: 'W4616', facing: 0 }, [BI]: { at: gbohLabel(parseHexKey(beyond)), facing: 3 } });
    const e = reach(s, CO)!.ends.get(w4716)!;
    expect(e.zoc).toBe(true);
    const fs = new Map(e.facings.map((f) => [f.facing, f.cost]));
    expect(fs.get(0)).toBe(e.cost);
    expect(fs.get(1)).toBe(e.cost + 1);
    expect(fs.get(5)).toBe(e.cost + 1);
    // Facing the other way is not a 1-MP turn there: only a longer way round arrives so.
    for (const f of [2, 3, 4] as const) if (fs.has(f)) expect(fs.get(f)!).toBeGreaterThan(e.cost + 1);
  });
  it('AG 7.23: a unit that begins in an enemy ZOC may leave it', () => {
    const s = position({ [CO]: { at: 'W5214', facing: 2 }, [BI]: { at: 'W5213', facing: 3 } });
    const r = reach(s, BI)!;
    expect(r.ends.get(key('W5212'))?.cost).toBe(1);
  });
});

describe('speed', () => {
  it('one unit’s reach with facing on the 12.3 board', () => {
    const s = position({ [CO]: { at: 'W4616', facing: 0 }, 'lc-iberian-1': { at: 'W4716', facing: 0 } });
    for (let k = 0; k < 30; k++) reach(s, k % 2 ? CO : 'lc-iberian-1');
    const times: number[] = [];
    for (let k = 0; k < 60; k++) {
      const t = performance.now();
      reach(s, k % 2 ? CO : 'lc-iberian-1');
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    // The bench target is 2 ms p95 on an idle machine (measured ≈ 0.5 ms mean here). A test on a loaded
    // shared machine asserts the median only, with room: a slow search (a string map per node) is ≥ 10×.
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(5);
  });
});

describe('reach is a function of the state', () => {
  it('the same reach twice, and after other units’ searches, is the same (no state kept between calls)', () => {
    const s = position({ [CO]: { at: 'W4616', facing: 0 }, [BI]: { at: 'W5231', facing: 0 } });
    const dump = (unit: string) => JSON.stringify([...reach(s, unit)!.ends.values()]);
    const a = dump(CO);
    dump(BI);
    expect(dump(CO)).toBe(a);
    const stuck = position({ [CO]: { at: 'W4616', facing: 0, disordered: true } });
    expect(movementAllowance(stuck, CO)).toBe(4);
    expect(dump(CO)).toBe(a);
  });
  it('a unit off the map has no reach', () => {
    const s = position({});
    expect(reach(s, CO)).toBeNull();
  });
});

describe('AG 6.73 — shedding Disorder', () => {
  it('2 MP, but not on a Rampart next to friendly Rampart infantry', async () => {
    const { clearDisorderRefusal, CLEAR_DISORDER_MP } = await import('./disorder');
    expect(CLEAR_DISORDER_MP).toBe(2);
    const alone = position({ [CO]: { at: 'W3410', facing: 0, disordered: true } });
    expect(clearDisorderRefusal(alone, CO)).toBeNull();
    const row = position({ [CO]: { at: 'W3310', facing: 0, disordered: true }, [CO2]: { at: 'W3211', facing: 0 } });
    expect(clearDisorderRefusal(row, CO)).toBe('AG 6.73');
    const calm = position({ [CO]: { at: 'W3310', facing: 0 } });
    expect(clearDisorderRefusal(calm, CO)).toBe('AG 6.71');
  });
});
