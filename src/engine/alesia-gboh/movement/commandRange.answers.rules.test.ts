/**
 * AG 4.24 — commandRangeHasAny keeps its answers with the trace cache (by the units record, tribes,
 * Fill, fires, Rubble, the trace's start and the hexes asked about): asked again it says what the
 * whole range says, and a state whose units changed never reads an answer kept for another.
 */
import { describe, expect, it } from 'vitest';
import { agLeader } from '../data';
import { commandRangeHasAny, commandRangeHexes } from './commandRange';
import { deployed, randomPlayout } from '../testing';
import type { AgState } from '../state';

/** A copy with its own units record: nothing kept for it. */
const unkept = (s: AgState): AgState => ({ ...s, units: { ...s.units } });

describe('AG 4.24: commandRangeHasAny answers kept', () => {
  it('asked twice, and on a fresh units record, it says what the traced range says', () => {
    let asked = 0;
    randomPlayout(deployed('12.2', 'cr-answers'), 'cr-answers', 300, (s, _a) => {
      if (s.step !== 'choose') return;
      for (const id of Object.keys(s.leaders)) {
        if (!agLeader(id).range || s.leaders[id].loc.at !== 'hex') continue;
        const near = Object.values(s.units).flatMap((u) => (u.loc.at === 'hex' ? [u.loc.hex] : [])).slice(0, 40);
        const hexes = new Set(near);
        const first = commandRangeHasAny(s, id, hexes);
        expect(commandRangeHasAny(s, id, hexes)).toBe(first);
        const range = commandRangeHexes(unkept(s), id);
        expect(first).toBe(near.some((h) => range?.has(h) ?? false));
        asked++;
      }
    });
    expect(asked).toBeGreaterThan(0);
  }, 120_000);

  it('a units record that changed is traced afresh', () => {
    const s = deployed('12.3', 'cr-answers-2');
    const id = Object.keys(s.leaders).find((l) => agLeader(l).range && agLeader(l).side === 'roman' && s.leaders[l].loc.at === 'hex')!;
    const at = (s.leaders[id].loc as { hex: string }).hex;
    const hexes = new Set([at]);
    expect(commandRangeHasAny(s, id, hexes)).toBe(true);
    // The leader moved off the map in a new state: the kept answer for the old units record is not read.
    const moved = { ...s, units: { ...s.units }, leaders: { ...s.leaders, [id]: { loc: { at: 'gone' as const } } } };
    expect(commandRangeHasAny(moved, id, hexes)).toBe(false);
  });
});
