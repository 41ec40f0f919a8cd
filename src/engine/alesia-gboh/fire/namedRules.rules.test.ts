/**
 * Terrain, ZOC and stacking rules that no other test named (AG 6.35, 6.6, 7.24, 8.57), on frozen
 * inputs: the combat and ZOC functions of fire/ and shock/, and the stacking rows.
 */
import { describe, expect, it } from 'vitest';
import { canStack } from '../stacking';
import { agUnit } from '../data';
import { mayStack } from '../movement/occupancy';
import { shockDrms } from '../shock/drms';
import type { ShockAttack } from '../shock/attack';
import { deepFreeze } from '../tables/types';
import { missileDrms } from './drms';
import { flatGround, k, stack, unit } from './testing';
import { enemyZocOn } from './zoc';

const sum = (ds: readonly { value: number }[]): number => ds.reduce((n, d) => n + d.value, 0);
const attack = (over: Partial<ShockAttack> & Pick<ShockAttack, 'attackers' | 'defenders'>): ShockAttack =>
  deepFreeze({ moved: false, mandatory: false, leaders: [], ...over });

describe('AG 6.35 — terrain modifies the combat die (errata #5)', () => {
  const bi = (id: string, hex: string, facing: 0 | 1 | 2 | 3 | 4 | 5 = 0) => unit(id, 'BI', hex, facing, { side: 'gallic' });
  const co = unit('co', 'CO', k(1, 0), 3);
  it('missile: a target in a forest hex is harder to hit (+1)', () => {
    const shot = (forest: boolean) => missileDrms(flatGround({ forests: forest ? [k(1, 0)] : [] }), { firer: bi('b', k(0, 0)), firerOnTop: true, target: stack(k(1, 0), co), moves: false, occupied: new Set<string>(), enemiesInZoc: [] }, 'J', 1);
    expect(sum(shot(true)) - sum(shot(false))).toBe(1);
  });
  it('shock: an attack up onto higher ground or into a forest costs the attacker', () => {
    const plain = sum(shockDrms(flatGround(), attack({ attackers: [stack(k(0, 0), bi('b', k(0, 0)))], defenders: [stack(k(1, 0), co)] })));
    const up = sum(shockDrms(flatGround({ levels: { [k(1, 0)]: 1 } }), attack({ attackers: [stack(k(0, 0), bi('b', k(0, 0)))], defenders: [stack(k(1, 0), co)] })));
    const wood = sum(shockDrms(flatGround({ forests: [k(1, 0)] }), attack({ attackers: [stack(k(0, 0), bi('b', k(0, 0)))], defenders: [stack(k(1, 0), co)] })));
    expect(up).toBeLessThan(plain);
    expect(wood).toBeLessThan(plain);
  });
  it('several kinds crossed by one attack add up; from two hexes only the highest counts', () => {
    const g = (spec: Parameters<typeof flatGround>[0]) => flatGround(spec);
    const one = (spec: Parameters<typeof flatGround>[0]) => sum(shockDrms(g(spec), attack({ attackers: [stack(k(0, 0), bi('b', k(0, 0)))], defenders: [stack(k(1, 0), co)] })));
    const base = one({});
    const upOnly = one({ levels: { [k(1, 0)]: 1 } }) - base;
    const woodOnly = one({ forests: [k(1, 0)] }) - base;
    expect(upOnly).toBeLessThan(0);
    expect(woodOnly).toBeLessThan(0);
    expect(one({ levels: { [k(1, 0)]: 1 }, forests: [k(1, 0)] }) - base).toBe(upOnly + woodOnly);
    // Two attacking hexes, (0,0) and (0,1), both attacking up onto the defender's level: the
    // attack takes that DRM once, not once per hex.
    const twoHexes = (levels: Record<string, number>) => shockDrms(flatGround({ levels }), attack({
      attackers: [stack(k(0, 0), bi('b', k(0, 0), 0)), stack(k(0, 1), bi('c', k(0, 1), 5))],
      defenders: [stack(k(1, 0), co)],
    })).filter((d) => /^terrain/.test(d.reason));
    expect(sum(twoHexes({ [k(1, 0)]: 1 }))).toBe(upOnly);
  });
});

describe('AG 7.24 — a hex in both sides’ ZOCs is controlled by both', () => {
  it('between a cohort and a BI facing each other, two hexes apart, the hex between is in the ZOC of each', () => {
    const g = flatGround();
    const co = unit('co', 'CO', k(0, 0), 0); // front: (1,0) and (1,-1)
    const bi = unit('bi', 'BI', k(2, -1), 3, { side: 'gallic' }); // front: (1,-1) and (1,0)
    const mid = k(1, 0);
    expect(enemyZocOn(g, 'gallic', mid, [co, bi]).map((u) => u.id)).toEqual(['co']);
    expect(enemyZocOn(g, 'roman', mid, [co, bi]).map((u) => u.id)).toEqual(['bi']);
  });
});

describe('AG 8.57, 6.6 — one artillery counter a hex', () => {
  const scorpions = ['sc-vi', 'sc-x'];
  it('two Scorpions never stack, at set-up nor in a move; a Scorpion with a cohort does', () => {
    for (const id of scorpions) expect(agUnit(id).type).toBe('SC');
    expect(canStack(scorpions)).toBe(false);
    expect(canStack(['co-vi-1', 'sc-vi'])).toBe(true);
    for (const kind of ['other', 'redoubt', 'rampart'] as const) {
      expect(mayStack(agUnit('sc-x'), [agUnit('sc-vi')], kind), kind).toBe(false);
    }
    expect(mayStack(agUnit('sc-vi'), [agUnit('co-vi-1')], 'other')).toBe(true);
  });
  it('AG 6.6: the limits hold during a move too — a third unit may not pass through a full stack', () => {
    expect(mayStack(agUnit('co-vi-3'), [agUnit('co-vi-1'), agUnit('co-vi-2')], 'other')).toBe(false);
  });
});
