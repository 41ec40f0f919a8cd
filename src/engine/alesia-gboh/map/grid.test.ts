import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, hexKey, type Hex } from '../../hex/coords';
import { directionTo, neighbours, POINTY_DIRECTION_NAMES } from '../../hex/directions';
import { line as hexLine } from '../../hex/line';
import { hexToPlane } from '../../alesia/grid/anchors';
import { deriveGrid } from '../../alesia/grid/derive';
import { GROUND } from '../../alesia/field/ground';
import {
  boardHexes, edgeDistance, edgesOf, FIRST_LINE, GBOH_GRID, GBOH_W_GRID, gbohLabel, globalColumn, HEX_METRES, isSeamHex, LAST_LINE,
  labelRun, lastColumn, lineOf, onBoard, parseGbohLabel, SCENARIO_SHEETS, sheetsOf, toCoord,
} from './grid';

/** The hex a label names; fails the test if the label is not a hex. */
const H = (label: string): Hex => {
  const h = parseGbohLabel(label);
  if (!h) throw new Error(`not a hex: ${label}`);
  return h;
};
const adjacent = (a: string, b: string) => distance(H(a), H(b)) === 1;
const dir = (a: string, b: string) => POINTY_DIRECTION_NAMES[directionTo(H(a), H(b))];
const labels = (hs: Hex[] | null) => hs?.map(gbohLabel);
const W = SCENARIO_SHEETS['12.1'];
const WE = SCENARIO_SHEETS['12.3'];

