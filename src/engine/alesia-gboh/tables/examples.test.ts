/**
 * Every worked example of seed 002 these tables take part in, computed through the lookups with the
 * seed's own dice: GB-9.23, GB-8.17, GB-5.42, GB-12.2-NIGHT, GB-6.31, GB-6.42-MOVE.
 * DRMs the tables do not hold (unit count, TQ difference: AG 9.25; facing: AG 7.12) are typed in as
 * the example states them.
 */
import { describe, expect, it } from 'vitest';
import { alesiaForceEnters, entryArrives } from './entry';
import { MISSILE_HITS_PER_UNIT, MISSILE_TABLE, missileHit, missileUnitsStruck } from './missile';
import { shockResult } from './shock';
import { deathGardenEntry, moveCost, rampartEntryCost, type TecMoveId } from './terrain';
import { combineShockTerrain, missileTerrainDrm, shockTerrainDrm } from './terrainCombat';
import { wsmDrm } from './wsm';

const mp = (id: TecMoveId, fill = 0): number => {
  const c = moveCost(id, 'foot', fill);
  if (c.kind === 'prohibited') throw new Error(`${id} prohibited`);
  return c.mp;
};

describe('GB-9.23 — the best of the relief storm a Rampart held by one cohort', () => {
  it('step 1 (AG 6.45): each of the four Gauls entering the outer Death Garden takes 2 Hits', () => {
    const hits = [0, 0, 0, 0].map((h) => h + deathGardenEntry('outer').hits);
    expect(hits).toEqual([2, 2, 2, 2]);
  });

  it('step 2 (AG 8.62, 8.17): the cohort’s entry-reaction javelins, −1 for the lower target, die 5 → 4: a Hit on the top Gaul', () => {
    const drm = missileTerrainDrm('targetLower', 'J');
    expect(drm).toBe(-1);
    expect(missileHit('J', 1, 5 + drm)).toBe(true);
    expect(MISSILE_TABLE.J.hitsEveryUnit).toBe(false); // AG 8.14: the top unit only
    expect(missileUnitsStruck('J', 2)).toBe(1);
    const topOfFirstStack = deathGardenEntry('outer').hits + 1;
    expect(topOfFirstStack).toBe(3);
  });

  it('steps 6–7 (AG 9.25): DRMs −3 +3 +1 −2 = −1; die 5 → 4: 2 Hits each side, no retreat', () => {
    // Two stacks attack the Rampart hex from two outer-DG hexes: errata #5, one terrain DRM.
    const terrain = combineShockTerrain([[shockTerrainDrm('rampartFromBelow', 'foot')], [shockTerrainDrm('rampartFromBelow', 'foot')]]);
    const count = 4 - 1; // AG 9.25: 4 units against 1
    const tq = 1; // AG 9.25: the Gauls' best TQ is one above the cohort's
    const weapons = wsmDrm('BI', 'CO');
    const moving = 0; // AG 9.25: no moving-attack +1 across a man-made defence
    const drms = [terrain, count, tq, weapons];
    expect(drms).toEqual([-3, 3, 1, -2]);
    const net = terrain + count + tq + weapons + moving;
    expect(net).toBe(-1);
    const r = shockResult(5 + net);
    expect(r).toMatchObject({ attackerHits: 2, defenderHits: 2, attackerRetreat: false, defenderRetreat: false, continuedShock: false });
  });

  it('the same die against a defender off the Rampart, with the moving +1, would have driven it back', () => {
    // A contrast the table's shape guarantees: +4 on the roll (no Rampart −3, moving +1) reads row 8.
    expect(shockResult(5 - 1 + 3 + 1).defenderRetreat).toBe(true);
  });
});

describe('GB-8.17 — Gallic archers in W4911 shoot at a cohort and archers on the Rampart W4914, 3 hexes off', () => {
  const drm = missileTerrainDrm('archersAtRampartFromBelow', 'A');

  it('die 1, +1 from below at a Rampart → 2: a miss at range 3', () => {
    expect(drm).toBe(1);
    expect(missileHit('A', 3, 1 + drm)).toBe(false);
  });

  it('die 0 → 1: a hit, and as these are arrows each of the two Roman units takes 1 Hit (AG 8.14)', () => {
    expect(missileHit('A', 3, 0 + drm)).toBe(true);
    expect(missileUnitsStruck('A', 2) * MISSILE_HITS_PER_UNIT).toBe(2);
  });
});

describe('GB-5.42 — Arverni in Zone I, or Senones, Boii and Nervii in Zone III', () => {
  it('the Arverni come in automatically', () => {
    for (let d = 0; d <= 9; d++) expect(entryArrives('I', d, false)).toBe(true);
  });

  it('the three Zone III tribes come in on 0–8; a 9 wastes the activation', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => entryArrives('III', d, false))).toEqual([true, true, true, true, true, true, true, true, true, false]);
  });
});

describe('GB-12.2-NIGHT — the night Assault Period', () => {
  it('Zone III arrives on a raw 0–5, the Alesia force on a raw 0–3', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => entryArrives('III', d, true))).toEqual([0, 1, 2, 3, 4, 5]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => alesiaForceEnters(d, true))).toEqual([0, 1, 2, 3]);
  });
});

describe('GB-6.31 — BI W6213 → W6113, clear and one level up', () => {
  it('costs 2 MP', () => {
    expect(mp('clear') + mp('levelUp')).toBe(2);
  });
});

describe('GB-6.42-MOVE — the movement example', () => {
  it('unit A: 2 MP onto the Rampart from inside, 1 to face (AG 7.12), 1 per further Rampart hex (two, say: the diagram is lost)', () => {
    const facing = 1; // AG 7.12, a Roman cohort
    expect(rampartEntryCost('inside')).toBe(2);
    expect(rampartEntryCost('inside') + facing + 2 * rampartEntryCost('walkway')).toBe(5);
  });

  it('unit B: 4 MP onto the Rampart from outside, then 1 along it; Gallic foot face for free', () => {
    expect(rampartEntryCost('outside')).toBe(4);
    expect(rampartEntryCost('outside') + rampartEntryCost('walkway')).toBe(5);
  });

  it('unit C: 3 MP and 3 Hits into the inner Death Garden', () => {
    expect(deathGardenEntry('inner')).toEqual({ mp: 3, hits: 3, garden: true });
  });

  it('unit D: 1 MP per clear hex plus 2 for the stream hexside', () => {
    expect(mp('clear') + mp('stream') + mp('clear')).toBe(4);
  });

  it('unit E: +2 MP to stack with, or pass, a friend of its tribe', () => {
    expect(mp('clear') + mp('friendlyOccupied')).toBe(3);
  });

  it('the paths: W4616 → W4617 2 MP; W2919 → W2918 2 MP; W5122 → W5222 2 MP; W3911 → W4012 1 MP', () => {
    expect(rampartEntryCost('inside')).toBe(2);
    expect(rampartEntryCost('redoubt')).toBe(2);
    expect(rampartEntryCost('camp')).toBe(2);
    expect(rampartEntryCost('walkway')).toBe(1);
  });
});
