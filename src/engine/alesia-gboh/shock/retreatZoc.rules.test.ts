/**
 * AG 7.25, 10.25: a unit retreating after shock may go into an enemy ZOC only when no hex outside
 * every enemy ZOC is open to it. Frozen states on the real board (an open spot of the 12.2 map).
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import { aspectHexes } from '../facing';
import { inEnemyZoc } from '../fire/position';
import { deployed } from '../testing';
import type { AgState, Facing } from '../state';
import { openSpot, position } from './kit';
import { retreatOptions } from './effects';

const nb = (hex: string, d: number): string => hexKey(neighbour(parseHexKey(hex), ((d % 6) + 6) % 6));
const base = deployed('12.2', 'entering');
const O = openSpot(base);
const F: Facing = 0;
const LC = 'lc-iberian-1';
const BI = 'bi-arverni-1';
const BI2 = 'bi-arverni-2';
const rear = aspectHexes(O, F, 'rear');

/** A Roman light horse on O facing F, a BI in its front hex, and `more` placed as given. */
function at(more: { id: string; hex: string; facing: Facing }[], extra?: (x: AgState) => void): AgState {
  return deepFreeze(position(base, 'gallic', [
    { id: LC, hex: O, facing: F },
    { id: BI, hex: nb(O, F), facing: ((F + 3) % 6) as Facing },
    ...more,
  ], { units: [BI], tribes: ['arverni'] }, extra));
}

/** A second BI, off O's neighbours, whose ZOC takes in rear[0] and not rear[1]. */
function flanker(): { id: string; hex: string; facing: Facing } {
  const around = new Set([O, ...[0, 1, 2, 3, 4, 5].map((d) => nb(O, d))]);
  for (let d = 0; d < 6; d++) {
    const hex = nb(rear[0], d);
    if (around.has(hex)) continue;
    for (let f = 0; f < 6; f++) {
      const u = { id: BI2, hex, facing: f as Facing };
      const s = at([u]);
      if (inEnemyZoc(s, 'roman', rear[0]) && !inEnemyZoc(s, 'roman', rear[1])) return u;
    }
  }
  throw new Error('no flanking spot');
}

describe('AG 7.25 — a retreat enters an enemy ZOC only when no other hex is open', () => {
  const u = flanker();

  it('with both rear hexes free of enemy ZOC, both are offered', () => {
    const opts = retreatOptions(at([]), LC);
    expect(opts).toEqual(expect.arrayContaining(rear));
  });

  it('a rear hex in an enemy ZOC is not offered while the other rear hex is free', () => {
    const opts = retreatOptions(at([u]), LC);
    expect(opts).not.toContain(rear[0]);
    expect(opts).toContain(rear[1]);
  });

  it('when the free hex is closed (On Fire), the hex in the enemy ZOC is offered after all (AG 7.25, 10.25)', () => {
    const opts = retreatOptions(at([u], (x) => { x.burning = [rear[1]]; }), LC);
    expect(opts).toEqual([rear[0]]);
  });

});
