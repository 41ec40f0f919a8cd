/** The invariants the simulator checks after every action: each one can fail, on a position set by hand. */
import { describe, expect, it } from 'vitest';
import { checkInvariants } from './invariants';
import { deployed, edit, fresh, planAll } from './testing';
import { H_DG_INNER, H_DG_OUTER, H_OUTSIDE, H_RAMPART, H_REDOUBT, S_STREAM, moveBoard } from './movement/board';
import { hexsideBetween } from '../hex/hexside';
import { agTribe, agUnit } from './data';
import type { AgState } from './state';

const s0 = deployed('12.2', 'inv');
const mb = moveBoard('12.2');
const hexWhere = (pred: (f: number) => boolean, skip = 0): string => mb.keys.filter((_, i) => pred(mb.flags[i]))[skip];
const clear = (f: number) => (f & (H_RAMPART | H_REDOUBT | H_DG_INNER | H_DG_OUTER)) === 0 && (f & H_OUTSIDE) !== 0;
const occupied = new Set(Object.values(s0.units).flatMap((u) => (u.loc.at === 'hex' ? [u.loc.hex] : [])));
const emptyClear = mb.keys.find((k, i) => clear(mb.flags[i]) && !occupied.has(k))!;
const put = (s: AgState, id: string, hex: string, facing = 0) => {
  s.units[id] = { ...s.units[id], loc: { at: 'hex', hex }, facing: facing as 0 };
};
const cohorts = Object.keys(s0.units).filter((id) => agUnit(id).legion === 'VI' && agUnit(id).type === 'CO');
const bi = Object.keys(s0.units).filter((id) => agUnit(id).type === 'BI' && agUnit(id).force === 'relief');
const has = (vs: string[], rule: string) => vs.some((v) => v.startsWith(rule));

describe('checkInvariants', () => {
  it('the sample deployment (GB-DEP) and a planned, placed Gallic AP are sound', () => {
    expect(checkInvariants(s0)).toEqual([]);
    expect(checkInvariants(fresh('12.1', 'inv'))).toEqual([]);
    expect(checkInvariants(deployed('12.3', 'inv'))).toEqual([]);
    expect(checkInvariants(planAll(s0))).toEqual([]);
  });

  it('AG 6.61: three cohorts on one hex, or two on a Rampart hex', () => {
    const three = edit(s0, (x) => cohorts.slice(0, 3).forEach((id) => put(x, id, emptyClear)));
    expect(has(checkInvariants(three), 'AG 6.61')).toBe(true);
    const two = edit(s0, (x) => cohorts.slice(0, 2).forEach((id) => put(x, id, emptyClear)));
    expect(checkInvariants(two)).toEqual([]);
    const rampart = mb.keys.find((k, i) => (mb.flags[i] & H_RAMPART) && !occupied.has(k))!;
    const onWall = edit(s0, (x) => cohorts.slice(0, 2).forEach((id) => put(x, id, rampart)));
    expect(has(checkInvariants(onWall), 'AG 6.61')).toBe(true);
    // AG 8.45: a Rampart hex in Rubble stacks as open ground, as the moves that end there are listed
    // (found by the sim: 12.2 seed sim2-114, two BI of one tribe onto a Rubble hex flagged as a breach of the Rampart row).
    const inRubble = edit(onWall, (x) => { x.rubble = [...(x.rubble ?? []), rampart]; });
    expect(has(checkInvariants(inRubble), 'AG 6.61')).toBe(false);
  });

  it('AG 6.65: two stacked units facing two ways', () => {
    const s = edit(s0, (x) => cohorts.slice(0, 2).forEach((id, n) => put(x, id, emptyClear, n)));
    expect(has(checkInvariants(s), 'AG 6.65')).toBe(true);
  });

  it('AG 6.64: units of both sides on one hex', () => {
    const s = edit(s0, (x) => {
      put(x, cohorts[0], emptyClear);
      put(x, bi[0], emptyClear);
    });
    expect(has(checkInvariants(s), 'AG 6.64')).toBe(true);
  });

  it('AG 10.12–10.13: negative Hits; Hits at TQ on the map without a rout', () => {
    const id = Object.keys(s0.units).find((x) => s0.units[x].loc.at === 'hex')!;
    expect(has(checkInvariants(edit(s0, (x) => { x.units[id].hits = -1; })), 'AG 10.12')).toBe(true);
    const full = edit(s0, (x) => { x.units[id].hits = agUnit(id).tq; });
    expect(has(checkInvariants(full), 'AG 10.13')).toBe(true);
    expect(checkInvariants(full, null, { hitLimit: false })).toEqual([]);
    expect(checkInvariants(edit(s0, (x) => { x.units[id].hits = agUnit(id).tq - 1; }))).toEqual([]);
    expect(checkInvariants(edit(full, (x) => { x.units[id].routed = true; }))).toEqual([]);
  });

  it('AG 4.4: a placed tribal counter does not change zone or hex within the AP', () => {
    const a = edit(s0, (x) => { x.tribes.arverni = { status: 'placed', zone: 'I', hex: null, released: 0 }; });
    const moved = edit(a, (x) => { x.tribes.arverni.zone = 'II'; });
    expect(has(checkInvariants(moved, a), 'AG 4.4')).toBe(true);
    expect(has(checkInvariants(edit(a, (x) => { x.tribes.arverni.status = 'available'; }), a), 'AG 10.72')).toBe(true);
    expect(checkInvariants(edit(a, (x) => { x.tribes.arverni.status = 'withdrawn'; }), a)).toEqual([]);
  });

  it('AG 5.43: more than 5 Control points assigned to, or brought into, a zone beyond I–II', () => {
    expect(has(checkInvariants(edit(s0, (x) => { x.ap.zoneCp.III = 6; })), 'AG 5.43')).toBe(true);
    expect(checkInvariants(edit(s0, (x) => { x.ap.zoneCp.III = 5; x.ap.zoneCp.I = 30; }))).toEqual([]);
    const big = ['arverni', 'aedui'];
    expect(big.reduce((n, t) => n + agTribe(t).control, 0)).toBeGreaterThan(5);
    expect(has(checkInvariants(edit(s0, (x) => big.forEach((t) => { x.plan.assign[t] = 'IV'; }))), 'AG 5.43')).toBe(true);
  });

  it('AG 5.41: Initial Placement over 8 Control points; AG 12.1: over 80 Size picked', () => {
    expect(has(checkInvariants(edit(s0, (x) => { x.ap.initialCp = 9; })), 'AG 5.41')).toBe(true);
    const s = fresh('12.1', 'inv');
    const all = Object.keys(s.tribes);
    expect(has(checkInvariants(edit(s, (x) => { x.plan.picked = all; })), 'AG 12.1')).toBe(true);
  });

  it('AG 6.46–6.48: Fill only where it can lie, never above what the terrain needs; carried by BI only', () => {
    const outer = hexWhere((f) => (f & H_DG_OUTER) !== 0);
    const inner = hexWhere((f) => (f & H_DG_INNER) !== 0);
    expect(checkInvariants(edit(s0, (x) => { x.fill = { [outer]: 2, [inner]: 3 }; }))).toEqual([]);
    expect(has(checkInvariants(edit(s0, (x) => { x.fill = { [outer]: 3 }; })), 'AG 6.48')).toBe(true);
    expect(has(checkInvariants(edit(s0, (x) => { x.fill = { [inner]: 4 }; })), 'AG 6.48')).toBe(true);
    expect(has(checkInvariants(edit(s0, (x) => { x.fill = { [emptyClear]: 1 }; })), 'AG 6.46')).toBe(true);
    let stream: string | null = null;
    for (let i = 0; i < mb.n && !stream; i++) for (let d = 0; d < 6 && !stream; d++) if (mb.side[i * 6 + d] & S_STREAM && mb.nb[i * 6 + d] >= 0) stream = hexsideBetween(mb.hexes[i], mb.hexes[mb.nb[i * 6 + d]]);
    expect(stream).not.toBeNull();
    expect(checkInvariants(edit(s0, (x) => { x.fill = { [stream!]: 3 }; }))).toEqual([]);
    expect(has(checkInvariants(edit(s0, (x) => { x.fill = { [stream!]: 4 }; })), 'AG 6.48')).toBe(true);
    expect(has(checkInvariants(edit(s0, (x) => { x.units[cohorts[0]].fill = true; })), 'AG 6.47')).toBe(true);
  });

  it('a dead end: a game not over with no legal action', () => {
    const s = edit(s0, (x) => {
      x.step = 'forming';
      x.command = { leader: 'eporedorix', kind: 'tribes', tribes: [], units: [], outOfRange: [] };
    });
    expect(checkInvariants(s).some((v) => v.startsWith('dead end'))).toBe(true);
  });
});