describe('AG 2.1: the GBoH sheets and their numbering', () => {
  it('reads a label as sheet, line, column and prints it back', () => {
    expect(toCoord(H('W3911'))).toEqual({ sheet: 'W', line: 39, col: 11 });
    expect(toCoord(H('E6206'))).toEqual({ sheet: 'E', line: 62, col: 6 });
    expect(gbohLabel(H('w 3911'))).toBe('W3911');
    expect(parseGbohLabel('5833', 'W')).toEqual(H('W5833')); // "W5128 à 5833" (AG 6.43)
    for (const bad of ['', 'W391', 'X3911', '3911', 'W3900', 'W3835', 'W3734x', 'W0011', 'W6611', 'E3800', 'E3835', 'E3734']) {
      expect(parseGbohLabel(bad), bad).toBeNull();
    }
  });

  it('every hex of both sheets round-trips through its label, and labels are unique', () => {
    const seen = new Set<string>();
    for (const h of boardHexes(WE)) {
      const l = gbohLabel(h);
      expect(parseGbohLabel(l), l).toEqual(h);
      expect(seen.has(l)).toBe(false);
      seen.add(l);
    }
    expect(GBOH_GRID.hexes.length).toBe(seen.size);
  });

  it('lines grow north: W25xx lies south of W58xx–W59xx (Mont Réa) and of W6427', () => {
    const y = (l: string) => hexToPlane(H(l)).y;
    expect(y('W2533')).toBeLessThan(y('W5825'));
    expect(y('W5825')).toBeLessThan(y('W5932'));
    expect(y('W5932')).toBeLessThan(y('W6427'));
    // One line is √3/2 hex widths: the rows of a pointy-top grid.
    expect(y('W4012') - y('W3911')).toBeCloseTo(Math.sqrt(3) / 2, 12);
  });

  it('columns grow east from the relief edge, column 01 (AG 5.45: W3901 counts on towards W3911)', () => {
    const x = (l: string) => hexToPlane(H(l)).x;
    expect(x('W3901')).toBeLessThan(x('W3908'));
    expect(x('W3908')).toBeLessThan(x('W3911'));
    expect(edgesOf(H('W3901'), W)).toContain('W');
    expect(edgesOf(H('W3601'), W)).toContain('W');
    expect(x('W3911') - x('W3901')).toBe(10);
  });

  it('odd lines sit half a hex east: the adjacent pairs the seed names', () => {
    expect(hexToPlane(H('W3901')).x - hexToPlane(H('W4001')).x).toBe(0.5);
    // AG 6.42: the walkway step W3911 → W4012 costs 1 MP.
    expect(adjacent('W3911', 'W4012')).toBe(true);
    expect(dir('W3911', 'W4012')).toBe('NE');
    // AG 6.68: a CO on W3211 bars another from W3310, next to it; W3410 is next to W3310.
    expect(adjacent('W3211', 'W3310')).toBe(true);
    expect(adjacent('W3410', 'W3310')).toBe(true);
    // AG 6.43: the camp wall on hexside W3706/3607.
    expect(adjacent('W3706', 'W3607')).toBe(true);
    // AG 6.42: W1633 is next to W1733, yet the walkway goes round through W1634, next to both.
    expect(adjacent('W1633', 'W1733')).toBe(true);
    expect(adjacent('W1633', 'W1634')).toBe(true);
    expect(adjacent('W1634', 'W1733')).toBe(true);
    // AG 6.42: climbing W4616 → W4617 or W4516, W2919 → W2918, W5122 → W5222.
    expect(adjacent('W4616', 'W4617')).toBe(true);
    expect(adjacent('W4616', 'W4516')).toBe(true);
    expect(adjacent('W2919', 'W2918')).toBe(true);
    expect(adjacent('W5122', 'W5222')).toBe(true);
    // AG 6.31: a BI moves W6213 → W6113 in one step; AG 7.22: BI W5213 and CO W5214 side by side.
    expect(adjacent('W6213', 'W6113')).toBe(true);
    expect(adjacent('W5213', 'W5214')).toBe(true);
  });

  it('the opposite shift (odd lines half a hex west) would break three of those pairs', () => {
    // With odd lines shifted west, a hex (line, col) sits at x = col − ½ in odd lines.
    const x = (l: string) => Number(l.slice(3)) - (Number(l.slice(1, 3)) % 2 ? 0.5 : 0);
    const adj = (a: string, b: string) => Math.abs(x(a) - x(b)) === 0.5 && Math.abs(Number(a.slice(1, 3)) - Number(b.slice(1, 3))) === 1;
    expect(adj('W3911', 'W4012')).toBe(false);
    expect(adj('W3706', 'W3607')).toBe(false);
    expect(adj('W1634', 'W1733')).toBe(false);
  });

  it('distances the seed states: W3911 3 hexes from W3908, W4914 at range 3 from W4911, the camp wall in W3606 2 from W3604', () => {
    expect(distance(H('W3908'), H('W3911'))).toBe(3);
    expect(distance(H('W3909'), H('W3911'))).toBe(2); // why AG 5.45's placement stops at W3908
    expect(distance(H('W4911'), H('W4914'))).toBe(3);
    expect(labels(hexLine(H('W4911'), H('W4914')))).toEqual(['W4911', 'W4912', 'W4913', 'W4914']);
    expect(distance(H('W3604'), H('W3606'))).toBe(2);
    expect(distance(H('W3605'), H('W3606'))).toBe(1);
    expect(labels(labelRun('W3901', 'W3908'))).toHaveLength(8);
    expect(labels(labelRun('W3601', 'W3604'))).toEqual(['W3601', 'W3602', 'W3603', 'W3604']);
  });

  it('the east edge is column 34 in even lines and 33 in odd lines', () => {
    expect(lastColumn(40)).toBe(34);
    expect(lastColumn(39)).toBe(33);
    for (let line = FIRST_LINE; line <= LAST_LINE; line++) {
      const row = GBOH_W_GRID.hexes.filter((h) => lineOf(h) === line);
      expect(row.length).toBe(line % 2 ? 33 : 34);
      expect(toCoord(row[0]).col).toBe(1);
      expect(edgesOf(row[row.length - 1], W)).toContain('E');
      expect(edgesOf(row[row.length - 2], W)).not.toContain('E');
    }
  });

  it('AG 12.1: the sortie hexes W3733–W4034 and W4333–W4533 are the east edge of lines 37–40 and 43–45', () => {
    expect(labels(labelRun('W3733', 'W4034'))).toEqual(['W3733', 'W3834', 'W3933', 'W4034']);
    expect(labels(labelRun('W4333', 'W4533'))).toEqual(['W4333', 'W4434', 'W4533']);
    for (const l of ['W3733', 'W3834', 'W3933', 'W4034', 'W4333', 'W4434', 'W4533']) expect(edgesOf(H(l), W), l).toEqual(['E']);
    // Printed half a hex off: an odd line's column 34 is not a hex of the West sheet alone.
    expect(onBoard(H('W3734'), W)).toBe(false);
  });

  it('AG 12.2: the reinforcement hexes all lie on the east edge', () => {
    const listed = ['W2533', 'W2333', 'W2434', 'W5933', 'W5234', 'W5333', 'W5434', ...labels(labelRun('W5634', 'W5834'))!];
    expect(listed.slice(-3)).toEqual(['W5634', 'W5733', 'W5834']);
    for (const l of listed) expect(edgesOf(H(l), W), l).toContain('E');
    // The pairs the rule joins with "and/or" are neighbours on the edge.
    expect(adjacent('W2333', 'W2434')).toBe(true);
    expect(adjacent('W5333', 'W5434')).toBe(true);
  });

  it('edge distance counts hexes to the nearest edge hex of the board in play (AG 5.45, AG 12.1 "3 hexes from an edge")', () => {
    expect(edgeDistance(H('W3901'), W)).toBe(0);
    expect(edgeDistance(H('W3904'), W)).toBe(3);
    expect(edgeDistance(H('W3834'), W)).toBe(0);
    expect(edgeDistance(H('W3831'), W)).toBe(3);
    expect(edgeDistance(H('W3834'), WE)).toBe(LAST_LINE - 38); // the north edge is nearer than the East sheet's east edge
    expect(edgeDistance(H('W0410'), W)).toBe(3); // from the south edge, line 01
    expect(edgeDistance(H('E3801'), W)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: GBOH_W_GRID.hexes.length - 1 }), (i) => {
        const h = GBOH_W_GRID.hexes[i];
        const d = edgeDistance(h, W)!;
        expect(d === 0).toBe(edgesOf(h, W).length > 0);
        expect(Math.min(...neighbours(h).map((n) => edgeDistance(n, W) ?? -1))).toBe(d === 0 ? -1 : d - 1);
      }),
    );
  });

  it('GB-DEP with AG 6.68: six cohorts stand unadjacent on the outer Rampart W5825…W5932, so that walkway is at least 11 hexes, longer than the straight 9', () => {
    // The straightest walkway from W5825 to W5932 has distance + 1 hexes; unadjacent hexes along a
    // walkway of n hexes number at most ⌈n/2⌉.
    const straight = distance(H('W5825'), H('W5932')) + 1;
    expect(straight).toBe(9);
    expect(Math.ceil(straight / 2)).toBeLessThan(6);
    expect(Math.ceil(11 / 2)).toBe(6);
  });

  it('AG 6.46: the water ditch W4723–W3704 runs 10 lines north–south but 19 columns west–east (a reading, not a straight N–S ditch)', () => {
    expect(lineOf(H('W4723')) - lineOf(H('W3704'))).toBe(10);
    expect(globalColumn(H('W4723')) - globalColumn(H('W3704'))).toBe(19);
    expect(distance(H('W4723'), H('W3704'))).toBe(24);
  });

  it('AG 11.0, 12.1: the named runs on lines 58–59 are straight: W5815–W5819 and W5915–W5918', () => {
    expect(labels(labelRun('W5915', 'W5918'))).toEqual(['W5915', 'W5916', 'W5917', 'W5918']);
    expect(labelRun('W5128', 'W5833')).toBeNull(); // the stone wall follows the map, not a line
  });

  it('neighbours and distance are the hex module\'s: six neighbours, distance symmetric and a metric', () => {
    const all = GBOH_GRID.hexes;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: all.length - 1 }), fc.integer({ min: 0, max: all.length - 1 }), (i, j) => {
        const a = all[i];
        const b = all[j];
        expect(distance(a, b)).toBe(distance(b, a));
        expect(neighbours(a).every((n) => distance(a, n) === 1)).toBe(true);
        // Within a line, distance is the column difference.
        if (lineOf(a) === lineOf(b)) expect(distance(a, b)).toBe(Math.abs(globalColumn(a) - globalColumn(b)));
      }),
    );
  });
});

