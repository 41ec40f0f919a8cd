/** Recovery (AG 10.6) between Assault Periods, and the victory check before it (AG 11.0, 10.61). */
import { describe, expect, it } from 'vitest';
import { deployed, edit, planAll, play, playLogged, withDice } from './testing';
import type { AgState } from './state';
import { agUnit } from './data';

function gaulToAct(): AgState {
  return play(planAll(deployed('12.2')), { t: 'placeTribe', tribe: 'sequani', zone: 'I' }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' }, { t: 'endPlacement' });
}

describe('AG 10.6 — Recovery', () => {
  it('AG 10.62: routed Roman units turn to their reduced side; AG 10.65: the others shed half their Hits, rounded down', () => {
    const s = edit(gaulToAct(), (x) => {
      x.units['co-vi-1'].routed = true;
      x.units['co-vi-1'].hits = 6;
      x.units['co-vi-2'].hits = 3;
      x.units['co-vi-3'].hits = 1;
    });
    const after = play(s, { t: 'callOff' });
    expect(after.units['co-vi-1']).toMatchObject({ reduced: true, hits: 0 });
    expect(after.units['co-vi-1'].routed).toBeUndefined();
    expect(after.units['co-vi-2'].hits).toBe(2); // the seed's example: 3 Hits → 2
    expect(after.units['co-vi-3'].hits).toBe(1);
  });

  it('AG 10.63: a routed Gaul recovers on a d10 at or under its printed TQ, else is eliminated; the Alesia force does not roll', () => {
    const base = edit(gaulToAct(), (x) => {
      x.units['bi-sequani-1'].loc = { at: 'withdrawn' };
      x.units['bi-sequani-1'].routed = true;
      x.units['bi-sequani-2'].loc = { at: 'withdrawn' };
      x.units['bi-sequani-2'].routed = true;
      x.units['bi-alesia-1'].routed = true;
      x.ap.tallies.sequani = { routed: 2, eliminated: 0 };
    });
    const tq1 = agUnit('bi-sequani-1').tq;
    const tq2 = agUnit('bi-sequani-2').tq;
    const { s, rolls } = playLogged(withDice(base, [tq1, tq2 + 1]), { t: 'callOff' });
    expect(rolls.map((r) => [r.rule, r.dice[0], r.result])).toEqual([['AG 10.63', tq1, 'Recovers'], ['AG 10.63', tq2 + 1, 'Eliminated']]);
    expect(s.units['bi-sequani-1']).toMatchObject({ reduced: true, loc: { at: 'pool' } });
    expect(s.units['bi-sequani-2'].loc).toEqual({ at: 'gone' });
    expect(s.units['bi-alesia-1'].loc).toEqual({ at: 'gone' });
  });

  it('AG 10.61, 11.0: the legions are counted before Recovery — four broken legions win even if they would recover', () => {
    const s = edit(gaulToAct(), (x) => {
      for (const l of ['vi', 'vii', 'viii', 'x']) for (let c = 1; c <= 6; c++) x.units[`co-${l}-${c}`].routed = true;
    });
    const after = play(s, { t: 'callOff' });
    expect(after.outcome?.winner).toBe('gallic');
    expect(after.units['co-vi-1'].routed).toBe(true);
  });

  it('AG 10.61: no Recovery after the last AP (12.1)', () => {
    const s = edit(play(deployed('12.1'), { t: 'choose', tribe: 'arverni' }, { t: 'endPlanning' }), (x) => { x.units['co-vi-2'].hits = 3; });
    const after = play(s, { t: 'callOff' });
    expect(after.outcome?.winner).toBe('roman');
    expect(after.units['co-vi-2'].hits).toBe(3);
  });
});
