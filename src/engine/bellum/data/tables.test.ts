import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BattleEffect, Quality, RoutCode, SkirmishCode, Terrain } from './types';
import {
  ATTRITION_TABLE, LEADER_TABLE, PITCHED_BATTLE_TABLE, ROUT_TABLE, SIEGE_TABLE, SKIRMISH_TABLE,
  attritionLoss, battleCell, battleCellText, battleColumn, battleLosses, halfCount, leaderResult, pitchedBattleDrms,
  rallyOutcome, reserveLimit, routResult, siegeCell, siegeColumn, skirmishCell, skirmishColumn, skirmishDrms, sumDrms,
  PITCHED_BATTLE_DRMS, SKIRMISH_DRMS,
} from './tables';
import { LEADER_BY_ID } from './leaders';

const QUALITIES: Quality[] = ['E', 'B', 'M', 'F'];
const TERRAINS: Terrain[] = ['clear', 'forest', 'marsh', 'mountain'];

/** Attacker's gain from a skirmish result (bigger = better for the attacker). */
const SK_SCORE: Record<SkirmishCode, number> = { A1: -2, AR: -1, EX: 0, NE: 0, DR: 1, D1: 2 };
/** Unit-steps a battle result costs a side (weakening 1 step, eliminating 2). */
const cost = (e: BattleEffect): number => e.weaken + 2 * e.eliminate;
const ROUT_SCORE: Record<RoutCode, number> = { Ra: 0, De: 1, Fu: 2 };

describe('BG-SKR-ROUND: skirmish odds rounded in the defender\'s favour (BG 4.3.2)', () => {
  it('2.75 reads 2/1', () => {
    expect(skirmishColumn(11, 4)).toBe('2/1');
    expect(skirmishColumn(275, 100)).toBe('2/1');
  });
  it('exact ratios hit their column, a hair below falls to the one beneath', () => {
    expect(skirmishColumn(9, 3)).toBe('3/1');
    expect(skirmishColumn(89, 30)).toBe('2/1');
    expect(skirmishColumn(10, 10)).toBe('1/1');
    expect(skirmishColumn(9, 10)).toBe('2/3');
  });
  it('clamps beyond the printed columns', () => {
    expect(skirmishColumn(1, 10)).toBe('1/3');
    expect(skirmishColumn(100, 1)).toBe('4/1');
    expect(skirmishColumn(5, 0)).toBe('4/1');
  });
});

describe('Pitched Battle columns (BG-PB-2, BG-PB-4)', () => {
  it('48:50 reads 2/3 (no column between 2/3 and 1/1)', () => expect(battleColumn(48, 50)).toBe('2/3'));
  it('54:45 and 58:45 both read 1/1 (no column from 1/1 up to 1.29, rules index I2)', () => {
    expect(battleColumn(54, 45)).toBe('1/1');
    expect(battleColumn(58, 45)).toBe('1/1');
  });
  it('columns are sorted by ratio, and labels match ratios', () => {
    for (const table of [PITCHED_BATTLE_TABLE, SKIRMISH_TABLE]) {
      const r = table.columns.map((c) => c.ratio);
      expect([...r].sort((a, b) => a - b)).toEqual(r);
      expect(new Set(r).size).toBe(r.length);
      for (const c of table.columns) {
        const [a, b] = c.label.split('/').map(Number);
        expect(c.ratio).toBeCloseTo(a / b, 9);
      }
    }
  });
  it('no column strictly between 2/3 and 1/1 nor in (1, 1.29]', () => {
    const r = PITCHED_BATTLE_TABLE.columns.map((c) => c.ratio);
    expect(r.some((x) => x > 2 / 3 && x < 1)).toBe(false);
    expect(r.some((x) => x > 1 && x <= 58 / 45)).toBe(false);
  });
});

