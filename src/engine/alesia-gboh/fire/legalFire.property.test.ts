/**
 * AG 8.13, 8.15, 9.41 (property): on random small positions the legal list offers exactly the shots
 * the pure check allows — none out of range, line of sight or arc, and none left out.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Facing } from '../state';
import { boardGround } from './boardGround';
import { canFire } from './eligible';
import { shotOf } from './position';
import { firePosition, fires, key, unitOf } from './kit';

const HEXES = ['W0314', 'W0315', 'W0316', 'W0317', 'W0318', 'W0319', 'W0414', 'W0415', 'W0416', 'W0417', 'W0418', 'W0514', 'W0515', 'W0516', 'W0517', 'W0518'];
const ROMANS = [unitOf('roman', 'AR'), unitOf('roman', 'LI'), 'sc-x', unitOf('roman', 'PA')];
const GAULS = [unitOf('gallic', 'BI', 0, 'relief'), unitOf('gallic', 'AR', 0, 'relief'), unitOf('gallic', 'BI', 1, 'relief')];

describe('AG 8.13, 8.15, 9.41 — the legal list and the pure check agree (property)', () => {
  it('every offered shot passes; every passing shot at an enemy hex is offered', () => {
    fc.assert(fc.property(
      fc.shuffledSubarray(HEXES, { minLength: 7, maxLength: 7 }),
      fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 7, maxLength: 7 }),
      (hexes, facings) => {
        const ids = [...ROMANS, ...GAULS];
        const units = Object.fromEntries(ids.map((id, i) => [id, { at: hexes[i], facing: facings[i] as Facing }]));
        const s = firePosition(units, 'roman', ROMANS);
        const g = boardGround(s);
        const offered = fires(s).filter((a) => !a.scoot);
        for (const a of offered) expect(canFire(g, shotOf(s, { firer: a.unit, target: a.target })).ok, JSON.stringify(a)).toBe(true);
        const got = new Set(offered.map((a) => `${a.unit}>${a.target}`));
        for (const r of ROMANS) for (const gId of GAULS) {
          const t = key(units[gId].at);
          if (canFire(g, shotOf(s, { firer: r, target: t })).ok) expect(got.has(`${r}>${t}`), `${r}>${t}`).toBe(true);
        }
      },
    ), { numRuns: 40 });
  });
});