describe('AG 12.3: how the East sheet joins the West sheet (a reading)', () => {
  it('E columns continue the West columns along the same lines', () => {
    expect(adjacent('W3834', 'E3801')).toBe(true); // even lines: whole hexes meet at the seam
    expect(dir('W3834', 'E3801')).toBe('E');
    expect(distance(H('W3733'), H('E3701'))).toBe(2); // odd lines: the seam hex between them
    const seam = H('W3734');
    expect(parseGbohLabel('E3700')).toEqual(seam);
    expect(isSeamHex(seam)).toBe(true);
    expect(sheetsOf(seam)).toEqual(['W', 'E']);
    expect(onBoard(seam, WE)).toBe(true);
    expect(onBoard(seam, ['E'])).toBe(false);
    expect(gbohLabel(seam)).toBe('W3734');
  });

  it('both sheets make 68 hexes in even lines and 67 in odd lines (seam included), one board with no gap', () => {
    for (const line of [FIRST_LINE, 40, 41, LAST_LINE]) {
      expect(GBOH_GRID.hexes.filter((h) => lineOf(h) === line).length).toBe(line % 2 ? 67 : 68);
    }
    // Every hex of the board is joined to the rest: a walk from W0101 reaches all of them.
    const keys = new Set(GBOH_GRID.hexes.map(hexKey));
    const seen = new Set([hexKey(GBOH_GRID.hexes[0])]);
    const todo = [GBOH_GRID.hexes[0]];
    while (todo.length) for (const n of neighbours(todo.pop()!)) if (keys.has(hexKey(n)) && !seen.has(hexKey(n))) { seen.add(hexKey(n)); todo.push(n); }
    expect(seen.size).toBe(keys.size);
  });

  it('the sortie and reinforcement hexes are the West sheet\'s edge only when it is played alone', () => {
    expect(edgesOf(H('W3834'), WE)).toEqual([]);
    expect(edgesOf(H('E3834'), WE)).toContain('E');
    expect(edgesOf(H('E3933'), WE)).toContain('E');
  });

  it('AG 6.43: E6206 is on the East sheet, north of the West sheet\'s Mont Réa lines, six columns past the join', () => {
    expect(sheetsOf(H('E6206'))).toEqual(['E']);
    expect(lineOf(H('E6206'))).toBeGreaterThan(lineOf(H('W5916')));
    expect(globalColumn(H('E6206'))).toBe(40);
  });
});

