/**
 * Every printed cell of the ALESIA / CAESAR tables against an independent copy of the seed
 * (seed 003, back of the rule book; rules-index §2). The expected grids below were typed again
 * from the seed, column by column, and are not derived from the module under test.
 */
import { describe, expect, it } from 'vitest';
import {
  H2H_AUTO_RESULT, H2H_COLUMNS, H2H_TABLE, h2hCell, h2hResult, parseH2hCell, type H2hColumn, type H2hResult,
} from './h2h';
import {
  ARCHER_SLINGER_TABLE, MISSILE_ENGINE_TABLE, archerRangeAt, archerResult, engineRangeAt, engineResult,
} from './missile';
import { OUTER_WORKS_TABLE, outerWorksResult, outerWorksRow } from './outerWorks';

// Column by column, die 1 → 6, as printed in seed 003.
const EXPECTED_H2H: Record<H2hColumn, string[]> = {
  '1-4': ['AR1', 'AR2', 'AR3 DA1', 'AR4 DA2', 'AE DA3', 'AE DA3'],
  '1-3': ['Melee', 'AR1', 'AR2', 'AR3 DA1', 'AR4 DA2', 'AE DA3'],
  '1-2': ['Battle Rages', 'Melee', 'AR1', 'AR2', 'AR3 DA1', 'AR4 DA2'],
  '1-1': ['Battle Rages', 'DR1', 'Melee', 'AR1', 'AR2', 'AR3 DA1'],
  '2-1': ['Battle Rages', 'DR1', 'Melee', 'Melee', 'AR1', 'AR2'],
  '3-1': ['DR3 AA1', 'DR2 AA1', 'Battle Rages', 'DR1', 'Melee', 'AR1'],
  '4-1': ['DE AA3', 'DR4 AA2', 'DR3 AA1', 'DR1', 'DR1', 'Melee'],
  '5-1': ['DE AA4', 'DR4 AA3', 'DR3 AA2', 'DR2 AA1', 'DR1', 'Melee'],
};

/** Independent structured reading of a printed cell, by hand rather than by regex. */
function expectedStructure(text: string): H2hResult {
  const words = text.split(' ');
  if (text === 'Melee') return { kind: 'Melee', text };
  if (text === 'Battle Rages') return { kind: 'BattleRages', text };
  const first = words[0];
  const r: H2hResult = { kind: first.slice(0, 2) as H2hResult['kind'], text };
  if (first.length > 2) r.retreat = Number(first.slice(2));
  const second = words[1];
  if (second?.startsWith('AA')) r.attackerAdvance = Number(second.slice(2));
  if (second?.startsWith('DA')) r.defenderAdvance = Number(second.slice(2));
  return r;
}

describe('AC 15.2 Hand-to-Hand Combat Table: every cell as printed', () => {
  it('has the eight printed columns in order', () => {
    expect([...H2H_COLUMNS]).toEqual(['1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1']);
    expect(Object.keys(H2H_TABLE).sort()).toEqual([...H2H_COLUMNS].sort());
  });
  for (const col of Object.keys(EXPECTED_H2H) as H2hColumn[]) {
    it(`column ${col}`, () => {
      expect(H2H_TABLE[col]).toHaveLength(6);
      EXPECTED_H2H[col].forEach((text, i) => {
        const die = i + 1;
        expect(h2hResult(col, die).text, `${col} die ${die}`).toBe(text);
        expect(h2hResult(col, die), `${col} die ${die}`).toEqual(expectedStructure(text));
      });
    });
  }
  it('spot checks named in the rules and examples', () => {
    expect(h2hResult('3-1', 4)).toEqual({ kind: 'DR', retreat: 1, text: 'DR1' }); // AC 15.2
    expect(h2hResult('3-1', 5).kind).toBe('Melee'); // Appendix B
    expect(h2hResult('3-1', 6)).toEqual({ kind: 'AR', retreat: 1, text: 'AR1' }); // designer's note
    expect(h2hResult('1-4', 5)).toEqual({ kind: 'AE', defenderAdvance: 3, text: 'AE DA3' }); // AC 19.6
    expect(h2hResult('1-4', 6).kind).toBe('AE');
    expect(h2hResult('5-1', 1)).toEqual({ kind: 'DE', attackerAdvance: 4, text: 'DE AA4' });
    expect(h2hResult('4-1', 2)).toEqual({ kind: 'DR', retreat: 4, attackerAdvance: 2, text: 'DR4 AA2' }); // FAQ-2
  });
  it('only winners advance, and retreats come with AR/DR only', () => {
    for (const col of H2H_COLUMNS) {
      for (const r of H2H_TABLE[col]) {
        if (r.attackerAdvance !== undefined) expect(['DE', 'DR']).toContain(r.kind);
        if (r.defenderAdvance !== undefined) expect(['AE', 'AR']).toContain(r.kind);
        expect(r.retreat !== undefined).toBe(r.kind === 'AR' || r.kind === 'DR');
      }
    }
  });
  it('the automatic result of AC 15.5 is DE with an advance of 4', () => {
    expect(H2H_AUTO_RESULT.kind).toBe('DE');
    expect(H2H_AUTO_RESULT.attackerAdvance).toBe(4);
  });
  it('refuses dice outside 1–6 and unreadable cells', () => {
    expect(() => h2hResult('1-1', 0)).toThrow(RangeError);
    expect(() => h2hResult('1-1', 7)).toThrow(RangeError);
    expect(() => h2hResult('1-1', 2.5)).toThrow(RangeError);
    expect(() => parseH2hCell('DX2')).toThrow();
    expect(() => parseH2hCell('AR2 AA1')).toThrow(); // the loser never advances
  });
  it('names the cell for the log', () => {
    expect(h2hCell('3-1', 4)).toEqual({ table: 'Hand-to-Hand Combat Table', row: '4', col: '3-1' });
  });
  it('the table is frozen', () => {
    expect(Object.isFrozen(H2H_TABLE)).toBe(true);
    expect(Object.isFrozen(H2H_TABLE['1-1'])).toBe(true);
    expect(Object.isFrozen(H2H_TABLE['1-1'][0])).toBe(true);
  });
});

