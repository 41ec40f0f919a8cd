/**
 * BG 4.5.7 winter quarters (hiberna.ts), the points the log and the site rule make: where one may
 * be built, who is inside, when it is attacked, its loss, and its removal from March.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from './ctx';
import { boundToHiberna, buildHiberna, hasHiberna, hibernaAttacked, hibernaId, hibernaSiteProblem, isHiberna, placesNow, pruneHiberna, pruneHibernaLogged, withdrawHiberna } from './hiberna';
import { addLeader, addUnit, emptyAtRomanMove } from './testing/states';
import type { BellumState } from './state';

const H = hibernaId('veneti');

function winter(): BellumState {
  const s = emptyAtRomanMove('hiberna-rules');
  s.turn = 1;
  s.losses = [];
  for (const u of ['legio-vii', 'legio-viii']) addUnit(s, u, 'veneti');
  addLeader(s, 'crassus', 'veneti');
  return s;
}

describe('BG 4.5.7 the site', () => {
  it('an unknown region, or one that already has a hiberna, is refused with its reason', () => {
    const s = winter();
    expect(hibernaSiteProblem(s, 'atlantis')).toBe('unknown region "atlantis"');
    buildHiberna(s, 'veneti');
    expect(hibernaSiteProblem(s, 'veneti')).toBe('Veneti already has a hiberna');
  });
  it('a legion shut in an oppidum does not count; one in the open does', () => {
    const s = winter();
    s.units['legio-vii'].place = 'darioritum';
    s.units['legio-viii'] = { region: null, place: null, out: 'eliminated', reduced: false };
    expect(hibernaSiteProblem(s, 'veneti')).toBe('Veneti holds no legion');
    s.units['legio-vii'].place = null;
    expect(hibernaSiteProblem(s, 'veneti')).toBeNull();
  });
  it('the leader must stand in the open of the region', () => {
    const s = winter();
    s.leaders.crassus.place = 'darioritum';
    expect(hibernaSiteProblem(s, 'veneti')).toMatch(/has no Roman leader/);
  });
});

describe('BG 4.5.7 building and the places of a region', () => {
  it('the Roman pieces in the open go inside; Gauls and places stay as they were; the list stays sorted', () => {
    const s = winter();
    addUnit(s, 'veneti-inf', 'veneti', 'darioritum');
    s.hiberna = ['redones'];
    buildHiberna(s, 'veneti');
    expect(s.hiberna).toEqual(['redones', 'veneti']);
    expect(s.units['legio-vii'].place).toBe(H);
    expect(s.leaders.crassus.place).toBe(H);
    expect(s.units['veneti-inf'].place).toBe('darioritum');
    expect(placesNow(s, 'veneti').map((p) => p.id).at(-1)).toBe(H);
    expect(placesNow(s, 'pictones').map((p) => p.id)).not.toContain(hibernaId('pictones'));
  });
  it('a state with no hiberna list has none', () => {
    const s = winter();
    delete (s as { hiberna?: string[] }).hiberna;
    expect(hasHiberna(s, 'veneti')).toBe(false);
    expect(pruneHiberna(s)).toEqual([]);
    expect(isHiberna(null)).toBe(false);
    expect(isHiberna(undefined)).toBe(false);
    expect(isHiberna('darioritum')).toBe(false);
  });
  it('attacked: Gallic units anywhere in the region, even inside an oppidum; then the legions may march out', () => {
    const s = winter();
    buildHiberna(s, 'veneti');
    expect(hibernaAttacked(s, 'veneti')).toBe(false);
    expect(boundToHiberna(s, 'legio-vii')).toBe(true);
    addUnit(s, 'veneti-inf', 'veneti', 'darioritum');
    expect(hibernaAttacked(s, 'veneti')).toBe(true);
    expect(boundToHiberna(s, 'legio-vii')).toBe(false);
  });
  it('a unit outside any hiberna is never bound', () => {
    const s = winter();
    expect(boundToHiberna(s, 'legio-vii')).toBe(false);
  });
});

describe('BG 4.5.7 loss and withdrawal', () => {
  it('a hiberna with no Roman unit left is lost: the marker and its siege go, and the log says so; others stay', () => {
    const s = winter();
    buildHiberna(s, 'veneti');
    addUnit(s, 'legio-ix', 'redones');
    addLeader(s, 'fabius', 'redones');
    buildHiberna(s, 'redones');
    s.sieges = [{ place: H, region: 'veneti', besieger: 'gallic', turns: 2 }, { place: hibernaId('redones'), region: 'redones', besieger: 'gallic', turns: 1 }];
    for (const u of ['legio-vii', 'legio-viii']) s.units[u] = { region: null, place: null, out: 'eliminated', reduced: false };
    const ctx = new Ctx(s);
    pruneHibernaLogged(ctx);
    expect(s.hiberna).toEqual(['redones']);
    expect(s.sieges.map((x) => x.place)).toEqual([hibernaId('redones')]);
    expect(ctx.log).toEqual([expect.objectContaining({ kind: 'text', side: 'roman', rule: 'BG 4.5.7', text: 'The hiberna in Veneti is lost: no Roman unit is left in it, and its marker is removed.', refs: [{ kind: 'region', id: 'veneti' }] })]);
  });
  it('from March the legions leave; a besieged hiberna stays, and both are logged', () => {
    const s = winter();
    buildHiberna(s, 'veneti');
    addUnit(s, 'legio-ix', 'redones');
    addLeader(s, 'fabius', 'redones');
    buildHiberna(s, 'redones');
    s.sieges = [{ place: hibernaId('redones'), region: 'redones', besieger: 'gallic', turns: 1 }];
    s.turn = 2;
    const ctx = new Ctx(s);
    withdrawHiberna(ctx);
    expect(s.hiberna).toEqual(['redones']);
    expect(ctx.log.map((x) => x.kind === 'text' && [x.side, x.text, x.rule, x.refs?.map((r) => r.id)])).toEqual([
      ['roman', 'The hiberna in Redones is under siege and stays until the siege ends.', 'BG 4.5.7', ['redones']],
      ['roman', 'Spring: the legions leave their hiberna in Veneti; the marker is removed.', 'BG 4.5.7', ['veneti', 'legio-vii', 'legio-viii', 'crassus']],
    ]);
  });
  it('nothing to withdraw: no log', () => {
    const s = winter();
    s.turn = 2;
    const ctx = new Ctx(s);
    withdrawHiberna(ctx);
    expect(ctx.log).toEqual([]);
  });
});
