/**
 * The Bellum evaluation on hand-built positions (issue 18): for each scenario a position a player
 * would call won for Rome scores higher for Rome than one he would call lost, late in the game and
 * early; the Gaul's score is the complement; finished games score their outcome; values lie in [0, 1].
 */
import { describe, expect, it } from 'vitest';
import { cloneState } from '../ctx';
import { updateControl } from '../control';
import { UNIT_BY_ID } from '../data/units';
import { LEAGUE_REGIONS } from '../data/scenarios/belgica';
import { UPRISING_REGIONS } from '../data/scenarios/lastUprising';
import { GERMAN_HOST_UNITS } from '../data/scenarios/helvetii';
import type { BellumState } from '../state';
import { evaluateBellum } from './evaluate';
import { helvetiiGallicChance, romanOutlook } from './outlook';
import { start } from './testPositions';

/** A copy of the scenario's opening, moved to its last turn (or left at its first). */
function at(scenario: string, late: boolean): BellumState {
  const s = cloneState(start(scenario, 'eval'));
  if (late) {
    s.year = s.endYear;
    s.turn = s.endTurn;
  }
  return s;
}

/** Take every Gallic unit off the map (as if destroyed), so the control set by hand holds. */
function clearGauls(s: BellumState): void {
  for (const [id, u] of Object.entries(s.units)) if (!isRoman(id)) Object.assign(u, { region: null, place: null, out: 'eliminated' });
  updateControl(s);
}
const isRoman = (id: string) => UNIT_BY_ID[id].side === 'roman';

const CASES: Record<string, { won: (s: BellumState) => void; lost: (s: BellumState) => void }> = {
  aquitania: {
    won: (s) => {
      clearGauls(s);
      s.control.tarbelli = 'roman';
      s.control.bigerriones = 'roman';
      s.destroyed.push('sotiates-oppidum');
    },
    lost: (s) => {
      s.control.tarbelli = 'gallic';
      s.control.bigerriones = 'gallic';
    },
  },
  helvetii: {
    won: (s) => {
      Object.assign(s.leaders.orgetorix, { region: null, place: null, out: 'captured' });
      s.control.sequani = 'roman';
    },
    lost: (s) => {
      for (const [id, u] of Object.entries(s.units)) if (!isRoman(id) && u.out === null && u.region === 'helvetii') u.region = 'pictones';
      s.leaders.orgetorix.region = 'pictones';
      updateControl(s);
    },
  },
  'last-uprising': {
    won: (s) => {
      clearGauls(s);
      for (const r of UPRISING_REGIONS) s.control[r] = 'roman';
    },
    lost: (s) => {
      for (const r of UPRISING_REGIONS) s.control[r] = 'gallic';
    },
  },
  belgica: {
    won: (s) => {
      clearGauls(s);
      for (const r of ['remi', ...LEAGUE_REGIONS]) s.control[r] = 'roman';
    },
    lost: (s) => {
      s.control.remi = 'gallic';
      for (const r of LEAGUE_REGIONS) s.control[r] = 'gallic';
    },
  },
  'veneti-fleet': {
    won: (s) => {
      for (const id of ['veneti-ship-1', 'veneti-ship-2']) if (s.units[id]) Object.assign(s.units[id], { region: null, place: null, out: 'eliminated' });
    },
    lost: (s) => {
      for (const id of ['veneti-ship-1', 'veneti-ship-2']) s.units[id] = { region: 'veneti', place: null, out: null, reduced: false };
      for (const id of ['trireme-1', 'trireme-2', 'trireme-3']) if (s.units[id]) Object.assign(s.units[id], { region: null, place: null, out: 'eliminated' });
    },
  },
};

