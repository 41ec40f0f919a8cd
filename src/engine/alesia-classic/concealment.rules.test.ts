/**
 * AC 25.7 (optional) — the attacker may not look into a stack on a fort or rampart hex before the
 * battle is resolved. This edition shows such a stack by its top counter and hides those under it.
 */
import { describe, expect, it } from 'vitest';
import { hexKey } from '../hex/coords';
import { clearHex, labelOf } from './combat/testkit';
import { concealedFrom, defenceHidden } from './concealment';
import { acMap } from './map/map';
import { position } from './movement/testkit';
import type { AcState } from './state';

const X = clearHex(0, 2);
const RAMPART = [...acMap().hexes.values()].find((d) => d.rampart && d.area !== 'town')!;
const Rp = hexKey(RAMPART.hex);

function scene(where: Record<string, string>, on = true): AcState {
  const s = position(where);
  s.options = { ...s.options, hiddenStacks: on };
  return s;
}

describe('AC 25.7 — stacks on forts and ramparts are closed to the attacker', () => {
  it('a Roman stack on a rampart: the Gaul sees the top counter only; the Roman sees all', () => {
    const s = scene({ 'r-vii-1': labelOf(Rp), 'r-vii-2': labelOf(Rp), 'r-arch-1': labelOf(Rp) });
    // Stack order (AC 10.5): cohorts below, the archer on top.
    expect(concealedFrom(s, 'gallic')).toEqual(new Map([[Rp, ['r-vii-1', 'r-vii-2']]]));
    expect(concealedFrom(s, 'roman').size).toBe(0);
    expect(defenceHidden(s, 'gallic', Rp)).toBe(true);
    expect(defenceHidden(s, 'roman', Rp)).toBe(false);
  });

  it('a stack in a fort on open ground is closed too; the fort counter itself is not a unit hidden', () => {
    const s = scene({ 'fort-1': labelOf(X), 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X) });
    expect(concealedFrom(s, 'gallic')).toEqual(new Map([[X, ['r-vii-1']]]));
    expect(defenceHidden(s, 'gallic', X)).toBe(true);
  });

  it('open ground is open; a single counter hides nothing; an empty fort hides no defence', () => {
    expect(concealedFrom(scene({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X) }), 'gallic').size).toBe(0);
    expect(defenceHidden(scene({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X) }), 'gallic', X)).toBe(false);
    expect(concealedFrom(scene({ 'r-vii-1': labelOf(Rp) }), 'gallic').size).toBe(0);
    expect(defenceHidden(scene({ 'fort-1': labelOf(X) }), 'gallic', X)).toBe(false);
  });

  it('Gallic stacks on a rampart are closed to the Roman alike', () => {
    const s = scene({ 'gr-1': labelOf(Rp), 'gr-2': labelOf(Rp) });
    expect(concealedFrom(s, 'roman')).toEqual(new Map([[Rp, ['gr-1']]]));
    expect(defenceHidden(s, 'roman', Rp)).toBe(true);
  });

  it('without the optional rule every stack is open', () => {
    const s = scene({ 'r-vii-1': labelOf(Rp), 'r-vii-2': labelOf(Rp) }, false);
    expect(concealedFrom(s, 'gallic').size).toBe(0);
    expect(defenceHidden(s, 'gallic', Rp)).toBe(false);
  });
});
