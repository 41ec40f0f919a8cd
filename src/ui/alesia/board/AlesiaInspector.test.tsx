// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { acUnit } from '../../../engine/alesia-classic/data/units';
import { acMap } from '../../../engine/alesia-classic/map/map';
import { entryHexes } from '../../../engine/alesia-classic/map/zones';
import { at, position } from '../../../engine/alesia-classic/movement/testkit';
import { unitOf, type AcState } from '../../../engine/alesia-classic/state';
import { deployed, play } from '../../../engine/alesia-classic/testing';
import { hexKey } from '../../../engine/hex/coords';
import { AlesiaInspector } from './AlesiaInspector';
import { ix } from '../../../engine/alesia-classic/testing';

afterEach(cleanup);

function inspect(state: AcState, hex: string | null) {
  render(<AlesiaInspector state={state} inspected={hex} onClose={() => {}} />);
  return screen.getByRole('region', { name: 'Inspector' });
}

function romanMove(): AcState {
  let s = deployed('insp');
  while (s.phase !== 'roman-move') s = play(s, { t: 'end' });
  return s;
}

describe('AlesiaInspector', () => {
  it('asks for a hex when none is inspected', () => {
    expect(inspect(romanMove(), null).textContent).toMatch(/Click a hex/);
  });

  it('names the hex, its ground, its fort and every counter of the stack, top first', () => {
    const s = position({ 'fort-1': 'D32', 'r-vii-1': 'D32', 'r-arch-1': 'D32', caesar: 'D32' }, 'roman-move');
    s.units[ix('r-vii-1')] = { ...unitOf(s, 'r-vii-1'), disrupted: true };
    const box = inspect(s, at('D32'));
    expect(within(box).getByRole('heading', { name: 'Hex D32' })).toBeTruthy();
    const ground = within(box).getByRole('list', { name: 'Ground of D32' });
    expect(ground.textContent).toMatch(/Elevation: (low ground|slope|hilltop)/);
    expect(ground.textContent).toMatch(/rampart/i);
    expect(ground.textContent).toMatch(/Rampart hexsides: runs on to the (E|NE|NW|W|SW|SE)/);
    const fort = within(box).getByRole('list', { name: 'Fort on D32' });
    expect(fort.textContent).toMatch(/Fort 1: held — its engines reach 3 hexes/);
    const items = within(within(box).getByRole('list', { name: 'Counters on D32, top first' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^R Roman leader, Caesar/),
      expect.stringMatching(/^R Roman 1-8 archers, First group of Numidian archers/),
      expect.stringMatching(/^R Roman 5-8 cohort, First cohort of Legio VII; disrupted/),
    ]);
    // Each fact carries its rule.
    expect(within(box).getAllByRole('button', { name: /AC 21\.1|AC 24\.1/ }).length).toBeGreaterThanOrEqual(2);
  });

  it('says an empty fort does not fire', () => {
    const box = inspect(position({ 'fort-1': 'D32' }, 'roman-move'), at('D32'));
    expect(within(box).getByRole('list', { name: 'Fort on D32' }).textContent).toMatch(/Fort 1: empty/);
    expect(box.textContent).toMatch(/No counters/);
  });

  it('the Roman view never shows counters hidden under the top one (optional AC 25.7)', () => {
    const s = position({ vercingetorix: 'D32', 'gb-1': 'D32', 'r-vii-1': 'M10' }, 'roman-move');
    s.options.hiddenStacks = true;
    const box = inspect(s, at('D32'));
    const list = within(box).getByRole('list', { name: 'Counters on D32, top first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toMatch(/^G Gallic leader, Vercingetorix/);
    expect(items[1].textContent).toMatch(/^1 more Gallic counter hidden under it/);
    expect(box.textContent).not.toContain(acUnit('gb-1').name);
    expect(box.textContent).not.toMatch(/assault group/);
    // The Gaul, to act, sees his whole stack.
    cleanup();
    const g = position({ vercingetorix: 'D32', 'gb-1': 'D32' }, 'gallic-move');
    g.options.hiddenStacks = true;
    expect(inspect(g, at('D32')).textContent).toContain(acUnit('gb-1').name);
  });

  it('the Roman view never shows the OBMC or the town: edge hexes and town hexes name no Gallic unit', () => {
    const s = romanMove();
    expect(Object.values(s.units).some((u) => u.loc.at === 'obmc')).toBe(true);
    for (const h of entryHexes('I').slice(0, 3)) {
      const box = inspect(s, hexKey(h));
      expect(box.textContent).toMatch(/Board edge: opens on zone I/);
      expect(box.textContent).not.toMatch(/assault group|squadron of Gallic cavalry/);
      cleanup();
    }
    const town = acMap().townHexes.map(hexKey).find((k) => !acMap().hexes.get(k)!.wall)!;
    const box = inspect(s, town);
    expect(box.textContent).toMatch(/\d+ Gallic units inside the town \(the Roman knows only how many\)/);
    expect(box.textContent).not.toMatch(/assault group|Mandubii|Arverni/);
  });
});
