/**
 * AG 5.6 (5.61–5.64), 12.1, 12.2 — the Alesia force's sortie, on frozen states: off the east edge
 * through W3733–W4034 / W4333–W4533 (12.1, 12.2), or from the oppidum through the crest wall's gates
 * (12.3), three a hex in the town; Vercingetorix comes out with it (AG 6.14).
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { AgAction } from '../actions';
import { alesiaUnits } from '../commands';
import { agUnit } from '../data';
import { checkInvariants } from '../invariants';
import { gbohLabel } from '../map/grid';
import { H_ALESIA, S_CREST, S_GATE, moveBoard } from '../movement/board';
import { reach } from '../movement/reach';
import { alesiaGboh } from '../system';
import { deployed, edit, play, withDice } from '../testing';
import type { AgState } from '../state';
import { parseHexKey } from '../../hex/coords';
import { alesiaHexes, SORTIE_HEXES } from './offBoard';

const label = (k: string) => gbohLabel(parseHexKey(k));

/** The Gaul's phase with the Alesia force activated (its roll made: AG 5.63). */
function sortie(scenario: '12.1' | '12.2' | '12.3', f: (x: AgState) => void = () => {}): AgState {
  return deepFreeze(
    edit(deployed(scenario, 'sortie'), (x) => {
      x.step = 'command';
      x.ap.owner = 'gallic';
      x.alesiaEntered = true;
      x.command = { leader: 'vercingetorix', kind: 'alesia', tribes: [], units: alesiaUnits(x), outOfRange: [] };
      f(x);
    }),
  );
}
const moves = (s: AgState, unit?: string) =>
  alesiaGboh.legalActions(s).filter((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && (!unit || a.unit === unit));

describe('AG 12.1, 12.2 — the Alesia force comes on through the east-edge sortie hexes', () => {
  it('the sortie hexes are W3733, W3834, W3933, W4034 and W4333, W4434, W4533', () => {
    expect(SORTIE_HEXES.map(label)).toEqual(['W3733', 'W3834', 'W3933', 'W4034', 'W4333', 'W4434', 'W4533']);
  });
  for (const sc of ['12.1', '12.2'] as const) {
    it(`${sc}: every unit of the force may come on, each path starting on a sortie hex, and move on from it`, () => {
      const s = sortie(sc);
      const bi = 'bi-alesia-1';
      expect(s.units[bi].loc).toEqual({ at: 'east-edge' });
      const ms = moves(s, bi);
      expect(ms.length).toBeGreaterThan(0);
      for (const m of ms) expect(SORTIE_HEXES).toContain(m.path[0]);
      // Reach from off the board: some moves go on past the edge hex.
      expect(ms.some((m) => m.path.length >= 3)).toBe(true);
      // Every kind of unit of the force (BI and archers) has a sortie: the first of each kind is offered (offBoardRepresentatives).
      const offered = new Set(moves(s).map((m) => m.unit));
      const kinds = (ids: Iterable<string>) => new Set([...ids].map((id) => `${agUnit(id).type}/${agUnit(id).tq}`));
      expect(kinds(offered)).toEqual(kinds(s.command!.units));
      expect(offered.size).toBe(kinds(s.command!.units).size);
    });
  }
  it('the first hex is paid for: a move is never longer than the MA allows (clear ground 1 MP a hex)', () => {
    const s = sortie('12.2');
    const r = reach(s, 'bi-alesia-1')!;
    const ma = agUnit('bi-alesia-1').ma;
    for (const e of r.ends.values()) {
      expect(e.cost).toBeLessThanOrEqual(ma);
      expect(e.cost).toBeGreaterThanOrEqual(e.path.length); // each hex, the first included, costs ≥ 1 MP
    }
  });
  it('a sortie hex holding a Roman unit is not entered', () => {
    const s0 = sortie('12.2');
    const w3733 = SORTIE_HEXES[0];
    const s = deepFreeze(edit(s0, (x) => { x.units['co-vi-1'].loc = { at: 'hex', hex: w3733 }; }));
    expect(moves(s, 'bi-alesia-1').some((m) => m.path.includes(w3733))).toBe(false);
  });
  it('the move is applied: the unit stands on the map, has moved, and the state stays sound', () => {
    const s = sortie('12.2');
    const m = moves(s, 'bi-alesia-1').find((x) => x.path.length >= 2)!;
    const r = alesiaGboh.apply(s, m);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units['bi-alesia-1'].loc).toEqual({ at: 'hex', hex: m.path[m.path.length - 1] });
    expect(r.state.units['bi-alesia-1'].moved).toBe(true);
    expect(checkInvariants(r.state, s)).toEqual([]);
    // The next unit of the same kind is offered now.
    const next = moves(r.state).map((x) => x.unit).filter((id) => id !== 'bi-alesia-1' && agUnit(id).type === 'BI' && agUnit(id).tq === agUnit('bi-alesia-1').tq);
    expect(new Set(next).size).toBe(1);
  });
  it('AG 6.14: Vercingetorix comes out too, from the same sortie hexes', () => {
    const s = sortie('12.2');
    const lm = alesiaGboh.legalActions(s).filter((a): a is Extract<AgAction, { t: 'moveLeader' }> => a.t === 'moveLeader' && a.leader === 'vercingetorix');
    expect(lm.length).toBeGreaterThan(0);
    for (const a of lm) expect(SORTIE_HEXES).toContain(a.path[0]);
  });
  it('AG 5.62–5.63: through the roll — after a successful activation the force can move at once', () => {
    const base = deployed('12.2', 'roll');
    const s = deepFreeze(edit(base, (x) => {
      x.step = 'choose';
      x.ap.owner = 'gallic';
      x.ap.phases = 3;
      // A relief tribe's units on the map (AG 5.62).
      x.tribes['aedui'] = { status: 'placed', zone: 'I', hex: null, released: 1 };
      x.units['bi-aedui-1'] = { ...x.units['bi-aedui-1'], loc: { at: 'counter', tribe: 'aedui' } };
    }));
    const act = alesiaGboh.legalActions(s).find((a) => a.t === 'activate' && a.leader === 'vercingetorix');
    expect(act).toBeDefined();
    const after = play(withDice(s, [0]), act!);
    expect(after.step).toBe('command');
    expect(moves(after).some((m) => agUnit(m.unit).force === 'alesia')).toBe(true);
  });
});

