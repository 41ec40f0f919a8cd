/** Scenario 6.4, The Revolt in Gallia Belgica — reconstructed whole (BG 6.4–6.4.6). */
import { describe, expect, it } from 'vitest';
import { bellum } from '../system';
import { cloneState } from '../ctx';
import { crossingBar } from '../borders';
import { firstMover } from '../scenarioRules';
import { unitsIn } from '../queries';
import { BELGICA, BELGICA_WHY, LEAGUE_REGIONS } from '../data/scenarios/belgica';
import { SCENARIO_INFOS } from '../data/scenarios';
import { BRIEFINGS } from '../data/briefings';
import { ruleText } from '../rules';
import { NERVII_GALLIC, NERVII_ROMAN } from '../testing/nervii';
import { belgicaVictory } from './belgica';
import type { BellumState } from '../state';

function belgica(seed = 'belgica'): BellumState {
  const r = bellum.setup({ scenario: 'belgica', seed, options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  return cloneState(r.state);
}

describe('BG 6.4 — a reconstruction, said so everywhere', () => {
  it('is on the title screen as playable, two players, with its level, balance and length marked reconstructed', () => {
    const info = SCENARIO_INFOS.find((i) => i.id === 'belgica')!;
    expect(info).toMatchObject({ rule: 'BG 6.4', playable: true, solo: false, turns: 8, length: 'April – November 57 BC' });
    expect(info.level).toMatch(/reconstructed/);
    expect(info.balance).toMatch(/reconstructed/);
    expect(info.blurb).toMatch(/Reconstructed/);
    expect(BELGICA.reconstructed).toBeTruthy();
    for (const id of ['BG 6.4', 'BG 6.4.1', 'BG 6.4.2', 'BG 6.4.3', 'BG 6.4.4', 'BG 6.4.5', 'BG 6.4.6']) expect(ruleText(id)?.reconstructed, id).toBe(true);
    expect(BRIEFINGS.belgica.situation).toMatch(/reconstruction/);
    expect(Object.values(BELGICA_WHY).every((w) => w.length > 20)).toBe(true);
  });
});

describe('BG 6.4.1 / 6.4.2 — length and control', () => {
  it('runs April to November 57 BC', () => {
    const s = belgica();
    expect([s.year, s.turn, s.endYear, s.endTurn]).toEqual([57, 3, 57, 10]);
  });
  it('Rome holds Cisalpina, both Provinces, the Sequani, the Aedui and the Remi; the Gauls the rest', () => {
    const s = belgica();
    expect(Object.keys(s.control).filter((r) => s.control[r] === 'roman').sort()).toEqual(['aedui', 'cisalpina', 'provincia-1', 'provincia-2', 'remi', 'sequani']);
    for (const r of LEAGUE_REGIONS) expect(s.control[r], r).toBe('gallic');
  });
});

describe('BG 6.4.3 / 6.4.4 — the armies of the seed\'s battle example', () => {
  it('sets up the Roman army of example 1: seven leaders, eight legions, the auxiliaries; the Gallic horse in May', () => {
    const s = belgica();
    expect(unitsIn(s, 'sequani', 'roman')).toHaveLength(11);
    expect(unitsIn(s, 'cisalpina', 'roman')).toEqual(['legio-xiii', 'legio-xiv']);
    expect(s.leaders.caesar.region).toBe('cisalpina');
    expect(s.leaders.labienus.region).toBe('sequani');
    const onMap = Object.keys(s.units).filter((u) => s.units[u].out === null && unitsIn(s, s.units[u].region!, 'roman', 'all').includes(u));
    const arriving = BELGICA.reinforcements!.flatMap((r) => [...r.units]);
    expect([...onMap, ...arriving].sort()).toEqual(Object.values(NERVII_ROMAN).flat().sort());
    const leaders = Object.keys(s.leaders).filter((l) => s.leaders[l].out === null && ['sequani', 'cisalpina'].includes(s.leaders[l].region!));
    expect(leaders.sort()).toEqual(['antonius', 'caesar', 'cicero', 'crassus', 'fabius', 'labienus', 'trebonius']);
    expect(BELGICA.reinforcements).toEqual([expect.objectContaining({ side: 'roman', year: 57, turn: 4, region: { choice: 'roman-leader' } })]);
  });
  it('sets up the league at home, outside oppida; the fifteen counters of example 1 are among them; the Remi raise nothing', () => {
    const s = belgica();
    const gallic = Object.keys(s.units).filter((u) => s.units[u].out === null && LEAGUE_REGIONS.includes(s.units[u].region!));
    for (const u of Object.values(NERVII_GALLIC).flat()) expect(gallic, u).toContain(u);
    for (const u of gallic) expect(s.units[u].place).toBeNull();
    expect(unitsIn(s, 'remi', 'gallic', 'all')).toEqual([]);
    expect(s.units['remi-inf']).toBeUndefined();
    expect(unitsIn(s, 'treveri', 'gallic', 'all')).toEqual([]);
    expect(s.leaders.galba.region).toBe('suessiones');
    expect(s.leaders.buduognatos.region).toBe('nervii');
  });
});

describe('BG 6.4.5 — victory', () => {
  const withRoman = (n: number, remi = true): BellumState => {
    const s = belgica();
    LEAGUE_REGIONS.forEach((r, i) => (s.control[r] = i < n ? 'roman' : 'contested'));
    s.control.remi = remi ? 'roman' : 'contested';
    return s;
  };
  it.each([
    [7, true, 'roman'],
    [5, true, 'roman'],
    [4, true, 'draw'],
    [3, true, 'draw'],
    [2, true, 'gallic'],
    [7, false, 'gallic'],
  ] as const)('%i league regions, Remi Roman %s → %s', (n, remi, winner) => {
    expect(belgicaVictory(withRoman(n, remi)).winner).toBe(winner);
  });
  it('is the scenario\'s registered verdict at the end of November', () => {
    let s = withRoman(5);
    s.turn = 10;
    s.step = 'combat';
    s.combat = { encounters: [], index: 0, siegesListed: true, sackOffered: ['roman', 'gallic'], pending: null, board: null };
    const r = bellum.apply(s, bellum.legalActions(s)[0]);
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
    expect(s.outcome?.winner).toBe('roman');
    expect(s.outcome?.reason).toMatch(/Rome holds 5 of the 7 league regions/);
  });
});

describe('BG 6.4.6 — special rules', () => {
  it('nobody enters Germania; Rome moves first', () => {
    const s = belgica();
    expect(crossingBar(s, 'eburones', 'germania', ['eburones-inf'])?.rule).toBe('BG 3.3.3'); // barred anyway for Gauls
    expect(crossingBar(s, 'sequani', 'germania', ['legio-vii', 'labienus'])?.rule).toBe('BG 6.4.6');
    expect(crossingBar(s, 'helvetii', 'germania', ['legio-vii', 'labienus'])?.rule).toBe('BG 6.4.6');
    expect(crossingBar(s, 'sequani', 'lingones', ['legio-vii', 'labienus'])).toBeNull();
    expect(firstMover(s)).toBe('roman');
  });
});
