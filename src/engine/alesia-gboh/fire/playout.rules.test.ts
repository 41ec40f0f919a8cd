/**
 * A bounded random playout from a position in contact (random games from set-up seldom bring the
 * armies into range): the legal list with fire and reaction fire never dead-ends, every listed action
 * applies to a frozen state, the inactive side acts in the 'react' step, and every missile die is
 * logged with its rule and modifiers.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { nextIndex, seedRng, type RngState } from '../../core/rng';
import { alesiaGboh } from '../system';
import type { AgAction } from '../actions';
import type { AgState } from '../state';
import { other } from '../state';
import { firePosition, unitOf } from './kit';

const BOUND = 250;

function contact(order: 'ask' | 'always'): AgState {
  const g = (type: string, n: number) => unitOf('gallic', type, n, 'relief');
  return firePosition({
    'co-x-1': { at: 'W1334', facing: 3 },
    'co-x-2': { at: 'W1434', facing: 3 },
    [unitOf('roman', 'AR', 0)]: { at: 'W1334', facing: 3 },
    [unitOf('roman', 'AR', 1)]: { at: 'W1434', facing: 3 },
    'sc-x': { at: 'W1234', facing: 3 },
    [unitOf('roman', 'LI', 0)]: { at: 'W1130', facing: 0 },
    [g('BI', 0)]: { at: 'W1332', facing: 0 },
    [g('BI', 1)]: { at: 'W1232', facing: 0 },
    [g('BI', 2)]: { at: 'W1431', facing: 0 },
    [g('AR', 0)]: { at: 'W1331', facing: 0 },
    [g('AR', 1)]: { at: 'W1231', facing: 0 },
  }, 'gallic', [g('BI', 0), g('BI', 1), g('BI', 2), g('AR', 0), g('AR', 1)], { roman: order, gallic: order });
}

function playout(s0: AgState, seed: string): { kinds: Record<string, number>; rolls: number } {
  let s = s0;
  let rng: RngState = seedRng(seed);
  const kinds: Record<string, number> = {};
  let rolls = 0;
  for (let i = 0; i < BOUND && !s.outcome; i++) {
    const legal = alesiaGboh.legalActions(s);
    expect(legal.length, `dead end in ${s.step}`).toBeGreaterThan(0);
    if (s.step === 'react') expect(alesiaGboh.toAct(s)).toBe(other(s.ap.owner));
    let r: number;
    [r, rng] = nextIndex(rng, 100);
    const combat = legal.filter((a) => a.t === 'fire' || a.t === 'react' || a.t === 'move');
    // The standing orders stay as set (no reactOrder), and the Gaul does not call the assault off.
    const rest = legal.filter((a) => a.t !== 'callOff' && a.t !== 'reactOrder');
    const pool: readonly AgAction[] = combat.length && r < 80 ? combat : rest.length ? rest : legal;
    let j: number;
    [j, rng] = nextIndex(rng, pool.length);
    const a = pool[j];
    const x = alesiaGboh.apply(deepFreeze(s), a);
    expect(x.ok, JSON.stringify(a)).toBe(true);
    if (!x.ok) break;
    for (const e of x.log) {
      if (e.kind !== 'roll') continue;
      rolls++;
      expect(e.rule).toMatch(/^AG /);
      expect(e.total).toBe(e.dice[0] + e.modifiers.reduce((n, m) => n + m.value, 0));
      for (const m of e.modifiers) expect(m.rule).toMatch(/^AG /);
    }
    for (const u of Object.values(x.state.units)) expect(u.hits).toBeGreaterThanOrEqual(0);
    kinds[a.t] = (kinds[a.t] ?? 0) + 1;
    s = x.state;
  }
  return { kinds, rolls };
}

describe('AG 8 in a random game in contact (bounded)', () => {
  it("'ask': shots and reactions are offered and played without a dead end", () => {
    const r = playout(contact('ask'), 'contact-ask');
    expect(r.kinds.fire ?? 0).toBeGreaterThan(0);
    expect(r.kinds.react ?? 0).toBeGreaterThan(0);
    expect(r.rolls).toBeGreaterThan(0);
  });
  it("'always': reactions are fired by standing order", () => {
    const r = playout(contact('always'), 'contact-always');
    expect(r.kinds.fire ?? 0).toBeGreaterThan(0);
    expect(r.kinds.react ?? 0).toBe(0);
  });
});