describe('AG 5.64 — in 12.3 the force is placed anywhere in Alesia and leaves the town by its gates', () => {
  const mb = moveBoard('12.3');
  const inTown = (k: string) => (mb.flags[mb.index.get(k)!] & H_ALESIA) !== 0;
  it('every path starts on an Alesia hex; a unit may end in town or beyond its crest wall', () => {
    const s = sortie('12.3');
    expect(s.units['bi-alesia-1'].loc).toEqual({ at: 'alesia' });
    const ms = moves(s, 'bi-alesia-1');
    expect(ms.length).toBeGreaterThan(0);
    for (const m of ms) expect(inTown(m.path[0]), label(m.path[0])).toBe(true);
    expect(ms.some((m) => !inTown(m.path[m.path.length - 1]))).toBe(true);
  });
  it('a path leaves the town only across a gate of the crest wall (AG 6.36)', () => {
    const s = sortie('12.3');
    for (const m of moves(s, 'bi-alesia-1')) {
      for (let k = 1; k < m.path.length; k++) {
        const i = mb.index.get(m.path[k - 1])!;
        const j = mb.index.get(m.path[k])!;
        const d = [0, 1, 2, 3, 4, 5].find((x) => mb.nb[i * 6 + x] === j)!;
        const side = mb.side[i * 6 + d];
        if (side & S_CREST) expect(side & S_GATE, `${label(m.path[k - 1])}→${label(m.path[k])}`).toBeTruthy();
      }
    }
  });
  it('three Alesia units a hex in the town, not four; outside it the normal limit of two', () => {
    const town = alesiaHexes(sortie('12.3')).find((k) => {
      const i = mb.index.get(k)!;
      return [0, 1, 2, 3, 4, 5].every((d) => mb.nb[i * 6 + d] >= 0);
    })!;
    const two = sortie('12.3', (x) => {
      for (const id of ['bi-alesia-2', 'bi-alesia-3']) x.units[id] = { ...x.units[id], loc: { at: 'hex', hex: town }, facing: 0 };
    });
    expect(checkInvariants(two)).toEqual([]);
    expect(reach(two, 'bi-alesia-1')!.ends.has(town)).toBe(true);
    const three = sortie('12.3', (x) => {
      for (const id of ['bi-alesia-2', 'bi-alesia-3', 'bi-alesia-4']) x.units[id] = { ...x.units[id], loc: { at: 'hex', hex: town }, facing: 0 };
    });
    expect(checkInvariants(three)).toEqual([]);
    expect(reach(three, 'bi-alesia-1')!.ends.has(town)).toBe(false);
    // Outside the town three is too many (AG 6.61).
    const out = moves(sortie('12.3'), 'bi-alesia-1').map((m) => m.path[m.path.length - 1]).find((k) => !inTown(k))!;
    const outside = sortie('12.3', (x) => {
      for (const id of ['bi-alesia-2', 'bi-alesia-3', 'bi-alesia-4']) x.units[id] = { ...x.units[id], loc: { at: 'hex', hex: out }, facing: 0 };
    });
    expect(checkInvariants(outside).some((e) => e.startsWith('AG 6.61'))).toBe(true);
  });
  it('before the force has come in (AG 5.62), none of it moves', () => {
    const s = sortie('12.3', (x) => { x.alesiaEntered = false; });
    expect(moves(s).filter((m) => agUnit(m.unit).force === 'alesia')).toEqual([]);
  });
});
