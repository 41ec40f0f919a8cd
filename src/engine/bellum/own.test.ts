import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { closeWorkingCopy, own, ownCombat, ownLeader, ownLoss, ownSelection, ownSiege, ownUnit, ownUnits, STATE_KEYS, workingCopy } from './own';
import { bellum } from './system';
import { viewFor } from './view';
import type { BellumState } from './state';

function start(): BellumState {
  const r = bellum.setup({ scenario: 'aquitania', seed: 'own', options: { solo: false } });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

describe('copy on write inside apply (own.ts)', () => {
  it('a working copy shares every part with its input until a part is taken to be written', () => {
    const s = deepFreeze(start());
    const w = workingCopy(s);
    expect(w).not.toBe(s);
    expect(w.units).toBe(s.units);
    expect(w.control).toBe(s.control);
    expect(w.moved).toBe(s.moved);
    const unit = Object.keys(s.units)[0];
    const u = ownUnit(w, unit);
    u.reduced = !u.reduced;
    expect(w.units).not.toBe(s.units);
    expect(w.units[unit]).not.toBe(s.units[unit]);
    expect(s.units[unit].reduced).toBe(!u.reduced);
    // the other units are still the input's own objects, and a second request hands back the same copy
    const other = Object.keys(s.units)[1];
    expect(w.units[other]).toBe(s.units[other]);
    expect(ownUnit(w, unit)).toBe(u);
    expect(ownUnits(w)).toBe(w.units);
    const control = own(w, 'control');
    expect(control).not.toBe(s.control);
    expect(own(w, 'control')).toBe(control);
    control.tarbelli = 'contested';
    expect(s.control.tarbelli).not.toBe('contested');
    closeWorkingCopy(w);
  });

  it('copies list entries and the selection before they are changed', () => {
    const base = start();
    const s = deepFreeze({
      ...base,
      sieges: [{ place: 'p1', region: 'tarbelli', besieger: 'roman' as const, turns: 1 }],
      losses: [{ side: 'roman' as const, region: 'tarbelli', candidates: ['a', 'b'], count: 2, mode: 'reduce' as const, rule: 'BG 4.2', purpose: 'test' }],
      selection: { region: 'veneti', place: null, leaders: ['crassus'], units: ['legio-vii'] },
    });
    const w = workingCopy(s);
    ownSiege(w, 0).turns += 1;
    const loss = ownLoss(w, 0);
    loss.count -= 1;
    loss.candidates.pop();
    ownSelection(w).units.push('numidians');
    ownLeader(w, 'crassus').wounded = true;
    expect([s.sieges[0].turns, w.sieges[0].turns]).toEqual([1, 2]);
    expect([s.losses[0].count, w.losses[0].count, s.losses[0].candidates.length, w.losses[0].candidates.length]).toEqual([2, 1, 2, 1]);
    expect([s.selection!.units.length, w.selection!.units.length]).toEqual([1, 2]);
    expect([s.leaders.crassus.wounded, w.leaders.crassus.wounded]).toEqual([false, true]);
    closeWorkingCopy(w);
  });

  it('a closed working copy is a state like any other: written in place', () => {
    const s = deepFreeze(start());
    const w = workingCopy(s);
    closeWorkingCopy(w);
    expect(own(w, 'moved')).toBe(s.moved);
  });

  it('a state that is not a working copy is written in place', () => {
    const s = start();
    const unit = Object.keys(s.units)[0];
    expect(ownUnit(s, unit)).toBe(s.units[unit]);
    expect(own(s, 'moved')).toBe(s.moved);
  });

  it('apply hands back a state that shares the parts the action left alone', () => {
    let s = deepFreeze(start());
    // pass the supply steps until the Roman player may select a leader
    for (let i = 0; i < 20 && !bellum.legalActions(s).some((a) => a.t === 'select'); i++) {
      const r = bellum.apply(s, bellum.legalActions(s).find((a) => a.t === 'done' || a.t === 'endMove') ?? bellum.legalActions(s)[0]);
      if (!r.ok) throw new Error(r.rejection.message);
      s = deepFreeze(r.state);
    }
    const select = bellum.legalActions(s).find((a) => a.t === 'select')!;
    const r = bellum.apply(s, select);
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.state.selection).not.toBeNull();
    expect(r.state.units).toBe(s.units);
    expect(r.state.control).toBe(s.control);
  });
});

