/**
 * AC 18.1, AC 18.2 — the coordination reckoning as each combat phase ends: the turn of the ten-unit
 * landing, the turn of the first battle, and from them (and the secret counter) the first turn the
 * besieged may leave; what the Gaul is told, and the counter named when the game ends.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { AcCtx } from './ctx';
import { checkCoordination, coordinationReport, LANDINGS_NEEDED, revealCoordination } from './coordination';
import { position } from './movement/testkit';
import type { AcState } from './state';

const relief = (n: number) => Array.from({ length: n }, (_, i) => `gr-${i + 1}`);

function phaseEnd(c: AcState['coordination'], turn: number, landed: number, battles: number, extra?: Partial<AcState>) {
  const s = position({}, 'gallic-combat');
  Object.assign(s, { coordination: c, turn, owLanded: relief(landed), battlesThisTurn: battles, ...extra });
  const ctx = new AcCtx(structuredClone(deepFreeze(s)));
  checkCoordination(ctx);
  return { c: ctx.s.coordination, log: ctx.log };
}

describe('AC 18.1 — what counts', () => {
  it('ten relief units on the Outer Works in the turn: nine are not enough', () => {
    expect(LANDINGS_NEEDED).toBe(10);
    expect(phaseEnd({ releaseTurn: null, delay: null }, 2, 9, 0).c.landed).toBeUndefined();
    expect(phaseEnd({ releaseTurn: null, delay: null }, 2, 10, 0).c.landed).toBe(2);
  });

  it('the first turn of each counts and is kept: a later landing or battle does not move it', () => {
    const later = phaseEnd({ releaseTurn: null, delay: null, landed: 1 }, 4, 12, 0).c;
    expect(later).toEqual({ releaseTurn: null, delay: null, landed: 1 });
    const battle = phaseEnd({ releaseTurn: null, delay: null, fought: 1 }, 4, 0, 2).c;
    expect(battle).toEqual({ releaseTurn: null, delay: null, fought: 1 });
    expect(phaseEnd({ releaseTurn: null, delay: null }, 3, 0, 1).c.fought).toBe(3);
    expect(phaseEnd({ releaseTurn: null, delay: null }, 3, 0, 0).c.fought).toBeUndefined();
  });

  it('both in: free the turn after the later of the two, and the Gaul alone is told', () => {
    const { c, log } = phaseEnd({ releaseTurn: null, delay: null, fought: 1 }, 3, 10, 0);
    expect(c.releaseTurn).toBe(4);
    expect(log).toEqual([expect.objectContaining({
      kind: 'text', side: 'gallic', rule: 'AC 18.1', hiddenFrom: ['roman', 'caesar', 'labienus'],
      text: 'Ten relief units have reached the Outer Works and battle has been joined: the besieged force will be free to leave Alesia in turn 4.',
    })]);
    expect(phaseEnd({ releaseTurn: null, delay: null, landed: 1 }, 5, 0, 1).c.releaseTurn).toBe(6);
  });

  it('once the release turn is known nothing more is reckoned', () => {
    const { c, log } = phaseEnd({ releaseTurn: 3, delay: null, landed: 2, fought: 2 }, 5, 10, 1);
    expect(c).toEqual({ releaseTurn: 3, delay: null, landed: 2, fought: 2 });
    expect(log).toEqual([]);
  });
});

describe('AC 18.2 — the secret counter of a lone Gallic player', () => {
  it('runs from the landing turn: ten land in turn 2, a 3 drawn, a battle in turn 2 — free in turn 6; the Gaul is told the counter’s part', () => {
    const { c, log } = phaseEnd({ releaseTurn: null, delay: 3, fought: 2 }, 2, 10, 0);
    expect(c.releaseTurn).toBe(6);
    expect(log[0]).toMatchObject({ text: 'Ten relief units have reached the Outer Works and battle has been joined: the besieged force will be free to leave Alesia in turn 6 (the drawn counter adds 3).' });
  });

  it('a battle later than the counter’s delay decides: landing in turn 1, a 1 drawn, the battle in turn 5 — free in turn 6', () => {
    expect(phaseEnd({ releaseTurn: null, delay: 1, landed: 1 }, 5, 0, 1).c.releaseTurn).toBe(6);
  });

  it('the Gaul’s report: free from the release turn on, not before', () => {
    const at = (turn: number, releaseTurn: number | null) => coordinationReport({ ...position({}, 'gallic-move'), turn, coordination: { releaseTurn, delay: 2, landed: 1, fought: 2 }, owLanded: relief(3) });
    expect(at(3, 3)).toEqual({ delay: 2, landedThisTurn: 3, needed: 10, landedTurn: 1, foughtTurn: 2, releaseTurn: 3, released: true });
    expect(at(2, 3).released).toBe(false);
    expect(at(9, null).released).toBe(false);
    expect(coordinationReport({ ...position({}, 'gallic-move'), coordination: { releaseTurn: null, delay: null } })).toMatchObject({ landedTurn: null, foughtTurn: null });
  });

  it('named to all at the end: the day’s counter, both days’ in the second period, nothing when none was drawn', () => {
    const said = (c: AcState['coordination'], period: 1 | 2) => {
      const ctx = new AcCtx(structuredClone({ ...position({}, 'over'), period, coordination: c }));
      revealCoordination(ctx);
      return ctx.log.map((e) => (e.kind === 'text' ? [e.side, e.rule, e.text] : []));
    };
    expect(said({ releaseTurn: null, delay: 2 }, 1)).toEqual([[null, 'AC 18.2', 'The Gaul\'s secret coordination counter was 2.']]);
    expect(said({ releaseTurn: null, delay: 3, firstDay: 1 }, 2)).toEqual([[null, 'AC 18.2', 'The Gaul\'s secret coordination counter was 1 on the first day and 3 on the second.']]);
    expect(said({ releaseTurn: null, delay: null }, 2)).toEqual([]);
    expect(said({ releaseTurn: null, delay: 3 }, 2)).toEqual([[null, 'AC 18.2', 'The Gaul\'s secret coordination counter was 3.']]);
    expect(said({ releaseTurn: null, delay: null, firstDay: 2 }, 2)).toEqual([[null, 'AC 18.2', 'The Gaul\'s secret coordination counter was 2.']]);
  });
});