describe('BG-PB-2 / BG-PB-4: the two known Pitched Battle cells', () => {
  it('example 2: +3 DRM for Caesar against Comnios (commander, leaders 7:4, ranged)', () => {
    const drms = pitchedBattleDrms({
      attackerCommanderRating: LEADER_BY_ID.caesar.rating,
      defenderCommanderRating: LEADER_BY_ID.comnios.rating,
      attackerLeaders: 7,
      defenderLeaders: 4,
      attackerRanged: true,
      defenderRanged: false,
    });
    expect(sumDrms(drms)).toBe(3);
    expect(drms.map((d) => d.id).sort()).toEqual(['pb-commander', 'pb-leaders', 'pb-ranged']);
  });
  it('example 2: [2/3, 4+3=7] = R / ½, Gauls weaken 7 of 15', () => {
    const cell = battleCell(battleColumn(48, 50), 4 + 3);
    expect(cell.attacker.code).toBe('R');
    expect(cell.defender.code).toBe('½');
    expect(battleLosses(cell.defender, 15)).toEqual({ weaken: 7, eliminate: 0 });
    expect(battleLosses(cell.attacker, 13)).toEqual({ weaken: 0, eliminate: 0 });
  });
  it('example 4: [1/1, 3+3=6] = **R** / ½, the attacker wins the battle', () => {
    const cell = battleCell(battleColumn(58, 45), 3 + 3);
    expect(battleCellText(cell)).toBe('**R** / ½');
    expect(cell.winner).toBe('attacker');
    expect(battleLosses(cell.defender, 15).weaken).toBe(7);
  });
  it('halves are rounded in the owner\'s favour: ½ of 15 = 7', () => {
    expect(halfCount(15)).toBe(7);
    expect(halfCount(1)).toBe(0);
    expect(reserveLimit(15)).toBe(3);
    expect(reserveLimit(16)).toBe(4);
  });
  it('rows cover modified rolls −2…9 and clamp outside', () => {
    expect(PITCHED_BATTLE_TABLE.minRoll).toBeLessThanOrEqual(-2);
    expect(PITCHED_BATTLE_TABLE.maxRoll).toBeGreaterThanOrEqual(9);
    expect(battleCell('1/1', 20)).toEqual(battleCell('1/1', PITCHED_BATTLE_TABLE.maxRoll));
    expect(battleCell('1/1', -20)).toEqual(battleCell('1/1', PITCHED_BATTLE_TABLE.minRoll));
  });
  it('the table holds R, fractions to weaken (¼, ½, all) and eliminations', () => {
    const codes = new Set(PITCHED_BATTLE_TABLE.cells.flat().flatMap((c) => [c.attacker.code, c.defender.code]));
    for (const c of ['R', '¼', '½', 'T', 'E¼', 'E½']) expect(codes.has(c)).toBe(true);
  });
});

describe('BG T.Rout / BG T.Rally — BG-PB-2 / BG-PB-4: Rout and Rally cells (I1 fix: the Centre die of example 2 is 4)', () => {
  it('example 2: Right 5, Centre 4, Left 1', () => {
    expect(routResult('B', 5)).toBe('De');
    expect(rallyOutcome(routResult('B', 5), 'A')).toBe('reduced');
    expect(routResult('E', 4)).toBe('Ra');
    expect(rallyOutcome(routResult('E', 4), 'A')).toBe('full');
    expect(routResult('B', 4)).toBe('De');
    expect(routResult('B', 1)).toBe('Ra');
    expect(rallyOutcome(routResult('B', 1), 'A')).toBe('full');
  });
  it('the literal Centre "3" would rally the B unit, which the example denies', () => {
    expect(routResult('B', 3)).not.toBe(routResult('B', 4));
  });
  it('example 4: Right 3 (A box → full, E box → reduced), Centre 4 and Left 5 → De', () => {
    expect(routResult('B', 3)).toBe('Ra');
    expect(rallyOutcome('Ra', 'A')).toBe('full');
    expect(rallyOutcome('Ra', 'E')).toBe('reduced');
    expect(rallyOutcome(routResult('B', 4), 'A')).toBe('reduced');
    expect(rallyOutcome(routResult('B', 5), 'A')).toBe('reduced');
  });
  it('reconstructed rally cells: De in E box and any flight are eliminated', () => {
    expect(rallyOutcome('De', 'E')).toBe('eliminated');
    expect(rallyOutcome('Fu', 'A')).toBe('eliminated');
    expect(rallyOutcome('Fu', 'E')).toBe('eliminated');
  });
  it('Fu occurs; worse dice and worse quality are never better', () => {
    expect(Object.values(ROUT_TABLE.results).flat()).toContain('Fu');
    for (const q of QUALITIES) {
      for (let d = 1; d < 6; d++) expect(ROUT_SCORE[routResult(q, d + 1)]).toBeGreaterThanOrEqual(ROUT_SCORE[routResult(q, d)]);
    }
    for (let d = 1; d <= 6; d++) {
      for (let i = 1; i < QUALITIES.length; i++) {
        expect(ROUT_SCORE[routResult(QUALITIES[i], d)]).toBeGreaterThanOrEqual(ROUT_SCORE[routResult(QUALITIES[i - 1], d)]);
      }
    }
  });
});

