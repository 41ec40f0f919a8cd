import { describe, expect, it } from 'vitest';
import { playUprising } from './uprisingPlans';
import { UPRISING_REGIONS } from '../../src/engine/bellum/data/scenarios/lastUprising';

/**
 * BG 6.3 is "favours the Romans" (title screen). With this edition's reconstructed set-up and
 * tables, a sensible scripted Roman plan (uprisingPlans.ts) against two scripted Gallic plans:
 * measured on 20 seeds each, 'stand' gave Rome 9 wins, 9 draws, 2 losses; 'shelter' (withdraw into
 * oppida before a stronger Roman army) 8 wins, 11 draws, 1 loss. See docs/reconstruction/last-uprising.md.
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

  it('against Gauls who stand, Rome wins more games than it loses', () => {
    const t = tally(stand);
    expect(t.roman).toBeGreaterThan(t.gallic);
    expect(t.roman).toBeGreaterThanOrEqual(3);
  });

  it('Gauls who shelter in their oppida draw more often, but Rome still wins more than it loses', () => {
    const t = tally(shelter);
    expect(t.draw + t.gallic).toBeGreaterThan(0);
    expect(t.roman).toBeGreaterThanOrEqual(t.gallic);
    expect(t.draw).toBeGreaterThanOrEqual(tally(stand).draw - 2);
  });
});
