import { describe, expect, it } from 'vitest';
import { Ctx } from './ctx';
import { PLACE_BY_ID } from './data/places';
import { attritionChecks, regionStatusChecks, supplyUnits } from './supply';
import { beginMovement } from './movement';
import { besiegeable, besiegedStrength, listSieges, surrender } from './combat/siege';
import { buildHiberna, hasHiberna, hibernaId, hibernaSiteProblem, placesNow, pruneHiberna, withdrawHiberna } from './hiberna';
import { addLeader, addUnit, emptyAtRomanMove } from './testing/states';
import type { BellumState } from './state';
import type { DieRollEntry } from '../core/log';

const SIX = ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii'];
const H = hibernaId('veneti');

/** A Winter state with six legions and Caesar in the open of Veneti (pro-Roman in 6.1). */
function winterVeneti(units = SIX): BellumState {
  const s = emptyAtRomanMove('hiberna');
  s.turn = 1;
  s.losses = [];
  s.scorched = [];
  for (const u of units) addUnit(s, u, 'veneti');
  addLeader(s, 'caesar', 'veneti');
  return s;
}

function withHiberna(): BellumState {
  const s = winterVeneti();
  buildHiberna(s, 'veneti');
  return s;
}

const rolls = (ctx: Ctx) => ctx.log.filter((e): e is DieRollEntry => e.kind === 'roll');

describe('BG 4.5.7 — building a hiberna', () => {
  it('is lawful in a Roman region with a legion and a Roman leader', () => {
    expect(hibernaSiteProblem(winterVeneti(), 'veneti')).toBeNull();
  });
  it('needs a legion counter: cavalry alone will not do', () => {
    expect(hibernaSiteProblem(winterVeneti(['roman-cav-1']), 'veneti')).toMatch(/no legion/);
  });
  it('needs a leader who is not a pro-Roman Gallic chief', () => {
    const s = winterVeneti();
    s.leaders['caesar'] = { region: null, place: null, out: 'killed', wounded: false };
    addLeader(s, 'diviciacos', 'veneti');
    expect(hibernaSiteProblem(s, 'veneti')).toMatch(/Gallic chief/);
    addLeader(s, 'tribune-1', 'veneti');
    expect(hibernaSiteProblem(s, 'veneti')).toBeNull();
  });
  it('needs the region to be controlled by the Roman player', () => {
    const s = winterVeneti();
    addUnit(s, 'veneti-inf', 'veneti');
    expect(s.control['veneti']).toBe('contested');
    expect(hibernaSiteProblem(s, 'veneti')).toMatch(/not controlled/);
  });
  it('puts every Roman piece of the region inside, with no limit of numbers', () => {
    const s = withHiberna();
    expect(hasHiberna(s, 'veneti')).toBe(true);
    for (const u of SIX) expect(s.units[u].place).toBe(H);
    expect(s.leaders['caesar'].place).toBe(H);
    expect(placesNow(s, 'veneti').map((p) => p.id)).toContain(H);
    expect(placesNow(winterVeneti(), 'veneti').map((p) => p.id)).not.toContain(H);
  });
});

describe('BG 4.5.7 — effects of a hiberna', () => {
  it('units inside count neither for region status nor for attrition', () => {
    const s = withHiberna();
    expect(supplyUnits(s, 'veneti', 'roman')).toEqual([]);
    const ctx = new Ctx(s);
    regionStatusChecks(ctx);
    expect(rolls(ctx)).toHaveLength(0);
    // The same six legions in the open would roll (more than 5 units).
    const ctx2 = new Ctx(winterVeneti());
    regionStatusChecks(ctx2);
    expect(rolls(ctx2)).toHaveLength(1);
    s.scorched = ['veneti'];
    const ctx3 = new Ctx(s);
    attritionChecks(ctx3);
    expect(rolls(ctx3)).toHaveLength(0);
  });
  it('a besieged hiberna rolls no attrition either (this edition)', () => {
    const s = withHiberna();
    s.sieges = [{ place: H, region: 'veneti', besieger: 'gallic', turns: 1 }];
    const ctx = new Ctx(s);
    attritionChecks(ctx);
    expect(rolls(ctx)).toHaveLength(0);
  });
  it('is a place of defence value 2 that the Gaul, not the Roman, may besiege', () => {
    expect(PLACE_BY_ID[H]).toMatchObject({ kind: 'hiberna', defence: 2, region: 'veneti' });
    expect(besiegeable(H, 'gallic')).toBe(true);
    expect(besiegeable(H, 'roman')).toBe(false);
    // 2 + 6 legions + 2 for Caesar inside.
    expect(besiegedStrength(PLACE_BY_ID[H].defence, 'veneti', SIX, ['caesar'])).toBe(10);
  });
  it('a Gallic force in the region makes a siege of it possible', () => {
    const s = withHiberna();
    addUnit(s, 'veneti-inf', 'veneti');
    const ctx = new Ctx(s);
    expect(listSieges(ctx).map((e) => e.place)).toEqual([H]);
  });
  it('units inside may not move in Winter unless the hiberna is attacked', () => {
    const s = withHiberna();
    beginMovement(s, 'roman');
    expect(s.mayMove).toEqual([]);
    addUnit(s, 'veneti-inf', 'veneti'); // a Gallic unit in the region: attacked
    beginMovement(s, 'roman');
    expect(s.mayMove.sort()).toEqual([...SIX].sort());
  });
  it('a surrender removes the hiberna marker; its leaders are prisoners', () => {
    const s = withHiberna();
    addUnit(s, 'veneti-inf', 'veneti');
    s.sieges = [{ place: H, region: 'veneti', besieger: 'gallic', turns: 2 }];
    const ctx = new Ctx(s);
    surrender(ctx, { kind: 'siege', region: 'veneti', place: H, stage: 'defence' });
    expect(hasHiberna(ctx.s, 'veneti')).toBe(false);
    expect(ctx.s.sieges).toEqual([]);
    expect(ctx.s.leaders['caesar'].out).toBe('captured');
  });
  it('a hiberna with no Roman unit left is removed; a leader left inside steps into the open', () => {
    const s = withHiberna();
    for (const u of SIX) s.units[u] = { region: null, place: null, out: 'eliminated', reduced: false };
    expect(pruneHiberna(s)).toEqual(['veneti']);
    expect(hasHiberna(s, 'veneti')).toBe(false);
    expect(s.leaders['caesar'].place).toBeNull();
  });
});

