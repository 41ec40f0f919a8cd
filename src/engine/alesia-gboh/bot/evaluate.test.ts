/**
 * evaluateAg on hand-built positions of each scenario: a position a player would call won for the
 * Gaul (four legions broken or nearly, the breakout made or under way) scores higher for him than
 * the start, and one he would call lost (his tribes withdrawing, his units gone, the last AP late)
 * lower; the two sides' scores add up to one.
 */
import { describe, expect, it } from 'vitest';
import { agUnit } from '../data';
import { moveBoard } from '../movement/board';
import type { AgScenarioId, AgState } from '../state';
import { deployed, edit } from '../testing';
import { outsideCircumvallation } from '../victory';
import { hexKey } from '../../hex/coords';
import { parseGbohLabel } from '../map/grid';
import { evaluateAg, features } from './evaluate';

const start = (sc: AgScenarioId) => deployed(sc, 'eval');
const gaul = (s: AgState) => evaluateAg(s, 'gallic');

/** `share` of the cohorts of the first `n` legions routed (the rest untouched). */
function legionsHit(s: AgState, n: number, share: number): AgState {
  return edit(s, (x) => {
    for (const l of x.legions.slice(0, n)) {
      const cos = Object.keys(x.units).filter((id) => agUnit(id).type === 'CO' && agUnit(id).legion === l && x.units[id].loc.at === 'hex');
      for (const id of cos.slice(0, Math.ceil(cos.length * share))) x.units[id].routed = true;
    }
  });
}

/** The tribes committed and mostly withdrawn, their units gone, the last AP well on. */
function assaultSpent(s: AgState): AgState {
  return edit(s, (x) => {
    const ts = Object.keys(x.tribes).slice(0, 6);
    ts.forEach((t, i) => (x.tribes[t] = { status: i < 4 ? 'withdrawn' : 'placed', zone: 'III', released: 0 }));
    for (const [id, u] of Object.entries(x.units)) if (agUnit(id).force === 'relief' && ts.includes(agUnit(id).tribe ?? '')) u.loc = { at: 'gone' };
    x.ap.n = s.scenario === '12.1' ? 1 : 3;
    x.ap.phases = 28;
  });
}

/** Vercingetorix and `k` units of the Alesia force on hexes outside the circumvallations. */
function breakout(s: AgState, k: number): AgState {
  const outside = [...moveBoard(s.scenario).board.hexes.keys()].filter((h) => outsideCircumvallation(s, h));
  return edit(s, (x) => {
    x.alesiaEntered = true;
    x.leaders.vercingetorix.loc = { at: 'hex', hex: outside[0] };
    const force = Object.keys(x.units).filter((id) => agUnit(id).force === 'alesia');
    force.slice(0, k).forEach((id, i) => (x.units[id].loc = { at: 'hex', hex: outside[i] }));
  });
}

describe('GBoH bot: evaluation', { timeout: 240_000 }, () => {
  for (const sc of ['12.1', '12.2', '12.3'] as AgScenarioId[]) {
    it(`${sc}: broken legions and a breakout score higher for the Gaul than the start, a spent assault lower`, () => {
      const s = start(sc);
      const base = gaul(s);
      expect(base).toBeGreaterThan(0.01);
      expect(base).toBeLessThan(0.99);
      expect(evaluateAg(s, 'roman')).toBeCloseTo(1 - base, 10); // no standing orders set: the two add up to one
      // AG 11.0: four legions broken wins; three halfway there is good; one is little.
      const four = gaul(legionsHit(s, 4, 0.6));
      const threeHalf = gaul(legionsHit(s, 3, 0.3));
      expect(four).toBeGreaterThan(0.8);
      expect(four).toBeGreaterThan(threeHalf);
      expect(threeHalf).toBeGreaterThan(base);
      expect(features(legionsHit(s, 4, 0.6)).legions).toBe(1);
      // AG 11.0: the breakout made is won; under way is better than not begun.
      expect(gaul(breakout(s, 3))).toBeGreaterThanOrEqual(0.99);
      expect(gaul(breakout(s, 2))).toBeGreaterThan(base);
      // AG 10.7 and the clock: a spent assault late in the last AP is lost.
      const spent = gaul(assaultSpent(s));
      expect(spent).toBeLessThan(base);
      expect(spent).toBeLessThan(0.25);
      expect(gaul(assaultSpent(legionsHit(s, 4, 0.6)))).toBeGreaterThan(spent);
    });
  }

  it('12.1: the breakout under way scores by how far it has come — the column over the inner line beats the column at the sortie, and Vercingetorix with it beats him left behind', () => {
    const s = start('12.1');
    const hex = (label: string) => hexKey(parseGbohLabel(label)!);
    const column = (hexes: string[], v: string | null) =>
      edit(s, (x) => {
        x.alesiaEntered = true;
        const force = Object.keys(x.units).filter((id) => agUnit(id).force === 'alesia');
        hexes.forEach((h, i) => (x.units[force[i]].loc = { at: 'hex', hex: hex(h) }));
        if (v) x.leaders.vercingetorix.loc = { at: 'hex', hex: hex(v) };
      });
    const atSortie = column(['W4533', 'W4533', 'W4633'], 'W4533');
    const overTheLine = column(['W5233', 'W5333', 'W5332'], 'W5233');
    const leftBehind = column(['W5233', 'W5333', 'W5332'], 'W4533');
    expect(gaul(atSortie)).toBeGreaterThan(gaul(s));
    expect(gaul(overTheLine)).toBeGreaterThan(gaul(atSortie));
    expect(gaul(overTheLine)).toBeGreaterThan(gaul(leftBehind));
    expect(features(overTheLine).breakout).toBeGreaterThan(0.5);
    // Relief units outside count for nothing (the breakout is the Alesia force's).
    const relief = Object.keys(s.units).filter((id) => agUnit(id).force === 'relief').slice(0, 3);
    const outs = [...moveBoard('12.1').board.hexes.keys()].filter((h) => outsideCircumvallation(s, h));
    const reliefOut = edit(atSortie, (x) => relief.forEach((id, i) => (x.units[id].loc = { at: 'hex', hex: outs[i] })));
    expect(features(reliefOut).breakout).toBe(features(atSortie).breakout);
  });

  it('a standing order the side set costs it (reading X2: the bot is better asked); the other side is unaffected', () => {
    const s = start('12.2');
    for (const changed of [
      edit(s, (x) => (x.orders.roman = { seize: 'never' })),
      edit(s, (x) => (x.reactOrders = { roman: 'always' })),
      edit(s, (x) => (x.combatOrders = { roman: { rbs: 'ask', hold: 'hold', weapon: 'best', leftover: 'auto', retreat: 'auto', escape: 'never' } })),
    ]) {
      expect(evaluateAg(changed, 'roman')).toBeLessThan(evaluateAg(s, 'roman'));
      expect(evaluateAg(changed, 'gallic')).toBe(evaluateAg(s, 'gallic'));
    }
  });

  it('a finished game scores its outcome', () => {
    const s = edit(start('12.2'), (x) => {
      x.outcome = { winner: 'roman', reason: 'test' };
      x.step = 'over';
    });
    expect(evaluateAg(s, 'roman')).toBe(1);
    expect(evaluateAg(s, 'gallic')).toBe(0);
  });
});
