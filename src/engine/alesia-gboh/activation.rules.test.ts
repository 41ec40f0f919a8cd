/**
 * Steps of the sequence of play and of activation that no other test named (AG 3.0 B, 3.0 E, 4.15,
 * 4.43, 5.1, 5.44, 8.51, Err.10), through the legal list and `apply` on frozen states.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import type { AgAction } from './actions';
import { AG_TRIBES, agLeader, agUnit, isAuxiliary } from './data';
import { legionCommand } from './commands';
import { distance, parseHexKey } from '../hex/coords';
import { H_ALESIA, moveBoard } from './movement/board';
import { alesiaGboh } from './system';
import { deployed, edit, fresh, planAll, play } from './testing';
import type { AgState } from './state';

const legal = (s: AgState): AgAction[] => alesiaGboh.legalActions(deepFreeze(s));
const kinds = (s: AgState) => new Set(legal(s).map((a) => a.t));
const activatable = (s: AgState) => legal(s).filter((a): a is Extract<AgAction, { t: 'activate' }> => a.t === 'activate').map((a) => a.leader);

/** 12.2 after set-up and planning, five tribes placed in Zone I with Eporedorix: the Gaul's first phase. */
function firstGallicPhase(): AgState {
  return play(planAll(deployed('12.2', 'activation')),
    { t: 'placeTribe', tribe: 'sequani', zone: 'I' },
    { t: 'placeTribe', tribe: 'ruteni', zone: 'I' },
    { t: 'placeTribe', tribe: 'helvetii', zone: 'I' },
    { t: 'placeTribe', tribe: 'nervii', zone: 'I' },
    { t: 'placeTribe', tribe: 'atrebates', zone: 'I' },
    { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' },
    { t: 'endPlacement' });
}

/** The Gaul's phase: Eporedorix brings `tribe` (of GB-4.12) into play, and the phase ends. */
const gallicPhase = (s: AgState, tribe: string): AgState =>
  play(s, { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe }, { t: 'commit' }, { t: 'endPhase' });

/** Declines the Seizure the inactive side may try at the start of a phase (AG 5.21). */
const pastSeizure = (s: AgState): AgState => (s.step === 'seize' ? play(s, { t: 'noSeize' }) : s);

describe('AG 3.0 B — Gallic assault planning comes before any tribal counter is placed', () => {
  it('once the Roman lines are manned the Gaul assigns tribes to zones, and only then makes his Initial Placement', () => {
    const s = play(fresh('12.2', 'plan-first'), { t: 'sample' }, { t: 'endSetup' });
    expect(s.step).toBe('planning');
    expect(alesiaGboh.toAct(s)).toBe('gallic');
    expect(kinds(s).has('assign')).toBe(true);
    expect([...kinds(s)].every((k) => k === 'assign' || k === 'endPlanning')).toBe(true);
    const after = planAll(s);
    expect(after.step).toBe('initial');
    expect(kinds(after).has('placeTribe')).toBe(true);
    expect(kinds(after).has('assign')).toBe(false);
  });
});

describe('AG 3.0 E — victory check, then a new Assault Period', () => {
  it('an AP of 12.2 that ends without a Gallic win is followed by the next one (the Roman redeploys first)', () => {
    const s = deepFreeze(edit(deployed('12.2', 'ap-end'), (x) => {
      x.step = 'choose';
      x.ap.owner = 'gallic';
      x.ap.phases = 5;
      x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 0 };
    }));
    const after = play(s, { t: 'callOff' });
    expect(alesiaGboh.outcome(after)).toBeNull();
    expect(after.ap.n).toBe(2);
    expect(after.step).toBe('roman-redeploy');
  });
});

describe('AG 5.1, 4.15 — activating a Command', () => {
  it('AG 5.1: in his phase the Roman may pick any of his Commands: every legion’s legate is offered', () => {
    const s = pastSeizure(gallicPhase(firstGallicPhase(), 'sequani'));
    expect(s.ap.owner).toBe('roman');
    expect(s.step).toBe('choose');
    const offered = activatable(s);
    const legates = offered.filter((l) => agLeader(l).role === 'legate').map((l) => agLeader(l).legion).sort();
    const legionsOnMap = [...new Set(Object.entries(s.units).filter(([, u]) => u.loc.at === 'hex').map(([id]) => agUnit(id).legion).filter((l): l is string => !!l))].sort();
    expect(legionsOnMap.length).toBeGreaterThanOrEqual(4);
    expect(legates).toEqual(legionsOnMap);
  });
  it('AG 4.15: no limit on activations — the legion activated in the Roman’s last phase may be activated again', () => {
    let s = pastSeizure(gallicPhase(firstGallicPhase(), 'sequani'));
    const legate = activatable(s).find((l) => agLeader(l).role === 'legate')!;
    s = play(s, { t: 'activate', leader: legate });
    expect(s.step).toBe('command');
    s = pastSeizure(play(s, { t: 'endPhase' }));
    expect(s.ap.owner).toBe('gallic');
    s = pastSeizure(gallicPhase(s, 'ruteni'));
    expect(s.ap.owner).toBe('roman');
    expect(activatable(s)).toContain(legate);
    s = play(s, { t: 'activate', leader: legate });
    expect(s.command?.leader).toBe(legate);
  });
});

