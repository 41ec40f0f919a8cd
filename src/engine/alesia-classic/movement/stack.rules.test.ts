/**
 * Stack moves (AC 5.2, 10.1, 10.3, 10.4, 20.3) and shifting several units between OBMC boxes
 * (AC 11.4), on hand-built positions.
 */
import { describe, expect, it } from 'vitest';
import type { AcAction } from '../actions';
import { deepFreeze } from '../../core/deepFreeze';
import { clearHex, labelOf } from '../combat/testkit';
import { nbrs } from '../map/map';
import { zocOf } from '../queries';
import { alesiaClassic } from '../system';
import type { AcState } from '../state';
import { playLogged as play } from '../testing';
import { destinations } from './moves';
import { moveOrder, shiftManyLegal, stackLegal } from './stack';
import { position } from './testkit';

const legal = (s: AcState) => alesiaClassic.legalActions(s);
const stackMoves = (s: AcState) => legal(s).filter((a): a is Extract<AcAction, { t: 'moveStack' }> => a.t === 'moveStack');
const X = clearHex(0, 3);
const L = labelOf(X);
const [N0, N1, , N3] = nbrs(X);
const select = (s: AcState, unit: string) => deepFreeze(play(s, { t: 'select', unit }).s);

describe('AC 5.2, 10.3 — who moves with the selected unit', () => {
  it('the units of a stack move the others first, then the leaders, each group in the order of battle', () => {
    expect(moveOrder(['caesar', 'r-vii-3', 'labienus', 'r-vii-1', 'r-vii-2'])).toEqual(['r-vii-1', 'r-vii-2', 'r-vii-3', 'caesar', 'labienus']);
    expect(moveOrder(['vercingetorix', 'gr-2', 'gc-1', 'gr-1'])).toEqual(['gr-1', 'gr-2', 'gc-1', 'vercingetorix']);
    expect(moveOrder(['r-vii-2', 'caesar', 'r-vii-1'])).toEqual(['r-vii-1', 'r-vii-2', 'caesar']);
  });

  it('a unit already part way through its move does not take along the stack it has joined', () => {
    let s = position({ 'r-vii-1': labelOf(N0), 'r-vii-2': L, 'r-vii-3': L }, 'roman-move');
    s = play(s, { t: 'select', unit: 'r-vii-1' }, { t: 'move', unit: 'r-vii-1', to: X }).s;
    expect(s.moving).toBe('r-vii-1');
    expect(legal(s).some((a) => a.t === 'move' && a.unit === 'r-vii-1')).toBe(true); // it may go on alone
    expect(stackMoves(deepFreeze(s))).toEqual([]);
    // Selecting one of the two that have not moved offers their stack (without the one that has).
    const t = select(s, 'r-vii-2');
    expect(stackMoves(t).length).toBeGreaterThan(0);
    for (const a of stackMoves(t)) expect(a.units).toEqual(['r-vii-2', 'r-vii-3']);
  });

  it('a lone unit has no stack move; the legal list holds only actions', () => {
    const s = select(position({ 'r-vii-1': L }, 'roman-move'), 'r-vii-1');
    expect(stackLegal(s)).toEqual([]);
    for (const a of legal(s)) expect(typeof a.t).toBe('string');
  });

  it('units in the town have no stack move: each comes out on its own (AC 9.3)', () => {
    const s = select(position({ 'gr-1': 'town', 'gr-2': 'town' }), 'gr-1');
    expect(destinations(s, 'gr-1').length).toBeGreaterThan(0);
    expect(stackLegal(s)).toEqual([]);
    expect(stackMoves(s)).toEqual([]);
  });
});

