/**
 * The Gaul's breakout plan (gallicPlan.ts) and its field (breakout.ts) on hand-built positions: the
 * field is 0 outside and finite from where the Alesia force comes on, a Roman in the way and a Death
 * Garden's Hits make a hex further; the march takes the move that ends nearest the way out but never
 * one whose Death Garden Hits reach the unit's TQ; Vercingetorix joins the head of the column, and
 * goes outside once three units are.
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import type { AgAction } from '../actions';
import { agUnit } from '../data';
import { parseGbohLabel } from '../map/grid';
import { moveBoard } from '../movement/board';
import type { AgScenarioId } from '../state';
import { deployed, edit } from '../testing';
import { outsideCircumvallation } from '../victory';
import { distanceIn, FAR, fieldNow, MP_PER_HIT, offMapDistance, terrainField } from './breakout';
import { alesiaMove, gardenHits, leaderMove, unitsOutside } from './gallicPlan';

const hex = (label: string) => hexKey(parseGbohLabel(label)!);
type Move = Extract<AgAction, { t: 'move' }>;
type LeaderMove = Extract<AgAction, { t: 'moveLeader' }>;
const force = (s: { units: Record<string, unknown> }) => Object.keys(s.units).filter((id) => agUnit(id).force === 'alesia');

describe('GBoH bot: the breakout field', { timeout: 120_000 }, () => {
  for (const sc of ['12.1', '12.2', '12.3'] as AgScenarioId[]) {
    it(`${sc}: 0 outside the circumvallations, finite from where the Alesia force comes on`, () => {
      const s = deployed(sc, 'plan');
      const f = terrainField(s);
      const mb = moveBoard(sc);
      for (let i = 0; i < mb.n; i += 7) if (outsideCircumvallation(s, mb.keys[i])) expect(f[i]).toBe(0);
      const from = offMapDistance(s, f, sc === '12.3' ? 'alesia' : 'east-edge');
      expect(from).toBeGreaterThan(5);
      expect(from).toBeLessThan(FAR);
    });
  }

  it('12.1: a Roman in the way makes his hex further; stepping into the inner Death Garden W4929 costs 3 Hits, into the plain W5028 none', () => {
    const s = deployed('12.1', 'plan');
    const t = terrainField(s);
    const roman = Object.keys(s.units).find((id) => agUnit(id).side === 'roman' && s.units[id].loc.at === 'hex')!;
    const at = (s.units[roman].loc as { hex: string }).hex;
    expect(distanceIn(s, fieldNow(s), at)).toBeGreaterThan(distanceIn(s, t, at));
    expect(gardenHits(s, [hex('W4928'), hex('W4929')], true)).toBe(3);
    expect(gardenHits(s, [hex('W4928'), hex('W5028')], true)).toBe(0);
  });

  it("12.1: a step dearer than a BI's MA is no way (W4833's steps onto W4932 and W4933 cost 7 and 6 MP): the garden hex there is further than W4928's way", () => {
    const s = deployed('12.1', 'plan');
    const t = terrainField(s);
    expect(distanceIn(s, t, hex('W4833'))).toBeGreaterThan(distanceIn(s, t, hex('W4929')) + 3 * MP_PER_HIT);
    expect(distanceIn(s, t, hex('W4833'))).toBeGreaterThan(distanceIn(s, t, hex('W4928')));
  });
});

describe('GBoH bot: the breakout march', { timeout: 120_000 }, () => {
  const base = () =>
    edit(deployed('12.1', 'plan'), (x) => {
      x.step = 'command';
      x.ap.owner = 'gallic';
      x.alesiaEntered = true;
    });

  it('takes the Alesia-force move ending nearest the way out, and none that goes back', () => {
    const s0 = base();
    const [u] = force(s0);
    const s = edit(s0, (x) => (x.units[u].loc = { at: 'hex', hex: hex('W5233') }));
    const f = fieldNow(s);
    const ends = ['W5333', 'W5134', 'W5433'].map(hex).sort((a, b) => distanceIn(s, f, a) - distanceIn(s, f, b));
    const moves: Move[] = ends.map((e) => ({ t: 'move', unit: u, path: [hex('W5233'), e], facing: 0 }));
    expect(alesiaMove(s, moves.slice().reverse())?.path.at(-1)).toBe(ends[0]);
    const back: Move = { t: 'move', unit: u, path: [hex('W5233'), hex('W4833')], facing: 0 };
    expect(alesiaMove(s, [back])).toBeNull();
  });

  it('keeps the column within reach of Vercingetorix (LEASH): no move further ahead of him, but one back towards him, or out, is fine', () => {
    const s0 = base();
    const [u] = force(s0);
    const s = edit(s0, (x) => {
      x.units[u].loc = { at: 'hex', hex: hex('W5233') };
      x.leaders.vercingetorix.loc = { at: 'hex', hex: hex('W4730') };
    });
    const ahead: Move = { t: 'move', unit: u, path: [hex('W5233'), hex('W5333')], facing: 0 };
    expect(alesiaMove(s, [ahead])).toBeNull();
    const near = edit(s, (x) => (x.leaders.vercingetorix.loc = { at: 'hex', hex: hex('W5133') }));
    expect(alesiaMove(near, [ahead])).toBe(ahead);
  });

  it('three out and Vercingetorix not: a unit steps next to him, nearer the way out, as his stepping stone (AG 4.31)', () => {
    const s0 = base();
    const ids = force(s0);
    const outs = [...moveBoard('12.1').board.hexes.keys()].filter((h) => outsideCircumvallation(s0, h));
    const v = hex('W5530');
    const s = edit(s0, (x) => {
      ids.slice(0, 3).forEach((id, i) => (x.units[id].loc = { at: 'hex', hex: outs[i] }));
      x.units[ids[3]].loc = { at: 'hex', hex: hex('W5127') };
      x.units[ids[4]].loc = { at: 'hex', hex: hex('W5028') };
      x.leaders.vercingetorix.loc = { at: 'hex', hex: v };
    });
    const f = fieldNow(s);
    const next = neighbours(parseHexKey(v)).map(hexKey).filter((h) => distanceIn(s, f, h) < distanceIn(s, f, v) && distanceIn(s, f, h) > 0);
    expect(next.length).toBeGreaterThan(0);
    const stone: Move = { t: 'move', unit: ids[3], path: [hex('W5127'), next[0]], facing: 0 };
    // A move ending nearer the way out, but not next to him.
    const far = [...moveBoard('12.1').board.hexes.keys()].find((h) => distanceIn(s, f, h) > 0 && distanceIn(s, f, h) < distanceIn(s, f, next[0]) && distance(parseHexKey(h), parseHexKey(v)) === 3)!;
    const ahead: Move = { t: 'move', unit: ids[4], path: [hex('W5028'), far], facing: 0 };
    expect(alesiaMove(s, [ahead, stone])).toBe(stone);
  });

  it("never crosses a Death Garden whose Hits would reach the unit's TQ (AG 6.45, 10.13)", () => {
    const s0 = base();
    const [u] = force(s0);
    const into: Move = { t: 'move', unit: u, path: [hex('W4928'), hex('W4929')], facing: 0 };
    const fresh = edit(s0, (x) => (x.units[u].loc = { at: 'hex', hex: hex('W4928') }));
    expect(alesiaMove(fresh, [into])).toBe(into);
    const worn = edit(fresh, (x) => (x.units[u].hits = 3));
    expect(alesiaMove(worn, [into])).toBeNull();
  });

  it('Vercingetorix joins the head of the column, and goes outside once three units are out', () => {
    const s0 = base();
    const ids = force(s0);
    const column = ['W5233', 'W5333', 'W5433'].map(hex);
    const s = edit(s0, (x) => {
      column.forEach((h, i) => (x.units[ids[i]].loc = { at: 'hex', hex: h }));
      x.leaders.vercingetorix.loc = { at: 'hex', hex: hex('W4834') };
    });
    const from = hex('W4834');
    const moves: LeaderMove[] = [hex('W4933'), ...column].map((e) => ({ t: 'moveLeader', leader: 'vercingetorix', path: [from, e] }));
    // The head of the column: the hex of his unit nearest the way out.
    const f = fieldNow(s);
    const head = column.slice().sort((a, b) => distanceIn(s, f, a) - distanceIn(s, f, b))[0];
    expect(leaderMove(s, moves)?.path.at(-1)).toBe(head);
    const outs = [...moveBoard('12.1').board.hexes.keys()].filter((h) => outsideCircumvallation(s, h));
    const out = edit(s, (x) => ids.slice(0, 3).forEach((id, i) => (x.units[id].loc = { at: 'hex', hex: outs[i] })));
    expect(unitsOutside(out)).toBe(3);
    const go: LeaderMove = { t: 'moveLeader', leader: 'vercingetorix', path: [from, outs[0]] };
    expect(leaderMove(out, [...moves, go])).toBe(go);
  });
});
