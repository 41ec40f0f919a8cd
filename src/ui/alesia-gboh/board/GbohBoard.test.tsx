// @vitest-environment jsdom
/**
 * The GBoH board (issue 17 §7): it renders 12.1's West sheet with its ground in words; the picked
 * counter's legal hexes are lit and a facing picker on the hex takes the facing (AG 7.11); a unit
 * of the active Command is selected on the map, its reachable hexes light with their MP and its
 * front, flank and rear are marked, and a legal move is picked there; the Entry Zones a 12.1
 * arrival may name are buttons on the board's edge.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import { alesiaGboh } from '../../../engine/alesia-gboh/system';
import { edit, fresh } from '../../../engine/alesia-gboh/testing';
import { position } from '../../../engine/alesia-gboh/movement/testkit';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { parseGbohLabel } from '../../../engine/alesia-gboh/map/grid';
import { hexKey } from '../../../engine/hex/coords';
import { agUnit } from '../../../engine/alesia-gboh/data';
import { GbohBoard } from './GbohBoard';
import { apply, planning121, romanChoose121, romanCommand121 } from '../testing/positions';
import { nextHexOn } from '../../hexboard/keys';
import { boardFrame } from './geometry';

afterEach(cleanup);

function renderBoard(state: AgState, legal: readonly AgAction[] = alesiaGboh.legalActions(state)) {
  const onAct = vi.fn<(a: AgAction) => void>();
  const onSuggest = vi.fn<(a: readonly AgAction[]) => void>();
  const onPrefetch = vi.fn<(a: AgAction) => void>();
  const utils = render(<GbohBoard state={state} log={[]} legal={legal} highlight={[]} inspected={null} onInspect={() => {}} onAct={onAct} onSuggest={onSuggest} onPrefetch={onPrefetch} onCell={() => {}} />);
  const map = screen.getByRole('group', { name: /Map of Alésia \(GBoH\)/ });
  return { ...utils, map, onAct, onSuggest, onPrefetch, legal };
}

const cellOf = (map: HTMLElement, key: string) => map.querySelector<SVGElement>(`[data-hex="${key}"]`);
const key = (label: string) => hexKey(parseGbohLabel(label)!);

describe('the GBoH board', () => {
  it('renders 12.1 on the West sheet: terrain in patterns, zone numerals, every counter in a named hex', () => {
    const s = apply(fresh('12.1', 'b1'), { t: 'sample' });
    const { map, container } = renderBoard(s);
    expect(map.getAttribute('aria-label')).toMatch(/West sheet$/);
    // The ground: patterns for the works, hexside lines, contours.
    expect(container.querySelector('.gb-rampart-outer')?.getAttribute('fill')).toBe('url(#gb-pat-rampart-outer)');
    expect(container.querySelector('.gb-dg-outer')?.getAttribute('d')).toMatch(/^M/);
    expect(container.querySelector('.gb-walkway')?.getAttribute('d')).toMatch(/^M/);
    expect(container.querySelector('.gb-camp-wall')?.getAttribute('d')).toMatch(/^M/);
    // 12.1's zones are the West sheet's I–VIII.
    expect([...container.querySelectorAll('.gb-zone-numeral')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['I', 'III', 'VI', 'VIII']));
    // Every Roman counter the sample deployment placed is in a cell named with it, its facing and the ground.
    const placed = Object.entries(s.units).filter(([, u]) => u.loc.at === 'hex');
    expect(placed.length).toBeGreaterThan(50);
    const [id, u] = placed[0];
    const cell = cellOf(map, (u.loc as { hex: string }).hex)!;
    expect(cell.getAttribute('aria-label')).toContain(agUnit(id).name);
    expect(cell.getAttribute('aria-label')).toMatch(/^W\d{4}: level \d/);
    expect(cell.getAttribute('aria-label')).toMatch(/facing (north|south|north-east|north-west|south-east|south-west)/);
    // Counters point at a vertex.
    expect(container.querySelectorAll('.gb-counter .gb-pointer').length).toBe(placed.length);
  });

  it('lights every legal hex of the picked counter (W3911 among them) and places it with the facing picked on the hex', () => {
    let s = fresh('12.1', 'b2');
    const cohort = alesiaGboh.legalActions(s).find((a) => a.t === 'pick' && agUnit(a.id).type === 'CO') as Extract<AgAction, { t: 'pick' }>;
    s = apply(s, cohort);
    const { map, container, onAct, onSuggest, onPrefetch } = renderBoard(s);
    const places = alesiaGboh.legalActions(s).filter((a): a is Extract<AgAction, { t: 'place' }> => a.t === 'place');
    const hexes = new Set(places.map((a) => a.hex));
    expect(container.querySelector('.gb-targets')?.getAttribute('d')?.match(/M/g)?.length).toBe(hexes.size);
    const w3911 = key('W3911');
    expect(hexes.has(w3911)).toBe(true);
    // More than the cell limit are lit: the hex is found by its position (a click on the path) or the keyboard.
    fireEvent.keyDown(map.querySelector('[tabindex="0"]')!, { key: 'Enter' });
    onAct.mockClear();
    onSuggest.mockClear();
    // Click the hex through its cell, added as the focus hex.
    const focusable = map.querySelector<SVGElement>('[tabindex="0"]')!;
    const start = focusable.getAttribute('data-hex')!;
    expect(hexes.has(start)).toBe(true);
    expect(focusable.getAttribute('aria-label')).toMatch(new RegExp(`Place ${agUnit(cohort.id).name} here: 6 facings to choose$`));
    fireEvent.click(focusable);
    // Six facings to choose there: the picker opens on the hex and the prompt is told.
    const picker = within(map).getByRole('group', { name: /Facing at W\d{4}/ });
    const buttons = within(picker).getAllByRole('button');
    expect(buttons).toHaveLength(6);
    expect(onSuggest).toHaveBeenCalledWith(places.filter((a) => a.hex === start));
    // The pointer resting on a facing asks the store to work out that placement ahead (prefetch).
    fireEvent.pointerOver(within(picker).getByRole('button', { name: 'Face north' }));
    expect(onPrefetch).toHaveBeenLastCalledWith({ t: 'place', id: cohort.id, hex: start, facing: 1 });
    const asked = onPrefetch.mock.calls.at(-1)![0];
    expect(places).toContain(asked);
    fireEvent.click(within(picker).getByRole('button', { name: 'Face north' }));
    expect(onAct).toHaveBeenCalledWith({ t: 'place', id: cohort.id, hex: start, facing: 1 });
    expect(onAct.mock.calls.at(-1)![0]).toBe(asked);
  });

  it('gives the facing picker the focus when the keyboard opened it, not when the pointer did (its pointer clicks take no focus)', () => {
    let s = fresh('12.1', 'b2');
    const cohort = alesiaGboh.legalActions(s).find((a) => a.t === 'pick' && agUnit(a.id).type === 'CO') as Extract<AgAction, { t: 'pick' }>;
    s = apply(s, cohort);
    const { map, unmount } = renderBoard(s);
    const focusCell = () => map.querySelector<SVGElement>('[tabindex="0"]')!;
    // By the pointer: the picker opens, the focus stays off it.
    fireEvent.pointerDown(focusCell());
    fireEvent.click(focusCell());
    const picker = within(map).getByRole('group', { name: /Facing at W\d{4}/ });
    expect(picker.contains(document.activeElement)).toBe(false);
    // A press on a facing keeps the focus where it is (removing a focused button forces a layout).
    expect(fireEvent.mouseDown(within(picker).getByRole('button', { name: 'Face north' }))).toBe(false);
    unmount();
    // By the keyboard: Enter on the hex opens it with the focus on its first facing.
    const again = renderBoard(s);
    const cell = again.map.querySelector<SVGElement>('[tabindex="0"]')!;
    cell.focus();
    fireEvent.keyDown(cell, { key: 'Enter' });
    const opened = within(again.map).getByRole('group', { name: /Facing at W\d{4}/ });
    expect(opened.contains(document.activeElement)).toBe(true);
  });

  it('selects a unit of the active Command on the map, lights its moves with MP and its front, flank and rear, and picks a legal move', async () => {
    const s = romanCommand121('b3');
    const legal = alesiaGboh.legalActions(s);
    const moves = legal.filter((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move');
    const unit = moves[0].unit;
    const from = (s.units[unit].loc as { hex: string }).hex;
    const { map, container, onAct } = renderBoard(s, legal);
    // Several units of the Command can move: none is selected until one is clicked.
    fireEvent.click(cellOf(map, from)!);
    // The list beside the map follows a painted frame later (BesideMap.tsx).
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(`^${agUnit(unit).name} \\(W\\d{4}\\)$`) }).getAttribute('aria-pressed')).toBe('true'));
    const ends = new Set(moves.filter((a) => a.unit === unit).map((a) => a.path[a.path.length - 1]));
    expect(container.querySelector('.gb-targets')?.getAttribute('d')?.match(/M/g)?.length).toBe(ends.size + (legal.some((a) => a.t === 'face' && a.unit === unit) ? 1 : 0));
    // The destinations' cells and MP figures follow a painted frame later (LateTargets.tsx).
    await waitFor(() => expect(container.querySelectorAll('.gb-mp text').length).toBeGreaterThan(0));
    expect([...container.querySelectorAll('.gb-mp text')].every((t) => /^\d+ MP$/.test(t.textContent!))).toBe(true);
    // AG 7.11: the two hexes ahead are F, beside L, behind R (those on the board), marked a frame late (SelectionMarks.tsx).
    await waitFor(() => expect(container.querySelectorAll('.gb-aspect text').length).toBeGreaterThanOrEqual(4));
    const letters = [...container.querySelectorAll('.gb-aspect text')].map((t) => t.textContent);
    expect(letters.length).toBeGreaterThanOrEqual(4);
    for (const l of ['F', 'L', 'R']) expect(letters.filter((x) => x === l).length).toBeLessThanOrEqual(2);
    expect(letters).toContain('F');
    // A destination: its cell names the move; a click opens the facing picker or moves at once.
    const to = [...ends][0];
    const toCell = cellOf(map, to)!;
    expect(toCell.getAttribute('aria-label')).toMatch(/Move .* here for \d+ MP or more: \d facings? to choose|Move .* to W\d{4}/);
    fireEvent.click(toCell);
    const picker = within(map).queryByRole('group', { name: /Facing at/ });
    if (picker) fireEvent.click(within(picker).getAllByRole('button')[0]);
    expect(onAct).toHaveBeenCalledTimes(1);
    const done = onAct.mock.calls[0][0] as Extract<AgAction, { t: 'move' }>;
    expect(done.t).toBe('move');
    expect(done.unit).toBe(unit);
    expect(moves).toContainEqual(done);
  });

  it('says why a hex is barred to the selected unit, with its rule', () => {
    const s = romanCommand121('b4');
    const legal = alesiaGboh.legalActions(s);
    const unit = (legal.find((a) => a.t === 'move') as Extract<AgAction, { t: 'move' }>).unit;
    const from = (s.units[unit].loc as { hex: string }).hex;
    const { map } = renderBoard(s, legal);
    fireEvent.click(cellOf(map, from)!);
    // Walk the focus far off with the keyboard, then Enter on a hex out of reach.
    const frame = boardFrame(['W']);
    let k = from;
    for (let i = 0; i < 12; i++) k = nextHexOn(frame.has, k, 'ArrowRight', false)!;
    fireEvent.keyDown(map.querySelector('[tabindex="0"]')!, { key: 'ArrowRight' });
    const live = screen.getByRole('status', { name: 'Note on the map' });
    for (let i = 0; i < 11; i++) fireEvent.keyDown(map.querySelector('[tabindex="0"]')!, { key: 'ArrowRight' });
    fireEvent.keyDown(map.querySelector('[tabindex="0"]')!, { key: 'Enter' });
    expect(map.querySelector('[tabindex="0"]')!.getAttribute('data-hex')).toBe(k);
    expect(live.textContent).toMatch(/^Not to W\d{4}: .+\(AG \d/);
  });

  it('shows the enemy’s zones of control on request (AG 7.2) and rings the active Command’s units (AG 4.1)', () => {
    let s = planning121('b7');
    s = apply(s, alesiaGboh.legalActions(s).find((a) => a.t === 'choose')!);
    s = apply(s, { t: 'endPlanning' });
    // The Gaul to act: the Roman cohorts' ZOC.
    const { container } = renderBoard(s);
    expect(container.querySelector('.gb-zoc-hexes')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ZOC' }));
    expect(screen.getByRole('button', { name: 'ZOC' }).getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.gb-zoc-hexes')?.getAttribute('d')?.match(/M/g)?.length).toBeGreaterThan(20);
    cleanup();
    const c = romanCommand121('b7');
    const r = renderBoard(c);
    const ringed = r.container.querySelector('.gb-command-hexes')?.getAttribute('d')?.match(/M/g)?.length ?? 0;
    const onMap = new Set(c.command!.units.map((id) => (c.units[id].loc as { hex?: string }).hex).filter(Boolean));
    expect(ringed).toBe(onMap.size);
  });

  it('lights the leaders the Roman may activate and, on the focus, rings the units his Command would bring (AG 4.1, 4.13)', () => {
    const s = romanChoose121('b8');
    const legal = alesiaGboh.legalActions(s);
    const act = legal.find((a): a is Extract<AgAction, { t: 'activate' }> => a.t === 'activate' && (s.leaders[a.leader]?.loc.at === 'hex'))!;
    const hex = (s.leaders[act.leader].loc as { hex: string }).hex;
    const { map, container, onAct } = renderBoard(s, legal);
    const cell = cellOf(map, hex)!;
    expect(cell.getAttribute('aria-label')).toMatch(/Activate .+ — his Command: \d+ units/);
    fireEvent.focus(cell);
    const rings = container.querySelector('.gb-command-preview')?.getAttribute('d')?.match(/M/g)?.length ?? 0;
    expect(rings).toBeGreaterThan(0);
    expect(screen.getByText(/^Activating: his Command: \d+ units/)).toBeTruthy();
    const onHere = legal.filter((a) => (a.t === 'activate' || a.t === 'seize') && (s.leaders[a.leader]?.loc as { hex?: string }).hex === hex);
    fireEvent.click(cell);
    if (onHere.length === 1) expect(onAct).toHaveBeenCalledWith(act);
  });

  it('draws both sheets in 12.3, the seam between them and the East sheet’s zones IX–XVI', () => {
    const s = fresh('12.3', 'b6');
    const { map, container } = renderBoard(s);
    expect(map.getAttribute('aria-label')).toMatch(/West and East sheets$/);
    expect(container.querySelector('.gb-seam')?.getAttribute('d')).toMatch(/^M/);
    expect([...container.querySelectorAll('.gb-sheet-label')].map((t) => t.textContent)).toEqual(['West sheet (W)', 'East sheet (E)']);
    const zones = [...container.querySelectorAll('.gb-zone-numeral')].map((t) => t.textContent);
    for (const z of ['I', 'VIII', 'IX', 'XII', 'XVI']) expect(zones).toContain(z);
    expect(boardFrame(['W', 'E']).w).toBeGreaterThan(1.9 * boardFrame(['W']).w - 100);
  });

  it('offers 12.1 arrivals on the Entry Zones III–VI of the board’s edge', () => {
    let s = planning121('b5');
    s = apply(s, alesiaGboh.legalActions(s).find((a) => a.t === 'choose')!);
    s = apply(s, { t: 'endPlanning' });
    const { map, onAct } = renderBoard(s);
    const zones = within(map).getAllByRole('button', { name: /^Zone [IVX]+: Place the/ });
    expect(zones.map((z) => z.getAttribute('data-zone')).sort()).toEqual(['III', 'IV', 'V', 'VI']);
    // One counter chosen: one choice a zone, taken at a click.
    fireEvent.click(zones[0]);
    expect(onAct).toHaveBeenCalledWith(expect.objectContaining({ t: 'placeTribe', zone: zones[0].getAttribute('data-zone') }));
  });
});

describe('a stack moved in one decision (AG 6.65, reading X81)', () => {
  it('offers the stack or its top unit alone beside the map, lights the chosen reach, and takes the stack move from the map', async () => {
    const s = position({ 'co-x-1': { at: 'W4616', facing: 0 }, 'co-x-2': { at: 'W4616', facing: 0, stackPos: 1 } }, edit(fresh('12.3'), (x) => {
      x.step = 'command';
      x.ap.owner = 'roman';
      x.command = { leader: 'rebilus', kind: 'legion', tribes: [], units: ['co-x-1', 'co-x-2'], outOfRange: [] };
    }));
    const legal = alesiaGboh.legalActions(s);
    const { map, container, onAct } = renderBoard(s, legal);
    fireEvent.click(cellOf(map, key('W4616'))!);
    // The top unit is selected first; the choice is offered, the top unit alone by default.
    const whole = await screen.findByRole('button', { name: /^The stack: .+ and .+/ });
    const alone = screen.getByRole('button', { name: /^Top unit only: / });
    expect(alone.getAttribute('aria-pressed')).toBe('true');
    const lit = () => container.querySelector('.gb-targets')?.getAttribute('d')?.match(/M/g)?.length ?? 0;
    const aloneEnds = new Set(legal.flatMap((a) => (a.t === 'move' && a.unit === 'co-x-1' && !a.with ? [a.path[a.path.length - 1]] : [])));
    const stackEnds = new Set(legal.flatMap((a) => (a.t === 'move' && a.with ? [a.path[a.path.length - 1]] : [])));
    expect(stackEnds.size).toBeGreaterThan(0);
    expect(lit()).toBe(aloneEnds.size + 1); // + its own hex: turns and the swap
    fireEvent.click(whole);
    await waitFor(() => expect(screen.getByRole('button', { name: /^The stack: / }).getAttribute('aria-pressed')).toBe('true'));
    expect(lit()).toBe(stackEnds.size + 1);
    await waitFor(() => expect(cellOf(map, key('W4415'))).not.toBeNull());
    const to = cellOf(map, key('W4415'))!;
    expect(to.getAttribute('aria-label')).toMatch(/Move .+ and .+ \(the stack\) here for \d+ MP or more|Move .+ and .+ \(the stack\) to W\d{4}/);
    fireEvent.click(to);
    const picker = within(map).queryByRole('group', { name: /Facing at/ });
    if (picker) {
      fireEvent.click(within(picker).getAllByRole('button')[0]);
      // The picker closes at once (hidden: not seen, focused nor clicked), its elements go after the frame.
      const g = container.querySelector('.gb-facing-picker');
      expect(g === null || g.closest('[visibility="hidden"]') !== null).toBe(true);
      await waitFor(() => expect(container.querySelector('.gb-facing-picker')).toBeNull());
    }
    const done = onAct.mock.calls[0][0] as Extract<AgAction, { t: 'move' }>;
    expect(done).toMatchObject({ t: 'move', unit: 'co-x-1', with: ['co-x-2'] });
    expect(legal).toContainEqual(done);
  });
});

describe('the range fan (AG 8.13, 8.16)', () => {
  it('gives the hit number of each hex in the front and flank sectors within reach, none behind', async () => {
    const { fanOf } = await import('./RangeFan');
    const { AG_UNITS } = await import('../../../engine/alesia-gboh/data');
    const { MISSILE_TABLE, missileHitNumber } = await import('../../../engine/alesia-gboh/tables/missile');
    const { distance, parseHexKey } = await import('../../../engine/hex/coords');
    const archer = AG_UNITS.find((u) => u.missile === 'A')!;
    const frame = boardFrame(['W']);
    const at = key('W3020');
    const fan = fanOf(frame, archer.id, at, 1);
    const row = MISSILE_TABLE.A;
    expect(fan.size).toBeGreaterThan(0);
    for (const [k, n] of fan) {
      const d = distance(parseHexKey(at), parseHexKey(k));
      expect(d).toBeGreaterThanOrEqual(row.minRange);
      expect(d).toBeLessThanOrEqual(row.maxRange);
      expect(n).toBe(missileHitNumber('A', d));
    }
    // Facing north: the hex straight south (two rows down) is behind, out of the fan; north is in it.
    const south = nextHexOn(frame.has, nextHexOn(frame.has, at, 'ArrowDown', false)!, 'ArrowDown', false)!;
    const north = nextHexOn(frame.has, nextHexOn(frame.has, at, 'ArrowUp', false)!, 'ArrowUp', false)!;
    expect(fan.has(south)).toBe(false);
    expect(fan.get(north)).toBe(missileHitNumber('A', 2));
  });
});

describe('the GBoH inspector', () => {
  it('names the hex chosen by its label, its ground and hexsides, and each counter with its facing', async () => {
    const { GbInspector } = await import('./GbInspector');
    const s = apply(fresh('12.1', 'i1'), { t: 'sample' });
    const [id, u] = Object.entries(s.units).find(([, x]) => x.loc.at === 'hex')!;
    const hex = (u.loc as { hex: string }).hex;
    render(<GbInspector state={s} inspected={hex} onClose={() => {}} />);
    const list = screen.getByRole('list', { name: /^Counters on W\d{4}$/ });
    expect(list.textContent).toContain(agUnit(id).name);
    expect(list.textContent).toMatch(/facing (north|south|north-east|north-west|south-east|south-west)/);
    expect(screen.getByRole('list', { name: /^Ground of W\d{4}$/ }).textContent).toMatch(/^level \d/);
    cleanup();
    render(<GbInspector state={s} inspected={key('W3606')} onClose={() => {}} />);
    // AG 6.43: W3606 is a camp hex with a camp wall (the seed's example).
    expect(screen.getByRole('heading', { name: 'Hex W3606' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ground of W3606' }).textContent).toMatch(/camp/);
  });
});

describe('the map markers (AG 6.47, 8.42–8.45, 10.8)', () => {
  it('draws and names On Fire, Rubble, Fill in a hex and on a hexside, and an Aquila, from the position’s fields', async () => {
    const { hexsideKey } = await import('../../../engine/hex/hexside');
    const s0 = apply(fresh('12.1', 'mk'), { t: 'sample' });
    const w3911 = key('W3911'), w4012 = key('W4012'), w3704 = key('W3704'), w3606 = key('W3606');
    const side = hexsideKey(parseGbohLabel('W3704')!, parseGbohLabel('W3705')!);
    const s = { ...s0, burning: [w3911], rubble: [w4012], fill: { [w3704]: 2, [side]: 3 }, aquilae: { X: w3606 } } as AgState;
    const { map, container } = renderBoard(s);
    expect(cellOf(map, w3911)!.getAttribute('aria-label')).toContain('On Fire');
    expect(cellOf(map, w4012)!.getAttribute('aria-label')).toContain('Rubble');
    expect(cellOf(map, w3704)!.getAttribute('aria-label')).toMatch(/Fill 2.*Fill 3 on a hexside|Fill 3 on a hexside.*Fill 2/);
    expect(cellOf(map, w3606)!.getAttribute('aria-label')).toContain('Aquila of Legio X');
    const tags = [...container.querySelectorAll('.gb-marker text')].map((t) => t.textContent);
    expect(tags.filter((x) => x !== 'AQ').sort()).toEqual(['F2', 'F3', 'FIRE', 'RUBBLE']);
    // AG 10.8: every legion's Aquila is drawn where the engine has it (X's placed apart, the rest with their legates).
    const { aquilaHex } = await import('../../../engine/alesia-gboh/shock/effects');
    expect(tags.filter((x) => x === 'AQ').length).toBe(s.legions.filter((l) => aquilaHex(s, l)).length);
  });
});