describe('checkInvariants, scenario 12.1 (reading Q8: its arrivals override the zone cap)', () => {
  const s = fresh('12.1', 'inv');
  it('6 Control points into Zone III is no breach in 12.1; 4 counters at once, or two zones at once, are', () => {
    expect(checkInvariants(edit(s, (x) => { x.ap.zoneCp.III = 6; }))).toEqual([]);
    const four = ['arverni', 'aedui', 'senones', 'sequani'];
    const placed = edit(s, (x) => {
      for (const t of four) x.tribes[t] = { status: 'placed', zone: 'III', hex: null, released: 0 };
      x.ap.arrivals = { zone: 'III', tribes: four };
    });
    expect(has(checkInvariants(placed), 'AG 12.1 Gauls')).toBe(true);
    const three = edit(placed, (x) => { x.ap.arrivals.tribes = four.slice(0, 3); });
    expect(checkInvariants(three)).toEqual([]);
    expect(has(checkInvariants(edit(three, (x) => { x.tribes.aedui.zone = 'IV'; })), 'AG 12.1 Gauls')).toBe(true);
  });
});

describe('checkInvariants, AG 12.2 Reinforcements', () => {
  it('a fourth group, a count that does not match the groups, or a unit in two groups', () => {
    const g = (id: string, units: string[]) => ({ id, units, leader: null, entered: false });
    const one = edit(s0, (x) => { x.reinforcements = { breaches: [], used: [], groups: [g('legion:XII', ['co-xii-1'])] }; x.reinforcementsCalled = 1; });
    expect(checkInvariants(one)).toEqual([]);
    expect(has(checkInvariants(edit(one, (x) => { x.reinforcementsCalled = 2; })), 'AG 12.2 Reinforcements')).toBe(true);
    const four = edit(one, (x) => { x.reinforcements!.groups = [1, 2, 3, 4].map((n) => g(`g${n}`, [`u${n}`])); x.reinforcementsCalled = 4; });
    expect(has(checkInvariants(four), 'AG 12.2 Reinforcements')).toBe(true);
    const twice = edit(one, (x) => { x.reinforcements!.groups = [g('a', ['co-xii-1']), g('b', ['co-xii-1'])]; x.reinforcementsCalled = 2; });
    expect(has(checkInvariants(twice), 'AG 12.2 Reinforcements')).toBe(true);
  });
});
