/** apply never throws: any object, legal or not, in any state of a random game, is applied or refused with a rule. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alesiaGboh } from './system';
import { deployed, randomPlayout } from './testing';
import { AG_ACTION_KINDS_NOW } from './actions';
import type { AgAction } from './actions';
import type { AgState } from './state';

const states: AgState[] = [];
randomPlayout(deployed('12.2', 'fuzz'), 'fuzz', 400, (s) => states.push(s));

const anyAction = fc.record({
  t: fc.constantFrom(...AG_ACTION_KINDS_NOW, 'nonsense'),
  id: fc.constantFrom('co-vi-1', 'caesar', 'bi-arverni-1', 'x'),
  hex: fc.constantFrom('20,-30', '0,0', 'W3911'),
  facing: fc.integer({ min: -1, max: 7 }),
  tribe: fc.constantFrom('arverni', 'sequani', 'cavalry-1', 'alesia', 'nope'),
  zone: fc.constantFrom('I', 'III', 'XVI', 'XX'),
  leader: fc.constantFrom('caesar', 'commius', 'eporedorix', 'vercingetorix', 'sulpicius', 'nobody'),
  unit: fc.constantFrom('co-vi-1', 'ar-sequani-1', 'zz'),
}, { requiredKeys: ['t'] });

describe('apply on anything', () => {
  it('never throws; a refusal names an AG rule', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: states.length - 1 }), anyAction, (i, a) => {
      const s = states[i];
      const r = alesiaGboh.apply(s, a as unknown as AgAction);
      if (r.ok) expect(alesiaGboh.legalActions(s).some((x) => JSON.stringify(x) === JSON.stringify(r.action))).toBe(true);
      else expect(r.rejection.rule).toMatch(/^AG /);
    }), { numRuns: 600 });
  });
});
