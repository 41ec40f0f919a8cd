/** GB-DEP (AG Ex.Deploy) — the sample deployment's facts, as this edition places it. */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { agUnit, LEGATE_OF, type AgLegionId } from '../data';
import { gbohLabel, globalColumn, lineOf, parseGbohLabel } from '../map/grid';
import { H_RAMPART, moveBoard } from '../movement/board';
import { stackFits } from '../movement/occupancy';
import { deployed, fresh, play } from '../testing';
import type { AgState } from '../state';

const hexOf = (s: AgState, id: string) => {
  const l = (s.units[id] ?? s.leaders[id]).loc;
  if (l.at !== 'hex') throw new Error(`${id} is not on a hex`);
  return parseHexKey(l.hex);
};
const H = (label: string) => parseGbohLabel(label)!;

describe('GB-DEP', () => {
  const s = deployed('12.2');

  it('Legion XI, cohorts 5–10: six cohorts on the outer Rampart W5825…W5932, no two adjacent (AG 6.68, errata #3)', () => {
    const hexes = [5, 6, 7, 8, 9, 10].map((n) => hexOf(s, `co-xi-${n}`));
    for (let i = 0; i < hexes.length; i++) for (let j = i + 1; j < hexes.length; j++) expect(distance(hexes[i], hexes[j])).toBeGreaterThanOrEqual(2);
    for (const h of hexes) {
      expect([56, 57, 58, 59]).toContain(lineOf(h));
      // Along the walkway from W5825 eastwards to W5932, not behind either end.
      expect(globalColumn(h)).toBeGreaterThanOrEqual(globalColumn(H('W5825')));
      expect(globalColumn(h)).toBeLessThanOrEqual(globalColumn(H('W5932')) + 1);
      expect(distance(h, H('W5825')) + distance(h, H('W5932'))).toBeLessThanOrEqual(distance(H('W5825'), H('W5932')) + 3);
    }
  });

  it('every legate stands with a cohort of his legion; Caesar in the infantry camp W5022', () => {
    for (const l of s.legions) {
      const legate = LEGATE_OF[l as AgLegionId];
      const at = hexKey(hexOf(s, legate));
      expect(Object.entries(s.units).some(([id, u]) => agUnit(id).legion === l && agUnit(id).type === 'CO' && u.loc.at === 'hex' && u.loc.hex === at)).toBe(true);
    }
    expect(gbohLabel(hexOf(s, 'caesar'))).toBe('W5022');
  });

  it('Legion IX two cohorts a hex in and round the infantry camp; the Palintonos beside them', () => {
    const byHex = new Map<string, number>();
    for (let n = 1; n <= 10; n++) {
      const k = hexKey(hexOf(s, `co-ix-${n}`));
      byHex.set(k, (byHex.get(k) ?? 0) + 1);
      expect(distance(hexOf(s, `co-ix-${n}`), H('W5022'))).toBeLessThanOrEqual(2);
    }
    // AG 6.61: two a hex, but one on a Rampart hex (one infantry unit there).
    const mb = moveBoard('12.2');
    const onRampart = [...byHex.entries()].filter(([k]) => mb.flags[mb.index.get(k)!] & H_RAMPART);
    const off = [...byHex.entries()].filter(([k]) => !(mb.flags[mb.index.get(k)!] & H_RAMPART));
    expect(onRampart.every(([, n]) => n === 1)).toBe(true);
    // The cohorts left after the Rampart's are paired; an odd one stands alone.
    expect(off.filter(([, n]) => n === 1).length).toBe(onRampart.length % 2);
    expect(off.every(([, n]) => n <= 2)).toBe(true);
    expect(distance(hexOf(s, 'pa-1'), H('W5022'))).toBeLessThanOrEqual(2);
  });

  it('several Scorpions in the W52xx row; at least three archers in the southern W25xx row; Labienus with them', () => {
    const scorpions = s.legions.map((l) => hexOf(s, `sc-${l.toLowerCase()}`));
    expect(scorpions.filter((h) => lineOf(h) === 52).length).toBeGreaterThanOrEqual(2);
    const archers = Object.keys(s.units).filter((id) => agUnit(id).side === 'roman' && agUnit(id).type === 'AR' && s.units[id].loc.at === 'hex');
    expect(archers).toHaveLength(6);
    expect(archers.filter((id) => lineOf(hexOf(s, id)) === 25).length).toBeGreaterThanOrEqual(3);
    expect(lineOf(hexOf(s, 'labienus'))).toBe(25);
  });

  it('the six GC, the Iberian LC and the three Prefects in and around the northern cavalry camp W4510', () => {
    const cav = Object.keys(s.units).filter((id) => ['GC', 'LC'].includes(agUnit(id).type) && s.units[id].loc.at === 'hex');
    expect(cav).toHaveLength(10);
    for (const id of [...cav, 'prefect-1', 'prefect-2', 'prefect-3']) expect(distance(hexOf(s, id), H('W4510'))).toBeLessThanOrEqual(3);
  });

  it('every hex within the stacking row of AG 6.61; 12.1 and 12.3 deploy as well', () => {
    for (const st of [s, deployed('12.1'), deployed('12.3')]) {
      const byHex = new Map<string, string[]>();
      for (const [id, u] of Object.entries(st.units)) if (u.loc.at === 'hex') byHex.set(u.loc.hex, [...(byHex.get(u.loc.hex) ?? []), id]);
      for (const [k, ids] of byHex) expect(stackFits(moveBoard(st.scenario), k, ids), `${gbohLabel(parseHexKey(k))}: ${ids.join(', ')}`).toBe(true);
      for (const [id, u] of Object.entries(st.units)) if (agUnit(id).side === 'roman') expect(['hex', 'reserve']).toContain(u.loc.at);
    }
  });

  it('12.3: a legion of five cohorts or more by the East sheet’s infantry camp E6206', () => {
    const t = deployed('12.3');
    const near = Object.keys(t.units).filter((id) => agUnit(id).type === 'CO' && distance(hexOf(t, id), H('E6206')) <= 2);
    const byLegion = new Map<string, number>();
    for (const id of near) byLegion.set(agUnit(id).legion!, (byLegion.get(agUnit(id).legion!) ?? 0) + 1);
    expect(Math.max(...byLegion.values())).toBeGreaterThanOrEqual(5);
  });
});

