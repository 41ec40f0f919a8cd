import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hex, hexEq, type Hex } from '../../hex/coords';
import { AC_GRID, acPixel } from '../../alesia-classic/map/grid';
import { GBOH_GRID, GBOH_W_GRID, HEX_METRES, PLAIN_WARP, parseGbohLabel } from '../../alesia-gboh/map/grid';
import {
  anchoredPlacement, anchorWarp, boardWarp, det, hexToPlane, minJacobian, planeBox, planeToFractionalHex, planeToHex,
  similarityWarp, type Anchor, type PlaneWarp,
} from './anchors';

const H = (l: string): Hex => parseGbohLabel(l)!;
const close = (a: { e: number; n: number }, b: { e: number; n: number }, tol: number) => Math.hypot(a.e - b.e, a.n - b.n) <= tol;

/** Anchors spread over the West sheet: the hexes the seed's facts name, from south to north. */
const W_ANCHOR_HEXES = ['W1832', 'W2721', 'W2918', 'W3220', 'W3310', 'W3606', 'W3911', 'W4510', 'W4617', 'W4914', 'W5022', 'W5214', 'W5714', 'W5916', 'W6427'];
const W_BOX = planeBox(GBOH_W_GRID.hexes);

/** Ground points for the anchors: the plain placement stretched north–south by `k` about the plateau, plus a jitter (metres). */
function squeezed(k: number, jitter: [number, number][] = []): Anchor[] {
  return W_ANCHOR_HEXES.map((l, i) => {
    const p = PLAIN_WARP.forward(hexToPlane(H(l)));
    const [de, dn] = jitter[i] ?? [0, 0];
    return { name: l, hex: H(l), at: { e: p.e + de, n: p.n * k + dn } };
  });
}

describe('the hex plane: hex units of both games’ grids', () => {
  it('puts a hex at x = q + r/2 hex widths east and y = −r·√3/2 north, the 1983 grid’s own layout turned north-up', () => {
    for (const h of AC_GRID.hexes.filter((_, i) => i % 37 === 0)) {
      const p = hexToPlane(h);
      expect(p.x).toBeCloseTo(acPixel(h).x, 12);
      expect(p.y).toBeCloseTo(-acPixel(h).y, 12);
    }
  });

  it('planeToHex inverts hexToPlane and finds the hex of any point inside it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 }), fc.double({ min: 0, max: 0.49, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (q, r, rad, t) => {
        const h = hex(q, r);
        const p = hexToPlane(h);
        const f = planeToFractionalHex(p);
        expect(f.q).toBeCloseTo(q, 9);
        expect(f.r).toBeCloseTo(r, 9);
        // Within the inscribed circle (radius ½ hex width) the point is in the hex.
        expect(planeToHex({ x: p.x + rad * Math.cos(t), y: p.y + rad * Math.sin(t) })).toEqual(h);
      }),
    );
  });
});

describe('warps from one and two anchors are similarities', () => {
  it('one anchor: a translation at the given scale and bearing; it needs the scale', () => {
    const a: Anchor = { name: 'a', hex: hex(3, -4), at: { e: 100, n: 200 } };
    expect(() => anchorWarp([a])).toThrow(RangeError);
    const w = anchorWarp([a], { scale: 91.44 });
    expect(w.kind).toBe('similarity');
    expect(close(w.forward(hexToPlane(a.hex)), a.at, 1e-9)).toBe(true);
    const b = w.forward(hexToPlane(hex(4, -4)));
    expect(b.e - 100).toBeCloseTo(91.44, 9);
    expect(b.n - 200).toBeCloseTo(0, 9);
  });

  it('two anchors: the similarity through both, inverse exact', () => {
    const anchors: Anchor[] = [
      { name: 'a', hex: hex(0, 0), at: { e: 10, n: 20 } },
      { name: 'b', hex: hex(10, -6), at: { e: 700, n: 900 } },
    ];
    const w = anchorWarp(anchors);
    for (const a of anchors) expect(close(w.forward(hexToPlane(a.hex)), a.at, 1e-9)).toBe(true);
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (x, y) => {
        const q = w.inverse(w.forward({ x, y }));
        expect(q.x).toBeCloseTo(x, 9);
        expect(q.y).toBeCloseTo(y, 9);
      }),
    );
    expect(() => similarityWarp({ x: 0, y: 0 }, { e: 0, n: 0 }, 0)).toThrow(RangeError);
  });
});

