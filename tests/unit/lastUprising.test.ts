import { describe, expect, it } from 'vitest';
import { playUprising } from './uprisingPlans';
import { UPRISING_REGIONS } from '../../src/engine/bellum/data/scenarios/lastUprising';

/**
 * BG 6.3 is "favours the Romans" (the scenario's heading). With the printed set-up and this
 * edition's reconstructed tables, a sensible scripted Roman plan (uprisingPlans.ts) against two
 * scripted Gallic plans, measured on 40 seeds each (Roman wins / draws / Gallic wins): 'stand'
 * 25 / 15 / 0; 'shelter' (withdraw into oppida before a stronger Roman army) 28 / 11 / 1. On the
 * 10 seeds below: stand 6 / 4 / 0, shelter 6 / 3 / 1. See docs/reconstruction/last-uprising.md.
 */
const tally = (games: { outcome: { winner: string } | null }[]) => {
  const t: Record<string, number> = { roman: 0, draw: 0, gallic: 0 };
  for (const g of games) t[g.outcome!.winner] += 1;
  return t;
};

describe('BG 6.3 two players, scripted plans', () => {
  const stand = Array.from({ length: 10 }, (_, i) => playUprising(`bal-${i}`, 'stand'));
  const shelter = Array.from({ length: 10 }, (_, i) => playUprising(`bal-${i}`, 'shelter'));

  it('every game reaches November 51 BC and a verdict that gives the count (BG 6.3.5)', () => {
    for (const s of [...stand, ...shelter]) {
      expect(s.outcome).not.toBeNull();
      expect([s.year, s.turn]).toEqual([51, 10]);
      const held = UPRISING_REGIONS.filter((r) => s.control[r] === 'roman').length;
      expect(s.outcome!.reason).toContain(`Rome holds ${held} of the 7`);
      expect(s.outcome!.winner).toBe(held === 7 ? 'roman' : held >= 5 ? 'draw' : 'gallic');
    }
  });

  it('against Gauls who stand, Rome wins most games and loses fewer than it wins', () => {
    const t = tally(stand);
    expect(t.roman).toBeGreaterThan(t.gallic);
    expect(t.roman).toBeGreaterThan(t.draw + t.gallic);
  });

  it('against Gauls who shelter in their oppida, Rome still wins most games, but not every one', () => {
    const t = tally(shelter);
    expect(t.draw + t.gallic).toBeGreaterThan(0);
    expect(t.roman).toBeGreaterThan(t.gallic);
    expect(t.roman).toBeGreaterThan(t.draw + t.gallic);
  });
});
