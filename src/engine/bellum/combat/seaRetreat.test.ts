/** BG 5.6.3 — a Roman force beaten in Britannia in a skirmish (not only a battle) may sail back to Gaul. */
import { describe, expect, it } from 'vitest';
import { bellum } from '../system';
import { seedRng } from '../../core/rng';
import { addLeader, addUnit } from '../testing/states';
import { fleetBoard } from '../testing/fleets';
import type { BellumAction, BellumState } from '../state';
import { act, toCombat } from './testkit';
import { freeze } from 'immer';

/** Brutus, Legio X and a trireme in Britannia facing a British war band: a skirmish (neither is an army). */
function britishSkirmish(seed: string): BellumState {
  const s = fleetBoard('sea-retreat');
  for (const id of ['legio-x', 'cretans', 'balearics', 'roman-cav-2']) delete s.units[id];
  delete s.leaders.brutus;
  delete s.units['trireme-2'];
  addLeader(s, 'brutus', 'britannia');
  addUnit(s, 'legio-x', 'britannia');
  s.units['trireme-1'].region = 'britannia';
  addUnit(s, 'trinovantes-inf', 'britannia');
  addUnit(s, 'cantiaci-inf', 'britannia');
  s.rng = seedRng(seed);
  return s;
}

/** Play the skirmish: losses are taken as the first legal choice, until a retreat is offered or the phase ends. */
function fight(s0: BellumState): { s: BellumState; romanLost: boolean } {
  let s = toCombat(s0);
  let romanLost = false;
  for (let i = 0; i < 30 && s.step === 'combat'; i++) {
    const enc = s.combat!.encounters.find((e) => e.region === 'britannia' && e.kind === 'skirmish');
    if (enc?.loser === 'roman') romanLost = true;
    if (s.combat!.pending?.kind === 'retreat') return { s, romanLost };
    const legal = bellum.legalActions(s);
    const a: BellumAction = legal.find((x) => x.t === 'loss') ?? legal.find((x) => x.t === 'stand') ?? legal.find((x) => x.t === 'done') ?? legal[0];
    s = act(s, a);
  }
  return { s, romanLost };
}

describe('BG 5.6.3 — sea retreat after a lost skirmish in Britannia', () => {
  it('the beaten Roman force may sail back to the Atlantic coast of Gaul, or stay', () => {
    let found = false;
    for (let i = 0; i < 60 && !found; i++) {
      const start = britishSkirmish(`skr-${i}`);
      const { s, romanLost } = fight(start);
      if (!romanLost) continue;
      found = true;
      freeze(s, true); // the store freezes states: apply must not write into them
      const p = s.combat!.pending;
      expect(p).toMatchObject({ kind: 'retreat', side: 'roman', optional: true });
      const legal = bellum.legalActions(s);
      // The best class of the Atlantic coast of Gaul (BG 4.4.2 order): the Roman-held Pictones and Santones.
      expect(legal).toEqual([{ t: 'retreat', to: 'pictones' }, { t: 'retreat', to: 'santones' }, { t: 'stand' }]);
      // Another coastal region is refused with the choices and the rule (issue 16 §3: say why).
      const refused = bellum.apply(s, { t: 'retreat', to: 'morini' });
      expect(refused.ok).toBe(false);
      if (!refused.ok) {
        expect(refused.rejection.rule).toBe('BG 5.6.3');
        expect(refused.rejection.message).toMatch(/^Morini is not a choice: the ships carry the beaten force only to Pictones or Santones/);
      }
      // Sailing: the ship carries the force to Gaul.
      const gone = act(s, { t: 'retreat', to: 'santones' });
      expect(gone.units['legio-x'].region).toBe('santones');
      expect(gone.leaders.brutus.region).toBe('santones');
      expect(gone.units['trireme-1'].region).toBe('santones');
      // Staying: nothing moves.
      const stays = act(s, { t: 'stand' });
      expect(stays.units['legio-x'].region).toBe('britannia');
      expect(stays.units['trireme-1'].region).toBe('britannia');
    }
    expect(found).toBe(true);
  });

  it('without ships enough for the whole force, no sea retreat is offered', () => {
    let losses = 0;
    for (let i = 0; i < 60; i++) {
      const start = britishSkirmish(`skr-${i}`);
      for (const u of ['legio-xi', 'legio-xii', 'numidians', 'cretans']) addUnit(start, u, 'britannia'); // 5 infantry > 4
      addUnit(start, 'catuvellauni-inf', 'britannia');
      addUnit(start, 'catuvellauni-cav', 'britannia');
      const { s, romanLost } = fight(start);
      if (romanLost) losses++;
      expect(s.combat?.pending?.kind).not.toBe('retreat');
    }
    expect(losses).toBeGreaterThan(0); // the case was met
  });
});
