/**
 * AG 8.1–8.6: missile fire resolution. Inputs are deep-frozen (testing.ts): resolution must not
 * write into them.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { previewFire, resolveFire, shotsAllowed, struckUnits } from './resolve';
import { canFire } from './eligible';
import { missileDrms } from './drms';
import { mayReact } from './reaction';
import { inFireArc, inRearSector } from './arc';
import { lineOfSight } from './los';
import { flatGround, k, stack, unit } from './testing';
import type { Shot } from './shot';
import type { Ground } from './ground';
import { deepFreeze } from '../tables/types';
import type { Facing } from '../state';

const NONE: ReadonlySet<string> = deepFreeze(new Set<string>());

function shot(over: Partial<Shot> & Pick<Shot, 'firer' | 'target'>): Shot {
  return deepFreeze({ firerOnTop: true, moves: false, occupied: NONE, enemiesInZoc: [], ...over });
}

describe('GB-8.17 — Gallic archers at a Rampart, range 3 (AG 8.14, 8.16, 8.17)', () => {
  // W4911 → W4914 as three hexes east; the Rampart target holds a cohort and Roman archers.
  const g = flatGround({ ramparts: [k(3, 0)] });
  const archers = unit('ar-g', 'AR', k(0, 0), 0, { side: 'gallic' });
  const target = stack(k(3, 0), unit('co', 'CO', k(3, 0), 3), unit('ar-r', 'AR', k(3, 0), 3));
  const s = shot({ firer: archers, target });

  it('the preview lists only the +1 for firing from off the Rampart at a Rampart hex', () => {
    const p = previewFire(g, s);
    expect(p.range).toBe(3);
    expect(p.hitNumber).toBe(1);
    expect(p.drms.map((d) => [d.value, d.rule])).toEqual([[1, 'AG 8.17']]);
    expect(p.chance).toBe(0.1);
    expect(p.hittingFaces).toEqual([0]);
  });
  it('a 1 becomes 2 and misses', () => {
    const r = resolveFire(g, s, 1);
    expect(r.modified).toBe(2);
    expect(r.hit).toBe(false);
    expect(r.hits).toEqual([]);
  });
  it('a 0 becomes 1 and hits: arrows give each of the two Roman units 1 Hit', () => {
    const r = resolveFire(g, s, 0);
    expect(r.hit).toBe(true);
    expect(r.hits.map((h) => [h.unit, h.added, h.fate])).toEqual([['co', 1, 'steady'], ['ar-r', 1, 'steady']]);
  });
});

describe('GB-9.23 step 2 — Entry reaction javelins from the Rampart (AG 8.62, 8.17, 8.22)', () => {
  const g = flatGround({ ramparts: [k(0, 0)], deathGardens: [k(1, 0)] });
  const co = unit('co', 'CO', k(0, 0), 5);
  const gauls = stack(k(1, 0), unit('bi1', 'BI', k(1, 0), 2, { hits: 2 }), unit('bi2', 'BI', k(1, 0), 2, { hits: 2 }));
  it('the cohort may react to the entry, read at range 1, once', () => {
    expect(mayReact({ kind: 'entry', reactor: co, reacted: false, enteringZoc: true })).toEqual({ ok: true, rule: 'AG 8.62', readRange: 1 });
    expect(mayReact({ kind: 'entry', reactor: co, reacted: true, enteringZoc: true }).ok).toBe(false);
  });
  it('−1 for the lower target; a 5 becomes 4 and puts 1 Hit on the top Gaul only', () => {
    const s = shot({ firer: co, target: gauls, reaction: 'entry', readRange: 1 });
    const r = resolveFire(g, s, 5);
    expect(r.drms.map((d) => d.value)).toEqual([-1]);
    expect(r.modified).toBe(4);
    expect(r.hits.map((h) => [h.unit, h.total])).toEqual([['bi1', 3]]);
  });
  it('AG 8.22: the same javelins outside Entry reaction are refused', () => {
    expect(canFire(g, shot({ firer: co, target: gauls }))).toMatchObject({ ok: false, rule: 'AG 8.22' });
  });
});

describe('AG 8.17 — each missile DRM alone', () => {
  const plain = flatGround();
  const li = unit('li', 'LI', k(0, 0), 0);
  const ar = unit('ar', 'AR', k(0, 0), 0, { side: 'gallic' });
  const bi = (hex: string, f: Facing = 3) => stack(hex, unit('bi', 'BI', hex, f));
  const drmsOf = (g: Ground, s: Shot) => {
    const v = canFire(g, s);
    if (!v.ok) throw new Error(v.why);
    return missileDrms(g, s, v.cls, v.range).map((d) => [d.value, d.rule]);
  };
  it('no DRM on open level ground', () => {
    expect(drmsOf(plain, shot({ firer: li, target: bi(k(1, 0)) }))).toEqual([]);
  });
  it('−1 target lower', () => {
    expect(drmsOf(flatGround({ levels: { [k(0, 0)]: 1 } }), shot({ firer: li, target: bi(k(1, 0)) }))).toEqual([[-1, 'AG 8.17']]);
  });
  it('+1 per Hit on the firer', () => {
    expect(drmsOf(plain, shot({ firer: unit('li', 'LI', k(0, 0), 0, { hits: 2 }), target: bi(k(1, 0)) }))).toEqual([[2, 'AG 8.17']]);
  });
  it('+1 target in forest', () => {
    expect(drmsOf(flatGround({ forests: [k(1, 0)] }), shot({ firer: li, target: bi(k(1, 0)) }))).toEqual([[1, 'AG 8.17']]);
  });
  it('+1 archers from below at a Rampart; +4 for javelins', () => {
    const g = flatGround({ ramparts: [k(1, 0)] });
    const roman = stack(k(1, 0), unit('co', 'CO', k(1, 0), 0));
    expect(drmsOf(g, shot({ firer: ar, target: roman }))).toEqual([[1, 'AG 8.17']]);
    const gli = unit('gli', 'LI', k(0, 0), 0, { side: 'gallic' });
    expect(drmsOf(g, shot({ firer: gli, target: roman }))).toEqual([[4, 'AG 8.17']]);
  });
  it('+1 moving foot archers and mounted missile units, never javelin foot or reaction fire', () => {
    expect(drmsOf(plain, shot({ firer: ar, target: stack(k(1, 0), unit('co', 'CO', k(1, 0), 0)), moves: true }))).toEqual([[1, 'AG 8.17']]);
    const gc = unit('gc', 'GC', k(0, 0), 0);
    expect(drmsOf(plain, shot({ firer: gc, target: bi(k(1, 0)), moves: true }))).toEqual([[1, 'AG 8.17']]);
    expect(drmsOf(plain, shot({ firer: li, target: bi(k(1, 0)), moves: true }))).toEqual([]);
    expect(drmsOf(plain, shot({ firer: gc, target: bi(k(1, 0)), moves: true, reaction: 'return' }))).toEqual([]);
  });
  it('+1 archers at an adjacent cohort through its front, not through its flank, not at range 2', () => {
    // The cohort on 1,0 facing 3 has 0,0 (direction W) in front.
    expect(drmsOf(plain, shot({ firer: ar, target: stack(k(1, 0), unit('co', 'CO', k(1, 0), 3)) }))).toEqual([[1, 'AG 8.17']]);
    expect(drmsOf(plain, shot({ firer: ar, target: stack(k(1, 0), unit('co', 'CO', k(1, 0), 1)) }))).toEqual([]);
    expect(drmsOf(plain, shot({ firer: ar, target: stack(k(2, 0), unit('co', 'CO', k(2, 0), 3)) }))).toEqual([]);
  });
  it('+1 archers at archers alone (AG 8.3), not when stacked', () => {
    const rar = unit('rar', 'AR', k(2, 0), 0);
    expect(drmsOf(plain, shot({ firer: ar, target: stack(k(2, 0), rar) }))).toEqual([[1, 'AG 8.3']]);
    expect(drmsOf(plain, shot({ firer: ar, target: stack(k(2, 0), unit('co', 'CO', k(2, 0), 0), rar) }))).toEqual([]);
  });
  it('+1 Palintonos over a Rampart (AG 8.55)', () => {
    const pa = unit('pa', 'PA', k(0, 0), 0);
    const g = flatGround({ ramparts: [k(1, 0)] });
    expect(drmsOf(g, shot({ firer: pa, target: bi(k(3, 0)), artilleryMode: 'fire' }))).toEqual([[1, 'AG 8.55']]);
  });
  it('+1 Roman fire at night at a target outside the walls (AG 12.2 Night), not Gallic', () => {
    const g = flatGround({ outside: [k(1, 0)] });
    expect(drmsOf(g, shot({ firer: li, target: bi(k(1, 0)), night: true }))).toEqual([[1, 'AG 12.2 Night']]);
    const gli = unit('gli', 'LI', k(0, 0), 0, { side: 'gallic' });
    expect(drmsOf(g, shot({ firer: gli, target: stack(k(1, 0), unit('co', 'CO', k(1, 0), 3)), night: true }))).toEqual([]);
  });
});

describe('AG 8.11–8.15, 8.19, 8.41, 8.43, 8.54, 8.56 — who may fire', () => {
  const g = flatGround();
  const target = stack(k(2, 0), unit('bi', 'BI', k(2, 0), 3));
  it('a unit with no missile letter cannot fire', () => {
    expect(canFire(g, shot({ firer: unit('bi2', 'BI', k(0, 0), 0), target: stack(k(1, 0), unit('co', 'CO', k(1, 0), 3)) }))).toMatchObject({ ok: false, rule: 'AG 8.11' });
  });
  it('javelins reach 1 hex; archers 3, not 4', () => {
    expect(canFire(g, shot({ firer: unit('li', 'LI', k(0, 0), 0), target }))).toMatchObject({ ok: false, rule: 'AG 9.41' });
    const ar = unit('ar', 'AR', k(0, 0), 0);
    expect(canFire(g, shot({ firer: ar, target: stack(k(3, 0), unit('bi', 'BI', k(3, 0), 3)) }))).toMatchObject({ ok: true, range: 3 });
    expect(canFire(g, shot({ firer: ar, target: stack(k(4, 0), unit('bi', 'BI', k(4, 0), 3)) })).ok).toBe(false);
  });
  it('AG 8.56: no Palintonos fire at an adjacent hex; AG 8.54: artillery needs Fire mode', () => {
    const pa = unit('pa', 'PA', k(0, 0), 0);
    expect(canFire(g, shot({ firer: pa, target: stack(k(1, 0), unit('bi', 'BI', k(1, 0), 3)), artilleryMode: 'fire' }))).toMatchObject({ ok: false, rule: 'AG 8.56' });
    expect(canFire(g, shot({ firer: pa, target, artilleryMode: 'move' }))).toMatchObject({ ok: false, rule: 'AG 8.54' });
    expect(canFire(g, shot({ firer: pa, target, artilleryMode: 'fire' })).ok).toBe(true);
  });
  it('AG 8.13: never out of the rear hexsides; front and flank both allowed', () => {
    const ar = (f: Facing) => unit('ar', 'AR', k(0, 0), f);
    // Target due east (direction 0). Facing 0 or 5: front; 1 or 4: flank; 2 and 3: rear.
    expect([0, 1, 2, 3, 4, 5].map((f) => canFire(g, shot({ firer: ar(f as Facing), target })).ok)).toEqual([true, true, false, false, true, true]);
  });
  it('AG 8.13: a unit in enemy ZOC must fire at a unit exerting it', () => {
    const ar = unit('ar', 'AR', k(0, 0), 0);
    const zocer = unit('z', 'BI', k(1, -1), 4);
    expect(canFire(g, shot({ firer: ar, target, enemiesInZoc: [zocer] }))).toMatchObject({ ok: false, rule: 'AG 8.13' });
  });
  it('AG 8.18: a hex of leaders only is no target; AG 8.43: no fire from a burning hex; AG 10.43: routed units do not fire', () => {
    const ar = unit('ar', 'AR', k(0, 0), 0);
    expect(canFire(g, shot({ firer: ar, target: stack(k(2, 0)) }))).toMatchObject({ ok: false, rule: 'AG 8.18' });
    expect(canFire(flatGround({ burning: [k(0, 0)] }), shot({ firer: ar, target }))).toMatchObject({ ok: false, rule: 'AG 8.43' });
    expect(canFire(g, shot({ firer: unit('ar', 'AR', k(0, 0), 0, { routed: true }), target }))).toMatchObject({ ok: false, rule: 'AG 10.43' });
  });
  it('AG 6.66: only the top infantry unit of a stack fires, but artillery fires from anywhere in it', () => {
    expect(canFire(g, shot({ firer: unit('li', 'LI', k(1, 0), 0), firerOnTop: false, target }))).toMatchObject({ ok: false, rule: 'AG 6.66' });
    expect(canFire(g, shot({ firer: unit('sc', 'SC', k(1, 0), 0), firerOnTop: false, target, artilleryMode: 'fire' })).ok).toBe(true);
  });
  it('AG 8.19: shoot-and-scoot reads 2 hexes as 1 for javelin LI, not across a wall nor from a ZOC', () => {
    const li = unit('li', 'LI', k(0, 0), 0);
    expect(canFire(g, shot({ firer: li, target, shootAndScoot: true }))).toMatchObject({ ok: true, range: 1 });
    const walled = flatGround({ sides: { [`${k(0, 0)}|${k(1, 0)}`]: ['stoneWall'] } });
    expect(canFire(walled, shot({ firer: li, target, shootAndScoot: true }))).toMatchObject({ ok: false });
    expect(canFire(g, shot({ firer: li, target, shootAndScoot: true, enemiesInZoc: [unit('z', 'BI', k(1, -1), 4)] }))).toMatchObject({ ok: false, rule: 'AG 8.19' });
    expect(canFire(g, shot({ firer: li, target, shootAndScoot: true, occupied: new Set([k(1, 0)]) }))).toMatchObject({ ok: false, rule: 'AG 8.19' });
    const far = stack(k(4, 0), unit('bi', 'BI', k(4, 0), 3));
    expect(canFire(g, shot({ firer: unit('gc', 'GC', k(0, 0), 0), target: far, shootAndScoot: true }))).toMatchObject({ ok: true, range: 1 });
  });
  it('AG 8.41: fire arrows only by Gallic archers when active, at Rampart or Redoubt hexes', () => {
    const ar = unit('ar', 'AR', k(0, 0), 0, { side: 'gallic' });
    const rg = flatGround({ ramparts: [k(2, 0)] });
    const roman = stack(k(2, 0), unit('co', 'CO', k(2, 0), 3));
    expect(canFire(rg, shot({ firer: ar, target: roman, cls: 'AFire' })).ok).toBe(true);
    expect(canFire(g, shot({ firer: ar, target: roman, cls: 'AFire' }))).toMatchObject({ ok: false, rule: 'AG 8.41' });
    expect(canFire(rg, shot({ firer: ar, target: roman, cls: 'AFire', reaction: 'return' }))).toMatchObject({ ok: false, rule: 'AG 8.41' });
    expect(canFire(rg, shot({ firer: unit('li', 'LI', k(1, 0), 0, { side: 'gallic' }), target: roman, cls: 'AFire' }))).toMatchObject({ ok: false, rule: 'AG 8.41' });
  });
  it('AG 8.42: a fire-arrow hit sets the hex burning and gives no Hit', () => {
    const ar = unit('ar', 'AR', k(0, 0), 0, { side: 'gallic' });
    const rg = flatGround({ ramparts: [k(2, 0)] });
    const r = resolveFire(rg, shot({ firer: ar, target: stack(k(2, 0), unit('co', 'CO', k(2, 0), 3)), cls: 'AFire' }), 0);
    expect(r.setsFire).toBe(true);
    expect(r.hits).toEqual([]);
  });
  it('AG 8.54: artillery twice when active in Fire mode, once in reaction, never in Move mode', () => {
    const sc = unit('sc', 'SC', k(0, 0), 0);
    expect([shotsAllowed(sc, true, 'fire'), shotsAllowed(sc, false, 'fire'), shotsAllowed(sc, true, 'move')]).toEqual([2, 1, 0]);
    expect(shotsAllowed(unit('ar', 'AR', k(0, 0), 0), true)).toBe(1);
  });
});

describe('AG 8.15 — line of sight', () => {
  const from = k(0, 0);
  const to = k(3, 0);
  const q = (cls: 'A' | 'J' | 'Scorpion' | 'Palintonos', occupied: string[] = []) => ({ from, to, cls, occupied: new Set(occupied) });
  it('open ground is clear', () => expect(lineOfSight(flatGround(), q('A')).clear).toBe(true));
  it('a forest or Rampart hex between blocks; the target’s own does not', () => {
    expect(lineOfSight(flatGround({ forests: [k(1, 0)] }), q('A')).clear).toBe(false);
    expect(lineOfSight(flatGround({ ramparts: [k(2, 0)] }), q('A')).clear).toBe(false);
    expect(lineOfSight(flatGround({ forests: [to], ramparts: [to] }), q('A')).clear).toBe(true);
  });
  it('a wall hexside blocks even next to the firer, but not a Palintonos (AG 8.55)', () => {
    const g = flatGround({ sides: { [`${k(0, 0)}|${k(1, 0)}`]: ['campWall'] } });
    expect(lineOfSight(g, q('A')).clear).toBe(false);
    expect(lineOfSight(g, q('Palintonos')).clear).toBe(true);
  });
  it('higher ground between blocks', () => {
    expect(lineOfSight(flatGround({ levels: { [k(1, 0)]: 1 } }), q('A')).clear).toBe(false);
    expect(lineOfSight(flatGround({ levels: { [k(1, 0)]: 1, [from]: 1 } }), q('A')).clear).toBe(true);
  });
  it('units between block, except for archers and Palintonos when nearer the firer', () => {
    expect(lineOfSight(flatGround(), q('A', [k(1, 0)])).clear).toBe(true);
    expect(lineOfSight(flatGround(), q('A', [k(2, 0)])).clear).toBe(false);
    expect(lineOfSight(flatGround(), q('Scorpion', [k(1, 0)])).clear).toBe(false);
  });
  it('a Redoubt: no fire in or out unless adjacent and from higher up; fire arrows may (AG 8.41)', () => {
    const g = flatGround({ redoubts: [k(1, 0)] });
    expect(lineOfSight(g, { from, to: k(1, 0), cls: 'A', occupied: new Set() }).clear).toBe(false);
    expect(lineOfSight(flatGround({ redoubts: [k(1, 0)], ramparts: [from] }), { from, to: k(1, 0), cls: 'A', occupied: new Set() }).clear).toBe(true);
    expect(lineOfSight(g, { from, to: k(1, 0), cls: 'AFire', occupied: new Set() }).clear).toBe(true);
  });
});

describe('AG 6.66, 8.14 — which units a hit strikes', () => {
  const top = unit('top', 'CO', k(1, 0), 3);
  const bottom = unit('bot', 'CO', k(1, 0), 3);
  it('javelins: the top unit, or the bottom one through the rear hexsides', () => {
    expect(struckUnits('J', k(0, 0), [top, bottom], k(1, 0)).map((u) => u.id)).toEqual(['top']);
    expect(struckUnits('J', k(2, 0), [top, bottom], k(1, 0)).map((u) => u.id)).toEqual(['bot']);
  });
  it('arrows and Palintonos: every unit', () => {
    expect(struckUnits('A', k(2, 0), [top, bottom], k(1, 0))).toHaveLength(2);
    expect(struckUnits('Palintonos', k(3, 0), [top, bottom], k(1, 0))).toHaveLength(2);
  });
});

describe('AG 8.18 — leaders in the target hex', () => {
  const g = flatGround();
  const s = shot({ firer: unit('li', 'LI', k(0, 0), 0), target: stack(k(1, 0), unit('bi', 'BI', k(1, 0), 3)) });
  it('only a natural 0 calls for the second die, and a second 0 kills (reading Q3)', () => {
    expect(resolveFire(g, s, 1, { leadersInTarget: 1 }).leaderCheck).toBeNull();
    expect(() => resolveFire(g, s, 0, { leadersInTarget: 1 })).toThrow(/AG 8.18/);
    expect(resolveFire(g, s, 0, { leadersInTarget: 1, leaderDie: 0 }).leaderCheck).toEqual({ leaderDie: 0, killed: true });
    expect(resolveFire(g, s, 0, { leadersInTarget: 1, leaderDie: 1 }).leaderCheck).toEqual({ leaderDie: 1, killed: false });
  });
});

describe('AG 8.6 — reaction fire', () => {
  const li = unit('li', 'LI', k(0, 0), 0);
  const ar = unit('ar', 'AR', k(0, 0), 0);
  const sc = unit('sc', 'SC', k(0, 0), 0);
  it('AG 8.61: Withdrawal fire only for range ≥ 2, read at 2, only for a moving unit', () => {
    expect(mayReact({ kind: 'withdrawal', reactor: ar, reacted: false, leavingZocByMove: true })).toEqual({ ok: true, rule: 'AG 8.61', readRange: 2 });
    expect(mayReact({ kind: 'withdrawal', reactor: li, reacted: false, leavingZocByMove: true }).ok).toBe(false);
    expect(mayReact({ kind: 'withdrawal', reactor: ar, reacted: false, leavingZocByMove: false }).ok).toBe(false);
  });
  it('AG 8.62: Entry fire not from another enemy ZOC, nor by a unit just retreated at an advancing one', () => {
    expect(mayReact({ kind: 'entry', reactor: li, reacted: false, enteringZoc: true, reactorInOtherEnemyZoc: true }).ok).toBe(false);
    expect(mayReact({ kind: 'entry', reactor: li, reacted: false, enteringZoc: true, advanceAfterCombat: true, reactorJustRetreated: true }).ok).toBe(false);
    expect(mayReact({ kind: 'entry', reactor: li, reacted: false, enteringZoc: true, advanceAfterCombat: true }).ok).toBe(true);
  });
  it('AG 8.63: Return fire; from an enemy ZOC only at a firer in its own ZOC', () => {
    expect(mayReact({ kind: 'return', reactor: li, reacted: false, firedUpon: true }).ok).toBe(true);
    expect(mayReact({ kind: 'return', reactor: li, reacted: false, firedUpon: true, reactorInEnemyZoc: true, firerInReactorZoc: false }).ok).toBe(false);
    expect(mayReact({ kind: 'return', reactor: li, reacted: false, firedUpon: true, reactorInEnemyZoc: true, firerInReactorZoc: true }).ok).toBe(true);
  });
  it('AG 8.64: artillery’s extra shot, even after another reaction, once, before shock', () => {
    expect(mayReact({ kind: 'artillery', reactor: sc, reacted: true })).toEqual({ ok: true, rule: 'AG 8.64' });
    expect(mayReact({ kind: 'artillery', reactor: sc, reacted: false, artilleryShotUsed: true }).ok).toBe(false);
    expect(mayReact({ kind: 'artillery', reactor: sc, reacted: false, shockBegun: true }).ok).toBe(false);
    expect(mayReact({ kind: 'artillery', reactor: li, reacted: false }).ok).toBe(false);
  });
});

describe('AG 8.13 arc geometry', () => {
  it('the rear sector holds the two rear neighbours and what lies straight behind', () => {
    // Facing 1 points north; rear neighbours are SW (4,... ) i.e. directions 4 and 5 for f = 1.
    expect(inRearSector(k(0, 0), 1, k(-1, 1))).toBe(true);
    expect(inRearSector(k(0, 0), 1, k(0, 1))).toBe(true);
    expect(inRearSector(k(0, 0), 1, k(-1, 2))).toBe(true);
    expect(inRearSector(k(0, 0), 1, k(1, 0))).toBe(false);
    expect(inFireArc(k(0, 0), 1, k(0, -3))).toBe(true);
  });
});

describe('properties', () => {
  it('more DRM never raises the chance to hit; results and Hits stay within the table', () => {
    const g = flatGround();
    fc.assert(fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 9 }), (hits, die) => {
      const s = (h: number) => shot({ firer: unit('ar', 'AR', k(0, 0), 0, { hits: h }), target: stack(k(2, 0), unit('bi', 'BI', k(2, 0), 3)) });
      const a = previewFire(g, s(hits));
      const b = previewFire(g, s(hits + 1));
      expect(b.chance).toBeLessThanOrEqual(a.chance);
      const r = resolveFire(g, s(hits), die);
      expect(r.hits.every((h) => h.added === 1 && h.total >= 0)).toBe(true);
      expect(r.hit).toBe(die + r.net <= r.hitNumber);
    }));
  });
});
