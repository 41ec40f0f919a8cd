/** Between and around the phases: AG 5.5 redeployment, AG 5.66 the Alesia force's withdrawal, reading X1's spent AP, invariants. */
import { describe, expect, it } from 'vitest';
import { alesiaGboh } from './system';
import { deployed, edit, fresh, planAll, play, playLogged, randomPlayout, refusal, withDice } from './testing';
import { agTribe, agUnit } from './data';
import { canStack } from './stacking';
import { moveBoard } from './movement/board';
import { stackFits } from './movement/occupancy';
import type { AgState } from './state';

function gaulPhaseOne(): AgState {
  return play(planAll(deployed('12.2')), { t: 'placeTribe', tribe: 'sequani', zone: 'I' }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' }, { t: 'endPlacement' });
}

describe('flow', () => {
  it('AG 5.5: before the second AP the Roman may redeploy any or all of his units, then the Gaul plans anew (AG 5.31)', () => {
    const s = play(gaulPhaseOne(), { t: 'callOff' });
    expect(s.step).toBe('roman-redeploy');
    expect(alesiaGboh.toAct(s)).toBe('roman');
    expect(s.plan.assign).toEqual({});
    const hex = (s.units['co-vi-2'].loc as { hex: string }).hex;
    let t = play(s, { t: 'unplace', id: 'co-vi-2' });
    expect(t.units['co-vi-2'].loc).toEqual({ at: 'pool' });
    expect(alesiaGboh.legalActions(t).some((a) => a.t === 'endSetup')).toBe(false); // every counter must stand somewhere
    t = play(t, { t: 'pick', id: 'co-vi-2' }, { t: 'place', id: 'co-vi-2', hex, facing: 2 }, { t: 'endSetup' });
    expect(t.units['co-vi-2'].facing).toBe(2);
    expect(t.step).toBe('planning');
    expect(t.ap).toMatchObject({ n: 2, night: true, gallicPhases: 0, seizuresUsed: {} });
  });

  it('AG 6.61: set-up refuses cohorts of two legions together, and a third unit in a hex', () => {
    let s = play(fresh('12.2'), { t: 'pick', id: 'co-vi-1' }, { t: 'place', id: 'co-vi-1', hex: '20,-30', facing: 0 }, { t: 'pick', id: 'co-vii-1' });
    expect(refusal(s, { t: 'place', id: 'co-vii-1', hex: '20,-30', facing: 0 })).toBe('AG 6.61');
    s = play(s, { t: 'pick', id: 'co-vi-2' }, { t: 'place', id: 'co-vi-2', hex: '20,-30', facing: 0 }, { t: 'pick', id: 'sc-vi' });
    expect(refusal(s, { t: 'place', id: 'sc-vi', hex: '20,-30', facing: 0 })).toBe('AG 6.61');
    // AG 12.2 Romans: nothing north of W5815 / W5915–W5918.
    expect(refusal(s, { t: 'place', id: 'sc-vi', hex: '40,-60', facing: 0 })).toBe('AG 12.2 Romans');
    // AG 6.62: leaders never count.
    s = play(s, { t: 'pick', id: 'sulpicius' }, { t: 'place', id: 'sulpicius', hex: '20,-30', facing: 0 });
    expect(s.leaders.sulpicius.loc).toEqual({ at: 'hex', hex: '20,-30' });
  });

  it('AG 5.66, 10.72: the Alesia force withdraws at 18 routed or eliminated, back into the oppidum', () => {
    const out = edit(gaulPhaseOne(), (x) => { x.units['bi-sequani-1'].loc = { at: 'counter', tribe: 'sequani' }; });
    let s = play(withDice(out, [0]), { t: 'activate', leader: 'vercingetorix' });
    s = edit(s, (x) => { x.ap.tallies.alesia = { routed: 10, eliminated: 8 }; x.units['bi-alesia-1'].loc = { at: 'hex', hex: '20,-40' }; });
    const { s: after, rules } = playLogged(s, { t: 'endPhase' });
    expect(rules).toContain('AG 5.66');
    expect(after.units['bi-alesia-1'].loc).toEqual({ at: 'alesia' });
    // AG 3.0: the Alesia force's withdrawal never counts toward the Gauls' Withdrawal.
    expect(after.ap.n).toBe(1);
  });

  it('reading X1: with nothing Gallic on the map and nothing left to bring in, the AP ends', () => {
    const s = edit(gaulPhaseOne(), (x) => {
      for (const t of Object.keys(x.tribes)) if (x.tribes[t].status === 'available') x.tribes[t].status = 'gone';
      x.tribes.sequani = { ...x.tribes.sequani, status: 'placed', zone: 'I', released: 7, noUnits: true };
      for (const id of Object.keys(x.units)) if (agUnit(id).tribe === 'sequani') x.units[id].loc = { at: 'gone' };
    });
    const { s: after, rules } = playLogged(s, { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' }, { t: 'endPhase' });
    expect(rules).toContain('AG 3.0');
    expect(after.ap.n).toBe(2);
    expect(after.step).toBe('roman-redeploy');
  });
});

describe('invariants through random games', () => {
  it('zone caps, Initial Placement, stacking, tribal counters that never move, Seizure limits', () => {
    for (const sc of ['12.1', '12.2', '12.3'] as const) {
      let prev: AgState | null = null;
      randomPlayout(deployed(sc, `inv-${sc}`), `inv-${sc}`, 250, (s) => {
        // AG 5.41: ≤ 8 CP at Initial Placement.
        expect(s.ap.initialCp).toBeLessThanOrEqual(8);
        // AG 5.43: beyond I–II ≤ 5 CP a zone (12.1 replaces the cap, reading Q8).
        if (sc !== '12.1') for (const [z, cp] of Object.entries(s.ap.zoneCp)) if (z !== 'I' && z !== 'II') expect(cp).toBeLessThanOrEqual(5);
        // AG 6.61: stacking of the units on hexes. Set-up checks the "other hexes" row everywhere (stacking.ts);
        // moves check the Rampart and Redoubt rows by the map (movement/occupancy.ts). The sample
        // deployment puts two cohorts on the Rampart W5023, which only the first allows.
        const byHex = new Map<string, string[]>();
        for (const [id, u] of Object.entries(s.units)) if (u.loc.at === 'hex') byHex.set(u.loc.hex, [...(byHex.get(u.loc.hex) ?? []), id]);
        for (const [hex, ids] of byHex) expect(canStack(ids) || stackFits(moveBoard(sc), hex, ids)).toBe(true);
        // AG 5.46: a placed counter keeps its place while the AP lasts.
        if (prev && prev.ap.n === s.ap.n) for (const [t, st] of Object.entries(prev.tribes)) if (st.status === 'placed' && s.tribes[t].status === 'placed') expect(s.tribes[t].zone).toBe(st.zone);
        // AG 5.22: never more Seizures than the rating.
        for (const [l, n] of Object.entries(s.ap.seizuresUsed)) expect(n).toBeLessThanOrEqual(l === 'caesar' ? 4 : 3);
        // AG 5.7: a cavalry counter releases at most its Size.
        for (const t of ['cavalry-1', 'cavalry-2']) expect(s.tribes[t].released).toBeLessThanOrEqual(agTribe(t).size);
        prev = s;
      });
    }
  });
});
