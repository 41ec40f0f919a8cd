// @vitest-environment jsdom
/**
 * Dragging counters onto the wings of the battle board (BG 4.4.2) on engine states: a drop applies
 * exactly the legal action, a drop on a wing the unit may not take applies nothing, and the wings
 * that accept the dragged unit are marked while it is dragged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { bellum } from '../../../engine/bellum/system';
import { act } from '../../../engine/bellum/combat/testkit';
import type { BellumAction, BellumState } from '../../../engine/bellum/state';
import { atRealignment, atRomanDeployment } from './battleStates.testkit';
import { BattleBoard } from './BattleBoard';

afterEach(cleanup);

/** A stand-in for the browser's DataTransfer (jsdom has none). */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    data,
    dropEffect: 'none',
    effectAllowed: 'all',
    setData: (k: string, v: string) => void data.set(k, v),
    getData: (k: string) => data.get(k) ?? '',
  };
}

function show(s: BellumState, onAct = vi.fn<(a: BellumAction) => void>()) {
  const legal = bellum.legalActions(s);
  render(<BattleBoard state={s} legal={legal} onAct={onAct} />);
  const army = (name: 'Roman' | 'Gallic') => screen.getByRole('region', { name: new RegExp(`^${name} army`) });
  const wing = (name: 'Roman' | 'Gallic', w: string) => within(army(name)).getByRole('region', { name: new RegExp(`^${w} —`) });
  const counter = (label: RegExp) => screen.getByRole('img', { name: label });
  return { legal, onAct, army, wing, counter };
}

const marked = (el: HTMLElement) => el.classList.contains('drop-target') && /Drop here/.test(el.textContent ?? '');

