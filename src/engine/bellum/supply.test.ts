import { describe, expect, it } from 'vitest';
import { Ctx } from './ctx';
import { attritionChecks, depotSites, regionStatusChecks, removeScorchedInAugust, scorchSites, supplyUnits } from './supply';
import { rngFor } from './testing/forceDice';
import { addLeader, addUnit, aquitania } from './testing/states';
import type { BellumState } from './state';
import type { DieRollEntry } from '../core/log';

const LEGIONS = ['legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii', 'legio-xiii', 'legio-xiv', 'legio-xv', 'legio-i'];

/** A Roman force of n legions in a region, on a clean 6.1 state. */
function romans(n: number, region = 'carnutes'): BellumState {
  const s = aquitania();
  s.losses = [];
  s.scorched = [];
  LEGIONS.slice(0, n).forEach((l) => addUnit(s, l, region));
  addLeader(s, 'caesar', region);
  return s;
}

const rolls = (ctx: Ctx) => ctx.log.filter((e): e is DieRollEntry => e.kind === 'roll');

describe('BG 2.3.1 region status', () => {
  it('BG-REGION: 9 Roman units in winter with a depot: raw 5 → 5 Devastated', () => {
    const s = romans(9);
    s.turn = 1;
    s.depots = ['carnutes'];
    s.rng = rngFor([5]);
    const ctx = new Ctx(s);
    regionStatusChecks(ctx);
    const r = rolls(ctx).find((e) => e.purpose.includes('Carnutes'))!;
    expect(r.dice).toEqual([5]);
    expect(r.modifiers.map((m) => m.value).sort()).toEqual([-2, 1, 1]);
    expect(r.total).toBe(5);
    expect(ctx.s.scorched).toContain('carnutes');
  });

  it('BG-REGION: raw 4 with the same modifiers stays Fertile', () => {
    const s = romans(9);
    s.turn = 1;
    s.depots = ['carnutes'];
    s.rng = rngFor([4]);
    const ctx = new Ctx(s);
    regionStatusChecks(ctx);
    expect(ctx.s.scorched).not.toContain('carnutes');
  });

  it('only a side with more than 5 units rolls; garrisons of 3 do not count', () => {
    const s = romans(5);
    const ctx = new Ctx(s);
    regionStatusChecks(ctx);
    expect(rolls(ctx).some((e) => e.purpose.includes('Carnutes'))).toBe(false);
    // six units, three of them in an oppidum: still only 3 count
    const s2 = romans(6);
    for (const l of LEGIONS.slice(0, 3)) s2.units[l].place = 'cenabum';
    expect(supplyUnits(s2, 'carnutes', 'roman')).toHaveLength(3);
  });

  it('contested region: a Roman 2 and a Gallic 6 devastate it for both', () => {
    const s = romans(6, 'tarbelli'); // 6 Romans join the 5 Gauls… add one Gallic unit to pass 5
    addUnit(s, 'auscii-inf', 'tarbelli');
    const ctx = new Ctx(s);
    ctx.s.rng = rngFor([2, 6]);
    regionStatusChecks(ctx);
    const r = rolls(ctx).filter((e) => e.purpose.includes('Tarbelli'));
    expect(r.map((e) => e.dice[0])).toEqual([2, 6]);
    expect(ctx.s.scorched).toContain('tarbelli');
  });

  it('Gallia Romana is always Fertile: no roll', () => {
    const s = romans(9, 'provincia-1');
    const ctx = new Ctx(s);
    regionStatusChecks(ctx);
    expect(rolls(ctx).some((e) => e.purpose.includes('Provincia'))).toBe(false);
  });
});

describe('BG 2.3.2 depots', () => {
  it('needs a Roman army in a Fertile region', () => {
    expect(depotSites(romans(4))).toEqual([]);
    expect(depotSites(romans(5))).toEqual(['carnutes']);
    const s = romans(5);
    s.scorched = ['carnutes'];
    expect(depotSites(s)).toEqual([]);
  });
  it('in winter the army needs 3 legions', () => {
    const s = aquitania();
    ['legio-viii', 'legio-ix', 'numidians', 'cretans', 'balearics'].forEach((u) => addUnit(s, u, 'carnutes'));
    s.turn = 1;
    expect(depotSites(s)).toEqual([]);
    addUnit(s, 'legio-x', 'carnutes');
    expect(depotSites(s)).toEqual(['carnutes']);
  });
});

describe('BG 2.3.4 attrition', () => {
  it('forces in a Devastated region roll on the Attrition Table; Fertile regions do not', () => {
    const s = romans(6);
    const ctx = new Ctx(s);
    attritionChecks(ctx);
    expect(rolls(ctx)).toHaveLength(0);
    s.scorched = ['carnutes'];
    const ctx2 = new Ctx(s);
    attritionChecks(ctx2);
    const r = rolls(ctx2);
    expect(r).toHaveLength(1);
    expect(r[0].rule).toBe('BG 2.3.4');
    expect(r[0].cell?.table).toBeTruthy();
  });
  it('a besieged garrison rolls even in a Fertile region', () => {
    const s = aquitania();
    s.units['sotiates-inf'].place = 'sotiates-oppidum';
    s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 }];
    const ctx = new Ctx(s);
    attritionChecks(ctx);
    expect(rolls(ctx).map((e) => e.purpose).join()).toMatch(/besieged/);
  });
});

describe('BG 2.3.5 scorched earth', () => {
  it('markers come off in August only', () => {
    const s = aquitania();
    s.scorched = ['pictones'];
    s.turn = 6;
    const c1 = new Ctx(s);
    removeScorchedInAugust(c1);
    expect(c1.s.scorched).toEqual(['pictones']);
    s.turn = 7;
    const c2 = new Ctx(s);
    removeScorchedInAugust(c2);
    expect(c2.s.scorched).toEqual([]);
  });
  it('the Gaul may scorch only regions he controls', () => {
    const s = aquitania();
    const sites = scorchSites(s);
    expect(sites).toContain('pictones');
    expect(sites).not.toContain('veneti'); // pro-Roman in 6.1
    expect(sites).not.toContain('provincia-1');
  });
});