describe('the thin-plate-spline warp through three or more anchors', () => {
  it('refuses degenerate anchors (all on one line, or a hex pinned twice)', () => {
    const on = (q: number): Anchor => ({ name: `${q}`, hex: hex(q, 0), at: { e: q * 90, n: 0 } });
    expect(() => anchorWarp([on(0), on(5), on(9)], { frameMargin: 0 })).toThrow(RangeError);
    expect(() => anchorWarp([]).forward).toThrow(RangeError);
    const twice: Anchor[] = [
      { name: 'a', hex: hex(0, 0), at: { e: 0, n: 0 } },
      { name: 'b', hex: hex(8, -5), at: { e: 900, n: 400 } },
      { name: 'c', hex: hex(8, -5), at: { e: 950, n: 420 } },
    ];
    expect(() => anchorWarp(twice.slice(1))).toThrow(RangeError);
    expect(() => anchorWarp(twice)).toThrow(RangeError);
  });

  it('is identity-like: anchors that agree with the 1983 board’s placement give that placement back on every hex', () => {
    const pins = ['A1', 'A52', 'Z39', 'YY26', 'YY77', 'M20', 'MM60'].map((l) => AC_GRID.hexes.find((h) => AC_GRID.label(h) === l)!);
    const w = anchorWarp(pins.map((h) => ({ name: AC_GRID.label(h), hex: h, at: AC_GRID.toMetres(h) })), { domain: planeBox(AC_GRID.hexes) });
    expect(w.kind).toBe('tps');
    const place = anchoredPlacement(w, AC_GRID.hexes);
    for (const h of AC_GRID.hexes) {
      expect(close(place.toMetres(h), AC_GRID.toMetres(h), 1e-6)).toBe(true);
      expect(place.fromMetres(AC_GRID.toMetres(h))).toEqual(h);
    }
  });

  it('is identity-like on the GBoH West sheet too: anchors on the plain placement reproduce it', () => {
    const w = anchorWarp(squeezed(1), { domain: W_BOX });
    fc.assert(
      fc.property(fc.double({ min: W_BOX.minX, max: W_BOX.maxX, noNaN: true }), fc.double({ min: W_BOX.minY, max: W_BOX.maxY, noNaN: true }), (x, y) => {
        expect(close(w.forward({ x, y }), PLAIN_WARP.forward({ x, y }), 1e-6)).toBe(true);
      }),
    );
  });

  it('lands each anchored fact on its hex when the map squeezes the ground 15–45% north–south, with each anchor off that squeeze by up to half a hex', () => {
    const jit = fc.array(fc.tuple(fc.double({ min: -46, max: 46, noNaN: true }), fc.double({ min: -46, max: 46, noNaN: true })), { minLength: W_ANCHOR_HEXES.length, maxLength: W_ANCHOR_HEXES.length });
    fc.assert(
      fc.property(fc.double({ min: 1.15, max: 1.45, noNaN: true }), jit, (k, j) => {
        const anchors = squeezed(k, j);
        const w = boardWarp(anchors, GBOH_W_GRID.hexes);
        const place = anchoredPlacement(w, GBOH_W_GRID.hexes);
        for (const a of anchors) {
          expect(close(place.toMetres(a.hex), a.at, 1e-6)).toBe(true);
          expect(place.fromMetres(a.at)).toEqual(a.hex);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('spans both sheets: anchors on the West and East sheets (E6206 and a spread of East hexes) warp the whole board without folding', () => {
    const box = planeBox(GBOH_GRID.hexes);
    const labels = [...W_ANCHOR_HEXES, 'E6206', 'E5030', 'E4020', 'E3212', 'E2026', 'E1508'];
    const jit = fc.array(fc.tuple(fc.double({ min: -46, max: 46, noNaN: true }), fc.double({ min: -46, max: 46, noNaN: true })), { minLength: labels.length, maxLength: labels.length });
    fc.assert(
      fc.property(fc.double({ min: 1.15, max: 1.45, noNaN: true }), jit, (k, j) => {
        const anchors = labels.map((l, i) => {
          const p = PLAIN_WARP.forward(hexToPlane(H(l)));
          return { name: l, hex: H(l), at: { e: p.e + j[i][0], n: p.n * k + j[i][1] } };
        });
        const w = boardWarp(anchors, GBOH_GRID.hexes);
        expect(minJacobian(w, box, 1).min).toBeGreaterThan(0);
        const place = anchoredPlacement(w, GBOH_GRID.hexes);
        for (const a of anchors) expect(place.fromMetres(a.at)).toEqual(a.hex);
      }),
      { numRuns: 15 },
    );
  });

  // The anchors lie 3 or more hexes apart; each may stray half a hex from a smooth squeeze. (Two
  // anchors 3 hexes apart that disagree by 3 hexes can fold the warp: the last test shows the refusal.)
  it('never folds over the board: the Jacobian determinant stays positive, and east stays east, north stays north', () => {
    const jit = fc.array(fc.tuple(fc.double({ min: -46, max: 46, noNaN: true }), fc.double({ min: -46, max: 46, noNaN: true })), { minLength: W_ANCHOR_HEXES.length, maxLength: W_ANCHOR_HEXES.length });
    const pt = fc.record({ x: fc.double({ min: W_BOX.minX, max: W_BOX.maxX, noNaN: true }), y: fc.double({ min: W_BOX.minY, max: W_BOX.maxY, noNaN: true }) });
    fc.assert(
      fc.property(fc.double({ min: 1.15, max: 1.45, noNaN: true }), jit, fc.array(pt, { minLength: 20, maxLength: 20 }), (k, j, pts) => {
        const w = anchorWarp(squeezed(k, j), { domain: W_BOX });
        for (const p of pts) {
          const J = w.jacobian(p);
          expect(det(J)).toBeGreaterThan(0);
          expect(J.de_dx).toBeGreaterThan(0);
          expect(J.dn_dy).toBeGreaterThan(0);
        }
        expect(minJacobian(w, W_BOX, 1).min).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });

  it('its Jacobian is the derivative of the warp (checked by finite differences), so the inverse’s Newton steps are right', () => {
    const w = anchorWarp(squeezed(1.3, W_ANCHOR_HEXES.map((_, i) => [((i * 37) % 200) - 100, ((i * 53) % 200) - 100])), { domain: W_BOX });
    fc.assert(
      fc.property(fc.double({ min: W_BOX.minX, max: W_BOX.maxX, noNaN: true }), fc.double({ min: W_BOX.minY, max: W_BOX.maxY, noNaN: true }), (x, y) => {
        const h = 1e-5;
        const J = w.jacobian({ x, y });
        const fx1 = w.forward({ x: x + h, y });
        const fx0 = w.forward({ x: x - h, y });
        const fy1 = w.forward({ x, y: y + h });
        const fy0 = w.forward({ x, y: y - h });
        expect(J.de_dx).toBeCloseTo((fx1.e - fx0.e) / (2 * h), 3);
        expect(J.dn_dx).toBeCloseTo((fx1.n - fx0.n) / (2 * h), 3);
        expect(J.de_dy).toBeCloseTo((fy1.e - fy0.e) / (2 * h), 3);
        expect(J.dn_dy).toBeCloseTo((fy1.n - fy0.n) / (2 * h), 3);
      }),
    );
  });

  it('inverts exactly on the board and far off it (ground features run beyond the sheets)', () => {
    const w = anchorWarp(squeezed(1.3), { domain: W_BOX });
    fc.assert(
      fc.property(fc.double({ min: -9000, max: 9000, noNaN: true }), fc.double({ min: -9000, max: 9000, noNaN: true }), (e, n) => {
        const p = w.inverse({ e, n });
        expect(close(w.forward(p), { e, n }, 1e-6)).toBe(true);
      }),
    );
    const place = anchoredPlacement(w, GBOH_W_GRID.hexes);
    for (const h of GBOH_W_GRID.hexes) expect(hexEq(place.fromMetres(place.toMetres(h)), h)).toBe(true);
  });

  it('squeezes where the anchors say: a 1.3 stretch north–south makes one line ≈ 1.3 × 79 m of ground, west–east stays 91 m', () => {
    const w = anchorWarp(squeezed(1.3), { domain: W_BOX });
    const J = w.jacobian(hexToPlane(H('W4017')));
    expect(J.dn_dy).toBeCloseTo(1.3 * HEX_METRES, 6);
    expect(J.de_dx).toBeCloseTo(HEX_METRES, 6);
  });

  it('hands tracing its hex units: a ground course carried onto the hex plane passes the anchors’ hexes', () => {
    const anchors = squeezed(1.25, W_ANCHOR_HEXES.map(() => [40, -60]));
    const place = anchoredPlacement(anchorWarp(anchors, { domain: W_BOX }), GBOH_W_GRID.hexes);
    const course = place.toPlane(anchors.map((a) => a.at));
    course.forEach((p, i) => expect(planeToHex(p)).toEqual(anchors[i].hex));
  });

  it('refuses a warp that folds: two anchors with their ground points swapped', () => {
    const anchors = squeezed(1);
    const a = anchors.findIndex((x) => x.name === 'W3911');
    const b = anchors.findIndex((x) => x.name === 'W4617');
    [anchors[a].at, anchors[b].at] = [anchors[b].at, anchors[a].at];
    const w: PlaneWarp = anchorWarp(anchors, { domain: W_BOX });
    expect(minJacobian(w, W_BOX).min).toBeLessThan(0);
    expect(() => anchoredPlacement(w, GBOH_W_GRID.hexes)).toThrow(/folds/);
  });
});
