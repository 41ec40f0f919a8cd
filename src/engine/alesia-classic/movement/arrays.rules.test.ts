/**
 * The position arrays the move search reads (arrays.ts) against the rules stated hex by hex
 * (queries.ts): the units of each side on each hex (AC 5.5), the stacking count (AC 10.1, 10.4), the
 * zones of control with how many units exert each (AC 6.1, 6.6, 24.71, reading A8), the forts. Each
 * is checked on a position worked out afresh and on one brought up to date from the position it
 * was copied from (state.ts lineage) — a unit moved, disrupted, gone into a fort or the town, a fort
 * taken — and the older position's arrays must come out of that unchanged.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { distance, parseHexKey } from '../../hex/coords';
import { clearHex, labelOf } from '../combat/testkit';
import { acUnit } from '../data/units';
import { boardIndex } from '../map/index';
import { acMap, hexAt, nbrs } from '../map/map';
import { exertsZoc, fortHexes, occupancy, stackCount, zocOf } from '../queries';
import { setFlag, setLoc, settleUnits, unitIds, unitOf, type AcSide, type AcState, type Loc } from '../state';
import { filledArray, fortArray, gallicArray, holdersOf, romanArray, stackArray, zocArray } from './arrays';
import { destinations, reachOf } from './moves';
import { at, position } from './testkit';

const L = labelOf;
const X = clearHex(0, 3);
const [N0, N1, N2, N3] = nbrs(X);
const SIDES: AcSide[] = ['roman', 'gallic'];
const open = (k: string) => { const h = hexAt(k); return !!h && !h.river && !h.trench && !h.rampart && !h.outerWorks && h.area !== 'town'; };
/** Open hexes `d` away from `k`. */
const ring = (k: string, d: number) => [...acMap().hexes.keys()].filter((h) => open(h) && distance(parseHexKey(h), parseHexKey(k)) === d);

/** A handed-out position (its unit table settled, so facts about it are remembered), frozen. */
function settled(where: Record<string, string>, phase: AcState['phase'] = 'gallic-move'): AcState {
  const s = position(where, phase);
  settleUnits(s);
  return deepFreeze(s);
}

/** The next position, as an action makes it: a copy whose table is copied on the first change. */
function next(s: AcState, change: (c: AcState) => void): AcState {
  const c = { ...s } as AcState;
  change(c);
  settleUnits(c);
  return c;
}
const hexLoc = (k: string): Loc => ({ at: 'hex', hex: k });

/** All the arrays of a position, as plain lists (this asks for each, so each is remembered). */
const snapshot = (s: AcState) => ({
  roman: Array.from(romanArray(s)),
  gallic: Array.from(gallicArray(s)),
  stack: Array.from(stackArray(s)),
  zocRoman: Array.from(zocArray(s, 'roman')),
  zocGallic: Array.from(zocArray(s, 'gallic')),
  fort: Array.from(fortArray(s)),
});

/** The arrays say what the keyed queries say, hex by hex. */
function expectAgree(s: AcState): void {
  const keys = boardIndex().keys;
  const occ = occupancy(s);
  const forts = fortHexes(s);
  const fort = fortArray(s);
  const stack = stackArray(s);
  for (const side of SIDES) {
    const units = side === 'roman' ? romanArray(s) : gallicArray(s);
    const zoc = zocArray(s, side);
    const zocSet = zocOf(s, side);
    // How many of the side's units hold each hex in their ZOC, counted unit by unit.
    const count = new Map<string, number>();
    for (const id of unitIds(s)) {
      const u = unitOf(s, id);
      if (acUnit(id).side !== side || u.loc.at !== 'hex' || !exertsZoc(s, id)) continue;
      for (const k of nbrs(u.loc.hex)) if (hexAt(k)?.area !== 'town' && !forts.has(k)) count.set(k, (count.get(k) ?? 0) + 1);
    }
    keys.forEach((k, i) => {
      const here = (occ.get(k) ?? []).filter((id) => acUnit(id).side === side && acUnit(id).kind !== 'fort').length;
      expect(units[i], `${side} units on ${L(k)}`).toBe(here);
      expect(zoc[i], `${side} ZOC on ${L(k)}`).toBe(count.get(k) ?? 0);
      expect(zoc[i] > 0, `${side} ZOC on ${L(k)}`).toBe(zocSet.has(k));
    });
  }
  keys.forEach((k, i) => {
    expect(fort[i] === 1, `fort on ${L(k)}`).toBe(forts.has(k));
    expect(stack[i], `stack on ${L(k)}`).toBe(stackCount(s, k));
  });
}

/** A change from `before`: the new position's arrays agree with the queries, the old one's are untouched. */
function expectUpdate(before: AcState, change: (c: AcState) => void): AcState {
  const old = snapshot(before);
  const after = next(before, change);
  const now = snapshot(after);
  expectAgree(after);
  expect(snapshot(before)).toEqual(old);
  expect(now).not.toEqual(old);
  return after;
}

