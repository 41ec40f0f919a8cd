/** Which counters may be dragged to which wings, read from the engine's legal list (BG 4.4.2). */
import { describe, expect, it } from 'vitest';
import { bellum } from '../../../engine/bellum/system';
import { act } from '../../../engine/bellum/combat/testkit';
import { NERVII_GALLIC, NERVII_ROMAN } from '../../../engine/bellum/testing/nervii';
import type { BellumState } from '../../../engine/bellum/state';
import { atRealignment, atRomanDeployment } from './battleStates.testkit';
import { acceptedWings, dropAction, isDraggable, sideOfUnit, wingActionsOf } from './dragModel';

const romanUnits = Object.values(NERVII_ROMAN).flat();
const gallicUnits = Object.values(NERVII_GALLIC).flat();
const board = (s: BellumState) => s.combat!.board!;

describe('drag model (BG 4.4.2)', { timeout: 60_000 }, () => {
  const s0 = atRomanDeployment();

  it('at deployment, each unit accepts exactly the wings of its legal deploy actions', () => {
    const legal = bellum.legalActions(s0);
    expect(s0.combat!.pending).toMatchObject({ kind: 'deploy', side: 'roman' });
    for (const u of romanUnits) {
      const wings = legal.filter((a) => a.t === 'deploy' && a.unit === u).map((a) => (a as { wing: string }).wing);
      expect(wings.length, u).toBeGreaterThan(0);
      expect([...acceptedWings(legal, u)].sort(), u).toEqual([...wings].sort());
      expect(isDraggable(legal, u)).toBe(true);
    }
    // nothing placed yet: every wing, the Reserve included
    expect(acceptedWings(legal, 'legio-x')).toEqual(['left', 'centre', 'right', 'reserve']);
  });

  it('a placed unit no longer accepts its own wing, and a full Reserve accepts nobody more', () => {
    let s = act(s0, { t: 'deploy', unit: 'legio-x', wing: 'left' });
    expect(acceptedWings(bellum.legalActions(s), 'legio-x')).toEqual(['centre', 'right', 'reserve']);
    // ¼ of 15 units: three may stand in the Reserve
    for (const unit of ['legio-xiii', 'legio-xiv', 'numidians']) s = act(s, { t: 'deploy', unit, wing: 'reserve' });
    const legal = bellum.legalActions(s);
    expect(acceptedWings(legal, 'legio-vii')).toEqual(['left', 'centre', 'right']);
    expect(dropAction(legal, board(s), 'legio-vii', 'roman', 'reserve')).toBeNull();
    expect(acceptedWings(legal, 'legio-xiii')).toEqual(['left', 'centre', 'right']);
  });

  it('units of the side not deploying, and pieces off the board, are not draggable', () => {
    const legal = bellum.legalActions(s0);
    for (const u of gallicUnits) {
      expect(isDraggable(legal, u), u).toBe(false);
      expect(acceptedWings(legal, u)).toEqual([]);
      expect(dropAction(legal, board(s0), u, 'gallic', 'left')).toBeNull();
    }
    expect(isDraggable(legal, 'caesar')).toBe(false);
    expect(isDraggable(legal, 'no-such-unit')).toBe(false);
  });

  it('a drop returns the very action of the legal list, only on its own army\'s wings', () => {
    const legal = bellum.legalActions(s0);
    const a = dropAction(legal, board(s0), 'legio-x', 'roman', 'centre');
    expect(a).toEqual({ t: 'deploy', unit: 'legio-x', wing: 'centre' });
    expect(legal).toContain(a); // the same object, not a copy
    expect(dropAction(legal, board(s0), 'legio-x', 'gallic', 'centre')).toBeNull();
    expect(sideOfUnit(board(s0), 'legio-x')).toBe('roman');
    expect(sideOfUnit(board(s0), 'nervii-inf')).toBe('gallic');
    expect(sideOfUnit(board(s0), 'no-such-unit')).toBeNull();
  });

  it('realignment offers only first-line wings, to reserve units only', () => {
    const sg = atRealignment('gallic');
    expect(sg.combat!.pending).toMatchObject({ kind: 'realign', side: 'gallic' });
    const lg = bellum.legalActions(sg);
    expect(acceptedWings(lg, 'bellovaci-inf2')).toEqual(['left', 'centre', 'right']);
    for (const u of romanUnits) expect(isDraggable(lg, u), u).toBe(false);

    const sr = atRealignment('roman');
    expect(sr.combat!.pending).toMatchObject({ kind: 'realign', side: 'roman' });
    const lr = bellum.legalActions(sr);
    const draggable = romanUnits.filter((u) => isDraggable(lr, u)).sort();
    expect(draggable).toEqual([...NERVII_ROMAN.reserve].sort());
    for (const u of NERVII_ROMAN.reserve) {
      expect(acceptedWings(lr, u)).toEqual(['left', 'centre', 'right']);
      expect(wingActionsOf(lr, u).every((a) => a.t === 'realign')).toBe(true);
      expect(dropAction(lr, board(sr), u, 'roman', 'reserve')).toBeNull();
    }
    const a = dropAction(lr, board(sr), 'legio-xiii', 'roman', 'centre');
    expect(a).toEqual({ t: 'realign', unit: 'legio-xiii', wing: 'centre' });
    expect(lr).toContain(a);
  });
});