describe('AC 20.5–20.6 Archer/Slinger Table: every cell as printed', () => {
  const secondary = ['-', '-', '-', '-', 'D', 'E'];
  const primary = ['-', '-', '-', 'D', 'E', 'E'];
  it('secondary and primary columns', () => {
    for (let die = 1; die <= 6; die++) {
      expect(archerResult('secondary', die).code, `secondary ${die}`).toBe(secondary[die - 1]);
      expect(archerResult('primary', die).code, `primary ${die}`).toBe(primary[die - 1]);
      expect(archerResult('secondary', die).allInHex).toBe(false);
      expect(archerResult('primary', die).allInHex).toBe(false); // AC 20.7: one unit per shot
    }
    expect(Object.keys(ARCHER_SLINGER_TABLE).sort()).toEqual(['primary', 'secondary']);
  });
  it('AC 20.5 example: a 4 misses at secondary range and disrupts at primary', () => {
    expect(archerResult('secondary', 4).code).toBe('-');
    expect(archerResult('primary', 4).code).toBe('D');
  });
  it('ranges', () => {
    expect([0, 1, 2, 3].map(archerRangeAt)).toEqual([null, 'primary', 'secondary', null]);
  });
});

describe('AC 24.2–24.4 Missile Engine Table: every cell as printed', () => {
  const tertiary = ['-', '-', '-', '-', 'D', 'E'];
  const secondary = ['-', '-', '-', 'D', 'E', 'E'];
  const primary = ['-', '-', 'D', 'E', 'D*', 'E*'];
  it('three columns, with * only at primary 5 and 6', () => {
    for (let die = 1; die <= 6; die++) {
      expect(engineResult('tertiary', die).text, `tertiary ${die}`).toBe(tertiary[die - 1]);
      expect(engineResult('secondary', die).text, `secondary ${die}`).toBe(secondary[die - 1]);
      expect(engineResult('primary', die).text, `primary ${die}`).toBe(primary[die - 1]);
      expect(engineResult('primary', die).allInHex).toBe(die >= 5);
      expect(engineResult('tertiary', die).allInHex).toBe(false);
      expect(engineResult('secondary', die).allInHex).toBe(false);
    }
    expect(engineResult('primary', 5).code).toBe('D');
    expect(engineResult('primary', 6).code).toBe('E');
    expect(Object.keys(MISSILE_ENGINE_TABLE).sort()).toEqual(['primary', 'secondary', 'tertiary']);
  });
  it('Appendix B: tertiary 5 disrupts, secondary 2 misses, primary 3 disrupts one unit only', () => {
    expect(engineResult('tertiary', 5)).toEqual({ code: 'D', allInHex: false, text: 'D' });
    expect(engineResult('secondary', 2).code).toBe('-');
    expect(engineResult('primary', 3)).toEqual({ code: 'D', allInHex: false, text: 'D' });
  });
  it('ranges and bad dice', () => {
    expect([0, 1, 2, 3, 4].map(engineRangeAt)).toEqual([null, 'primary', 'secondary', 'tertiary', null]);
    expect(() => engineResult('primary', 0)).toThrow(RangeError);
    expect(() => archerResult('primary', 7)).toThrow(RangeError);
  });
});

describe('AC 23.2 Outer Works Table: 1–5 no effect, 6 eliminated', () => {
  it('every die', () => {
    expect([1, 2, 3, 4, 5, 6].map(outerWorksResult)).toEqual([
      'noEffect', 'noEffect', 'noEffect', 'noEffect', 'noEffect', 'eliminated',
    ]);
    expect([1, 5, 6].map(outerWorksRow)).toEqual(['1-5', '1-5', '6']);
    expect(OUTER_WORKS_TABLE.map((r) => r.text)).toEqual(['No Effect', 'Unit Eliminated']);
    expect(() => outerWorksResult(0)).toThrow(RangeError);
    expect(() => outerWorksResult(7)).toThrow(RangeError);
  });
  it('Appendix B: six rolls with 6s first and last eliminate two units', () => {
    const rolls = [6, 2, 4, 1, 3, 6];
    expect(rolls.filter((d) => outerWorksResult(d) === 'eliminated')).toHaveLength(2);
  });
});
