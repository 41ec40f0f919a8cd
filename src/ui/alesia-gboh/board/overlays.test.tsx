// @vitest-environment jsdom
/**
 * Issue 17 §7, the GBoH board's markers and lights added this session: tribal and cavalry counters
 * on their hexes with the units still on them or their "No Units" side (AG 5.45–5.47), only once
 * placed (AG 5.34: nothing of the plan on the Roman's page); artillery mode and shots (AG 8.52,
 * 8.54); a leader's command range outlined (AG 4.11–4.12, 4.24).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import { alesiaGboh } from '../../../engine/alesia-gboh/system';
import { agLeader, agTribe, agUnit, isArtillery } from '../../../engine/alesia-gboh/data';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { edit } from '../../../engine/alesia-gboh/testing';
import { distance, hexKey, parseHexKey } from '../../../engine/hex/coords';
import { neighbour } from '../../../engine/hex/directions';
import { hexsideHexes } from '../../../engine/hex/hexside';
import { GbohBoard } from './GbohBoard';
import { markersOf } from './markers';
import { tribeTag } from './MarkersLayer';
import { commandRangeOf } from './commandRange';
import { commandRangeHexes } from '../../../engine/alesia-gboh/movement/commandRange';
import { unitZocHexes } from './unitZoc';
import { boardFrame } from './geometry';
import { sheetsOf } from './sheets';
import { romanCommand121 } from '../testing/positions';
import { viewFor } from '../../../engine/alesia-gboh/view';
import { aquilaHex, CAPTURED } from '../../../engine/alesia-gboh/shock/effects';

afterEach(cleanup);

function renderBoard(state: AgState, legal: readonly AgAction[] = alesiaGboh.legalActions(state)) {
  const onAct = vi.fn<(a: AgAction) => void>();
  const utils = render(<GbohBoard state={state} log={[]} legal={legal} highlight={[]} inspected={null} onInspect={() => {}} onAct={onAct} onSuggest={() => {}} onCell={() => {}} />);
  const map = screen.getByRole('group', { name: /Map of Alésia \(GBoH\)/ });
  return { ...utils, map, onAct };
}
const cellOf = (map: HTMLElement, key: string) => map.querySelector<SVGElement>(`[data-hex="${key}"]`);

describe('tribal counters on the map (AG 5.45–5.47)', () => {
  it('a placed counter is a marker on its hex with the units still on it; its "No Units" side once empty; none before it is placed', () => {
    const units = { a: { loc: { at: 'counter', tribe: 'aedui' } }, b: { loc: { at: 'counter', tribe: 'aedui' } }, c: { loc: { at: 'hex' } } };
    const m = markersOf({
      units,
      tribes: {
        aedui: { status: 'placed', hex: '1,2' },
        arverni: { status: 'placed', hex: '3,4', noUnits: true },
        sequani: { status: 'available' },
        bellovaci: { status: 'withdrawn', hex: '5,6' },
      },
    });
    expect(m.get('1,2')).toEqual([{ kind: 'tribe', tribe: 'aedui', noUnits: false, text: `Tribal counter of the Aedui (Size ${agTribe('aedui').size}), 2 units still on it` }]);
    expect(m.get('3,4')?.[0].text).toBe(`Tribal counter of the Arverni (Size ${agTribe('arverni').size}), No Units side up (AG 5.47)`);
    expect(m.get('3,4')?.[0].noUnits).toBe(true);
    // Not placed (in the plan only) or withdrawn (AG 5.46: removed): no counter on the map.
    expect(m.size).toBe(2);
  });

  it('a tribe’s tag is its first letters, a cavalry counter’s "CAV"', () => {
    expect(tribeTag('Aedui', false)).toBe('AEDU');
    expect(tribeTag('Armorican tribes', false)).toBe('ARMO');
    expect(tribeTag('Cavalry 1', true)).toBe('CAV');
  });

  it('draws each placed tribe of 12.1 on its hex, named in the cell; the turned counter reads NO UNITS', () => {
    const s0 = romanCommand121('tribal');
    const placed = Object.entries(s0.tribes).filter(([, t]) => t.status === 'placed' && t.hex);
    expect(placed.length).toBeGreaterThan(0);
    const [id, t] = placed[0];
    const s = edit(s0, (x) => {
      x.tribes[id] = { ...x.tribes[id], noUnits: true };
    });
    const { map, container } = renderBoard(s);
    expect(container.querySelectorAll('.gb-tribal').length).toBe(placed.length);
    const turned = container.querySelector('.gb-tribal.no-units');
    expect(turned?.textContent).toContain('NO UNITS');
    expect(cellOf(map, t.hex!)?.getAttribute('aria-label')).toContain(`Tribal counter of the ${agTribe(id).name}`);
    expect(cellOf(map, t.hex!)?.getAttribute('aria-label')).toContain('No Units side up');
  });

  it('AG 5.34: a tribe still in the plan is neither drawn nor named on the Roman’s board', () => {
    const s = romanCommand121('hidden');
    const unplaced = Object.entries(s.tribes).filter(([, t]) => t.status !== 'placed').map(([id]) => agTribe(id).name);
    expect(unplaced.length).toBeGreaterThan(0);
    const { container } = renderBoard(s);
    const page = container.innerHTML;
    for (const name of unplaced) expect(page).not.toContain(`Tribal counter of the ${name}`);
    // And the view the board draws from holds no hex for them.
    const v = viewFor(s, 'roman');
    for (const t of Object.values(v.tribes)) if (t.status !== 'placed') expect(t.hex ?? null).toBeNull();
  });
});

describe('the Aquilae (AG 10.8)', () => {
  it('each legion’s Aquila stands where the engine has it (with its legate), a captured one nowhere on the map', () => {
    const s0 = romanCommand121('aquilae');
    const expected = new Map<string, string>();
    for (const l of s0.legions) {
      const h = aquilaHex(s0, l);
      if (h) expected.set(l, h);
    }
    expect(expected.size).toBeGreaterThan(0);
    const m = markersOf(s0);
    for (const [l, h] of expected) expect(m.get(h)?.some((x) => x.kind === 'aquila' && x.text === `Aquila of Legio ${l}`)).toBe(true);
    const [lost] = [...expected.keys()];
    const s = edit(s0, (x) => {
      x.aquilae = { [lost]: CAPTURED };
    });
    const all = [...markersOf(s).values()].flat().filter((x) => x.kind === 'aquila').map((x) => x.text);
    expect(all).not.toContain(`Aquila of Legio ${lost}`);
    expect(all.length).toBe(expected.size - 1);
    // Drawn with its letters, and named in its hex's cell.
    const { map, container } = renderBoard(s0);
    expect(container.querySelectorAll('.gb-marker-aquila').length).toBe(expected.size);
    const [l1, h1] = [...expected][0];
    expect(cellOf(map, h1)?.getAttribute('aria-label')).toContain(`Aquila of Legio ${l1}`);
  });
});

describe('the selected unit’s own ZOC (AG 7.21–7.22)', () => {
  it('a cohort on open ground projects into its two front hexes; they are named at once and marked a frame later; artillery projects none', async () => {
    const s = romanCommand121('zoc');
    const co = s.command!.units.find((id) => agUnit(id).type === 'CO' && s.units[id].loc.at === 'hex')!;
    const hex = (s.units[co].loc as { hex: string }).hex;
    const zoc = unitZocHexes(s, co);
    // At most its two front hexes (a wall or a Rampart above may cut one), each adjacent and in front.
    expect(zoc.length).toBeGreaterThan(0);
    expect(zoc.length).toBeLessThanOrEqual(2);
    const front = [0, 1].map((k) => hexKey(neighbour(parseHexKey(hex), (s.units[co].facing + k) % 6)));
    for (const h of zoc) expect(front).toContain(h);
    const art = Object.keys(s.units).find((id) => isArtillery(agUnit(id)) && s.units[id].loc.at === 'hex');
    if (art) expect(unitZocHexes(s, art)).toEqual([]);
    const { map, container } = renderBoard(s);
    const button = screen.getAllByRole('button', { name: new RegExp(`^${agUnit(co).name} \\(`) })[0];
    fireEvent.click(button);
    // The cells name the ZOC in the click's own frame; the "ZOC" marks follow after it (SelectionMarks.tsx).
    for (const h of zoc) expect(cellOf(map, h)?.getAttribute('aria-label')).toContain(`In the ZOC of ${agUnit(co).name}`);
    expect(container.querySelectorAll('.gb-own-zoc text').length).toBe(0);
    await waitFor(() => expect(container.querySelectorAll('.gb-own-zoc text').length).toBe(zoc.filter((h) => boardFrame(sheetsOf(s)).has(h)).length));
  });
});

describe('artillery markers (AG 8.52, 8.54)', () => {
  it('an artillery unit shows its mode in its name and its shots on its counter', () => {
    const s0 = romanCommand121('arty');
    const art = Object.keys(s0.units).find((id) => isArtillery(agUnit(id)) && s0.units[id].loc.at === 'hex')!;
    expect(art).toBeDefined();
    const hex = (s0.units[art].loc as { hex: string }).hex;
    const s = edit(s0, (x) => {
      x.units[art] = { ...x.units[art], shots: 2 };
    });
    const { map, container } = renderBoard(s);
    expect(container.querySelector(`[data-unit="${art}"] .gb-shots`)?.textContent).toBe('2');
    expect(cellOf(map, hex)?.getAttribute('aria-label')).toMatch(new RegExp(`${agUnit(art).name} \\([^)]*\\), facing [a-z-]+, .*Fire mode, 2 shots fired this activation`));
    cleanup();
    const moving = edit(s0, (x) => {
      x.units[art] = { ...x.units[art], mode: 'move' };
    });
    const r = renderBoard(moving);
    expect(cellOf(r.map, hex)?.getAttribute('aria-label')).toContain('Move mode');
    expect(r.container.querySelector(`[data-unit="${art}"] .gb-shots`)).toBeNull();
  });
});

describe('a leader’s command range (AG 4.11–4.12, 4.24)', () => {
  it('holds every board hex within his range of his hex and none beyond; the outline runs between in and out', () => {
    const s = romanCommand121('range');
    const frame = boardFrame(sheetsOf(s));
    const leader = 'labienus';
    const at = (s.leaders[leader].loc as { hex?: string }).hex;
    const placedAt = at ?? Object.values(s.units).find((u) => u.loc.at === 'hex')!.loc;
    const hex = typeof placedAt === 'string' ? placedAt : (placedAt as { hex: string }).hex;
    const x = edit(s, (y) => {
      y.leaders[leader] = { ...y.leaders[leader], loc: { at: 'hex', hex } };
    });
    const r = commandRangeOf(x, leader, frame.has)!;
    expect(r.range).toBe(agLeader(leader).range);
    expect(r.from).toBe(hex);
    const c = parseHexKey(hex);
    for (const k of r.hexes) expect(distance(c, parseHexKey(k))).toBeLessThanOrEqual(r.range);
    // A board hex just beyond the range (along a straight line) is out of it.
    let far = c;
    for (let i = 0; i <= r.range; i++) far = neighbour(far, 3);
    if (frame.has(hexKey(far))) expect(r.hexes.has(hexKey(far))).toBe(false);
    expect(r.edge.length).toBeGreaterThan(0);
    for (const e of r.edge) {
      const [a, b] = hexsideHexes(e).map(hexKey);
      expect(r.hexes.has(a) !== r.hexes.has(b)).toBe(true);
    }
  });

  it('is the engine’s range in MP (AG 4.24): an enemy unit and the empty hexes of its ZOC drop out of the outline', () => {
    const s = romanCommand121('range-mp');
    const frame = boardFrame(sheetsOf(s));
    const leader = 'labienus';
    const hex = Object.values(s.units).find((u) => u.loc.at === 'hex' && agUnit(Object.keys(s.units).find((k) => s.units[k] === u)!).side === 'roman')!.loc as { hex: string };
    const open = edit(s, (y) => {
      y.leaders[leader] = { ...y.leaders[leader], loc: { at: 'hex', hex: hex.hex } };
    });
    const before = commandRangeOf(open, leader, frame.has)!;
    expect(before.hexes).toEqual(new Set([...commandRangeHexes(open, leader)!.keys()].filter(frame.has)));
    // A Gallic BI put on an empty hex of the range, facing the leader: its hex and its empty ZOC hexes leave the outline.
    const c = parseHexKey(hex.hex);
    const taken = new Set(Object.values(open.units).filter((u) => u.loc.at === 'hex').map((u) => (u.loc as { hex: string }).hex));
    const target = [...before.hexes].find((k) => distance(c, parseHexKey(k)) === 2 && !taken.has(k) && [0, 1].every((d) => !taken.has(hexKey(neighbour(parseHexKey(k), d))) && before.hexes.has(hexKey(neighbour(parseHexKey(k), d)))))!;
    expect(target).toBeDefined();
    const bi = Object.keys(open.units).find((id) => agUnit(id).type === 'BI' && open.units[id].loc.at !== 'hex')!;
    const blocked = edit(open, (y) => {
      y.units[bi] = { ...y.units[bi], loc: { at: 'hex', hex: target }, facing: 0 };
    });
    const after = commandRangeOf(blocked, leader, frame.has)!;
    expect(after.hexes.has(target)).toBe(false);
    const zoc = [0, 1].map((d) => hexKey(neighbour(parseHexKey(target), d)));
    for (const z of zoc) expect(after.hexes.has(z)).toBe(false);
    expect(after.hexes).toEqual(new Set([...commandRangeHexes(blocked, leader)!.keys()].filter(frame.has)));
  });

  it('a chief on his tribal counter counts from the counter’s hex (AG 4.24); a leader off the map has none', () => {
    const s = romanCommand121('chief');
    const frame = boardFrame(sheetsOf(s));
    const onCounter = Object.entries(s.leaders).find(([, l]) => l.loc.at === 'counter');
    if (onCounter) {
      const [id, l] = onCounter;
      const t = s.tribes[(l.loc as { tribe: string }).tribe];
      const r = commandRangeOf(s, id, frame.has);
      if (t.hex && agLeader(id).range) expect(r?.from).toBe(t.hex);
    }
    const off = Object.entries(s.leaders).find(([, l]) => l.loc.at !== 'hex' && l.loc.at !== 'counter');
    if (off) expect(commandRangeOf(s, off[0], frame.has)).toBeNull();
    expect(onCounter ?? off).toBeDefined();
  });

  it('the active Command’s leader has his range outlined on the map and told in the tool bar', () => {
    const s = romanCommand121('cmd');
    const leader = s.command!.leader;
    const { container } = renderBoard(s);
    const layer = container.querySelector('.gb-command-range');
    expect(layer?.getAttribute('data-leader')).toBe(leader);
    expect(layer?.textContent).toBe(`Range ${agLeader(leader).range}`);
    expect(screen.getByText(new RegExp(`^Command range of ${agLeader(leader).name}: ${agLeader(leader).range} hexes`))).toBeTruthy();
  });
});
