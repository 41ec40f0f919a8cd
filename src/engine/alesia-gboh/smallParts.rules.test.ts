/**
 * smallParts.ts — the working copy's copies of the Assault Period's bookkeeping (AG 3.0, 5.2, 5.3),
 * the Command (AG 4.1) and the Gaul's plan (AG 5.31) are what ../core/cloneJson.ts gives (compared as
 * stableStringify reads a state, and by deep equality), share nothing writable with the original, and
 * keep no field cloneJson would have.
 */
import { describe, expect, it } from 'vitest';
import { cloneJson } from '../core/cloneJson';
import { stableStringify } from '../core/hash';
import { cloneAp, cloneCommand, clonePlan } from './smallParts';
import { deployed, randomPlayout } from './testing';
import type { AgState } from './state';

/** Every object or array inside `v` (itself included). */
function parts(v: unknown, out: object[] = []): object[] {
  if (v === null || typeof v !== 'object') return out;
  out.push(v);
  for (const x of Object.values(v)) parts(x, out);
  return out;
}

function same<T>(copy: T, orig: T): void {
  expect(stableStringify(copy)).toBe(stableStringify(cloneJson(orig)));
  expect(copy).toEqual(cloneJson(orig));
  const mine = new Set(parts(orig));
  for (const p of parts(copy)) expect(mine.has(p)).toBe(false);
}

describe('the small parts copied by field', () => {
  it('on random games: the copies are cloneJson’s, and new objects through and through', () => {
    let n = 0;
    for (const sc of ['12.1', '12.2', '12.3'] as const) {
      randomPlayout(deployed(sc, `small-${sc}`), `small-${sc}`, 700, (s: AgState) => {
        same(cloneAp(s.ap), s.ap);
        if (s.command) same(cloneCommand(s.command), s.command);
        same(clonePlan(s.plan), s.plan);
        n++;
      });
    }
    expect(n).toBeGreaterThan(500);
  }, 120_000);

  it('an Assault Period with every optional part set', () => {
    const ap: AgState['ap'] = {
      n: 2, night: true, owner: 'roman', phases: 7, gallicPhases: 3, lastEntry: 2, seized: { leader: 'caesar', mode: 'move' }, resume: 'gallic',
      seizuresUsed: { caesar: 1 }, triedLast: { roman: true, gallic: false }, zoneCp: { III: 4 }, initialCp: 8, alesiaTried: true,
      arrivals: { zone: 'IV', tribes: ['a', 'b'] }, entering: { zone: 'I', tribes: ['c'] }, tallies: { x: { routed: 1, eliminated: 2 } }, idle: 2, rapid: ['u1'],
    };
    same(cloneAp(ap), ap);
  });
});
