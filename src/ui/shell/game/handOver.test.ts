import { describe, expect, it } from 'vitest';
import { NOBODY_SEATED, needsHandOver } from './handOver';

describe('needsHandOver', () => {
  it('never hands over with "never", nor when the game is over', () => {
    expect(needsHandOver('never', 'roman', true, NOBODY_SEATED, 5)).toBe(false);
    expect(needsHandOver('always', null, true, NOBODY_SEATED, 5)).toBe(false);
    expect(needsHandOver('secret', null, true, NOBODY_SEATED, 5)).toBe(false);
  });

  it('"always" hands over at each change of side, whatever the decision', () => {
    expect(needsHandOver('always', 'gallic', false, { side: 'roman', at: 3 }, 4)).toBe(true);
    expect(needsHandOver('always', 'roman', false, { side: 'roman', at: 3 }, 9)).toBe(false);
    expect(needsHandOver('always', 'roman', false, NOBODY_SEATED, 0)).toBe(true);
  });

  it('"secret" hands over only before a secret decision, once per decision', () => {
    expect(needsHandOver('secret', 'gallic', false, { side: 'roman', at: 3 }, 4)).toBe(false);
    expect(needsHandOver('secret', 'roman', true, { side: 'roman', at: 3 }, 7)).toBe(true); // the other has been watching
    expect(needsHandOver('secret', 'roman', true, { side: 'roman', at: 7 }, 7)).toBe(false); // taken for this decision
    expect(needsHandOver('secret', 'gallic', true, { side: 'roman', at: 7 }, 8)).toBe(true);
  });

  it('with secret runs (Alesia) hands over when the side or commander changes, not before each decision of the run', () => {
    expect(needsHandOver('secret', 'gallic', true, { side: 'roman', at: 3 }, 4, true)).toBe(true);
    expect(needsHandOver('secret', 'gallic', true, { side: 'gallic', at: 4 }, 9, true)).toBe(false);
    expect(needsHandOver('secret', 'relief', true, { side: 'besieged', at: 4 }, 9, true)).toBe(true);
    expect(needsHandOver('secret', 'roman', false, { side: 'gallic', at: 4 }, 9, true)).toBe(false);
  });
});
