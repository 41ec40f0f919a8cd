/**
 * How Assault Periods and games end (AG 3.0, 10.7, 11.0, 12.1–12.3, reading X1): the verdicts and
 * reasons `outcome()` gives, and a bound on random games of 12.1.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { AgAction } from '../actions';
import { agUnit } from '../data';
import { alesiaGboh } from '../system';
import { deployed, edit, randomPlayout } from '../testing';
import type { AgState } from '../state';
import { openSpot } from '../shock/kit';
import { STALL_PASSES } from './stall';

function step(s: AgState, a: AgAction): AgState {
  const r = alesiaGboh.apply(deepFreeze(s), a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.rule} ${r.rejection.message}`);
  return r.state;
}

/** The Gaul to choose his phase, a tribe committed, in AP `n` of `scenario`. */
function gallicChoice(scenario: '12.1' | '12.2' | '12.3', n: number, f?: (x: AgState) => void): AgState {
  return deepFreeze(edit(deployed(scenario, `end-${scenario}`), (x) => {
    x.step = 'choose';
    x.ap.owner = 'gallic';
    x.ap.n = n;
    x.ap.phases = 5;
    x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 0 };
    f?.(x);
  }));
}

describe('AG 11.0, 12.1–12.3 — the end of the scenario', () => {
  it('AG 12.1: one Assault Period — when it ends without a Gallic win, Rome wins and outcome() says why', () => {
    const s = step(gallicChoice('12.1', 1), { t: 'callOff' });
    expect(alesiaGboh.outcome(s)).toEqual({ winner: 'roman', reason: expect.stringMatching(/single Assault Period/) });
    expect(s.step).toBe('over');
    expect(alesiaGboh.legalActions(s)).toEqual([]);
  });

  for (const sc of ['12.2', '12.3'] as const) {
    it(`AG ${sc}: three Assault Periods — the first two end into the next (the second by night), the third ends the game`, () => {
      const after1 = step(gallicChoice(sc, 1), { t: 'callOff' });
      expect(alesiaGboh.outcome(after1)).toBeNull();
      expect(after1.step).toBe('roman-redeploy');
      expect(after1.ap).toMatchObject({ n: 2, night: true });
      const after3 = step(gallicChoice(sc, 3), { t: 'callOff' });
      expect(alesiaGboh.outcome(after3)).toEqual({ winner: 'roman', reason: expect.stringMatching(/3 Assault Periods, the second by night/) });
    });
  }

  it('AG 11.0: four legions with a majority of their cohorts routed or eliminated at the end of an AP — the Gaul wins', () => {
    const s = gallicChoice('12.2', 1, (x) => {
      for (const legion of x.legions.slice(0, 4)) {
        const cos = Object.keys(x.units).filter((id) => agUnit(id).legion === legion && agUnit(id).type === 'CO');
        for (const id of cos.slice(0, 6)) x.units[id] = { ...x.units[id], loc: { at: 'gone' } };
      }
    });
    const after = step(s, { t: 'callOff' });
    expect(alesiaGboh.outcome(after)?.winner).toBe('gallic');
    expect(alesiaGboh.outcome(after)?.reason).toMatch(/majority of their cohorts/);
  });

  it('AG 11.0: three broken legions are not enough', () => {
    const s = gallicChoice('12.1', 1, (x) => {
      for (const legion of x.legions.slice(0, 3)) {
        const cos = Object.keys(x.units).filter((id) => agUnit(id).legion === legion && agUnit(id).type === 'CO');
        for (const id of cos.slice(0, 6)) x.units[id] = { ...x.units[id], loc: { at: 'gone' } };
      }
    });
    expect(alesiaGboh.outcome(step(s, { t: 'callOff' }))?.winner).toBe('roman');
  });

  it('AG 11.0: Vercingetorix and three Alesia units outside the circumvallations win at once, whatever the action', () => {
    const outside = openSpot(deployed('12.2', 'end-12.2'));
    const put = (n: number) => gallicChoice('12.2', 1, (x) => {
      x.alesiaEntered = true;
      x.leaders.vercingetorix = { loc: { at: 'hex', hex: outside } };
      const ids = Object.keys(x.units).filter((id) => agUnit(id).force === 'alesia').slice(0, n);
      for (const id of ids) x.units[id] = { ...x.units[id], loc: { at: 'hex', hex: outside } };
    });
    const a = alesiaGboh.legalActions(put(3)).find((x) => x.t === 'combatOrder')!;
    const won = step(put(3), a);
    expect(alesiaGboh.outcome(won)).toEqual({ winner: 'gallic', reason: expect.stringMatching(/broken out/) });
    expect(alesiaGboh.outcome(step(put(2), a))).toBeNull();
  });

  it('reading Q10: with Vercingetorix dead, Critognatus stands in for the breakout (12.2); in 12.1, without him, it cannot be won', () => {
    const outside = openSpot(deployed('12.2', 'end-12.2'));
    const put = (sc: '12.1' | '12.2') => gallicChoice(sc, 1, (x) => {
      x.alesiaEntered = true;
      x.leaders.vercingetorix = { loc: { at: 'gone' } };
      if (x.leaders.critognatus) x.leaders.critognatus = { loc: { at: 'hex', hex: outside } };
      for (const id of Object.keys(x.units).filter((u) => agUnit(u).force === 'alesia').slice(0, 3)) x.units[id] = { ...x.units[id], loc: { at: 'hex', hex: outside } };
    });
    const s2 = put('12.2');
    expect(alesiaGboh.outcome(step(s2, alesiaGboh.legalActions(s2).find((x) => x.t === 'combatOrder')!))?.winner).toBe('gallic');
    const s1 = put('12.1');
    expect(alesiaGboh.outcome(step(s1, alesiaGboh.legalActions(s1).find((x) => x.t === 'combatOrder')!))).toBeNull();
  });
});

