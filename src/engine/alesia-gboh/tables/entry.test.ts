/**
 * AG 5.33, AG 5.63, AG 12.2 — the Gallic Entry Arrival Table: Zones I–II automatic, Zone III on 0–8
 * (GB-5.42), the Alesia force on 0–6, +3 at night, and the shape of the rebuilt zones.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALESIA_FORCE_ENTRY_MAX, ALESIA_FORCE_ENTRY_PROVENANCE, ENTRY_ROWS, ENTRY_TABLE_LEGEND, ENTRY_TABLE_NAME, GALLIC_ENTRY_TABLE,
  NIGHT_ENTRY_DRM, alesiaForceEnters, entryArrives, entryIsAutomatic, entryMaxDie, entryRef,
} from './entry';
import { ENTRY_ZONES, type EntryZone } from './types';

const die = () => fc.integer({ min: 0, max: 9 });
const rolled = (): EntryZone[] => ENTRY_ZONES.filter((z) => !entryIsAutomatic(z));
const maxOf = (z: EntryZone): number => {
  const r = GALLIC_ENTRY_TABLE[z];
  if (r.automatic) throw new Error(z);
  return r.maxSuccess;
};

describe('AG 5.33 — Zones I and II arrive with no roll', () => {
  it('whatever the die, day or night', () => {
    fc.assert(fc.property(fc.constantFrom<EntryZone>('I', 'II'), die(), fc.boolean(), (z, d, night) => entryArrives(z, d, night)));
    expect(entryIsAutomatic('I') && entryIsAutomatic('II')).toBe(true);
    expect(entryMaxDie('I', true)).toBeNull();
  });

  it('and no other zone does', () => {
    expect(rolled()).toEqual(ENTRY_ZONES.slice(2));
  });
});

describe('AG 5.42 / GB-5.42 — Zone III succeeds on 0–8', () => {
  it('0–8 arrive, 9 wastes the activation', () => {
    for (let d = 0; d <= 8; d++) expect(entryArrives('III', d, false), String(d)).toBe(true);
    expect(entryArrives('III', 9, false)).toBe(false);
    expect(GALLIC_ENTRY_TABLE.III.provenance).toMatchObject({ reconstructed: false, source: expect.stringContaining('GB-5.42') });
  });
});

describe('AG 12.2 / GB-12.2-NIGHT — +3 to every entry roll at night', () => {
  it('Zone III arrives on a raw 0–5 at night', () => {
    expect(NIGHT_ENTRY_DRM).toBe(3);
    for (let d = 0; d <= 9; d++) expect(entryArrives('III', d, true), String(d)).toBe(d <= 5);
    expect(entryMaxDie('III', true)).toBe(5);
    expect(entryMaxDie('III', false)).toBe(8);
  });

  it('for every rolled zone, night takes exactly three faces off (or all there are)', () => {
    for (const z of rolled()) {
      const day = Array.from({ length: 10 }, (_, d) => entryArrives(z, d, false)).filter(Boolean).length;
      const night = Array.from({ length: 10 }, (_, d) => entryArrives(z, d, true)).filter(Boolean).length;
      expect(night, z).toBe(Math.max(0, day - 3));
      expect(entryMaxDie(z, true), z).toBe(night - 1);
    }
  });
});

describe('AG 5.63 — the Alesia force comes out on 0–6, +3 at night (AG 12.2)', () => {
  it('day 0–6, night a raw 0–3', () => {
    expect(ALESIA_FORCE_ENTRY_MAX).toBe(6);
    for (let d = 0; d <= 9; d++) {
      expect(alesiaForceEnters(d, false), `day ${d}`).toBe(d <= 6);
      expect(alesiaForceEnters(d, true), `night ${d}`).toBe(d <= 3);
    }
    expect(ALESIA_FORCE_ENTRY_PROVENANCE.reconstructed).toBe(false);
  });
});

describe('shape — harder away from the historical approach (AG 5.43 note)', () => {
  it('success never grows with the zone number', () => {
    const r = rolled();
    for (let i = 1; i < r.length; i++) expect(maxOf(r[i]), r[i]).toBeLessThanOrEqual(maxOf(r[i - 1]));
  });

  it('no zone beyond III is as easy as III, and past VI it gets a step harder', () => {
    for (const z of rolled().slice(1)) expect(maxOf(z), z).toBeLessThan(maxOf('III'));
    expect(maxOf('VII')).toBeLessThan(maxOf('VI'));
  });

  it('every zone can succeed by day and can fail (0 ≤ number ≤ 8)', () => {
    for (const z of rolled()) {
      expect(maxOf(z), z).toBeGreaterThanOrEqual(0);
      expect(maxOf(z), z).toBeLessThanOrEqual(8);
    }
  });

  it('the historical zones III–VI stay better than even by day', () => {
    for (const z of ['III', 'IV', 'V', 'VI'] as EntryZone[]) expect(maxOf(z) + 1, z).toBeGreaterThan(5);
  });

  it('only III, I and II are marked fixed; the rest say why', () => {
    const fixedZones = ENTRY_ROWS.filter((r) => !r.provenance.reconstructed).map((r) => r.zone);
    expect(fixedZones).toEqual(['I', 'II', 'III']);
  });
});

describe('the lookup', () => {
  it('refuses a face the d10 cannot show, and a zone that does not exist', () => {
    expect(() => entryArrives('IV', 10, false)).toThrow('A d10 shows 0–9, not 10');
    expect(() => entryArrives('IV', -1, false)).toThrow('A d10 shows 0–9, not -1');
    expect(() => alesiaForceEnters(2.5, false)).toThrow('not 2.5');
    expect(() => entryArrives('XVII' as EntryZone, 0, false)).toThrow("No Entry Zone 'XVII'");
  });

  it('is frozen; names the table, explains it, refers to its cell', () => {
    expect(Object.isFrozen(GALLIC_ENTRY_TABLE) && Object.isFrozen(GALLIC_ENTRY_TABLE.IV)).toBe(true);
    expect(ENTRY_TABLE_NAME).toBe('Gallic Entry Arrival Table');
    expect(ENTRY_TABLE_LEGEND).toMatch(/add 3 at night/);
    expect(entryRef('V', true)).toEqual({ table: 'gboh-entry', row: 'V', col: 'night' });
    expect(entryRef('III', false)).toEqual({ table: 'gboh-entry', row: 'III', col: 'day' });
    expect(ENTRY_ROWS.map((r) => r.zone)).toEqual(ENTRY_ZONES);
  });
});
