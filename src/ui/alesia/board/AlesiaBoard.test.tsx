// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { acUnit } from '../../../engine/alesia-classic/data/units';
import { acLabel } from '../../../engine/alesia-classic/map/grid';
import { alesiaClassic } from '../../../engine/alesia-classic/system';
import { deployed, ix } from '../../../engine/alesia-classic/testing';
import { at, position } from '../../../engine/alesia-classic/movement/testkit';
import { unitOf, unitIds, type AcState } from '../../../engine/alesia-classic/state';
import { hexKey, parseHexKey } from '../../../engine/hex/coords';
import { acMap } from '../../../engine/alesia-classic/map/map';
import { AlesiaBoard, CELL_TARGET_LIMIT } from './AlesiaBoard';
import { nextHex } from './keys';
import { mfWords } from './names';
import { moveCosts } from '../../../engine/alesia-classic/movement/costs';
import type { BoardState } from './model';

afterEach(cleanup);

function apply(s: AcState, a: AcAction): AcState {
  const r = alesiaClassic.apply(s, a);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

function renderBoard(state: BoardState, legal: readonly AcAction[] = 'rng' in state ? alesiaClassic.legalActions(state) : []) {
  const onAct = vi.fn<(a: AcAction) => void>();
  const onSuggest = vi.fn<(a: readonly AcAction[]) => void>();
  const onPrefetch = vi.fn<(a: AcAction) => void>();
  const utils = render(
    <AlesiaBoard state={state} log={[]} legal={legal} highlight={[]} inspected={null} onInspect={() => {}} onAct={onAct} onSuggest={onSuggest} onPrefetch={onPrefetch} onCell={() => {}} />,
  );
  const map = screen.getByRole('group', { name: /Map of Alesia/ });
  return { ...utils, map, onAct, onSuggest, onPrefetch, legal };
}

/** The Roman movement phase of the deployed game: Roman counters on the board can be selected. */
function romanMove(): AcState {
  let s = deployed('ui');
  while (s.phase !== 'roman-move') s = apply(s, { t: 'end' });
  return s;
}

/** The focusable hex of a key (an index: attribute selectors are slow in jsdom on a big DOM). */
const cell = (map: HTMLElement, key: string): SVGElement => cells(map).get(key)!;
function cells(map: HTMLElement): Map<string, SVGElement> {
  const index = new Map<string, SVGElement>();
  for (const el of map.querySelectorAll<SVGElement>('[data-hex]')) index.set(el.getAttribute('data-hex')!, el);
  return index;
}

describe('AlesiaBoard', () => {
  it('draws the terrain as a handful of paths and the counters on their hexes, named by printed hex', () => {
    const s = deployed('ui');
    const { map } = renderBoard(s);
    expect(map.querySelectorAll('.ac-terrain path.ac-hexes')).toHaveLength(6);
    const onBoard = Object.values(s.units).filter((u) => u.loc.at === 'hex').length;
    expect(map.querySelectorAll('.ac-stack [data-unit]')).toHaveLength(onBoard);
    const fortId = unitIds(s).find((id) => acUnit(id).kind === 'fort' && unitOf(s, id).loc.at === 'hex')!;
    const loc = unitOf(s, fortId).loc as { hex: string };
    const el = cell(map, loc.hex);
    expect(el.getAttribute('aria-label')).toMatch(new RegExp(`^Hex ${acLabel(parseHexKey(loc.hex))}, `));
    expect(el.getAttribute('aria-label')).toMatch(/Roman counters?: .*Fort \d+/);
    // Far fewer focusable hexes than the board's 2,627, and one tab stop.
    const focusable = map.querySelectorAll('[data-hex][tabindex]');
    expect(focusable.length).toBeLessThan(400);
    expect(map.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('shows factors, a type glyph and a side letter on each counter', () => {
    const { map } = renderBoard(romanMove());
    const cohort = map.querySelector('[data-unit="r-vii-1"]')!;
    expect(cohort.textContent).toContain('5-8');
    expect(cohort.textContent).toContain('R');
    expect(cohort.querySelector('.ac-glyph')).toBeTruthy();
    expect(cohort.classList.contains('selectable')).toBe(true);
  });

  it('marks a disrupted and a Battle Rages counter as a turned-over counter would be, in its name too (issue 16 §3)', () => {
    const s = position({ 'r-vii-1': 'D32', 'r-vii-2': 'D32', 'r-viii-1': 'F30', 'r-viii-2': 'H30' }, 'roman-move');
    s.units[ix('r-vii-1')] = { ...unitOf(s, 'r-vii-1'), disrupted: true };
    s.units[ix('r-viii-1')] = { ...unitOf(s, 'r-viii-1'), raging: true };
    const { map } = renderBoard(s, []);
    const d = map.querySelector('[data-unit="r-vii-1"]')!;
    expect(d.getAttribute('data-flip')).toBe('disrupted');
    expect(d.querySelector('.ac-counter-stripes')).toBeTruthy();
    expect(d.querySelector('.ac-flip-tab')!.textContent).toBe('D');
    const r = map.querySelector('[data-unit="r-viii-1"]')!;
    expect(r.querySelector('.ac-flip-tab')!.textContent).toBe('BR');
    // The unflipped ones carry no mark.
    expect(map.querySelector('[data-unit="r-vii-2"] .ac-flip-tab')).toBeNull();
    expect(map.querySelector('[data-unit="r-viii-2"] .ac-flip-tab')).toBeNull();
    expect(cell(map, at('D32')).getAttribute('aria-label')).toMatch(/5-8 cohort, First cohort of Legio VII, disrupted \(D\)/);
    expect(cell(map, at('D32')).getAttribute('aria-label')).not.toMatch(/Second cohort of Legio VII, disrupted/);
    expect(cell(map, at('F30')).getAttribute('aria-label')).toMatch(/Legio VIII, battle rages \(BR\), inverted/);
  });

  it('marks a counter when it is turned over by a new position with the same stacks', () => {
    const s = position({ 'r-vii-1': 'D32' }, 'roman-move');
    const { map, rerender } = renderBoard(s, []);
    expect(map.querySelector('[data-unit="r-vii-1"] .ac-flip-tab')).toBeNull();
    const t = { ...s, units: [...s.units] };
    t.units[ix('r-vii-1')] = { ...unitOf(s, 'r-vii-1'), disrupted: true };
    rerender(<AlesiaBoard state={t} log={[]} legal={[]} highlight={[]} inspected={null} onInspect={() => {}} onAct={() => {}} onSuggest={() => {}} onCell={() => {}} />);
    expect(map.querySelector('[data-unit="r-vii-1"] .ac-flip-tab')!.textContent).toBe('D');
  });

  it('selects a counter on click with the legal select action', () => {
    const s = romanMove();
    const { map, onAct, legal } = renderBoard(s);
    const sel = legal.find((a): a is Extract<AcAction, { t: 'select' }> => a.t === 'select' && acUnit(a.unit).kind === 'cohort')!;
    fireEvent.click(map.querySelector(`[data-unit="${sel.unit}"]`)!);
    expect(onAct).toHaveBeenCalledTimes(1);
    expect(onAct.mock.calls[0][0]).toBe(sel);
  });

  it('asks for the result of what a click would take where the pointer rests: the selection of a counter, the move to a lit hex', async () => {
    const s0 = romanMove();
    const { map, onPrefetch, legal, unmount } = renderBoard(s0);
    const sel = legal.find((a): a is Extract<AcAction, { t: 'select' }> => a.t === 'select' && acUnit(a.unit).kind === 'cohort')!;
    fireEvent.pointerOver(map.querySelector(`[data-unit="${sel.unit}"]`)!);
    expect(onPrefetch).toHaveBeenCalledTimes(1);
    expect(onPrefetch.mock.calls[0][0]).toBe(sel);
    // Resting on the same counter asks once; a plain hex (no choice) asks nothing.
    fireEvent.pointerOver(map.querySelector(`[data-unit="${sel.unit}"]`)!);
    expect(onPrefetch).toHaveBeenCalledTimes(1);
    unmount();

    // A unit with few enough destinations to have a cell each (CELL_TARGET_LIMIT).
    const few = legal.filter((a) => a.t === 'select').find((a) => alesiaClassic.legalActions(apply(s0, a)).filter((x) => x.t === 'move').length <= CELL_TARGET_LIMIT)!;
    const s = apply(s0, few);
    const moved = renderBoard(s);
    const move = moved.legal.find((a): a is Extract<AcAction, { t: 'move' }> => a.t === 'move')!;
    // The destinations' own cells come a painted frame after the click that lit them.
    await waitFor(() => expect(cell(moved.map, move.to)).toBeTruthy());
    fireEvent.pointerOver(cell(moved.map, move.to));
    expect(moved.onPrefetch.mock.calls.at(-1)?.[0]).toBe(move);
  });

  it('lights the destinations of the selected unit; a click on one takes that legal move', () => {
    const s0 = romanMove();
    // A unit with few enough destinations to have a button each (CELL_TARGET_LIMIT).
    const sel = alesiaClassic
      .legalActions(s0)
      .filter((a) => a.t === 'select')
      .find((a) => alesiaClassic.legalActions(apply(s0, a)).filter((x) => x.t === 'move').length <= CELL_TARGET_LIMIT)!;
    const s = apply(s0, sel);
    const { map, onAct, legal } = renderBoard(s);
    const moves = legal.filter((a): a is Extract<AcAction, { t: 'move' }> => a.t === 'move');
    expect(moves.length).toBeGreaterThan(0);
    const index = cells(map);
    const costs = moveCosts(s, s.moving!);
    for (const m of moves) {
      const el = index.get(m.to)!;
      expect(el.classList.contains('target')).toBe(true);
      expect(el.getAttribute('aria-label')).toContain('; move here');
    }
    expect(map.querySelectorAll('.ac-cell.target')).toHaveLength(moves.length);
    // The destination the focus is on names its cost, as the engine's move search has it.
    for (const m of moves.slice(0, 3)) {
      fireEvent.focus(index.get(m.to)!);
      const el = cell(map, m.to);
      const c = costs.get(m.to)!;
      expect(el.getAttribute('aria-label')).toContain(`; move here, ${mfWords(c.mf)} MF of 8, `);
      expect(el.getAttribute('aria-label')).toMatch(c.stops ? /, must stop there$/ : new RegExp(`, ${mfWords(c.left)} left$`));
    }
    const m = moves[moves.length - 1];
    fireEvent.click(cell(map, m.to));
    expect(onAct).toHaveBeenCalledTimes(1);
    expect(onAct.mock.calls[0][0]).toBe(m);
    // The moving counter is marked in words too.
    const at = (unitOf(s, sel.t === 'select' ? sel.unit : '').loc as { hex: string }).hex;
    expect(cell(map, at).getAttribute('aria-label')).toContain('(moving)');
  });

  it('selects relief units in the OBMC, then lights their entry hexes and off-board boxes', () => {
    const s0 = deployed('ui');
    const { onAct, legal, unmount } = renderBoard(s0);
    for (const z of ['II', 'V', 'X']) expect(screen.getByRole('listitem', { name: `Zone ${z}` }).textContent).toMatch(/: empty/);
    const zoneI = screen.getByRole('listitem', { name: 'Zone I' });
    const move = within(zoneI).getByRole('button', { name: /^Move one: a 7-6 infantry from zone I \(60 there\)/ });
    fireEvent.click(move);
    const act = onAct.mock.calls[0][0];
    expect(act).toMatchObject({ t: 'select' });
    expect(legal).toContain(act);
    unmount();

    const s = apply(s0, act);
    const r = renderBoard(s);
    const moves = r.legal.filter((a) => a.t === 'move');
    const onHex = moves.filter((a) => a.t === 'move' && !a.to.includes(':') && a.to !== 'town');
    expect(r.map.querySelectorAll('.ac-cell.target')).toHaveLength(onHex.length);
    const a = onHex[0] as Extract<AcAction, { t: 'move' }>;
    fireEvent.keyDown(cell(r.map, a.to), { key: 'Enter' });
    expect(r.onAct).toHaveBeenLastCalledWith(a);
    expect(r.onAct.mock.lastCall![0]).toBe(a);
  });

  it('draws the destinations at once as one path (a dot on an empty hex, a ring round a stack); their buttons follow the painted frame', async () => {
    const s0 = romanMove();
    const sel = alesiaClassic
      .legalActions(s0)
      .filter((a) => a.t === 'select')
      .find((a) => {
        const n = alesiaClassic.legalActions(apply(s0, a)).filter((x) => x.t === 'move').length;
        return n > 1 && n <= CELL_TARGET_LIMIT;
      })!;
    const { map, rerender } = renderBoard(s0);
    expect(map.querySelector('.ac-targets')).toBeNull();
    const s = apply(s0, sel);
    const legal = alesiaClassic.legalActions(s);
    const moves = legal.filter((a): a is Extract<AcAction, { t: 'move' }> => a.t === 'move');
    rerender(<AlesiaBoard state={s} log={[]} legal={legal} highlight={[]} inspected={null} onInspect={() => {}} onAct={() => {}} onSuggest={() => {}} onCell={() => {}} />);
    const path = map.querySelector('.ac-targets')!;
    expect(path.getAttribute('d')!.match(/M/g)).toHaveLength(moves.length);
    const held = moves.filter((m) => map.querySelector(`[data-stack-hex="${m.to}"]`));
    const marks = (cls: string) => (map.querySelector(cls)?.getAttribute('d') ?? '').match(/M/g)?.length ?? 0;
    expect(marks('.ac-target-ring')).toBe(held.length);
    expect(marks('.ac-target-dot')).toBe(moves.length - held.length);
    // In the click's frame only the stacks' own cells say they are destinations…
    expect(map.querySelectorAll('.ac-cell.target').length).toBe(held.length);
    // …then every destination has its button.
    await waitFor(() => expect(map.querySelectorAll('.ac-cell.target')).toHaveLength(moves.length));
    for (const m of moves) expect(cell(map, m.to).getAttribute('aria-label')).toContain('; move here');
  });

  it('draws the stacks in tiles, each an SVG layer of its own moved with the map', () => {
    const s = romanMove();
    const { map } = renderBoard(s);
    const layers = [...map.querySelectorAll('svg.ac-map-stacks')];
    expect(layers.length).toBeGreaterThan(4);
    const onBoard = unitIds(s).filter((id) => unitOf(s, id).loc.at === 'hex');
    const drawn = layers.flatMap((l) => [...l.querySelectorAll('[data-unit]')].map((e) => e.getAttribute('data-unit')));
    expect(drawn.sort()).toEqual([...onBoard].sort());
    // Several tiles hold counters, none holds them all.
    const counts = layers.map((l) => l.querySelectorAll('[data-unit]').length);
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(2);
    expect(Math.max(...counts)).toBeLessThan(onBoard.length);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    const t = map.querySelector('.ac-map-over > g')!.getAttribute('transform');
    expect(t).toMatch(/scale\(1\.250\)/);
    for (const l of [...layers, map.querySelector('svg.ac-map-top')!]) expect(l.querySelector(':scope > g')!.getAttribute('transform')).toBe(t);
  });

  it('moves a focus hex with the arrow keys through one tab stop and acts with Enter', () => {
    const s0 = romanMove();
    const sel = alesiaClassic.legalActions(s0).find((a) => a.t === 'select')!;
    const s = apply(s0, sel);
    const { map, onAct, legal } = renderBoard(s);
    const start = map.querySelector('[tabindex="0"]') as SVGGElement;
    start.focus();
    expect(document.activeElement).toBe(start);
    const from = start.getAttribute('data-hex')!;
    const h = parseHexKey(from);
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    const east = hexKey({ q: h.q + 1, r: h.r });
    const now = document.activeElement as Element;
    expect(now.getAttribute('data-hex')).toBe(east);
    expect(now.getAttribute('tabindex')).toBe('0');
    expect(map.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(now.getAttribute('aria-label')).toMatch(new RegExp(`^Hex ${acLabel({ q: h.q + 1, r: h.r })}, `));
    // Up then down comes back; Q goes north-west.
    fireEvent.keyDown(now, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect((document.activeElement as Element).getAttribute('data-hex')).toBe(east);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect((document.activeElement as Element).getAttribute('data-hex')).toBe(from);
    // The focus starts on the moving unit's hex; one step to a legal destination and Enter moves there.
    const step = (['ArrowRight', 'ArrowLeft', 'q', 'w', 'z', 'x'] as const).find((k) => legal.some((a) => a.t === 'move' && a.to === nextHex(from, k, false)))!;
    expect(step).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: step });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const expected = legal.find((a) => a.t === 'move' && a.to === nextHex(from, step, false));
    expect(onAct).toHaveBeenCalledTimes(1);
    expect(onAct.mock.calls[0][0]).toBe(expected);
  });

  it('lights many destinations as one path, each still reached by the arrows, named with its cost and taken with Enter', () => {
    const s0 = romanMove();
    const sel = alesiaClassic
      .legalActions(s0)
      .filter((a) => a.t === 'select')
      .find((a) => alesiaClassic.legalActions(apply(s0, a)).filter((x) => x.t === 'move').length > CELL_TARGET_LIMIT)!;
    expect(sel).toBeTruthy();
    const s = apply(s0, sel);
    const { map, onAct, legal } = renderBoard(s);
    expect(map.querySelectorAll('.ac-targets')).toHaveLength(1);
    // Only destinations holding counters keep a cell of their own (their stack is drawn there anyway).
    const own = [...map.querySelectorAll('.ac-cell.target')].map((e) => e.getAttribute('data-hex'));
    expect(own.length).toBeLessThan(legal.filter((a) => a.t === 'move').length / 4);
    for (const k of own) expect(map.querySelector(`[data-stack-hex="${k}"]`)).not.toBeNull();
    const start = map.querySelector('[tabindex="0"]') as SVGGElement;
    start.focus();
    const from = start.getAttribute('data-hex')!;
    const step = (['ArrowRight', 'ArrowLeft', 'q', 'w', 'z', 'x'] as const).find((k) => legal.some((a) => a.t === 'move' && a.to === nextHex(from, k, false)))!;
    fireEvent.keyDown(start, { key: step });
    const to = nextHex(from, step, false)!;
    const c = moveCosts(s, s.moving!).get(to)!;
    expect((document.activeElement as Element).getAttribute('aria-label')).toContain(`; move here, ${mfWords(c.mf)} MF of `);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onAct.mock.calls[0][0]).toBe(legal.find((a) => a.t === 'move' && a.to === to));
  });

  it('reaches a plain hex by keyboard and names it with its printed name and terrain', () => {
    const { map } = renderBoard(romanMove());
    const start = map.querySelector('[tabindex="0"]') as SVGGElement;
    start.focus();
    for (let i = 0; i < 3; i++) fireEvent.keyDown(document.activeElement!, { key: 'q' });
    const el = document.activeElement as Element;
    const k = el.getAttribute('data-hex')!;
    expect(k).not.toBe(start.getAttribute('data-hex'));
    expect(el.getAttribute('aria-label')).toMatch(/^Hex [A-Z]{1,2}\d+, (low|slope|top|town|town wall)/);
  });

  it('during set-up lists the pool, picks with the legal pick, lights the placements and places with Enter', () => {
    const r = alesiaClassic.setup({ scenario: 'standard', seed: 'ui', options: {} });
    if (!r.ok) throw new Error(r.rejection.message);
    const first = renderBoard(r.state);
    const pool = screen.getByRole('region', { name: /Roman counters to set up/ });
    fireEvent.click(within(pool).getByRole('button', { name: /^Set up one: a 5-8 cohort from the pool/ }));
    const pick = first.onAct.mock.calls[0][0];
    expect(pick.t).toBe('pick');
    expect(first.legal).toContain(pick);
    first.unmount();

    const s = apply(r.state, pick);
    const { map, onAct, legal, rerender } = renderBoard(s);
    const places = legal.filter((a) => a.t === 'place');
    expect(places.length).toBeGreaterThan(0);
    // One lit path, and the focus hex on the first of them.
    expect(map.querySelectorAll('.ac-targets')).toHaveLength(1);
    const focus = map.querySelector('[tabindex="0"]') as SVGGElement;
    expect(focus.getAttribute('aria-label')).toMatch(/; place here$/);
    focus.focus();
    fireEvent.keyDown(focus, { key: 'Enter' });
    const place = onAct.mock.calls[0][0];
    expect(place).toBe(places.find((a) => a.t === 'place' && a.hex === focus.getAttribute('data-hex')));
    // The counter placed, the keyboard focus stays on its hex, now named with it.
    const s2 = apply(s, place);
    rerender(<AlesiaBoard state={s2} log={[]} legal={alesiaClassic.legalActions(s2)} highlight={[]} inspected={null} onInspect={() => {}} onAct={onAct} onSuggest={() => {}} onCell={() => {}} />);
    const now = document.activeElement as Element;
    expect(now.getAttribute('data-hex')).toBe(focus.getAttribute('data-hex'));
    expect(now.getAttribute('aria-label')).toMatch(/1 Roman counter: 5-8 cohort, /);
  });

  it('names the town wall hexes by their printed name', () => {
    const { map } = renderBoard(romanMove());
    const wall = [...acMap().hexes.values()].find((d) => d.wall)!;
    let el = map.querySelector('[tabindex="0"]') as SVGGElement;
    el.focus();
    // Walk there: rows first, then along the row.
    const target = wall.hex;
    for (let i = 0; i < 120; i++) {
      const h = parseHexKey(el.getAttribute('data-hex')!);
      if (h.q === target.q && h.r === target.r) break;
      const key = h.r > target.r ? (h.q + h.r / 2 < target.q + target.r / 2 ? 'w' : 'q') : h.r < target.r ? (h.q + h.r / 2 < target.q + target.r / 2 ? 'x' : 'z') : h.q < target.q ? 'ArrowRight' : 'ArrowLeft';
      fireEvent.keyDown(el, { key });
      el = document.activeElement as SVGGElement;
    }
    expect(el.getAttribute('data-hex')).toBe(hexKey(target));
    expect(el.getAttribute('aria-label')).toMatch(new RegExp(`^Hex ${acLabel(target)}, town wall`));
  });

  it('the Roman view shows no relief or besieged counters and the OBMC presence only', () => {
    const s = deployed('ui');
    const v = alesiaClassic.view(s, 'roman');
    const { map } = renderBoard(v, []);
    const shown = [...map.querySelectorAll('[data-unit]')].map((e) => e.getAttribute('data-unit')!);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((id) => acUnit(id).side === 'roman')).toBe(true);
    const chart = screen.getByRole('list', { name: /Presence chart/ });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(10);
    expect(chart.textContent).toMatch(/I: Gallic presence shown/);
    expect(screen.queryByRole('listitem', { name: 'Zone I' })).toBeNull();
    expect(screen.getByRole('region', { name: /Off-Board Movement Chart/ }).textContent).toMatch(/hidden from the Roman \(AC 11\.8\)/);
    expect(screen.queryByRole('button', { name: /^Move one: a / })).toBeNull();
    expect(screen.getByRole('region', { name: /Alesia \(town box\)/ }).textContent).toMatch(/46 Gallic units inside \(hidden from the Roman/);
  });

  it('offers the selections of a stack as suggestions when several units there can move', () => {
    const s = romanMove();
    const legal = alesiaClassic.legalActions(s);
    const stacks = new Map<string, string[]>();
    for (const a of legal) {
      if (a.t !== 'select') continue;
      const hex = (unitOf(s, a.unit).loc as { hex: string }).hex;
      stacks.set(hex, [...(stacks.get(hex) ?? []), a.unit]);
    }
    const [hex, units] = [...stacks].find(([, u]) => u.length > 1)!;
    const { map, onAct, onSuggest } = renderBoard(s, legal);
    const el = cell(map, hex);
    expect(el.getAttribute('aria-label')).toMatch(new RegExp(`; ${units.length} units here can move$`));
    fireEvent.keyDown(el, { key: 'Enter' });
    expect(onAct).not.toHaveBeenCalled();
    const suggested = onSuggest.mock.calls[0][0];
    expect(suggested).toHaveLength(units.length);
    for (const a of suggested) expect(legal).toContain(a);
  });

  it('lights hexes named by a hovered log entry', () => {
    const s = deployed('ui');
    const key = hexKey(acMap().townHexes[0]);
    render(<AlesiaBoard state={s} log={[]} legal={[]} highlight={[key, 'not-a-hex']} inspected={null} onInspect={() => {}} onAct={() => {}} onSuggest={() => {}} onCell={() => {}} />);
    const map = screen.getByRole('group', { name: /Map of Alesia/ });
    expect(cell(map, key).classList.contains('lit')).toBe(true);
    expect(map.querySelectorAll('.ac-cell.lit')).toHaveLength(1);
  });

  it('offers the off-board shifts of the OBMC phase (AC 11.4) with the legal actions', () => {
    let s = deployed('ui');
    s = apply(s, { t: 'end' });
    expect(s.phase).toBe('gallic-offboard');
    const { onAct, legal } = renderBoard(s);
    const zoneI = screen.getByRole('listitem', { name: 'Zone I' });
    fireEvent.click(within(zoneI).getByRole('button', { name: /^→ II: shift a 2-13 cavalry from zone I to zone II/ }));
    const a = onAct.mock.calls[0][0];
    expect(a).toMatchObject({ t: 'shift', to: 'II' });
    expect(legal).toContain(a);
    expect(within(zoneI).getAllByRole('button', { name: /to zone X \(AC 11\.4\)/ }).length).toBe(4);
  });

  it('has zoom and fit controls', () => {
    const { map } = renderBoard(deployed('ui'));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map.getAttribute('data-zoom')).toBe('1.25');
    fireEvent.click(screen.getByRole('button', { name: /Fit/ }));
    expect(map.getAttribute('data-zoom')).toBe('1.00');
  });
});
