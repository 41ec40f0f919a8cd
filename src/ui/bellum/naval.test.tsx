// @vitest-environment jsdom
/**
 * Chapter 5 in the UI: the stack inspector says what each ship carries (BG 5.5) and who built it
 * (BG 5.1); fleets at sea are stacks of their sea; the naval combat round shows the wind, both
 * fleets, each side's modifiers with rule ids and the odds before the Roman decides (BG 5.6.1);
 * sail and escape targets are map targets, the seas keyboard buttons.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bellum } from '../../engine/bellum/system';
import { fleetBoard, putAtSea, venetiFleetGame } from '../../engine/bellum/testing/fleets';
import { play } from '../../engine/bellum/testing/states';
import type { BellumState } from '../../engine/bellum/state';
import { render } from './testing/render';
import { StackInspector } from './StackInspector';
import { CombatPreview } from './preview/CombatPreview';
import { NavalPanel } from './preview/NavalPanel';
import { stacksByRegion } from './map/mapModel';
import { groupActions, targetRegions } from './actionModel';
import { instruction } from './stepInfo';
import { seaAriaLabel } from './map/SeaLayer';

afterEach(cleanup);

function atNavalRound(seed = 'ui'): BellumState {
  let s = play(venetiFleetGame(seed), [{ t: 'placeFleet', corbilo: false }]);
  for (let i = 0; i < 60 && !s.naval?.fight; i++) {
    const l = bellum.legalActions(s);
    s = play(s, [l.find((a) => a.t === 'endMove') ?? l.find((a) => a.t === 'done') ?? l[0]]);
  }
  if (!s.naval?.fight) throw new Error('no naval combat reached');
  return s;
}

describe('ships in the stack inspector', () => {
  it('a trireme lists its passengers, its room left and the legion in its box; passengers say where they are', () => {
    const s = venetiFleetGame();
    render(<StackInspector state={s} region="veneti" onClose={() => {}} />);
    const box = screen.getByRole('region', { name: 'Inspector' });
    const text = box.textContent!;
    expect(text).toMatch(/Trireme I.*Carries D\. Iunius Brutus, Cretans — room for 3 more infantry and 1 more cavalry/);
    expect(text).toMatch(/Built by Legio VIII, waiting in the trireme box/);
    expect(text).toMatch(/Cretans.*aboard Trireme I/);
  });
  it('a fleet at sea is a stack of its sea, inspected like a region', () => {
    const s = fleetBoard();
    s.naval!.cargo['trireme-1'] = ['legio-x'];
    putAtSea(s, 'trireme-1', 'atlantic');
    expect([...stacksByRegion(s).get('atlantic')![0].units].sort()).toEqual(['legio-x', 'trireme-1']);
    expect(seaAriaLabel(s, 'atlantic', true)).toBe('Oceanus Atlanticus, Atlantic maritime zone, 1 Roman ship at sea, legal target');
    render(<StackInspector state={s} region="atlantic" onClose={() => {}} />);
    const box = screen.getByRole('region', { name: 'Inspector' });
    expect(within(box).getByRole('heading', { name: 'Atlantic (maritime zone)' })).toBeTruthy();
    expect(box.textContent).toMatch(/Carries Legio X/);
  });
});

describe('naval actions on the map and in the prompt', () => {
  it('sail destinations (regions and seas) are map targets; naval actions have their groups', () => {
    const s = fleetBoard();
    const legal = bellum.legalActions(s);
    const t = targetRegions(legal);
    expect(t.has('atlantic')).toBe(true);
    expect(t.has('santones')).toBe(true);
    const titles = groupActions(legal).map((g) => g.title);
    expect(titles).toEqual(expect.arrayContaining(['Sail', 'Embark or land', 'Build a trireme']));
  });
  it('the Veneti fleet placement is asked in words with its rule', () => {
    expect(instruction(venetiFleetGame())).toMatchObject({ rule: 'BG 5.2' });
  });
});

describe('naval combat preview', () => {
  it('shows the wind, the fleets with cargo, modifiers with rule ids and the odds of the round', () => {
    const s = atNavalRound();
    const round = s.naval!.fight!.rounds[0];
    render(<CombatPreview state={s} legal={bellum.legalActions(s)} />);
    const panel = screen.getByRole('region', { name: /Naval combat in Veneti, round 1/ });
    const text = panel.textContent!;
    expect(text).toContain(`die ${round.windDie}`);
    expect(text).toContain(round.light ? 'light wind' : 'strong wind');
    expect(text).toMatch(/Roman fleet: 2 ships/);
    expect(text).toMatch(/carrying D\. Iunius Brutus, Cretans/);
    expect(text).toMatch(/\+1 1 counter carrying ranged troops/);
    expect(within(panel).getAllByRole('button', { name: /BG 5\.6\.1/ }).length).toBeGreaterThan(0);
    expect(text).toMatch(/A Gallic ship is lost\d+%/);
    expect(instruction(s).rule).toBe('BG 5.6.1');
  });
  it('the Battle tab lists the rounds fought with their dice', () => {
    let s = atNavalRound('ui2');
    for (let n = 3; !play(s, [{ t: 'navalFight' }]).naval?.fight; n++) s = atNavalRound(`ui${n}`); // a round that does not end the fight
    s = play(s, [{ t: 'navalFight' }]);
    render(<NavalPanel state={s!} />);
    const r = s.naval!.fight!.rounds[0];
    expect(screen.getByRole('region', { name: /Naval combat/ }).textContent).toContain(`${r.roman!.die} → ${r.roman!.total}`);
  });
});
