import { describe, expect, it } from 'vitest';
import {
  H_CAMP, H_DG_INNER, H_DG_OUTER, H_FOREST, H_RAMPART, H_REDOUBT, moveBoard,
  S_CAMP_WALL, S_CREST, S_DITCH, S_GATE, S_REDOUBT_WALL, S_RIVER, S_STREAM, type MoveBoard,
} from './board';
import { occupancy } from './occupancy';
import { reach, rapidRefusal } from './reach';
import { stepCost, type Mover } from './step';
import { key, position } from './testkit';
import { Bar } from './why';

const mb: MoveBoard = moveBoard('12.3');
const empty = occupancy(mb, position({}), 'roman', null);
const foot: Mover = { cavalry: false, infantry: true, light: false, fromRampart: false, hexFill: () => 0, sideFill: () => 0 };
const horse: Mover = { ...foot, cavalry: true, infantry: false };
const ROUGH = H_RAMPART | H_REDOUBT | H_FOREST | H_DG_INNER | H_DG_OUTER;

/** Steps between two plain (non-Rampart, non-Redoubt, clear, level) hexes whose hexside is exactly `side`. */
function plainSteps(side: number, extraFlags = 0): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < mb.n; i++) {
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j < 0 || mb.side[i * 6 + d] !== side) continue;
      if ((mb.flags[i] | mb.flags[j]) & ROUGH) continue;
      if (extraFlags && !(mb.flags[j] & extraFlags)) continue;
      if (mb.level[j] !== mb.level[i]) continue;
      out.push([i, d]);
    }
  }
  return out;
}

describe('hexsides (AG 6.33, 6.36, 6.43, 6.48)', () => {
  it('the water ditch is impassable without Fill 3, crossable with it', () => {
    let n = 0;
    for (let i = 0; i < mb.n; i++) {
      for (let d = 0; d < 6; d++) {
        const j = mb.nb[i * 6 + d];
        const s = mb.side[i * 6 + d];
        if (j < 0 || !(s & S_DITCH) || (s & S_CREST) || ((mb.flags[i] | mb.flags[j]) & H_RAMPART)) continue;
        expect(stepCost(mb, empty, foot, i, d, false, null)).toBe(-Bar.Ditch);
        expect(stepCost(mb, empty, { ...foot, sideFill: () => 3 }, i, d, false, null)).toBeGreaterThanOrEqual(1);
        n++;
      }
    }
    expect(n).toBeGreaterThan(0);
  });
  it('a stream adds 2 MP, a small river 3 MP; Fill 3 and Fill 4 cancel them', () => {
    const st = plainSteps(S_STREAM);
    const rv = plainSteps(S_RIVER);
    expect(st.length * rv.length).toBeGreaterThan(0);
    for (const [i, d] of st) {
      expect(stepCost(mb, empty, foot, i, d, false, null)).toBe(3);
      expect(stepCost(mb, empty, { ...foot, sideFill: () => 3 }, i, d, false, null)).toBe(1);
    }
    for (const [i, d] of rv) {
      expect(stepCost(mb, empty, foot, i, d, false, null)).toBe(4);
      expect(stepCost(mb, empty, { ...foot, sideFill: () => 3 }, i, d, false, null)).toBe(4);
      expect(stepCost(mb, empty, { ...foot, sideFill: () => 4 }, i, d, false, null)).toBe(1);
    }
  });
  it('the crest wall of Alesia is crossed only at its gates (AG 6.36)', () => {
    const wall = plainSteps(S_CREST);
    expect(wall.length).toBeGreaterThan(0);
    for (const [i, d] of wall) expect(stepCost(mb, empty, foot, i, d, false, null)).toBe(-Bar.Crest);
    for (const [i, d] of plainSteps(S_CREST | S_GATE)) expect(stepCost(mb, empty, foot, i, d, false, null)).toBe(1);
  });
  it('a camp wall: foot climbs it for +1 MP; cavalry only through a gate, paying 1 MP for it (AG 6.43)', () => {
    const walls = plainSteps(S_CAMP_WALL);
    const gates = plainSteps(S_CAMP_WALL | S_GATE);
    expect(walls.length * gates.length).toBeGreaterThan(0);
    for (const [i, d] of walls) {
      expect(stepCost(mb, empty, foot, i, d, false, null)).toBe(2);
      expect(stepCost(mb, empty, horse, i, d, false, null)).toBe(-Bar.CavalryWall);
    }
    for (const [i, d] of gates) {
      expect(stepCost(mb, empty, foot, i, d, false, null)).toBe(1);
      expect(stepCost(mb, empty, horse, i, d, false, null)).toBe(2);
    }
  });
  it('cavalry passes an empty Redoubt by its gate for 3 + 1 MP and never ends there (AG 6.44)', () => {
    let n = 0;
    for (let i = 0; i < mb.n; i++) {
      for (let d = 0; d < 6; d++) {
        const j = mb.nb[i * 6 + d];
        const s = mb.side[i * 6 + d];
        if (j < 0 || !(mb.flags[j] & H_REDOUBT) || (mb.flags[i] & (ROUGH | H_CAMP)) || mb.level[j] !== mb.level[i]) continue;
        if (s === (S_REDOUBT_WALL | S_GATE)) {
          expect(stepCost(mb, empty, horse, i, d, false, null)).toBe(4);
          expect(stepCost(mb, empty, foot, i, d, false, null)).toBe(1);
          n++;
        } else if (s === S_REDOUBT_WALL) {
          expect(stepCost(mb, empty, horse, i, d, false, null)).toBe(-Bar.CavalryWall);
          expect(stepCost(mb, empty, foot, i, d, false, null)).toBe(2);
        }
      }
    }
    expect(n).toBeGreaterThan(0);
  });
  it('cavalry never enters a Death Garden; foot pays 2 MP and 2 Hits for an outer one (AG 6.45)', () => {
    const hits = new Int8Array(1);
    let n = 0;
    for (let i = 0; i < mb.n && n < 20; i++) {
      for (let d = 0; d < 6; d++) {
        const j = mb.nb[i * 6 + d];
        if (j < 0 || !(mb.flags[j] & H_DG_OUTER) || (mb.flags[i] & ROUGH) || mb.side[i * 6 + d] || mb.level[j] !== mb.level[i]) continue;
        expect(stepCost(mb, empty, horse, i, d, false, null)).toBe(-Bar.CavalryDeathGarden);
        expect(stepCost(mb, empty, foot, i, d, false, hits)).toBe(2);
        expect(hits[0]).toBe(2);
        n++;
      }
    }
    expect(n).toBeGreaterThan(0);
  });
});

