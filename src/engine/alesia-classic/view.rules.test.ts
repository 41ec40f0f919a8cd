/**
 * AC 3.4, 9.2, 11.8, 12.6, 18, 22.46, 17.8 — what each side's view holds. The Roman sees neither the
 * off-board boxes (but while he redeploys between the periods) nor who is inside the town (only how
 * many), nor the Gaul's moves during the Gallic phases, his landings or his coordination; the Gaul
 * sees all but secret Roman spheres.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { position } from './movement/testkit';
import type { AcState } from './state';
import { viewFor } from './view';

const where = { 'gr-1': 'obmc:IV', 'gb-1': 'town', 'gb-2': 'town', 'gr-2': 'E30', 'r-vii-1': 'K50', 'r-cav-1': 'obmc:VII' };
const at = (phase: AcState['phase'], tweak?: (s: AcState) => void): AcState => {
  const s = position(where, phase);
  tweak?.(s);
  return deepFreeze(s);
};

describe('AC 11.8, 9.2 — the Roman does not see into the boxes or the town', () => {
  it('Gauls in a box or in the town are left out of the Roman view, those on the map are shown; the Gaul sees them all', () => {
    const s = at('roman-move');
    const r = viewFor(s, 'roman');
    expect(Object.keys(r.units).filter((id) => id.startsWith('g') && r.units[id].loc.at !== 'gone')).toEqual(['gr-2']);
    expect(r.units['r-cav-1']).toEqual({ loc: { at: 'obmc', zone: 'VII' } }); // his own scouts
    expect(r.inTown).toBe(2);
    const g = viewFor(s, 'gallic');
    for (const id of ['gr-1', 'gb-1', 'gb-2', 'gr-2', 'r-vii-1', 'r-cav-1']) expect(g.units[id], id).toBeDefined();
    expect(g.inTown).toBe(2);
    expect(r.side).toBe('roman');
    expect(g.side).toBe('gallic');
    expect('rng' in r || 'rng' in g).toBe(false);
  });

  it('AC 12.6: while he redeploys between the periods the Roman inspects the boxes (not the town)', () => {
    const r = viewFor(at('roman-redeploy'), 'roman');
    expect(r.units['gr-1']).toEqual({ loc: { at: 'obmc', zone: 'IV' } });
    expect(r.units['gb-1']).toBeUndefined();
  });
});

describe('AC 3.4 — the Gaul’s moves are his own during his phases', () => {
  it('the move records and the unit moving are kept from the Roman during a Gallic phase, not during his own', () => {
    const moving = (phase: AcState['phase']) => at(phase, (s) => { s.moving = 'gr-2'; s.moves = { 'gr-2': { left: 2, from: { at: 'obmc', zone: 'IV' }, done: false, path: [] } }; });
    for (const phase of ['gallic-move', 'gallic-offboard', 'gallic-combat'] as const) {
      const r = viewFor(moving(phase), 'roman');
      expect([r.moves, r.moving], phase).toEqual([{}, null]);
      const g = viewFor(moving(phase), 'gallic');
      expect(g.moving, phase).toBe('gr-2');
      expect(Object.keys(g.moves), phase).toEqual(['gr-2']);
    }
    const own = viewFor(moving('roman-move'), 'roman');
    expect(own.moving).toBe('gr-2');
    expect(Object.keys(own.moves)).toEqual(['gr-2']);
  });
});

describe('AC 18 — the coordination is the Gaul’s', () => {
  const coord = (c: AcState['coordination'], turn = 3, tweak?: (s: AcState) => void) => at('gallic-combat', (s) => { s.coordination = c; s.turn = turn; s.owLanded = ['gr-5', 'gr-6']; tweak?.(s); });

  it('the Roman sees no landings, no progress and no counter while the garrison is shut in', () => {
    const s = coord({ releaseTurn: 5, delay: 2, landed: 2, fought: 2 });
    const r = viewFor(s, 'roman');
    expect(r.owLanded).toEqual([]);
    expect(r.coordination).toEqual({ releaseTurn: null, delay: null });
    expect(r.coordinationReport).toBeUndefined();
    const g = viewFor(s, 'gallic');
    expect(g.owLanded).toEqual(['gr-5', 'gr-6']);
    expect(g.coordination).toEqual({ releaseTurn: 5, delay: 2, landed: 2, fought: 2 });
    expect(g.coordinationReport).toMatchObject({ delay: 2, landedThisTurn: 2, releaseTurn: 5, released: false });
  });

  it('once the garrison may come out (from the release turn on) the Roman learns the turn and the counter, not the progress', () => {
    const r = viewFor(coord({ releaseTurn: 3, delay: 2, landed: 1, fought: 2 }), 'roman');
    expect(r.coordination).toEqual({ releaseTurn: 3, delay: 2 });
    expect(viewFor(coord({ releaseTurn: 4, delay: 2, landed: 1, fought: 2 }), 'roman').coordination).toEqual({ releaseTurn: null, delay: null });
    expect(viewFor(coord({ releaseTurn: null, delay: 2, landed: 1 }), 'roman').coordination).toEqual({ releaseTurn: null, delay: null });
  });

  it('at the end of the game the Roman sees it all', () => {
    const s = coord({ releaseTurn: null, delay: 3, landed: 1 }, 3, (x) => { x.outcome = { winner: 'roman', reason: 'test' } as unknown as AcState['outcome']; });
    expect(viewFor(s, 'roman').coordination).toEqual({ releaseTurn: null, delay: 3, landed: 1 });
  });
});

describe('AC 22.46 — a reconnaissance report reaches the Roman only when delivered', () => {
  it('the pending reports are the Gaul’s to see; the delivered ones both see', () => {
    const rep = (zone: 'IV' | 'V') => ({ zone, turn: 1, period: 1, accuracy: 1, screened: false, cavalry: { min: 0, max: 0 }, infantry: { min: 1, max: 1 }, scouts: ['r-cav-1'] });
    const s = at('roman-move', (x) => { x.recon = { pending: [rep('IV')], delivered: [rep('V')] }; });
    expect(viewFor(s, 'roman').recon).toEqual({ pending: [], delivered: [rep('V')] });
    expect(viewFor(s, 'gallic').recon).toEqual({ pending: [rep('IV')], delivered: [rep('V')] });
    expect(viewFor(at('roman-move'), 'roman').recon).toBeUndefined();
  });
});

describe('AC 17.8 (optional) — secret spheres of command', () => {
  const four = (secretSpheres: boolean, tweak?: (s: AcState) => void) => at('roman-move', (s) => { s.options = { ...s.options, players: 4, secretSpheres, caesarFrom: 'VI' }; s.caesarFrom = 'VIII'; tweak?.(s); });

  it('kept from the Gauls while the game lasts, shown to the Romans', () => {
    const g = viewFor(four(true), 'gallic');
    expect(g.options.caesarFrom).toBeUndefined();
    expect(g.caesarFrom).toBeUndefined();
    expect(g.options.players).toBe(4);
    const r = viewFor(four(true), 'roman');
    expect([r.options.caesarFrom, r.caesarFrom]).toEqual(['VI', 'VIII']);
  });

  it('public without the option, and to all once the game is over', () => {
    const g = viewFor(four(false), 'gallic');
    expect([g.options.caesarFrom, g.caesarFrom]).toEqual(['VI', 'VIII']);
    const over = viewFor(four(true, (s) => { s.outcome = { winner: 'gallic', reason: 'test' } as unknown as AcState['outcome']; }), 'gallic');
    expect([over.options.caesarFrom, over.caesarFrom]).toEqual(['VI', 'VIII']);
  });
});
