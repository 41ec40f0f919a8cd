/**
 * AG 6.65 — the order of a stack (stacking.ts): kept in the state, read top first by fire and shock,
 * the arriving unit underneath, the 2-MP swap, only the top unit moving alone, and a stack moved as
 * one decision (reading X81, movement/play.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AgAction } from '../actions';
import { unitsByHex } from '../fire/position';
import { reactionTargets } from '../fire/reactionPlay';
import { unitsOn } from '../shock/designate';
import { stackOn, topFirst } from '../stacking';
import { alesiaGboh } from '../system';
import { edit, fresh } from '../testing';
import { movementAllowance, reach } from './reach';
import { key, position, type Placing } from './testkit';

const CO = 'co-x-1';
const CO2 = 'co-x-2';
const SC = 'sc-x';

/** 12.3, the Roman's phase, Legio X's Command activated with `units`, only `placed` on the map. */
function roman(placed: Record<string, Placing>, units: string[]) {
  const base = edit(fresh('12.3'), (x) => {
    x.step = 'command';
    x.ap.owner = 'roman';
    x.command = { leader: 'rebilus', kind: 'legion', tribes: [], units, outOfRange: [] };
  });
  return position(placed, base);
}

const apply = (s: ReturnType<typeof roman>, a: AgAction) => {
  const x = alesiaGboh.apply(s, a);
  if (!x.ok) throw new Error(`${a.t} refused: ${x.rejection.rule} ${x.rejection.message}`);
  return x;
};
const moves = (s: ReturnType<typeof roman>) => alesiaGboh.legalActions(s).filter((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move');

describe('AG 6.65 — the order of a stack is kept in the state', () => {
  it('reads top first by each unit’s place (absent: the unit list’s order), for fire and for shock alike', () => {
    const s = roman({ [CO]: { at: 'W4616' }, [CO2]: { at: 'W4616' } }, []);
    expect(stackOn(s, key('W4616'))).toEqual([CO, CO2]);
    const under = edit(s, (x) => {
      x.units[CO].stackPos = 1;
    });
    expect(stackOn(under, key('W4616'))).toEqual([CO2, CO]);
    expect(topFirst(under, [CO, CO2])).toEqual([CO2, CO]);
    expect(unitsByHex(under).get(key('W4616'))).toEqual([CO2, CO]);
    expect(unitsOn(under, key('W4616'))).toEqual([CO2, CO]);
  });

  it('a unit that moves onto a friend goes underneath and takes the stack’s facing', () => {
    const s = roman({ [CO]: { at: 'W4616', facing: 0 }, [CO2]: { at: 'W4716', facing: 3 } }, [CO]);
    const m = moves(s).find((a) => a.unit === CO && a.path[a.path.length - 1] === key('W4716') && !a.with)!;
    expect(m).toBeTruthy();
    const x = apply(s, m);
    expect(stackOn(x.state, key('W4716'))).toEqual([CO2, CO]);
    expect(x.state.units[CO].facing).toBe(3);
    expect(x.state.units[CO].stackPos).toBeGreaterThan(x.state.units[CO2].stackPos ?? 0);
  });

  it('a unit that moves off alone onto an empty hex keeps no place of its own', () => {
    const s = roman({ [CO]: { at: 'W4616', stackPos: 2 }, [CO2]: { at: 'W4617' } }, [CO]);
    const m = moves(s).find((a) => a.unit === CO && a.path[a.path.length - 1] === key('W4515') && !a.with)!;
    const x = apply(s, m);
    expect('stackPos' in x.state.units[CO]).toBe(false);
  });
});

describe('AG 6.65 — only the top unit moves alone', () => {
  const s = roman({ [CO]: { at: 'W4616' }, [CO2]: { at: 'W4616', stackPos: 1 } }, [CO, CO2]);

  it('the unit underneath is offered no move of its own, and one asked for is refused under AG 6.65', () => {
    const ms = moves(s);
    expect(ms.some((a) => a.unit === CO && !a.with)).toBe(true);
    expect(ms.some((a) => a.unit === CO2)).toBe(false);
    const r = reach(s, CO2)!;
    const end = [...r.ends.values()][0];
    const x = alesiaGboh.apply(s, { t: 'move', unit: CO2, path: end.path, facing: end.facings[0].facing });
    expect(x.ok).toBe(false);
    if (!x.ok) expect(x.rejection.rule).toBe('AG 6.65');
  });

  it('once the top unit has gone, the one left is the top and moves', () => {
    const m = moves(s).find((a) => a.unit === CO && !a.with && a.path[a.path.length - 1] === key('W4515'))!;
    const x = apply(s, m);
    expect(moves(x.state).some((a) => a.unit === CO2 && !a.with)).toBe(true);
  });
});

describe('AG 6.65 — swapping the order costs 2 MP of an activated unit', () => {
  it('the activated unit underneath pays 2 MP to come on top, and then moves alone with what is left', () => {
    const s = roman({ [CO]: { at: 'W4616' }, [CO2]: { at: 'W4616', stackPos: 1 } }, [CO2]);
    expect(alesiaGboh.legalActions(s)).toContainEqual({ t: 'swap', unit: CO2 });
    const x = apply(s, { t: 'swap', unit: CO2 });
    expect(stackOn(x.state, key('W4616'))).toEqual([CO2, CO]);
    expect(x.state.units[CO2].spent).toBe(2);
    expect(movementAllowance(x.state, CO2)).toBe(movementAllowance(s, CO2) - 2);
    expect(reach(x.state, CO2)!.budget).toBe(reach(s, CO2)!.budget - 2);
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.65')).toBe(true);
    expect(moves(x.state).some((a) => a.unit === CO2 && !a.with)).toBe(true);
    expect(s.units[CO2].spent).toBeUndefined(); // copy-on-write
  });

  it('needs one of the pair activated, and 2 MP left', () => {
    const none = roman({ [CO]: { at: 'W4616' }, [CO2]: { at: 'W4616', stackPos: 1 } }, []);
    expect(alesiaGboh.legalActions(none).some((a) => a.t === 'swap')).toBe(false);
    const poor = roman({ [CO]: { at: 'W4616' }, [CO2]: { at: 'W4616', stackPos: 1, spent: 4 } }, [CO2]);
    expect(alesiaGboh.legalActions(poor).some((a) => a.t === 'swap')).toBe(false);
    const alone = roman({ [CO]: { at: 'W4616' } }, [CO]);
    expect(alesiaGboh.legalActions(alone).some((a) => a.t === 'swap')).toBe(false);
  });

  it('the MP spent are cleared with the phase’s marks', () => {
    const s = roman({ [CO]: { at: 'W4616' }, [CO2]: { at: 'W4616', stackPos: 1 } }, [CO2]);
    const x = apply(s, { t: 'swap', unit: CO2 });
    const end = alesiaGboh.legalActions(x.state).find((a) => a.t === 'endPhase' || a.t === 'toShock')!;
    const y = apply(x.state, end);
    expect(y.state.units[CO2].spent).toBeUndefined();
  });
});

describe('AG 6.65 (reading X81) — a stack moves as one decision', () => {
  it('both units go along the same path to the same hex, order and facing kept, both moved, in one action', () => {
    const s = roman({ [CO]: { at: 'W4616', facing: 0 }, [CO2]: { at: 'W4616', facing: 0, stackPos: 1 } }, [CO, CO2]);
    const stackMoves = moves(s).filter((a) => a.with);
    expect(stackMoves.length).toBeGreaterThan(0);
    expect(stackMoves.every((a) => a.unit === CO && a.with!.join() === CO2)).toBe(true);
    const m = stackMoves.find((a) => a.path[a.path.length - 1] === key('W4415'))!;
    expect(m).toBeTruthy();
    const x = apply(s, m);
    expect(stackOn(x.state, key('W4415'))).toEqual([CO, CO2]);
    expect(x.state.units[CO]).toMatchObject({ facing: m.facing, moved: true });
    expect(x.state.units[CO2]).toMatchObject({ facing: m.facing, moved: true });
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.65' && /as a stack/.test(l.text))).toBe(true);
    expect(stackOn(s, key('W4616'))).toEqual([CO, CO2]); // the input is untouched
  });

  it('the stack’s budget is its slowest unit’s MA: a cohort with a Scorpion in Move mode goes no further than the Scorpion', () => {
    const s = roman({ [CO]: { at: 'W4616', facing: 0 }, [SC]: { at: 'W4616', facing: 0, stackPos: 1, mode: 'move' } }, [CO, SC]);
    const both = reach(s, CO, { with: [SC] })!;
    const alone = reach(s, CO)!;
    expect(both.budget).toBe(Math.min(movementAllowance(s, CO), movementAllowance(s, SC)));
    expect(both.budget).toBeLessThan(alone.budget);
    for (const e of both.ends.values()) expect(Math.min(...e.facings.map((f) => f.cost))).toBeLessThanOrEqual(both.budget);
    expect(both.ends.size).toBeLessThan(alone.ends.size);
    // Every hex the stack reaches, each of its units reaches alone, for no less.
    const sc = reach(edit(s, (x) => { x.units[CO].loc = { at: 'pool' }; }), SC)!;
    for (const [h, e] of both.ends) {
      expect(alone.ends.has(h)).toBe(true);
      expect(sc.ends.has(h)).toBe(true);
      expect(e.cost).toBeGreaterThanOrEqual(Math.max(alone.ends.get(h)!.cost, sc.ends.get(h)!.cost));
    }
  });

  it('a Scorpion in Fire mode cannot go along (AG 8.52), so no stack move is offered; the top cohort still moves alone', () => {
    const s = roman({ [CO]: { at: 'W4616', facing: 0 }, [SC]: { at: 'W4616', facing: 0, stackPos: 1 } }, [CO, SC]);
    expect(moves(s).some((a) => a.with)).toBe(false);
    expect(moves(s).some((a) => a.unit === CO)).toBe(true);
  });

  it('no stack move when a unit of the stack is not of the Command', () => {
    const s = roman({ [CO]: { at: 'W4616' }, [CO2]: { at: 'W4616', stackPos: 1 } }, [CO]);
    expect(moves(s).some((a) => a.with)).toBe(false);
  });

  it('each unit of a stack entering a Death Garden takes its Hits (AG 6.45)', () => {
    const base = edit(fresh('12.3'), (x) => {
      x.step = 'command';
      x.ap.owner = 'gallic';
      x.command = { leader: 'vercingetorix', kind: 'alesia', tribes: [], units: ['bi-alesia-1', 'bi-alesia-2'], outOfRange: [] };
    });
    const s = position({ 'bi-alesia-1': { at: 'W2916' }, 'bi-alesia-2': { at: 'W2916', stackPos: 1 } }, base);
    const m = moves(s).find((a) => a.with && a.path[a.path.length - 1] === key('W2917'));
    expect(m).toBeTruthy();
    const x = apply(s, m!);
    expect(x.state.units['bi-alesia-1'].hits).toBe(s.units['bi-alesia-1'].hits + 3);
    expect(x.state.units['bi-alesia-2'].hits).toBe(s.units['bi-alesia-2'].hits + 3);
  });
});

describe('AG 6.65 (reading X81) — swaps in a stack of three, and what reaction fire aims at', () => {
  const alesia = (units: string[]) => edit(fresh('12.3'), (x) => {
    x.step = 'command';
    x.ap.owner = 'gallic';
    x.command = { leader: 'vercingetorix', kind: 'alesia', tribes: [], units, outOfRange: [] };
  });
  const [A, B, C] = ['bi-alesia-1', 'bi-alesia-2', 'bi-alesia-3'];

  it('a unit under the top changes places with the one above it; the top one with the one under it', () => {
    const s = position({ [A]: { at: 'W2916' }, [B]: { at: 'W2916', stackPos: 1 }, [C]: { at: 'W2916', stackPos: 2 } }, alesia([A, B, C]));
    expect(stackOn(apply(s, { t: 'swap', unit: C }).state, key('W2916'))).toEqual([A, C, B]);
    expect(stackOn(apply(s, { t: 'swap', unit: B }).state, key('W2916'))).toEqual([B, A, C]);
    expect(stackOn(apply(s, { t: 'swap', unit: A }).state, key('W2916'))).toEqual([B, A, C]);
  });

  it('reaction fire at a stack move aims at the units still on the mover’s hex, top first', () => {
    const s = position({ [A]: { at: 'W2916' }, [B]: { at: 'W2916', stackPos: 1 }, [C]: { at: 'W2917' } }, alesia([A, B]));
    expect(reactionTargets(s, { target: A, move: { unit: A, path: [], facing: 0, with: [B] } })).toEqual([A, B]);
    expect(reactionTargets(s, { target: A, group: [B, C] })).toEqual([A, B]);
    expect(reactionTargets(s, { target: A })).toEqual([A]);
  });
});
