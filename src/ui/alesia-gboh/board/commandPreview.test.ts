/**
 * The Command preview (AG 4.1, 4.11–4.13) kept per position: asked again for the same position it is
 * the same answer, and a position where the Command's units stand elsewhere is worked out afresh.
 */
import { describe, expect, it } from 'vitest';
import { alesiaGboh } from '../../../engine/alesia-gboh/system';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { commandPreview } from './commandPreview';
import { romanChoose121 } from '../testing/positions';

describe('commandPreview, kept per position', () => {
  it('answers the same position from memory and another position afresh', () => {
    const s = romanChoose121('cp');
    const act = alesiaGboh.legalActions(s).find((a) => a.t === 'activate');
    if (!act || act.t !== 'activate') throw new Error('no activation offered');
    const first = commandPreview(s, act.leader);
    expect(first?.units.length).toBeGreaterThan(0);
    expect(commandPreview(s, act.leader)).toBe(first);
    // A structurally equal copy is another position: worked out again, to the same answer.
    const copy: AgState = structuredClone(s);
    const again = commandPreview(copy, act.leader);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    // The Command's first unit taken off the map: the preview of that position leaves it out.
    const gone = first!.units[0];
    const without: AgState = { ...copy, units: { ...copy.units, [gone]: { ...copy.units[gone], loc: { at: 'gone' } } } };
    expect(commandPreview(without, act.leader)?.units).not.toContain(gone);
  });
});
