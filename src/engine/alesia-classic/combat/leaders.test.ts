/** Leaders' extra dice and the Roman's choice of roll (AC 19.4, 19.5; AH-19.6). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng';
import { H2H_COLUMNS, H2H_TABLE, h2hResult, type H2hColumn } from '../tables/h2h';
import {
  attackerScore, bestRollFor, chanceTable, extraDice, h2hRollEntry, leaderRule, rollH2h, romanScore,
  type RomanRole,
} from './leaders';

const ROLES: RomanRole[] = ['attacker', 'defender'];

/** Every distinct printed result, best first for the attacker (the documented order). */
const ATTACKER_ORDER = [
  'DE AA4', 'DE AA3', 'DR4 AA3', 'DR4 AA2', 'DR3 AA2', 'DR3 AA1', 'DR2 AA1', 'DR1',
  'Battle Rages', 'Melee', 'AR1', 'AR2', 'AR3 DA1', 'AR4 DA2', 'AE DA3',
];

describe('AC 19.4 / 19.5 extra dice', () => {
  it('Labienus 1, Caesar 2, both 3; each leader counts once', () => {
    expect(extraDice([])).toBe(0);
    expect(extraDice(['Labienus'])).toBe(1);
    expect(extraDice(['Caesar'])).toBe(2);
    expect(extraDice(['Caesar', 'Labienus'])).toBe(3);
    expect(extraDice(['Caesar', 'Caesar'])).toBe(2);
    expect(leaderRule([])).toBe('AC 15.2');
    expect(leaderRule(['Labienus'])).toBe('AC 19.4');
    expect(leaderRule(['Labienus', 'Caesar'])).toBe('AC 19.5');
  });
});

describe('the order of results', () => {
  it('covers every printed result and is strict between different results', () => {
    const texts = new Set(H2H_COLUMNS.flatMap((c) => H2H_TABLE[c].map((r) => r.text)));
    expect([...texts].sort()).toEqual([...ATTACKER_ORDER].sort());
    const byText = new Map(H2H_COLUMNS.flatMap((c) => H2H_TABLE[c].map((r) => [r.text, r] as const)));
    const scores = ATTACKER_ORDER.map((t) => attackerScore(byText.get(t)!));
    for (let i = 1; i < scores.length; i++) {
      expect(scores[i], `${ATTACKER_ORDER[i - 1]} > ${ATTACKER_ORDER[i]}`).toBeLessThan(scores[i - 1]);
    }
  });
  it('a Roman defender uses the reverse order', () => {
    expect(romanScore('defender', h2hResult('1-4', 6))).toBeGreaterThan(romanScore('defender', h2hResult('1-4', 1)));
    expect(romanScore('defender', h2hResult('2-1', 1))).toBeLessThan(romanScore('defender', h2hResult('2-1', 3)));
  });
});

describe('bestRollFor', () => {
  it('AH-19.6: Labienus\'s soak-off at 1-4 rolls 5 and 6, both AE: the cohort is eliminated', () => {
    const best = bestRollFor('attacker', '1-4', [5, 6]);
    expect(best.result.kind).toBe('AE');
    expect(best.die).toBe(5); // tie → lower die
  });
  it('a Roman attacker at 3-1 with 3, 6, 4 keeps the 4 (DR1)', () => {
    expect(bestRollFor('attacker', '3-1', [3, 6, 4])).toMatchObject({ die: 4, index: 2, result: { text: 'DR1' } });
  });
  it('Battle Rages beats Melee for an attacker; Melee beats it for a defender', () => {
    expect(bestRollFor('attacker', '2-1', [3, 1]).result.text).toBe('Battle Rages');
    expect(bestRollFor('defender', '2-1', [1, 3]).result.text).toBe('Melee');
  });
  it('a Roman defender against Gauls at 3-1 with 1 and 6 keeps the 6 (AR1)', () => {
    expect(bestRollFor('defender', '3-1', [1, 6])).toMatchObject({ die: 6, index: 1, result: { text: 'AR1' } });
  });
  it('equal results go to the lower die, then the earlier one', () => {
    expect(bestRollFor('attacker', '4-1', [5, 4])).toMatchObject({ die: 4, index: 1 });
    expect(bestRollFor('attacker', '4-1', [4, 5])).toMatchObject({ die: 4, index: 0 });
    expect(bestRollFor('defender', '2-1', [4, 3, 3])).toMatchObject({ die: 3, index: 1 });
  });
  it('refuses no dice and bad dice', () => {
    expect(() => bestRollFor('attacker', '1-1', [])).toThrow(RangeError);
    expect(() => bestRollFor('attacker', '1-1', [0])).toThrow(RangeError);
  });
  it('property: the kept roll is one of the dice and at least as good as each', () => {
    const col = fc.constantFrom(...H2H_COLUMNS);
    const role = fc.constantFrom(...ROLES);
    const dice = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 });
    fc.assert(fc.property(col, role, dice, (c, r, ds) => {
      const best = bestRollFor(r, c, ds);
      expect(ds[best.index]).toBe(best.die);
      expect(best.result).toBe(h2hResult(c, best.die));
      for (const d of ds) expect(romanScore(r, best.result)).toBeGreaterThanOrEqual(romanScore(r, h2hResult(c, d)));
      // order of the dice does not change the result kept
      expect(bestRollFor(r, c, [...ds].reverse()).result).toBe(best.result);
    }));
  });
});

