/**
 * AG 8.45: a Rampart burnt down to Rubble is no longer a Rampart for movement (as fire and shock
 * already read it, ../fire/boardGround.ts): entering it costs the Terrain Effects Chart's Rubble row
 * (reconstructed), with no climb from outside, no cavalry bar, and nothing to pay for stepping down.
 * On frozen states of the 12.3 board.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../tables/types';
import { moveCost } from '../tables/terrain';
import { H_CAMP, H_OUTSIDE, H_RAMPART, H_REDOUBT, moveBoard, type MoveBoard } from './board';
import { occupancy, stackFits } from './occupancy';
import { reach } from './reach';
import { stepCost, type Mover } from './step';
import { position } from './testkit';
import { Bar } from './why';
import type { AgState } from '../state';

const mb: MoveBoard = moveBoard('12.3');
const foot: Mover = { cavalry: false, infantry: true, light: false, fromRampart: false, hexFill: () => 0, sideFill: () => 0 };
const horse: Mover = { ...foot, cavalry: true, infantry: false };
const mp = (id: 'rubble', who: 'foot' | 'cavalry'): number => {
  const c = moveCost(id, who);
  if (c.kind === 'prohibited') throw new Error('prohibited');
  return c.mp;
};
const empty = position({});
const occ = (s: AgState) => occupancy(mb, s, 'roman', null);
const burnt = (hex: string) => deepFreeze({ ...empty, rubble: [hex] });

/**
 * Steps from a level hex across no hexside feature onto a Rampart hex; `outside`: from outside the
 * works (any ground but works: the Death Gardens lie there), else from plain ground inside.
 */
function stepsOnto(outside: boolean): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < mb.n; i++) {
    if (((mb.flags[i] & H_OUTSIDE) !== 0) !== outside) continue;
    if (mb.flags[i] & (outside ? H_RAMPART | H_REDOUBT | H_CAMP : ~H_OUTSIDE)) continue;
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j < 0 || mb.flags[j] !== H_RAMPART || mb.side[i * 6 + d] !== 0 || mb.level[j] !== mb.level[i]) continue;
      out.push([i, d]);
    }
  }
  return out;
}
const rev = (i: number, d: number): [number, number] => [mb.nb[i * 6 + d], (d + 3) % 6];

describe('AG 8.45 — Rubble is no Rampart for movement', () => {
  const inside = stepsOnto(false);
  const outside = stepsOnto(true);

  it('there are level steps onto Ramparts from inside and from outside the works to test on', () => {
    expect(inside.length).toBeGreaterThan(0);
    expect(outside.length).toBeGreaterThan(0);
  });

  it('cavalry may not enter a Rampart hex, but may enter its Rubble at the Rubble row', () => {
    for (const [i, d] of inside) {
      const j = mb.nb[i * 6 + d];
      expect(stepCost(mb, occ(empty), horse, i, d, true, null)).toBe(-Bar.CavalryRampart);
      expect(stepCost(mb, occ(burnt(mb.keys[j])), horse, i, d, true, null)).toBe(mp('rubble', 'cavalry'));
    }
  });

  it('from outside, a Rampart is climbed only from the hex a move starts in; its Rubble is entered mid-move at the Rubble row', () => {
    for (const [i, d] of outside) {
      const j = mb.nb[i * 6 + d];
      expect(stepCost(mb, occ(empty), foot, i, d, false, null)).toBe(-Bar.RampartFromOutside);
      expect(stepCost(mb, occ(burnt(mb.keys[j])), foot, i, d, false, null)).toBe(mp('rubble', 'foot'));
    }
  });

  it('stepping off Rubble to plain ground costs the ground alone, not the +1 for leaving a Rampart', () => {
    for (const [i0, d0] of inside) {
      const [j, d] = rev(i0, d0);
      const onRampart = stepCost(mb, occ(empty), foot, j, d, false, null);
      const offRubble = stepCost(mb, occ(burnt(mb.keys[j])), foot, j, d, false, null);
      expect(offRubble).toBe(1);
      expect(onRampart).toBe(offRubble + 1);
    }
  });

  it('a cavalry unit next to a burnt Rampart can end its move on the Rubble (reach), not on the Rampart', () => {
    const [i, d] = inside[0];
    const from = mb.keys[i];
    const to = mb.keys[mb.nb[i * 6 + d]];
    const at = (s: AgState) => deepFreeze({ ...s, units: { ...s.units, 'lc-iberian-1': { ...s.units['lc-iberian-1'], loc: { at: 'hex' as const, hex: from }, facing: d as 0 } } });
    expect(reach(at(empty), 'lc-iberian-1')!.ends.has(to)).toBe(false);
    expect(reach(at(burnt(to)), 'lc-iberian-1')!.ends.has(to)).toBe(true);
  });
});

describe('AG 8.45 — Rubble stacks as open ground, not as a Rampart (AG 6.61)', () => {
  it('two cohorts of one legion may not share a Rampart hex, but may share its Rubble', () => {
    const [i, d] = stepsOnto(false)[0];
    const j = mb.nb[i * 6 + d];
    const pair = ['co-vi-1', 'co-vi-2'];
    expect(stackFits(mb, mb.keys[j], pair)).toBe(false);
    const rubble = new Uint8Array(mb.n);
    rubble[j] = 1;
    expect(stackFits(mb, mb.keys[j], pair, rubble)).toBe(true);
  });
});
