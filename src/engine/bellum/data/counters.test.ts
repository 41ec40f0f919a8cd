import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TribeData, UnitData } from './types';
import { INDEPENDENT_GAUL_REGIONS, TRIBES, TRIBE_BY_ID, tribesOfRegion } from './tribes';
import { LEADERS, LEADER_BY_ID } from './leaders';
import { GERMANIC_UNITS, ROMAN_UNITS, UNIT_BY_ID, VENETI_SHIPS, tribalUnits } from './units';
import { battleColumn, reserveLimit } from './tables';

const REGIONS = [
  'cisalpina', 'provincia-1', 'provincia-2', 'tarbelli', 'bigerriones', 'remi', 'suessiones', 'bellovaci', 'ambiani',
  'atrebates', 'morini', 'nervii', 'eburones', 'treveri', 'mediomatrici', 'veneti', 'redones', 'venelli', 'cenomani',
  'pictones', 'santones', 'lemovices', 'arverni', 'ruteni', 'nitiobriges', 'carnutes', 'senones', 'bituriges', 'aedui',
  'lingones', 'sequani', 'helvetii', 'britannia', 'germania',
];

const u = (id: string): UnitData => {
  const d = UNIT_BY_ID[id];
  if (!d) throw new Error(`no unit ${id}`);
  return d;
};
const sp = (ids: string[], reduced: string[] = []): number => ids.reduce((a, id) => a + (reduced.includes(id) ? u(id).reducedSp : u(id).sp), 0);
const tribeSp = (id: string): number => tribalUnits(TRIBE_BY_ID[id]).reduce((a, x) => a + x.sp, 0);

describe('BG-MOB: mobilisation scale (BG 0.4)', () => {
  const fake = (rating: TribeData['rating']): TribeData => ({ id: 'x', name: 'X', region: 'aedui', rating, leaders: [], places: [], vassal: false, reconstructed: undefined });
  it.each([
    [1, [['x-inf', 'infantry', 2]]],
    [2, [['x-inf', 'infantry', 4]]],
    [3, [['x-inf', 'infantry', 6]]],
    [4, [['x-inf', 'infantry', 6], ['x-cav', 'cavalry', 2]]],
    [5, [['x-inf', 'infantry', 6], ['x-inf2', 'infantry', 4], ['x-cav', 'cavalry', 2]]],
  ] as const)('rating %i', (rating, expected) => {
    expect(tribalUnits(fake(rating)).map((x) => [x.id, x.kind, x.sp])).toEqual(expected);
  });
  it('Helvetii: rating 5 in scenario 6.2 gives 3 counters', () => {
    expect(TRIBE_BY_ID.helvetii.rating).toBeLessThan(5);
    expect(tribalUnits(TRIBE_BY_ID.helvetii, 5)).toHaveLength(3);
    expect(UNIT_BY_ID['helvetii-inf2']).toBeDefined();
  });
  it('tribal counters are anti-Roman, non-Roman, not ranged, halved when reduced', () => {
    for (const t of TRIBES) {
      for (const x of tribalUnits(t)) {
        expect(x.side).toBe('gallic');
        expect(x.roman).toBe(false);
        expect(x.ranged).toBe(false);
        expect(x.tribe).toBe(t.id);
        expect(x.reducedSp).toBe(Math.ceil(x.sp / 2));
      }
    }
  });
});

