/**
 * Sampling from a Bellum view (issue 18): the sample shows exactly what the view shows, on positions
 * of every scenario; its dice are fresh; the hidden battle-evasion declaration (BG 4.4.1) is drawn
 * from what the rules allow and is not read from the true state.
 */
import { describe, expect, it } from 'vitest';
import { stableStringify } from '../../core/hash';
import { seedRng, type RngState } from '../../core/rng';
import { deepFreeze } from '../../core/deepFreeze';
import { bellum } from '../system';
import type { BellumState, Side } from '../state';
import { controlledNeighbours } from '../combat/retreat';
import { determinizeBellum } from './determinize';
import { BOT_SCENARIOS, choicePositions, evadePosition, gamePositions } from './testPositions';

const keys = (s: BellumState) => bellum.legalActions(s).map(bellum.actionKey);

describe('Bellum bot: determinize', () => {
  for (const scenario of BOT_SCENARIOS) {
    it(`${scenario}: view(determinize(view)) is the view, for either side, with fresh dice and the same legal list`, () => {
      const states = [...gamePositions(scenario, 'det-a'), ...gamePositions(scenario, 'det-b', 400, true)];
      let rng: RngState = seedRng(`det:${scenario}`);
      let checked = 0;
      for (const side of ['roman', 'gallic'] as Side[]) {
        for (const s of choicePositions(states, side, 15)) {
          const v = deepFreeze(bellum.view(s, side));
          let d: BellumState;
          [d, rng] = determinizeBellum(v, side, rng);
          expect(stableStringify(bellum.view(d, side))).toBe(stableStringify(v));
          expect(d.rng).not.toEqual(s.rng);
          expect(keys(d)).toEqual(keys(s));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(5);
    });
  }

  it('two samples of one view meet different dice', () => {
    const s = gamePositions('aquitania', 'det-a')[0];
    const v = bellum.view(s, 'gallic');
    const [a, r1] = determinizeBellum(v, 'gallic', seedRng('x'));
    const [b] = determinizeBellum(v, 'gallic', r1);
    expect(a.rng).not.toEqual(b.rng);
  });

  it('BG 4.4.1: the Gallic declaration hidden from the Roman is sampled among standing and the regions open to it', () => {
    const truth = evadePosition('eburones');
    expect(bellum.toAct(truth)).toBe('roman');
    const v = deepFreeze(bellum.view(truth, 'roman'));
    const e = v.combat!.encounters[v.combat!.index];
    expect(e.evade).toEqual({}); // the view hides it
    const allowed = new Set<string | null>([null, ...controlledNeighbours(truth, e.region, 'gallic')]);
    const seen = new Set<string | null>();
    let rng: RngState = seedRng('evade');
    for (let i = 0; i < 200; i++) {
      let d: BellumState;
      [d, rng] = determinizeBellum(v, 'roman', rng);
      const de = d.combat!.encounters[d.combat!.index];
      expect('gallic' in de.evade!).toBe(true);
      const g = de.evade!.gallic ?? null;
      expect(allowed.has(g)).toBe(true);
      seen.add(g);
      expect(stableStringify(bellum.view(d, 'roman'))).toBe(stableStringify(v));
      // the sample plays on: the Roman's declaration resolves both
      const r = bellum.apply(d, { t: 'stand' });
      expect(r.ok).toBe(true);
    }
    expect(seen.has(null)).toBe(true);
    expect([...seen].some((x) => x !== null)).toBe(true);
  });

  it('BG 4.4.1: the same view whatever the Gaul declared gives the same samples', () => {
    const a = bellum.view(evadePosition('eburones'), 'roman');
    const b = bellum.view(evadePosition('stand'), 'roman');
    expect(stableStringify(a)).toBe(stableStringify(b));
    const [da] = determinizeBellum(a, 'roman', seedRng('same'));
    const [db] = determinizeBellum(b, 'roman', seedRng('same'));
    expect(stableStringify(da)).toBe(stableStringify(db));
  });

  it('the side that declared first sees its own declaration, and nothing is sampled for it', () => {
    const truth = evadePosition('eburones');
    const v = bellum.view(truth, 'gallic');
    const [d] = determinizeBellum(v, 'gallic', seedRng('own'));
    expect(d.combat!.encounters[d.combat!.index].evade).toEqual({ gallic: 'eburones' });
  });
});