describe('AG 6.5 — rapid move', () => {
  it('a cohort far from any Gaul doubles its MA and enters only 1-MP hexes', () => {
    const s = position({ 'co-x-1': { at: 'W4616', facing: 0 } });
    const r = reach(s, 'co-x-1', { rapid: true })!;
    expect(r.refused).toBeNull();
    expect(r.budget).toBe(10);
    expect(r.ends.has(key('W4617'))).toBe(false);
    expect(r.why(key('W4617'))!.rule).toBe('AG 6.5');
    expect(Math.max(...[...r.ends.values()].map((e) => e.cost))).toBeGreaterThan(5);
    expect(r.rapidHits).toBe(0);
    expect(reach(s, 'co-x-1', { rapid: true, rapidBefore: true })!.rapidHits).toBe(1);
  });
  it('not within 3 hexes of a Gaul inside the works, nor for a unit other than a cohort', () => {
    const s = position({ 'co-x-1': { at: 'W4616', facing: 0 }, 'bi-aedui-1': { at: 'W4816', facing: 0 }, 'li-numidian-1': { at: 'W3911', facing: 0 } });
    expect(rapidRefusal(s, mb, 'co-x-1')?.rule).toBe('AG 6.5');
    expect(rapidRefusal(s, mb, 'li-numidian-1')?.rule).toBe('AG 6.5');
    expect(reach(s, 'co-x-1', { rapid: true })!.ends.size).toBe(0);
  });
  it('a Gaul outside the works does not stop a cohort inside them', () => {
    const s = position({ 'co-x-1': { at: 'W5122', facing: 0 }, 'bi-aedui-1': { at: 'W5213', facing: 0 } });
    expect(rapidRefusal(s, mb, 'co-x-1')).toBeNull();
  });
});
