import { describe, expect, it } from 'vitest';
import { AG_ALESIA_FORCE, AG_TRIBES, agTribe } from './tribes';
import { AG_UNITS } from './units';

/** The 26 Control values the seed prints (AG 4.12 example, AG 5.42 example, sample deployment), by the seed's spelling. */
const SEED_CONTROL: readonly [string, string, number][] = [
  ['Arverni', 'arverni', 3],
  ['Tribus Armoricaines', 'armoricani', 3],
  ['Senones', 'senones', 2],
  ['Sequani', 'sequani', 2],
  ['Ruteni', 'ruteni', 2],
  ['Helvetii', 'helvetii', 2],
  ['Santoni', 'santoni', 2],
  ['Carnutes', 'carnutes', 2],
  ['Parisii', 'parisii', 2],
  ['Pictones', 'pictones', 2],
  ['Turons', 'turoni', 2],
  ['Biturgis', 'bituriges', 2],
  ['Nervii', 'nervii', 1],
  ['Boii', 'boii', 1],
  ['Atrebates', 'atrebates', 1],
  ['Ambiani', 'ambiani', 1],
  ['Aulerci Cenomani', 'aulerci-cenomani', 1],
  ['Aulerci Eburovices', 'aulerci-eburovices', 1],
  ['Lexovii', 'lexovii', 1],
  ['Raurici', 'rauraci', 1],
  ['Petruccorii', 'petrocorii', 1],
  ['Suessiones', 'suessiones', 1],
  ['Veliocasses', 'veliocasses', 1],
  ['Mediomatrices', 'mediomatrici', 1],
  ['Nitiobriges', 'nitiobriges', 1],
  ['Morini', 'morini', 1],
];

const cp = (...ids: string[]) => ids.reduce((s, id) => s + agTribe(id).control, 0);
const infantry = AG_TRIBES.filter((t) => t.kind === 'tribe');
const cavalry = AG_TRIBES.filter((t) => t.kind === 'cavalry');