describe('reading X1 — a stalled Assault Period ends', () => {
  it(`${STALL_PASSES} phases in a row with nothing done (three by each side) end the AP`, () => {
    const s = deepFreeze(edit(deployed('12.2', 'stall'), (x) => {
      x.step = 'choose';
      x.ap.owner = 'roman';
      x.ap.phases = 8;
      x.ap.idle = STALL_PASSES - 1;
      x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 0 };
    }));
    const r = alesiaGboh.apply(step(s, { t: 'ocMove' }), { t: 'endPhase' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.step).toBe('roman-redeploy');
    expect(r.state.ap.n).toBe(2);
    expect(r.log.some((e) => e.kind === 'text' && /stalled/.test(e.text) && e.rule === 'AG 3.0')).toBe(true);
    // One pass short, the AP goes on.
    const s2 = deepFreeze(edit(s, (x) => { x.ap.idle = STALL_PASSES - 2; }));
    expect(step(step(s2, { t: 'ocMove' }), { t: 'endPhase' }).ap.n).toBe(1);
  });
});

describe('every random game of 12.1 ends (AG 12.1, 3.0, reading X1)', () => {
  it('seeded random games reach a verdict within the bound, with a reason', () => {
    for (const seed of ['p1', 'p2']) {
      const r = randomPlayout(deployed('12.1', seed), seed, 3000);
      expect(r.state.outcome, seed).not.toBeNull();
      expect(r.state.outcome!.reason.length).toBeGreaterThan(20);
    }
  });
});

describe('AG 10.73 — withdrawn from the works', () => {
  it('a Gallic unit set aside from a Rampart or from between the lines counts as routed (eliminated if reduced); one outside just leaves', async () => {
    const { withdrawTribe } = await import('./phase');
    const { AgCtx } = await import('../ctx');
    const { withinWalls } = await import('../shock/boardGround');
    const { moveBoard } = await import('../movement/board');
    const s0 = deployed('12.2', 'w73');
    const mb = moveBoard('12.2');
    const inside = mb.keys.find((k) => withinWalls(s0, k) && !mb.board.hexes.get(k)!.rampart)!;
    const outside = openSpot(s0);
    const ctx = new AgCtx(edit(s0, (x) => {
      x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 3 };
      x.units['bi-arverni-1'] = { ...x.units['bi-arverni-1'], loc: { at: 'hex', hex: inside } };
      x.units['bi-arverni-2'] = { ...x.units['bi-arverni-2'], loc: { at: 'hex', hex: inside }, reduced: true };
      x.units['bi-arverni-3'] = { ...x.units['bi-arverni-3'], loc: { at: 'hex', hex: outside } };
    }));
    withdrawTribe(ctx, 'arverni', '');
    expect(ctx.s.units['bi-arverni-1']).toMatchObject({ loc: { at: 'withdrawn' }, routed: true });
    expect(ctx.s.units['bi-arverni-2'].loc).toEqual({ at: 'gone' });
    expect(ctx.s.units['bi-arverni-3'].loc).toEqual({ at: 'withdrawn' });
    expect(ctx.s.units['bi-arverni-3'].routed).toBeUndefined();
    expect(ctx.s.ap.tallies.arverni).toEqual({ routed: 1, eliminated: 1 });
  });
});
