/** AG 4.24, 4.31, 5.25, 6.12–6.14 — leaders' movement, through the system contract. */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import { alesiaGboh } from '../system';
import { edit, fresh } from '../testing';
import { LEGATE_OF } from '../data';
import { gbohLabel } from '../map/grid';
import type { AgState } from '../state';
import { leaderPathCost, leaderReach } from './leaders';
import { key, position } from './testkit';

const CO = 'co-x-1';
const LEGATE = LEGATE_OF.X;
const BI = 'bi-aedui-1';

/** Leaders on hexes (labels), every other leader off the map. */
function withLeaders(s: AgState, at: Record<string, string>): AgState {
  return edit(s, (x) => {
    for (const l of Object.values(x.leaders)) if (l.loc.at === 'hex') l.loc = { at: 'pool' };
    for (const [id, label] of Object.entries(at)) x.leaders[id] = { loc: { at: 'hex', hex: key(label) } };
  });
}

function romanCommand(units: string[], base: AgState): AgState {
  return edit(base, (x) => {
    x.step = 'command';
    x.ap.owner = 'roman';
    x.command = { leader: LEGATE, kind: 'legion', tribes: [], units, outOfRange: [] };
  });
}

const leaderMoves = (s: AgState, leader?: string) => alesiaGboh.legalActions(s).filter((a) => a.t === 'moveLeader' && (!leader || a.leader === leader));

describe('AG 4.24, 6.12 — a legate moves 9 MP with his Command, after its units', () => {
  const s = romanCommand([CO], withLeaders(position({ [CO]: { at: 'W4616', facing: 0 } }, fresh('12.3')), { [LEGATE]: 'W4616', caesar: 'W4515' }));
  it('every end within 9 MP; none at 10 hexes or more; only the Command’s leader moves (not Caesar, AG 6.13)', () => {
    const moves = leaderMoves(s);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((a) => a.t === 'moveLeader' && a.leader === LEGATE)).toBe(true);
    const r = leaderReach(s, LEGATE, 9);
    for (const e of r.values()) {
      expect(e.cost).toBeLessThanOrEqual(9);
      expect(distance(parseHexKey(e.hex), parseHexKey(key('W4616')))).toBeLessThanOrEqual(9);
    }
    expect([...r.values()].some((e) => e.cost > 5)).toBe(true);
    // The cost the log gives, summed along the path, is the search's.
    for (const e of r.values()) expect(leaderPathCost(s, LEGATE, e.path)).toBe(e.cost);
  });
  it('applied: he stands on his new hex, the log cites AG 6.12, and the Command’s units move no more (he moves after them)', () => {
    expect(alesiaGboh.legalActions(s).some((a) => a.t === 'move' && a.unit === CO)).toBe(true);
    const a = leaderMoves(s)[0];
    const x = alesiaGboh.apply(s, a);
    expect(x.ok).toBe(true);
    if (!x.ok || a.t !== 'moveLeader') return;
    expect(x.state.leaders[LEGATE]).toMatchObject({ loc: { at: 'hex', hex: a.path[a.path.length - 1] }, moved: true });
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.12' && /of his 9 MP/.test(l.text))).toBe(true);
    expect(alesiaGboh.legalActions(x.state).some((b) => b.t === 'move' || b.t === 'face' || b.t === 'moveLeader')).toBe(false);
    expect(alesiaGboh.legalActions(x.state).some((b) => b.t === 'endPhase')).toBe(true);
  });
});

describe('AG 4.31 — a leader never comes next to an enemy unit unless onto a friendly combat unit', () => {
  it('the empty hexes next to a Gaul are closed to him; the one holding a cohort is open; the Gaul’s hex never', () => {
    const from = parseHexKey(key('W4616'));
    // A BI two hexes away along direction 0; the hexes between and around it are next to it.
    const mid = neighbour(from, 0);
    const far = neighbour(mid, 0);
    const base = position({ [BI]: { at: gl(far), facing: 3 } }, fresh('12.3'));
    const s = romanCommand([], withLeaders(base, { [LEGATE]: 'W4616' }));
    const r = leaderReach(s, LEGATE, 9);
    expect(r.has(hexKey(far))).toBe(false);
    expect(r.has(hexKey(mid))).toBe(false);
    for (const e of r.values()) expect(distance(parseHexKey(e.hex), far)).toBeGreaterThanOrEqual(2);
    const withCo = romanCommand([], withLeaders(position({ [BI]: { at: gl(far), facing: 3 }, [CO]: { at: gl(mid), facing: 0 } }, fresh('12.3')), { [LEGATE]: 'W4616' }));
    const r2 = leaderReach(withCo, LEGATE, 9);
    // With no Gaul about, `mid` is within his 9 MP; with the Gaul there, only the cohort opens it.
    expect(leaderReach(romanCommand([], withLeaders(position({}, fresh('12.3')), { [LEGATE]: 'W4616' })), LEGATE, 9).has(hexKey(mid))).toBe(true);
    expect(r2.has(hexKey(mid))).toBe(true);
  });
});

