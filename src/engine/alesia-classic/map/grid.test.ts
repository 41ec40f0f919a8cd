import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { AC_GRID, acContains, acLabel, acPixel, parseAcLabel, ROW_NAMES } from './grid';

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
});
