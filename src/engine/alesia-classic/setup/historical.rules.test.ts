/**
 * AC 3.2 — the ready historical deployment (a reconstruction: setup/historical.ts says what it is
 * meant to be). These tests state its design as written there: every counter still in the pool set
 * up legally and nothing else moved; 23 forts well apart, each garrisoned, missile units first;
 * camp D held with Labienus; Caesar with the Tenth; the outer line held in stacks, the inner line
 * by recruits, the cavalry in reserve between the lines.
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { countsForStacking } from '../data/types';
import { acLabel } from '../map/grid';
import { acUnit, AC_UNITS } from '../data/units';
import { acMap, distanceToTown, hexAt } from '../map/map';
import { occupancy } from '../queries';
import { alesiaClassic } from '../system';
import { unitOf, type AcState } from '../state';
import { canPlace } from './placement';
import { historicalDeployment } from './historical';

function fresh(): AcState {
  const r = alesiaClassic.setup({ scenario: 'standard', seed: 'hist', options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

const labelOf = (k: string) => acLabel(parseHexKey(k));

function deploy(s: AcState): AcState {
  const r = alesiaClassic.apply(s, { t: 'historical' });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

/** The deployment taken in a fresh game, worked out inside each test (never while the tests are collected: docs/mutation.md, seventh session). */
function deployed() {
  const s = deploy(fresh());
  const occ = occupancy(s);
  const at = (id: string) => { const l = unitOf(s, id).loc; return l.at === 'hex' ? l.hex : null; };
  return { s, occ, at };
}