describe('AG 6.13, 5.25 — Overall and Zone Commanders: 30 MP, only in an OC movement activation', () => {
  const base = withLeaders(position({ [CO]: { at: 'W4616', facing: 0 } }, fresh('12.3')), { caesar: 'W4616', labienus: 'W3911', [LEGATE]: 'W4616' });
  const oc = edit(base, (x) => {
    x.step = 'oc-move';
    x.ap.owner = 'roman';
  });
  it('Caesar and Labienus move, as far as 30 MP takes them; the legate does not', () => {
    const moves = leaderMoves(oc);
    const who = new Set(moves.map((a) => (a.t === 'moveLeader' ? a.leader : '')));
    expect([...who].sort()).toEqual(['caesar', 'labienus']);
    expect([...leaderReach(oc, 'caesar', 30).values()].some((e) => e.cost > 9)).toBe(true);
    const a = moves.find((m) => m.t === 'moveLeader' && m.leader === 'caesar')!;
    const x = alesiaGboh.apply(oc, a);
    expect(x.ok).toBe(true);
    if (!x.ok) return;
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.13')).toBe(true);
    // Each moves once.
    expect(leaderMoves(x.state, 'caesar')).toEqual([]);
    expect(leaderMoves(x.state, 'labienus').length).toBeGreaterThan(0);
  });
  it('AG 5.25: a Seizure spent to move moves Caesar alone', () => {
    const seized = edit(oc, (x) => { x.ap.seized = { leader: 'caesar', mode: 'move' }; });
    const who = new Set(leaderMoves(seized).map((a) => (a.t === 'moveLeader' ? a.leader : '')));
    expect([...who]).toEqual(['caesar']);
    const x = alesiaGboh.apply(seized, leaderMoves(seized)[0]);
    expect(x.ok && x.log.some((l) => l.kind === 'text' && l.rule === 'AG 5.25')).toBe(true);
  });
  it('in a legion’s activation Caesar stays put (AG 6.13) and the legate moves (AG 6.12)', () => {
    const s = romanCommand([CO], base);
    const who = new Set(leaderMoves(s).map((a) => (a.t === 'moveLeader' ? a.leader : '')));
    expect([...who]).toEqual([LEGATE]);
  });
});

const gl = (h: { q: number; r: number }): string => gbohLabel(h);

describe('AG 6.13 — an OC stacked with a unit of the activated Command goes along on its move', () => {
  const base = withLeaders(position({ [CO]: { at: 'W4616', facing: 0 }, 'co-x-2': { at: 'W4515', facing: 0 } }, fresh('12.3')), { caesar: 'W4616', [LEGATE]: 'W4616' });
  it('each of the unit’s moves is offered with Caesar riding; applied, he ends on its hex and has moved', () => {
    const s = romanCommand([CO, 'co-x-2'], base);
    const legal = alesiaGboh.legalActions(s);
    const plain = legal.filter((a) => a.t === 'move' && a.unit === CO && !a.leaders);
    const riding = legal.filter((a) => a.t === 'move' && a.unit === CO && a.leaders);
    expect(riding.length).toBe(plain.filter((a) => a.t === 'move' && a.fill === undefined).length);
    // Only the unit he is stacked with carries him.
    expect(legal.some((a) => a.t === 'move' && a.unit === 'co-x-2' && a.leaders)).toBe(false);
    const a = riding[0];
    const x = alesiaGboh.apply(s, a);
    expect(x.ok).toBe(true);
    if (!x.ok || a.t !== 'move') return;
    expect(x.state.leaders.caesar).toMatchObject({ loc: { at: 'hex', hex: a.path[a.path.length - 1] }, moved: true });
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.13')).toBe(true);
  });
  it('not with a unit activated out of its legate’s range (AG 4.13), nor once he has moved', () => {
    const out = edit(romanCommand([CO], base), (x) => { x.command!.outOfRange = [CO]; });
    expect(alesiaGboh.legalActions(out).some((a) => a.t === 'move' && a.leaders)).toBe(false);
    const moved = edit(romanCommand([CO], base), (x) => { x.leaders.caesar.moved = true; });
    expect(alesiaGboh.legalActions(moved).some((a) => a.t === 'move' && a.leaders)).toBe(false);
  });
});