describe('AG 4.43 — the "No Units" side of a tribal counter', () => {
  it('a counter whose every unit has come out turns to "No Units"; one that still holds units does not', () => {
    let s = play(firstGallicPhase(), { t: 'activate', leader: 'eporedorix' });
    s = play(s, { t: 'addTribe', tribe: 'sequani' }, { t: 'addTribe', tribe: 'nervii' }, { t: 'commit' });
    const left = (tribe: string) => Object.entries(s.units).filter(([id, u]) => agUnit(id).tribe === tribe && u.loc.at === 'pool').length;
    expect(left('nervii')).toBe(0);
    expect(s.tribes.nervii.noUnits).toBe(true);
    expect(left('sequani')).toBeGreaterThan(0);
    expect(s.tribes.sequani.noUnits).toBeUndefined();
  });
});

describe('AG 5.44 — Gallic planning and placement are not for the Alesia force', () => {
  it('the besieged force has no tribal counter: it is never assigned a zone nor placed', () => {
    expect(AG_TRIBES.some((t) => t.id === 'alesia')).toBe(false);
    const planning = play(fresh('12.2', 'no-alesia'), { t: 'sample' }, { t: 'endSetup' });
    const assigned = new Set(legal(planning).filter((a): a is Extract<AgAction, { t: 'assign' }> => a.t === 'assign').map((a) => a.tribe));
    expect(assigned.size).toBeGreaterThan(0);
    expect(assigned.has('alesia')).toBe(false);
    // No tribe offered for assignment holds an Alesia-force unit.
    const alesiaTribes = new Set(Object.keys(planning.units).filter((id) => agUnit(id).force === 'alesia').map((id) => agUnit(id).tribe));
    for (const t of assigned) expect(alesiaTribes.has(t)).toBe(false);
    const r = alesiaGboh.apply(deepFreeze(planning), { t: 'assign', tribe: 'alesia', zone: 'I' });
    expect(r.ok).toBe(false);
  });
});

describe('AG 8.51 — artillery in the Commands', () => {
  it('a legion’s Scorpion is part of its legion’s Command, even far from the legate; the Palintonos is an auxiliary', () => {
    const s = deployed('12.2', 'scorpions');
    const legion = s.legions[0];
    const sc = `sc-${legion.toLowerCase()}`;
    const far = Object.keys(s.units).find((id) => agUnit(id).type === 'CO' && agUnit(id).legion !== legion && s.units[id].loc.at === 'hex')!;
    const moved = edit(s, (x) => { x.units[sc] = { ...x.units[sc], loc: x.units[far].loc }; });
    expect(legionCommand(moved, legion)!.units).toContain(sc);
    const pa = Object.keys(s.units).find((id) => agUnit(id).type === 'PA')!;
    expect(isAuxiliary(agUnit(pa))).toBe(true);
    expect(legionCommand(s, legion)!.units).not.toContain(pa);
  });
});

describe('AG Err.10 — Vercingetorix activates the whole Alesia force', () => {
  it('every unit of the force out of the oppidum is in his Command, however far beyond his range of 8', () => {
    const s = deployed('12.3', 'err-10');
    const ids = Object.keys(s.units).filter((id) => agUnit(id).force === 'alesia');
    // The Roman-held hex farthest from the oppidum: well beyond 8 hexes of it.
    const mb = moveBoard('12.3');
    const town = parseHexKey(mb.keys.find((_, i) => mb.flags[i] & H_ALESIA)!);
    const hexes = Object.entries(s.units).flatMap(([id, u]) => (agUnit(id).type === 'CO' && u.loc.at === 'hex' ? [u.loc.hex] : []));
    const farHex = hexes.reduce((a, b) => (distance(parseHexKey(b), town) > distance(parseHexKey(a), town) ? b : a));
    expect(distance(parseHexKey(farHex), town)).toBeGreaterThan(12);
    const spot = { at: 'hex' as const, hex: farHex };
    const x = edit(s, (y) => {
      y.step = 'choose';
      y.ap.owner = 'gallic';
      y.ap.phases = 5;
      y.alesiaEntered = true;
      y.tribes.arverni = { ...y.tribes.arverni, status: 'placed', zone: 'I', released: 0 };
      const other = hexes.find((h) => h !== farHex)!;
      for (const u of Object.values(y.units)) if (u.loc.at === 'hex' && (u.loc.hex === farHex || u.loc.hex === other)) u.loc = { at: 'pool' };
      y.units['bi-arverni-1'] = { ...y.units['bi-arverni-1'], loc: { at: 'hex', hex: other } }; // a relief unit on the map (AG 5.62)
      y.units[ids[0]] = { ...y.units[ids[0]], loc: spot };
    });
    expect(agLeader('vercingetorix').range).toBe(8);
    const after = play(x, { t: 'activate', leader: 'vercingetorix' });
    expect(after.command?.kind).toBe('alesia');
    expect([...(after.command?.units ?? [])].sort()).toEqual([...ids].sort());
  });
});
