/** Resolving a battle (AC 11.2, 11.9, 15.3 AE): what the board shows after Gauls fall attacking from off the board. */
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../hex/coords';
import { deepFreeze } from '../../core/deepFreeze';
import { EDGE_ZONES, entryHexes } from '../map/zones';
import { position } from '../movement/testkit';
import { unitOf, type AcState } from '../state';
import { playLogged as play } from '../testing';
import { inCombat, labelOf, rngFor } from './testkit';
import { offBoardNeighbours } from './obligations';

const edge = entryHexes('I').map(hexKey).find((k) => offBoardNeighbours(k).length === 1 && EDGE_ZONES.get(k)!.length === 1)!;

/** A Gallic cavalry squadron from box I attacks three cohorts on the edge (2 against 15: the 1-4 column); a 6 is AE DA3. */
function lost(box: Record<string, string>) {
  const p = position({ 'r-vii-1': labelOf(edge), 'r-vii-2': labelOf(edge), 'r-vii-3': labelOf(edge), 'gc-1': 'obmc:I', ...box });
  p.presence = ['I', 'II'];
  let s: AcState = inCombat(p, 'gallic');
  s = play(s, { t: 'attack', hex: edge }, { t: 'join', unit: 'gc-1', battle: 0 }, { t: 'fight' }).s;
  return play(deepFreeze({ ...s, rng: rngFor(6) }), { t: 'resolve', battle: 0 });
}

describe('AC 11.2, 11.9 — Gauls lost attacking from an OBMC box', () => {
  it('when the last Gaul of the box falls, the box is shown empty on the presence chart', () => {
    const r = lost({});
    expect(r.rolls[0].result).toBe('AE DA3');
    expect(unitOf(r.s, 'gc-1').loc.at).toBe('gone');
    expect(r.s.presence).toEqual(['II']);
    expect(r.texts.some((t) => t.includes('eliminated'))).toBe(true);
  });

  it('while another Gaul waits in the box, it stays on the chart', () => {
    const r = lost({ 'gc-2': 'obmc:I' });
    expect(unitOf(r.s, 'gc-1').loc.at).toBe('gone');
    expect(r.s.presence).toEqual(['I', 'II']);
  });

  it('a Gaul in another box does not keep this one on the chart', () => {
    const r = lost({ 'gc-2': 'obmc:II' });
    expect(r.s.presence).toEqual(['II']);
  });
});
