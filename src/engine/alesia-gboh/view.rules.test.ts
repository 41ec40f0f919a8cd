/** Hidden information (AG 5.31, 5.34, 12.1 Gauls): the Roman's view holds no assignment and no choice of tribes. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alesiaGboh } from './system';
import { deployed, play, randomPlayout } from './testing';
import { AG_TRIBES } from './data';
import { ENTRY_ZONES } from './tables/types';
import type { AgAction } from './actions';
import type { AgState } from './state';

/** The ids of tribes the Gaul has assigned or picked that have not arrived. */
function secretTribes(s: AgState): string[] {
  const ids = new Set([...Object.keys(s.plan.assign), ...s.plan.picked]);
  return [...ids].filter((t) => s.tribes[t].status === 'available' || s.tribes[t].status === 'unused');
}

function assertHidden(s: AgState): void {
  const roman = JSON.stringify(alesiaGboh.view(s, 'roman'));
  expect(roman).not.toContain('"plan"');
  expect(roman).not.toContain('"assign"');
  expect(roman).not.toContain('"picked"');
  for (const t of secretTribes(s)) expect(roman).not.toContain(`"${t}"`);
  expect(roman).not.toContain('"rng"');
}

describe('view(state, side)', () => {
  it('property: whatever the plan, the Roman’s view serialised holds no zone assignment (AG 5.31)', () => {
    const base = deployed('12.2');
    const tribes = AG_TRIBES.map((t) => t.id);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...tribes), fc.constantFrom(...ENTRY_ZONES.slice(0, 8))), { maxLength: 40 }), (pairs) => {
        let s = base;
        for (const [tribe, zone] of pairs) {
          const a: AgAction = { t: 'assign', tribe, zone };
          const r = alesiaGboh.apply(s, a);
          if (r.ok) s = r.state;
        }
        assertHidden(s);
        // The Gaul sees his own plan.
        const gaul = alesiaGboh.view(s, 'gallic');
        expect(gaul.plan?.assign).toEqual(s.plan.assign);
      }),
      { numRuns: 60 },
    );
  });

  it('AG 12.1: the choice of tribes stays out of the Roman’s view until they arrive', () => {
    let s = play(deployed('12.1'), { t: 'choose', tribe: 'arverni' }, { t: 'choose', tribe: 'boii' }, { t: 'endPlanning' });
    assertHidden(s);
    expect(alesiaGboh.view(s, 'roman').tribes.arverni).toBeUndefined();
    s = play(s, { t: 'placeTribe', tribe: 'arverni', zone: 'IV' });
    // Revealed by arriving (AG 5.34); the Boii are still secret.
    expect(alesiaGboh.view(s, 'roman').tribes.arverni).toMatchObject({ status: 'placed', zone: 'IV' });
    assertHidden(s);
  });

  it('through random games of every scenario the Roman view never holds a secret; the game over shows all', () => {
    for (const sc of ['12.1', '12.2', '12.3'] as const) {
      const r = randomPlayout(deployed(sc, `view-${sc}`), `view-${sc}`, 600, (s) => {
        if (!s.outcome) assertHidden(s);
      });
      if (r.state.outcome) expect(alesiaGboh.view(r.state, 'roman').plan).toBeDefined();
    }
    // Random games now bring the relief army onto the map and into movement and combat (AG 5.45–5.48): longer games.
  }, 120_000);

  it('relief units and chiefs still off the map are not in the Roman view; units on the map are', () => {
    const s = play(deployed('12.2'), ...AG_TRIBES.map((t) => ({ t: 'assign', tribe: t.id, zone: 'I' }) as AgAction), { t: 'endPlanning' },
      { t: 'placeTribe', tribe: 'sequani', zone: 'I' }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' }, { t: 'endPlacement' },
      { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' });
    const v = alesiaGboh.view(s, 'roman');
    expect(v.units['bi-sequani-1']).toBeDefined();
    expect(v.units['bi-arverni-1']).toBeUndefined();
    expect(v.leaders.eporedorix).toBeDefined();
    expect(v.leaders.sedullus).toBeUndefined();
    expect(Object.keys(alesiaGboh.view(s, 'gallic').units)).toContain('bi-arverni-1');
  });

  it('the Gallic plan entries of the log are hidden from the Roman', () => {
    const r = alesiaGboh.apply(deployed('12.2'), { t: 'assign', tribe: 'arverni', zone: 'III' });
    expect(r.ok).toBe(true);
    if (r.ok) for (const e of r.log) expect(e.hiddenFrom).toEqual(['roman']);
  });

  it('reading X2: standing combat and reaction orders are the viewer’s own — a side without any cannot tell whether the other has set some', () => {
    const s = deployed('12.1');
    const orders = { rbs: 'ask', hold: 'hold', weapon: 'best', leftover: 'auto', retreat: 'auto', escape: 'never' } as const;
    const withGallic = { ...s, combatOrders: { gallic: orders }, reactOrders: { gallic: 'always' as const } } as AgState;
    const bare = { ...s, combatOrders: undefined, reactOrders: undefined } as AgState;
    // The Roman has none: his view is the same whether or not the Gaul has set his.
    expect(JSON.stringify(alesiaGboh.view(withGallic, 'roman'))).toBe(JSON.stringify(alesiaGboh.view(bare, 'roman')));
    expect(alesiaGboh.view(withGallic, 'roman')).toStrictEqual(alesiaGboh.view(bare, 'roman'));
    // The Gaul sees his own.
    expect(alesiaGboh.view(withGallic, 'gallic').combatOrders).toEqual({ gallic: orders });
    expect(alesiaGboh.view(withGallic, 'gallic').reactOrders).toEqual({ gallic: 'always' });
    // Both set: each sees only his own.
    const both = { ...withGallic, combatOrders: { gallic: orders, roman: { ...orders, escape: 'always' as const } } } as AgState;
    expect(alesiaGboh.view(both, 'roman').combatOrders).toEqual({ roman: { ...orders, escape: 'always' } });
  });
});
