/**
 * AG 12.1 Romans, 12.2 Romans, 12.3 (reading Q20): Roman units never go of their own will less than
 * three hexes from a map edge, outside the works; Gauls are not bound. The moves searched by reach,
 * on frozen 12.3 states.
 */
import { describe, expect, it } from 'vitest';
import { moveBoard } from './board';
import { romanEdgeBand, ROMAN_EDGE_BAND } from './edgeBand';
import { edgeDistance } from '../map/grid';
import { reach } from './reach';
import { position } from './testkit';
import type { Facing } from '../state';

const mb = moveBoard('12.3');
const band = romanEdgeBand('12.3');
const edge = (i: number) => edgeDistance(mb.hexes[i], ['W', 'E'])!;
const open = (i: number) => {
  const t = mb.board.hexes.get(mb.keys[i])!;
  return t.area === 'outside' && !t.rampart && !t.redoubt && !t.camp && !t.forest && !t.deathGarden;
};

/** A clear hex 3 from the edge, a clear neighbour at 2 from it across no hexside feature, level, and the direction between. */
function rim(): { from: string; into: string; d: Facing } {
  for (let i = 0; i < mb.n; i++) {
    if (!open(i) || edge(i) !== ROMAN_EDGE_BAND) continue;
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j < 0 || !open(j) || edge(j) !== ROMAN_EDGE_BAND - 1 || mb.side[i * 6 + d] || mb.level[j] !== mb.level[i]) continue;
      return { from: mb.keys[i], into: mb.keys[j], d: d as Facing };
    }
  }
  throw new Error('no rim spot');
}

describe('AG 12.1–12.3 Romans — the edge band in movement', () => {
  const r = rim();
  const label = (k: string) => mb.board.hexes.get(k)!.label;

  it('the band: open ground outside the works at edge distance 0–2, never 3', () => {
    for (let i = 0; i < mb.n; i++) if (band[i]) expect(edge(i)).toBeLessThan(ROMAN_EDGE_BAND);
    expect(band[mb.index.get(r.into)!]).toBe(1);
    expect(band[mb.index.get(r.from)!]).toBe(0);
  });

  it('a cohort 3 hexes from the edge may not step into the band; the bar names the rule', () => {
    const s = position({ 'co-vi-1': { at: label(r.from), facing: r.d } });
    const m = reach(s, 'co-vi-1')!;
    expect(m.ends.has(r.into)).toBe(false);
    expect(m.why(r.into)?.rule).toBe('AG 12.1 Romans');
  });

  it('a Gallic BI on the same hex may', () => {
    const s = position({ 'bi-arverni-1': { at: label(r.from), facing: r.d } });
    expect(reach(s, 'bi-arverni-1')!.ends.has(r.into)).toBe(true);
  });

  it('a cohort already in the band (pushed there by a retreat) may move through it to leave', () => {
    const s = position({ 'co-vi-1': { at: label(r.into), facing: ((r.d + 3) % 6) as Facing } });
    expect(reach(s, 'co-vi-1')!.ends.has(r.from)).toBe(true);
  });
});
