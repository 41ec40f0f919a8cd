/** Seizure (AG 5.2): GB-5.23 with the seed's dice, the limits, "not twice in a row", what a seized phase may do. */
import { describe, expect, it } from 'vitest';
import { alesiaGboh } from './system';
import { deployed, edit, planAll, play, playLogged, refusal, withDice } from './testing';
import { agLeader } from './data';
import type { AgState } from './state';
import type { AgAction } from './actions';

const kinds = (s: AgState) => new Set(alesiaGboh.legalActions(s).map((a) => a.t));
const activatable = (s: AgState) => alesiaGboh.legalActions(s).filter((a) => a.t === 'activate').map((a) => (a as { leader: string }).leader);

/** 12.2, Gallic phase 1 played (Eporedorix and the Sequani), the Roman's phase about to start: the Gaul's Seizure chance. */
function romanPhaseStart(): AgState {
  const s = planAll(deployed('12.2'));
  return play(s,
    { t: 'placeTribe', tribe: 'sequani', zone: 'I' },
    { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' },
    { t: 'endPlacement' },
    { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' },
    { t: 'endPhase' });
}

describe('AG 5.2 — Seizure', () => {
  it('AG 5.24: no Seizure for the first phase of an AP', () => {
    const s = play(planAll(deployed('12.2')), { t: 'endPlacement' });
    expect(s.step).toBe('choose');
    expect(s.ap.phases).toBe(1);
    const r = alesiaGboh.apply(s, { t: 'seize', leader: 'caesar' });
    expect(r.ok).toBe(false);
  });

  it('GB-5.23: Commius (Initiative 3 by errata #8) rolls 5 and fails; the Roman plays his phase; Commius has two Seizures left', () => {
    expect(agLeader('commius').initiative).toBe(3);
    expect(agLeader('commius').seizures).toBe(3);
    const s0 = romanPhaseStart();
    expect(s0.step).toBe('seize');
    expect(alesiaGboh.toAct(s0)).toBe('gallic');
    const { s, rolls, rules } = playLogged(withDice(s0, [5]), { t: 'seize', leader: 'commius' });
    expect(rolls).toHaveLength(1);
    expect(rolls[0].dice).toEqual([5]);
    expect(rolls[0].rule).toBe('AG 5.21');
    expect(rolls[0].result).toBe('Failed');
    expect(rules).toContain('AG 5.23');
    expect(s.ap.owner).toBe('roman');
    expect(s.step).toBe('choose');
    expect(agLeader('commius').seizures! - s.ap.seizuresUsed.commius).toBe(2);
  });

  it('GB-5.23, AG 5.22 (reading Q12): the Gaul may not try again at his very next chance, but may at the one after', () => {
    let s = play(withDice(romanPhaseStart(), [5]), { t: 'seize', leader: 'commius' });
    s = play(s, { t: 'ocMove' }, { t: 'endPhase' }); // Roman phase over; Gallic phase: the Roman's chance
    expect(s.step).toBe('seize');
    expect(alesiaGboh.toAct(s)).toBe('roman');
    s = play(s, { t: 'noSeize' }, { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' }, { t: 'endPhase' });
    // The Roman's phase: the Gaul tried at his last chance, so none now.
    expect(s.ap.owner).toBe('roman');
    expect(s.step).toBe('choose');
    expect(alesiaGboh.apply(s, { t: 'seize', leader: 'vercingetorix' }).ok).toBe(false);
  });

  it('AG 5.22: "not twice in a row" returns one chance later', () => {
    let s = play(withDice(romanPhaseStart(), [5]), { t: 'seize', leader: 'commius' });
    s = play(s, { t: 'ocMove' }, { t: 'endPhase' }, { t: 'noSeize' }, { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' }, { t: 'endPhase' });
    s = play(s, { t: 'ocMove' }, { t: 'endPhase' }, { t: 'noSeize' }, { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' }, { t: 'endPhase' });
    expect(s.ap.owner).toBe('roman');
    expect(s.step).toBe('seize');
  });

  it('AG 5.21: a success cancels the phase; the seizer plays, then play returns to the opponent', () => {
    let s = play(withDice(romanPhaseStart(), [3]), { t: 'seize', leader: 'commius' });
    expect(s.ap.owner).toBe('gallic');
    expect(s.ap.seized?.leader).toBe('commius');
    expect(s.ap.gallicPhases).toBe(2); // AG 5.32 reading Q17: a seized phase counts
    // AG 4.22: Commius off the map seizes for any chief on the map.
    expect(activatable(s)).toContain('eporedorix');
    // AG 5.35: no entry in a seized phase; no OC move either (the Seizure was for a Command).
    expect(kinds(s).has('entry')).toBe(false);
    expect(kinds(s).has('ocMove')).toBe(false);
    expect(refusal(s, { t: 'entry', zone: 'I' })).toBe('AG 5.35');
    s = play(s, { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' }, { t: 'endPhase' });
    expect(s.ap.owner).toBe('roman');
    expect(s.step).toBe('choose'); // the seizer cannot seize the returning phase
  });

  it('AG 5.21: Caesar’s Seizure activates a legion, never auxiliaries or cavalry', () => {
    let s = play(withDice(romanPhaseStart(), [5]), { t: 'seize', leader: 'commius' }, { t: 'ocMove' }, { t: 'endPhase' });
    s = play(withDice(s, [6]), { t: 'seize', leader: 'caesar' });
    expect(s.ap.owner).toBe('roman');
    const who = activatable(s);
    expect(who.length).toBe(6);
    for (const l of who) expect(agLeader(l).role).toBe('legate');
  });

  it('AG 5.23 failure at the Initiative edge: Caesar (Initiative 6) fails on 7', () => {
    let s = play(withDice(romanPhaseStart(), [5]), { t: 'seize', leader: 'commius' }, { t: 'ocMove' }, { t: 'endPhase' });
    s = play(withDice(s, [7]), { t: 'seize', leader: 'caesar' });
    expect(s.ap.owner).toBe('gallic');
    expect(s.ap.seizuresUsed.caesar).toBe(1);
  });

  it('AG 5.25: a Caesar Seizure spent to move him — no roll, always succeeds, counts against his Seizures', () => {
    let s = play(withDice(romanPhaseStart(), [5]), { t: 'seize', leader: 'commius' }, { t: 'ocMove' }, { t: 'endPhase' });
    const r = playLogged(s, { t: 'seize', leader: 'caesar', move: true });
    expect(r.rolls).toHaveLength(0);
    expect(r.rules).toContain('AG 5.25');
    s = r.s;
    expect(s.step).toBe('oc-move');
    expect(s.ap.owner).toBe('roman');
    expect(s.ap.seizuresUsed.caesar).toBe(1);
  });

  it('AG 5.22: no more attempts than the commander’s Seizures rating in the AP', () => {
    const s = edit(romanPhaseStart(), (x) => { x.ap.seizuresUsed.commius = 3; });
    expect(alesiaGboh.legalActions(s).some((a) => a.t === 'seize' && a.leader === 'commius')).toBe(false);
    const r = alesiaGboh.apply(s, { t: 'seize', leader: 'commius' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.rule).toBe('AG 5.22');
    // Every Seizure leader spent: no chance at all, the phase starts.
    const none = edit(romanPhaseStart(), (x) => { x.step = 'choose'; x.ap.seizuresUsed = { commius: 3, vercingetorix: 3 }; x.ap.owner = 'gallic'; });
    const after = play(none, { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' }, { t: 'endPhase' });
    expect(after.ap.owner).toBe('roman');
    expect(after.step).toBe('choose');
  });

  it('AG 5.23: Vercingetorix’s Seizure activates the Alesia force only (its first activation is the 0–6 entry roll, AG 5.63)', () => {
    const s = play(withDice(romanPhaseStart(), [1]), { t: 'seize', leader: 'vercingetorix' });
    expect(s.ap.seized?.leader).toBe('vercingetorix');
    expect(activatable(s)).toEqual(['vercingetorix']);
  });
});

describe('reading X2 — standing Seizure orders', () => {
  it('"never" answers the chance without handing over; "try" rolls at once, marked automatic; "ask" hands over', () => {
    const base = planAll(deployed('12.2'));
    const setUp = (...order: AgAction[]) => play(base, { t: 'placeTribe', tribe: 'sequani', zone: 'I' }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' }, { t: 'endPlacement' },
      ...order, { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' });
    const never = play(setUp({ t: 'seizeOrder', seize: 'never' }), { t: 'endPhase' });
    expect(never.step).toBe('choose');
    expect(never.ap.owner).toBe('roman');
    expect(never.ap.triedLast.gallic).toBe(false);
    const tryIt = playLogged(withDice(setUp({ t: 'seizeOrder', seize: 'try', leader: 'commius' }), [5]), { t: 'endPhase' });
    expect(tryIt.rolls).toHaveLength(1);
    expect(tryIt.rolls[0]).toMatchObject({ rule: 'AG 5.21', dice: [5], result: 'Failed', auto: true });
    expect(tryIt.s.ap.seizuresUsed.commius).toBe(1);
    expect(tryIt.s.step).toBe('choose');
    // "ask" is the default, and an order can be taken back to it.
    expect(play(setUp(), { t: 'endPhase' }).step).toBe('seize');
    const ask = play(setUp({ t: 'seizeOrder', seize: 'never' }, { t: 'seizeOrder', seize: 'ask' }), { t: 'endPhase' });
    expect(ask.step).toBe('seize');
  });

  it('an order is the player’s own: the opponent’s view does not hold it', () => {
    const s = play(planAll(deployed('12.2')), { t: 'endPlacement' }, { t: 'seizeOrder', seize: 'try', leader: 'vercingetorix' });
    expect(alesiaGboh.view(s, 'roman').orders.gallic).toBeUndefined();
    expect(alesiaGboh.view(s, 'gallic').orders.gallic).toEqual({ seize: 'try', leader: 'vercingetorix' });
  });
});

describe('AG 4.35 — leaders killed', () => {
  it('Critognatus replaces Vercingetorix as the Alesia OC, for Seizures too', () => {
    const s = edit(romanPhaseStart(), (x) => { x.leaders.vercingetorix.loc = { at: 'gone' }; });
    const seizers = alesiaGboh.legalActions(s).filter((a) => a.t === 'seize').map((a) => (a as { leader: string }).leader);
    expect(seizers).toContain('critognatus');
    expect(seizers).not.toContain('vercingetorix');
    expect(alesiaGboh.legalActions(romanPhaseStart()).some((a) => a.t === 'seize' && a.leader === 'critognatus')).toBe(false);
  });

  it('a killed legate is placed on a unit of his legion when it is next activated', () => {
    const s = edit(deployed('12.2'), (x) => { x.step = 'choose'; x.ap.owner = 'roman'; x.ap.phases = 2; x.leaders.sulpicius.loc = { at: 'gone' }; });
    const t = play(s, { t: 'activate', leader: 'sulpicius' });
    expect(t.leaders.sulpicius.loc.at).toBe('hex');
    expect(t.command?.outOfRange.length).toBeLessThan(t.command!.units.length);
  });
});