describe('BG T.Leader — Leader Table (BG-PB-4)', () => {
  it('4, 7, 8, 9 → no effect; 11 → killed (Galba)', () => {
    for (const t of [4, 7, 8, 9]) expect(leaderResult(t)).toBe('none');
    expect(leaderResult(11)).toBe('killed');
  });
  it('covers 2…12 and any effect comes up at most 1 roll in 6 on 2d6', () => {
    expect(LEADER_TABLE.results).toHaveLength(11);
    let hits = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (leaderResult(a + b) !== 'none') hits++;
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThanOrEqual(6);
    expect(new Set(LEADER_TABLE.results)).toEqual(new Set(['none', 'wounded', 'captured', 'killed']));
  });
});

describe('BG T.Skirmish — Skirmish Table', () => {
  it('every cell is defined and rows cover −2…9', () => {
    expect(SKIRMISH_TABLE.cells).toHaveLength(SKIRMISH_TABLE.maxRoll - SKIRMISH_TABLE.minRoll + 1);
    expect(SKIRMISH_TABLE.minRoll).toBeLessThanOrEqual(-2);
    expect(SKIRMISH_TABLE.maxRoll).toBeGreaterThanOrEqual(9);
    for (const row of SKIRMISH_TABLE.cells) {
      expect(row).toHaveLength(SKIRMISH_TABLE.columns.length);
      for (const c of row) expect(Object.keys(SK_SCORE)).toContain(c.code);
    }
  });
  it('extra leader tests fall only on the losing side', () => {
    for (const c of SKIRMISH_TABLE.cells.flat()) {
      if (c.leaderTest === 'attacker') expect(['A1', 'AR']).toContain(c.code);
      if (c.leaderTest === 'defender') expect(['D1', 'DR']).toContain(c.code);
    }
  });
  it('property: better odds or a better roll is never worse for the attacker', () => {
    const cols = SKIRMISH_TABLE.columns.map((c) => c.label);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: cols.length - 2 }), fc.integer({ min: -4, max: 11 }), (ci, roll) => {
        const here = SK_SCORE[skirmishCell(cols[ci], roll).code];
        expect(SK_SCORE[skirmishCell(cols[ci + 1], roll).code]).toBeGreaterThanOrEqual(here);
        expect(SK_SCORE[skirmishCell(cols[ci], roll + 1).code]).toBeGreaterThanOrEqual(here);
      }),
    );
  });
  it('skirmish modifiers: the three definitions and their arithmetic', () => {
    expect(SKIRMISH_DRMS.map((d) => d.id)).toEqual(['sk-cavalry', 'sk-ranged', 'sk-cover']);
    expect(PITCHED_BATTLE_DRMS.every((d) => d.value === 1 && d.reverseValue === -1)).toBe(true);
    const base = { attackerCavalry: 2, defenderCavalry: 0, attackerRanged: true, defenderRanged: false, defenderGallicInCover: true };
    expect(sumDrms(skirmishDrms(base))).toBe(1);
    expect(sumDrms(skirmishDrms({ ...base, attackerCavalry: 0, defenderCavalry: 1, attackerRanged: false, defenderRanged: true }))).toBe(-3);
    expect(sumDrms(skirmishDrms({ ...base, attackerCavalry: 1, defenderCavalry: 1, defenderRanged: true, defenderGallicInCover: false }))).toBe(0);
  });
});