describe('BG 4.5.7 / 1.II.C — removal from March', () => {
  it('stays through the Winter turn', () => {
    const ctx = new Ctx(withHiberna());
    withdrawHiberna(ctx);
    expect(hasHiberna(ctx.s, 'veneti')).toBe(true);
  });
  it('comes off as the March Roman movement phase begins; the units stand in the open and may move', () => {
    const s = withHiberna();
    s.turn = 2;
    const ctx = new Ctx(s);
    withdrawHiberna(ctx);
    expect(hasHiberna(ctx.s, 'veneti')).toBe(false);
    for (const u of SIX) expect(ctx.s.units[u].place).toBeNull();
    beginMovement(ctx.s, 'roman');
    expect(ctx.s.mayMove.sort()).toEqual([...SIX].sort());
  });
  it('a besieged hiberna stays until its siege is over', () => {
    const s = withHiberna();
    s.turn = 2;
    s.sieges = [{ place: H, region: 'veneti', besieger: 'gallic', turns: 1 }];
    const ctx = new Ctx(s);
    withdrawHiberna(ctx);
    expect(hasHiberna(ctx.s, 'veneti')).toBe(true);
  });
});

describe('BG 4.5 / 4.5.7 — a Gallic siege of a hiberna through the engine', () => {
  it('a Gallic army besieges the hiberna (defence 2); when it falls the marker is removed, nothing to raze', async () => {
    const { act, toCombat } = await import('./combat/testkit');
    const { rngFor: dice } = await import('./testing/forceDice');
    const s0 = emptyAtRomanMove('hiberna-siege');
    s0.turn = 1;
    addUnit(s0, 'legio-vii', 'veneti');
    s0.units['legio-vii'].reduced = true;
    addLeader(s0, 'crassus', 'veneti');
    buildHiberna(s0, 'veneti');
    for (const u of ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf', 'tarusates-cav']) addUnit(s0, u, 'veneti');
    addLeader(s0, 'adiatuanus', 'veneti');
    let s = toCombat(s0);
    expect(s.combat!.pending).toEqual({ kind: 'siegeStart', side: 'gallic', place: H });
    s = act(s, { t: 'besiege', place: H });
    expect(s.sieges).toEqual([{ place: H, region: 'veneti', besieger: 'gallic', turns: 0 }]);
    // Besiegers 4 infantry + 1 leader = 5; besieged 2 (hiberna) + 1 legion + 1 (Crassus) = 4: +1, die 6 → 0/2.
    s.rng = dice([6]);
    const r = (await import('./system')).bellum.apply(s, { t: 'endure', place: H });
    if (!r.ok) throw new Error(r.rejection.message);
    const roll = r.log.find((e) => e.kind === 'roll' && e.rule === 'BG 4.5.3');
    expect(roll && roll.kind === 'roll' && roll.purpose).toMatch(/besiegers 5 − besieged 4 = \+1/);
    s = act(r.state, { t: 'loss', unit: 'legio-vii' });
    expect(s.units['legio-vii'].out).toBe('eliminated');
    expect(s.leaders['crassus'].out).toBe('captured');
    expect(hasHiberna(s, 'veneti')).toBe(false);
    expect(s.sieges).toEqual([]);
    expect(s.destroyed).not.toContain(H);
  });
});
