import { describe, expect, it } from 'vitest';
import { hexKey, parseHexKey } from '../hex/coords';
import { acUnit, AC_UNITS } from './data/units';
import { acMap, distanceToTown, fortSiteAllowed } from './map/map';
import { occupancy, stackCount } from './queries';
import { alesiaClassic } from './system';
import { deployed } from './testing';
import { unitOf, unitIds } from './state';

describe('Alesia (1983) — set-up and the game contract', () => {
  it('AC 3.3, 22.2: besieged and Vercingetorix in the town, the relief army and its cavalry in zone I, the Roman to set up', () => {
    const r = alesiaClassic.setup({ scenario: 'standard', seed: 's1', options: {} });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.state;
    for (const u of AC_UNITS) {
      const loc = unitOf(s, u.id).loc;
      if (u.side === 'roman') expect(loc.at).toBe('pool');
      else if (u.force === 'besieged') expect(loc.at).toBe('town');
      else expect(loc).toEqual({ at: 'obmc', zone: 'I' });
    }
    expect(alesiaClassic.toAct(s)).toBe('roman');
    expect(s.coordination.delay).toBeGreaterThanOrEqual(1); // one Gallic player: AC 18.2
    const three = alesiaClassic.setup({ scenario: 'standard', seed: 's1', options: { players: 3 } });
    expect(three.ok && three.state.coordination.delay).toBe(null);
  });

  it('refuses an unknown scenario and bad options with a short message naming the rule', () => {
    const r = alesiaClassic.setup({ scenario: 'nope', seed: 'x', options: {} });
    expect(!r.ok && r.rejection.rule).toBe('AC 3');
    const o = alesiaClassic.setup({ scenario: 'standard', seed: 'x', options: { players: 5 as never } });
    expect(!o.ok && o.rejection.rule).toBe('AC 17.1');
  });

  it('AC 3.2, 10.1, 24.1: the historical deployment places every Roman counter legally', () => {
    const s = deployed('hist');
    const occ = occupancy(s);
    for (const u of AC_UNITS.filter((x) => x.side === 'roman')) {
      const loc = unitOf(s, u.id).loc;
      expect(loc.at, u.id).toBe('hex');
      if (loc.at !== 'hex') continue;
      const h = parseHexKey(loc.hex);
      expect(distanceToTown(h), u.id).toBeGreaterThanOrEqual(2);
      if (u.kind === 'fort') expect(fortSiteAllowed(h), u.id).toBe(true);
      expect(stackCount(s, loc.hex, occ)).toBeLessThanOrEqual(3);
    }
    // Every fort is garrisoned by something other than a leader (AC 24.1: its engines work).
    for (const [hex, ids] of occ) {
      if (!ids.some((x) => acUnit(x).kind === 'fort')) continue;
      expect(ids.some((x) => !['fort', 'leader'].includes(acUnit(x).kind)), hex).toBe(true);
    }
    // The outer line carries most of the army (designer: the outer perimeter comes first).
    const onOuter = [...occ].filter(([hex]) => acMap().hexes.get(hex)?.line === 'outer').flatMap(([, ids]) => ids);
    const onInner = [...occ].filter(([hex]) => acMap().hexes.get(hex)?.line === 'inner').flatMap(([, ids]) => ids);
    expect(onOuter.length).toBeGreaterThan(2 * onInner.length);
    expect(alesiaClassic.toAct(s)).toBe('gallic');
    expect(s.phase).toBe('gallic-move');
  });

  it('applies only entries of its own legal list, refusing others with the rule broken', () => {
    const s = deployed('refuse');
    const bad = alesiaClassic.apply(s, { t: 'move', unit: 'gr-1', to: hexKey(parseHexKey('0,25')) });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.rejection.rule).toBe('AC 5.2');
    const mine = { t: 'select', unit: 'gr-1' } as const;
    const r = alesiaClassic.apply(s, mine);
    expect(r.ok && r.action).toEqual(mine);
    expect(r.ok && r.action).not.toBe(mine); // the engine's own entry
    const extra = alesiaClassic.apply(s, { t: 'select', unit: 'gr-1', to: 'x' } as never);
    expect(extra.ok).toBe(false);
  });

  it('hides the OBMC and the town from the Roman view, shows the presence chart', () => {
    const s = deployed('view');
    const v = alesiaClassic.view(s, 'roman');
    expect(unitIds(v).some((id) => id.startsWith('gr-') || id.startsWith('gb-') || id === 'vercingetorix')).toBe(false);
    expect(v.presence).toEqual(['I']);
    expect(v.inTown).toBe(46);
    expect(v.coordination.delay).toBe(null);
    expect(JSON.stringify(v)).not.toContain('"obmc"');
    const g = alesiaClassic.view(s, 'gallic');
    expect(unitOf(g, 'gr-1').loc).toEqual({ at: 'obmc', zone: 'I' });
  });
});