describe('BG T.PitchedBattle — Pitched Battle Table properties', () => {
  const cols = PITCHED_BATTLE_TABLE.columns.map((c) => c.label);
  it('every cell is defined', () => {
    expect(PITCHED_BATTLE_TABLE.cells).toHaveLength(PITCHED_BATTLE_TABLE.maxRoll - PITCHED_BATTLE_TABLE.minRoll + 1);
    for (const row of PITCHED_BATTLE_TABLE.cells) {
      expect(row).toHaveLength(cols.length);
      for (const c of row) {
        expect(['attacker', 'defender']).toContain(c.winner);
        expect(c.attacker.weaken + c.attacker.eliminate).toBeLessThanOrEqual(1);
      }
    }
  });
  it('the bold side never loses more than the other', () => {
    for (const c of PITCHED_BATTLE_TABLE.cells.flat()) {
      const [w, l] = c.winner === 'attacker' ? [c.attacker, c.defender] : [c.defender, c.attacker];
      expect(cost(w)).toBeLessThanOrEqual(cost(l));
    }
  });
  it('property: higher odds or a higher roll never hurt the attacker more, nor the defender less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: cols.length - 2 }), fc.integer({ min: -5, max: 12 }), (ci, roll) => {
        const here = battleCell(cols[ci], roll);
        for (const next of [battleCell(cols[ci + 1], roll), battleCell(cols[ci], roll + 1)]) {
          expect(cost(next.attacker)).toBeLessThanOrEqual(cost(here.attacker));
          expect(cost(next.defender)).toBeGreaterThanOrEqual(cost(here.defender));
          if (here.winner === 'attacker') expect(next.winner).toBe('attacker');
        }
      }),
    );
  });
  it('property: on average over a d6, higher odds are never worse for the attacker', () => {
    const mean = (col: string, drm: number): number => {
      let s = 0;
      for (let d = 1; d <= 6; d++) {
        const c = battleCell(col, d + drm);
        s += cost(c.defender) - cost(c.attacker);
      }
      return s / 6;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: cols.length - 2 }), fc.integer({ min: -3, max: 3 }), (ci, drm) => {
        expect(mean(cols[ci + 1], drm)).toBeGreaterThanOrEqual(mean(cols[ci], drm));
      }),
    );
  });
  it('at even odds without modifiers the battle is a coin toss', () => {
    let wins = 0;
    for (let d = 1; d <= 6; d++) if (battleCell('1/1', d).winner === 'attacker') wins++;
    expect(wins).toBe(3);
  });
});

describe('BG T.Attrition — Attrition Table', () => {
  it('every cell is defined, non-negative and a 1 never costs anything', () => {
    expect(ATTRITION_TABLE.losses).toHaveLength(TERRAINS.length);
    for (const t of ATTRITION_TABLE.losses) {
      expect(t).toHaveLength(ATTRITION_TABLE.brackets.length);
      for (const b of t) {
        expect(b).toHaveLength(6);
        expect(b[0]).toBe(0);
        for (const x of b) expect(x).toBeGreaterThanOrEqual(0);
      }
    }
  });
  it('zero loss is the commonest result for small forces in clear terrain', () => {
    const zeros = [1, 2, 3, 4, 5, 6].filter((d) => attritionLoss('clear', 3, d).loss === 0).length;
    expect(zeros).toBeGreaterThanOrEqual(4);
  });
  it('property: harsher terrain, more units or a higher die never lose fewer units', () => {
    const harsh: Record<Terrain, number> = { clear: 0, forest: 1, marsh: 2, mountain: 2 };
    fc.assert(
      fc.property(
        fc.constantFrom(...TERRAINS), fc.constantFrom(...TERRAINS), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 5 }),
        (t1, t2, n, extra, die) => {
          const a = attritionLoss(t1, n, die).loss;
          expect(attritionLoss(t1, n + extra, die).loss).toBeGreaterThanOrEqual(a);
          expect(attritionLoss(t1, n, die + 1).loss).toBeGreaterThanOrEqual(a);
          if (harsh[t2] >= harsh[t1]) expect(attritionLoss(t2, n, die).loss).toBeGreaterThanOrEqual(a);
          expect(a).toBeLessThanOrEqual(n);
        },
      ),
    );
  });
  it('reports the cell it used', () => {
    expect(attritionLoss('marsh', 7, 6)).toEqual({ loss: 3, cell: { table: 'attrition', row: '6', col: 'marsh 7–10' } });
  });
});