describe('GB-DEP after counters placed by hand (AG 6.65)', () => {
  it('a unit the sample puts with a hand-placed one takes that stack’s facing', () => {
    // Legio IX's first cohort placed by hand at the camp W5022 facing north; the sample pairs IX two a hex there.
    let s = fresh('12.2', 'hand');
    const hex = hexKey(H('W5022'));
    s = play(s, { t: 'pick', id: 'co-ix-1' }, { t: 'place', id: 'co-ix-1', hex, facing: 1 }, { t: 'sample' });
    const byHex = new Map<string, Set<number>>();
    for (const u of Object.values(s.units)) if (u.loc.at === 'hex') byHex.set(u.loc.hex, (byHex.get(u.loc.hex) ?? new Set()).add(u.facing));
    for (const [k, f] of byHex) expect(f.size, gbohLabel(parseHexKey(k))).toBe(1);
    expect(Object.values(s.units).filter((u) => u.loc.at === 'hex' && u.loc.hex === hex).length).toBe(2);
  });
});

describe('GB-DEP after a hand-placed counter on one of its named hexes (AG 6.61)', () => {
  // Found by `npm run sim` (12.1, seed sim-79): a cohort set by hand on W5920, then the sample put
  // X's tenth cohort on top of it — two infantry units on a Rampart hex.
  for (const label of ['W5920', 'W5714', 'W5820', 'W5414', 'W4815', 'W4816']) {
    it(`a cohort of VIII on ${label} first: the sample goes round it and every stack stays legal`, async () => {
      const { alesiaGboh } = await import('../system');
      const { checkInvariants } = await import('../invariants');
      let s = play(fresh('12.2', 'hand'), { t: 'pick', id: 'co-viii-5' });
      const hex = hexKey(H(label));
      const place = alesiaGboh.legalActions(s).find((a) => a.t === 'place' && a.hex === hex);
      expect(place, `${label} is a legal set-up hex`).toBeDefined();
      s = play(s, place!, { t: 'sample' });
      expect(checkInvariants(s)).toEqual([]);
      const byHex = new Map<string, string[]>();
      for (const [id, u] of Object.entries(s.units)) if (u.loc.at === 'hex') byHex.set(u.loc.hex, [...(byHex.get(u.loc.hex) ?? []), id]);
      for (const [k, ids] of byHex) expect(stackFits(moveBoard('12.2'), k, ids), `${gbohLabel(parseHexKey(k))}: ${ids.join(', ')}`).toBe(true);
      expect(s.units['co-viii-5'].loc).toEqual({ at: 'hex', hex });
      // Everything the sample knows is on the map: the Roman can end his set-up.
      expect(alesiaGboh.legalActions(s).some((a) => a.t === 'endSetup')).toBe(true);
    });
  }
});

describe('GB-DEP after a legion’s first cohort was placed by hand', () => {
  it('the legate joins that cohort and nothing is left in the pool', async () => {
    const { alesiaGboh } = await import('../system');
    let s = play(fresh('12.2', 'hand'), { t: 'pick', id: 'co-x-1' });
    const place = alesiaGboh.legalActions(s).find((a) => a.t === 'place')!;
    s = play(s, place, { t: 'sample' });
    expect(alesiaGboh.legalActions(s).some((a) => a.t === 'endSetup')).toBe(true);
    expect(s.leaders[LEGATE_OF.X].loc).toEqual(s.units['co-x-1'].loc);
  });
});
