import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextDie, nextIndex, seedRng } from './rng';
import { hashState, stableStringify } from './hash';
import { replay } from './replay';
import type { GameSystem } from './contract';

describe('seeded dice', () => {
  it('the same seed gives the same dice; different seeds differ', () => {
    const seq = (seed: string) => {
      let st = seedRng(seed);
      const out: number[] = [];
      for (let i = 0; i < 20; i++) { const [v, n] = nextDie(st, 6); out.push(v); st = n; }
      return out;
    };
    expect(seq('alpha')).toEqual(seq('alpha'));
    expect(seq('alpha')).not.toEqual(seq('beta'));
  });

  it('dice stay within 1..sides and indices within 0..n-1 (property)', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 1, max: 20 }), (seed, sides) => {
      let st = seedRng(seed);
      for (let i = 0; i < 30; i++) {
        const [v, n] = nextDie(st, sides);
        expect(v).toBeGreaterThanOrEqual(1);
        expect(v).toBeLessThanOrEqual(sides);
        st = n;
        const [j] = nextIndex(st, sides);
        expect(j).toBeLessThan(sides);
      }
    }));
  });

  it('a d6 is roughly uniform over 60,000 rolls', () => {
    let st = seedRng('uniform');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) { const [v, n] = nextDie(st, 6); counts[v - 1]++; st = n; }
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400);
  });

  it('the generator state is plain JSON data', () => {
    const st = seedRng('x');
    expect(JSON.parse(JSON.stringify(st))).toEqual([...st]);
  });
});

describe('hash', () => {
  it('key order does not matter, values do', () => {
    expect(stableStringify({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(stableStringify({ a: [1, { c: 3, d: 2 }], b: 1 }));
    expect(hashState({ a: 1 })).not.toBe(hashState({ a: 2 }));
  });
});

/** A tiny system: each action adds a die roll to a total; refuses negative actions. */
type S = { total: number; rng: ReturnType<typeof seedRng>; n: number };
const counter: GameSystem<S, number, S, 'p'> = {
  id: 'counter', name: 'counter', scenarios: [],
  setup: ({ seed }) => ({ ok: true, state: { total: 0, rng: seedRng(seed), n: 0 }, log: [] }),
  toAct: () => 'p',
  legalActions: () => [1, 2],
  apply: (s, a) => {
    if (a < 0) return { ok: false, rejection: { rule: 'X 1', message: 'no' } };
    const [d, rng] = nextDie(s.rng, 6);
    return { ok: true, state: { total: s.total + a * d, rng, n: s.n + 1 }, log: [] };
  },
  view: (s) => s,
  outcome: () => null,
  actionKey: String,
};

describe('replay', () => {
  it('setup + action log reproduces the state exactly', () => {
    const setup = { scenario: 'x', seed: 's', options: {} };
    const a = replay(counter, setup, [1, 2, 2, 1]);
    const b = replay(counter, setup, [1, 2, 2, 1]);
    expect(hashState(a.state)).toBe(hashState(b.state));
    expect(a.failedAt).toBe(-1);
  });
  it('reports the first refused action', () => {
    const r = replay(counter, { scenario: 'x', seed: 's', options: {} }, [1, -1, 2]);
    expect(r.failedAt).toBe(1);
    expect(r.error).toMatch(/X 1/);
  });
});

describe('visibleLog', () => {
  it('keeps out of the page what is hidden from the player at the screen, until nobody in particular is looking', async () => {
    const { visibleLog } = await import('./log');
    const log = [
      { kind: 'text' as const, side: 'gallic', text: 'open move' },
      { kind: 'text' as const, side: 'gallic', text: 'off-board move', hiddenFrom: ['roman', 'caesar'] },
    ];
    expect(visibleLog(log, 'roman').map((e) => (e as { text: string }).text)).toEqual(['open move']);
    expect(visibleLog(log, 'caesar')).toHaveLength(1);
    expect(visibleLog(log, 'gallic')).toHaveLength(2);
    expect(visibleLog(log, null)).toBe(log);
  });
});
