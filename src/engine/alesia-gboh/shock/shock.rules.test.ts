/**
 * AG 9.1–9.4, 10.1–10.3: shock resolution. Inputs are deep-frozen (fire/testing.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { flatGround, k, stack, unit } from '../fire/testing';
import { deepFreeze, SHOCK_TYPES, type ShockType } from '../tables/types';
import { SHOCK_MAX_ROW, SHOCK_MIN_ROW, SHOCK_TABLE } from '../tables/shock';
import type { Ground } from '../fire/ground';
import type { CombatUnit, Stack } from '../fire/combatUnit';
import type { ShockAttack, ShockLeader } from './attack';
import { shockDrms } from './drms';
import { previewShock, resolveShock } from './resolve';
import { forcedLeftover, shareHits, shareInStack } from './hits';
import { leaderLoss, mayRetreatBeforeShock, mayShockInto, preShockTest, preShockTestDue, shockObligation, unsupportedShooters } from './before';
import { retreatHexes, retreatOutcome } from './retreat';
import { checkDesignation } from './designation';
import { advanceDuty } from './advance';
import { continuedShock } from './continued';
import { shockOdds } from '../tables/odds';
import type { Facing } from '../state';

function attack(over: Partial<ShockAttack> & Pick<ShockAttack, 'attackers' | 'defenders'>): ShockAttack {
  return deepFreeze({ moved: false, mandatory: false, leaders: [], ...over });
}

// ---------------------------------------------------------------- GB-9.23
describe('GB-9.23 — four relief BI storm a Rampart held by one cohort (AG 9.2–9.25)', () => {
  // The cohort on the Rampart (0,0) faces vertex 3: its front hexes are (-1,0) and (-1,1), the two
  // outer Death Garden hexes the two Gallic stacks stand in, facing the wall.
  const g = flatGround({ ramparts: [k(0, 0)], deathGardens: [k(-1, 0), k(-1, 1)], outside: [k(-1, 0), k(-1, 1)] });
  const co = unit('co', 'CO', k(0, 0), 3);
  const s1 = stack(k(-1, 0), unit('bi1', 'BI', k(-1, 0), 0, { hits: 3 }), unit('bi2', 'BI', k(-1, 0), 0, { hits: 2 }));
  const s2 = stack(k(-1, 1), unit('bi3', 'BI', k(-1, 1), 0, { hits: 2 }), unit('bi4', 'BI', k(-1, 1), 0, { hits: 2 }));
  const a = attack({ attackers: [s1, s2], defenders: [stack(k(0, 0), co)], moved: true, mandatory: true });

  it('no Retreat Before Shock: the cohort is not faster than its attackers', () => {
    expect(mayRetreatBeforeShock(co, [...s1.units, ...s2.units], false).ok).toBe(false);
  });
  it('no pre-shock TQ test: a Rampart attacked from below', () => {
    expect(preShockTestDue(g, true, stack(k(0, 0), co), [s1.hex, s2.hex])).toBe(false);
  });
  it('the preview lists −3 +3 +1 −2 (net −1) and no moving-attack +1 across the Rampart', () => {
    const p = previewShock(g, a);
    expect(p.drms.map((d) => d.value)).toEqual([-3, 3, 1, -2]);
    expect(p.net).toBe(-1);
    expect(p.odds.reduce((s, o) => s + o.chance, 0)).toBeCloseTo(1);
  });
  it('a 5 becomes 4: 2 Hits each side, no retreat; the Roman places the two leftover Gallic Hits, on the two top units', () => {
    const r = resolveShock(g, a, 5);
    expect(r.modified).toBe(4);
    expect(r.text).toBe('Att 2 / Def 2');
    expect(r.defenderHits).toEqual([{ unit: 'co', added: 2, total: 2, fate: 'steady', rule: 'AG 10.12' }]);
    expect(r.attackerHits.map((h) => [h.unit, h.added, h.total])).toEqual([['bi1', 1, 4], ['bi2', 0, 2], ['bi3', 1, 3], ['bi4', 0, 2]]);
    expect(r.attackerRetreats).toEqual([]);
    expect(r.defenderRetreats).toEqual([]);
    expect(r.continuedShock).toBe(false);
  });
  it('the placement is forced here: lower units before the tops are refused', () => {
    expect(() => resolveShock(g, a, 5, { attackerLeftover: ['bi1', 'bi2'] })).toThrow(/top units/);
  });
});

// ---------------------------------------------------------------- every DRM alone
describe('AG 9.25 — each shock DRM alone', () => {
  // Baseline: one BI attacks one BI of equal TQ, head on, on open level ground: no DRM at all.
  const plain = flatGround();
  const att = (over: Partial<CombatUnit> = {}, type: CombatUnit['type'] = 'BI') => unit('a', type, k(0, 0), 0, { side: 'gallic', ...over });
  const def = (over: Partial<CombatUnit> = {}, type: CombatUnit['type'] = 'BI') => unit('d', type, k(1, 0), 3, { side: 'roman', ...over });
  const one = (g: Ground, a: CombatUnit, d: CombatUnit, over: Partial<ShockAttack> = {}) =>
    shockDrms(g, attack({ attackers: [stack(a.hex, a)], defenders: [stack(d.hex, d)], ...over })).map((x) => [x.value, x.rule]);
  it('baseline: none', () => expect(one(plain, att(), def())).toEqual([]));
  it('Disorder: −1 attacker, +1 defender', () => {
    expect(one(plain, att({ disordered: true }), def())).toEqual([[-1, 'AG 9.25']]);
    expect(one(plain, att(), def({ disordered: true }))).toEqual([[1, 'AG 9.25']]);
  });
  it('Charisma: +1 near an attacker, −1 near a defender, none for a leader without it or too far', () => {
    const L = (side: 'roman' | 'gallic', hex: string, charisma = 1): ShockLeader => ({ id: 'l', side, hex, charisma });
    expect(one(plain, att(), def(), { leaders: [L('gallic', k(-1, 0))] })).toEqual([[1, 'AG 9.25']]);
    expect(one(plain, att(), def(), { leaders: [L('roman', k(1, 0))] })).toEqual([[-1, 'AG 9.25']]);
    expect(one(plain, att(), def(), { leaders: [L('gallic', k(-1, 0), 0)] })).toEqual([]);
    expect(one(plain, att(), def(), { leaders: [L('gallic', k(-2, 0))] })).toEqual([]);
  });
  it('Moving attack +1, but not across a wall or onto a Rampart', () => {
    expect(one(plain, att(), def(), { moved: true })).toEqual([[1, 'AG 9.25']]);
    const wall = flatGround({ sides: { [`${k(0, 0)}|${k(1, 0)}`]: ['stoneWall'] } });
    expect(one(wall, att(), def(), { moved: true }).map(([v]) => v)).toEqual([-1]); // the wall's terrain only
  });
  it('Position: +3 for BI through the flank or rear, +1 for LI, none through the front', () => {
    expect(one(plain, att(), def({ facing: 1 }))).toEqual([[3, 'AG 9.25']]); // (0,0) is a flank hex of (1,0) facing 1
    expect(one(plain, att(), def({ facing: 0 }))).toEqual([[3, 'AG 9.25']]); // rear
    expect(one(plain, att({}, 'LI'), def({ facing: 0 }, 'LI'))).toEqual([[1, 'AG 9.25']]);
  });
  it('Position, Rampart exception: from outside, the flank does not count, the rear does', () => {
    const g = flatGround({ ramparts: [k(1, 0)] });
    expect(one(g, att(), def({ facing: 1 })).map(([v]) => v)).toEqual([-3]);
    expect(one(g, att(), def({ facing: 0 })).map(([v]) => v)).toEqual([3, -3]);
  });
  it('Terrain: forest, stream (cancelled by Fill 3), higher ground, Rampart from below', () => {
    expect(one(flatGround({ forests: [k(1, 0)] }), att(), def())).toEqual([[-1, 'AG 9.25']]);
    const stream = { [`${k(0, 0)}|${k(1, 0)}`]: ['stream' as const] };
    expect(one(flatGround({ sides: stream }), att(), def())).toEqual([[-1, 'AG 9.25']]);
    expect(one(flatGround({ sides: stream, fills: { [`${k(0, 0)}|${k(1, 0)}`]: 3 } }), att(), def())).toEqual([]);
    expect(one(flatGround({ levels: { [k(1, 0)]: 1 } }), att(), def())).toEqual([[-1, 'AG 9.25']]);
    expect(one(flatGround({ ramparts: [k(1, 0)] }), att(), def())).toEqual([[-3, 'AG 9.25']]);
  });
  it('Terrain, errata #5: from two hexes, only the highest penalty', () => {
    const g = flatGround({ sides: { [`${k(0, 0)}|${k(1, 0)}`]: ['smallRiver'] } });
    const a2 = unit('a2', 'BI', k(0, 1), 1, { side: 'gallic' });
    const d = def();
    // Both in the defender's front. From (0,0) across the small river −2; from (0,1) nothing: −2, plus +1 numbers.
    const r = shockDrms(g, attack({ attackers: [stack(k(0, 0), att()), stack(a2.hex, a2)], defenders: [stack(d.hex, d)] }));
    expect(r.map((x) => x.value)).toEqual([-2, 1]);
  });
  it('TQ difference, capped at 3; the top infantry unit speaks for a stack', () => {
    expect(one(plain, att({ tq: 8 }), def({ tq: 6 }))).toEqual([[2, 'AG 9.25']]);
    expect(one(plain, att({ tq: 9 }), def({ tq: 4 }))).toEqual([[3, 'AG 9.25']]);
    expect(one(plain, att({ tq: 3 }), def({ tq: 8 }))).toEqual([[-3, 'AG 9.25']]);
    const top = unit('t', 'BI', k(1, 0), 3, { side: 'roman', tq: 5 });
    const under = unit('u', 'BI', k(1, 0), 3, { side: 'roman', tq: 9 });
    const r = shockDrms(plain, attack({ attackers: [stack(k(0, 0), att({ tq: 5 }))], defenders: [stack(k(1, 0), top, under)] }));
    expect(r.map((x) => x.value)).toEqual([-1]); // numbers only: the lower unit's TQ 9 does not count
  });
  it('Numbers: difference in infantry and cavalry, archers and artillery not counted', () => {
    const d = def();
    const ar = unit('ar', 'AR', k(1, 0), 3, { side: 'roman' });
    const r = shockDrms(plain, attack({ attackers: [stack(k(0, 0), att(), unit('a2', 'BI', k(0, 0), 0, { side: 'gallic' }))], defenders: [stack(d.hex, d, ar)] }));
    expect(r.map((x) => x.value)).toEqual([1]);
  });
  it('Weapon System Matrix: BI against CO −2; the attacker then the defender name their types', () => {
    expect(one(plain, att(), def({ tq: 7 }, 'CO'))).toEqual([[-2, 'AG 9.43']]);
    const mixed = attack({ attackers: [stack(k(0, 0), att())], defenders: [stack(k(1, 0), def({ tq: 7 }, 'CO')), stack(k(1, -1), unit('li', 'LI', k(1, -1), 4, { side: 'roman' }))] });
    expect(() => shockDrms(plain, mixed)).toThrow(/AG 9.25/);
    expect(shockDrms(plain, mixed, { defender: 'LI' }).find((x) => x.rule === 'AG 9.43')?.value).toBe(2);
    expect(() => shockDrms(plain, mixed, { defender: 'GC' })).toThrow(/no GC/);
  });
});

// ---------------------------------------------------------------- before the roll
describe('AG 9.11, 9.12, 9.26, 9.27 — who shocks', () => {
  const g = flatGround({ ramparts: [k(0, 0)] });
  const enemy = unit('e', 'BI', k(1, 0), 3);
  it('moved into an enemy ZOC: mandatory; stayed, began there: voluntary; archers never', () => {
    const bi = unit('b', 'BI', k(5, 5), 0, { side: 'gallic' });
    expect(shockObligation(flatGround(), bi, { moved: true, startedInEnemyZoc: false, enemiesInZoc: [enemy] }).kind).toBe('mandatory');
    expect(shockObligation(flatGround(), bi, { moved: false, startedInEnemyZoc: true, enemiesInZoc: [enemy] }).kind).toBe('voluntary');
    expect(shockObligation(flatGround(), bi, { moved: false, startedInEnemyZoc: false, enemiesInZoc: [enemy] }).kind).toBe('none');
    expect(shockObligation(flatGround(), unit('ar', 'AR', k(5, 5), 0), { moved: true, startedInEnemyZoc: false, enemiesInZoc: [enemy] }).rule).toBe('AG 9.26');
  });
  it('a unit on a Rampart with an enemy off the Ramparts in its ZOC must shock, moved or not', () => {
    expect(shockObligation(g, unit('co', 'CO', k(0, 0), 0), { moved: false, startedInEnemyZoc: true, enemiesInZoc: [enemy] }))
      .toEqual({ kind: 'mandatory', rule: 'AG 9.11' });
  });
  it('cavalry never shocks onto a Rampart or across a wall', () => {
    expect(mayShockInto(g, unit('gc', 'GC', k(1, 0), 3), k(0, 0)).ok).toBe(false);
    expect(mayShockInto(g, unit('bi', 'BI', k(1, 0), 3), k(0, 0)).ok).toBe(true);
  });
  it('archers or artillery with no infantry in their hex are eliminated when attacked', () => {
    expect(unsupportedShooters(stack(k(0, 0), unit('ar', 'AR', k(0, 0), 0)))).toEqual(['ar']);
    expect(unsupportedShooters(stack(k(0, 0), unit('co', 'CO', k(0, 0), 0), unit('ar', 'AR', k(0, 0), 0)))).toEqual([]);
  });
});

describe('AG 9.21, 9.26, 9.27 — what a shock may hold', () => {
  const g = flatGround();
  const a = unit('a', 'BI', k(0, 0), 0, { side: 'gallic' });
  it('no archers among the attackers, no lone shooters as defenders, two sides', () => {
    const ar = unit('ar', 'AR', k(1, 0), 3);
    expect(() => previewShock(g, attack({ attackers: [stack(a.hex, a)], defenders: [stack(ar.hex, ar)] }))).toThrow(/AG 9.27/);
    const gar = unit('gar', 'AR', k(0, 0), 0, { side: 'gallic' });
    expect(() => previewShock(g, attack({ attackers: [stack(a.hex, a, gar)], defenders: [stack(k(1, 0), unit('co', 'CO', k(1, 0), 3))] }))).toThrow(/AG 9.26/);
    expect(() => previewShock(g, attack({ attackers: [stack(a.hex, a)], defenders: [stack(k(1, 0), unit('b', 'BI', k(1, 0), 3, { side: 'gallic' }))] }))).toThrow(/AG 9.21/);
  });
});

describe('AG 9.21 — designation', () => {
  const g = flatGround();
  const a = unit('a', 'BI', k(0, 0), 0, { side: 'gallic' }); // front: (1,0) and (1,-1)
  const d1 = unit('d1', 'CO', k(1, 0), 3);
  const d2 = unit('d2', 'CO', k(1, -1), 3);
  it('an attacker must attack every enemy in its front hexes, together', () => {
    expect(checkDesignation(g, [{ attackers: [stack(a.hex, a)], defenders: [stack(d1.hex, d1)] }], [d1, d2]).map((e) => e.rule)).toEqual(['AG 9.21']);
    expect(checkDesignation(g, [{ attackers: [stack(a.hex, a)], defenders: [stack(d1.hex, d1), stack(d2.hex, d2)] }], [d1, d2])).toEqual([]);
  });
  it('an enemy in front already attacked by another friendly shock need not be attacked again', () => {
    const b = unit('b', 'BI', k(2, -2), 4, { side: 'gallic' }); // front: (1,-1) and (2,-1)
    const errs = checkDesignation(g, [
      { attackers: [stack(a.hex, a)], defenders: [stack(d1.hex, d1)] },
      { attackers: [stack(b.hex, b)], defenders: [stack(d2.hex, d2)] },
    ], [d1, d2]);
    expect(errs).toEqual([]);
  });
  it('a defender is attacked once; a unit shocks once a phase', () => {
    const b = unit('b', 'BI', k(2, -1), 3, { side: 'gallic' }); // front: (1,-1)? facing 3: W (1,-1) and SW (1,0)
    const errs = checkDesignation(g, [
      { attackers: [stack(a.hex, a)], defenders: [stack(d1.hex, d1), stack(d2.hex, d2)] },
      { attackers: [stack(b.hex, b)], defenders: [stack(d1.hex, d1), stack(d2.hex, d2)] },
    ], [d1, d2]);
    expect(errs.some((e) => /attacked in two shocks/.test(e.why))).toBe(true);
    expect(checkDesignation(g, [{ attackers: [stack(a.hex, a)], defenders: [stack(d1.hex, d1), stack(d2.hex, d2)] }], [d1, d2], new Set(['a'])).length).toBe(1);
  });
});

describe('AG 9.22 — Retreat Before Shock', () => {
  const li = unit('li', 'LI', k(1, 0), 3, { ma: 6 });
  it('a faster defender not in ZOC at the phase start may; half its MA rounded up, pursuit half rounded down', () => {
    expect(mayRetreatBeforeShock(li, [unit('bi', 'BI', k(0, 0), 0, { ma: 5 })], false)).toEqual({ ok: true, rule: 'AG 9.22', retreatMp: 3, pursuitMp: 2 });
    expect(mayRetreatBeforeShock(li, [unit('bi', 'BI', k(0, 0), 0, { ma: 5 })], true).ok).toBe(false);
    expect(mayRetreatBeforeShock(li, [unit('ln', 'LN', k(0, 0), 0, { ma: 7 })], false).ok).toBe(false);
  });
});

describe('AG 9.23 — pre-shock TQ test', () => {
  const g = flatGround({ ramparts: [k(1, 0), k(1, -1)] });
  const co = unit('co', 'CO', k(1, 0), 3);
  it('only in a mandatory shock; not on a Rampart attacked from below, but yes from another Rampart', () => {
    expect(preShockTestDue(g, false, stack(co.hex, co), [k(0, 0)])).toBe(false);
    expect(preShockTestDue(g, true, stack(co.hex, co), [k(0, 0)])).toBe(false);
    expect(preShockTestDue(g, true, stack(co.hex, co), [k(1, -1)])).toBe(true);
    expect(preShockTestDue(flatGround(), true, stack(co.hex, co), [k(0, 0)])).toBe(true);
  });
  it('at or under the TQ nothing; over it 1 Hit and a retreat, or 3 Hits and stay', () => {
    expect(preShockTest(stack(co.hex, co), 6, true)).toMatchObject({ passed: true, hits: {}, retreats: false });
    expect(preShockTest(stack(co.hex, co), 7, true)).toMatchObject({ passed: false, hits: { co: 1 }, retreats: true });
    expect(preShockTest(stack(co.hex, co), 7, false)).toMatchObject({ passed: false, hits: { co: 3 }, retreats: false });
    const worn = unit('w', 'CO', k(1, 0), 3, { hits: 5 });
    expect(preShockTest(stack(worn.hex, worn), 9, true)).toMatchObject({ fates: [{ fate: 'routs', rule: 'AG 10.13' }], retreats: false });
  });
  it('AG 6.67: a stack tests on its top infantry TQ and an odd Hit goes to the top', () => {
    const t = unit('t', 'CO', k(1, 0), 3, { tq: 4 });
    const u = unit('u', 'CO', k(1, 0), 3, { tq: 6 });
    expect(preShockTest(stack(k(1, 0), t, u), 5, false)).toMatchObject({ tq: 4, passed: false, hits: { t: 2, u: 1 } });
    expect(shareInStack(stack(k(1, 0), t, u), 1)).toEqual({ t: 1, u: 0 });
  });
});

describe('AG 9.24 — leader loss', () => {
  it('a 0, then 0–4, kills', () => {
    expect(leaderLoss(1)).toEqual({ killed: false, rolledAgain: false });
    expect(() => leaderLoss(0)).toThrow(/AG 9.24/);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => leaderLoss(0, d).killed)).toEqual([true, true, true, true, true, false, false, false, false, false]);
  });
});

// ---------------------------------------------------------------- after the roll
describe('AG 9.25, 10.2–10.4 — results', () => {
  const g = flatGround();
  // Net +9 (BI TQ 9 vs 6 → +3, 3 vs 1 → +2, rear +3, moving +1): every face reads a high row.
  const biA = (id: string, hex: string) => unit(id, 'BI', hex, 0, { side: 'gallic', tq: 9 });
  it('a defender retreat lists the standing defenders with their archers; CS for the attacker', () => {
    const d = stack(k(1, 0), unit('co', 'CO', k(1, 0), 0, { tq: 6 }), unit('ar', 'AR', k(1, 0), 0));
    const a = attack({ attackers: [stack(k(0, 0), biA('a1', k(0, 0)), biA('a2', k(0, 0))), stack(k(0, 1), biA('a3', k(0, 1)))], defenders: [d], moved: true });
    const r = resolveShock(g, a, 9, { defenderLeftover: [] });
    expect(r.result.row).toBe('≥9');
    expect(r.defenderHits).toEqual([{ unit: 'co', added: 4, total: 4, fate: 'steady', rule: 'AG 10.12' }]);
    expect(r.defenderRetreats).toEqual(['co', 'ar']);
    expect(r.continuedShock).toBe(true);
  });
  it('AG 9.27: archers go with their routed infantry', () => {
    const d = stack(k(1, 0), unit('co', 'CO', k(1, 0), 0, { hits: 4 }), unit('ar', 'AR', k(1, 0), 0));
    const a = attack({ attackers: [stack(k(0, 0), biA('a1', k(0, 0)))], defenders: [d], moved: true });
    const r = resolveShock(g, a, 9);
    expect(r.defenderHits[0]).toMatchObject({ fate: 'routs', rule: 'AG 10.13' });
    expect(r.shootersEliminated).toEqual(['ar']);
    expect(r.defenderRetreats).toEqual([]);
  });
  it('AG 10.3 Rampart exception #3: no CS for attackers on a Rampart against units off it', () => {
    const rg = flatGround({ ramparts: [k(0, 0)] });
    const co = unit('c', 'CO', k(0, 0), 0, { tq: 9 });
    const a = attack({ attackers: [stack(k(0, 0), co)], defenders: [stack(k(1, 0), unit('b', 'BI', k(1, 0), 0, { side: 'gallic', tq: 5 }))] });
    const r = resolveShock(rg, a, 9);
    expect(r.result.continuedShock).toBe(true);
    expect(r.continuedShock).toBe(false);
  });
  it('AG 10.21–10.25: retreat hexes and the Hits a retreat costs', () => {
    const u = unit('u', 'BI', k(0, 0), 0, { side: 'gallic' });
    expect(retreatHexes(g, u, () => true).sort()).toEqual([k(-1, 0), k(-1, 1)].sort());
    expect(retreatHexes(flatGround({ deathGardens: [k(-1, 0)] }), u, () => true)).toEqual([k(-1, 1)]);
    expect(retreatOutcome(g, u, { kind: 'blocked' }, [], false)).toMatchObject({ hits: { added: 2 }, rule: 'AG 10.23' });
    expect(retreatOutcome(g, u, { kind: 'retreat', to: k(-1, 0), intoFiringEnemyZoc: true }, [k(-1, 0)], false)).toMatchObject({ hits: { added: 1 }, rule: 'AG 10.25' });
    expect(() => retreatOutcome(g, u, { kind: 'hold' }, [], true)).toThrow(/AG 10.24/);
    const rg = flatGround({ ramparts: [k(0, 0)], inside: [k(1, 0)], outside: [k(-1, 0)] });
    const co = unit('co', 'CO', k(0, 0), 3);
    expect(retreatHexes(rg, co, () => true)).toEqual([k(1, 0)]);
    expect(retreatOutcome(rg, co, { kind: 'hold' }, [k(1, 0)], true)).toMatchObject({ hits: { added: 1 }, rule: 'AG 10.24' });
    expect(retreatOutcome(rg, unit('sc', 'SC', k(0, 0), 3), { kind: 'retreat', to: k(1, 0), intoFiringEnemyZoc: false }, [k(1, 0)], true).hits.fate).toBe('eliminated');
  });
  it('AG 9.25: leftover Hits: forced when there is no choice, chosen by the inflicting player otherwise', () => {
    const s = [stack(k(0, 0), unit('a', 'BI', k(0, 0), 0)), stack(k(0, 1), unit('b', 'BI', k(0, 1), 0)), stack(k(0, 2), unit('c', 'BI', k(0, 2), 0))];
    expect(forcedLeftover(s, 3)).toEqual([]);
    expect(forcedLeftover(s, 1)).toBeNull();
    expect(() => shareHits(s, 1)).toThrow(/must place/);
    expect(shareHits(s, 4, ['b']).perUnit).toEqual({ a: 1, b: 2, c: 1 });
  });
});

// ---------------------------------------------------------------- properties
describe('properties', () => {
  const g = flatGround();
  const arbUnit = (id: string, side: 'roman' | 'gallic', hex: string) =>
    fc.record({ tq: fc.integer({ min: 3, max: 8 }), hits: fc.integer({ min: 0, max: 2 }), type: fc.constantFrom<ShockType>(...SHOCK_TYPES), disordered: fc.boolean() })
      .map((o) => unit(id, o.type, hex, side === 'gallic' ? 0 : 3, { side, tq: o.tq, hits: o.hits, disordered: o.disordered, hasReducedSide: o.type === 'CO' || o.type === 'BI' }));
  const arbAttack = fc.tuple(arbUnit('a', 'gallic', k(0, 0)), arbUnit('d', 'roman', k(1, 0)), fc.boolean())
    .map(([a, d, moved]) => attack({ attackers: [stack(a.hex, a)], defenders: [stack(d.hex, d)], moved }));
  it('Hits never negative; results within the table; every face sums to 1', () => {
    fc.assert(fc.property(arbAttack, fc.integer({ min: 0, max: 9 }), (a, die) => {
      const r = resolveShock(g, a, die);
      for (const h of [...r.attackerHits, ...r.defenderHits]) expect(h.added).toBeGreaterThanOrEqual(0);
      expect(SHOCK_TABLE).toContain(r.result);
      expect(r.odds.reduce((s, o) => s + o.chance, 0)).toBeCloseTo(1);
      expect(Math.max(SHOCK_MIN_ROW, Math.min(SHOCK_MAX_ROW, r.modified))).toBeGreaterThanOrEqual(SHOCK_MIN_ROW);
    }));
  });
  it('a more favourable DRM never gives the attacker a worse expected result', () => {
    const stacksOf = (a: ShockAttack): [Stack, Stack] => [a.attackers[0], a.defenders[0]];
    fc.assert(fc.property(arbAttack, (a) => {
      const [as, ds] = stacksOf(a);
      const base = previewShock(g, a);
      // Disorder the defender: +1 (or nothing if already).
      const d2 = { ...ds.units[0], disordered: true };
      const better = previewShock(g, attack({ ...a, defenders: [stack(ds.hex, d2)] }));
      expect(better.net).toBeGreaterThanOrEqual(base.net);
      expect(better.expected.defenderHits - better.expected.attackerHits).toBeGreaterThanOrEqual(base.expected.defenderHits - base.expected.attackerHits - 1e-9);
      expect(better.expected.attackerHits).toBeLessThanOrEqual(base.expected.attackerHits + 1e-9);
      expect(as.units.length).toBe(1);
    }));
  });
});

describe('AG 9.31–9.33 — advance after combat', () => {
  const g = flatGround({ ramparts: [k(0, 0)] });
  it('Rampart exception #1: no duty to advance off the Rampart', () => {
    const d = advanceDuty(g, [stack(k(0, 0), unit('co', 'CO', k(0, 0), 0))], [stack(k(1, 0), unit('b', 'BI', k(1, 0), 3))], k(1, 0));
    expect(d.mustAdvance).toBe(false);
  });
  it('the unit with a position DRM advances, else the best TQ', () => {
    const flat = flatGround();
    const front = unit('f', 'BI', k(0, 0), 0, { side: 'gallic', tq: 8 });
    const flank = unit('s', 'BI', k(1, -1), 4, { side: 'gallic', tq: 5 });
    const d = stack(k(1, 0), unit('co', 'CO', k(1, 0), 3));
    expect(advanceDuty(flat, [stack(front.hex, front), stack(flank.hex, flank)], [d], k(1, 0)).candidates).toEqual(['s']);
    const other = unit('o', 'BI', k(0, 1), 1, { side: 'gallic', tq: 6 });
    expect(advanceDuty(flat, [stack(front.hex, front), stack(other.hex, other)], [d], k(1, 0)).candidates).toEqual(['f']);
  });
});

describe('AG 9.42 — the table read through the DRM', () => {
  it('one more point of DRM never costs the attacker: fewer or equal Hits, more or equal to the defender, no more attacker retreats', () => {
    fc.assert(fc.property(fc.integer({ min: -15, max: 15 }), (net) => {
      const ex = (n: number) => {
        const o = shockOdds(n);
        const e = (f: (r: (typeof o)[number]['result']) => number) => o.reduce((s, x) => s + x.chance * f(x.result), 0);
        return { att: e((r) => r.attackerHits), def: e((r) => r.defenderHits), ar: e((r) => +r.attackerRetreat), dr: e((r) => +r.defenderRetreat), cs: e((r) => +r.continuedShock) };
      };
      const a = ex(net);
      const b = ex(net + 1);
      expect(b.att).toBeLessThanOrEqual(a.att + 1e-9);
      expect(b.def).toBeGreaterThanOrEqual(a.def - 1e-9);
      expect(b.ar).toBeLessThanOrEqual(a.ar + 1e-9);
      expect(b.dr).toBeGreaterThanOrEqual(a.dr - 1e-9);
      expect(b.cs).toBeGreaterThanOrEqual(a.cs - 1e-9);
    }));
  });
  it('each attacker-favourable condition raises (or keeps) the net DRM', () => {
    const g = flatGround();
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.constantFrom<Facing>(0, 1, 2, 3, 4, 5), (moved, charisma, disordered, facing) => {
      const a = unit('a', 'BI', k(0, 0), 0, { side: 'gallic' });
      const d = unit('d', 'CO', k(1, 0), facing, { disordered });
      const base = attack({ attackers: [stack(a.hex, a)], defenders: [stack(d.hex, d)], moved, leaders: charisma ? [{ id: 'l', side: 'gallic', hex: k(-1, 0), charisma: 1 }] : [] });
      const net = previewShock(g, base).net;
      expect(previewShock(g, { ...base, moved: true }).net).toBeGreaterThanOrEqual(net);
      expect(previewShock(g, { ...base, leaders: [{ id: 'l', side: 'gallic', hex: k(-1, 0), charisma: 1 }] }).net).toBeGreaterThanOrEqual(net);
      expect(previewShock(g, { ...base, defenders: [stack(d.hex, { ...d, disordered: true })] }).net).toBeGreaterThanOrEqual(net);
      expect(previewShock(g, { ...base, defenders: [stack(d.hex, { ...d, facing: 0 as Facing })] }).net).toBeGreaterThanOrEqual(net); // its rear towards the attacker
    }));
  });
});

describe('AG 10.3 — Continued Shock targets', () => {
  const g = flatGround();
  it('every enemy now in the attackers’ front hexes, not those that retreated; an advance makes it a moving attack', () => {
    const a = unit('a', 'BI', k(1, 0), 0, { side: 'gallic' }); // advanced into (1,0): front (2,0) and (2,-1)
    const e1 = unit('e1', 'CO', k(2, 0), 3);
    const e2 = unit('e2', 'CO', k(2, -1), 3);
    const far = unit('far', 'CO', k(4, 0), 3);
    const r = continuedShock(g, [a], [e1, e2, far], new Set(['e2']), true);
    expect(r.defenders.map((u) => u.id)).toEqual(['e1']);
    expect(r.moving).toBe(true);
    expect(continuedShock(g, [a], [e2], new Set(['e2']), true)).toEqual({ defenders: [], moving: false });
  });
});
