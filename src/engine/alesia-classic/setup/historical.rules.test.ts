/**
 * AC 3.2 — the ready historical deployment (a reconstruction: setup/historical.ts says what it is
 * meant to be). These tests state its design as written there: every counter still in the pool set
 * up legally and nothing else moved; 23 forts well apart, each garrisoned, missile units first;
 * camp D held with Labienus; Caesar with the Tenth; the outer line held in stacks, the inner line
 * by recruits, the cavalry in reserve between the lines.
 */
import { describe, expect, it } from 'vitest';
import { distance, parseHexKey } from '../../hex/coords';
import { acUnit, AC_UNITS } from '../data/units';
import { hexAt } from '../map/map';
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

function deploy(s: AcState): AcState {
  const r = alesiaClassic.apply(s, { t: 'historical' });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

describe('AC 3.2 — the historical deployment', () => {
  const s = deploy(fresh());
  const occ = occupancy(s);
  const at = (id: string) => { const l = unitOf(s, id).loc; return l.at === 'hex' ? l.hex : null; };

  it('sets up every Roman counter, each where the set-up rules allow', () => {
    for (const u of AC_UNITS.filter((x) => x.side === 'roman')) {
      const k = at(u.id);
      expect(k, u.id).not.toBeNull();
      expect(canPlace(s, u.id, k!), u.id).toBe(true);
    }
  });

  it('23 forts, no two within 3 hexes of each other, each with a garrison; the first ones get the archers and slingers', () => {
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
    const campD = [...occ.keys()].filter((k) => hexAt(k)?.camp === 'camp-d');
    expect(campD.length).toBeGreaterThan(0);
    expect(hexAt(at('labienus')!)?.camp).toBe('camp-d');
    expect(at('caesar')).toBe(at('r-x-1'));
  });

  it('the outer line is held in stacks, the inner line by recruits, the cavalry kept between the lines', () => {
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
});
