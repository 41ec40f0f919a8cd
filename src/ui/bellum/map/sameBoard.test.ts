/** The map reuses what it derived from a board while `sameBoard` holds: that must never hide a change. */
import { describe, expect, it } from 'vitest';
import { bellum } from '../../../engine/bellum/system';
import type { BellumState } from '../../../engine/bellum/state';
import { sameBoard } from './mapModel';
import { deriveBoard } from './useBoard';
import { aquitania } from '../testState';

const flat = (s: BellumState) => {
  const b = deriveBoard(s);
  return JSON.stringify([[...b.stacks], [...b.stackByKey], [...b.markers], b.markerSpec, b.names]);
};

/** A deterministic, varied game: the n-th move takes legal action (7n mod count). */
function game(seed: string, steps: number): BellumState[] {
  let s = aquitania({ solo: true }, seed);
  const out = [s];
  for (let n = 0; n < steps && !bellum.outcome(s); n++) {
    const legal = bellum.legalActions(s);
    const r = bellum.apply(s, legal[(n * 7) % legal.length]);
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
    out.push(s);
  }
  return out;
}

describe('sameBoard', () => {
  it('holds only when the stacks, markers and region names derived from both states are the same', () => {
    let same = 0;
    let changed = 0;
    for (const seed of ['a', 'b', 'c']) {
      const states = game(seed, 400);
      for (let i = 1; i < states.length; i++) {
        for (const j of [i - 1, Math.max(0, i - 7)]) {
          if (sameBoard(states[j], states[i])) {
            same++;
            expect(flat(states[i])).toBe(flat(states[j]));
          } else changed++;
        }
      }
    }
    // Both cases are exercised: selections and step changes keep the board, moves change it.
    expect(same).toBeGreaterThan(50);
    expect(changed).toBeGreaterThan(50);
  });

  it('sees every change the map shows: control, depots, scorched earth, sieges, combat, pieces', () => {
    const states = game('a', 400);
    const base = states.find((s) => s.combat) ?? states[0];
    const region = Object.keys(base.control)[0];
    const unit = Object.keys(base.units).find((u) => base.units[u].region !== null && base.units[u].out === null)!;
    const leader = Object.keys(base.leaders).find((l) => base.leaders[l].region !== null && base.leaders[l].out === null)!;
    const other = Object.keys(base.control).find((r) => r !== base.units[unit].region && r !== base.leaders[leader].region)!;
    const copy = (): BellumState => structuredClone(base);
    const variants: [string, BellumState][] = [];
    let v = copy();
    v.control[region] = base.control[region] === 'roman' ? 'gallic' : 'roman';
    variants.push(['control', v]);
    v = copy();
    v.depots = [...v.depots, other];
    variants.push(['depot', v]);
    v = copy();
    v.scorched = [...v.scorched, other];
    variants.push(['scorched', v]);
    v = copy();
    v.sieges = [...v.sieges, { place: 'noviomagus', region: other, besieger: 'roman', turns: 1 }];
    variants.push(['siege', v]);
    v = copy();
    v.units[unit] = { ...v.units[unit], region: other, place: null };
    variants.push(['unit', v]);
    v = copy();
    v.leaders[leader] = { ...v.leaders[leader], region: other, place: null };
    variants.push(['leader', v]);
    if (base.combat) {
      v = copy();
      v.combat = { ...v.combat!, encounters: [...v.combat!.encounters, { kind: 'battle', region: other, stage: 'start' }] };
      variants.push(['combat', v]);
    }
    expect(variants.map(([k]) => k)).toContain('combat');
    for (const [what, changed] of variants) {
      expect(flat(changed), what).not.toBe(flat(base));
      expect(sameBoard(base, changed), what).toBe(false);
      expect(sameBoard(base, copy()), what).toBe(true);
    }
  });
});
