// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { fireFields } from '../../../engine/alesia-classic/fire/fields';
import { moveCosts } from '../../../engine/alesia-classic/movement/costs';
import { at, position } from '../../../engine/alesia-classic/movement/testkit';
import { clearHex, labelOf } from '../../../engine/alesia-classic/combat/testkit';
import { unitEntries, type AcState } from '../../../engine/alesia-classic/state';
import { alesiaClassic } from '../../../engine/alesia-classic/system';
import { deployed, play } from '../../../engine/alesia-classic/testing';
import { viewFor, zocSeen } from '../../../engine/alesia-classic/view';
import { AlesiaBoard, CELL_TARGET_LIMIT } from './AlesiaBoard';
import { BOARD_H, BOARD_W, centre } from './geometry';
import { acMap } from '../../../engine/alesia-classic/map/map';
import { HexLabels, labelTiles, tilesInView } from './HexLabels';
import type { BoardState } from './model';
import { mfWords } from './names';
import { nextHex } from './keys';

afterEach(cleanup);

function renderBoard(state: BoardState, legal: readonly AcAction[] = 'rng' in state ? alesiaClassic.legalActions(state) : []) {
  render(<AlesiaBoard state={state} log={[]} legal={legal} highlight={[]} inspected={null} onInspect={() => {}} onAct={() => {}} onSuggest={() => {}} onCell={() => {}} />);
  return screen.getByRole('group', { name: /Map of Alesia/ });
}

