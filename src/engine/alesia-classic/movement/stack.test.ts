/** Moving a stack together (AC 5.2, 10.3) and shifting several units between OBMC boxes at once (AC 11.4). */
import { describe, expect, it } from 'vitest';
import { hexKey, parseHexKey } from '../../hex/coords';
import { line } from '../../hex/line';
import { ring } from '../../hex/shapes';
import type { AcAction } from '../actions';
import { clearHex, labelOf } from '../combat/testkit';
import { startFireTurn } from '../fire/fire';
import { nbrs } from '../map/map';
import { alesiaClassic } from '../system';
import { unitOf, type AcState } from '../state';
import { playLogged as play } from '../testing';
import { position } from './testkit';
import { destinations } from './moves';

const legal = (s: AcState) => alesiaClassic.legalActions(s);
const X = clearHex(0, 3);
const [N0, , , N3] = nbrs(X);
const stackMoves = (s: AcState) => legal(s).filter((a): a is Extract<AcAction, { t: 'moveStack' }> => a.t === 'moveStack');

describe('AC 5.2, 10.3 — moving a stack together', () => {
  it('the selected unit\'s stack goes to a hex all of them reach, each paying its own cost; the leader goes last', () => {
    let s = position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), caesar: labelOf(X) }, 'roman-move');
    expect(stackMoves(s)).toEqual([]); // nothing selected yet
    s = play(s, { t: 'select', unit: 'caesar' }).s;
    const offers = stackMoves(s);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers[0].units).toEqual(['r-vii-1', 'r-vii-2', 'caesar']);
    // Only hexes every unit reaches: a cohort (8 MF) gets less far than Caesar (12 MF).
    const cohort = new Set(destinations(s, 'r-vii-1'));
    for (const a of offers) expect(cohort.has(a.to), labelOf(a.to)).toBe(true);
    expect(destinations(s, 'caesar').length).toBeGreaterThan(offers.length);
    const far = offers.find((a) => !nbrs(X).includes(a.to))!;
    const r = play(s, far);
    for (const u of ['r-vii-1', 'r-vii-2', 'caesar']) expect(unitOf(r.s, u).loc, u).toEqual({ at: 'hex', hex: far.to });
    expect(r.s.moves['r-vii-1'].left).toBeLessThan(16);
    expect(r.s.moves.caesar.left).toBe(r.s.moves['r-vii-1'].left + 8); // each paid its own way: 12 MF against 8
    expect(r.texts.filter((t) => t.includes('moves to')).map((t) => t.split(' moves')[0])).toEqual([
      'First cohort of Legio VII', 'Second cohort of Legio VII', 'Caesar',
    ]);
    expect(r.rules).toContain('AC 10.3');
  });

  it('a hex that cannot take the whole stack is not offered (AC 10.1)', () => {
    const s = play(position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'r-vii-3': labelOf(N3), 'r-vii-4': labelOf(N3) }, 'roman-move'), { t: 'select', unit: 'r-vii-1' }).s;
    expect(legal(s)).toContainEqual({ t: 'move', unit: 'r-vii-1', to: N3 });
    expect(stackMoves(s).some((a) => a.to === N3)).toBe(false);
    expect(stackMoves(s).some((a) => a.to === N0)).toBe(true);
  });

  it('a unit that has already moved is not part of the stack; single moves still work', () => {
    let s = position({ 'gr-1': labelOf(X), 'gr-2': labelOf(N0) });
    s = play(s, { t: 'select', unit: 'gr-2' }, { t: 'move', unit: 'gr-2', to: X }).s;
    expect(stackMoves(s)).toEqual([]);
    s = play(s, { t: 'select', unit: 'gr-1' }).s;
    expect(stackMoves(s)).toEqual([]);
    s = play(s, { t: 'move', unit: 'gr-1', to: N3 }).s;
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'hex', hex: N3 });
  });

  it('a Gallic stack walking into a fort\'s field of fire is fired at unit by unit; with "ask me" the move waits for the Roman and goes on', () => {
    const F = clearHex(0, 3);
    const walk = line(ring(parseHexKey(F), 4)[0], parseHexKey(F)).map(hexKey);
    let s = position({ 'fort-1': labelOf(F), 'r-vii-1': labelOf(F), 'gr-1': labelOf(walk[0]), 'gr-2': labelOf(walk[0]) });
    s.options = { ...s.options, fire: 'ask' };
    startFireTurn(s);
    s = play(s, { t: 'select', unit: 'gr-1' }).s;
    const to = walk[2]; // two hexes from the fort
    s = play(s, { t: 'moveStack', units: ['gr-1', 'gr-2'], to }).s;
    let windows = 0;
    while (legal(s).some((a) => a.t === 'holdFire')) {
      windows++;
      s = play(s, { t: 'holdFire' }).s;
    }
    expect(windows).toBe(4); // tertiary then secondary, for each unit in turn
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'hex', hex: to });
    expect(unitOf(s, 'gr-2').loc).toEqual({ at: 'hex', hex: to });
    expect(s.fire.pending).toBeNull();
  });
});

describe('AC 11.4 — shifting several units between boxes in one decision', () => {
  const box = () => position({ 'gr-1': 'obmc:I', 'gr-2': 'obmc:I', 'gr-3': 'obmc:I', 'gr-4': 'obmc:V' }, 'gallic-offboard');

  it('the legal list offers each box of two or more to each neighbour; any two or more of them go', () => {
    const s = box();
    const many = legal(s).filter((a) => a.t === 'shiftMany');
    expect(many).toHaveLength(2); // gr-4 is alone in its box: it shifts on its own
    expect(many).toContainEqual({ t: 'shiftMany', units: ['gr-1', 'gr-2', 'gr-3'], to: 'X' });
    expect(many).toContainEqual({ t: 'shiftMany', units: ['gr-1', 'gr-2', 'gr-3'], to: 'II' });
    const r = alesiaClassic.apply(s, { t: 'shiftMany', units: ['gr-3', 'gr-1'], to: 'II' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.action).toEqual({ t: 'shiftMany', units: ['gr-1', 'gr-3'], to: 'II' });
    expect(unitOf(r.state, 'gr-1').loc).toEqual({ at: 'obmc', zone: 'II' });
    expect(unitOf(r.state, 'gr-3').loc).toEqual({ at: 'obmc', zone: 'II' });
    expect(unitOf(r.state, 'gr-2').loc).toEqual({ at: 'obmc', zone: 'I' });
    // Each is logged, hidden from the Roman; none may shift again this turn.
    expect(r.log.filter((e) => e.kind === 'text' && e.hiddenFrom?.includes('roman')).length).toBe(2);
    expect(legal(r.state).some((a) => (a.t === 'shift' && a.unit === 'gr-1') || (a.t === 'shiftMany' && a.units.includes('gr-1')))).toBe(false);
  });

  it('refuses a unit from another box, a repeated unit, a single unit or a box that is not a neighbour', () => {
    const s = box();
    for (const a of [
      { t: 'shiftMany', units: ['gr-1', 'gr-4'], to: 'II' },
      { t: 'shiftMany', units: ['gr-1', 'gr-1'], to: 'II' },
      { t: 'shiftMany', units: ['gr-1'], to: 'II' },
      { t: 'shiftMany', units: ['gr-1', 'gr-2'], to: 'III' },
    ] as AcAction[]) expect(alesiaClassic.apply(s, a).ok, JSON.stringify(a)).toBe(false);
  });
});
