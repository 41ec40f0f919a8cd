/**
 * Behavioural tests for rules not covered rule-by-rule elsewhere: chapter headings (forces,
 * control, the supply phase order, effects of combat) and the set-up of scenario 6.1.
 */
import { describe, expect, it } from 'vitest';
import { bellum } from './system';
import { Ctx } from './ctx';
import { updateControl } from './control';
import { reduceUnit } from './losses';
import { isArmy, unitsIn } from './queries';
import { supplyUnits } from './supply';
import { raiseSieges } from './combat/siege';
import { REGIONS } from './data/regions';
import { SECTORS } from './data/sectors';
import { LEADERS } from './data/leaders';
import { UNIT_BY_ID } from './data/units';
import { addLeader, addUnit, aquitania, play } from './testing/states';

describe('BG 0 — two players', () => {
  it('pro-Roman Gallic cavalry belongs to the Roman player, tribal units to the Gallic player', () => {
    expect(UNIT_BY_ID['allied-cav-1'].side).toBe('roman');
    expect(UNIT_BY_ID['sotiates-cav'].side).toBe('gallic');
    expect(UNIT_BY_ID['legio-vii'].side).toBe('roman');
  });
});

describe('BG 0.2 — counters', () => {
  it('leaders have a rank 1–3 and a rating; units SPs, a quality and a weaker reduced side', () => {
    for (const l of LEADERS) expect([1, 2, 3]).toContain(l.rank);
    for (const u of Object.values(UNIT_BY_ID)) {
      if (u.kind === 'ship') continue;
      expect(['E', 'B', 'M', 'F']).toContain(u.quality);
      expect(u.reducedSp).toBeLessThanOrEqual(u.sp);
      if (u.sp > 1) expect(u.reducedSp).toBeLessThan(u.sp);
    }
  });
});

describe('BG 0.3.1 / BG 0.3.2 / BG 0.3.3 — map structure', () => {
  it('34 regions in 10 sectors; coastal regions touch the Atlantic or the Mediterranean', () => {
    expect(REGIONS).toHaveLength(34);
    expect(SECTORS).toHaveLength(10);
    expect(new Set(REGIONS.map((r) => r.coast).filter(Boolean))).toEqual(new Set(['atlantic', 'mediterranean']));
    expect(REGIONS.find((r) => r.id === 'bigerriones')!.coast).toBeNull(); // inland
  });
});

describe('BG 2 / BG 2.1 — forces, armies and garrisons', () => {
  it('BG 2.1.2: all of a side\'s units in the open of a region form one force', () => {
    const s = aquitania();
    expect(unitsIn(s, 'tarbelli', 'gallic')).toHaveLength(5);
    expect(unitsIn(s, 'bigerriones', 'gallic')).toHaveLength(6);
  });
  it('BG 2.1.3: an army is five or more combat units', () => {
    expect(isArmy(['a', 'b', 'c', 'd'])).toBe(false);
    expect(isArmy(['a', 'b', 'c', 'd', 'e'])).toBe(true);
  });
  it('BG 2.1.4: up to three units in a place are a garrison and do not count for supply; a fourth makes them count', () => {
    const s = aquitania();
    const g = unitsIn(s, 'bigerriones', 'gallic');
    for (const u of g.slice(0, 3)) s.units[u].place = 'sotiates-oppidum';
    expect(supplyUnits(s, 'bigerriones', 'gallic')).toHaveLength(3);
    s.units[g[3]].place = 'sotiates-oppidum';
    expect(supplyUnits(s, 'bigerriones', 'gallic')).toHaveLength(6);
  });
  it('BG 2.1.1: no stacking limit — twelve Roman units may end in one region', () => {
    let s = aquitania();
    for (const u of ['legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii', 'legio-xiii', 'legio-xiv', 'cretans', 'balearics']) addUnit(s, u, 'veneti');
    s = play(s, []);
    while (s.step !== 'roman.move') s = play(s, [bellum.legalActions(s).find((a) => a.t === 'done') ?? bellum.legalActions(s)[0]]);
    s = play(s, [{ t: 'select', leader: 'crassus' }]);
    expect(s.selection!.units.length).toBe(12);
    s = play(s, [{ t: 'move', to: 'pictones' }]);
    expect(unitsIn(s, 'pictones', 'roman')).toHaveLength(12);
  });
});

describe('BG 2.2 — control', () => {
  it('BG 2.2.2: units of both sides, even besieged, make a region contested', () => {
    const s = aquitania();
    addUnit(s, 'legio-viii', 'santones', null);
    expect(s.control['santones']).toBe('roman');
    addUnit(s, 'tarbelli-inf', 'santones', 'mediolanum-santonum');
    expect(s.control['santones']).toBe('contested');
  });
  it('BG 2.2.3: an emptied contested region falls back to anti-Roman; an emptied pro-Roman one stays pro-Roman', () => {
    const s = aquitania();
    addUnit(s, 'legio-viii', 'santones');
    addUnit(s, 'legio-ix', 'pictones');
    addUnit(s, 'tarbelli-inf', 'santones');
    expect(s.control['santones']).toBe('contested');
    s.units['legio-viii'].region = null; s.units['legio-viii'].out = 'eliminated';
    s.units['tarbelli-inf'].region = null; s.units['tarbelli-inf'].out = 'eliminated';
    s.units['legio-ix'].region = null; s.units['legio-ix'].out = 'eliminated';
    updateControl(s);
    expect(s.control['santones']).toBe('gallic');
    expect(s.control['pictones']).toBe('roman');
  });
});

