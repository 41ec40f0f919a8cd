/**
 * AC 10.1, 10.2, 10.4 — stacking limits at the end of the turn: three Roman units, two Gallic;
 * leaders and forts do not count; a stack still over its limit when the turn ends loses units until
 * it is within it, the owner choosing which.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { clearHex, labelOf } from './combat/testkit';
import { nbrs } from './map/map';
import { position } from './movement/testkit';
import { cullPending, overfull } from './overstack';
import { alesiaClassic, seatToAct } from './system';
import { unitOf, type AcState } from './state';
import { playLogged as play } from './testing';

const X = clearHex(0, 3);
const Y = nbrs(nbrs(X)[0]).find((k) => k !== X && !nbrs(X).includes(k))!;

/** The end of the Roman combat phase (every battle fought) with these counters placed. */
function turnEnd(where: Record<string, string>, players: 2 | 3 | 4 = 2): AcState {
  const s = position(where, 'roman-combat');
  s.options = { ...s.options, players };
  s.combat = { side: 'roman', battles: [], locked: true, fought: [], after: [] } as unknown as AcState['combat'];
  return deepFreeze(s);
}

const on = (hex: string, ...ids: string[]) => Object.fromEntries(ids.map((id) => [id, labelOf(hex)]));

describe('AC 10.1, AC 10.4 — what is over the limit', () => {
  it('three Romans a hex, two Gauls; leaders and forts are not counted', () => {
    expect(overfull(turnEnd({ ...on(X, 'r-vii-1', 'r-vii-2', 'r-vii-3', 'caesar', 'labienus', 'fort-1') }))).toEqual([]);
    expect(overfull(turnEnd({ ...on(X, 'gr-1', 'gr-2', 'vercingetorix') }))).toEqual([]);
    expect(overfull(turnEnd({ ...on(X, 'r-vii-1', 'r-vii-2', 'r-vii-3', 'r-arch-1') }))).toEqual([{ hex: X, side: 'roman', units: ['r-vii-1', 'r-vii-2', 'r-vii-3', 'r-arch-1'], over: 1 }]);
    expect(overfull(turnEnd({ ...on(X, 'gr-1', 'gr-2', 'gr-3') }))).toEqual([{ hex: X, side: 'gallic', units: ['gr-1', 'gr-2', 'gr-3'], over: 1 }]);
  });

  it('a hex holding only a leader or a fort is no stack at all', () => {
    expect(overfull(turnEnd({ ...on(X, 'caesar'), ...on(Y, 'fort-1') }))).toEqual([]);
  });
});

describe('AC 10.2 — the owner thins out a stack over the limit as the turn ends', () => {
  it('the Roman chooses, one unit at a time, until his stack is within the limit; the log counts down', () => {
    let s = turnEnd({ ...on(X, 'r-vii-1', 'r-vii-2', 'r-vii-3', 'r-vii-4', 'r-vii-5') });
    expect(cullPending(s)).toBe(true);
    expect(alesiaClassic.toAct(s)).toBe('roman');
    expect(alesiaClassic.legalActions(s)).toEqual(['r-vii-1', 'r-vii-2', 'r-vii-3', 'r-vii-4', 'r-vii-5'].map((unit) => ({ t: 'cull', unit })));
    const first = play(s, { t: 'cull', unit: 'r-vii-4' });
    expect(unitOf(first.s, 'r-vii-4').loc.at).toBe('gone');
    expect(first.rules).toContain('AC 10.2');
    expect(first.texts.join('\n')).toContain('(1 more to go)');
    s = first.s;
    expect(s.phase).toBe('roman-combat'); // one more to go
    const second = play(s, { t: 'cull', unit: 'r-vii-1' });
    expect(second.texts[0]).toMatch(/^The stack over the limit at the end of the turn: .+ eliminated\.$/);
    expect(second.s.phase).toBe('gallic-move');
    expect(['r-vii-2', 'r-vii-3', 'r-vii-5'].map((id) => unitOf(second.s, id).loc.at)).toEqual(['hex', 'hex', 'hex']);
  });

  it('the first overfull hex is settled first, by its owner; then the next', () => {
    const s = turnEnd({ ...on(X, 'gr-1', 'gr-2', 'gr-3'), ...on(Y, 'r-vii-1', 'r-vii-2', 'r-vii-3', 'r-vii-4') });
    const order = overfull(s).map((o) => o.side);
    expect(order).toHaveLength(2);
    expect(alesiaClassic.toAct(s)).toBe(order[0]);
    const firstUnits = overfull(s)[0].units;
    const after = play(s, { t: 'cull', unit: firstUnits[0] }).s;
    expect(alesiaClassic.toAct(after)).toBe(order[1]);
    expect(after.phase).toBe('roman-combat');
  });

  it('with four players the commander of the stack’s half chooses', () => {
    const s = turnEnd({ ...on(X, 'r-vii-1', 'r-vii-2', 'r-vii-3', 'r-vii-4') }, 4);
    expect(['caesar', 'labienus']).toContain(seatToAct(s));
  });

  it('only when the turn ends: not in the Gallic combat phase, not while a battle or a volley is still to come, not once the game is over', () => {
    const base = turnEnd({ ...on(X, 'gr-1', 'gr-2', 'gr-3') });
    expect(cullPending(base)).toBe(true);
    expect(cullPending({ ...base, phase: 'gallic-combat' })).toBe(false);
    expect(cullPending({ ...base, combat: { ...base.combat!, locked: false } })).toBe(false);
    expect(cullPending({ ...base, fire: { ...base.fire, window: { final: true } } })).toBe(false);
    expect(cullPending({ ...base, outcome: { winner: 'roman', reason: 'test' } as unknown as AcState['outcome'] })).toBe(false);
    expect(cullPending(turnEnd({ ...on(X, 'gr-1', 'gr-2') }))).toBe(false);
  });
});
