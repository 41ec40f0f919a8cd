/**
 * The reconstructed 1983 board against every fact the rules state about their map (AC 3.2, 7.4,
 * 8.3, 11.1, 24.1, 24.8, 25.5, App. E, FAQ 4, the designer's notes) — see docs/reconstruction.md.
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { AC_GROUND } from './groundPatch';
import { AC_GRID, acLabel, acPixel } from './grid';
import { acHex, acMap, distanceToTown, fortSiteAllowed, hexAt, keyHex, nbrs, rampartAlong, rampartBetween, romanSetupAllowed, type AcHex } from './map';
import { EDGE_HEXES, entryHexes } from './zones';

const all = (): AcHex[] => [...acMap().hexes.values()];
const edgeDistance = (h: Hex) => Math.min(...EDGE_HEXES.map((e) => distance(e, h)));

/** Hexes reachable from the town without stepping on a hex that `blocks`. */
function floodFromTown(blocks: (d: AcHex) => boolean): Set<string> {
  const seen = new Set<string>(acMap().townHexes.map(hexKey));
  const queue = [...acMap().townHexes];
  while (queue.length) {
    const h = queue.pop()!;
    for (const n of neighbours(h)) {
      const d = acHex(n);
      const k = hexKey(n);
      if (!d || seen.has(k) || blocks(d)) continue;
      seen.add(k);
      queue.push(n);
    }
  }
  return seen;
}

