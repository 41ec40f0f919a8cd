/**
 * AC 15.2–15.3, AC 20.6, AC 22.45, AC 23.2, AC 24.2 — reading the printed tables: how a printed
 * Hand-to-Hand cell is read into its result (who retreats, who advances, how far), and what each
 * table refuses (a die the d6 cannot show, a column or accuracy the chart does not have).
 */
import { describe, expect, it } from 'vitest';
import { h2hResult, parseH2hCell } from './h2h';
import { archerResult, engineResult, parseMissileCell } from './missile';
import { outerWorksResult } from './outerWorks';
import { reconRow, reportRange } from './recon';

describe('AC 15.3 — a printed Hand-to-Hand cell, read', () => {
  it('Melee and Battle Rages are results of their own, whatever the spacing', () => {
    expect(parseH2hCell('Melee')).toEqual({ kind: 'Melee', text: 'Melee' });
    expect(parseH2hCell('  Battle   Rages ')).toEqual({ kind: 'BattleRages', text: 'Battle Rages' });
    expect(parseH2hCell(' Melee\t')).toEqual({ kind: 'Melee', text: 'Melee' });
  });

  it('AR# and DR#: the loser retreats # hexes; AA# and DA#: the winner may advance # hexes', () => {
    expect(parseH2hCell('AR1')).toEqual({ kind: 'AR', retreat: 1, text: 'AR1' });
    expect(parseH2hCell('AR3   DA1')).toEqual({ kind: 'AR', retreat: 3, defenderAdvance: 1, text: 'AR3 DA1' });
    expect(parseH2hCell(' DR4 AA2 ')).toEqual({ kind: 'DR', retreat: 4, attackerAdvance: 2, text: 'DR4 AA2' });
    expect(parseH2hCell('DR1')).toEqual({ kind: 'DR', retreat: 1, text: 'DR1' });
  });

  it('AE and DE: a side eliminated, the other may advance', () => {
    expect(parseH2hCell('AE DA3')).toEqual({ kind: 'AE', defenderAdvance: 3, text: 'AE DA3' });
    expect(parseH2hCell('DE AA4')).toEqual({ kind: 'DE', attackerAdvance: 4, text: 'DE AA4' });
    expect(parseH2hCell('DE')).toEqual({ kind: 'DE', text: 'DE' });
    expect(parseH2hCell('AE')).toEqual({ kind: 'AE', text: 'AE' });
  });

  it('only the winner advances: an advance for the loser is no printed cell', () => {
    for (const bad of ['AR2 AA1', 'AE AA1', 'DR2 DA1', 'DE DA1']) expect(() => parseH2hCell(bad), bad).toThrow(`Advance for the loser in '${bad}'`);
  });

  it('anything else is unreadable, the cell named', () => {
    for (const bad of ['xAR1', 'AR1x', 'ARx', 'AR1 AAx', 'AR1 DAx', 'xDE', 'DEx', 'DE AAx', 'AE DAx', 'AR1 AA1 DA1', 'MeleeX', 'AR', 'DE AA', '']) {
      expect(() => parseH2hCell(bad), bad).toThrow(`Unreadable Hand-to-Hand cell: '${bad}'`);
    }
  });

  it('a die the d6 cannot show, or a column the table has not, is refused with its reason', () => {
    expect(() => h2hResult('1-1', 7)).toThrow('A d6 shows 1–6, not 7');
    expect(() => h2hResult('6-1' as never, 1)).toThrow("No Hand-to-Hand column '6-1'");
  });
});

describe('AC 20.6, AC 24.2, AC 23.2 — the missile and Outer Works tables refuse what no die shows', () => {
  it('names the die refused', () => {
    expect(() => archerResult('primary', 0)).toThrow('A d6 shows 1–6, not 0');
    expect(() => engineResult('tertiary', 7)).toThrow('A d6 shows 1–6, not 7');
    expect(() => outerWorksResult(7)).toThrow('A d6 shows 1–6, not 7');
    expect(() => parseMissileCell('X')).toThrow("Unreadable missile cell: 'X'");
  });
});

describe('AC 22.45 — the Reconnaissance Chart refuses what it has not', () => {
  it('a column off the chart, a count or an accuracy out of range, each named', () => {
    expect(() => reconRow('6-1' as never)).toThrow("No Reconnaissance Chart row for '6-1'");
    expect(() => reportRange(-1, 0.5)).toThrow('Unit count must be a whole number ≥ 0, not -1');
    expect(() => reportRange(2, -0.1)).toThrow('Accuracy must lie in 0–1, not -0.1');
    expect(() => reportRange(2, 1.1)).toThrow('Accuracy must lie in 0–1, not 1.1');
  });

  it('an accuracy of nothing at all is still a range: the count may be told as anything from none to double', () => {
    expect(reportRange(2, 0)).toEqual({ min: 0, max: 4 });
  });
});
