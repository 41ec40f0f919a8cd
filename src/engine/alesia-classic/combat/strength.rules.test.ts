/** A battle in numbers (AC 11.2, 14.2, 15.4, 24.1): who is counted, when the defence is doubled, when Gauls are surrounded. Frozen hand-built positions. */
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../hex/coords';
import { deepFreeze } from '../../core/deepFreeze';
import { acMap, nbrs } from '../map/map';
import { EDGE_HEXES, EDGE_ZONES } from '../map/zones';
import { position } from '../movement/testkit';
import { clearHex, inCombat, labelOf } from './testkit';
import { offBoardNeighbours } from './obligations';
import { battleOdds, surrounded } from './strength';
import { defenceDoubling } from './terrainDefence';

const X = clearHex(0, 3);
const [N0, N1, N2, N3, N4, N5] = nbrs(X);
const NO_FORTS = { fortAt: () => false };

describe('AC 15.4 — completely surrounded (this edition: every neighbour on the board, held by Romans or in Roman ZOC)', () => {
  it('a Gaul on the edge of the board is never surrounded, even with Romans on every neighbour the board has', () => {
    const edge = EDGE_HEXES.map(hexKey).find((k) => nbrs(k).every((n) => acMap().hexes.get(n)!.area !== 'town'))!;
    const where: Record<string, string> = { 'gb-26': labelOf(edge) };
    nbrs(edge).forEach((n, i) => (where[`r-vii-${i + 1}`] = labelOf(n)));
    const s = deepFreeze(inCombat(position(where), 'roman'));
    expect(offBoardNeighbours(edge).length).toBeGreaterThan(0);
    expect(surrounded(s, edge)).toBe(false);
    const o = battleOdds(s, ['r-vii-1', 'r-vii-2'], [edge]);
    expect([o.surrounded, o.automatic]).toEqual([false, null]);
  });

  it('a neighbour held by another Gaul out of Roman ZOC leaves him a way out', () => {
    // Romans at N1, N2, N3 put N0 and N4 in their ZOC; N5 is next to none of them.
    const s = deepFreeze(inCombat(position({ 'gb-26': labelOf(X), 'gb-27': labelOf(N5), 'r-vii-1': labelOf(N1), 'r-vii-2': labelOf(N2), 'r-vii-3': labelOf(N3) }), 'roman'));
    expect(surrounded(s, X)).toBe(false);
    const ringed = deepFreeze(inCombat(position({ 'gb-26': labelOf(X), 'r-viii-1': labelOf(N5), 'r-vii-1': labelOf(N1), 'r-vii-2': labelOf(N2), 'r-vii-3': labelOf(N3) }), 'roman'));
    expect(surrounded(ringed, X)).toBe(true);
  });

  it('a vacant Roman fort beside him neither holds the hex nor casts a ZOC (AC 24.7)', () => {
    const s = deepFreeze(inCombat(position({ 'gb-26': labelOf(X), 'fort-1': labelOf(N5), 'r-vii-1': labelOf(N1), 'r-vii-2': labelOf(N2), 'r-vii-3': labelOf(N3) }), 'roman'));
    expect(surrounded(s, X)).toBe(false);
  });

  it('a battle against two Gallic hexes eliminates automatically only when both are surrounded', () => {
    // Romans at N1, N3, N5 ring X; N0 (the second Gaul) has a neighbour beyond it out of their ZOC.
    const where: Record<string, string> = { 'gb-26': labelOf(X), 'gb-27': labelOf(N0), 'r-vii-1': labelOf(N1), 'r-vii-2': labelOf(N1), 'r-vii-3': labelOf(N1), 'r-viii-1': labelOf(N5), 'r-viii-2': labelOf(N5), 'r-viii-3': labelOf(N3) };
    const s = deepFreeze(inCombat(position(where), 'roman'));
    expect(surrounded(s, X)).toBe(true);
    expect(surrounded(s, N0)).toBe(false);
    const o = battleOdds(s, ['r-vii-1', 'r-vii-2', 'r-vii-3', 'r-viii-1', 'r-viii-2'], [X, N0]);
    expect([o.attack, o.defence, o.ratio.label]).toEqual([25, 10, '2-1']);
    expect([o.surrounded, o.automatic]).toEqual([false, null]);
    void N4;
  });
});

describe('AC 14, 24.1 — who defends', () => {
  it('a fort adds no unit and no factor: its garrison is what defends, doubled', () => {
    const s = deepFreeze(inCombat(position({ 'fort-1': labelOf(X), 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0) }), 'gallic'));
    const o = battleOdds(s, ['gr-1'], [X]);
    expect(o.hexes[0].units).toEqual(['r-vii-1']);
    expect([o.hexes[0].base, o.hexes[0].total, o.defence]).toEqual([5, 10, 10]);
  });

  it('AC 14.8: only the units that stood in the hex when the battles were declared defend it', () => {
    const s = deepFreeze(inCombat(position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'gr-1': labelOf(N0) }), 'gallic'));
    const o = battleOdds(s, ['gr-1'], [X], ['r-vii-1']);
    expect(o.hexes[0].units).toEqual(['r-vii-1']);
    expect(o.defence).toBe(5);
  });
});

describe('AC 11.2 — attacks on an edge hex', () => {
  /** An edge hex of one zone with one imaginary hex beyond it, and an on-board neighbour from which its defender is doubled. */
  const found = (() => {
    for (const h of EDGE_HEXES) {
      const k = hexKey(h);
      if (offBoardNeighbours(k).length !== 1 || EDGE_ZONES.get(k)?.length !== 1 || acMap().hexes.get(k)!.area === 'town') continue;
      const from = nbrs(k).find((n) => acMap().hexes.get(n)!.area !== 'town' && defenceDoubling(k, [n], NO_FORTS).doubled);
      if (from) return { edge: k, from, zone: EDGE_ZONES.get(k)![0] };
    }
    throw new Error('the map has no edge hex doubled against an attack from the board');
  })();

  it('attacked from the board only, the defender keeps his doubling', () => {
    const s = deepFreeze(inCombat(position({ 'r-vii-1': labelOf(found.edge), 'gr-1': labelOf(found.from) }), 'gallic'));
    const o = battleOdds(s, ['gr-1'], [found.edge]);
    expect(o.hexes[0].cancelledBy).toBeNull();
    expect([o.hexes[0].doubled, o.defence]).toEqual([true, 10]);
  });

  it('with Gauls from the off-board box in the attack, he is not doubled', () => {
    const s = deepFreeze(inCombat(position({ 'r-vii-1': labelOf(found.edge), 'gr-1': labelOf(found.from), 'gr-2': `obmc:${found.zone}` }), 'gallic'));
    const o = battleOdds(s, ['gr-1', 'gr-2'], [found.edge]);
    expect(o.hexes[0].cancelledBy?.rule).toBe('AC 11.2');
    expect([o.hexes[0].doubled, o.defence, o.attack]).toEqual([false, 5, 14]);
  });
});
