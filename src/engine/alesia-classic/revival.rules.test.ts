/**
 * AC 12.4, AC 12.5, AC 12.6 — revival between the periods, decision by decision: what each pool may
 * bring back, the counters offered (each kind once), where they return, what each side is told, and
 * the hand-over from the Gaul to the Roman and on to the Roman's redeployment.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import type { AcAction } from './actions';
import { AcCtx } from './ctx';
import { acUnit, AC_UNITS } from './data/units';
import { ZONES } from './map/zones';
import { position } from './movement/testkit';
import { allowances, endRevival, poolOf, revivalLegal, revive, startRevival } from './revival';
import { unitOf, type AcState } from './state';

/** Everybody gone (position's default), in the revival phase, `side` picking with `left`. */
const picking = (side: 'gallic' | 'roman', left: Record<string, number>): AcState =>
  deepFreeze({ ...position({}, 'revival'), revival: { side, left } });

describe('AC 12.4 — the pools', () => {
  it('Gallic cavalry, besieged and relief infantry; Roman cohorts (legion and recruit together) and cavalry; the rest never return', () => {
    const pool = (id: string) => poolOf(acUnit(id));
    expect(['gc-1', 'gb-1', 'gr-1', 'vercingetorix'].map(pool)).toEqual(['gallic-cavalry', 'besieged', 'relief', null]);
    expect(['r-vii-1', 'r-rec-1', 'r-cav-1', 'r-arch-1', 'r-sling-1', 'r-num-1', 'caesar', 'fort-1'].map(pool)).toEqual(['legion', 'legion', 'roman-cavalry', null, null, null, null, null]);
  });

  it('with nothing lost nothing returns (and no share is divided by nothing)', () => {
    const s = deepFreeze({ ...position(Object.fromEntries(AC_UNITS.map((u) => [u.id, u.side === 'gallic' ? 'obmc:I' : 'K50'])), 'revival') });
    expect(allowances(s, 'gallic')).toEqual({ besieged: 0, relief: 0, 'gallic-cavalry': 0 });
    expect(allowances(s, 'roman')).toEqual({ legion: 0, 'roman-cavalry': 0 });
  });
});

describe('AC 12.4, 12.5 — the counters offered', () => {
  it('the Gaul: each kind of counter once, if its pool can afford it; relief and cavalry to any box, the besieged to the town; then end', () => {
    const legal = revivalLegal(picking('gallic', { besieged: 5, relief: 4, 'gallic-cavalry': 2 }));
    expect(legal.at(-1)).toEqual({ t: 'end' });
    const revives = legal.filter((a): a is Extract<AcAction, { t: 'revive' }> => a.t === 'revive');
    expect(revives.every((a) => acUnit(a.unit).side === 'gallic')).toBe(true);
    const byUnit = new Map<string, string[]>();
    for (const a of revives) byUnit.set(a.unit, [...(byUnit.get(a.unit) ?? []), a.to]);
    for (const [unit, to] of byUnit) {
      const u = acUnit(unit);
      if (u.force === 'besieged') expect(to, unit).toEqual(['town']);
      else expect(to, unit).toEqual(ZONES.map((z) => `obmc:${z}`));
      expect(u.cf, unit).toBeLessThanOrEqual(u.force === 'besieged' ? 5 : u.kind === 'cavalry' ? 2 : 4);
    }
    // One counter per kind and strength, and none the pool cannot afford (a 7-6 of the relief army at 4).
    const kindsOffered = [...byUnit.keys()].map((id) => `${poolOf(acUnit(id))}:${acUnit(id).kind}:${acUnit(id).cf}`);
    expect(new Set(kindsOffered).size).toBe(kindsOffered.length);
    expect([...byUnit.keys()].some((id) => acUnit(id).kind === 'cavalry')).toBe(true);
    expect([...byUnit.keys()].some((id) => acUnit(id).force === 'besieged')).toBe(true);
    expect([...byUnit.keys()].some((id) => acUnit(id).force === 'relief' && acUnit(id).cf > 4)).toBe(false);
  });

  it('the Roman: his cohorts and cavalry, back to the pool to be set up; nothing Gallic; a pool spent offers nothing', () => {
    const legal = revivalLegal(picking('roman', { legion: 5, 'roman-cavalry': 0 }));
    const revives = legal.filter((a): a is Extract<AcAction, { t: 'revive' }> => a.t === 'revive');
    expect(revives.length).toBeGreaterThan(0);
    expect(revives.every((a) => a.to === 'pool' && poolOf(acUnit(a.unit)) === 'legion')).toBe(true);
    expect(revivalLegal(picking('roman', { legion: 0, 'roman-cavalry': 0 }))).toEqual([{ t: 'end' }]);
  });

  it('a counter still in play is not offered', () => {
    const s = deepFreeze({ ...position({ 'gc-1': 'obmc:I' }, 'revival'), revival: { side: 'gallic' as const, left: { besieged: 0, relief: 0, 'gallic-cavalry': 2 } } });
    const units = revivalLegal(s).flatMap((a) => (a.t === 'revive' ? [a.unit] : []));
    expect(units).not.toContain('gc-1');
    expect(units.length).toBeGreaterThan(0);
  });
});

