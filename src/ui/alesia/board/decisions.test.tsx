// @vitest-environment jsdom
/**
 * Every choice of a hex is lit on the map and taken there (issue 16 §3): a retreat's and an
 * advance's ends, the hexes to attack, the units to fire at; several choices on one hex go to the
 * prompt as suggestions. The view follows the decision (follow.ts). A hex the moving unit may not
 * go to says why.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { clearHex, inCombat, labelOf, rngFor } from '../../../engine/alesia-classic/combat/testkit';
import { acMap, nbrs } from '../../../engine/alesia-classic/map/map';
import { at, position } from '../../../engine/alesia-classic/movement/testkit';
import { startFireTurn } from '../../../engine/alesia-classic/fire/fire';
import { alesiaClassic } from '../../../engine/alesia-classic/system';
import type { AcState } from '../../../engine/alesia-classic/state';
import { hexKey, parseHexKey } from '../../../engine/hex/coords';
import { line } from '../../../engine/hex/line';
import { ring } from '../../../engine/hex/shapes';
import { AlesiaBoard } from './AlesiaBoard';
import { boardActions, hexChoices } from './model';
import { followFrame } from './follow';
import { BOARD_H, BOARD_W, centre } from './geometry';

afterEach(cleanup);

function play(s: AcState, ...actions: AcAction[]): AcState {
  for (const a of actions) {
    const r = alesiaClassic.apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.message}`);
    s = r.state;
  }
  return s;
}

function renderBoard(state: AcState) {
  const legal = alesiaClassic.legalActions(state);
  const onAct = vi.fn<(a: AcAction) => void>();
  const onSuggest = vi.fn<(a: readonly AcAction[]) => void>();
  render(<AlesiaBoard state={state} log={[]} legal={legal} highlight={[]} inspected={null} onInspect={() => {}} onAct={onAct} onSuggest={onSuggest} onCell={() => {}} />);
  const map = screen.getByRole('group', { name: /Map of Alesia/ });
  return { map, legal, onAct, onSuggest };
}

const X = clearHex(0, 3);
const [N0, N1] = nbrs(X);

/** After a battle the Gaul won: the beaten Roman at X retreats (AC 15.3). */
function retreatScene(): AcState {
  let s = inCombat(position({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(N1) }), 'gallic');
  s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'join', unit: 'gr-2', battle: 0 }, { t: 'join', unit: 'gr-3', battle: 0 }, { t: 'fight' });
  return play({ ...s, rng: rngFor(3) }, { t: 'resolve', battle: 0 });
}

describe('hex decisions on the map', () => {
  it('indexes retreats, advances, attacks and volleys by their hex; several on one hex are all kept', () => {
    const s = retreatScene();
    const legal = alesiaClassic.legalActions(s);
    const acts = boardActions(legal, s);
    const retreats = legal.filter((a) => a.t === 'retreat' && a.to !== 'off') as Extract<AcAction, { t: 'retreat' }>[];
    expect(retreats.length).toBeGreaterThan(0);
    expect(new Set(acts.toHex.keys())).toEqual(new Set(retreats.map((a) => a.to)));
    for (const a of retreats) expect(hexChoices(acts, a.to)).toEqual([a]);
    // Two advances on one hex: both offered.
    const two: AcAction[] = [{ t: 'advance', unit: 'gr-1', to: X }, { t: 'advance', unit: 'gr-2', to: X }, { t: 'hold' }];
    const adv = boardActions(two, s);
    expect(hexChoices(adv, X)).toEqual(two.slice(0, 2));
  });

  it('lights the retreat hexes and a click on one takes that retreat (AC 15.3)', async () => {
    const s = retreatScene();
    const { map, legal, onAct } = renderBoard(s);
    const retreats = legal.filter((a) => a.t === 'retreat' && a.to !== 'off') as Extract<AcAction, { t: 'retreat' }>[];
    const path = map.querySelector('.ac-targets')!;
    expect(path.getAttribute('d')!.match(/M/g)).toHaveLength(retreats.length);
    // The cells of the choices come a painted frame later (as a move's buttons do).
    const target = await waitFor(() => map.querySelector<SVGElement>(`[data-hex="${retreats[0].to}"]`)!);
    expect(target.getAttribute('aria-label')).toMatch(/; retreat here$/);
    fireEvent.click(target);
    expect(onAct).toHaveBeenCalledWith(retreats[0]);
  });

  it('lights the hexes to attack in the combat phase and names them so (AC 14)', async () => {
    const s = inCombat(position({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0) }), 'gallic');
    const { map, legal, onAct } = renderBoard(s);
    const attack = legal.find((a) => a.t === 'attack') as Extract<AcAction, { t: 'attack' }>;
    expect(attack.hex).toBe(X);
    const cell = map.querySelector<SVGElement>(`[data-hex="${X}"]`)!;
    expect(cell.classList.contains('target')).toBe(true);
    expect(cell.getAttribute('aria-label')).toMatch(/; attack here$/);
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(onAct).toHaveBeenCalledWith(attack);
  });

  it('lights the unit to fire at, and with several volleys at it suggests them in the prompt (AC 20.5)', () => {
    const F = clearHex(0, 3);
    const walk = line(ring(parseHexKey(F), 4)[0], parseHexKey(F)).map(hexKey);
    let s = position({ 'fort-1': labelOf(F), 'r-vii-1': labelOf(F), 'r-arch-1': labelOf(F), 'gr-1': labelOf(walk[0]) });
    s.options = { ...s.options, fire: 'ask' };
    startFireTurn(s);
    s = play(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: walk[3] });
    expect(alesiaClassic.toAct(s)).toBe('roman');
    const { map, legal, onAct, onSuggest } = renderBoard(s);
    const volleys = legal.filter((a) => a.t === 'fire') as Extract<AcAction, { t: 'fire' }>[];
    expect(volleys.length).toBeGreaterThan(0);
    const hex = walk[1];
    const cell = map.querySelector<SVGElement>(`[data-hex="${hex}"]`)!;
    expect(cell.getAttribute('aria-label')).toMatch(/fire at/);
    fireEvent.click(cell);
    if (volleys.length === 1) expect(onAct).toHaveBeenCalledWith(volleys[0]);
    else expect(onSuggest).toHaveBeenCalledWith(volleys);
  });

  it('says why a hex is barred to the moving unit, with its rule, until the position changes', () => {
    const s = play(position({ 'r-vii-1': 'M10', 'gr-1': 'M12' }, 'roman-move'), { t: 'select', unit: 'r-vii-1' });
    const { map, onAct } = renderBoard(s);
    const enemy = map.querySelector<SVGElement>(`[data-hex="${at('M12')}"]`)!;
    act(() => {
      fireEvent.keyDown(enemy, { key: 'Enter' });
    });
    expect(onAct).not.toHaveBeenCalled();
    const note = screen.getByRole('status', { name: 'Note on the map' });
    expect(note.textContent).toMatch(/^Not to M12: Enemy units hold that hex/);
    expect(note.querySelector('.rule-link')!.textContent).toBe('AC 5.5');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the note' }));
    expect(screen.getByRole('status', { name: 'Note on the map' }).textContent).toBe('');
  });
});