describe('Bellum bot: evaluate', () => {
  for (const [scenario, c] of Object.entries(CASES)) {
    for (const late of [true, false]) {
      it(`${scenario} (${late ? 'last turn' : 'first turn'}): won for Rome scores higher than lost, for Rome; lower for the Gaul`, () => {
        const won = at(scenario, late);
        c.won(won);
        const lost = at(scenario, late);
        c.lost(lost);
        const [w, l] = [evaluateBellum(won, 'roman'), evaluateBellum(lost, 'roman')];
        expect(w).toBeGreaterThan(l);
        if (late) {
          expect(w).toBeGreaterThan(0.6);
          expect(l).toBeLessThan(0.4);
        }
        for (const s of [won, lost]) {
          const r = evaluateBellum(s, 'roman');
          expect(r).toBeGreaterThanOrEqual(0);
          expect(r).toBeLessThanOrEqual(1);
          expect(evaluateBellum(s, 'gallic')).toBeCloseTo(1 - r, 12);
        }
      });
    }
  }

  it('last uprising: each region won back counts (more pro-Roman regions, higher)', () => {
    let prev = -1;
    for (let k = 0; k <= UPRISING_REGIONS.length; k++) {
      const s = at('last-uprising', false);
      UPRISING_REGIONS.forEach((r, i) => (s.control[r] = i < k ? 'roman' : 'gallic'));
      const v = evaluateBellum(s, 'roman');
      expect(v).toBeGreaterThan(prev);
      prev = v;
    }
  });

  it('helvetii: Orgetorix and his column nearer the Atlantic is worse for Rome', () => {
    const far = at('helvetii', false);
    const near = at('helvetii', false);
    for (const [id, u] of Object.entries(near.units)) if (!isRoman(id) && u.out === null && u.region === 'helvetii') u.region = 'lemovices';
    near.leaders.orgetorix.region = 'lemovices';
    updateControl(near);
    expect(evaluateBellum(near, 'roman')).toBeLessThan(evaluateBellum(far, 'roman'));
  });

  it('helvetii (BG 6.2.6): Orgetorix on the coast with his column scores better for the Gaul uncontested than with a legion beside him', () => {
    const held = at('helvetii', false);
    for (const [id, u] of Object.entries(held.units)) if (!isRoman(id) && u.out === null && u.region === 'helvetii') u.region = 'santones';
    held.leaders.orgetorix.region = 'santones';
    updateControl(held);
    expect(held.control.santones).toBe('gallic');
    const contested = cloneState(held);
    // One legion already on the map marches in (the SPs on the map stay the same).
    const legion = Object.keys(contested.units).find((id) => isRoman(id) && UNIT_BY_ID[id].category === 'legion' && contested.units[id].out === null && contested.units[id].region !== null)!;
    contested.units[legion] = { ...contested.units[legion], region: 'santones', place: null };
    updateControl(contested);
    expect(contested.control.santones).toBe('contested');
    // The Roman's progress (not only the verdict if the game ended now) sees the difference.
    expect(romanOutlook(contested)).toBeGreaterThan(romanOutlook(held));
    expect(evaluateBellum(held, 'gallic')).toBeGreaterThan(evaluateBellum(contested, 'gallic'));
  });

  it('helvetii (BG 6.2.6): for the Gaul, his column holding the coast beats contesting the Sequani (a win, not a draw)', () => {
    // Mid-game: the column on the Santones coast while Rome holds the Sequani — against the column
    // back in the Sequani beside a legion (Rome's condition denied: at best a draw).
    const coast = at('helvetii', false);
    coast.turn = 4;
    for (const [id, u] of Object.entries(coast.units)) if (!isRoman(id) && u.out === null && u.region === 'helvetii') u.region = 'santones';
    coast.leaders.orgetorix.region = 'santones';
    const legion = Object.keys(coast.units).find((id) => isRoman(id) && UNIT_BY_ID[id].category === 'legion' && coast.units[id].out === null && coast.units[id].region !== null)!;
    coast.units[legion] = { ...coast.units[legion], region: 'sequani', place: null };
    updateControl(coast);
    const blocking = cloneState(coast);
    for (const [id, u] of Object.entries(blocking.units)) if (!isRoman(id) && u.out === null && u.region === 'santones') u.region = 'sequani';
    blocking.leaders.orgetorix.region = 'sequani';
    updateControl(blocking);
    expect([coast.control.sequani, blocking.control.sequani]).toEqual(['roman', 'contested']);
    expect(evaluateBellum(coast, 'gallic')).toBeGreaterThan(evaluateBellum(blocking, 'gallic'));
  });

  it('last uprising (BG 6.3.5): early on, a region the Gauls hold with an army is worth more to them than one left empty', () => {
    const held = at('last-uprising', false);
    const empty = cloneState(held);
    // The same SPs on the map: the Carnutes march off to the Pictones, another region in revolt.
    for (const [id, u] of Object.entries(empty.units)) if (!isRoman(id) && u.out === null && u.region === 'carnutes') u.region = 'pictones';
    updateControl(empty);
    expect(held.control.carnutes).toBe('gallic');
    expect(empty.control.carnutes).toBe('gallic');
    expect(evaluateBellum(held, 'gallic')).toBeGreaterThan(evaluateBellum(empty, 'gallic'));
  });

  it('last uprising (BG 4.5, 6.3.5): Gauls inside an oppidum keep their region longer than the same Gauls in the open before the legions', () => {
    const open = at('last-uprising', false);
    const army = Object.keys(open.units).filter((id) => isRoman(id) && open.units[id].out === null && open.units[id].region === 'aedui');
    for (const id of army) open.units[id] = { ...open.units[id], region: 'carnutes', place: null };
    updateControl(open);
    const walled = cloneState(open);
    for (const [id, u] of Object.entries(walled.units)) if (!isRoman(id) && u.out === null && u.region === 'carnutes') u.place = 'cenabum';
    updateControl(walled);
    expect([open.control.carnutes, walled.control.carnutes]).toEqual(['contested', 'contested']);
    expect(evaluateBellum(walled, 'gallic')).toBeGreaterThan(evaluateBellum(open, 'gallic'));
  });

  it('helvetii (BG 3.1, 6.2.5): the Germans arriving on time is no swing in itself (reinforcements count before they come)', () => {
    const before = at('helvetii', false);
    before.turn = 6;
    const after = cloneState(before);
    for (const id of GERMAN_HOST_UNITS) after.units[id] = { region: 'germania', place: null, out: null, reduced: false };
    updateControl(after);
    expect(Math.abs(evaluateBellum(after, 'roman') - evaluateBellum(before, 'roman'))).toBeLessThan(0.03);
  });

  it('last uprising (BG 4.5.2): a garrison whose siege cannot run its 4 turns before the end is worth more to the Gaul than one that can be forced', () => {
    const fresh = at('last-uprising', false);
    fresh.turn = 8; // three combat phases left
    const army = Object.keys(fresh.units).filter((id) => isRoman(id) && fresh.units[id].out === null && fresh.units[id].region === 'aedui');
    for (const id of army) fresh.units[id] = { ...fresh.units[id], region: 'carnutes', place: null };
    for (const [id, u] of Object.entries(fresh.units)) if (!isRoman(id) && u.out === null && u.region === 'carnutes') u.place = 'cenabum';
    updateControl(fresh);
    const worn = cloneState(fresh);
    fresh.sieges = [{ place: 'cenabum', region: 'carnutes', besieger: 'roman', turns: 0 }];
    worn.sieges = [{ place: 'cenabum', region: 'carnutes', besieger: 'roman', turns: 2 }];
    expect(evaluateBellum(fresh, 'gallic')).toBeGreaterThan(evaluateBellum(worn, 'gallic'));
  });

  it('helvetii (BG 6.2.7, 3.4): the column is worse off within a forced march of the legions than out of their reach', () => {
    const column = (legions: string): BellumState => {
      const s = at('helvetii', false);
      s.turn = 5;
      for (const [id, u] of Object.entries(s.units)) if (!isRoman(id) && u.out === null && u.region === 'helvetii') u.region = 'aedui';
      s.leaders.orgetorix.region = 'aedui';
      for (const [id, u] of Object.entries(s.units)) if (isRoman(id) && u.out === null) Object.assign(u, { region: legions, place: null });
      updateControl(s);
      return s;
    };
    // The legions in the Remi (two regions from the Aedui) or far off in the Veneti's land.
    expect(evaluateBellum(column('veneti'), 'gallic')).toBeGreaterThan(evaluateBellum(column('remi'), 'gallic'));
  });

  it('helvetii (BG 6.2.6): early on, Rome holding the Sequani counts for her at least a third of what it will at the end', () => {
    const held = at('helvetii', false);
    held.control.sequani = 'roman';
    const open = at('helvetii', false);
    expect(open.control.sequani).toBe('gallic');
    const [h, o] = [romanOutlook(held), romanOutlook(open)];
    // At the end, with the column far from the sea, the Sequani make the difference between ½ and 1.
    expect(h - o).toBeGreaterThan((1 / 3) * 0.5 * (1 - helvetiiGallicChance(held)));
  });

  it('aquitania: losing the Roman army is worse for Rome than keeping it', () => {
    const kept = at('aquitania', false);
    const gone = at('aquitania', false);
    for (const id of ['legio-vii', 'numidians']) Object.assign(gone.units[id], { region: null, place: null, out: 'eliminated' });
    expect(evaluateBellum(gone, 'roman')).toBeLessThan(evaluateBellum(kept, 'roman'));
  });

  it('a finished game scores its outcome', () => {
    const s = at('aquitania', true);
    s.outcome = { winner: 'gallic', reason: 'test' };
    expect(evaluateBellum(s, 'gallic')).toBe(1);
    expect(evaluateBellum(s, 'roman')).toBe(0);
    s.outcome = { winner: 'draw', reason: 'test' };
    expect(evaluateBellum(s, 'roman')).toBe(0.5);
  });
});
