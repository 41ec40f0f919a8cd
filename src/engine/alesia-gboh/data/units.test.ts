import { describe, expect, it } from 'vitest';
import { AG_UNITS, AG_UNIT_IDS, BI_MA, CO_TQ, agUnit } from './units';
import { AG_LEGION_IDS, AG_LEGIONS } from './legions';
import { AG_TRIBES } from './tribes';
import { hasReducedSide, isArtillery, isAuxiliary, isCavalry, isFoot, isInfantry, isMountedMissile, weaponSystem, type AgUnitDef } from './types';
import { AG_LEADERS } from './leaders';

const of = (f: (u: AgUnitDef) => boolean) => AG_UNITS.filter(f);
const cohorts = of((u) => u.type === 'CO');
const reliefBi = of((u) => u.type === 'BI' && u.force === 'relief');
const allBi = of((u) => u.type === 'BI');
const max = (xs: number[]) => Math.max(...xs);

describe('AG 2.21 — combat units: type, class, TQ, reduced TQ, MA, missile letter; no Size', () => {
  it('carry no Size rating (AG 2.21 design note 1)', () => {
    for (const u of AG_UNITS) expect('size' in u, u.id).toBe(false);
  });

  it('errata #7: every BI (relief and Alésia) has MA 5', () => {
    expect(BI_MA).toBe(5);
    for (const u of allBi) expect(u.ma, u.id).toBe(5);
  });

  it('AG 9.23 example: no cohort is faster than BI (so no Retreat Before Shock from the Rampart)', () => {
    for (const c of cohorts) expect(c.ma, c.id).toBeLessThanOrEqual(BI_MA);
    // 9.22: a defender retreats only if faster than every attacker.
    expect(cohorts.some((c) => c.ma > max(allBi.map((b) => b.ma)))).toBe(false);
  });

  it('AG 9.23 example: the best relief BI is exactly one TQ above the cohort (the "+1 for TQ")', () => {
    expect(new Set(cohorts.map((c) => c.tq)).size).toBe(1); // one cohort TQ, so the example holds whichever cohort defends
    expect(max(reliefBi.map((b) => b.tq)) - CO_TQ).toBe(1);
    // The 9.25 TQ DRM is the difference, capped at ±3: here +1 to the attacking Gauls.
    const drm = Math.max(-3, Math.min(3, max(reliefBi.map((b) => b.tq)) - cohorts[0].tq));
    expect(drm).toBe(1);
  });

  it('GB-9.23: "the cream of the relief" — four best BI in two stacks of two (AG 6.61: one tribe, linked tribes apart)', () => {
    const best = max(reliefBi.map((b) => b.tq));
    const groups = new Map<string, number>();
    for (const b of reliefBi.filter((x) => x.tq === best)) {
      const key = `${b.tribe}/${b.linked ?? ''}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    expect([...groups.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it('GB-9.23: with these counters the printed DRMs net −1 and turn the die 5 into 4', () => {
    const rampart = -3;
    const count = 4 - 1;
    const tq = Math.min(3, max(reliefBi.map((b) => b.tq)) - CO_TQ);
    const weapons = -2; // Weapon System Matrix BI → CO (the tables' datum)
    expect(rampart + count + tq + weapons).toBe(-1);
    expect(5 + rampart + count + tq + weapons).toBe(4);
  });

  it('AG 2.21, 10.13–10.14, 10.42 note: only cohorts and relief BI have a reduced side', () => {
    for (const u of AG_UNITS) {
      const should = u.type === 'CO' || (u.type === 'BI' && u.force === 'relief');
      expect(hasReducedSide(u), u.id).toBe(should);
    }
    for (const u of of(hasReducedSide)) {
      expect(u.reducedTq!, u.id).toBeLessThan(u.tq);
      expect(u.reducedTq!, u.id).toBeGreaterThanOrEqual(1);
    }
  });

  it('glossary "Reduction": cohorts recover better than Gauls — a reduced cohort loses less TQ than a reduced BI', () => {
    const coLoss = max(cohorts.map((c) => c.tq - c.reducedTq!));
    const biLoss = Math.min(...reliefBi.map((b) => b.tq - b.reducedTq!));
    expect(coLoss).toBeLessThan(biLoss);
  });

  it('AG 10.63 optional rule: Alésia BI keep a reverse TQ for the option only', () => {
    const alesiaBi = of((u) => u.type === 'BI' && u.force === 'alesia');
    expect(alesiaBi.length).toBeGreaterThan(0);
    for (const u of alesiaBi) {
      expect(u.reducedTq).toBeNull();
      expect(u.optionalReducedTq!).toBeLessThan(u.tq);
    }
    for (const u of of((x) => !(x.type === 'BI' && x.force === 'alesia'))) expect(u.optionalReducedTq, u.id).toBeUndefined();
  });

  it('AG 2.22: every cohort is VET (no recruits at Alésia); no other unit has a class', () => {
    for (const u of AG_UNITS) expect(u.class, u.id).toBe(u.type === 'CO' ? 'VET' : undefined);
  });

  it('AG 8.11, 8.21, 9.5: missile letters — CO and Numidian LI J, archers A, German cavalry J, most Roman cavalry J, Gallic cavalry none', () => {
    for (const u of cohorts) expect(u.missile).toBe('J');
    for (const u of of((x) => x.side === 'roman' && x.type === 'LI')) expect(u.missile).toBe('J');
    for (const u of of((x) => x.type === 'AR')) expect(u.missile, u.id).toBe('A');
    for (const u of of((x) => x.type === 'GC')) expect(u.missile).toBe('J');
    const romanCav = of((x) => x.side === 'roman' && isCavalry(x));
    expect(romanCav.filter((u) => u.missile === 'J').length * 2).toBeGreaterThan(romanCav.length);
    for (const u of of((x) => x.side === 'gallic' && isCavalry(x))) expect(u.missile, u.id).toBeUndefined();
    // The only Gallic infantry with javelins is the LI that comes with the cavalry (AG 4.44, 8.21).
    for (const u of of((x) => x.side === 'gallic' && isInfantry(x))) expect(u.missile === 'J', u.id).toBe(u.type === 'LI' && u.cavalryPool === true);
    // BI never fire (AG 8.11 lists archers, LI and cohorts, and artillery).
    for (const u of allBi) expect(u.missile).toBeUndefined();
    // Artillery fires its own rows.
    for (const u of of((x) => x.type === 'SC')) expect(u.missile).toBe('Scorpion');
    for (const u of of((x) => x.type === 'PA')) expect(u.missile).toBe('Palintonos');
  });

  it('AG 2.23, 8.51: ten legions of ten cohorts, one Scorpion each; GB-DEP’s legions VI–XI exist', () => {
    expect(AG_LEGIONS).toHaveLength(10);
    expect(cohorts).toHaveLength(100);
    for (const l of AG_LEGION_IDS) {
      expect(of((u) => u.type === 'CO' && u.legion === l), l).toHaveLength(10);
      expect(of((u) => u.type === 'SC' && u.legion === l), l).toHaveLength(1);
    }
    for (const l of ['VI', 'VII', 'VIII', 'IX', 'X', 'XI']) expect(AG_LEGION_IDS).toContain(l);
    // GB-DEP names "Cohorts 1 to 4" and "5 to 10" of Legio XI.
    for (let c = 1; c <= 10; c++) expect(agUnit(`co-xi-${c}`).name).toBe(`Legio XI, Cohort ${c}`);
  });

  it('AG 8.3, 9.22: archers can Retreat Before Shock from cohorts and BI (faster); LI and cavalry are faster than both', () => {
    const slowest = max([...cohorts, ...allBi].map((u) => u.ma));
    for (const u of of((x) => x.type === 'AR' || x.type === 'LI' || isCavalry(x))) expect(u.ma, u.id).toBeGreaterThan(slowest);
  });

  it('AG 6.42 example: unit B (Gallic foot) pays 4 MP for the Rampart from outside then 1 along it — within BI MA', () => {
    expect(1 + 3 + 1).toBeLessThanOrEqual(BI_MA);
    // Carrying Fill costs 1 MA (AG 6.47): a Fill-bearer still climbs from outside (4 MP).
    expect(1 + 3).toBeLessThanOrEqual(BI_MA - 1);
  });

  it('AG 9.5: German cavalry is better than the Gallic cavalry it beats', () => {
    const gc = of((u) => u.type === 'GC');
    const gallicCav = of((u) => u.side === 'gallic' && isCavalry(u));
    expect(Math.min(...gc.map((u) => u.tq))).toBeGreaterThan(max(gallicCav.map((u) => u.tq)));
  });

  it('AG 2.5 note: Alésia holds a little over 30,000 men (700 a unit), more than its Withdrawal 18', () => {
    const alesia = of((u) => u.force === 'alesia');
    expect(alesia.length * 700).toBeGreaterThan(30_000);
    expect(alesia.length * 700).toBeLessThan(35_000);
    expect(alesia.length).toBeGreaterThan(18);
    expect(alesia.every((u) => u.tribe === undefined && !u.cavalryPool)).toBe(true);
  });

  it('TQs and MAs lie in the d10 range; every Gallic unit of a tribe belongs to a real counter', () => {
    for (const u of AG_UNITS) {
      expect(u.tq, u.id).toBeGreaterThanOrEqual(1);
      expect(u.tq, u.id).toBeLessThanOrEqual(9);
      expect(u.ma, u.id).toBeGreaterThanOrEqual(1);
    }
    const tribeIds = new Set(AG_TRIBES.map((t) => t.id));
    for (const u of of((x) => x.tribe !== undefined)) expect(tribeIds.has(u.tribe!), u.id).toBe(true);
    // AG 6.61: linked tribes stack apart, so a linked unit names its own tribe.
    for (const u of of((x) => x.linked !== undefined)) expect(AG_TRIBES.find((t) => t.id === u.tribe)!.linked).toContain(u.linked);
  });

  it('errata #6–#7: the Aedui counter holds Ambivareti BI #1 and #2 and a Segusiavi BI #1', () => {
    expect(agUnit('bi-aedui-ambivareti-1').name).toBe('Ambivareti BI #1');
    expect(agUnit('bi-aedui-ambivareti-2').linked).toBe('Ambivareti');
    expect(agUnit('bi-aedui-segusiavi-1').ma).toBe(5);
  });

  it('AG 2.0: combat units, leaders and Aquilae fit the 700 half-inch counters, with room left for markers', () => {
    expect(AG_UNITS.length + AG_LEADERS.length + AG_LEGIONS.length).toBeLessThan(700);
  });

  it('AG 9.43: every unit that can shock has a Weapon System Matrix type; archers and artillery none (AG 9.26–9.27)', () => {
    for (const u of AG_UNITS) {
      const w = weaponSystem(u);
      if (u.type === 'AR' || isArtillery(u)) expect(w, u.id).toBeNull();
      else expect(w, u.id).toBe(u.type);
    }
    // The 9.23 example's cell: the relief BI attacks a CO.
    expect(weaponSystem(agUnit('bi-arverni-1'))).toBe('BI');
    expect(weaponSystem(agUnit('co-vi-1'))).toBe('CO');
    // Gallic cavalry uses the lancers' row (AG 2.4, 8.21); German cavalry its own (AG 9.5).
    expect(weaponSystem(agUnit('ln-gallic-1'))).toBe('LN');
    expect(weaponSystem(agUnit('gc-1'))).toBe('GC');
  });

  it('classifies the types as the glossary does (AG 2.4)', () => {
    expect(isCavalry({ type: 'GC' }) && isCavalry({ type: 'LN' }) && isCavalry({ type: 'LC' })).toBe(true);
    expect(isArtillery({ type: 'SC' }) && isArtillery({ type: 'PA' })).toBe(true);
    expect(isFoot({ type: 'AR' }) && !isFoot({ type: 'SC' }) && !isFoot({ type: 'LN' })).toBe(true);
    expect(isInfantry({ type: 'AR' })).toBe(false);
    expect(isAuxiliary({ type: 'PA', side: 'roman' }) && isAuxiliary({ type: 'AR', side: 'roman' }) && !isAuxiliary({ type: 'SC', side: 'roman' })).toBe(true);
    expect(isAuxiliary({ type: 'LI', side: 'gallic' })).toBe(false);
    expect(isMountedMissile({ type: 'GC', missile: 'J' }) && !isMountedMissile({ type: 'LI', missile: 'J' })).toBe(true);
  });
});

describe('unit ids', () => {
  it('are unique', () => {
    expect(new Set(AG_UNIT_IDS).size).toBe(AG_UNIT_IDS.length);
  });

  it('are stable: each names what the counter is, in a fixed scheme', () => {
    const scheme: [RegExp, (u: AgUnitDef) => boolean][] = [
      [/^co-(vi|vii|viii|ix|x|xi|xii|xiii|xiv|xv)-([1-9]|10)$/, (u) => u.type === 'CO'],
      [/^sc-(vi|vii|viii|ix|x|xi|xii|xiii|xiv|xv)$/, (u) => u.type === 'SC'],
      [/^pa-\d+$/, (u) => u.type === 'PA'],
      [/^li-(numidian|gallic)-\d+$/, (u) => u.type === 'LI'],
      [/^ar-[a-z-]+-\d+$/, (u) => u.type === 'AR'],
      [/^gc-\d+$/, (u) => u.type === 'GC'],
      [/^lc-iberian-\d+$/, (u) => u.type === 'LC'],
      [/^ln-gallic-\d+$/, (u) => u.type === 'LN'],
      [/^bi-[a-z-]+-\d+$/, (u) => u.type === 'BI'],
    ];
    for (const u of AG_UNITS) {
      const rule = scheme.find(([, f]) => f(u));
      expect(rule, u.id).toBeDefined();
      expect(u.id).toMatch(rule![0]);
    }
    // Ids encode the counter, not its position in the list: a few fixed points.
    expect(agUnit('co-x-3')).toMatchObject({ legion: 'X', name: 'Legio X, Cohort 3' });
    expect(agUnit('sc-ix')).toMatchObject({ type: 'SC', legion: 'IX' });
    expect(agUnit('bi-arverni-1')).toMatchObject({ tribe: 'arverni', type: 'BI' });
    expect(agUnit('bi-arverni-gabali-1')).toMatchObject({ tribe: 'arverni', linked: 'Gabali' });
    expect(agUnit('bi-alesia-1').force).toBe('alesia');
    expect(() => agUnit('nope')).toThrow();
  });

  it('mark every unit with its provenance', () => {
    for (const u of AG_UNITS) {
      expect(u.source, u.id).toBeTruthy();
      if (u.reconstructed) expect(u.why && u.why.length > 20, u.id).toBe(true);
    }
  });
});