describe('BG T.Tribes — Tribes Table', () => {
  it('ids are unique and regions are the fixed ids', () => {
    expect(new Set(TRIBES.map((t) => t.id)).size).toBe(TRIBES.length);
    for (const t of TRIBES) expect(REGIONS).toContain(t.region);
  });
  it('each region of independent Gaul has a principal tribe of the same id, not a vassal', () => {
    expect(INDEPENDENT_GAUL_REGIONS).toHaveLength(29);
    for (const r of INDEPENDENT_GAUL_REGIONS) {
      expect(TRIBE_BY_ID[r]?.region).toBe(r);
      expect(TRIBE_BY_ID[r].vassal).toBe(false);
    }
    expect(tribesOfRegion('britannia').length).toBeGreaterThan(0);
    expect(tribesOfRegion('germania').length).toBeGreaterThan(0);
  });
  it('every tribe leader exists, is Gallic and belongs to that tribe', () => {
    for (const t of TRIBES) {
      for (const l of t.leaders) {
        expect(LEADER_BY_ID[l]?.side).toBe('gallic');
        expect(LEADER_BY_ID[l].tribe).toBe(t.id);
      }
    }
  });
  it('ratings fixed by the battle examples', () => {
    expect(TRIBE_BY_ID.bellovaci.rating).toBe(5);
    expect(TRIBE_BY_ID.nervii.rating).toBe(4);
    expect(TRIBE_BY_ID.suessiones.rating).toBe(4);
    for (const id of ['caleti', 'veliocasses', 'viromandui']) expect(TRIBE_BY_ID[id].rating).toBe(1);
  });
  it('scenario 6.1 tribes sit in their regions', () => {
    for (const id of ['tarbelli', 'boii', 'elusates', 'tarusates']) expect(TRIBE_BY_ID[id].region).toBe('tarbelli');
    for (const id of ['bigerriones', 'convenae', 'consoranni', 'auscii', 'sotiates']) expect(TRIBE_BY_ID[id].region).toBe('bigerriones');
    expect(tribesOfRegion('helvetii').map((t) => t.id).sort()).toEqual(['helvetii', 'raurici']);
    expect(TRIBE_BY_ID['boii-gorgobina'].region).toBe('aedui');
    expect(TRIBE_BY_ID.cadurci.region).toBe('arverni');
  });
  it('every tribe carries a reconstructed note; those whose rating the seed fixes say so', () => {
    const seeded = new Set(['bellovaci', 'nervii', 'suessiones', 'caleti', 'veliocasses', 'viromandui']);
    for (const t of TRIBES) {
      expect(typeof t.reconstructed).toBe('string');
      if (seeded.has(t.id)) expect(t.reconstructed).toMatch(/BG 4\.4\.2 battle examples/);
    }
  });
});

describe('Scenario 6.1 forces', () => {
  const group = (region: string) => tribesOfRegion(region).flatMap((t) => tribalUnits(t));
  it('Bigerriones group is an army (the Sotiates battle), strong in Sotiate cavalry', () => {
    const units = group('bigerriones');
    expect(units.length).toBeGreaterThanOrEqual(5);
    expect(units.reduce((a, x) => a + x.sp, 0)).toBe(18);
    expect(units.filter((x) => x.kind === 'cavalry').map((x) => x.tribe)).toEqual(['sotiates']);
    expect(TRIBE_BY_ID.sotiates.leaders).toEqual(['adiatuanus']);
  });
  it('Tarbelli group (the Tarusates battle): 5 units, 16 SP', () => {
    const units = group('tarbelli');
    expect(units).toHaveLength(5);
    expect(units.reduce((a, x) => a + x.sp, 0)).toBe(16);
  });
  it('Roman force: Crassus rank ≥ 2 and 5 units totalling 18 SP, one ranged', () => {
    expect(LEADER_BY_ID.crassus.rank).toBeGreaterThanOrEqual(2);
    const ids = ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1'];
    expect(sp(ids)).toBe(18);
    expect(ids.filter((id) => u(id).ranged)).toEqual(['numidians']);
    expect(LEADER_BY_ID.crassus.rating).toBeGreaterThan(LEADER_BY_ID.adiatuanus.rating);
  });
});