describe('the 1983 board as reconstructed', () => {
  it('AC 3.2 / 24.1: no fort site within 7 hexes of the town, and no Roman set-up in or next to it', () => {
    for (const d of all()) {
      const n = distanceToTown(d.hex);
      expect(fortSiteAllowed(d.hex), acLabel(d.hex)).toBe(n >= 8);
      expect(romanSetupAllowed(d.hex), acLabel(d.hex)).toBe(n >= 2);
    }
    expect(all().some((d) => distanceToTown(d.hex) === 7)).toBe(true);
  });

  it('lets the Roman follow the designer’s advice: forts on the river breaches of the lines, and on Mont Réa', () => {
    const breaches = all().filter((d) => d.rampartBridge && fortSiteAllowed(d.hex));
    expect(breaches.length).toBeGreaterThanOrEqual(6);
    const rea = all().filter((d) => d.elevation !== 'low' && acPixel(d.hex).x < 16 && d.hex.r < 12);
    expect(rea.filter((d) => fortSiteAllowed(d.hex)).length).toBeGreaterThan(20);
  });

  it('AC 7.4: the camp south-east of Mont Réa is the only camp joined to the perimeters, at exactly three joints', () => {
    const joints = all().filter((d) => d.joint);
    expect(joints.length).toBe(3);
    expect(new Set(joints.map((d) => d.camp))).toEqual(new Set(['camp-d']));
    const camp = AC_GROUND.camps.find((c) => c.id === 'camp-d')!;
    const rea = AC_GROUND.hills.find((h) => h.id === 'rea')!;
    const cx = camp.outline.reduce((s, p) => s + p.e, 0) / 4;
    const cn = camp.outline.reduce((s, p) => s + p.n, 0) / 4;
    const rx = rea.top.reduce((s, p) => s + p.e, 0) / rea.top.length;
    const rn = rea.top.reduce((s, p) => s + p.n, 0) / rea.top.length;
    expect(cx).toBeGreaterThan(rx); // east of the summit
    expect(cn).toBeLessThan(rn); // and south of it
    for (const d of all()) if (d.camp && d.camp !== 'camp-d') expect(d.line, acLabel(d.hex)).toBeUndefined();
  });

  it('AC FAQ 4: exactly one river hex carries a rampart that does not cross the river — the camp on the river', () => {
    const beside = all().filter((d) => d.river && d.rampart && !d.rampartBridge);
    expect(beside.map((d) => acLabel(d.hex))).toHaveLength(1);
    expect(beside[0].camp).toBe('camp-d');
  });

  it('AC 24.8 / 25.5: rivers breach both lines at several points, each a rampart bridge', () => {
    for (const line of ['inner', 'outer'] as const) {
      const bridges = all().filter((d) => d.rampartBridge && d.line === line);
      // Group bridge hexes into crossings (adjacent bridge hexes are one crossing).
      const groups: AcHex[][] = [];
      for (const b of bridges) {
        const g = groups.find((x) => x.some((y) => distance(y.hex, b.hex) <= 1));
        if (g) g.push(b);
        else groups.push([b]);
      }
      expect(groups.length, line).toBeGreaterThanOrEqual(4);
    }
  });

  it('App. E: the confluences are fork hexes lying on three branches, each shared with the river hexes flowing into it', () => {
    const forks = all().filter((d) => (d.river?.branches.length ?? 0) >= 3);
    expect(forks.length).toBe(3);
    for (const f of forks) {
      const wet = neighbours(f.hex).map(acHex).filter((n) => n?.river?.restrictive);
      const shared = new Set(f.river!.branches.filter((b) => wet.some((n) => n!.river!.branches.includes(b))));
      expect(shared.size, acLabel(f.hex)).toBe(3);
    }
  });

  it('AC 8.3: some hexes only clip a stream, and those do not restrict movement', () => {
    const clipped = all().filter((d) => d.river && !d.river.restrictive);
    expect(clipped.length).toBeGreaterThan(3);
    for (const d of clipped) expect(d.river!.branches.length).toBeGreaterThan(0);
  });

  it('both perimeters are closed rings with camp D: from the town no path avoiding their ramparts reaches the edge', () => {
    const inner = floodFromTown((d) => (d.rampart !== undefined && d.line === 'inner') || d.camp === 'camp-d');
    const outer = floodFromTown((d) => (d.rampart !== undefined && d.line === 'outer') || d.camp === 'camp-d');
    for (const e of EDGE_HEXES) {
      expect(inner.has(hexKey(e)), `inner ring leaks at ${acLabel(e)}`).toBe(false);
      expect(outer.has(hexKey(e)), `outer ring leaks at ${acLabel(e)}`).toBe(false);
    }
    // …and every perimeter rampart hex is joined to the next along a rampart hexside.
    for (const d of all()) {
      if (d.rampart !== 'perimeter') continue;
      const joined = neighbours(d.hex).filter((n) => rampartAlong(d.hex, n));
      expect(joined.length, acLabel(d.hex)).toBeGreaterThanOrEqual(1);
    }
  });

  it('designer’s notes: some outer rampart hexes are beyond the first-turn reach of Gallic infantry (MF 6, 1 to enter), others within it', () => {
    const outer = all().filter((d) => d.rampart && d.line === 'outer');
    expect(outer.some((d) => edgeDistance(d.hex) >= 8)).toBe(true);
    expect(outer.some((d) => edgeDistance(d.hex) <= 5)).toBe(true);
  });

  it('play reports: units entering from zone I cannot reach the Outer Works in their first turn', () => {
    const fromI = entryHexes('I');
    for (const d of all()) if (d.outerWorks) expect(Math.min(...fromI.map((e) => distance(e, d.hex))), acLabel(d.hex)).toBeGreaterThanOrEqual(6);
  });

  it('puts the Outer Works in front of each line: inside the inner ring, outside the outer one, never on Mont Réa’s camp', () => {
    const ow = all().filter((d) => d.outerWorks);
    expect(ow.length).toBeGreaterThan(150);
    for (const d of ow) {
      expect(d.area, acLabel(d.hex)).toBe(d.outerWorks === 'inner' ? 'inside' : 'outside');
      expect(d.rampart).toBeUndefined();
    }
    // Mont Réa's sector has no obstacle belt next to camp D's outer faces.
    const campD = all().filter((d) => d.camp === 'camp-d');
    const outsideD = campD.flatMap((d) => neighbours(d.hex)).map(acHex).filter((n) => n && n.area === 'outside' && !n.rampart);
    expect(outsideD.length).toBeGreaterThan(0);
    expect(outsideD.filter((n) => n!.outerWorks).length).toBeLessThan(outsideD.length / 2);
  });

  it('places Mont Réa in the north-west corner and the town in the middle, around Z39', () => {
    const top = all().filter((d) => d.elevation === 'top' && d.area !== 'town' && acPixel(d.hex).x < 20 && d.hex.r < 15);
    expect(top.length).toBeGreaterThan(10);
    for (const d of top) expect(edgeDistance(d.hex)).toBeLessThanOrEqual(12);
    const z39 = AC_GRID.fromMetres({ e: 0, n: 0 });
    expect(acLabel(z39)).toBe('Z39');
    expect(acHex(z39)!.area).toBe('town');
    expect(acMap().townHexes.length).toBeGreaterThan(40);
  });

  it('runs the Isolated Trench from river to river across the plain, between the town and the inner line', () => {
    const trench = all().filter((d) => d.trench);
    expect(trench.length).toBeGreaterThan(8);
    for (const d of trench) expect(d.area, acLabel(d.hex)).toBe('inside');
    const north = trench.reduce((a, b) => (a.hex.r < b.hex.r ? a : b));
    const south = trench.reduce((a, b) => (a.hex.r > b.hex.r ? a : b));
    for (const end of [north, south]) expect([end, ...neighbours(end.hex).map(acHex)].some((n) => n?.river), acLabel(end.hex)).toBe(true);
  });
  it('AC 3.1: a hex’s neighbours are the grid’s six less those off the board; hexes are found by key', () => {
    const sizes = new Set<number>();
    for (const d of all()) {
      const k = hexKey(d.hex);
      const want = neighbours(d.hex).filter((n) => acHex(n)).map(hexKey);
      expect(nbrs(k), acLabel(d.hex)).toEqual(want);
      expect(nbrs(k), acLabel(d.hex)).toBe(nbrs(k)); // worked out once: the same list each time (the hot path)
      sizes.add(want.length);
      expect(hexAt(k)).toBe(d);
      expect(keyHex(k)).toEqual(parseHexKey(k));
      expect(keyHex(k)).toBe(keyHex(k));
    }
    // Inside the board six neighbours; along its edges fewer (the corners two or three).
    expect(Math.max(...sizes)).toBe(6);
    expect(Math.min(...sizes)).toBeLessThanOrEqual(3);
    expect(nbrs(hexKey(AC_GRID.fromMetres({ e: 0, n: 0 })))).toHaveLength(6);
    expect(hexAt('999,999')).toBeUndefined();
  });

  it('AC App. A / 25.2: the rampart between two adjacent hexes is the one along their hexside, the same both ways', () => {
    let sides = 0;
    const kinds = new Set<string>();
    for (const d of all()) {
      const a = hexKey(d.hex);
      for (const b of nbrs(a)) {
        const r = rampartBetween(a, b);
        expect(r, `${acLabel(d.hex)}|${acLabel(parseHexKey(b))}`).toBe(rampartAlong(d.hex, parseHexKey(b)));
        expect(rampartBetween(b, a)).toBe(r);
        if (r) { sides++; kinds.add(r); }
      }
    }
    expect(sides).toBe(2 * acMap().rampartSides.size);
    expect(kinds).toEqual(new Set(['camp', 'perimeter']));
    const z39 = hexKey(AC_GRID.fromMetres({ e: 0, n: 0 }));
    expect(rampartBetween(z39, '999,999')).toBeUndefined();
    expect(rampartAlong(AC_GRID.fromMetres({ e: 0, n: 0 }), { q: 0, r: 0 })).toBeUndefined();
  });

  it('AC 9.3 / 11.1: the wall is the town’s rim, and the edge hexes open on their zones', () => {
    const town = new Set(acMap().townHexes.map(hexKey));
    for (const d of all()) {
      const rim = d.area === 'town' && neighbours(d.hex).some((n) => !town.has(hexKey(n)));
      expect(!!d.wall, acLabel(d.hex)).toBe(rim);
    }
    expect(all().filter((d) => d.wall).length).toBeGreaterThan(10);
    expect(all().filter((d) => d.area === 'town' && !d.wall).length).toBeGreaterThan(10);
    const edge = new Set(EDGE_HEXES.map(hexKey));
    for (const d of all()) expect((d.edge?.length ?? 0) > 0, acLabel(d.hex)).toBe(edge.has(hexKey(d.hex)));
  });
});
