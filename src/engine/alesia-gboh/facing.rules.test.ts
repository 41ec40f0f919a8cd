/** AG 7.11 — front, flank and rear of a counter pointing at a vertex. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexKey } from '../hex/coords';
import { neighbours } from '../hex/directions';
import { aspectHexes, aspectOf, turnSteps } from './facing';
import { parseGbohLabel } from './map/grid';
import type { Facing } from './state';

const K = (l: string) => hexKey(parseGbohLabel(l)!);

describe('AG 7.11 facing', () => {
  it('two front, two flank and two rear hexes: the six neighbours, each once', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 5 }), (f) => {
      const h = K('W3911');
      const all = [...aspectHexes(h, f as Facing, 'front'), ...aspectHexes(h, f as Facing, 'flank'), ...aspectHexes(h, f as Facing, 'rear')];
      expect(new Set(all).size).toBe(6);
      expect(new Set(all)).toEqual(new Set(neighbours(parseGbohLabel('W3911')!).map(hexKey)));
      for (const a of ['front', 'flank', 'rear'] as const) for (const x of aspectHexes(h, f as Facing, a)) expect(aspectOf(h, f as Facing, x)).toBe(a);
    }));
  });

  it('a cohort on W3911 pointing north (vertex 1) has W4011 and W4012 ahead, W3910 and W3912 on its flanks', () => {
    // Odd line 39 sits half a hex east of line 40 (map/grid.ts): W3911's northern neighbours are W4011 and W4012.
    expect(new Set(aspectHexes(K('W3911'), 1, 'front'))).toEqual(new Set([K('W4011'), K('W4012')]));
    expect(new Set(aspectHexes(K('W3911'), 1, 'flank'))).toEqual(new Set([K('W3910'), K('W3912')]));
    expect(new Set(aspectHexes(K('W3911'), 1, 'rear'))).toEqual(new Set([K('W3811'), K('W3812')]));
  });

  it('AG 7.12: turning counts vertices the short way round', () => {
    expect(turnSteps(0, 3)).toBe(3);
    expect(turnSteps(5, 0)).toBe(1);
    expect(turnSteps(2, 2)).toBe(0);
    expect(aspectOf(K('W3911'), 0, K('W3915'))).toBeNull();
  });
});