describe('followFrame', () => {
  const view = { x: 0, y: 0, k: 1, w: 1300, h: 1119 };
  const zoomed = (cx: number, cy: number, k: number) => ({ x: BOARD_W / 2 - cx * k, y: BOARD_H / 2 - cy * k, k, w: 1300, h: 1119 });

  it('leaves a view that shows the hexes', () => {
    expect(followFrame([centre(X)], view, 'all', 1)).toBeNull();
    const c = centre(X);
    expect(followFrame([c, centre(N0)], zoomed(c.x, c.y, 3), 'all', 1)).toBeNull();
  });

  it('centres on hexes out of view, keeping the zoom when they fit at it', () => {
    const far = centre(at('C5'));
    const c = centre(X);
    const f = followFrame([far], zoomed(c.x, c.y, 3), 'all', 1)!;
    expect(f).toEqual({ x: far.x, y: far.y, k: 3 });
  });

  it('zooms out to show every choice when they are spread, no further than the floor', () => {
    const a = centre(at('C5'));
    const b = centre(X);
    const f = followFrame([a, b], zoomed(b.x, b.y, 5), 'all', 1)!;
    expect(f.k).toBeLessThan(5);
    expect(f.k).toBeGreaterThanOrEqual(1);
    // At the floor too high to show both: one already in view is left alone (mode any as all).
    expect(followFrame([a, b], zoomed(b.x, b.y, 5), 'all', 4.9)).toBeNull();
    expect(followFrame([a, b], zoomed(b.x, b.y, 5), 'any', 4.9)).toBeNull();
  });

  it('for one of many (an entry\'s), centres on the one nearest their middle, at the zoom the player reads at', () => {
    // Three hexes of the west edge and one far east, the view close up elsewhere: the middle one of the three.
    const pts = [...acMap().hexes.keys()].map((k) => centre(k));
    const a = pts.reduce((m, p) => (p.x < m.x ? p : m));
    const b = pts.reduce((m, p) => (p.x > m.x ? p : m));
    const west = pts.filter((p) => p.x === a.x).sort((p, q) => p.y - q.y);
    const three = west.slice(0, 3);
    const v = zoomed((a.x + b.x) / 2, BOARD_H - 30, 5);
    const f = followFrame([...three, b], v, 'any', 1)!;
    expect(f.k).toBe(5);
    const mx = (three[0].x * 3 + b.x) / 4;
    const my = (three[0].y + three[1].y + three[2].y + b.y) / 4;
    const near = [...three, b].reduce((m, p) => (Math.hypot(p.x - mx, p.y - my) < Math.hypot(m.x - mx, m.y - my) ? p : m));
    expect({ x: f.x, y: f.y }).toEqual({ x: near.x, y: near.y });
    // In `all` mode the view zooms out to show both.
    expect(followFrame([a, b], zoomed((a.x + b.x) / 2, BOARD_H - 30, 5), 'all', 0.5)!.k).toBeLessThan(5);
  });
});