describe('BG-PB-1: deployment of example 1 with these counters', () => {
  const romanLine = ['legio-x', 'legio-xi', 'allied-cav-1', 'allied-cav-2', 'legio-vii', 'legio-viii', 'numidians', 'cretans', 'balearics', 'legio-ix', 'legio-xii', 'roman-cav-1', 'roman-cav-2'];
  const romanReserve = ['legio-xiii', 'legio-xiv'];
  const left = ['bellovaci-inf', 'bellovaci-cav', 'caleti-inf', 'veliocasses-inf', 'viromandui-inf'];
  const centre = ['nervii-inf', 'nervii-cav', 'suessiones-inf', 'suessiones-cav'];
  const right = ['ambiani-inf', 'atrebates-inf', 'morini-inf', 'menapii-inf', 'silvanectes-inf', 'catuellauni-inf'];
  const gallicReserve = ['bellovaci-inf2'];

  it('Roman: 48 SP first line, 10 SP reserve, reserve within ¼', () => {
    expect(sp(romanLine)).toBe(48);
    expect(sp(romanReserve)).toBe(10);
    expect(romanReserve.length).toBeLessThanOrEqual(reserveLimit(romanLine.length + romanReserve.length));
  });
  it('Gallic: wings 14 / 16 / 20, 50 first line, 4 reserve, reserve within ¼', () => {
    expect(sp(left)).toBe(14);
    expect(sp(centre)).toBe(16);
    expect(sp(right)).toBe(20);
    expect(sp(gallicReserve)).toBe(4);
    expect(u('bellovaci-inf').sp).toBe(6);
    expect(u('nervii-inf').sp).toBe(6);
    expect(u('suessiones-inf').sp).toBe(6);
    const all = [...left, ...centre, ...right];
    expect(all).toHaveLength(15);
    expect(gallicReserve.length).toBeLessThanOrEqual(reserveLimit(all.length + gallicReserve.length));
  });
  it('Caesar commands the Romans and Comnios the Gauls', () => {
    const romans = ['caesar', 'crassus', 'fabius', 'labienus', 'cicero', 'trebonius', 'antonius'].map((id) => LEADER_BY_ID[id]);
    const gauls = ['comnios', 'galba', 'correos', 'buduognatos'].map((id) => LEADER_BY_ID[id]);
    const best = (ls: typeof romans) => [...ls].sort((a, b) => b.rank - a.rank || b.rating - a.rating)[0].id;
    expect(best(romans)).toBe('caesar');
    expect(best(gauls)).toBe('comnios');
    for (const l of romans.slice(1)) {
      expect(l.rank).toBeLessThan(LEADER_BY_ID.caesar.rank);
      expect(l.rating).toBeLessThan(LEADER_BY_ID.caesar.rating);
    }
    expect(LEADER_BY_ID.caesar.rating).toBeGreaterThan(LEADER_BY_ID.comnios.rating);
  });
  it('BG-PB-2 / BG-PB-4 qualities: the Right and Left wings are all B; one Nervii unit E, the other B', () => {
    for (const id of [...right, 'caleti-inf', 'veliocasses-inf', 'viromandui-inf', 'suessiones-inf']) expect(u(id).quality).toBe('B');
    expect([u('nervii-inf').quality, u('nervii-cav').quality].sort()).toEqual(['B', 'E']);
  });
  it('I3: after sequence 1 the Gallic first line is 50 − 5 = 45 (halved reductions), still 1/1 against 54 or 58', () => {
    // Weakened and not rallied after sequence 1: Catuellauni, Silvanectes (De) and the B-quality Nervii unit (De).
    const bNervii = u('nervii-inf').quality === 'B' ? 'nervii-inf' : 'nervii-cav';
    const after = sp([...left, ...centre, ...right], ['catuellauni-inf', 'silvanectes-inf', bNervii]);
    expect(after).toBe(45);
    expect(battleColumn(54, after)).toBe('1/1');
    expect(battleColumn(sp([...romanLine, ...romanReserve]), after)).toBe('1/1');
  });
  it('BG-PB-5: 4 intact cavalry units in the Roman first line (Numidians are infantry)', () => {
    expect(romanLine.filter((id) => u(id).kind === 'cavalry')).toHaveLength(4);
  });
});

