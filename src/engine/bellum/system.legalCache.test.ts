import { describe, expect, it } from 'vitest';
import { bellum } from './system';
import { aquitania, toRomanMove } from './testing/states';

describe('legal-action lists of handed-out states', () => {
  const setup = () => {
    const r = bellum.setup({ scenario: 'aquitania', seed: 'cache', options: { solo: false } });
    if (!r.ok) throw new Error(r.rejection.message);
    return r.state;
  };

  it('are computed once per state and frozen, so nobody can change them for the next caller', () => {
    const s = setup();
    const a = bellum.legalActions(s);
    expect(bellum.legalActions(s)).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(() => (a as unknown[]).push({ t: 'done' })).toThrow();
  });

  it('match a fresh computation on a private copy, action for action, along a game', () => {
    let s = setup();
    for (let i = 0; i < 40 && !bellum.outcome(s); i++) {
      const legal = bellum.legalActions(s);
      const copy = structuredClone(s);
      expect(bellum.legalActions(copy)).toEqual(legal);
      const r = bellum.apply(s, legal[i % legal.length]);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
  });

  it('are never kept for a state a test builds by hand: a change shows at once', () => {
    const s = toRomanMove(aquitania({ seed: 'cache' }));
    const before = bellum.legalActions(s).filter((a) => a.t === 'select');
    expect(before.length).toBeGreaterThan(0);
    for (const id in s.leaders) if (s.leaders[id].region) s.leaders[id] = { ...s.leaders[id], out: 'killed', region: null, place: null };
    expect(bellum.legalActions(s).filter((a) => a.t === 'select')).toEqual([]);
  });

  it('still refuse an action that is not on the list, naming the rule', () => {
    const s = setup();
    const r = bellum.apply(s, { t: 'move', to: 'aquitani' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.rule).toMatch(/^BG /);
  });
});
