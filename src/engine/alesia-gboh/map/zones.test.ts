import { describe, expect, it } from 'vitest';
import { hexKey } from '../../hex/coords';
import { ENTRY_ZONES } from '../tables/types';
import { FINAL_ASSAULT_ZONES } from '../planning';
import { gbohBoard } from './board';
import { boardHexes, edgesOf, parseGbohLabel, SCENARIO_SHEETS, toCoord } from './grid';
import { zoneOf } from './zones';

const W = SCENARIO_SHEETS['12.1'];
const WE = SCENARIO_SHEETS['12.3'];

describe('AG 5.31: Entry Zones I–XVI on the map edges (reading)', () => {
  it('AG 5.45: W3601 and W3901 are Zone II edge hexes', () => {
    expect(zoneOf(parseGbohLabel('W3601')!, W)).toBe('II');
    expect(zoneOf(parseGbohLabel('W3901')!, W)).toBe('II');
  });

  it('the West sheet carries I–VIII (12.1, 12.2), both sheets all sixteen (12.3), no zone empty', () => {
    expect([...gbohBoard(W).zones.keys()].sort()).toEqual(ENTRY_ZONES.slice(0, 8).slice().sort());
    const both = gbohBoard(WE).zones;
    expect([...both.keys()].sort()).toEqual(ENTRY_ZONES.slice().sort());
    for (const z of ENTRY_ZONES) expect(both.get(z)!.length, z).toBeGreaterThan(5);
  });

  it('each edge hex is in at most one zone; the West sheet’s east edge (the Alesia force’s side) in none', () => {
    const seen = new Set<string>();
    for (const [, hs] of gbohBoard(WE).zones) for (const h of hs) {
      expect(seen.has(hexKey(h))).toBe(false);
      seen.add(hexKey(h));
    }
    for (const h of boardHexes(W)) if (edgesOf(h, W).length === 1 && edgesOf(h, W)[0] === 'E') expect(zoneOf(h, W)).toBeNull();
  });

  it('AG 12.1: the final assault’s zones III–VI face the north-west (west edge north of line 43, the north edge)', () => {
    for (const z of FINAL_ASSAULT_ZONES) {
      for (const h of gbohBoard(W).zones.get(z)!) {
        const c = toCoord(h);
        expect(c.sheet).toBe('W');
        expect(c.line > 43 || edgesOf(h, W).includes('N'), `${z} ${c.line}`).toBe(true);
      }
    }
  });

  it('zone edge hexes stay outside the Roman lines', () => {
    const b = gbohBoard(WE);
    for (const [, hs] of b.zones) for (const h of hs) expect(b.hexes.get(hexKey(h))!.area).not.toBe('town');
  });
});
