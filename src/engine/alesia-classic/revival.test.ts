/** AC 12.2–12.6 — nightfall, revival and the Roman's redeployment between the two periods. */
import { describe, expect, it } from 'vitest';
import { AC_UNITS } from './data/units';
import { AcCtx } from './ctx';
import { nearestZones } from './zonesNear';
import { endPeriod } from './flow';
import { allowances } from './revival';
import { alesiaClassic } from './system';
import { deployed } from './testing';
import { unitOf, type AcState } from './state';
import { ix } from './testing';

function withLosses(pick: (id: string) => boolean): AcState {
  const s = structuredClone(deployed('rev')) as AcState;
  for (const u of AC_UNITS) if (pick(u.id)) s.units[ix(u.id)] = { loc: { at: 'gone', why: 'eliminated' } };
  return s;
}

describe('AC 12.4–12.5 — revival', () => {
  it('a tenth of the infantry factors lost, split by the share of its own factors each Gallic force lost; the rest is lost', () => {
    // Besieged lose twelve 5-6s (60 factors); the relief army its eighteen 5-6s and two 7-6s (104).
    const b = AC_UNITS.filter((u) => u.force === 'besieged' && u.cf === 5).slice(0, 12).map((u) => u.id);
    const r = AC_UNITS.filter((u) => u.force === 'relief' && u.kind === 'infantry' && u.cf === 5).map((u) => u.id);
    expect(r.length).toBe(18);
    const s = withLosses((id) => b.includes(id) || r.includes(id) || id === 'gr-1' || id === 'gr-2');
    const a = allowances(s, 'gallic');
    // 164 lost → 16 factors; shares by 60/282 = 21.3% and 104/738 = 14.1%: 9.6 and 6.4 → 9 and 6.
    expect(a.besieged).toBe(9);
    expect(a.relief).toBe(6);
    expect(a.besieged + a.relief).toBeLessThanOrEqual(16);
  });

  it('no cavalry returns unless ten squadrons have been lost (AC 12.4)', () => {
    const nine = withLosses((id) => /^gc-[1-9]$/.test(id));
    expect(allowances(nine, 'gallic')['gallic-cavalry']).toBe(1); // 18 factors → 1: not enough for a 2-factor squadron
    const ten = withLosses((id) => /^gc-([1-9]|10)$/.test(id));
    expect(allowances(ten, 'gallic')['gallic-cavalry']).toBe(2);
  });

  it('Roman legion and recruit cohorts share one pool; archers, slingers and light infantry never return', () => {
    const s = withLosses((id) => /^r-vii-\d+$/.test(id) || /^r-rec-[1-5]$/.test(id) || id.startsWith('r-arch') || id.startsWith('r-sling'));
    expect(allowances(s, 'roman')).toEqual({ legion: 7, 'roman-cavalry': 0 }); // (50 + 20) / 10
  });
});

describe('AC 12.2–12.6 — from nightfall to the second day', () => {
  it('returns the besieged to town and the relief army off the board, then revival, the Roman sees the OBMC and redeploys', () => {
    let s = withLosses((id) => /^gr-[1-9]\d?$/.test(id) && Number(id.slice(3)) <= 30);
    s.units[ix('gb-1')] = { loc: { at: 'hex', hex: '20,20' } };
    s.units[ix('gr-50')] = { loc: { at: 'hex', hex: '10,40' } };
    const ctx = new AcCtx(s);
    endPeriod(ctx);
    s = ctx.s;
    expect(unitOf(s, 'gb-1').loc).toEqual({ at: 'town' });
    expect(s.phase).toBe('revival');
    expect(alesiaClassic.toAct(s)).toBe('gallic');
    // 10,40 is as near to two zones (AC 12.3): the Gaul chooses first.
    expect(s.nightfall).toEqual([{ unit: 'gr-50', zones: nearestZones('10,40') }]);
    const w = alesiaClassic.apply(s, { t: 'withdraw', unit: 'gr-50', to: nearestZones('10,40')[0] });
    if (!w.ok) throw new Error(w.rejection.message);
    s = w.state;
    expect(unitOf(s, 'gr-50').loc.at).toBe('obmc');
    const legal = alesiaClassic.legalActions(s);
    expect(legal.some((a) => a.t === 'revive' && a.to.startsWith('obmc:'))).toBe(true);
    const pick = legal.find((a) => a.t === 'revive')!;
    let r = alesiaClassic.apply(s, pick);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    r = alesiaClassic.apply(r.state, { t: 'end' });
    if (!r.ok) return;
    expect(alesiaClassic.toAct(r.state)).toBe('roman');
    r = alesiaClassic.apply(r.state, { t: 'end' });
    if (!r.ok) return;
    expect(r.state.phase).toBe('roman-redeploy');
    const view = alesiaClassic.view(r.state, 'roman');
    expect(unitOf(view, 'gr-50').loc.at).toBe('obmc'); // AC 11.8, 12.6
    expect(alesiaClassic.legalActions(r.state).some((a) => a.t === 'pick' && a.unit === 'fort-1')).toBe(false); // forts stay
    r = alesiaClassic.apply(r.state, { t: 'end' });
    if (!r.ok) return;
    expect([r.state.period, r.state.turn, r.state.phase]).toEqual([2, 1, 'gallic-move']);
    expect(alesiaClassic.view(r.state, 'roman').units['gr-50']).toBeUndefined();
  });
});

describe('AC 11.9, 12.5 — the presence chart after the Gallic replacements', () => {
  it('a relief unit revived into an empty box shows on the chart before the Roman revives and redeploys', () => {
    const s0 = withLosses((id) => /^gr-\d+$/.test(id) && Number(id.slice(3)) <= 30);
    const ctx = new AcCtx(s0);
    endPeriod(ctx);
    let s = ctx.s;
    expect(s.nightfall).toBeUndefined(); // every survivor was already in zone I
    expect(s.presence).toEqual(['I']);
    const into = alesiaClassic.legalActions(s).find((a) => a.t === 'revive' && a.to === 'obmc:VI')!;
    expect(into).toBeDefined();
    for (const a of [into, { t: 'end' } as const]) {
      const r = alesiaClassic.apply(s, a);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    expect(s.revival?.side).toBe('roman');
    expect(s.presence).toEqual(['I', 'VI']);
  });
});
