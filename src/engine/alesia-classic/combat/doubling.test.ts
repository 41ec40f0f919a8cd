/** Attack and defence totals: never doubled on attack, doubled at most once on defence. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attackStrength, defenceStrength, describeDefence, type CombatUnit, type DoublingReason } from './doubling';
import { oddsColumn } from './odds';

const cohort = (id: string, factor = 5): CombatUnit => ({ id, label: `Cohort ${id}`, factor });
const archer: CombatUnit = { id: 'arch3', label: 'Numidian archers 3', factor: 2, missile: true };
const caesar: CombatUnit = { id: 'caesar', label: 'Caesar', factor: 0, leader: true };
const FORT: DoublingReason = { rule: 'AC 24.1', label: 'in a fort' };
const RAMPART: DoublingReason = { rule: 'AC 25.1', label: 'on the camp rampart' };
const RIVER: DoublingReason = { rule: 'TEC', label: 'all attackers on river hexes' };
const OFF_BOARD: DoublingReason = { rule: 'AC 11.2', label: 'attacked from off the board' };

describe('AC 13.5 doubling is never cumulative', () => {
  it('no reason: base factors', () => {
    const d = defenceStrength([cohort('a'), cohort('b', 4)]);
    expect(d).toMatchObject({ base: 9, doubling: null, cancelled: null, total: 9 });
    expect(d.units.map((t) => t.value)).toEqual([5, 4]);
  });
  it('one reason doubles', () => {
    const d = defenceStrength([cohort('a', 4)], [FORT]);
    expect(d.total).toBe(8); // Appendix B: a fort "8", i.e. a doubled 4
    expect(d.doubling).toEqual({ rule: 'AC 13.5', multiplier: 2, reasons: [FORT] });
  });
  it('a defender on a rampart with every attacker on river hexes counts ×2, not ×4, and both reasons are listed', () => {
    const d = defenceStrength([cohort('a')], [RAMPART, RIVER, RAMPART]);
    expect(d.total).toBe(10);
    expect(d.doubling?.reasons).toEqual([RAMPART, RIVER]);
  });
  it('AC 11.2: attacked from off the board, never doubled, and the display says why', () => {
    const d = defenceStrength([cohort('a')], [RAMPART], OFF_BOARD);
    expect(d.total).toBe(5);
    expect(d.doubling).toBeNull();
    expect(d.cancelled).toEqual({ by: OFF_BOARD, reasons: [RAMPART] });
    expect(describeDefence(d)).toBe('5, not doubled (attacked from off the board AC 11.2; would have been: on the camp rampart AC 25.1)');
  });
  it('property: total is base or 2 × base, never more, whatever the reasons', () => {
    const reason = fc.record({ rule: fc.constantFrom('AC 24.1', 'AC 25.1', 'TEC', 'AC 8.3'), label: fc.string() });
    const unit = fc.record({ id: fc.string(), label: fc.string(), factor: fc.integer({ min: 0, max: 12 }), missile: fc.boolean() });
    fc.assert(fc.property(fc.array(unit, { maxLength: 3 }), fc.array(reason, { maxLength: 6 }), (us, rs) => {
      const d = defenceStrength(us, rs);
      expect(d.total).toBe(rs.length > 0 ? 2 * d.base : d.base);
      expect(d.base).toBe(us.reduce((s, u) => s + (u.missile ? 1 : u.factor), 0));
      if (d.doubling) expect(d.doubling.reasons.length).toBeLessThanOrEqual(rs.length);
    }));
  });
});

describe('AC 20.1 missile units defend at 1; AC 19.3 leaders add nothing', () => {
  it('an archer stacked with a 5 defends with 6 (AH-20.5: a lone 5-6 attacks at 1-2)', () => {
    const d = defenceStrength([cohort('a'), archer, caesar]);
    expect(d.total).toBe(6);
    expect(d.units).toEqual([
      { unit: 'a', label: 'Cohort a', printed: 5, value: 5 },
      { unit: 'arch3', label: 'Numidian archers 3', printed: 2, value: 1, rule: 'AC 20.1' },
      { unit: 'caesar', label: 'Caesar', printed: 0, value: 0 },
    ]);
    expect(oddsColumn(attackStrength([{ id: 'g', label: 'Gauls 5-6', factor: 5 }]).total, d.total)).toBe('1-2');
  });
  it('an archer alone in a fort: 1, doubled to 2', () => {
    const d = defenceStrength([archer], [FORT]);
    expect(d.total).toBe(2);
    expect(describeDefence(d)).toBe('1, doubled once (in a fort AC 24.1) = 2');
  });
  it('missile units never attack', () => {
    expect(() => attackStrength([cohort('a'), archer])).toThrow(/AC 20.1/);
  });
});

describe('AC 13.4 attack is never doubled; AC 14.1 factors add', () => {
  it('AH-15.2: two 8-6s and a 6-6 attack with 22 against a cohort and a squadron, 7', () => {
    const a = attackStrength([
      { id: 'g1', label: '8-6', factor: 8 }, { id: 'g2', label: '8-6', factor: 8 }, { id: 'g3', label: '6-6', factor: 6 },
    ]);
    expect(a).toMatchObject({ total: 22, neverDoubled: 'AC 13.4' });
    const d = defenceStrength([cohort('c'), { id: 'cav', label: 'German cavalry', factor: 2 }]);
    expect(describeDefence(d)).toBe('5 + 2 = 7');
    expect(oddsColumn(a.total, d.total)).toBe('3-1');
  });
  it('AH-APP-B: 48 against a doubled 4 is automatic; three 8s against it are 3-1', () => {
    const fort = defenceStrength([cohort('garrison', 4)], [FORT]);
    const eights = (n: number) => attackStrength(Array.from({ length: n }, (_, i) => ({ id: `g${i}`, label: '8-6', factor: 8 })));
    expect(oddsColumn(eights(6).total, fort.total)).toBe('auto');
    expect(oddsColumn(eights(3).total, fort.total)).toBe('3-1');
  });
  it('refuses impossible factors', () => {
    expect(() => attackStrength([cohort('a', -1)])).toThrow(RangeError);
    expect(() => defenceStrength([cohort('a', 2.5)])).toThrow(RangeError);
  });
});
