/**
 * AG 4.24, reading X42 — the Command Range trace keeps what a leader's step costs per board and
 * Fill, fires and Rubble records (commandRange.ts `stepTable`); occupancy.ts keeps whether a ZOC
 * crosses each hexside of the map (`zocCrossMask`). A range traced with kept steps equals one traced
 * step by step, and a state (or an `apply`'s working copy) whose fires, Fill or Rubble changed is
 * traced as step by step (fires added to the kept steps, a Fill change forgetting the steps it reaches).
 */
import { describe, expect, it } from 'vitest';
import { agLeader } from '../data';
import { cloneAg } from '../ctx';
import { commandRangeHexes } from './commandRange';
import { moveBoard } from './board';
import { zocCrosses, zocCrossMask } from './occupancy';
import { hexOfKey } from '../hexOfKey';
import { hexsideKey } from '../../hex/hexside';
import { deployed, randomPlayout } from '../testing';
import type { AgState } from '../state';

/** A copy with its own units record: no trace kept for it. */
const unkept = (s: AgState, extra: Partial<AgState> = {}): AgState => ({ ...s, units: { ...s.units }, ...extra });
/**
 * The range traced step by step: a working copy keeps no boards, and reads no kept steps once its
 * Fill is its own (an empty Fill record lays nothing, as none does).
 */
const stepByStep = (s: AgState, id: string) => {
  const w = cloneAg(s);
  w.fill = { ...(s.fill ?? {}) };
  return [...(commandRangeHexes(w, id) ?? new Map())];
};
const kept = (s: AgState, id: string) => [...(commandRangeHexes(unkept(s), id) ?? new Map())];

const rangedOnHex = (s: AgState) => Object.keys(s.leaders).filter((l) => agLeader(l).range && s.leaders[l].loc.at === 'hex');

describe('AG 4.24: the trace’s kept steps', () => {
  it('a range traced with kept steps equals one traced step by step (random 12.2 positions, order included)', () => {
    let n = 0;
    randomPlayout(deployed('12.2', 'cr-steps'), 'cr-steps', 300, (s) => {
      if (s.step !== 'choose') return;
      for (const id of rangedOnHex(s)) {
        expect(kept(s, id)).toEqual(stepByStep(s, id));
        n++;
      }
    });
    expect(n).toBeGreaterThan(0);
  }, 120_000);

  it('fires and Rubble that change give fresh steps', () => {
    const s = deployed('12.3', 'cr-steps-2');
    const id = rangedOnHex(s).find((l) => agLeader(l).side === 'roman')!;
    const before = new Map(kept(s, id));
    const near = [...before].find(([, c]) => c > 0)![0];
    for (const extra of [{ burning: [near] }, { rubble: [near] }, { burning: [near], rubble: [near] }] as Partial<AgState>[]) {
      const changed = unkept(s, extra);
      expect(kept(changed, id)).toEqual(stepByStep(changed, id));
    }
    // A working copy that sets a fire reads fresh steps too (its fires are no longer its input's).
    const w = cloneAg(s);
    w.burning = [near];
    expect([...(commandRangeHexes(w, id) ?? new Map())]).toEqual(stepByStep(unkept(s, { burning: [near] }), id));
    const burnt = new Map(kept(unkept(s, { burning: [near] }), id));
    expect(burnt.get(near) ?? Infinity).toBeGreaterThan(before.get(near)!); // AG 8.43: +2 MP to enter a fire
    expect(new Map(kept(s, id))).toEqual(before); // and back: the first answer again
  });

  it('a Fill record that changes forgets the steps it reaches: a range traced after it equals one traced step by step', () => {
    // The Gallic leaders' ranges of a 12.2 position run over Death Gardens and watercourses (AG 6.46).
    let n = 0;
    randomPlayout(deployed('12.2', 'cr-steps-fill'), 'cr-steps-fill', 400, (s) => {
      if (s.step !== 'choose' || n >= 6) return;
      const mb = moveBoard(s.scenario);
      for (const id of rangedOnHex(s)) {
        const range = [...(commandRangeHexes(unkept(s), id) ?? new Map()).keys()];
        // Every hex of the range and every hexside between two of them filled (values 1–4), then changed again.
        const inRange = new Set(range);
        const keys: string[] = [...range];
        for (const h of range) {
          const i = mb.index.get(h)!;
          for (let d = 0; d < 6; d++) {
            const j = mb.nb[i * 6 + d];
            if (j >= 0 && inRange.has(mb.keys[j])) keys.push(hexsideKey(hexOfKey(h), hexOfKey(mb.keys[j])));
          }
        }
        let fill: Record<string, number> = { ...(s.fill ?? {}) };
        for (const [k, key] of keys.entries()) fill[key] = 1 + (k % 4);
        let changed = unkept(s, { fill });
        expect(kept(changed, id)).toEqual(stepByStep(changed, id));
        fill = Object.fromEntries(Object.entries(fill).filter((_e, k) => k % 3 !== 0).map(([key, v]) => [key, v === 4 ? 2 : v]));
        changed = unkept(s, { fill });
        expect(kept(changed, id)).toEqual(stepByStep(changed, id));
        n++;
      }
    });
    expect(n).toBeGreaterThan(0);
  }, 120_000);

  it('zocCrossMask says what zocCrosses says of every hexside of each board', () => {
    for (const sc of ['12.1', '12.2', '12.3'] as const) {
      const mb = moveBoard(sc);
      for (let i = 0; i < mb.n; i++) for (let d = 0; d < 6; d++) expect(((zocCrossMask(mb, i) >> d) & 1) === 1).toBe(zocCrosses(mb, i, d));
    }
  });
});
