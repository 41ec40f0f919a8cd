import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { AC_GRID, acContains, acLabel, acPixel, parseAcLabel, ROW_NAMES, rowRange } from './grid';

describe('AC PBM: the 1983 grid and its notation', () => {
  it('has 51 rows A…YY and 2,627 hexes, even rows 52 wide and odd rows 51', () => {
    expect(ROW_NAMES[0]).toBe('A');
    expect(ROW_NAMES[25]).toBe('Z');
    expect(ROW_NAMES[26]).toBe('AA');
    expect(ROW_NAMES[50]).toBe('YY');
    expect(AC_GRID.hexes.length).toBe(2627);
    expect(AC_GRID.hexes.filter((h) => h.r === 0).length).toBe(52);
    expect(AC_GRID.hexes.filter((h) => h.r === 1).length).toBe(51);
  });

  it('numbers the top row 1…52 and the east edge on down to 77 at the south-east corner', () => {
    const top = AC_GRID.hexes.filter((h) => h.r === 0).map(acLabel);
    expect(top[0]).toBe('A1');
    expect(top[top.length - 1]).toBe('A52');
    const east = ROW_NAMES.map((_, r) => AC_GRID.hexes.filter((h) => h.r === r).map((h) => h.q + h.r).reduce((a, b) => Math.max(a, b)));
    expect(east[50]).toBe(77);
    // Down the east edge the last diagonal grows by one every second row: 52, 52, 53, 53, …
    expect(east.slice(0, 5)).toEqual([52, 52, 53, 53, 54]);
  });

  it('places the printed zone numerals on the board at the edges the research brief derives', () => {
    const at = (l: string) => acPixel(parseAcLabel(l)!);
    expect(at('AA14').x).toBe(1); // II: west end of row AA
    expect(at('AA65').x).toBe(52); // VII: east end of row AA
    expect(at('A20').y).toBe(0); // IV on the top row
    expect(at('A34').y).toBe(0); // V
    expect(at('D4').x).toBe(2.5); // III near the NW corner
    expect(at('D50').x).toBe(48.5); // VI near the NE corner
    expect(at('VV26').x).toBe(2.5); // I near the SW corner
    expect(at('VV72').x).toBe(48.5); // VIII near the SE corner
    expect(acLabel(parseAcLabel('Z39')!)).toBe('Z39');
    expect(acPixel(parseAcLabel('Z39')!).x).toBe(26.5); // the middle of the board
  });

  it('refuses labels that are not hexes of the board', () => {
    for (const bad of ['A0', 'A53', 'B1', 'B53', 'ZZ1', 'AB10', 'YY25', 'YY78', '', '39Z']) expect(parseAcLabel(bad), bad).toBeNull();
    expect(parseAcLabel('b3')).not.toBeNull();
    expect(parseAcLabel(' vv 26 ')).toEqual(parseAcLabel('VV26'));
  });

  it('neighbours follow the diagonal notation: E d+1, W d−1, NE (r−1, d), NW (r−1, d−1), SW (r+1, d), SE (r+1, d+1)', () => {
    const z = parseAcLabel('Z39')!;
    const names = neighbours(z).map(acLabel).sort();
    expect(names).toEqual(['AA39', 'AA40', 'Y38', 'Y39', 'Z38', 'Z40'].sort());
  });

  it('distance is max(|Δd|, |Δr|, |Δd − Δr|) and every label round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2626 }), fc.integer({ min: 0, max: 2626 }), (i, j) => {
        const a = AC_GRID.hexes[i];
        const b = AC_GRID.hexes[j];
        const dd = a.q + a.r - (b.q + b.r);
        const dr = a.r - b.r;
        expect(distance(a, b)).toBe(Math.max(Math.abs(dd), Math.abs(dr), Math.abs(dd - dr)));
        expect(parseAcLabel(acLabel(a))).toEqual(a);
      }),
    );
  });

  it('maps the ground to the hexes and back: every hex centre falls in its own hex', () => {
    for (const h of AC_GRID.hexes) expect(AC_GRID.fromMetres(AC_GRID.toMetres(h))).toEqual(h);
    expect(AC_GRID.toMetres(parseAcLabel('Z39')!)).toEqual({ e: 0, n: 0 });
    expect(acContains(hex(0, 0))).toBe(false); // row A starts at diagonal 1
  });
  it('rows A, C, … hold diagonals 1–52 shifted by half the row, rows B, D, … 51 whole hexes; every hex is whole', () => {
    expect(rowRange(0)).toEqual([1, 52]);
    expect(rowRange(1)).toEqual([2, 52]);
    expect(rowRange(2)).toEqual([2, 53]);
    expect(rowRange(3)).toEqual([3, 53]);
    expect(rowRange(50)).toEqual([26, 77]);
    for (let r = 0; r < 51; r++) {
      const [lo, hi] = rowRange(r);
      expect(Number.isInteger(lo) && Number.isInteger(hi), ROW_NAMES[r]).toBe(true);
      expect(hi - lo + 1, ROW_NAMES[r]).toBe(r % 2 === 0 ? 52 : 51);
    }
    for (const h of AC_GRID.hexes) expect(Number.isInteger(h.q) && Number.isInteger(h.r), acLabel(h)).toBe(true);
    expect(AC_GRID.hexes).toHaveLength(26 * 52 + 25 * 51);
  });

  it('reads a label only as a whole: nothing before or after it', () => {
    for (const bad of ['1Z39', 'xZ39', 'Z39x', 'Z390', 'Z39 1', '-Z39']) expect(parseAcLabel(bad), bad).toBeNull();
  });

  it('stacks the rows √3/2 of a hex width apart, down from the top edge', () => {
    expect(acPixel(parseAcLabel('A1')!).y).toBe(0);
    expect(acPixel(parseAcLabel('C2')!).y).toBeCloseTo(Math.sqrt(3), 12);
    expect(acPixel(parseAcLabel('YY26')!).y).toBeCloseTo(50 * Math.sqrt(3) / 2, 12);
  });
});