describe('chanceTable', () => {
  it('with no leader it is the printed column', () => {
    for (const c of H2H_COLUMNS) {
      const rows = chanceTable(c, 0);
      for (const row of rows) {
        expect(row.outOf).toBe(6);
        expect(row.ways).toBe(H2H_TABLE[c].filter((r) => r.text === row.result.text).length);
      }
    }
    expect(chanceTable('4-1', 0).find((r) => r.result.text === 'DR1')?.ways).toBe(2);
  });
  it('exact values: 3-1 with Labienus, Roman attacker', () => {
    const t = chanceTable('3-1', 1, 'attacker');
    expect(t.map((r) => [r.result.text, r.ways])).toEqual([
      ['DR3 AA1', 11], // at least one 1: 36 − 25
      ['DR2 AA1', 9], // no 1, at least one 2: 25 − 16
      ['DR1', 7], // dice in {3,4,5,6}, at least one 4 … i.e. 16 − 9
      ['Battle Rages', 5], // dice in {3,5,6} with a 3: 9 − 4
      ['Melee', 3], // {5,6} with a 5: 4 − 1
      ['AR1', 1], // 6 and 6
    ]);
    expect(t.every((r) => r.outOf === 36)).toBe(true);
  });
  it('exact values: a Roman defender with Caesar against 1-1 (best of three)', () => {
    const t = chanceTable('1-1', 2, 'defender');
    // best for the defender: AR3 DA1 (a 6 among three dice): 216 − 125 = 91
    expect(t[0]).toMatchObject({ result: { text: 'AR3 DA1' }, ways: 91, outOf: 216 });
    // worst: DR1 only when all three dice show 2; then Battle Rages (dice in {1, 2}, some 1)
    expect(t[t.length - 1]).toMatchObject({ result: { text: 'DR1' }, ways: 1 });
    expect(t[t.length - 2]).toMatchObject({ result: { text: 'Battle Rages' }, ways: 7 });
  });
  it('automatic odds are certain, whatever the dice', () => {
    expect(chanceTable('auto', 3)).toEqual([
      { result: expect.objectContaining({ kind: 'DE', attackerAdvance: 4 }), ways: 1296, outOf: 1296, probability: 1 },
    ]);
  });
  it('refuses impossible dice counts', () => {
    expect(() => chanceTable('1-1', -1)).toThrow(RangeError);
    expect(() => chanceTable('1-1', 1.5)).toThrow(RangeError);
    expect(() => chanceTable('1-1', 99)).toThrow(RangeError);
  });

  for (const role of ROLES) {
    for (const col of H2H_COLUMNS) {
      it(`${col}, Roman ${role}: sums to 1, matches 1 − (1 − p)^n, and more dice are never worse`, () => {
        const score = (t: ReturnType<typeof chanceTable>): number =>
          t.reduce((s, r) => s + r.ways * romanScore(role, r.result), 0) / t[0].outOf;
        /** P(Roman keeps a result at least as good as `threshold`). */
        const atLeast = (t: ReturnType<typeof chanceTable>, threshold: number): number =>
          t.filter((r) => romanScore(role, r.result) >= threshold).reduce((s, r) => s + r.ways, 0) / t[0].outOf;
        const thresholds = [...new Set(H2H_TABLE[col].map((r) => romanScore(role, r)))];
        let prev: ReturnType<typeof chanceTable> | null = null;
        for (let k = 0; k <= 3; k++) {
          const t = chanceTable(col as H2hColumn, k, role);
          expect(t.reduce((s, r) => s + r.ways, 0)).toBe(6 ** (k + 1));
          expect(t.reduce((s, r) => s + r.probability, 0)).toBeCloseTo(1, 12);
          // best first, strictly
          for (let i = 1; i < t.length; i++) {
            expect(romanScore(role, t[i].result)).toBeLessThan(romanScore(role, t[i - 1].result));
          }
          for (const th of thresholds) {
            const single = H2H_TABLE[col].filter((r) => romanScore(role, r) >= th).length / 6;
            expect(atLeast(t, th)).toBeCloseTo(1 - (1 - single) ** (k + 1), 12);
            if (prev) expect(atLeast(t, th)).toBeGreaterThanOrEqual(atLeast(prev, th)); // dominance
          }
          if (prev) expect(score(t)).toBeGreaterThanOrEqual(score(prev));
          prev = t;
        }
      });
    }
  }
});

describe('rollH2h', () => {
  it('throws 1 + extra seeded dice and keeps the best; replays from the seed', () => {
    const a = rollH2h(seedRng('ac-h2h'), '2-1', 3, 'attacker');
    const b = rollH2h(seedRng('ac-h2h'), '2-1', 3, 'attacker');
    expect(a).toEqual(b);
    expect(a.dice).toHaveLength(4);
    expect(a.kept).toEqual(bestRollFor('attacker', '2-1', a.dice));
    expect(a.rng).not.toEqual(seedRng('ac-h2h'));
  });
  it('rolls nothing at automatic odds', () => {
    const s = seedRng(7);
    const r = rollH2h(s, 'auto', 2, 'defender');
    expect(r).toMatchObject({ dice: [], kept: null, rng: s });
    expect(r.result.kind).toBe('DE');
  });
  it('makes a log entry lighting the cell of the die kept', () => {
    const roll = { dice: [3, 4], kept: bestRollFor('attacker', '3-1', [3, 4]), result: h2hResult('3-1', 4), rng: seedRng(1) };
    const e = h2hRollEntry(roll, '3-1', 'roman', 'Attack on hex X', ['Labienus']);
    expect(e).toMatchObject({
      kind: 'roll', rule: 'AC 19.4', dice: [3, 4], total: 4, result: 'DR1',
      cell: { table: 'Hand-to-Hand Combat Table', row: '4', col: '3-1' },
    });
    const auto = h2hRollEntry(rollH2h(seedRng(1), 'auto', 0, 'attacker'), 'auto', 'gallic', 'Assault');
    expect(auto).toMatchObject({ rule: 'AC 15.5', dice: [], result: 'DE AA4 (automatic)' });
  });
});