const toggle = (name: string) => {
  const b = screen.getByRole('button', { name });
  expect(b.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(b);
  expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
};

/** Hexes drawn in a path: one M command each. */
const hexesIn = (el: Element | null) => (el?.getAttribute('d')?.match(/M/g) ?? []).length;

describe('map overlays', () => {
  it('ZOC shows the enemy zone of control of the side to act, and both sides on request', () => {
    const s = position({ 'gr-1': 'M14', 'r-vii-1': 'M10' }, 'roman-move');
    const map = renderBoard(s);
    expect(map.querySelector('.ac-zoc')).toBeNull();
    toggle('ZOC');
    expect(map.querySelectorAll('.ac-zoc path')).toHaveLength(1);
    expect(hexesIn(map.querySelector('.ac-zoc-gallic'))).toBe(zocSeen(s, 'gallic').size);
    expect(map.querySelector('.ac-zoc-roman')).toBeNull();
    toggle('ZOC of both sides');
    expect(hexesIn(map.querySelector('.ac-zoc-roman'))).toBe(zocSeen(s, 'roman').size);
    expect(hexesIn(map.querySelector('.ac-zoc-gallic'))).toBe(6);
    fireEvent.click(screen.getByRole('button', { name: 'ZOC' }));
    expect(map.querySelector('.ac-zoc')).toBeNull();
  });

  it('ZOC in the Roman view counts the counters hidden under the top one (AC 25.7)', () => {
    const s = position({ vercingetorix: 'D32', 'gb-1': 'D32', 'r-vii-1': 'M10' }, 'roman-move');
    s.options.hiddenStacks = true;
    const map = renderBoard(viewFor(s, 'roman'), []);
    toggle('ZOC');
    expect(hexesIn(map.querySelector('.ac-zoc-gallic'))).toBe(6);
  });

  it('fields of fire draw each range band as one path, every hex in reach once', () => {
    const s = position({ 'fort-1': 'D32', 'r-vii-1': 'D32', 'r-sling-1': 'M10' }, 'roman-move');
    const map = renderBoard(s);
    toggle('Fire');
    const bands = map.querySelectorAll('.ac-fire-band');
    expect(bands.length).toBeLessThanOrEqual(3);
    const total = [...bands].reduce((n, el) => n + hexesIn(el), 0);
    expect(total).toBe(fireFields(s).band.size);
    expect(hexesIn(map.querySelector('.ac-fire-band.b3'))).toBe([...fireFields(s).band.values()].filter((b) => b === 3).length);
  });

  it('rings every fort, held or empty, in two paths', () => {
    let s: AcState = deployed('ov');
    while (s.phase !== 'roman-move') s = play(s, { t: 'end' });
    const map = renderBoard(s);
    toggle('Forts');
    const forts = unitEntries(s).filter(([id, u]) => id.startsWith('fort-') && u.loc.at === 'hex').length;
    expect(forts).toBe(23);
    expect(map.querySelectorAll('.ac-fort-ring').length).toBeLessThanOrEqual(2);
    expect(hexesIn(map.querySelector('.ac-fort-ring.held')) + hexesIn(map.querySelector('.ac-fort-ring.empty'))).toBe(forts);
  });

  it('the overlays take no clicks and stay put while the view zooms', () => {
    const s = position({ 'gr-1': 'M14', 'r-vii-1': 'M10' }, 'roman-move');
    const map = renderBoard(s);
    toggle('ZOC');
    const path = map.querySelector('.ac-zoc-gallic')!;
    const d = path.getAttribute('d');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map.querySelector('.ac-zoc-gallic')).toBe(path);
    expect(path.getAttribute('d')).toBe(d);
    expect(path.closest('.ac-overlay')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('hex labels wait for a readable zoom, and then draw only the tiles in view', () => {
    renderBoard(position({ 'r-vii-1': 'M10' }, 'roman-move'));
    toggle('Hex labels');
    // jsdom lays nothing out: the map has no size, so no label can be read yet.
    expect(screen.getAllByRole('status').map((e) => e.textContent).join(' ')).toMatch(/Zoom in to read the labels/);
    const all = [...labelTiles().values()].reduce((n, l) => n + l.length, 0);
    expect(all).toBe(2627);
    // The whole board on a laptop screen: too small to read.
    expect(tilesInView({ x: 0, y: 0, k: 1, w: 1000, h: 700 })).toBe('');
    // Close up on the middle: a few tiles.
    const k = 3;
    const v = { x: BOARD_W / 2 - (BOARD_W / 2) * k, y: BOARD_H / 2 - (BOARD_H / 2) * k, k, w: 1000, h: 700 };
    const tiles = tilesInView(v);
    expect(tiles).not.toBe('');
    // Every hex whose centre is on screen has its label drawn.
    const sc = Math.min(v.w / BOARD_W, v.h / BOARD_H);
    const drawn = new Set(tiles.split(' ').flatMap((t) => labelTiles().get(t)!.map((l) => l.key)));
    let onScreen = 0;
    for (const key of acMap().hexes.keys()) {
      const c = centre(key);
      const px = (c.x * k + v.x + (v.w / sc - BOARD_W) / 2) * sc;
      const py = (c.y * k + v.y + (v.h / sc - BOARD_H) / 2) * sc;
      if (px < 0 || px > v.w || py < 0 || py > v.h) continue;
      onScreen++;
      expect(drawn.has(key), key).toBe(true);
    }
    expect(onScreen).toBeGreaterThan(100);
    const { container } = render(
      <svg>
        <HexLabels tiles={tiles} />
      </svg>,
    );
    const texts = container.querySelectorAll('.ac-hex-labels text');
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.length).toBeLessThan(all / 2);
    expect([...texts].map((t) => t.textContent)).toContain('Z39');
  });

  it('the legend names every overlay in words', () => {
    renderBoard(position({ 'r-vii-1': 'M10' }, 'roman-move'));
    const list = screen.getByRole('list', { name: 'Overlays' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    const words = within(list).getAllByRole('listitem').map((li) => li.textContent).join(' | ');
    for (const w of [/Roman zone of control \(hatched/, /Gallic zone of control \(hatched/, /primary volley/, /secondary volley/, /tertiary/, /held fort/, /empty fort/, /printed name/]) expect(words).toMatch(w);
  });
});

describe('movement costs on the map', () => {
  it('shows the cost of the destination under the pointer, and clears it on leaving', () => {
    // On open ground: few enough destinations for a button each (CELL_TARGET_LIMIT).
    const here = labelOf(clearHex());
    const s = play(position({ 'r-rec-1': here }, 'roman-move'), { t: 'select', unit: 'r-rec-1' });
    const map = renderBoard(s);
    const costs = moveCosts(s, 'r-rec-1');
    expect(costs.size).toBeLessThanOrEqual(CELL_TARGET_LIMIT);
    const [to, c] = [...costs].find(([, x]) => !x.stops)!;
    const el = map.querySelector(`.ac-cell[data-hex="${to}"]`)!;
    expect(map.querySelector('.ac-cost-tip')).toBeNull();
    fireEvent.pointerOver(el);
    expect(map.querySelector('.ac-cost-tip')!.textContent).toBe(`${mfWords(c.mf)} MF · ${mfWords(c.left)} left`);
    fireEvent.pointerLeave(map);
    expect(map.querySelector('.ac-cost-tip')).toBeNull();
    // The moving unit's own hex is no destination: no tip there.
    fireEvent.pointerOver(map.querySelector(`.ac-cell[data-hex="${at(here)}"]`)!);
    expect(map.querySelector('.ac-cost-tip')).toBeNull();
  });

  it('shows the cost of a destination the keyboard focus reaches', () => {
    const s = play(position({ 'r-vii-1': 'D32' }, 'roman-move'), { t: 'select', unit: 'r-vii-1' });
    const map = renderBoard(s);
    const costs = moveCosts(s, 'r-vii-1');
    const start = map.querySelector('[tabindex="0"]') as SVGGElement;
    expect(start.getAttribute('data-hex')).toBe(at('D32'));
    start.focus();
    const key = (['ArrowRight', 'ArrowLeft', 'q', 'w', 'z', 'x'] as const).find((k) => costs.has(nextHex(at('D32'), k, false) ?? ''))!;
    fireEvent.keyDown(start, { key });
    const to = nextHex(at('D32'), key, false)!;
    expect((document.activeElement as Element).getAttribute('data-hex')).toBe(to);
    const c = costs.get(to)!;
    expect(map.querySelector('.ac-cost-tip')!.textContent).toContain(`${mfWords(c.mf)} MF`);
    expect((document.activeElement as Element).getAttribute('aria-label')).toContain(`move here, ${mfWords(c.mf)} MF of 8`);
  });
});