describe('BattleBoard drag and drop (BG 4.4.2)', { timeout: 60_000 }, () => {
  it('dropping a counter from "To deploy" on a wing applies exactly that legal deploy action', () => {
    const { legal, onAct, army, wing, counter } = show(atRomanDeployment());
    const toDeploy = within(army('Roman')).getByRole('region', { name: /^To deploy/ });
    const legio = within(toDeploy).getByRole('img', { name: /^Legio X,/ });
    expect(legio.getAttribute('draggable')).toBe('true');
    expect(screen.getByText('Drag a counter to a wing, or use the buttons in the Prompt.')).toBeTruthy();

    const dt = dataTransfer();
    fireEvent.dragStart(legio, { dataTransfer: dt });
    expect(dt.data.get('text/plain')).toBe('legio-x');
    // all four Roman wings take it (nothing placed yet); no Gallic wing does
    for (const w of ['Left', 'Centre', 'Right', 'Reserve']) expect(marked(wing('Roman', w)), w).toBe(true);
    for (const w of ['Left', 'Centre', 'Right', 'Reserve']) expect(marked(wing('Gallic', w)), w).toBe(false);
    expect(screen.getByText(/^Moving Legio X: drop it on a wing marked "Drop here" \(Left, Centre, Right or Reserve\)/)).toBeTruthy();
    // the browser may drop only where the default is prevented
    expect(fireEvent.dragOver(wing('Roman', 'Left'), { dataTransfer: dt })).toBe(false);
    expect(fireEvent.dragOver(wing('Gallic', 'Left'), { dataTransfer: dt })).toBe(true);

    fireEvent.drop(wing('Roman', 'Left'), { dataTransfer: dt });
    expect(onAct).toHaveBeenCalledTimes(1);
    const applied = onAct.mock.calls[0][0];
    expect(applied).toEqual({ t: 'deploy', unit: 'legio-x', wing: 'left' });
    expect(legal).toContain(applied);
    // the drag is over: no wing marked any more
    expect(document.querySelectorAll('.drop-target')).toHaveLength(0);
    expect(counter(/^Legio X,/).classList.contains('lifted')).toBe(false);
  });

  it('a drop on a wing the unit may not take, or on the other army, applies nothing', () => {
    let s = atRomanDeployment();
    for (const unit of ['legio-xiii', 'legio-xiv', 'numidians']) s = act(s, { t: 'deploy', unit, wing: 'reserve' });
    s = act(s, { t: 'deploy', unit: 'legio-x', wing: 'left' });
    const { onAct, wing, counter } = show(s);
    const legio = counter(/^Legio X,/);
    const dt = dataTransfer();
    fireEvent.dragStart(legio, { dataTransfer: dt });
    // Left is where it stands; the Reserve is full (3 of 15)
    expect(marked(wing('Roman', 'Left'))).toBe(false);
    expect(marked(wing('Roman', 'Reserve'))).toBe(false);
    expect(marked(wing('Roman', 'Centre'))).toBe(true);
    fireEvent.drop(wing('Roman', 'Reserve'), { dataTransfer: dt });
    fireEvent.dragStart(legio, { dataTransfer: dt });
    fireEvent.drop(wing('Roman', 'Left'), { dataTransfer: dt });
    fireEvent.dragStart(legio, { dataTransfer: dt });
    fireEvent.drop(wing('Gallic', 'Centre'), { dataTransfer: dt });
    expect(onAct).not.toHaveBeenCalled();
    // a drag that ends elsewhere leaves the board as it was
    fireEvent.dragStart(legio, { dataTransfer: dt });
    fireEvent.dragEnd(legio, { dataTransfer: dt });
    expect(document.querySelectorAll('.drop-target')).toHaveLength(0);
    expect(onAct).not.toHaveBeenCalled();
  });

  it('only the side to act drags: the Gallic counters and the leaders stay put during the Roman deployment', () => {
    const { army } = show(atRomanDeployment());
    const gallic = within(army('Gallic')).getAllByRole('img');
    expect(gallic.length).toBeGreaterThan(10);
    for (const c of gallic) expect(c.hasAttribute('draggable'), c.getAttribute('aria-label')!).toBe(false);
    const leaders = within(within(army('Roman')).getByRole('region', { name: 'Leaders' })).getAllByRole('img');
    for (const c of leaders) expect(c.hasAttribute('draggable')).toBe(false);
    // every draggable counter keeps its accessible name and keyboard stop
    const draggable = document.querySelectorAll('[draggable="true"]');
    expect(draggable).toHaveLength(15);
    for (const c of draggable) {
      expect(c.getAttribute('aria-label')).toMatch(/, \d+ SP,/);
      expect(c.getAttribute('tabindex')).toBe('0');
    }
  });

  it('realignment: a reserve legion is dragged to a first-line wing, never back to the Reserve', () => {
    const { legal, onAct, wing, counter } = show(atRealignment('roman'));
    expect(counter(/^Legio X,/).hasAttribute('draggable')).toBe(false);
    const legio = within(wing('Roman', 'Reserve')).getByRole('img', { name: /^Legio XIII,/ });
    const dt = dataTransfer();
    fireEvent.dragStart(legio, { dataTransfer: dt });
    expect(['Left', 'Centre', 'Right'].map((w) => marked(wing('Roman', w)))).toEqual([true, true, true]);
    expect(marked(wing('Roman', 'Reserve'))).toBe(false);
    fireEvent.drop(wing('Roman', 'Reserve'), { dataTransfer: dt });
    expect(onAct).not.toHaveBeenCalled();
    fireEvent.dragStart(legio, { dataTransfer: dt });
    fireEvent.drop(wing('Roman', 'Centre'), { dataTransfer: dt });
    expect(onAct).toHaveBeenCalledTimes(1);
    expect(onAct.mock.calls[0][0]).toEqual({ t: 'realign', unit: 'legio-xiii', wing: 'centre' });
    expect(legal).toContain(onAct.mock.calls[0][0]);
  });

  it('without a legal list or an action handler nothing is draggable and no hint is shown', () => {
    const s = atRomanDeployment();
    render(<BattleBoard state={s} />);
    expect(document.querySelectorAll('[draggable]')).toHaveLength(0);
    expect(screen.queryByText(/^Drag a counter/)).toBeNull();
    cleanup();
    // hotseat hand-over: the screen gets an empty list
    render(<BattleBoard state={s} legal={[]} onAct={() => {}} />);
    expect(document.querySelectorAll('[draggable]')).toHaveLength(0);
  });
});