describe('AC 10 — where a stack may go together', () => {
  it('only hexes every unit reaches: a recruit (7 MF) holds back a cohort (8 MF) that comes before it', () => {
    const s = select(position({ 'r-vii-1': L, 'r-rec-1': L }, 'roman-move'), 'r-vii-1');
    const offers = stackMoves(s);
    expect(offers.length).toBeGreaterThan(0);
    const recruit = new Set(destinations(s, 'r-rec-1'));
    for (const a of offers) expect(recruit.has(a.to), labelOf(a.to)).toBe(true);
    expect(destinations(s, 'r-vii-1').length).toBeGreaterThan(offers.length);
    expect(offers[0].units).toEqual(['r-vii-1', 'r-rec-1']);
  });

  it('after a stack move, the unit left moving goes on with what it has left, not its whole MF (AC 5.4)', () => {
    const s = select(position({ 'r-vii-1': L, 'r-vii-2': L }, 'roman-move'), 'r-vii-1');
    const a = stackMoves(s).find((x) => x.to === N0)!;
    const t = deepFreeze(play(s, a).s);
    const last = a.units[a.units.length - 1];
    expect(t.moving).toBe(last);
    expect(t.moves[last].left).toBeLessThan(16);
    // The list of the handed-out state is the list of the same position rebuilt afresh (a replay's).
    const moves = (x: AcState) => legal(x).filter((m) => m.t === 'move');
    expect(moves(t).length).toBeGreaterThan(0);
    expect(moves(t)).toEqual(moves(structuredClone(t)));
  });

  it('a leader does not count against the limit: Caesar and two cohorts join a lone cohort (AC 10.4)', () => {
    const s = select(position({ caesar: L, 'r-vii-1': L, 'r-vii-2': L, 'r-vii-3': labelOf(N3), 'r-vii-4': labelOf(N1), 'r-vii-5': labelOf(N1) }, 'roman-move'), 'caesar');
    const to = stackMoves(s).map((a) => a.to);
    expect(to).toContain(N3); // 1 + 2 cohorts = 3
    expect(to).not.toContain(N1); // 2 + 2 cohorts = 4
  });

  it('a Gallic stack goes to the town or off the board unit by unit, never as a stack move (AC 9.4, 11.5)', () => {
    const wall = select(position({ 'gr-1': 'W31', 'gr-2': 'W31' }), 'gr-1');
    expect(destinations(wall, 'gr-1')).toContain('town');
    expect(stackMoves(wall).length).toBeGreaterThan(0);
    expect(stackMoves(wall).some((a) => a.to === 'town')).toBe(false);
    const edge = select(position({ 'gr-1': 'WW27', 'gr-2': 'WW27' }), 'gr-1');
    expect(destinations(edge, 'gr-1')).toContain('obmc:I');
    expect(stackMoves(edge).length).toBeGreaterThan(0);
    expect(stackMoves(edge).some((a) => String(a.to).startsWith('obmc:'))).toBe(false);
  });

  it('a stack with no archer bound to withdraw may end in a Gallic ZOC (AC 6.2)', () => {
    const far = nbrs(N0).find((k) => k !== X && !nbrs(X).includes(k))!;
    const s = select(position({ 'r-vii-1': L, 'r-vii-2': L, 'gr-1': labelOf(far) }, 'roman-move'), 'r-vii-1');
    const zoc = zocOf(s, 'gallic');
    expect(zoc.has(X)).toBe(false);
    expect(stackMoves(s).some((a) => zoc.has(a.to))).toBe(true);
  });

  it('an archer that began in a Gallic ZOC takes its stack only out of it (AC 20.3)', () => {
    const s = select(position({ 'r-arch-1': L, 'r-vii-1': L, 'gr-1': labelOf(N0) }, 'roman-move'), 'r-arch-1');
    const zoc = zocOf(s, 'gallic');
    expect(zoc.has(X)).toBe(true);
    expect(destinations(s, 'r-vii-1').some((d) => zoc.has(d))).toBe(true);
    const offers = stackMoves(s);
    expect(offers.length).toBeGreaterThan(0);
    for (const a of offers) expect(zoc.has(a.to), labelOf(a.to)).toBe(false);
  });
});

describe('AC 11.4 — several units shifting together', () => {
  it('only Gallic units in the boxes shift together; no box of two, no shift', () => {
    const s = deepFreeze({ ...position({ 'r-cav-1': 'obmc:I', 'r-cav-2': 'obmc:I', 'gr-1': 'obmc:I', 'gr-2': 'obmc:V' }, 'gallic-offboard'), options: { ...position({}).options, recon: true } });
    expect(shiftManyLegal(s)).toEqual([]);
    expect(legal(s).filter((a) => a.t === 'shiftMany')).toEqual([]);
  });

  it('a box of exactly two Gauls offers them together to each neighbouring box', () => {
    const s = deepFreeze(position({ 'gr-1': 'obmc:I', 'gr-2': 'obmc:I' }, 'gallic-offboard'));
    expect(shiftManyLegal(s)).toEqual([
      { t: 'shiftMany', units: ['gr-1', 'gr-2'], to: 'X' },
      { t: 'shiftMany', units: ['gr-1', 'gr-2'], to: 'II' },
    ]);
  });

  it('refuses a repeated unit among others and a list that is not a list', () => {
    const s = deepFreeze(position({ 'gr-1': 'obmc:I', 'gr-2': 'obmc:I', 'gr-3': 'obmc:I' }, 'gallic-offboard'));
    expect(alesiaClassic.apply(s, { t: 'shiftMany', units: ['gr-1', 'gr-1', 'gr-2'], to: 'II' }).ok).toBe(false);
    expect(alesiaClassic.apply(s, { t: 'shiftMany', units: 'gr', to: 'II' } as unknown as AcAction).ok).toBe(false);
    expect(alesiaClassic.apply(s, { t: 'shiftMany', units: ['gr-1', 'gr-2'], to: 'II' }).ok).toBe(true);
  });
});
