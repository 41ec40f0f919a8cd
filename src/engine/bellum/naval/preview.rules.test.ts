/** BG 5.6.1 — what the Roman player sees before he fights or escapes a naval round. */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { rngFor } from '../testing/forceDice';
import { play } from '../testing/states';
import { fleetBoard } from '../testing/fleets';
import type { BellumState } from '../state';
import { navalPreview, roundOdds } from './preview';

/** Trireme I (carrying nobody) sails into Veneti beside the two Veneti ships; the Gauls end their move; the wind is rolled. */
function roundWithWind(wind: number, turn = 5): BellumState {
  const s = fleetBoard('preview');
  s.units['trireme-1'].region = 'veneti';
  s.turn = turn;
  s.step = 'gallic.move';
  s.rng = rngFor([wind]);
  return deepFreeze(play(s, [{ t: 'endMove' }]));
}

describe('BG 5.6.1 — naval round preview', () => {
  it('odds over the 36 pairs of dice: the higher total wins, equal totals tie', () => {
    expect(roundOdds(1, 0)).toEqual({ romanWins: 21, tie: 5, gallicWins: 10 });
    expect(roundOdds(0, 2)).toEqual({ romanWins: 6, tie: 4, gallicWins: 26 });
    expect(roundOdds(6, 0)).toEqual({ romanWins: 36, tie: 0, gallicWins: 0 });
    expect(roundOdds(5, 0)).toEqual({ romanWins: 35, tie: 1, gallicWins: 0 });
  });

  it('light wind: the fleets, the modifiers with the Roman +1, the odds and the escapes', () => {
    const s = roundWithWind(3);
    const p = navalPreview(s)!;
    expect(p).toMatchObject({ region: 'veneti', round: 1, light: true, windDie: 3, windTotal: 3 });
    expect(p.ships).toEqual({ roman: ['trireme-1'], gallic: ['veneti-ship-1', 'veneti-ship-2'] });
    expect(p.modifiers.roman.map((m) => m.value)).toEqual([1, 1]); // one counter, light wind
    expect(p.modifiers.gallic.map((m) => m.value)).toEqual([2]);
    expect(p.odds).toEqual(roundOdds(2, 2));
    expect(p.escapes.length).toBeGreaterThan(0);
    expect(p.cargo).toEqual({ 'trireme-1': [], 'veneti-ship-1': [], 'veneti-ship-2': [] });
  });

  it('strong wind: no Roman bonus and no escape', () => {
    const s = roundWithWind(6);
    const p = navalPreview(s)!;
    expect(p.light).toBe(false);
    expect(p.modifiers.roman.map((m) => m.value)).toEqual([1]);
    expect(p.odds).toEqual(roundOdds(1, 2));
    expect(p.escapes).toEqual([]);
  });

  it('shows what each ship carries; nothing when no round waits', () => {
    const s = fleetBoard('preview-cargo');
    s.units['trireme-1'].region = 'veneti';
    s.units['legio-x'].region = 'veneti';
    s.naval!.cargo['trireme-1'] = ['legio-x'];
    expect(navalPreview(s)).toBeNull();
    s.step = 'gallic.move';
    s.rng = rngFor([6]);
    const t = play(s, [{ t: 'endMove' }]);
    expect(navalPreview(t)!.cargo['trireme-1']).toEqual(['legio-x']);
  });
});

describe('BG 5.6.1 — preview and harbours', () => {
  it('a Veneti ship inside Corbilo is not among the fighting ships', () => {
    const s = fleetBoard('preview-harbour');
    s.units['trireme-1'].region = 'veneti';
    s.units['veneti-ship-2'].place = 'corbilo';
    s.step = 'gallic.move';
    s.rng = rngFor([6]);
    const p = navalPreview(play(s, [{ t: 'endMove' }]))!;
    expect(p.ships).toEqual({ roman: ['trireme-1'], gallic: ['veneti-ship-1'] });
    expect(Object.keys(p.cargo).sort()).toEqual(['trireme-1', 'veneti-ship-1']);
  });
});