describe('AC 12.4, 12.5 — bringing a counter back', () => {
  it('a relief unit to a box: its factors are spent, and only the Gaul reads where it went', () => {
    const ctx = new AcCtx(structuredClone(picking('gallic', { besieged: 0, relief: 5, 'gallic-cavalry': 0 })));
    const unit = AC_UNITS.find((u) => poolOf(u) === 'relief' && u.cf === 5)!.id;
    revive(ctx, { t: 'revive', unit, to: 'obmc:VII' });
    expect(unitOf(ctx.s, unit).loc).toEqual({ at: 'obmc', zone: 'VII' });
    expect(ctx.s.revival!.left.relief).toBe(0);
    expect(ctx.log).toEqual([expect.objectContaining({ side: 'gallic', rule: 'AC 12.4', text: `${acUnit(unit).name} returns in OBMC zone VII.`, hiddenFrom: ['roman', 'caesar', 'labienus'] })]);
  });

  it('a besieged unit to the town, a Roman cohort to the pool: both told openly', () => {
    const g = new AcCtx(structuredClone(picking('gallic', { besieged: 6, relief: 0, 'gallic-cavalry': 0 })));
    revive(g, { t: 'revive', unit: 'gb-1', to: 'town' });
    expect(unitOf(g.s, 'gb-1').loc).toEqual({ at: 'town' });
    expect(g.s.revival!.left.besieged).toBe(6 - acUnit('gb-1').cf);
    expect(g.log[0]).toMatchObject({ text: `${acUnit('gb-1').name} returns in Alesia.` });
    expect(g.log[0]).not.toHaveProperty('hiddenFrom');
    const r = new AcCtx(structuredClone(picking('roman', { legion: 6, 'roman-cavalry': 0 })));
    revive(r, { t: 'revive', unit: 'r-vii-1', to: 'pool' });
    expect(unitOf(r.s, 'r-vii-1').loc).toEqual({ at: 'pool' });
    expect(r.log[0]).toMatchObject({ side: 'roman', text: `${acUnit('r-vii-1').name} returns, to be set up.` });
  });
});

describe('AC 12.4–12.6 — from the Gaul’s revival to the Roman’s, then his redeployment', () => {
  it('each side is told its allowance; the Roman then sees the boxes and sets up again', () => {
    const ctx = new AcCtx(structuredClone(deepFreeze(position({}, 'roman-combat'))));
    startRevival(ctx);
    expect(ctx.s.phase).toBe('revival');
    const l = allowances(ctx.s, 'gallic');
    expect(ctx.s.revival).toEqual({ side: 'gallic', left: l });
    expect(ctx.log.at(-1)).toMatchObject({ side: 'gallic', rule: 'AC 12.5', heading: true, text: `Revival: the besieged may bring back ${l.besieged} factors, the relief army ${l.relief}, the cavalry ${l['gallic-cavalry']}.` });
    endRevival(ctx);
    const r = allowances(ctx.s, 'roman');
    expect(ctx.s.revival).toEqual({ side: 'roman', left: r });
    expect(ctx.log.at(-1)).toMatchObject({ side: 'roman', rule: 'AC 12.4', text: `Revival: the Roman may bring back ${r.legion} factors of cohorts and ${r['roman-cavalry']} of cavalry.` });
    ctx.s.moving = 'r-vii-1';
    endRevival(ctx);
    expect([ctx.s.revival, ctx.s.phase, ctx.s.moving]).toEqual([null, 'roman-redeploy', null]);
    expect(ctx.log.at(-1)).toMatchObject({ side: 'roman', rule: 'AC 12.6', heading: true });
  });
});