const far = ring(X, 3)[0];
const farther = ring(X, 5)[0];

describe('AC 5.5, 10.1, 10.4 — units and the stacking count on each hex', () => {
  it('counts each side apart; forts count for neither, leaders for the side but not the stack', () => {
    const s = settled({ 'r-vii-1': L(X), 'r-vii-2': L(X), caesar: L(X), 'fort-1': L(N0), 'r-vii-3': L(N0), 'gr-1': L(farther), 'gr-2': L(farther), vercingetorix: L(farther) });
    expectAgree(s);
    const i = boardIndex().index.get(X)!;
    expect([romanArray(s)[i], stackArray(s)[i]]).toEqual([3, 2]);
    const j = boardIndex().index.get(farther)!;
    expect([gallicArray(s)[j], stackArray(s)[j]]).toEqual([3, 2]);
  });

  it('AC 10.4: a Gaul may end his move with a Gaul and Vercingetorix (the leader is not counted)', () => {
    const s = settled({ 'gr-1': L(N0), vercingetorix: L(N0), 'gr-3': L(X) });
    expect(destinations(s, 'gr-3')).toContain(N0);
  });

  it('AC 5.5: an empty fort holds nothing; a fort with Romans in it is theirs', () => {
    const s = settled({ 'fort-1': L(N0), 'fort-2': L(N1), 'r-vii-1': L(N1), 'gr-1': L(far) });
    const holders = holdersOf(s);
    expect(holders.has(N0)).toBe(false);
    expect(holders.get(N1)).toBe('roman');
    expect(holders.get(far)).toBe('gallic');
    expectAgree(s);
  });

  it('a unit moving, leaving the board, going into the town: the counts follow it', () => {
    const wall = at('W35');
    let s = settled({ 'r-vii-1': L(X), 'r-vii-2': L(X), caesar: L(X), 'gr-1': L(farther), 'gr-2': L(farther) });
    s = expectUpdate(s, (c) => setLoc(c, 'r-vii-1', hexLoc(N0)));
    s = expectUpdate(s, (c) => setLoc(c, 'gr-1', hexLoc(far)));
    s = expectUpdate(s, (c) => { setLoc(c, 'gr-2', hexLoc(wall)); setLoc(c, 'caesar', hexLoc(N0)); });
    s = expectUpdate(s, (c) => { setLoc(c, 'gr-2', { at: 'town' }); setLoc(c, 'r-vii-2', { at: 'gone', why: 'eliminated' }); });
    s = expectUpdate(s, (c) => setLoc(c, 'gr-1', { at: 'obmc', zone: 'I' }));
    expect(romanArray(s)[boardIndex().index.get(N0)!]).toBe(2);
    expect(stackArray(s)[boardIndex().index.get(N0)!]).toBe(1);
  });
});