describe('BG T.Siege — Siege Table (BG-SIEGE)', () => {
  it('Caesar 7 against oppidum 6: column +1', () => {
    const besieger = 4 + 2 + 1; // 4 infantry, 2 leaders, Caesar
    const besieged = 3 + 2 + 1; // oppidum 3, 2 infantry, local chief
    expect(siegeColumn(besieger - besieged)).toBe('+1');
    expect(siegeCell(1, 6)).toEqual({ besieger: 0, besieged: 2 });
  });
  it('columns are sorted and every cell is defined', () => {
    const mins = SIEGE_TABLE.columns.map((c) => c.min);
    expect([...mins].sort((a, b) => a - b)).toEqual(mins);
    expect(SIEGE_TABLE.cells).toHaveLength(6);
    for (const row of SIEGE_TABLE.cells) {
      expect(row).toHaveLength(SIEGE_TABLE.columns.length);
      for (const c of row) expect(Number.isInteger(c.besieger) && Number.isInteger(c.besieged)).toBe(true);
    }
    expect(siegeColumn(-10)).toBe('≤−3');
    expect(siegeColumn(10)).toBe('≥+4');
  });
  it('property: a bigger differential or a higher die is never worse for the besieger', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8, max: 8 }), fc.integer({ min: 1, max: 6 }), (diff, die) => {
        const here = siegeCell(diff, die);
        const right = siegeCell(diff + 1, die);
        expect(right.besieger).toBeLessThanOrEqual(here.besieger);
        expect(right.besieged).toBeGreaterThanOrEqual(here.besieged);
        if (die < 6) {
          const down = siegeCell(diff, die + 1);
          expect(down.besieger).toBeLessThanOrEqual(here.besieger);
          expect(down.besieged).toBeGreaterThanOrEqual(here.besieged);
        }
      }),
    );
  });
  it('a strong besieger (+4) grinds a 2-unit garrison (4 steps) down within 4 turns on average', () => {
    const perTurn = [1, 2, 3, 4, 5, 6].reduce((a, d) => a + siegeCell(4, d).besieged, 0) / 6;
    expect(perTurn * 4).toBeGreaterThanOrEqual(4);
    const atPlusOne = [1, 2, 3, 4, 5, 6].reduce((a, d) => a + siegeCell(1, d).besieged, 0) / 6;
    expect(atPlusOne).toBeGreaterThanOrEqual(1);
  });
  it('only infantry besieges; ships neither garrison nor besiege', () => {
    expect(SIEGE_TABLE.mayBesiege).toContain('legion');
    expect(SIEGE_TABLE.mayBesiege).not.toContain('roman-cavalry');
    expect(SIEGE_TABLE.mayGarrison).not.toContain('ship');
    expect(SIEGE_TABLE.mayBesiege).not.toContain('ship');
  });
});

describe('every table is marked reconstructed', () => {
  it('has a reconstructed note', () => {
    for (const t of [SKIRMISH_TABLE, PITCHED_BATTLE_TABLE, ROUT_TABLE, LEADER_TABLE, ATTRITION_TABLE, SIEGE_TABLE]) {
      expect(typeof t.reconstructed).toBe('string');
    }
    for (const d of [...PITCHED_BATTLE_DRMS, ...SKIRMISH_DRMS]) expect(d.reconstructed.length).toBeGreaterThan(0);
  });
});
