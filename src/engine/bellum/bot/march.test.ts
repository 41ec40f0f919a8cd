/**
 * Where the playout policy marches (march.ts), on the Belgica opening: the best leader of a spot
 * leads its force, a leader who would stay behind alone goes with the force, and the Helvetii
 * weigh their road to the sea double.
 */
import { describe, expect, it } from 'vitest';
import { cloneState } from '../ctx';
import { LEADER_BY_ID } from '../data/leaders';
import { UNIT_BY_ID } from '../data/units';
import { bellum } from '../system';
import type { BellumAction, BellumState } from '../state';
import { distanceTo, goalDistance, goalWeight, HELVETII_GOALS, targetRegions } from './goals';
import { destination, movementChoice, spareLeader } from './march';
import { firstStep, start } from './testPositions';

/** The scenario's first Roman movement step, nothing selected (other steps passed by 'done' or the first entry). */
const romanMove = (scenario: string): BellumState => firstStep(scenario, 'march', 'roman.move', 'roman');

const play = (s: BellumState, a: BellumAction): BellumState => {
  const r = bellum.apply(s, a);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
};

describe('Bellum bot: march', () => {
  it('BG 4.4.1: of the leaders of one spot, the best is selected to lead the force (Caesar in Cisalpina)', () => {
    // The forced march step (far from the Belgae, the legates wait for it, BG 3.4).
    const s = cloneState(play(romanMove('belgica'), { t: 'endMove' }));
    expect(s.step).toBe('roman.forced');
    // The Sequani army's leaders have moved: only the Cisalpina group may march.
    s.moved = [...s.moved, 'labienus', 'crassus', 'fabius'];
    const legal = bellum.legalActions(s);
    const cisalpina = legal.filter((a) => a.t === 'select').map((a) => (a as { leader: string }).leader);
    expect(cisalpina).toEqual(expect.arrayContaining(['caesar', 'cicero']));
    // Whatever the order of the list.
    expect(movementChoice(s, 'roman', legal, () => 0)).toEqual({ t: 'select', leader: 'caesar' });
    expect(movementChoice(s, 'roman', legal.slice().reverse(), () => 0)).toEqual({ t: 'select', leader: 'caesar' });
  });

  it('BG 3.3.1: a leader who would be left with nobody to lead joins the marching force, the best first', () => {
    const s = play(romanMove('belgica'), { t: 'select', leader: 'cicero' });
    const legal = bellum.legalActions(s);
    const join = spareLeader(s, s.selection!, legal);
    expect(join).toEqual({ t: 'toggle', piece: 'caesar' });
    expect(legal).toContainEqual(join);
    // With every other leader of the spot aboard, nobody is left to join.
    let t = s;
    for (const l of ['caesar', 'trebonius', 'antonius']) t = play(t, { t: 'toggle', piece: l });
    expect(spareLeader(t, t.selection!, bellum.legalActions(t))).toBeNull();
  });

  it('BG 3.3.1: a leader stays behind for the units the force leaves there', () => {
    // Labienus leads one army of the Sequani group away: the rest (an army) keeps a leader.
    let s = play(romanMove('belgica'), { t: 'select', leader: 'labienus' });
    const sel = s.selection!;
    for (const u of sel.units.slice(5)) s = play(s, { t: 'toggle', piece: u });
    expect(s.selection!.units.length).toBe(5);
    const join = spareLeader(s, s.selection!, bellum.legalActions(s));
    // Crassus and Fabius stand there: one goes, one stays with the six units left.
    expect(join).not.toBeNull();
    const t = play(s, join!);
    expect(spareLeader(t, t.selection!, bellum.legalActions(t))).toBeNull();
    expect(LEADER_BY_ID[(join as { piece: string }).piece].side).toBe('roman');
  });

  it('BG 3.3.1: leaders with no units make for their side\'s biggest force (two armies), never for one step', () => {
    const s = cloneState(play(romanMove('belgica'), { t: 'endMove' }));
    // The Cisalpina legions join the Sequani army: Caesar and his legates stand alone in Cisalpina.
    for (const u of ['legio-xiii', 'legio-xiv']) s.units[u] = { ...s.units[u], region: 'sequani' };
    s.moved = [...s.moved, 'labienus', 'crassus', 'fabius'];
    const a = movementChoice(s, 'roman', bellum.legalActions(s), () => 0);
    expect(a).toEqual({ t: 'select', leader: 'caesar' });
    const t = play(s, a);
    const go = destination(t, 'roman', bellum.legalActions(t));
    const to = (go as { to: string }).to;
    expect(distanceTo(['sequani']).get(to)).toBeLessThan(distanceTo(['sequani']).get('cisalpina')!);
  });

  it('BG 6.3.5: a target another army already holds is left to it — unless every target is held', () => {
    const s = start('last-uprising', 'march');
    const all = targetRegions(s, 'roman');
    expect(all).toContain('bellovaci');
    expect(goalDistance(s, 'roman').get('bellovaci')).toBe(0);
    const other = goalDistance(s, 'roman', (r) => r === 'bellovaci');
    expect(other.get('bellovaci')).toBeGreaterThan(0);
    for (const r of all.filter((x) => x !== 'bellovaci')) expect(other.get(r)).toBe(0);
    expect(goalDistance(s, 'roman', () => true)).toBe(goalDistance(s, 'roman'));
  });

  it('BG 6.2.6: the Helvetii count each step to the sea double; other sides and scenarios single', () => {
    const h = start('helvetii', 'march');
    expect(goalWeight(h, 'gallic')).toBe(2);
    expect(goalWeight(h, 'roman')).toBe(1);
    expect(goalWeight(start('belgica', 'march'), 'gallic')).toBe(1);
    const plain = distanceTo(HELVETII_GOALS);
    const scaled = goalDistance(h, 'gallic');
    expect(targetRegions(h, 'gallic')).toEqual([...HELVETII_GOALS]);
    expect(scaled.get('helvetii')).toBe(2 * plain.get('helvetii')!);
    expect(scaled.get('pictones')).toBe(0);
    expect(goalDistance(h, 'roman')).toBe(distanceTo(targetRegions(h, 'roman')));
  });
  it('BG 6.3.6, 3.4: moving first, a Gallic force leaves a region within reach of a stronger Roman army for one out of it', () => {
    const s = cloneState(firstStep('last-uprising', 'march', 'gallic.move', 'gallic'));
    s.turn = 4; // May: the legions out of their winter quarters, forced marches allowed (BG 3.4)
    for (const u of Object.values(s.units)) u.place = null;
    // An army (BG 2.1.3) in the Carnutes: the Bellovaci and the Treveri have joined them.
    for (const [id, u] of Object.entries(s.units)) if (u.out === null && (u.region === 'bellovaci' || u.region === 'treveri') && UNIT_BY_ID[id].side === 'gallic') u.region = 'carnutes';
    const leader = Object.keys(s.leaders).find((id) => LEADER_BY_ID[id].side === 'gallic' && s.leaders[id].region === 'carnutes')!;
    expect(leader).toBeDefined();
    const marchFrom = (romans: string): string | undefined => {
      const t = cloneState(s);
      // Every Roman unit in one army.
      for (const [id, u] of Object.entries(t.units)) if (u.out === null && UNIT_BY_ID[id].side === 'roman') u.region = romans;
      t.leaders.caesar.region = romans;
      const sel = play(t, { t: 'select', leader });
      const go = destination(sel, 'gallic', bellum.legalActions(sel), undefined, undefined, true);
      return go && 'to' in go ? go.to : undefined;
    };
    // The Roman army far off (Germania): the Carnutes hold their own region (one that rose).
    expect(marchFrom('germania')).toBeUndefined();
    // In the Remi, two regions off (a forced march): to the Pictones, another region that rose, out of its reach.
    expect(marchFrom('remi')).toBe('pictones');
  });
});
