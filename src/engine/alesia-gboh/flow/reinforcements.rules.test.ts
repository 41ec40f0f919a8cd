/** AG 12.2 Reinforcements (readings Q14, X9): breaches, calls, spacing, the cap, entry, and the return off the map. */
import { describe, expect, it } from 'vitest';
import { alesiaGboh } from '../system';
import { AgCtx, cloneAg } from '../ctx';
import { deployed, edit, planAll, play } from '../testing';
import { deepFreeze } from '../../core/deepFreeze';
import type { AgAction } from '../actions';
import { reach } from '../movement/reach';
import { agUnit } from '../data';
import { checkInvariants } from '../invariants';
import { H_RAMPART, S_WALKWAY, moveBoard } from '../movement/board';
import { parseGbohLabel } from '../map/grid';
import { hexKey } from '../../hex/coords';
import type { AgState } from '../state';
import { endAp } from './phase';
import { callableGroups, noteBreach, rampartDistance, REINFORCEMENT_SITES, usableBreach } from './reinforcements';

const mb = moveBoard('12.2');
const BI = 'bi-aedui-1';

/** The Roman's choice of his phase, phase `n` of the AP. */
function romanChoice(base: AgState, n = 4): AgState {
  return edit(base, (x) => {
    x.step = 'choose';
    x.ap.owner = 'roman';
    x.ap.phases = n;
    x.command = null;
  });
}
const reinforce = (s: AgState) => alesiaGboh.legalActions(s).filter((a) => a.t === 'reinforce');

/** Rampart hexes along the walkway from `from`, at walkway distance exactly `k`. */
function alongWalkway(from: string, k: number): string {
  const start = mb.index.get(from)!;
  const dist = new Map<number, number>([[start, 0]]);
  const q = [start];
  for (let i = 0; i < q.length; i++) {
    const h = q[i];
    if (dist.get(h) === k) return mb.keys[h];
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[h * 6 + d];
      if (j < 0 || dist.has(j) || !(mb.flags[j] & H_RAMPART) || !(mb.side[h * 6 + d] & S_WALKWAY)) continue;
      dist.set(j, dist.get(h)! + 1);
      q.push(j);
    }
  }
  throw new Error(`no walkway hex ${k} from ${from}`);
}

const W5825 = hexKey(parseGbohLabel('W5825')!);
// The Gaul's plan made, so the AP does not end for want of Gauls (reading X1) when the Roman's phase ends.
const base = planAll(deployed('12.2', 'reinf'));
const breached = (hexes: string[], phase = 2) => edit(base, (x) => { noteBreach(x, BI, hexes); x.reinforcements!.breaches.forEach((b) => { b.phase = phase; }); });

describe('AG 12.2 Reinforcements — a breach opens a call', () => {
  it('no call without a breach; none in 12.3 (AG 12.3: no reinforcements)', () => {
    expect(reinforce(romanChoice(base))).toEqual([]);
    expect(callableGroups(base).map((g) => g.id).sort()).toEqual(['auxiliaries', ...['XII', 'XIII', 'XIV', 'XV'].filter((l) => Object.keys(base.units).some((id) => agUnit(id).legion === l)).map((l) => `legion:${l}`)].sort());
    const t = edit(deployed('12.3', 'reinf'), (x) => { noteBreach(x, BI, [W5825]); });
    expect(t.reinforcements).toBeUndefined();
  });
  it('a Gallic unit entering a Rampart hex is a breach; a Roman one, or a non-Rampart hex, is not', () => {
    const s = edit(base, (x) => {
      noteBreach(x, 'co-vi-1', [W5825]);
      noteBreach(x, BI, [mb.keys.find((_, i) => !(mb.flags[i] & H_RAMPART))!]);
    });
    expect(s.reinforcements).toBeUndefined();
    expect(breached([W5825]).reinforcements!.breaches.map((b) => b.hex)).toEqual([W5825]);
  });
  it('from the Roman phase after it: one group a call, 5 cohorts of one legion with its legate, or the auxiliaries with a Zone Commander; the call is the phase', () => {
    const s = romanChoice(breached([W5825]));
    const calls = reinforce(s);
    expect(calls.length).toBe(callableGroups(s).length);
    const legion = callableGroups(s).find((g) => g.id.startsWith('legion:'))!;
    expect(legion.units).toHaveLength(5);
    expect(new Set(legion.units.map((id) => agUnit(id).legion)).size).toBe(1);
    expect(legion.units.every((id) => agUnit(id).type === 'CO')).toBe(true);
    expect(legion.leader).not.toBeNull();
    const aux = callableGroups(s).find((g) => g.id === 'auxiliaries')!;
    expect(aux.units.every((id) => ['LI', 'AR'].includes(agUnit(id).type))).toBe(true);
    const x = alesiaGboh.apply(s, { t: 'reinforce', group: legion.id });
    expect(x.ok).toBe(true);
    if (!x.ok) return;
    expect(x.state.reinforcementsCalled).toBe(1);
    expect(x.state.ap.owner).toBe('gallic');
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 12.2 Reinforcements')).toBe(true);
    // The breach is used: no second call from it.
    expect(usableBreach(romanChoice(x.state, 6))).toBeNull();
  });
  it('not in the phase of the breach itself', () => {
    expect(reinforce(romanChoice(breached([W5825], 4), 4))).toEqual([]);
  });
});

