/** AC 18 — Gallic attack coordination over the turns of a period, and what each side sees of it. */
import { describe, expect, it } from 'vitest';
import { clearHex, labelOf, rngFor } from './combat/testkit';
import { AcCtx } from './ctx';
import { nbrs } from './map/map';
import { besiegedReleased } from './movement/moves';
import { position } from './movement/testkit';
import { alesiaClassic } from './system';
import { type AcState } from './state';
import { endGame } from './victory';
import { startSecondPeriod } from './flow';
import { ix, playLogged as play } from './testing';

const X = clearHex(0, 3);
const [N0, , , N3] = nbrs(X);
const relief = (from: number, n: number) => Array.from({ length: n }, (_, i) => `gr-${from + i}`);

/** Gallic off-board movement ends on `turn` with `landed` relief units on the Outer Works; `adjacent`: a Gaul next to the Roman (a battle must be fought). */
function offboardEnd(turn: number, landed: string[], adjacent: boolean, delay: 1 | 2 | 3 | null = null): AcState {
  const s = position({ caesar: 'D32', 'r-vii-1': labelOf(X), 'gr-99': labelOf(adjacent ? N0 : N3) }, 'gallic-offboard');
  if (!adjacent) s.units[ix('gr-99')] = { loc: { at: 'obmc', zone: 'V' } };
  s.turn = turn;
  s.owLanded = landed;
  s.coordination = { releaseTurn: null, delay };
  return s;
}

/** Fight the one declared-by-obligation battle with a 3 (5 v 5: a Melee, nobody moves). */
const fightMelee = (s: AcState, attackHex: string, unit: string): AcState => {
  const r = play(s, { t: 'attack', hex: attackHex }, { t: 'join', unit, battle: 0 }, { t: 'fight' }).s;
  return play({ ...r, rng: rngFor(3) }, { t: 'resolve', battle: 0 }).s;
};

describe('AC 18.1 — the landings and the battle may come in different turns, and the battle may be the Roman’s', () => {
  it('ten land in turn 2 with no Gallic attack; the Roman attacks in turn 2: the garrison is free in turn 3', () => {
    let s = play(offboardEnd(2, relief(1, 10), false), { t: 'end' }).s;
    expect([s.phase, s.coordination.releaseTurn, s.coordination.landed]).toEqual(['roman-move', null, 2]);
    // A Gaul comes next to the Roman: he must attack it in his combat phase.
    s = structuredClone(s);
    s.units[ix('gr-99')] = { loc: { at: 'hex', hex: N0 } };
    s = play(s, { t: 'end' }).s;
    expect(s.phase).toBe('roman-combat');
    s = play(s, { t: 'attack', hex: N0 }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'fight' }).s;
    const r = alesiaClassic.apply({ ...s, rng: rngFor(3) }, { t: 'resolve', battle: 0 });
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
    expect([s.turn, s.coordination.fought, s.coordination.releaseTurn]).toEqual([3, 2, 3]);
    // The Gaul is told; the Roman's log does not carry it.
    const told = r.log.find((e) => e.kind === 'text' && e.rule === 'AC 18.1');
    expect(told).toMatchObject({ text: expect.stringMatching(/free to leave Alesia in turn 3/), hiddenFrom: expect.arrayContaining(['roman', 'caesar', 'labienus']) });
    expect(besiegedReleased(s)).toBe(true);
  });

  it('a battle in turn 1, the ten landings in turn 3 without a battle: free in turn 4', () => {
    let s = play(offboardEnd(1, relief(1, 3), true), { t: 'end' }).s;
    s = fightMelee(s, X, 'gr-99');
    expect([s.coordination.fought, s.coordination.releaseTurn]).toEqual([1, null]);
    s = structuredClone(s);
    s.units[ix('gr-99')] = { loc: { at: 'gone', why: 'eliminated' } };
    s.turn = 3;
    s.phase = 'gallic-offboard';
    s.combat = null;
    s.owLanded = relief(11, 10);
    s = play(s, { t: 'end' }).s;
    expect([s.coordination.landed, s.coordination.releaseTurn]).toEqual([3, 4]);
  });

  it('AC 18.2: the counter runs from the landing — ten land in turn 2 with a 3 drawn, the first battle in turn 4: free in turn 6', () => {
    let s = play(offboardEnd(2, relief(1, 10), false, 3), { t: 'end' }).s;
    expect(s.coordination.landed).toBe(2);
    s = structuredClone(s);
    s.turn = 4;
    s.phase = 'gallic-offboard';
    s.owLanded = [];
    s.units[ix('gr-99')] = { loc: { at: 'hex', hex: N0 } };
    s = fightMelee(play(s, { t: 'end' }).s, X, 'gr-99');
    expect([s.coordination.fought, s.coordination.releaseTurn]).toEqual([4, 6]);
  });

  it('FAQ.1 still holds: seven in one turn and three in the next do not count', () => {
    let s = play(offboardEnd(1, relief(1, 7), true), { t: 'end' }).s;
    s = fightMelee(s, X, 'gr-99');
    expect(s.coordination.landed).toBeUndefined();
  });
});

describe('AC 18 — who sees the coordination', () => {
  it('the Gaul sees his counter and his progress in his own view; the Roman sees neither', () => {
    const s = play(offboardEnd(2, relief(1, 10), false, 2), { t: 'end' }).s;
    const g = alesiaClassic.view(s, 'gallic');
    expect(g.coordinationReport).toEqual({ delay: 2, landedThisTurn: 10, needed: 10, landedTurn: 2, foughtTurn: null, releaseTurn: null, released: false });
    const r = alesiaClassic.view(s, 'roman');
    expect(r.coordinationReport).toBeUndefined();
    expect(r.coordination).toEqual({ releaseTurn: null, delay: null });
    expect(r.owLanded).toEqual([]);
    expect(JSON.stringify(r)).not.toMatch(/coordinationReport|"landed"|"fought"/);
  });

  it('AC 18.2: when the game ends the counter is named in the log and shown in the Roman view', () => {
    const s = offboardEnd(2, [], false, 3);
    const ctx = new AcCtx(structuredClone(s));
    endGame(ctx, 'roman', 'test');
    expect(ctx.log.map((e) => (e.kind === 'text' ? e.text : '')).join('\n')).toMatch(/secret coordination counter was 3/);
    expect(alesiaClassic.view(ctx.s, 'roman').coordination.delay).toBe(3);
  });
});

describe('AC 18 — a new Assault Period', () => {
  it('the landings and the battle must be made again; a lone Gaul draws a new counter and both are named at the end', () => {
    const s = offboardEnd(8, [], false, 2);
    s.coordination = { releaseTurn: 4, delay: 2, landed: 1, fought: 2 };
    const ctx = new AcCtx(structuredClone(s));
    startSecondPeriod(ctx);
    const c = ctx.s.coordination;
    expect([c.releaseTurn, c.landed, c.fought, c.firstDay]).toEqual([null, undefined, undefined, 2]);
    expect([1, 2, 3]).toContain(c.delay);
    expect(besiegedReleased(ctx.s)).toBe(false);
    endGame(ctx, 'roman', 'test');
    expect(ctx.log.map((e) => (e.kind === 'text' ? e.text : '')).join('\n')).toContain(`secret coordination counter was 2 on the first day and ${c.delay} on the second`);
  });
});
