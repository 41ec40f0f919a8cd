import { describe, expect, it } from 'vitest';
import { distance } from '../../hex/coords';
import { edgeDistance, GBOH_GRID, GBOH_W_GRID, globalColumn, labelRun, lineOf, parseGbohLabel } from './grid';
import { SEED_HEXES } from './named';

const all = (kind: 'hexes' | 'ranges' | 'hexsides') => SEED_HEXES.flatMap((n) => (n[kind] ?? []).flat());

describe('the hexes seed 002 names', () => {
  it('are printed hexes of the West sheet, all but E6206, which is on the East sheet', () => {
    for (const l of [...all('hexes'), ...all('ranges'), ...all('hexsides')]) {
      const h = parseGbohLabel(l);
      expect(h, l).not.toBeNull();
      if (l.startsWith('W')) expect(GBOH_W_GRID.contains(h!), l).toBe(true);
      else expect(GBOH_GRID.contains(h!) && !GBOH_W_GRID.contains(h!), l).toBe(true);
    }
  });

  it('name hexsides between adjacent hexes', () => {
    for (const [a, b] of SEED_HEXES.flatMap((n) => n.hexsides ?? [])) expect(distance(parseGbohLabel(a)!, parseGbohLabel(b)!)).toBe(1);
  });

  it('print straight ranges along a line or an edge, and the rest follow a feature of the map', () => {
    const straight = SEED_HEXES.flatMap((n) => n.ranges ?? []).filter(([a, b]) => labelRun(a, b) !== null).map(([a, b]) => `${a}–${b}`);
    expect(new Set(straight)).toEqual(new Set(['W5915–W5918', 'W5815–W5819', 'W3733–W4034', 'W4333–W4533', 'W5634–W5834']));
  });

  it('cite a rule id of the GBoH system or a worked example', () => {
    for (const n of SEED_HEXES) expect(n.rule).toMatch(/^(AG \d+\.\d+|GB-[A-Z0-9.-]+)$/);
  });

  it('GB-DEP: the Scorpions\' W4105 lies 7 columns west of the outer Rampart W4012, a line away, 4 hexes from the relief edge: not a Rampart facing Alesia (a misprint, recorded as a reading)', () => {
    const a = parseGbohLabel('W4105')!;
    const rampart = parseGbohLabel('W4012')!;
    expect(Math.abs(lineOf(a) - lineOf(rampart))).toBe(1);
    expect(globalColumn(rampart) - globalColumn(a)).toBe(7);
    expect(edgeDistance(a, ['W'])).toBe(4);
  });
});
