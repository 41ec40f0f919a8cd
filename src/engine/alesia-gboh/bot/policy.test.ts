/**
 * The GBoH playout policy: it answers an entry of the list, never wanders into standing orders or
 * calling off while anything else is listed, moves a game on faster than uniform random play, sends
 * a Gaul's move towards the Romans and designates the favourable shock.
 */
import { describe, expect, it } from 'vitest';
import { nextIndex, seedRng, type RngState } from '../../core/rng';
import { distance, parseHexKey } from '../../hex/coords';
import type { AgAction } from '../actions';
import { agUnit } from '../data';
import { moveBoard } from '../movement/board';
import { alesiaGboh } from '../system';
import type { AgState } from '../state';
import { deployed, edit } from '../testing';
import { outsideCircumvallation } from '../victory';
import { policyAg } from './policy';
import { gamePositions } from './testPositions';

const picks = (s: AgState, legal: AgAction[], n = 40) => [...Array(n).keys()].map((k) => policyAg(s, legal, seedRng(k))[0]);

/** Actions until the Gaul's planning is over (or `cap`), by `chooser`. */
function planningLength(chooser: (s: AgState, legal: AgAction[], rng: RngState) => [AgAction, RngState], cap: number): number {
  let s = deployed('12.2', 'pol');
  let rng: RngState = seedRng('pl');
  let n = 0;
  while (s.step === 'planning' && n < cap) {
    let a: AgAction;
    [a, rng] = chooser(s, alesiaGboh.legalActions(s), rng);
    const r = alesiaGboh.apply(s, a);
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
    n++;
  }
  return n;
}

describe('GBoH bot: playout policy', { timeout: 240_000 }, () => {
  it('answers an entry of the list, and takes no idle kind while another is listed (calling off: not before 40 phases)', () => {
    const idle = new Set(['seizeOrder', 'reactOrder', 'combatOrder', 'callOff', 'dropTribe', 'unchoose', 'unplace']);
    const game = gamePositions('12.2', 'pol', 100);
    for (const [i, s] of game.entries()) {
      if (!alesiaGboh.toAct(s)) continue;
      const legal = alesiaGboh.legalActions(s);
      const [a] = policyAg(s, legal, seedRng(i));
      expect(legal).toContain(a);
      if (legal.some((x) => !idle.has(x.t))) expect(idle.has(a.t)).toBe(false);
    }
    expect(Math.max(...game.map((s) => s.ap.phases))).toBeLessThanOrEqual(40);
  });

  it('moves Vercingetorix outside the circumvallations whenever that is listed and three of his units are out (AG 11.0 breakout)', () => {
    const s = deployed('12.2', 'pol');
    const hexes = [...moveBoard('12.2').board.hexes.keys()];
    const outs = hexes.filter((h) => outsideCircumvallation(s, h));
    const inside = hexes.find((h) => !outsideCircumvallation(s, h))!;
    const go: AgAction = { t: 'moveLeader', leader: 'vercingetorix', path: [inside, outs[0]] };
    const legal: AgAction[] = [{ t: 'moveLeader', leader: 'vercingetorix', path: [outs[0], inside] }, go, { t: 'endPhase' }];
    const three = edit(s, (x) => {
      x.step = 'command';
      x.alesiaEntered = true;
      const force = Object.keys(x.units).filter((id) => agUnit(id).force === 'alesia');
      force.slice(0, 3).forEach((id, i) => (x.units[id].loc = { at: 'hex', hex: outs[i + 1] }));
    });
    for (const a of picks(three, legal)) expect(a).toBe(go);
  });

  it('plans quickly: each tribe assigned once, then the plan closed (uniform random reshuffles for hundreds of actions)', () => {
    const tribes = Object.keys(deployed('12.2', 'pol').tribes).length;
    expect(planningLength(policyAg, 1000)).toBeLessThanOrEqual(tribes + 1);
    const uniform = (_s: AgState, legal: AgAction[], rng: RngState): [AgAction, RngState] => {
      const [i, next] = nextIndex(rng, legal.length);
      return [legal[i], next];
    };
    expect(planningLength(uniform, 3 * tribes)).toBe(3 * tribes);
  });

  it('sends a Gaul towards the Romans, most of the time', () => {
    const s0 = deployed('12.2', 'pol');
    const romans = Object.entries(s0.units).flatMap(([id, u]) => (agUnit(id).side === 'roman' && u.loc.at === 'hex' ? [parseHexKey(u.loc.hex)] : []));
    const toRomans = (h: string) => Math.min(...romans.map((r) => distance(parseHexKey(h), r)));
    const hexes = [...moveBoard('12.2').board.hexes.keys()];
    const near = hexes.find((h) => toRomans(h) === 2)!;
    const far = hexes.find((h) => toRomans(h) === 9)!;
    const from = hexes.find((h) => toRomans(h) === 6)!;
    const unit = Object.keys(s0.units).find((id) => agUnit(id).force === 'relief')!;
    const s = edit(s0, (x) => {
      x.step = 'command';
      x.ap.owner = 'gallic';
      x.units[unit].loc = { at: 'hex', hex: from };
      x.command = { leader: 'commius', kind: 'tribes', tribes: [], units: [unit], outOfRange: [] };
    });
    const legal: AgAction[] = [{ t: 'move', unit, path: [from, far], facing: 0 }, { t: 'move', unit, path: [from, near], facing: 0 }, { t: 'endPhase' }];
    const n = picks(s, legal).filter((a) => a === legal[1]).length;
    expect(n).toBeGreaterThan(30);
  });

  it('designates the shock whose target is more worn than the attacker, else ends designation', () => {
    const s0 = deployed('12.2', 'pol');
    const [a, b, c] = Object.keys(s0.units).filter((id) => agUnit(id).type === 'CO');
    const s = edit(s0, (x) => {
      x.step = 'shock';
      x.units[b].hits = 3;
      x.units[a].hits = 1;
      x.units[c].hits = 0;
    });
    const good: AgAction = { t: 'shock', unit: a, target: b };
    const bad: AgAction = { t: 'shock', unit: a, target: c };
    const end: AgAction = { t: 'endDesignation' };
    const chosen = picks(s, [bad, good, end]);
    expect(chosen).not.toContain(bad);
    expect(chosen.filter((x) => x === good).length).toBeGreaterThan(25);
    expect(chosen).toContain(end);
  });
});
