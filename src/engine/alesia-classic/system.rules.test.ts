/**
 * The Alesia system's apply (system.ts): each refusal names its rule in a sentence a player reads,
 * the entry applied is the legal list's, and the log says what was done (AC 3.2, 4, 5.2, 5.3, 10.3,
 * 11.4, 17.3, 17.4, 20.3, 22.42, 24.2, 26).
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import type { AcAction } from './actions';
import { clearHex, labelOf } from './combat/testkit';
import { nbrs } from './map/map';
import { position } from './movement/testkit';
import { alesiaClassic } from './system';
import { unitOf, type AcState } from './state';
import { playLogged as play } from './testing';

const refuse = (s: AcState, a: unknown) => {
  const r = alesiaClassic.apply(s, a as never);
  if (r.ok) throw new Error('accepted');
  return { rule: r.rejection.rule, message: r.rejection.message };
};
const X = clearHex(0, 3);
type PlanAction = Extract<AcAction, { t: 'plan' }>;

describe('refusals name their rule', () => {
  it('a malformed action; anything once the game is over', () => {
    const s = deepFreeze(position({ 'r-vii-1': 'K50' }, 'roman-move'));
    expect(refuse(s, null)).toEqual({ rule: 'AC 4', message: 'Malformed action.' });
    expect(refuse(s, { t: 7 })).toEqual({ rule: 'AC 4', message: 'Malformed action.' });
    expect(refuse(deepFreeze({ ...s, phase: 'over', outcome: { winner: 'roman', reason: 'x' } as never }), { t: 'end' })).toMatchObject({ rule: 'AC 26', message: 'The game is over.' });
  });

  it('AC 5.2: a move of a unit not picked; AC 5.3: a move out of reach; AC 4: the wrong player', () => {
    const s = deepFreeze(position({ 'r-vii-1': labelOf(X) }, 'roman-move'));
    expect(refuse(s, { t: 'move', unit: 'r-vii-1', to: nbrs(X)[0] })).toEqual({ rule: 'AC 5.2', message: 'Pick that unit first: units move one at a time.' });
    const picked = play(s, { t: 'select', unit: 'r-vii-1' }).s;
    expect(refuse(picked, { t: 'move', unit: 'r-vii-1', to: '999,999' })).toEqual({ rule: 'AC 5.3', message: 'That unit cannot get there this turn.' });
    expect(refuse(s, { t: 'shift', unit: 'gr-1', to: 'II' })).toEqual({ rule: 'AC 4', message: 'The roman player cannot do that now (roman-move).' });
  });

  it('AC 3.2: a counter set up where it may not stand', () => {
    const r = alesiaClassic.setup({ scenario: 'standard', seed: 'x', options: {} });
    if (!r.ok) throw new Error(r.rejection.message);
    const picked = play(r.state, { t: 'pick', unit: 'r-vii-1' }).s;
    expect(refuse(picked, { t: 'place', unit: 'r-vii-1', hex: '999,999' })).toEqual({ rule: 'AC 3.2', message: 'Not there: no counter in or next to the town, no fort within 7 hexes of it, three units a hex.' });
    expect(refuse(picked, { t: 'place', unit: 'r-vii-2', hex: '999,999' })).toMatchObject({ rule: 'AC 5.2' });
  });

  it('AC 20.3: an archer that began the turn in a Gallic ZOC must withdraw first — no end, no other unit', () => {
    const s = deepFreeze(position({ 'r-vii-1': labelOf(X), 'r-arch-1': labelOf(X), 'gr-61': labelOf(nbrs(X)[0]) }, 'roman-move'));
    const held = play(s, { t: 'select', unit: 'r-arch-1' }).s;
    const name = 'r-arch-1';
    for (const [st, a] of [[s, { t: 'end' }], [held, { t: 'end' }], [held, { t: 'select', unit: 'r-vii-1' }]] as const) {
      const r = refuse(st, a);
      expect(r.rule).toBe('AC 20.3');
      expect(r.message).toMatch(/began the turn in a Gallic zone of control and must withdraw out of it first\.$/);
      expect(r.message.length).toBeGreaterThan(name.length);
    }
  });
});

describe('what apply does and says', () => {
  it('the entry applied is the legal list’s, and the count of actions goes up by one', () => {
    const s = deepFreeze(position({ 'r-vii-1': labelOf(X) }, 'roman-move'));
    const r = alesiaClassic.apply(s, { t: 'select', unit: 'r-vii-1' });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.action).toBe(alesiaClassic.legalActions(s).find((a) => a.t === 'select' && a.unit === 'r-vii-1'));
    expect(r.state.seq).toBe(s.seq + 1);
  });

  it('AC 11.4: a Gallic shift between boxes is logged for the Gaul only, and uses the unit’s off-board option', () => {
    const s = deepFreeze(position({ 'gr-1': 'obmc:IV' }, 'gallic-offboard'));
    const r = alesiaClassic.apply(s, { t: 'shift', unit: 'gr-1', to: 'V' });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(unitOf(r.state, 'gr-1').loc).toEqual({ at: 'obmc', zone: 'V' });
    expect(r.state.moves['gr-1']).toEqual({ left: 0, from: { at: 'obmc', zone: 'IV' }, done: true, offboard: true, path: [] });
    expect(r.log).toEqual([expect.objectContaining({ side: 'gallic', rule: 'AC 11.4', hiddenFrom: ['roman', 'caesar', 'labienus'], text: expect.stringMatching(/ moves off the board from zone IV to zone V\.$/) })]);
  });

  it('AC 22.42: a Roman scout’s shift is the Roman’s, logged openly', () => {
    const p = position({ 'r-cav-1': 'obmc:IV' }, 'roman-move');
    p.options = { ...p.options, recon: true };
    const r = alesiaClassic.apply(deepFreeze(p), { t: 'shift', unit: 'r-cav-1', to: 'III' });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.log).toEqual([expect.objectContaining({ side: 'roman', rule: 'AC 22.42' })]);
    expect(r.log[0]).not.toHaveProperty('hiddenFrom');
  });

  it('AC 24.2: a change of fire plan is read back to the Roman', () => {
    const p = position({ 'r-vii-1': labelOf(X) }, 'roman-move');
    const s = deepFreeze(p);
    const plan = alesiaClassic.legalActions(s).find((a): a is PlanAction => a.t === 'plan' && a.ranges === 'close' && a.minStrength === 6 && a.holdPrimary);
    if (plan) expect(play(s, plan).texts).toEqual([`Fire plan for the ${plan.who}: close ranges, only at units of 6 or more, primary volley kept for the end of movement.`]);
    const none = alesiaClassic.legalActions(s).find((a): a is PlanAction => a.t === 'plan' && a.ranges === 'none' && a.minStrength === 0 && !a.holdPrimary);
    if (none) expect(play(s, none).texts).toEqual([`Fire plan for the ${none.who}: hold fire.`]);
    expect(plan ?? none).toBeDefined();
  });

  it('AC 3.2: the historical deployment says how many counters it set up', () => {
    const r = alesiaClassic.setup({ scenario: 'standard', seed: 'x', options: {} });
    if (!r.ok) throw new Error(r.rejection.message);
    const d = play(r.state, { t: 'historical' });
    const n = d.s.units.filter((u) => u.loc.at === 'hex').length;
    expect(d.texts).toEqual([`The Roman sets up ${n} counters as in the historical deployment.`]);
  });

  it('AC 17.3, 17.4: ending a commander’s move hands over to the next, and says so', () => {
    const three = position({ 'gb-1': 'town', 'gr-1': 'obmc:I' }, 'gallic-move');
    three.options = { ...three.options, players: 3 };
    three.step = 'besieged';
    const g = play(deepFreeze(three), { t: 'end' });
    expect(g.s.step).toBe('relief');
    expect(g.texts).toEqual(["The relief army's commander moves."]);
    expect(g.rules).toEqual(['AC 17.3']);
    const four = position({ 'r-vii-1': labelOf(X) }, 'roman-move');
    four.options = { ...four.options, players: 4 };
    four.step = 'caesar';
    const r = play(deepFreeze(four), { t: 'end' });
    expect(r.s.step).toBe('labienus');
    expect(r.texts).toEqual(["Labienus's commander moves."]);
    expect(r.rules).toEqual(['AC 17.4']);
  });
});
