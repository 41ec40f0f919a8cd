/**
 * AG 12.2 Gauls: in the Historical Scenario the Gaul has every unit — the relief army's, off the map
 * to come in by chapter 5, and the Alesia force, with Vercingetorix and Critognatus, off the east
 * edge to come in through W3733–W4034 / W4333–W4533 (12.3, both sheets, puts them in the oppidum).
 */
import { describe, expect, it } from 'vitest';
import { agUnit, AG_TRIBES } from '../data';
import { fresh } from '../testing';

describe('AG 12.2 Gauls — the Historical Scenario’s Gallic forces', () => {
  const s = fresh('12.2', 'gauls');
  const gauls = Object.keys(s.units).filter((id) => agUnit(id).side === 'gallic');
  it('every relief unit waits off the map, every tribal and cavalry counter is available for planning', () => {
    const relief = gauls.filter((id) => agUnit(id).force === 'relief');
    expect(relief.length).toBeGreaterThan(0);
    for (const id of relief) expect(s.units[id].loc, id).toEqual({ at: 'pool' });
    for (const t of AG_TRIBES) expect(s.tribes[t.id]?.status, t.id).toBe('available');
  });
  it('the Alesia force, Vercingetorix and Critognatus start off the east edge; in 12.3 in the oppidum', () => {
    const alesia = gauls.filter((id) => agUnit(id).force === 'alesia');
    expect(alesia.length).toBeGreaterThan(0);
    for (const id of alesia) expect(s.units[id].loc, id).toEqual({ at: 'east-edge' });
    expect(s.leaders.vercingetorix.loc).toEqual({ at: 'east-edge' });
    expect(s.leaders.critognatus.loc).toEqual({ at: 'east-edge' });
    const both = fresh('12.3', 'gauls');
    for (const id of alesia) expect(both.units[id].loc, id).toEqual({ at: 'alesia' });
  });
});