describe('the GBoH grid as a GridSpec (the same kind of definition as AC_GRID)', () => {
  it('is a pointy-top grid of 100-yard hexes', () => {
    expect(HEX_METRES).toBeCloseTo(91.44, 6);
    expect(GBOH_W_GRID.orientation).toBe('pointy');
    expect(GBOH_W_GRID.hexMetres).toBe(HEX_METRES);
    expect(GBOH_W_GRID.label(H('W3911'))).toBe('W3911');
    expect(GBOH_W_GRID.contains(H('W3911'))).toBe(true);
    expect(GBOH_W_GRID.contains(H('E3801'))).toBe(false);
    expect(GBOH_GRID.contains(H('E3801'))).toBe(true);
  });

  it('the plain placement: every hex centre falls in its own hex, neighbours 91.44 m apart, the seam of line 41 on the plateau middle', () => {
    for (const h of GBOH_GRID.hexes) expect(GBOH_GRID.fromMetres(GBOH_GRID.toMetres(h))).toEqual(h);
    const a = GBOH_W_GRID.toMetres(H('W3911'));
    const b = GBOH_W_GRID.toMetres(H('W4012'));
    expect(Math.hypot(a.e - b.e, a.n - b.n)).toBeCloseTo(HEX_METRES, 9);
    const o = GBOH_GRID.toMetres(H('W4134'));
    expect(o.e).toBeCloseTo(0, 9);
    expect(o.n).toBeCloseTo(0, 9);
    // North on the sheet is north on the ground.
    expect(GBOH_W_GRID.toMetres(H('W5916')).n).toBeGreaterThan(GBOH_W_GRID.toMetres(H('W2533')).n);
  });

  it('the plain placement puts the camps the seed names near the historical camps (research brief, ±1 km)', () => {
    const near = (l: string, e: number, n: number) => {
      const p = GBOH_GRID.toMetres(H(l));
      return Math.hypot(p.e - e, p.n - n);
    };
    expect(near('E6206', 1000, 2100)).toBeLessThan(1000); // the infantry camp outside the lines: camp C on Bussy
    expect(near('W3606', -2600, -200)).toBeLessThan(1000); // a cavalry camp in the plain: camp H
    expect(near('W5916', -1900, 1850)).toBeLessThan(1000); // "the Hill": camp D under Mont Réa
  });

  it('the shared derivation grids the ground with it: every hex of both sheets derived, under its printed label', () => {
    const d = deriveGrid(GBOH_GRID, GROUND);
    expect(d.hexes.size).toBe(GBOH_GRID.hexes.length);
    for (const x of d.hexes.values()) expect(x.label).toMatch(/^[WE]\d{4}$/);
    expect(d.hexes.get(hexKey(H('W3911')))!.label).toBe('W3911');
  });
});
