/** BG 5.1 / 5.5 — ships a scenario puts on the map, and the empty naval record. */
import { describe, expect, it } from 'vitest';
import { emptyAtRomanMove } from '../testing/states';
import { setupFleets } from './setup';
import { emptyNaval, isNavalAction } from './types';

describe('fleets at set-up', () => {
  it('no fleet: no naval record at all', () => {
    const s = emptyAtRomanMove('fleet-setup');
    delete s.naval;
    setupFleets(s, []);
    expect(s.naval).toBeUndefined();
  });

  it('a trireme stands in the open at full strength; its builder waits in the trireme box; its passengers are kept sorted', () => {
    const s = emptyAtRomanMove('fleet-setup2');
    delete s.naval;
    setupFleets(s, [
      { ship: 'trireme-1', region: 'veneti', builtBy: 'legio-viii', cargo: ['legio-x', 'brutus'] },
      { ship: 'veneti-ship-1', region: 'veneti' },
    ]);
    expect(s.units['trireme-1']).toEqual({ region: 'veneti', place: null, out: null, reduced: false });
    expect(s.units['legio-viii']).toEqual({ region: null, place: null, out: null, reduced: false });
    expect(s.naval!.builtBy).toEqual({ 'trireme-1': 'legio-viii' });
    expect(s.naval!.cargo).toEqual({ 'trireme-1': ['brutus', 'legio-x'] });
    expect(s.units['veneti-ship-1']).toEqual({ region: 'veneti', place: null, out: null, reduced: false });
    expect(Object.keys(s.units)).not.toContain('undefined');
  });

  it('the empty naval record, and which actions are naval', () => {
    expect(emptyNaval()).toEqual({ builtBy: {}, building: [], atSea: {}, cargo: {}, sailed: [], embarked: [], mustLand: [], venetiPlaced: false, fight: null });
    expect(isNavalAction({ t: 'sail' })).toBe(true);
    expect(isNavalAction({ t: 'navalEscape' })).toBe(true);
    expect(isNavalAction({ t: 'move' })).toBe(false);
  });
});