describe('AC 3.2 — the historical deployment', () => {
  it('AC 3.2, 3.3, 10.1, 10.4, 24.1: all 179 Roman counters on the board, none in or next to the town, forts 8+ hexes away, three a hex; no Gaul moved', () => {
    const { s, occ, at } = deployed();
    const romans = AC_UNITS.filter((u) => u.side === 'roman');
    expect(romans).toHaveLength(179);
    for (const u of romans) {
      const k = at(u.id);
      expect(k, u.id).not.toBeNull();
      expect(distanceToTown(parseHexKey(k!)), u.id).toBeGreaterThanOrEqual(u.kind === 'fort' ? 8 : 2);
    }
    expect(romans.filter((u) => u.kind === 'fort')).toHaveLength(23);
    const base = fresh();
    for (const u of AC_UNITS.filter((x) => x.side === 'gallic')) expect(unitOf(s, u.id).loc, u.id).toEqual(unitOf(base, u.id).loc);
    let three = 0;
    for (const [k, ids] of occ) {
      const counted = ids.filter((id) => countsForStacking(acUnit(id)));
      expect(counted.length, labelOf(k)).toBeLessThanOrEqual(3);
      expect(ids.filter((id) => acUnit(id).kind === 'fort').length, labelOf(k)).toBeLessThanOrEqual(1);
      if (counted.length === 3) three++;
    }
    expect(three).toBeGreaterThan(5);
    expect(alesiaClassic.apply(fresh(), { t: 'historical' }).ok).toBe(true);
  });

  it('sets up every Roman counter, each where the set-up rules allow', () => {
    const { s, at } = deployed();
    for (const u of AC_UNITS.filter((x) => x.side === 'roman')) {
      const k = at(u.id);
      expect(k, u.id).not.toBeNull();
      expect(canPlace(s, u.id, k!), u.id).toBe(true);
    }
  });

  it('23 forts, no two within 3 hexes of each other, each with a garrison; the first ones get the archers and slingers', () => {
    const { occ, at } = deployed();
    const forts = AC_UNITS.filter((u) => u.kind === 'fort').map((u) => at(u.id)!);
    expect(forts).toHaveLength(23);
    for (const a of forts) for (const b of forts) if (a !== b) expect(distance(parseHexKey(a), parseHexKey(b)), `${a} ${b}`).toBeGreaterThanOrEqual(4);
    const garrisons = forts.map((k) => occ.get(k)!.filter((id) => acUnit(id).kind !== 'fort'));
    expect(garrisons.every((g) => g.length >= 1)).toBe(true);
    const missiles = AC_UNITS.filter((u) => ['archer', 'slinger'].includes(u.kind)).length;
    expect(garrisons.filter((g) => g.some((id) => ['archer', 'slinger'].includes(acUnit(id).kind))).length).toBe(Math.min(missiles, 23));
    expect(garrisons.some((g) => g.length === 2)).toBe(true);
  });

  it('camp D is held two deep on every hex, Labienus with them; Caesar stands with the Tenth’s first cohort', () => {
    const { occ, at } = deployed();
    const campD = [...occ.keys()].filter((k) => hexAt(k)?.camp === 'camp-d');
    expect(campD.length).toBeGreaterThan(0);
    const rampart = [...acMap().hexes.values()].filter((d) => d.camp === 'camp-d').map((d) => hexKey(d.hex));
    expect([...campD].sort()).toEqual([...rampart].sort());
    for (const k of rampart) expect(occ.get(k)!.filter((id) => countsForStacking(acUnit(id))).length, labelOf(k)).toBeGreaterThanOrEqual(2);
    expect(hexAt(at('labienus')!)?.camp).toBe('camp-d');
    expect(at('labienus')).toBe(rampart[0]); // the first hex of camp D in board order
    expect(at('caesar')).toBe(at('r-x-1'));
  });

  it('the outer line is held in stacks, the inner line by recruits, the cavalry kept between the lines', () => {
    const { occ, at } = deployed();
    const outer = [...occ.entries()].filter(([k]) => hexAt(k)?.line === 'outer' && hexAt(k)?.rampart === 'perimeter' && !occ.get(k)!.some((id) => acUnit(id).kind === 'fort'));
    expect(outer.map(([, ids]) => ids.length)).toContain(3);
    const inner = [...occ.entries()].filter(([k]) => hexAt(k)?.line === 'inner' && hexAt(k)?.rampart === 'perimeter');
    expect(inner.length).toBeGreaterThan(0);
    expect(inner.filter(([, ids]) => ids.some((id) => acUnit(id).kind === 'recruit')).length).toBeGreaterThanOrEqual(5);
    const cavalry = AC_UNITS.filter((u) => u.side === 'roman' && u.kind === 'cavalry');
    expect(cavalry.map((u) => hexAt(at(u.id)!)?.area)).toEqual(cavalry.map(() => 'between'));
  });

  it('sets up only what is still in the pool, around what the Roman has placed himself', () => {
    const base = fresh();
    const own = structuredClone(base);
    const k = historicalDeployment(base).get('r-vii-1')!;
    // The Roman has set up Caesar and a fort himself; the rest is planned around them.
    const mine = [...historicalDeployment(base).entries()].find(([id]) => id === 'fort-1')![1];
    own.units[AC_UNITS.findIndex((u) => u.id === 'fort-1')] = { loc: { at: 'hex', hex: mine } };
    own.units[AC_UNITS.findIndex((u) => u.id === 'caesar')] = { loc: { at: 'hex', hex: k } };
    const plan = historicalDeployment(own);
    expect(plan.has('fort-1')).toBe(false);
    expect(plan.has('caesar')).toBe(false);
    expect(plan.size).toBe(AC_UNITS.filter((u) => u.side === 'roman').length - 2);
    for (const [id, hex] of plan) if (acUnit(id).kind === 'fort') expect(distance(parseHexKey(hex), parseHexKey(mine)), id).toBeGreaterThanOrEqual(4);
  });
  it('AC 3.2: with only some counters left in the pool, only those are set up, each legally', () => {
    const base = fresh();
    const std = historicalDeployment(base);
    /** The Roman has set up every counter himself where the standard plan puts it, except `left`. */
    const allBut = (left: string[]): AcState => {
      const own = structuredClone(base);
      for (const [id, hex] of std) if (!left.includes(id)) own.units[AC_UNITS.findIndex((u) => u.id === id)] = { loc: { at: 'hex', hex } };
      return own;
    };
    expect(historicalDeployment(allBut([])).size).toBe(0);
    // Only the forts: all 23 on fort sites, well apart, with no garrison left to put in them.
    const forts = AC_UNITS.filter((u) => u.kind === 'fort').map((u) => u.id);
    const fortPlan = historicalDeployment(allBut(forts));
    expect([...fortPlan.keys()].sort()).toEqual([...forts].sort());
    const fortState = allBut(forts);
    for (const [id, hex] of fortPlan) {
      expect(distanceToTown(parseHexKey(hex)), id).toBeGreaterThanOrEqual(8);
      expect(canPlace(fortState, id, hex), id).toBe(true);
    }
    // Only Labienus: to the first hex of camp D.
    const campD = [...acMap().hexes.values()].filter((d) => d.camp === 'camp-d').map((d) => hexKey(d.hex));
    expect([...historicalDeployment(allBut(['labienus']))]).toEqual([['labienus', campD[0]]]);
    // Only Caesar, the Tenth's first cohort already placed elsewhere by the Roman: a free hex between the lines.
    const own = allBut(['caesar']);
    const onHill = [...acMap().hexes.values()].find((d) => d.area === 'outside' && canPlace(own, 'r-x-1', hexKey(d.hex)))!;
    own.units[AC_UNITS.findIndex((u) => u.id === 'r-x-1')] = { loc: { at: 'hex', hex: hexKey(onHill.hex) } };
    const alone = historicalDeployment(own);
    expect([...alone.keys()]).toEqual(['caesar']);
    expect(hexAt(alone.get('caesar')!)?.area).toBe('between');
    expect(canPlace(own, 'caesar', alone.get('caesar')!)).toBe(true);
    // Only Caesar and the first cohort: together.
    const pair = historicalDeployment(allBut(['caesar', 'r-x-1']));
    expect(pair.size).toBe(2);
    expect(pair.get('caesar')).toBe(pair.get('r-x-1'));
  });
});
