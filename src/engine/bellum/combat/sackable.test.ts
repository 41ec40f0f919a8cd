import { describe, expect, it } from 'vitest';
import { bellum } from '../system';
import { cloneState } from '../ctx';
import { sackablePlaces } from './siege';

describe('empty places a side may take, answered from memory (siege.ts sackablePlaces)', () => {
  it('are what a reading of a private copy finds, along games full of sacks', () => {
    let sacks = 0;
    for (const [scenario, solo] of [['aquitania', true], ['aquitania', false], ['belgica', false], ['last-uprising', false]] as const) {
      const r = bellum.setup({ scenario, seed: `sackable-${scenario}-${solo}`, options: { solo } });
      if (!r.ok) throw new Error(r.rejection.message);
      let s = r.state;
      for (let i = 0; i < 400 && !bellum.outcome(s); i++) {
        // a copy the engine never handed out is always read afresh; the Roman question first, so
        // that it meets what `apply` remembered (after a sack: the answer before it, less that place)
        expect(sackablePlaces(s, 'roman')).toEqual(sackablePlaces(cloneState(s), 'roman'));
        expect(sackablePlaces(s, 'gallic')).toEqual(sackablePlaces(cloneState(s), 'gallic'));
        sackablePlaces(s, 'roman'); // what the next sack starts from
        const legal = bellum.legalActions(s);
        const a = legal.find((x) => x.t === 'sack') ?? legal[(i * 7) % legal.length];
        if (a.t === 'sack') sacks++;
        const next = bellum.apply(s, a);
        if (!next.ok) throw new Error(next.rejection.message);
        s = next.state;
      }
    }
    expect(sacks).toBeGreaterThan(20);
  });
});
