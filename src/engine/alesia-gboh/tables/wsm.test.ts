/**
 * AG 9.43 — the Weapon System Matrix: BI→CO −2 (GB-9.23), German cavalry over Gallic cavalry (AG 9.5),
 * and the shape of the rebuilt cells.
 */
import { describe, expect, it } from 'vitest';
import { WSM, WSM_LEGEND, WSM_NAME, wsmDrm, wsmRef } from './wsm';
import { CAVALRY_TYPES, SHOCK_TYPES, isCavalry, type ShockType } from './types';

const pairs = (): [ShockType, ShockType][] => SHOCK_TYPES.flatMap((a) => SHOCK_TYPES.map((d) => [a, d] as [ShockType, ShockType]));

describe('GB-9.23 — barbarian infantry attacking a cohort', () => {
  it('is −2, marked as fixed by the example', () => {
    expect(wsmDrm('BI', 'CO')).toBe(-2);
    expect(WSM.BI.CO.provenance).toMatchObject({ reconstructed: false, source: expect.stringContaining('GB-9.23') });
  });
});

describe('AG 9.5 — German cavalry is very effective against Gallic cavalry (read as LN)', () => {
  it('GC attacking LN gains, LN attacking GC loses', () => {
    expect(wsmDrm('GC', 'LN')).toBeGreaterThan(0);
    expect(wsmDrm('LN', 'GC')).toBeLessThan(0);
  });

  it('it is GC’s best cavalry matchup, and the Gallic horse’s worst', () => {
    for (const d of CAVALRY_TYPES.filter((t) => t !== 'LN')) expect(wsmDrm('GC', 'LN')).toBeGreaterThan(wsmDrm('GC', d));
    for (const d of CAVALRY_TYPES.filter((t) => t !== 'GC')) expect(wsmDrm('LN', 'GC')).toBeLessThan(wsmDrm('LN', d));
  });

  it('GC beats Gallic cavalry better than any other horse does', () => {
    for (const a of CAVALRY_TYPES.filter((t) => t !== 'GC')) expect(wsmDrm('GC', 'LN')).toBeGreaterThan(wsmDrm(a, 'LN'));
  });
});

describe('shape of the matrix', () => {
  it('is complete: six attacker rows by six defender columns', () => {
    expect(Object.keys(WSM).sort()).toEqual([...SHOCK_TYPES].sort());
    for (const a of SHOCK_TYPES) expect(Object.keys(WSM[a]).sort(), a).toEqual([...SHOCK_TYPES].sort());
  });

  it('like against like is 0', () => {
    for (const t of SHOCK_TYPES) expect(wsmDrm(t, t), t).toBe(0);
  });

  it('no pairing favours whoever attacks both ways round (a→d plus d→a is 0 or less)', () => {
    for (const [a, d] of pairs()) expect(wsmDrm(a, d) + wsmDrm(d, a), `${a}/${d}`).toBeLessThanOrEqual(0);
  });

  it('the cohort/barbarian edge is the mirror of the seed’s cell', () => {
    expect(wsmDrm('CO', 'BI')).toBe(-wsmDrm('BI', 'CO'));
  });

  it('cavalry attacking a cohort frontally is never better than the barbarians’ −2', () => {
    for (const c of CAVALRY_TYPES) expect(wsmDrm(c, 'CO'), c).toBeLessThanOrEqual(wsmDrm('BI', 'CO'));
  });

  it('every DRM stays within ±2, under the 9.25 flank bonus of +3, so position matters more than weapons', () => {
    for (const [a, d] of pairs()) expect(Math.abs(wsmDrm(a, d)), `${a}/${d}`).toBeLessThanOrEqual(2);
  });

  it('light infantry gains against nobody but is not helpless against horse (never below −2)', () => {
    for (const d of SHOCK_TYPES) expect(wsmDrm('LI', d), d).toBeLessThanOrEqual(0);
    for (const d of SHOCK_TYPES.filter(isCavalry)) expect(wsmDrm('LI', d), d).toBeGreaterThan(-2);
  });

  it('only the seed’s cells are marked fixed; each rebuilt cell says why', () => {
    const fixedCells = pairs().filter(([a, d]) => !WSM[a][d].provenance.reconstructed).map(([a, d]) => `${a}>${d}`);
    expect(fixedCells.sort()).toEqual(['BI>CO', 'GC>LN', 'LN>GC']);
    for (const [a, d] of pairs()) {
      const p = WSM[a][d].provenance;
      if (p.reconstructed) expect(p.why.length, `${a}>${d}`).toBeGreaterThan(10);
    }
  });
});

describe('the lookup', () => {
  it('refuses archers or artillery, which never shock (AG 9.26)', () => {
    expect(() => wsmDrm('AR' as ShockType, 'CO')).toThrow("No Weapon System Matrix attacker type 'AR'");
    expect(() => wsmDrm('CO', 'ART' as ShockType)).toThrow("No Weapon System Matrix defender type 'ART'");
  });

  it('is frozen, names the table, explains it and gives a log reference', () => {
    expect(Object.isFrozen(WSM) && Object.isFrozen(WSM.CO) && Object.isFrozen(WSM.CO.BI)).toBe(true);
    expect(WSM_NAME).toBe('Weapon System Matrix');
    expect(WSM_LEGEND).toMatch(/attacker names his first/);
    expect(wsmRef('BI', 'CO')).toEqual({ table: 'gboh-wsm', row: 'BI', col: 'CO' });
  });
});