describe('AG 12.2 Reinforcements — the next breach 6 Rampart hexes from the last; 3 groups an AP', () => {
  it('a breach 5 walkway hexes away does not open a second call; one 6 away does', () => {
    const near = alongWalkway(W5825, 5);
    const far = alongWalkway(W5825, 6);
    expect(rampartDistance(mb, W5825, near)).toBe(5);
    expect(rampartDistance(mb, W5825, far)).toBe(6);
    const used = edit(breached([W5825, near]), (x) => { x.reinforcements!.used = [W5825]; });
    expect(usableBreach(romanChoice(used))).toBeNull();
    const used2 = edit(breached([W5825, far]), (x) => { x.reinforcements!.used = [W5825]; });
    expect(usableBreach(romanChoice(used2))).toBe(far);
  });
  it('no fourth group in an Assault Period', () => {
    const s = edit(romanChoice(breached([W5825])), (x) => { x.reinforcementsCalled = 3; });
    expect(reinforce(s).filter((a) => a.t === 'reinforce' && a.site === undefined)).toEqual([]);
  });
});

describe('AG 12.2 Reinforcements — entry in a later Roman phase, and back off the map at the redeployment', () => {
  const called = (() => {
    const s = romanChoice(breached([W5825]));
    const g = callableGroups(s).find((x) => x.id.startsWith('legion:'))!;
    const x = alesiaGboh.apply(s, { t: 'reinforce', group: g.id });
    if (!x.ok) throw new Error(x.rejection.message);
    return { state: romanChoice(x.state, 6), group: g };
  })();
  const siteKeys = (site: string) => REINFORCEMENT_SITES[site].map((l) => hexKey(parseGbohLabel(l)!));
  it('offers the entry sites; naming one makes the group the phase’s Command, led by its legate', () => {
    const entries = reinforce(called.state).filter((a) => a.t === 'reinforce' && a.site !== undefined);
    expect(entries.length).toBeGreaterThan(0);
    for (const a of entries) if (a.t === 'reinforce') expect(Object.keys(REINFORCEMENT_SITES)).toContain(a.site);
    const x = alesiaGboh.apply(called.state, entries[0]);
    expect(x.ok).toBe(true);
    if (!x.ok) return;
    expect(x.state.step).toBe('command');
    expect(x.state.ap.owner).toBe('roman');
    expect(x.state.command?.leader).toBe(called.group.leader);
    expect([...x.state.command!.units].sort()).toEqual([...called.group.units].sort());
    expect(checkInvariants(x.state, called.state, { deadEnd: false })).toEqual([]);
  });
  it('reach from off the map: each cohort comes on through a hex of the site named, paying for it, and moves on from it', () => {
    const site = 'W5634';
    const s = deepFreeze(play(called.state, { t: 'reinforce', group: called.group.id, site }));
    const keys = siteKeys(site);
    // The cohorts off the map are interchangeable: the first is offered (entry/offBoard.ts offBoardRepresentatives).
    for (const id of called.group.units.slice(0, 1)) {
      const ms = alesiaGboh.legalActions(s).filter((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && a.unit === id);
      expect(ms.length, id).toBeGreaterThan(0);
      for (const m of ms) expect(keys).toContain(m.path[0]);
      expect(ms.some((m) => m.path.length >= 3), `${id} moves on past the edge`).toBe(true);
      const r = reach(s, id)!;
      for (const e of r.ends.values()) expect(e.cost).toBeGreaterThanOrEqual(e.path.length);
    }
    // The legate comes on by the same hexes.
    const lm = alesiaGboh.legalActions(s).filter((a): a is Extract<AgAction, { t: 'moveLeader' }> => a.t === 'moveLeader' && a.leader === called.group.leader);
    expect(lm.length).toBeGreaterThan(0);
    for (const a of lm) expect(keys).toContain(a.path[0]);
  });
  it('a cohort brought on stands on the map; one left off comes on later through the same site only; all go back off the map at the end of the AP', () => {
    const site = 'W5634';
    let s = play(called.state, { t: 'reinforce', group: called.group.id, site });
    const first = called.group.units[0];
    const m = alesiaGboh.legalActions(s).find((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && a.unit === first && a.path.length >= 2)!;
    s = play(s, m);
    expect(s.units[first].loc).toEqual({ at: 'hex', hex: m.path[m.path.length - 1] });
    expect(checkInvariants(s)).toEqual([]);
    expect(s.units[called.group.units[1]].loc.at).toBe('reserve');
    const later = romanChoice(s, 8);
    const again = reinforce(later).filter((a) => a.t === 'reinforce' && a.group === called.group.id);
    expect(again).toEqual([{ t: 'reinforce', group: called.group.id, site }]);
    // AG 12.2: at the end of the AP every called unit goes back off the map.
    const ctx = new AgCtx(cloneAg(s));
    endAp(ctx, 'Test.', 'AG 3.0');
    for (const id of called.group.units) expect(ctx.s.units[id].loc.at).toBe('reserve');
    expect(ctx.s.reinforcements).toBeUndefined();
    expect(ctx.s.reinforcementsCalled).toBe(0);
  });
  it('every unit brought on: the group is entered for good', () => {
    let s = play(called.state, { t: 'reinforce', group: called.group.id, site: 'W5634' });
    for (const id of called.group.units) {
      const m = alesiaGboh.legalActions(s).find((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && called.group.units.includes(a.unit) && s.units[a.unit].loc.at === 'reserve');
      expect(m, id).toBeDefined();
      s = play(s, m!);
    }
    expect(called.group.units.every((id) => s.units[id].loc.at === 'hex')).toBe(true);
    expect(checkInvariants(s)).toEqual([]);
    expect(reinforce(romanChoice(s, 8)).some((a) => a.t === 'reinforce' && a.group === called.group.id)).toBe(false);
  });
});