describe('AG 2.0, 4.4 — the 30 tribal counters', () => {
  it('are 30 (AG 2.0), two of them cavalry counters of Size 10 (AG 4.44, 5.7)', () => {
    expect(AG_TRIBES).toHaveLength(30);
    expect(cavalry).toHaveLength(2);
    for (const c of cavalry) {
      expect(c.size).toBe(10);
      expect(c.fixed.size).toMatch(/5\.7/);
    }
  });

  it('hold the 26 Control values the seed prints, marked as fixed', () => {
    expect(SEED_CONTROL).toHaveLength(26);
    for (const [seedName, id, value] of SEED_CONTROL) {
      const t = agTribe(id);
      expect(t.control, seedName).toBe(value);
      expect(t.fixed.control, seedName).toBeTruthy();
    }
    // Exactly those 26 infantry values are marked fixed; the Aedui and Bellovaci are rebuilt.
    expect(infantry.filter((t) => t.fixed.control).map((t) => t.id).sort()).toEqual(SEED_CONTROL.map(([, id]) => id).sort());
    for (const id of ['aedui', 'bellovaci']) {
      expect(agTribe(id).fixed.control).toBeUndefined();
      expect(agTribe(id).reconstructed).toBe(true);
      expect(agTribe(id).why).toMatch(/Control/);
    }
  });

  it('give the two cavalry counters 4 Control points together (GB-DEP: "all the tribal cavalry (4)")', () => {
    expect(cavalry.reduce((s, c) => s + c.control, 0)).toBe(4);
  });

  it('GB-4.12: Eporedorix (Control 7) commands the Sequani, Ruteni, Helvetii and Nervii — exactly 7', () => {
    expect(cp('sequani', 'ruteni', 'helvetii', 'nervii')).toBe(7);
  });

  it('GB-5.42: Senones, Boii and Nervii are 4 CP, within one entry (≤5, AG 5.42) and the Zone III cap (AG 5.43)', () => {
    const zoneIII = cp('senones', 'boii', 'nervii');
    expect(zoneIII).toBe(4);
    expect(zoneIII).toBeLessThanOrEqual(5);
    expect(agTribe('arverni').control).toBe(3);
  });

  it('GB-DEP: Initial Placement is exactly 8 CP (AG 5.41); Zones III and IV reach the 5 CP cap (AG 5.43)', () => {
    const zoneI = cp('armoricani', 'atrebates');
    const zoneII = cp('cavalry-1', 'cavalry-2');
    expect(zoneI).toBe(4);
    expect(zoneII).toBe(4);
    expect(zoneI + zoneII).toBe(8);
    expect(cp('pictones', 'turoni', 'boii')).toBe(5);
    expect(cp('bituriges', 'morini', 'senones')).toBe(5);
    // Later Zone I and II assignments as printed.
    expect(cp('ambiani', 'aulerci-cenomani', 'aulerci-eburovices', 'lexovii', 'rauraci', 'ruteni', 'santoni', 'nervii', 'petrocorii', 'suessiones', 'veliocasses')).toBe(13);
    expect(cp('carnutes', 'helvetii', 'mediomatrici', 'nitiobriges', 'parisii')).toBe(8);
  });

  it('are the 25 tribes of GB-DEP plus the Sequani (AG 4.12), the Bellovaci (AG 5.45) and the Aedui (AG 5.65), plus 2 cavalry', () => {
    const dep = ['armoricani', 'atrebates', 'ambiani', 'aulerci-cenomani', 'aulerci-eburovices', 'lexovii', 'rauraci', 'ruteni', 'santoni', 'nervii', 'petrocorii', 'suessiones', 'veliocasses', 'carnutes', 'helvetii', 'mediomatrici', 'nitiobriges', 'parisii', 'pictones', 'turoni', 'boii', 'bituriges', 'morini', 'senones', 'arverni'];
    expect(dep).toHaveLength(25);
    expect(infantry.map((t) => t.id).sort()).toEqual([...dep, 'sequani', 'bellovaci', 'aedui'].sort());
  });

  it('AG 2.24: the Arverni include the Gabali; the Lemovices sit in the Armorican counter; few counters cover more than one tribe (AG 5.41)', () => {
    expect(agTribe('arverni').linked).toContain('Gabali');
    expect(agTribe('armoricani').linked).toContain('Lemovices');
    expect(AG_TRIBES.some((t) => t.id === 'lemovices')).toBe(false);
    const multi = AG_TRIBES.filter((t) => t.linked.length > 0);
    expect(multi.length).toBeGreaterThan(0);
    expect(multi.length).toBeLessThanOrEqual(3);
  });

  it('let every tribe enter (≤5 CP per entry, AG 5.42) and be commanded by one chief', () => {
    for (const t of AG_TRIBES) expect(t.control, t.id).toBeLessThanOrEqual(5);
    for (const t of AG_TRIBES) expect(t.control, t.id).toBeGreaterThanOrEqual(1);
  });

  it('AG 4.42: Size counts the tribe’s combat units at the start — each infantry tribe’s units number its Size', () => {
    for (const t of infantry) {
      const units = AG_UNITS.filter((u) => u.tribe === t.id);
      expect(units.length, t.id).toBe(t.size);
      expect(units.every((u) => u.force === 'relief' && u.side === 'gallic')).toBe(true);
    }
  });

  it('AG 4.44, 5.7: the cavalry pool fills both counters (GB-DEP: 20 cavalry, no LI) and allows 6 cavalry + 4 LI', () => {
    const pool = AG_UNITS.filter((u) => u.cavalryPool);
    expect(pool.filter((u) => u.type === 'LN').length).toBeGreaterThanOrEqual(cavalry.reduce((s, c) => s + c.size, 0));
    expect(pool.filter((u) => u.type === 'LI').length).toBeGreaterThanOrEqual(4);
    expect(pool.every((u) => u.type === 'LN' || u.type === 'LI')).toBe(true);
    expect(pool.every((u) => u.tribe === undefined)).toBe(true);
  });

  it('AG 10.71: Withdrawal is at least 1 and below Size; larger tribes do not withdraw sooner', () => {
    for (const t of AG_TRIBES) {
      expect(t.withdrawal, t.id).toBeGreaterThanOrEqual(1);
      expect(t.withdrawal, t.id).toBeLessThan(t.size);
    }
    const bySize = [...AG_TRIBES].sort((a, b) => a.size - b.size);
    for (let i = 1; i < bySize.length; i++) expect(bySize[i].withdrawal).toBeGreaterThanOrEqual(bySize[i - 1].withdrawal);
  });

  it('Size follows Caesar’s levy (BG VII.75): a larger contingent never gives a smaller counter', () => {
    const byMen = [...infantry].sort((a, b) => a.caesarMen - b.caesarMen);
    for (let i = 1; i < byMen.length; i++) expect(byMen[i].size, byMen[i].id).toBeGreaterThanOrEqual(byMen[i - 1].size);
    // Control fits the same levy as the 26 known values: ≥20,000 → 3, 8,000–12,000 → 2, ≤5,000 → 1.
    for (const t of infantry) expect(t.control, t.id).toBe(t.caesarMen >= 20000 ? 3 : t.caesarMen >= 8000 ? 2 : 1);
  });

  it('AG 2.5 note: the relief infantry is ≈110,000 men at 700 a unit; 12.1’s 80 Size points are a real choice', () => {
    const reliefInfantry = infantry.reduce((s, t) => s + t.size, 0);
    expect(reliefInfantry * 700).toBeGreaterThan(100_000);
    expect(reliefInfantry * 700).toBeLessThan(120_000);
    expect(AG_TRIBES.reduce((s, t) => s + t.size, 0)).toBeGreaterThan(80);
  });

  it('AG 5.66: the Alésia force has Withdrawal 18 and no tribal counter (AG 4.41, 5.61)', () => {
    expect(AG_ALESIA_FORCE.withdrawal).toBe(18);
    expect(AG_ALESIA_FORCE.reconstructed).toBe(false);
    expect(AG_TRIBES.some((t) => t.id === AG_ALESIA_FORCE.id)).toBe(false);
  });

  it('mark every rebuilt number with its reason', () => {
    for (const t of AG_TRIBES) {
      expect(t.reconstructed, t.id).toBe(true); // Size and Withdrawal are rebuilt for every counter but the cavalry's Size
      expect(t.why && t.why.length > 20, t.id).toBe(true);
    }
  });
});