describe('AC 6.1, 6.6, 24.71, A8 — zones of control on each hex', () => {
  it('overlapping zones count each unit; none into or out of the town or a fort; none from leaders or the disrupted', () => {
    const wall = at('W35');
    const beside = nbrs(wall).find((k) => hexAt(k)?.area !== 'town' && !hexAt(k)!.river && !hexAt(k)!.trench)!;
    const s = settled({
      'r-vii-1': L(X), 'r-vii-2': L(N2), caesar: L(N3), 'fort-1': L(N0), 'r-vii-3': L(N0),
      'gr-1': L(wall), 'r-vii-4': L(beside), 'gr-2': L(farther), vercingetorix: L(ring(farther, 2)[0]),
    });
    expectAgree(s);
    const z = zocArray(s, 'roman');
    const ix = (k: string) => boardIndex().index.get(k)!;
    // N1 is next to both X and N2 (and to the fort at N0, whose cohort projects nothing).
    expect(nbrs(N1)).toContain(N2);
    expect(z[ix(N1)]).toBe(2);
    expect(z[ix(N0)]).toBe(0);
    expect(z[ix(wall)]).toBe(0);
    expect(zocArray(s, 'gallic')[ix(beside)]).toBe(0);
    // AC 6.6: disruption takes the zone away.
    const d = settled({ 'r-vii-1': L(X) });
    const dis = next(d, (c) => setFlag(c, 'r-vii-1', 'disrupted', true));
    expectAgree(dis);
    expect(zocArray(dis, 'roman').every((v) => v === 0)).toBe(true);
  });

  it('AC 6.2: the search stops a Gaul in the zone of a Roman that has just moved, and no longer in the zone it left', () => {
    let s = settled({ 'r-vii-1': L(X), 'gr-1': L(ring(X, 4)[0]) });
    expect(reachOf(s, 'gr-1').halted.has(N0)).toBe(true);
    snapshot(s);
    s = next(s, (c) => setLoc(c, 'r-vii-1', hexLoc(ring(X, 9)[0])));
    expect(reachOf(s, 'gr-1').halted.has(N0)).toBe(false);
  });

  it('both sides at once, each its own zone', () => {
    const s = settled({ 'r-vii-1': L(X), 'gr-1': L(farther) });
    const r = zocArray(s, 'roman');
    const g = zocArray(s, 'gallic');
    expect(r[boardIndex().index.get(N0)!]).toBe(1);
    expect(g[boardIndex().index.get(N0)!]).toBe(0);
    expect(g[boardIndex().index.get(nbrs(farther)[0])!]).toBe(1);
  });

  it('the first hex of the board (A1) and its neighbours, worked out afresh and brought up to date', () => {
    const A1 = boardIndex().keys[0];
    const A2 = at('A2');
    expect(nbrs(A1)).toContain(A2);
    let s = settled({ 'gr-1': L(A1), 'r-vii-1': L(X) });
    expectAgree(s);
    expect(zocArray(s, 'gallic')[boardIndex().index.get(A2)!]).toBe(1);
    s = expectUpdate(s, (c) => setLoc(c, 'gr-1', hexLoc(A2)));
    expect(zocArray(s, 'gallic')[0]).toBe(1);
    s = expectUpdate(s, (c) => setLoc(c, 'gr-1', hexLoc(A1)));
    s = expectUpdate(s, (c) => setLoc(c, 'gr-1', hexLoc(far)));
    expectAgree(s);
  });

  it('brought up to date: a unit moved, disrupted, rallied, gone into a fort or onto the wall, a leader moved', () => {
    const wall = at('W35');
    const beside = nbrs(wall).find((k) => hexAt(k)?.area !== 'town' && !hexAt(k)!.river && !hexAt(k)!.trench)!;
    let s = settled({ 'r-vii-1': L(X), 'r-vii-2': L(N2), 'fort-1': L(N0), caesar: L(X), 'gr-1': L(farther), 'gr-2': L(beside), vercingetorix: L(farther) });
    expectAgree(s);
    s = expectUpdate(s, (c) => setLoc(c, 'r-vii-1', hexLoc(N0))); // into the fort: its zone is gone
    s = expectUpdate(s, (c) => setLoc(c, 'r-vii-1', hexLoc(N3))); // out again
    s = expectUpdate(s, (c) => setFlag(c, 'r-vii-2', 'disrupted', true));
    s = expectUpdate(s, (c) => setFlag(c, 'r-vii-2', 'disrupted', false));
    s = expectUpdate(s, (c) => setLoc(c, 'gr-2', hexLoc(wall))); // onto the wall: none
    s = expectUpdate(s, (c) => setLoc(c, 'gr-2', hexLoc(beside)));
    s = expectUpdate(s, (c) => { setLoc(c, 'caesar', hexLoc(N1)); setLoc(c, 'vercingetorix', hexLoc(far)); });
    s = expectUpdate(s, (c) => setLoc(c, 'gr-1', hexLoc(ring(farther, 1)[0])));
  });

  it('AC 24.9: a fort taken — and a Gaul moving in the same action — opens its hex to the zones around it', () => {
    const s = settled({ 'fort-1': L(N0), 'r-vii-1': L(N0), 'r-vii-2': L(N1), 'gr-1': L(ring(N0, 2)[0]), 'gr-2': L(farther) });
    expectAgree(s);
    const ix = boardIndex().index.get(N0)!;
    expect(zocArray(s, 'roman')[ix]).toBe(0);
    const taken = expectUpdate(s, (c) => { setLoc(c, 'fort-1', { at: 'gone', why: 'eliminated' }); setLoc(c, 'gr-2', hexLoc(far)); });
    expect(fortArray(taken)[ix]).toBe(0);
    expect(zocArray(taken, 'roman')[ix]).toBeGreaterThan(0);
    // The fort alone.
    const alone = expectUpdate(s, (c) => setLoc(c, 'fort-1', { at: 'gone', why: 'eliminated' }));
    expect(zocArray(alone, 'roman')[ix]).toBe(1);
    expectAgree(alone);
  });
});

describe('AC 8.4 — the trench hexes filled in', () => {
  it('none filled marks nothing; a filled hex is marked, and the search lets infantry through it', () => {
    const none = filledArray([]);
    expect(none.length).toBe(boardIndex().keys.length);
    expect(none.every((v) => v === 0)).toBe(true);
    const T26 = at('T26');
    const one = filledArray([T26]);
    expect(boardIndex().keys.filter((_, i) => one[i] === 1)).toEqual([T26]);
    const off = nbrs(T26).find(open)!;
    const s = position({ 'gr-1': L(off) });
    s.trench = { work: {}, filled: [T26] };
    expect(reachOf(deepFreeze(s), 'gr-1').halted.has(T26)).toBe(false);
  });
});
