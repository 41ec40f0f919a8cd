/**
 * Preview chances over the ten faces of the d10 (AG 2.3): shock (AG 9.42), missile (AG 8.16),
 * entry (AG 5.33, 5.63, 12.2).
 */
import { describe, expect, it } from 'vitest';
import { alesiaForceChance, entryChance, missileHitChance, shockOdds } from './odds';
import { shockResult } from './shock';

describe('shock odds (AG 9.42)', () => {
  it('GB-9.23 at net −1: die 5 is among the faces that read 2/2, and the chances sum to 1', () => {
    const odds = shockOdds(-1);
    const even = odds.find((o) => o.result === shockResult(4));
    expect(even?.faces).toContain(5);
    expect(odds.reduce((a, o) => a + o.chance, 0)).toBeCloseTo(1, 10);
    expect(odds.flatMap((o) => o.faces)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('far past the ends every face reads the end row', () => {
    expect(shockOdds(-30)).toHaveLength(1);
    expect(shockOdds(-30)[0]).toMatchObject({ chance: 1, result: shockResult(-99) });
    expect(shockOdds(30)[0].result).toBe(shockResult(99));
  });
});

describe('missile, entry and sortie chances', () => {
  it('archers at range 3 from below a Rampart (GB-8.17): only the 0 hits', () => {
    expect(missileHitChance('A', 3, 1)).toBeCloseTo(0.1, 10);
  });

  it('javelins from the Rampart at range 1 with −1 (GB-9.23): faces 0–6 hit when the number is 5', () => {
    expect(missileHitChance('J', 1, -1)).toBeGreaterThanOrEqual(0.6);
  });

  it('Zone III 9 in 10 by day, 6 in 10 at night; Zone I always; the Alesia force 7 and 4 in 10', () => {
    expect(entryChance('III', false)).toBeCloseTo(0.9, 10);
    expect(entryChance('III', true)).toBeCloseTo(0.6, 10);
    expect(entryChance('I', true)).toBe(1);
    expect(alesiaForceChance(false)).toBeCloseTo(0.7, 10);
    expect(alesiaForceChance(true)).toBeCloseTo(0.4, 10);
  });
});