describe('BG 2.3 — supply phase order', () => {
  it('removal (A), depots (B), status (C), attrition (D) and Scorched Earth (E) come in that order', () => {
    const r = bellum.setup({ scenario: 'aquitania', seed: 'order', options: { solo: false } });
    if (!r.ok) throw new Error();
    const texts = r.log.map((e) => (e.kind === 'roll' ? `roll ${e.rule}` : e.text));
    const supply = texts.indexOf('Supply phase.');
    const status = texts.findIndex((t) => t === 'roll BG 2.3.1');
    expect(supply).toBeGreaterThanOrEqual(0);
    expect(status).toBeGreaterThan(supply); // Bigerriones' 6 Gallic units roll for status
    expect(r.state.step).toBe('supply.scorch'); // E waits for the Gallic player, after C and D
  });
});

describe('BG 4.2 — effects of combat on units', () => {
  it('a unit is reduced, and eliminated when reduced again', () => {
    const s = aquitania();
    const ctx = new Ctx(s);
    expect(reduceUnit(ctx, 'tarusates-inf')).toBe('reduced');
    expect(reduceUnit(ctx, 'tarusates-inf')).toBe('eliminated');
    expect(ctx.s.units['tarusates-inf'].out).toBe('eliminated');
    expect(ctx.s.units['tarusates-inf'].region).toBeNull();
  });
});

describe('BG 4.5.5 / 4.5.6 — relief army and raising a siege', () => {
  it('a relief army meets the besieger in field combat before the siege is resolved', () => {
    let s = aquitania();
    for (const u of ['legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii']) addUnit(s, u, 'bigerriones');
    addLeader(s, 'labienus', 'bigerriones');
    s.units['sotiates-inf'].place = 'sotiates-oppidum';
    s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 }];
    updateControl(s);
    while (s.step !== 'combat') s = play(s, [bellum.legalActions(s).find((a) => a.t === 'done' || a.t === 'endMove') ?? bellum.legalActions(s)[0]]);
    // The 5 Gauls left outside are a relief army (BG 4.5.5): the Roman first splits his force.
    expect(s.combat!.pending).toEqual({ kind: 'reliefSplit', side: 'roman', region: 'bigerriones' });
    s = play(s, [{ t: 'done' }]); // nobody on siege duty: the whole force faces the relief army
    const kinds = s.combat!.encounters.filter((e) => e.region === 'bigerriones').map((e) => e.kind);
    expect(kinds[0]).toBe('battle');
  });
  it('raising removes every siege the side holds in the region (the besiegers then retreat via the encounter)', () => {
    const s = aquitania();
    for (const u of ['legio-viii', 'legio-ix']) addUnit(s, u, 'bigerriones');
    addLeader(s, 'labienus', 'bigerriones');
    s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 2 }];
    const ctx = new Ctx(s);
    raiseSieges(ctx, 'bigerriones', 'roman', 'test');
    expect(ctx.s.sieges).toHaveLength(0);
  });
});

describe('BG 6.1 — The Pacification of Aquitania', () => {
  it('BG 6.1.1: May to November 56 BC', () => {
    const s = aquitania();
    expect([s.year, s.turn, s.endYear, s.endTurn]).toEqual([56, 4, 56, 10]);
  });
  it('BG 6.1.2: Rome controls Cisalpina, the two Provinces and the Veneti; the Gauls everything else', () => {
    const s = aquitania();
    const roman = Object.keys(s.control).filter((r) => s.control[r] === 'roman').sort();
    expect(roman).toEqual(['cisalpina', 'provincia-1', 'provincia-2', 'veneti']);
    expect(Object.values(s.control).filter((c) => c === 'gallic')).toHaveLength(30);
  });
  it('BG 6.1.3 / BG 6.1.4: the forces stand where the scenario puts them, outside oppida (BG 6)', () => {
    const s = aquitania();
    expect(s.leaders['crassus'].region).toBe('veneti');
    expect(unitsIn(s, 'provincia-1', 'roman')).toEqual(['civis', 'roman-cav-1']);
    for (const t of ['tarbelli', 'boii', 'elusates', 'tarusates']) expect(s.units[`${t}-inf`].region).toBe('tarbelli');
    for (const t of ['bigerriones', 'convenae', 'consoranni', 'auscii', 'sotiates']) expect(s.units[`${t}-inf`].region).toBe('bigerriones');
    for (const id in s.units) expect(s.units[id].place).toBeNull();
  });
  it('BG 6.1: an unknown scenario is refused with a message naming it', () => {
    const r = bellum.setup({ scenario: 'gergovia', seed: 'x', options: {} });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.message).toMatch(/gergovia/);
  });
});

describe('BG 4.4.2 / 4.2.2 — command goes by rank, then current rating (a wound lowers it)', () => {
  it('of two equal legates, the unwounded one commands', async () => {
    const { bestLeader } = await import('./queries');
    const s = aquitania();
    addLeader(s, 'cicero', 'veneti');
    addLeader(s, 'fabius', 'veneti');
    expect(bestLeader(s, ['cicero', 'fabius'])).toBe('cicero'); // tie: first listed
    s.leaders['cicero'].wounded = true;
    expect(bestLeader(s, ['cicero', 'fabius'])).toBe('fabius');
    expect(bestLeader(s, ['crassus', 'cicero', 'fabius'])).toBe('crassus'); // rating 4 beats 3
  });
});
