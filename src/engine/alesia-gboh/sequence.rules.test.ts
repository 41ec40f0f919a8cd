/** The sequence of play (AG 3.0), Commands (AG 4.1, 4.11–4.14, 5.48) and the end of an Assault Period (AG 10.7, 11.0, reading X1). */
import { describe, expect, it } from 'vitest';
import { hexKey } from '../hex/coords';
import { alesiaGboh } from './system';
import { deployed, edit, fresh, planAll, play, playLogged } from './testing';
import { parseGbohLabel } from './map/grid';
import type { AgAction } from './actions';
import type { AgState } from './state';

const K = (label: string) => hexKey(parseGbohLabel(label)!);
const kinds = (s: AgState) => new Set(alesiaGboh.legalActions(s).map((a) => a.t));
const has = (s: AgState, a: AgAction) => alesiaGboh.legalActions(s).some((x) => JSON.stringify(x) === JSON.stringify(a));

/** 12.2 after set-up and planning: GB-4.12's tribes in Zone I with Eporedorix, at Initial Placement. */
function eporedorixGame(): AgState {
  const s = planAll(deployed('12.2'));
  return play(s,
    { t: 'placeTribe', tribe: 'sequani', zone: 'I' },
    { t: 'placeTribe', tribe: 'ruteni', zone: 'I' },
    { t: 'placeTribe', tribe: 'helvetii', zone: 'I' },
    { t: 'placeTribe', tribe: 'nervii', zone: 'I' },
    { t: 'placeTribe', tribe: 'atrebates', zone: 'I' },
    { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' },
    { t: 'endPlacement' });
}

describe('AG 3.0 — Assault Periods of alternating Activation Phases', () => {
  it('AG 3.0 A–B: the Roman deploys, then the Gaul plans, places, and plays the first phase of the AP', () => {
    let s = fresh('12.2');
    expect(alesiaGboh.toAct(s)).toBe('roman');
    s = play(s, { t: 'sample' }, { t: 'endSetup' });
    expect(s.step).toBe('planning');
    expect(alesiaGboh.toAct(s)).toBe('gallic');
    s = planAll(s);
    expect(s.step).toBe('initial');
    s = play(s, { t: 'endPlacement' });
    expect(s.step).toBe('choose');
    expect(s.ap.owner).toBe('gallic');
    expect(s.ap.gallicPhases).toBe(1);
  });

  it('AG 3.0 C: one thing per phase, then play passes to the opponent (no Seizure possible in the first phase, AG 5.24)', () => {
    let s = eporedorixGame();
    s = play(s, { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' });
    expect(s.step).toBe('command');
    // Its units stand on their counter's hex (AG 5.48, 6.21): they move off it, take Fill to carry
    // (AG 6.47), more come out, the chief moves (AG 6.12, he stands on the counter's hex), or the phase ends.
    expect([...kinds(s)].sort()).toEqual(['carryFill', 'endPhase', 'move', 'moveLeader', 'release']);
    s = play(s, { t: 'endPhase' });
    // The Roman's phase: the Gaul may try to seize it first.
    expect(s.ap.owner).toBe('roman');
    expect(s.step).toBe('seize');
    expect(alesiaGboh.toAct(s)).toBe('gallic');
    s = play(s, { t: 'noSeize' });
    expect(s.step).toBe('choose');
    expect(alesiaGboh.toAct(s)).toBe('roman');
    s = play(s, { t: 'ocMove' }, { t: 'endPhase' });
    expect(s.ap.owner).toBe('gallic');
  });

  it('AG 3.0 C: the phase choices — a Command, an OC move; the Gaul also an entry (none while a counter waits, AG 5.42)', () => {
    const s = eporedorixGame();
    const k = kinds(s);
    expect(k.has('activate')).toBe(true);
    expect(k.has('entry')).toBe(false); // five placed counters have not put out a unit yet
    expect(k.has('callOff')).toBe(true);
  });
});

describe('AG 4.1 — Commands', () => {
  it('GB-4.12: Eporedorix (Control 7) activates the Sequani, Ruteni, Helvetii and Nervii (2+2+2+1); a further tribe is refused', () => {
    let s = eorForming();
    s = play(s, { t: 'addTribe', tribe: 'sequani' }, { t: 'addTribe', tribe: 'ruteni' }, { t: 'addTribe', tribe: 'helvetii' }, { t: 'addTribe', tribe: 'nervii' });
    const r = alesiaGboh.apply(s, { t: 'addTribe', tribe: 'atrebates' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.rule).toBe('AG 4.12');
    const { s: after, rules } = playLogged(s, { t: 'commit' });
    expect(after.command?.tribes).toEqual(['sequani', 'ruteni', 'helvetii', 'nervii']);
    expect(rules).toContain('AG 5.48');
  });

  it('AG 4.12: within Control, fewer tribes may be chosen; dropping a tribe frees its Control', () => {
    let s = eorForming();
    s = play(s, { t: 'addTribe', tribe: 'sequani' }, { t: 'addTribe', tribe: 'ruteni' }, { t: 'addTribe', tribe: 'helvetii' });
    expect(has(s, { t: 'addTribe', tribe: 'atrebates' })).toBe(true); // 6 + 1 ≤ 7
    s = play(s, { t: 'addTribe', tribe: 'nervii' });
    expect(has(s, { t: 'addTribe', tribe: 'atrebates' })).toBe(false); // 7 + 1 > 7
    s = play(s, { t: 'dropTribe', tribe: 'nervii' });
    expect(has(s, { t: 'addTribe', tribe: 'atrebates' })).toBe(true);
  });

  it('AG 5.48: each counter of the Command puts six units (or all it has) on the map; AG 5.47 "No Units" when empty', () => {
    let s = eorForming();
    s = play(s, { t: 'addTribe', tribe: 'sequani' }, { t: 'addTribe', tribe: 'nervii' }, { t: 'commit' });
    const on = (tribe: string) => Object.entries(s.units).filter(([id, u]) => id.startsWith(`bi-${tribe}-`) || id.startsWith(`ar-${tribe}-`) ? u.loc.at === 'counter' : false).length;
    expect(on('sequani')).toBe(6);
    expect(s.tribes.sequani.noUnits).toBeUndefined();
    expect(on('nervii')).toBe(3);
    expect(s.tribes.nervii.noUnits).toBe(true);
  });

  it('AG 4.11 (1), 4.13, 4.14: a legion with its Scorpion; cohorts out of the legate’s range are flagged, unless chained', () => {
    const base = edit(deployed('12.2'), (x) => {
      x.step = 'choose';
      x.ap.owner = 'roman';
      x.ap.phases = 2;
      for (const [id, u] of Object.entries(x.units)) if (id.startsWith('co-vi-') || id === 'sc-vi') u.loc = { at: 'pool' };
      x.leaders.sulpicius.loc = { at: 'hex', hex: K('W3005') }; // range 4
      x.units['co-vi-1'].loc = { at: 'hex', hex: K('W3005') };
      x.units['sc-vi'].loc = { at: 'hex', hex: K('W3006') };
      x.units['co-vi-2'].loc = { at: 'hex', hex: K('W3015') }; // 10 hexes off
    });
    let s = play(base, { t: 'activate', leader: 'sulpicius' });
    expect(s.command?.units.sort()).toEqual(['co-vi-1', 'co-vi-2', 'sc-vi']);
    expect(s.command?.outOfRange).toEqual(['co-vi-2']);
    // AG 4.14: a chain of adjacent units of the Command brings it back in range.
    const chained = edit(base, (x) => {
      for (let c = 3; c <= 8; c++) x.units[`co-vi-${c}`].loc = { at: 'hex', hex: K(`W30${String(c + 6).padStart(2, '0')}`) };
    });
    s = play(chained, { t: 'activate', leader: 'sulpicius' });
    expect(s.command?.outOfRange).toEqual([]);
  });

  it('AG 4.11 (2)–(3): a Zone Commander activates only the auxiliaries in his range; a Prefect only cavalry', () => {
    const base = edit(deployed('12.2'), (x) => {
      x.step = 'choose';
      x.ap.owner = 'roman';
      x.ap.phases = 2;
    });
    const s = play(base, { t: 'activate', leader: 'labienus' });
    expect(s.command?.kind).toBe('auxiliaries');
    expect(s.command!.units.every((id) => /^(li-|ar-|pa-)/.test(id))).toBe(true);
    const c = play(base, { t: 'activate', leader: 'prefect-1' });
    expect(c.command!.units.every((id) => /^(gc-|lc-)/.test(id))).toBe(true);
  });
});

function eorForming(): AgState {
  return play(eporedorixGame(), { t: 'activate', leader: 'eporedorix' });
}

describe('the end of an Assault Period', () => {
  it('AG 10.71–10.72, 10.7: a tribe at its Withdrawal level withdraws at the end of the activation; ≥ ½ the committed Size ends the AP', () => {
    let s = play(eorForming(), { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' });
    // Committed: Sequani 7, Ruteni 7, Helvetii 5, Nervii 3, Atrebates 2 = 24 Size. The Sequani reach their level 3.
    s = edit(s, (x) => {
      x.ap.tallies.sequani = { routed: 2, eliminated: 1 }; // level 3
    });
    const one = play(s, { t: 'endPhase' });
    expect(one.tribes.sequani.status).toBe('withdrawn');
    expect(one.ap.n).toBe(1); // 7 of 24: not half
    // Sequani, Ruteni and Helvetii: 19 of 24, at least half.
    const many = edit(s, (x) => {
      for (const t of ['sequani', 'ruteni', 'helvetii']) x.ap.tallies[t] = { routed: 0, eliminated: 9 };
    });
    const { s: after, rules } = playLogged(many, { t: 'endPhase' });
    expect(rules).toContain('AG 10.7');
    expect(after.ap.n).toBe(2); // 12.2: the next AP
    expect(after.ap.night).toBe(true); // AG 12.2 Night: the second AP is the night attack
    expect(after.step).toBe('roman-redeploy');
    // AG 10.74: a tribe whose eliminated units reach its Withdrawal level is gone for good.
    expect(after.tribes.sequani.status).toBe('gone');
    expect(after.tribes.nervii.status).toBe('available');
  });

  it('reading X1: the Gaul may call off the assault; 12.1 then ends, Rome winning (AG 11.0)', () => {
    let s = play(deployed('12.1'), { t: 'choose', tribe: 'arverni' }, { t: 'endPlanning' });
    expect(s.step).toBe('choose');
    s = play(s, { t: 'callOff' });
    expect(s.outcome).toEqual({ winner: 'roman', reason: expect.any(String) });
    expect(alesiaGboh.toAct(s)).toBeNull();
    expect(alesiaGboh.legalActions(s)).toEqual([]);
  });

  it('AG 11.0: four legions with a majority of their cohorts routed or eliminated win for the Gaul at the end of the AP', () => {
    const s = edit(eorForming(), (x) => {
      for (const l of ['vi', 'vii', 'viii', 'ix']) for (let c = 1; c <= 6; c++) x.units[`co-${l}-${c}`].loc = { at: 'gone' };
    });
    const t = play(play(s, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' }), { t: 'endPhase' });
    expect(t.outcome).toBeNull(); // checked at the end of the AP only
    const ended = play(edit(t, (x) => { x.step = 'choose'; x.ap.owner = 'gallic'; x.ap.seized = null; }), { t: 'callOff' });
    expect(ended.outcome?.winner).toBe('gallic');
    // Five of ten routed is not a majority.
    const five = edit(eorForming(), (x) => {
      for (const l of ['vi', 'vii', 'viii', 'ix']) for (let c = 1; c <= 5; c++) x.units[`co-${l}-${c}`].routed = true;
    });
    const fiveEnded = play(edit(five, (x) => { x.step = 'choose'; x.command = null; }), { t: 'callOff' });
    expect(fiveEnded.outcome).toBeNull();
    expect(fiveEnded.ap.n).toBe(2);
  });

  it('reading Q18: at the end of an AP relief units and counters leave the map; Roman units stay', () => {
    const s = play(play(eorForming(), { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' }, { t: 'endPhase' }, { t: 'noSeize' }, { t: 'ocMove' }, { t: 'endPhase' }), { t: 'noSeize' });
    const ended = play(edit(s, (x) => { x.step = 'choose'; }), { t: 'callOff' });
    expect(ended.units['bi-sequani-1'].loc).toEqual({ at: 'pool' });
    expect(ended.tribes.sequani.status).toBe('available');
    expect(ended.units['co-xi-1'].loc.at).toBe('hex');
    expect(ended.leaders.eporedorix.loc).toEqual({ at: 'pool' });
  });
});

describe('AG 5.48, 5.7 — releasing more than six', () => {
  it('a counter of the active Command may put out more units than the six it must; "No Units" when empty (AG 5.47)', () => {
    let s = play(eorForming(), { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' });
    const more = alesiaGboh.legalActions(s).filter((a) => a.t === 'release');
    expect(more).toEqual([{ t: 'release', tribe: 'sequani', unit: 'ar-sequani-1' }]);
    s = play(s, more[0]);
    expect(s.tribes.sequani.noUnits).toBe(true);
    expect(s.command?.units).toContain('ar-sequani-1');
    expect(alesiaGboh.legalActions(s).some((a) => a.t === 'release')).toBe(false);
  });

  it('AG 5.7: a cavalry counter puts out up to 10 Gallic cavalry and/or LI, the mix the Gaul’s', () => {
    let s = play(planAll(deployed('12.2'), { 'cavalry-1': 'II' }), { t: 'placeTribe', tribe: 'cavalry-1', zone: 'II' }, { t: 'endPlacement' });
    s = play(s, { t: 'activate', leader: 'gallic-cavalry-leader-1' });
    expect(s.tribes['cavalry-1'].released).toBe(6);
    const kinds = alesiaGboh.legalActions(s).filter((a) => a.t === 'release').map((a) => (a as { unit: string }).unit.split('-')[0]);
    expect(kinds.sort()).toEqual(['li', 'ln']);
    for (let i = 0; i < 4; i++) s = play(s, alesiaGboh.legalActions(s).find((a) => a.t === 'release' && a.unit.startsWith('li-'))!);
    expect(s.tribes['cavalry-1'].released).toBe(10);
    expect(s.tribes['cavalry-1'].noUnits).toBe(true);
    expect(alesiaGboh.legalActions(s).some((a) => a.t === 'release')).toBe(false);
    expect(Object.values(s.units).filter((u) => u.via === 'cavalry-1')).toHaveLength(10);
  });
});

describe('AG 10.72 — a cavalry counter withdraws the units it brought in', () => {
  it('wherever they stand', () => {
    // Committed: the cavalry 10 + 10 and the Armoricans 18, so one cavalry counter's withdrawal is not half.
    let s = play(planAll(deployed('12.2'), { 'cavalry-1': 'II', 'cavalry-2': 'II' }), { t: 'placeTribe', tribe: 'cavalry-1', zone: 'II' }, { t: 'placeTribe', tribe: 'cavalry-2', zone: 'II' },
      { t: 'placeTribe', tribe: 'armoricani', zone: 'I' }, { t: 'placeChief', leader: 'vercassivellaunus', tribe: 'armoricani' }, { t: 'endPlacement' });
    s = play(s, { t: 'activate', leader: 'gallic-cavalry-leader-1' });
    s = edit(s, (x) => {
      const first = Object.keys(x.units).find((id) => x.units[id].via === 'cavalry-1')!;
      x.units[first].loc = { at: 'hex', hex: '10,-30' };
      x.ap.tallies['cavalry-1'] = { routed: 4, eliminated: 0 };
    });
    s = play(s, { t: 'endPhase' });
    expect(s.tribes['cavalry-1'].status).toBe('withdrawn');
    expect(Object.values(s.units).filter((u) => u.via === 'cavalry-1').every((u) => u.loc.at === 'withdrawn')).toBe(true);
    expect(s.tribes['cavalry-2'].status).toBe('placed');
  });
});
