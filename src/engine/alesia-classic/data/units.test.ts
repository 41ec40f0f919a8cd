import { describe, expect, it } from 'vitest';
import { AC_UNITS } from './units';
import { countsForStacking, isMissile } from './types';

const sum = (xs: readonly { cf: number }[]) => xs.reduce((t, u) => t + u.cf, 0);
const count = (f: (u: (typeof AC_UNITS)[number]) => boolean) => AC_UNITS.filter(f);

describe('Alesia (1983) order of battle', () => {
  it('gives the Gauls the sourced mix: 45 besieged (282 factors), 136 relief (778), 20 cavalry 2-13 in the relief', () => {
    const besieged = count((u) => u.side === 'gallic' && u.force === 'besieged' && u.kind === 'infantry');
    const relief = count((u) => u.side === 'gallic' && u.force === 'relief');
    expect(besieged.length).toBe(45);
    expect(sum(besieged)).toBe(282);
    expect(relief.length).toBe(136);
    expect(sum(relief)).toBe(778);
    const cav = relief.filter((u) => u.kind === 'cavalry');
    expect(cav.length).toBe(20);
    expect(cav.every((u) => u.cf === 2 && u.mf === 13)).toBe(true);
    for (const cf of [9, 8]) expect(relief.some((u) => u.cf === cf)).toBe(false); // 9-6s and 8-6s only in Alesia
    expect(relief.filter((u) => u.name.includes('Arverni')).length).toBeGreaterThanOrEqual(17); // "Seventeenth assault group of the Arverni"
    expect(besieged.some((u) => u.name === 'First assault group of the Aedui')).toBe(true);
  });

  it('gives the Romans 23 forts, 154 other units and two leaders, averaging under 5 factors, with the named counters', () => {
    const forts = count((u) => u.kind === 'fort');
    expect(forts.length).toBe(23);
    const units = count((u) => u.side === 'roman' && u.kind !== 'fort' && u.kind !== 'leader');
    expect(units.length).toBe(154);
    expect(sum(units) / units.length).toBeLessThan(5);
    expect(units.filter((u) => u.cf === 5 && u.mf === 8).length).toBeGreaterThan(69);
    expect(units.filter((u) => u.kind === 'slinger').length).toBe(9);
    const archers = units.filter((u) => u.kind === 'archer').length;
    expect(archers).toBeGreaterThanOrEqual(3);
    expect(archers).toBeLessThan(10);
    expect(units.filter((u) => u.kind === 'light').length).toBeLessThan(10);
    expect(units.filter((u) => u.kind === 'cavalry').every((u) => u.cf === 2)).toBe(true);
    for (const n of ['Caesar', 'Labienus', 'First cohort of the Tenth Legion (Caesar’s bodyguard)', 'Eighth cohort of the North Italian recruits', 'Third group of Numidian archers', 'Ninth group of Balearic slingers', 'First squadron of Germanic cavalry', 'First group of Numidian light infantry'])
      expect(AC_UNITS.some((u) => u.name === n), n).toBe(true);
    // The Gallic total is "about twice" the Roman (designer) — loosely: 1.5 to 2.
    const gallic = sum(count((u) => u.side === 'gallic'));
    expect(gallic / sum(units)).toBeGreaterThan(1.5);
    expect(gallic / sum(units)).toBeLessThan(2.1);
  });

  it('has unique ids; missile units defend at 1; leaders and forts do not count for stacking', () => {
    expect(new Set(AC_UNITS.map((u) => u.id)).size).toBe(AC_UNITS.length);
    for (const u of AC_UNITS.filter(isMissile)) expect(u.cf).toBe(1);
    for (const u of AC_UNITS) expect(countsForStacking(u)).toBe(u.kind !== 'leader' && u.kind !== 'fort');
    expect(AC_UNITS.filter((u) => !u.source).length).toBe(0);
  });
});
