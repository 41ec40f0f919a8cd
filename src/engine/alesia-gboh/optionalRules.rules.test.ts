/** AG Opt.AlesiaRecovery (the design note to AG 10.63) — Alesia-force recovery: the force's BI rout and recover as relief BI; its archers do not. */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { agUnit } from './data';
import { combatUnitOf } from './fire/fromState';
import { takeHits } from './fire/cohesion';
import { checkInvariants } from './invariants';
import { alesiaRecoveryOn, reducedTqOf } from './optionalRules';
import { edit, fresh, planAll, play, playLogged, withDice } from './testing';
import type { AgState } from './state';

/** 12.2 set up (GB-DEP), the Gaul's plan made and the Sequani placed, with or without the option; a BI and an archer of the Alesia force routed on the map. */
function routed(option: boolean): AgState {
  let s = play(fresh('12.2', 'opt', option ? { alesiaRecovery: true } : {}), { t: 'sample' }, { t: 'endSetup' });
  s = play(planAll(s), { t: 'placeTribe', tribe: 'sequani', zone: 'I' }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' }, { t: 'endPlacement' });
  return deepFreeze(edit(s, (x) => {
    x.alesiaEntered = true;
    x.units['bi-alesia-1'] = { ...x.units['bi-alesia-1'], loc: { at: 'hex', hex: '10,-30' }, routed: true, hits: agUnit('bi-alesia-1').tq };
    x.units['ar-alesia-1'] = { ...x.units['ar-alesia-1'], loc: { at: 'hex', hex: '11,-30' }, routed: true, hits: agUnit('ar-alesia-1').tq };
    x.ap.tallies.alesia = { routed: 2, eliminated: 0 };
  }));
}

describe('AG Opt.AlesiaRecovery (AG 10.63 optional) — Alesia-force recovery', () => {
  it('off by default; chosen at set-up', () => {
    expect(alesiaRecoveryOn(routed(false))).toBe(false);
    expect(alesiaRecoveryOn(routed(true))).toBe(true);
  });
  it('with the option an Alesia BI has a reduced side and routs at its TQ; without it, it is eliminated; archers never have one', () => {
    const bi = 'bi-alesia-1';
    for (const [opt, fate] of [[false, 'eliminated'], [true, 'routs']] as const) {
      const s = edit(routed(opt), (x) => { x.units[bi] = { ...x.units[bi], routed: undefined, hits: 0 }; delete x.units[bi].routed; });
      expect(reducedTqOf(s, bi) !== null).toBe(opt);
      expect(takeHits(combatUnitOf(s, bi), agUnit(bi).tq).fate).toBe(fate);
      expect(reducedTqOf(s, 'ar-alesia-1')).toBeNull();
    }
  });
  it('standard game: routed Alesia units are eliminated in Recovery with no roll', () => {
    const { s, rolls } = playLogged(routed(false), { t: 'callOff' });
    expect(rolls.filter((r) => r.rule === 'AG 10.63' || r.rule === 'AG Opt.AlesiaRecovery')).toEqual([]);
    expect(s.units['bi-alesia-1'].loc).toEqual({ at: 'gone' });
  });
  it('with the option the BI rolls against its printed TQ: at or under it comes back reduced; the archer is still eliminated without a roll', () => {
    const tq = agUnit('bi-alesia-1').tq;
    const { s, rolls } = playLogged(withDice(routed(true), [tq]), { t: 'callOff' });
    // The roll cites the optional rule that allows it.
    expect(rolls.filter((r) => r.rule === 'AG Opt.AlesiaRecovery').map((r) => [r.dice[0], r.result])).toEqual([[tq, 'Recovers']]);
    expect(rolls.filter((r) => r.rule === 'AG 10.63')).toEqual([]);
    expect(s.units['bi-alesia-1'].reduced).toBe(true);
    expect(s.units['bi-alesia-1'].loc.at).not.toBe('gone');
    expect(s.units['ar-alesia-1'].loc).toEqual({ at: 'gone' });
    expect(checkInvariants(s)).toEqual([]);
    // Above the TQ: eliminated.
    const lost = playLogged(withDice(routed(true), [tq + 1]), { t: 'callOff' }).s;
    expect(lost.units['bi-alesia-1'].loc).toEqual({ at: 'gone' });
  });
});