describe('Roman and other counters', () => {
  it('legions I, V–XV at 5 SP', () => {
    const legions = ROMAN_UNITS.filter((x) => x.category === 'legion');
    expect(legions.map((x) => x.id).sort()).toEqual(
      ['i', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv'].map((n) => `legio-${n}`).sort(),
    );
    for (const l of legions) expect([l.sp, l.roman, l.side]).toEqual([5, true, 'roman']);
  });
  it('auxiliaries are ranged; allied cavalry is pro-Roman, 2 SP, not Roman; 3 triremes; 2 Veneti ships', () => {
    for (const id of ['numidians', 'cretans', 'balearics']) expect([u(id).category, u(id).ranged]).toEqual(['auxiliary', true]);
    const allied = ROMAN_UNITS.filter((x) => x.category === 'allied-cavalry');
    expect(allied.length).toBeGreaterThanOrEqual(3);
    for (const a of allied) expect([a.side, a.sp, a.roman]).toEqual(['roman', 2, false]);
    expect(ROMAN_UNITS.filter((x) => x.kind === 'ship')).toHaveLength(3);
    expect(VENETI_SHIPS.map((x) => x.tribe)).toEqual(['veneti', 'veneti']);
    expect(u('civis').category).toBe('civis');
  });
  it('scenario 6.2 Germanic host: 2× inf 8, 2× inf 6, 2 cavalry', () => {
    const inf = GERMANIC_UNITS.filter((x) => x.kind === 'infantry').map((x) => x.sp).sort();
    expect(inf).toEqual([6, 6, 8, 8]);
    expect(GERMANIC_UNITS.filter((x) => x.kind === 'cavalry')).toHaveLength(2);
    for (const g of GERMANIC_UNITS) expect([g.side, g.roman]).toEqual(['gallic', false]);
  });
  it('UNIT_BY_ID covers every counter once with reduced ≤ full', () => {
    const ids = Object.keys(UNIT_BY_ID);
    const expected = ROMAN_UNITS.length + GERMANIC_UNITS.length + VENETI_SHIPS.length + TRIBES.reduce((a, t) => a + tribalUnits(t, t.id === 'helvetii' ? 5 : undefined).length, 0);
    expect(ids).toHaveLength(expected);
    for (const d of Object.values(UNIT_BY_ID)) {
      expect(d.reducedSp).toBeLessThanOrEqual(d.sp);
      expect(d.reducedSp).toBeGreaterThan(0);
    }
  });
  it('property: the tribe\'s SP total grows with its rating', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIBES), fc.integer({ min: 1, max: 4 }), (t, r) => {
        const total = (x: TribeData['rating']) => tribalUnits(t, x).reduce((a, y) => a + y.sp, 0);
        expect(total((r + 1) as TribeData['rating'])).toBeGreaterThan(total(r as TribeData['rating']));
      }),
    );
  });
  it('sums used in the docs', () => {
    expect(tribeSp('bellovaci')).toBe(12);
    expect(tribeSp('arverni')).toBe(12);
  });
});

describe('Leaders', () => {
  it('ids unique; the required ones exist', () => {
    expect(new Set(LEADERS.map((l) => l.id)).size).toBe(LEADERS.length);
    const required = [
      'caesar', 'labienus', 'crassus', 'fabius', 'cicero', 'trebonius', 'antonius', 'brutus', 'sabinus', 'cotta', 'sergius-galba',
      'tribune-1', 'tribune-2', 'tribune-3', 'tribune-4', 'comnios', 'galba', 'correos', 'buduognatos', 'vercingetorix',
      'vercassivellaunos', 'orgetorix', 'ariovistus', 'suebi-chief', 'adiatuanus', 'ambiorix', 'indutiomarus', 'dumnorix',
      'lucterios', 'drappes', 'dumnacos',
    ];
    for (const id of required) expect(LEADER_BY_ID[id]).toBeDefined();
  });
  it('ranks 1–3, Caesar alone on top, some rating ≥ 4, tribunes flagged, indomitables', () => {
    for (const l of LEADERS) expect([1, 2, 3]).toContain(l.rank);
    const top = Math.max(...LEADERS.map((l) => l.rating));
    expect(LEADERS.filter((l) => l.rating === top).map((l) => l.id)).toEqual(['caesar']);
    expect(LEADERS.filter((l) => l.tribune).map((l) => l.id)).toEqual(['tribune-1', 'tribune-2', 'tribune-3', 'tribune-4']);
    expect(LEADER_BY_ID.vercingetorix.indomitable).toBe(true);
    expect(LEADER_BY_ID.ambiorix.indomitable).toBe(true);
    for (const id of ['galba', 'correos', 'buduognatos']) {
      const l = LEADER_BY_ID[id];
      const c = LEADER_BY_ID.comnios;
      expect(c.rank > l.rank || (c.rank === l.rank && c.rating > l.rating)).toBe(true);
    }
    for (const l of LEADERS) if (l.gallicChief) expect(l.side).toBe('roman');
    for (const l of LEADERS) expect(typeof l.reconstructed).toBe('string');
  });
});
