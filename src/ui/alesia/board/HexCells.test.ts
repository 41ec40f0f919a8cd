/**
 * HexCells' kept cells and tiles: an unchanged cell is the last render's object and an unchanged
 * tile the last render's list (so its stacks are not rendered again); any change of what a cell
 * shows gives a new one.
 */
import { describe, expect, it } from 'vitest';
import { keepCells, keepTiles, sameCell, type Cell } from './HexCells';

const stackA = ['r-vii-1', 'caesar'];
const stackB = ['g-1'];
const base = (over: Partial<Cell> = {}): Cell => ({ key: '3,4', stack: stackA, act: undefined, selectable: 1, lit: false, hidden: 0, flips: '', can: 'r-vii-1', movingHere: null, ...over });

describe('HexCells: cells and tiles kept between renders', () => {
  it('a cell showing the same is the same: equal fields and the same stack list', () => {
    expect(sameCell(base(), base())).toBe(true);
    // Each field a cell shows, changed, makes it another cell.
    const changes: Partial<Cell>[] = [
      { key: '3,5' },
      { stack: [...stackA] },
      { act: { t: 'end' } as Cell['act'] },
      { selectable: 2 },
      { lit: true },
      { hidden: 1 },
      { cost: { mf: 1, budget: 4, left: 3, stops: false } },
      { flips: 'r-vii-1:d' },
      { choices: [] },
      { can: '' },
      { movingHere: 'r-vii-1' },
    ];
    for (const ch of changes) expect(sameCell(base(), base(ch)), JSON.stringify(ch)).toBe(false);
  });

  it('keepCells takes the last render’s object where nothing changed, the new one elsewhere', () => {
    const a = base();
    const b = base({ key: '5,5', stack: stackB, can: '', selectable: 0 });
    const prev = new Map([a, b].map((c) => [c.key, c]));
    const a2 = base();
    const b2 = base({ key: '5,5', stack: stackB, can: '', selectable: 0, lit: true });
    const c2 = base({ key: '7,7' });
    const kept = keepCells(prev, [a2, b2, c2]);
    expect(kept[0]).toBe(a);
    expect(kept[1]).toBe(b2);
    expect(kept[2]).toBe(c2);
  });

  it('keepTiles keeps a tile’s list only when it holds the very same cells in the same order', () => {
    const a = base();
    const b = base({ key: '5,5', stack: stackB });
    const prev = [[a, b], [b], []];
    const same = [a, b];
    const reordered = [b];
    const next = keepTiles(prev, [same, [a], [], [b]]);
    expect(next[0]).toBe(prev[0]);
    expect(next[1]).not.toBe(prev[1]);
    expect(next[1]).toEqual([a]);
    expect(next[2]).toBe(prev[2]);
    expect(next[3]).toEqual(reordered);
    expect(keepTiles(prev, [[b, a]])[0]).not.toBe(prev[0]);
  });
});