describe('the whole-record copies of a working copy', () => {
  it('are what cloneJson makes: fields set to undefined dropped, -0 read as 0, nested parts copied', () => {
    const s = start();
    const combat = {
      encounters: [{ kind: 'skirmish' as const, region: 'tarbelli', stage: 'start', winner: undefined, evade: { roman: null } }],
      index: -0,
      siegesListed: false,
      sackOffered: [],
      pending: { kind: 'sack' as const, side: 'roman' as const, places: ['a', 'b'] },
      board: null,
    };
    const w = workingCopy({ ...s, combat });
    expect(w.combat).toBe(combat); // shared until the combat code is about to write
    const mine = ownCombat(w);
    expect(mine).not.toBe(combat);
    expect(ownCombat(w)).toBe(mine); // copied once
    expect(w.combat).toBe(mine);
    expect(JSON.stringify(w.combat)).toBe(JSON.stringify(combat));
    expect(Object.keys(w.combat!.encounters[0])).toEqual(['kind', 'region', 'stage', 'evade']);
    expect(Object.is(w.combat!.index, 0)).toBe(true);
    expect(w.combat!.pending).not.toBe(combat.pending);
    expect(w.combat!.encounters[0].evade).not.toBe(combat.encounters[0].evade);
    closeWorkingCopy(w);
  });
});

describe('the top level of a working copy', () => {
  const scenarios = ['aquitania', 'helvetii', 'belgica', 'last-uprising', 'veneti-fleet'];

  it("has the fields of its input, in setup's order whatever the scenario or the input's order", () => {
    for (const scenario of scenarios) {
      const r = bellum.setup({ scenario, seed: `top-${scenario}`, options: { solo: false } });
      if (!r.ok) throw new Error(r.rejection.message);
      // setup makes the fields in STATE_KEYS order (the quick copy is taken), optional ones after
      expect(Object.keys(r.state).slice(0, STATE_KEYS.length)).toEqual([...STATE_KEYS]);
      let s = r.state;
      for (let i = 0; i < 30 && !bellum.outcome(s); i++) {
        const w = workingCopy(s);
        expect(Object.keys(w)).toEqual(Object.keys(s));
        expect(JSON.stringify(w)).toBe(JSON.stringify(s));
        closeWorkingCopy(w);
        // a side's view is the state without its dice, viewer last, in the same order (view.ts copies it the same way)
        const { rng: _dice, ...seen } = s;
        void _dice;
        expect(JSON.stringify(viewFor(s, 'gallic'))).toBe(JSON.stringify({ ...seen, viewer: 'gallic' }));
        const legal = bellum.legalActions(s);
        const next = bellum.apply(s, legal[(i * 5) % legal.length]);
        if (!next.ok) throw new Error(next.rejection.message);
        s = next.state;
      }
      // a state laid out otherwise (a sampled one puts its dice last) comes out in setup's order,
      // its other fields after those in its own order; the values are the same
      const { rng, ...rest } = s;
      const odd = { extra: 1, ...rest, hiberna: ['tarbelli'], rng } as BellumState;
      const others = Object.keys(odd).filter((k) => !(STATE_KEYS as readonly string[]).includes(k));
      expect(others[0]).toBe('extra');
      expect(others).toContain('hiberna');
      const w = workingCopy(odd);
      expect(Object.keys(w)).toEqual([...STATE_KEYS, ...others]);
      expect(w).toEqual(odd);
      closeWorkingCopy(w);
      // so is its view (without the dice, viewer last)
      expect(Object.keys(viewFor(odd, 'roman'))).toEqual([...STATE_KEYS.filter((k) => k !== 'rng'), ...others, 'viewer']);
      // a state missing a field is copied as it is
      const { outcome: _o, ...partial } = odd;
      void _o;
      const w2 = workingCopy(partial as BellumState);
      expect(Object.keys(w2)).toEqual(Object.keys(partial));
      closeWorkingCopy(w2);
    }
  });
});
