import { describe, expect, it } from 'vitest';
import { playBelgica, type GallicPlan } from './belgicaPlans';
import { LEAGUE_REGIONS } from '../../src/engine/bellum/data/scenarios/belgica';
import { GALLIC_WIN_AT, ROMAN_WIN_AT } from '../../src/engine/bellum/scenarios/belgica';
import type { BellumState } from '../../src/engine/bellum/state';

/**
 * BG 6.4 is reconstructed whole, its balance "about even" (title screen). A scripted Roman plan
 * (belgicaPlans.ts: gather at the Remi by forced marches, then three armies beat and besiege the
 * league region by region) against three scripted Gallic plans. Measured on 40 seeds each
 * (bel-0 … bel-39), Rome–draw–Gauls: 'strike' (every host marches on the Remi) 7–14–19, 'shelter'
 * (stand at home, withdraw into oppida) 17–23–0, 'mixed' (Nervii and Eburones strike, the west
 * shelters) 22–9–9; in all 46–46–28 of 120. On the 20 seeds run here: strike 5–6–9, shelter 8–12–0,
 * mixed 9–4–7 (22–22–16 of 60). See docs/reconstruction.md, "Scenario 6.4 balance check".
 */
const SEEDS = 20;
const PLANS: GallicPlan[] = ['strike', 'shelter', 'mixed'];
const games: Record<GallicPlan, BellumState[]> = Object.fromEntries(
  PLANS.map((p) => [p, Array.from({ length: SEEDS }, (_, i) => playBelgica(`bel-${i}`, p))]),
) as Record<GallicPlan, BellumState[]>;

const tally = (list: BellumState[]) => {
  const t: Record<string, number> = { roman: 0, draw: 0, gallic: 0 };
  for (const g of list) t[g.outcome!.winner] += 1;
  return t;
};

describe('BG 6.4 two players, scripted plans (balance check)', () => {
  it('every game reaches November 57 BC and the verdict follows the count (BG 6.4.5)', () => {
    for (const s of PLANS.flatMap((p) => games[p])) {
      expect(s.outcome).not.toBeNull();
      expect([s.year, s.turn]).toEqual([57, 10]);
      const held = LEAGUE_REGIONS.filter((r) => s.control[r] === 'roman').length;
      expect(s.outcome!.reason).toContain(`Rome holds ${held} of the 7`);
      const remi = s.control['remi'] === 'roman';
      const want = !remi || held <= GALLIC_WIN_AT ? 'gallic' : held >= ROMAN_WIN_AT ? 'roman' : 'draw';
      expect(s.outcome!.winner).toBe(want);
    }
  });

  it('over all three Gallic plans the result is about even: each side wins between a fifth and a half of the games', () => {
    const t = tally(PLANS.flatMap((p) => games[p]));
    const n = SEEDS * PLANS.length;
    expect(t.roman).toBeGreaterThanOrEqual(n * 0.2);
    expect(t.roman).toBeLessThanOrEqual(n * 0.5);
    expect(t.gallic).toBeGreaterThanOrEqual(n * 0.15);
    expect(t.gallic).toBeLessThanOrEqual(n * 0.5);
    expect(t.draw).toBeGreaterThanOrEqual(n * 0.15);
  });

  it('a Belgic host that marches on the Remi wins more games than Rome, sometimes by taking the Remi', () => {
    const t = tally(games.strike);
    expect(t.gallic).toBeGreaterThan(t.roman);
    expect(t.roman).toBeGreaterThanOrEqual(1);
    expect(games.strike.some((s) => s.control['remi'] !== 'roman')).toBe(true);
  });

  it('tribes that only shelter in their oppida hold Rome to a draw often but seldom win', () => {
    const t = tally(games.shelter);
    expect(t.gallic).toBeLessThanOrEqual(2);
    expect(t.draw).toBeGreaterThanOrEqual(SEEDS * 0.3);
    expect(t.roman).toBeGreaterThanOrEqual(SEEDS * 0.2);
  });

  it('the mixed plan leaves both sides able to win', () => {
    const t = tally(games.mixed);
    expect(t.roman).toBeGreaterThanOrEqual(3);
    expect(t.gallic).toBeGreaterThanOrEqual(3);
  });
});
