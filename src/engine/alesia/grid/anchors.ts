/**
 * A hex grid laid on the ground of Alesia by ANCHORS: named hexes pinned to ground points, with a
 * smooth warp in between, so that a printed map that squeezes or stretches the ground (the GBoH
 * sheets are ≈15–30% shorter north–south than the ground) still lands every anchored fact on its hex.
 * Shared by both Alesia games; docs/reconstruction/gboh-grid.md explains the method.
 *
 * Two frames:
 * - the HEX PLANE, in hex units: `x` hex widths (across the flats) east, `y` hex widths north, of a
 *   pointy-top grid whose axial `r` grows southwards (both games' grids). A hex centre is
 *   `x = q + r/2`, `y = −r·√3/2`. Tracing and every distance on a board work here;
 * - the GROUND, in metres (`e` east, `n` north; ../field/types.ts).
 *
 * The warp (hex plane → ground) is chosen by the number of anchors:
 * - one anchor: a translation at a given scale (metres per hex width) and bearing;
 * - two: the similarity (scale, rotation, translation) through both;
 * - three or more: a thin-plate spline (TPS). It is exact at every anchor, has the least bending
 *   energy of all smooth maps exact at the anchors (it is C¹ everywhere, C^∞ away from them), and reproduces an affine
 *   map exactly, so anchors that agree with a plain grid give that plain grid back. A ring of frame
 *   pins around the board, pinned to the anchors' least-squares affine fit, keeps the far field
 *   affine, so the inverse is defined for every ground point a derivation asks about (features run
 *   off the board) and the warp cannot fold far from the anchors.
 * Inverse-distance weighting was rejected: Shepard weights make the warp's derivative vanish at
 * every anchor (a local "flat spot" that crowds hexes there) and are only C⁰ in the weights' sum.
 *
 * The warp is checked, not trusted: `minJacobian` samples its Jacobian determinant over a region; a
 * positive minimum means no folding (each small piece of hex plane keeps its orientation on the
 * ground). `anchoredPlacement` refuses a warp that folds over the board.
 */
import { round, type Hex } from '../../hex/coords';
import type { Pt } from '../field/types';

/** A point of the hex plane: hex widths east (`x`) and north (`y`). */
export interface PlanePt {
  x: number;
  y: number;
}

const ROW = Math.sqrt(3) / 2;

/** The centre of a hex on the hex plane (a fractional hex gives the point in between). */
export function hexToPlane(h: Hex): PlanePt {
  return { x: h.q + h.r / 2, y: -h.r * ROW + 0 };
}

/** The fractional hex at a point of the hex plane: the exact inverse of `hexToPlane`. */
export function planeToFractionalHex(p: PlanePt): Hex {
  const r = -p.y / ROW;
  return { q: p.x - r / 2, r };
}

/** The hex whose area holds a point of the hex plane. */
export function planeToHex(p: PlanePt): Hex {
  return round(planeToFractionalHex(p));
}

/** A named hex pinned to a ground point. */
export interface Anchor {
  /** What fact pins it, e.g. "W3911: outer Rampart in the plain". */
  name: string;
  hex: Hex;
  at: Pt;
  /** Why this ground point: the source and what was guessed. */
  note?: string;
}

/** The partial derivatives of the warp at a point: metres per hex width. */
export interface Jacobian {
  de_dx: number;
  de_dy: number;
  dn_dx: number;
  dn_dy: number;
}

export interface PlaneWarp {
  /** Which method: 'similarity' (one or two anchors) or 'tps'. */
  kind: 'similarity' | 'tps';
  forward(p: PlanePt): Pt;
  inverse(m: Pt): PlanePt;
  jacobian(p: PlanePt): Jacobian;
}

export const det = (j: Jacobian): number => j.de_dx * j.dn_dy - j.de_dy * j.dn_dx;

/** A similarity: plane point `from` lands on ground point `to`, `scale` metres per hex width, turned `deg` counter-clockwise. */
export function similarityWarp(from: PlanePt, to: Pt, scale: number, deg = 0): PlaneWarp {
  if (!(scale > 0)) throw new RangeError(`scale must be positive: ${scale}`);
  const t = (deg * Math.PI) / 180;
  const a = scale * Math.cos(t);
  const b = scale * Math.sin(t);
  const jac: Jacobian = { de_dx: a, de_dy: -b, dn_dx: b, dn_dy: a };
  const k = a * a + b * b;
  return {
    kind: 'similarity',
    forward: (p) => {
      const x = p.x - from.x;
      const y = p.y - from.y;
      return { e: to.e + a * x - b * y, n: to.n + b * x + a * y };
    },
    inverse: (m) => {
      const e = m.e - to.e;
      const n = m.n - to.n;
      return { x: from.x + (a * e + b * n) / k, y: from.y + (-b * e + a * n) / k };
    },
    jacobian: () => ({ ...jac }),
  };
}

/** Solves `M x = B` (B with several columns) by Gaussian elimination with partial pivoting. */
function solve(M: number[][], B: number[][]): number[][] {
  const n = M.length;
  const a = M.map((row, i) => [...row, ...B[i]]);
  const w = a[0].length;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    if (Math.abs(a[p][c]) < 1e-12) throw new RangeError('anchors are degenerate (collinear or repeated)');
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      if (f === 0) continue;
      for (let k = c; k < w; k++) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((row, i) => row.slice(n).map((v) => v / a[i][i]));
}

/** The least-squares affine map through plane → ground pairs: [[e0, ex, ey], [n0, nx, ny]]. */
function affineFit(ps: readonly PlanePt[], ms: readonly Pt[]): [number[], number[]] {
  const A = [[0, 0, 0], [0, 0, 0], [0, 0, 0]];
  const B = [[0, 0], [0, 0], [0, 0]];
  ps.forEach((p, i) => {
    const v = [1, p.x, p.y];
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) A[r][c] += v[r] * v[c];
      B[r][0] += v[r] * ms[i].e;
      B[r][1] += v[r] * ms[i].n;
    }
  });
  const s = solve(A, B);
  return [s.map((r) => r[0]), s.map((r) => r[1])];
}

/** The TPS kernel r² ln r, written with the squared distance. */
const U = (d2: number): number => (d2 === 0 ? 0 : 0.5 * d2 * Math.log(d2));

/** A rectangle of the hex plane. */
export interface PlaneBox {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

export interface WarpOptions {
  /** Metres per hex width, for a single anchor. */
  scale?: number;
  /** Bearing of the plane's x axis on the ground, degrees counter-clockwise from east, for a single anchor. */
  deg?: number;
  /** The board on the hex plane (default: the anchors' bounding box). Frame pins ring it. */
  domain?: PlaneBox;
  /** Frame pins at this many hex widths outside the domain (default: half its larger side). 0: no frame. */
  frameMargin?: number;
}

/** The warp through `anchors` (see the header for the method). Throws on degenerate anchors. */
export function anchorWarp(anchors: readonly Anchor[], opts: WarpOptions = {}): PlaneWarp {
  const ps = anchors.map((a) => hexToPlane(a.hex));
  const ms = anchors.map((a) => a.at);
  if (anchors.length === 0) throw new RangeError('no anchors');
  if (anchors.length === 1) {
    if (opts.scale === undefined) throw new RangeError('one anchor needs a scale');
    return similarityWarp(ps[0], ms[0], opts.scale, opts.deg ?? 0);
  }
  if (anchors.length === 2) {
    const dx = ps[1].x - ps[0].x;
    const dy = ps[1].y - ps[0].y;
    const de = ms[1].e - ms[0].e;
    const dn = ms[1].n - ms[0].n;
    const len = Math.hypot(dx, dy);
    if (len === 0) throw new RangeError('anchors are degenerate (repeated hex)');
    const scale = Math.hypot(de, dn) / len;
    const deg = ((Math.atan2(dn, de) - Math.atan2(dy, dx)) * 180) / Math.PI;
    return similarityWarp(ps[0], ms[0], scale, deg);
  }
  const [ae, an] = affineFit(ps, ms);
  const aff = (p: PlanePt): Pt => ({ e: ae[0] + ae[1] * p.x + ae[2] * p.y, n: an[0] + an[1] * p.x + an[2] * p.y });
  const box = opts.domain ?? {
    minX: Math.min(...ps.map((p) => p.x)), maxX: Math.max(...ps.map((p) => p.x)),
    minY: Math.min(...ps.map((p) => p.y)), maxY: Math.max(...ps.map((p) => p.y)),
  };
  const margin = opts.frameMargin ?? Math.max(box.maxX - box.minX, box.maxY - box.minY) / 2;
  const pts = [...ps];
  const vals = [...ms];
  if (margin > 0) {
    // Twelve pins on the ring: corners, and two more on each side.
    const x0 = box.minX - margin, x1 = box.maxX + margin, y0 = box.minY - margin, y1 = box.maxY + margin;
    for (const [fx, fy] of [[0, 0], [1, 0], [0, 1], [1, 1], [1 / 3, 0], [2 / 3, 0], [1 / 3, 1], [2 / 3, 1], [0, 1 / 3], [0, 2 / 3], [1, 1 / 3], [1, 2 / 3]]) {
      const p = { x: x0 + fx * (x1 - x0), y: y0 + fy * (y1 - y0) };
      pts.push(p);
      vals.push(aff(p));
    }
  }
  // [K P; Pᵀ 0] [w; a] = [v; 0]
  const n = pts.length;
  const M: number[][] = [];
  for (let i = 0; i < n; i++) {
    const row: number[] = [];
    for (let j = 0; j < n; j++) row.push(U((pts[i].x - pts[j].x) ** 2 + (pts[i].y - pts[j].y) ** 2));
    row.push(1, pts[i].x, pts[i].y);
    M.push(row);
  }
  M.push([...pts.map(() => 1), 0, 0, 0], [...pts.map((p) => p.x), 0, 0, 0], [...pts.map((p) => p.y), 0, 0, 0]);
  const B = [...vals.map((v) => [v.e, v.n]), [0, 0], [0, 0], [0, 0]];
  const sol = solve(M, B);
  const we = sol.slice(0, n).map((r) => r[0]);
  const wn = sol.slice(0, n).map((r) => r[1]);
  const [e0, ex, ey] = sol.slice(n).map((r) => r[0]);
  const [n0, nx, ny] = sol.slice(n).map((r) => r[1]);

  const forward = (p: PlanePt): Pt => {
    let e = e0 + ex * p.x + ey * p.y;
    let nn = n0 + nx * p.x + ny * p.y;
    for (let i = 0; i < n; i++) {
      const u = U((p.x - pts[i].x) ** 2 + (p.y - pts[i].y) ** 2);
      e += we[i] * u;
      nn += wn[i] * u;
    }
    return { e, n: nn };
  };
  const jacobian = (p: PlanePt): Jacobian => {
    const j = { de_dx: ex, de_dy: ey, dn_dx: nx, dn_dy: ny };
    for (let i = 0; i < n; i++) {
      const dx = p.x - pts[i].x;
      const dy = p.y - pts[i].y;
      const d2 = dx * dx + dy * dy;
      if (d2 === 0) continue;
      const g = Math.log(d2) + 1; // d/dr (r² ln r) / r
      j.de_dx += we[i] * g * dx;
      j.de_dy += we[i] * g * dy;
      j.dn_dx += wn[i] * g * dx;
      j.dn_dy += wn[i] * g * dy;
    }
    return j;
  };
  // Inverse: Newton's method from the affine fit's inverse, with step halving.
  const adet = ae[1] * an[2] - ae[2] * an[1];
  const inverse = (m: Pt): PlanePt => {
    const de = m.e - ae[0];
    const dn = m.n - an[0];
    let p = { x: (an[2] * de - ae[2] * dn) / adet, y: (-an[1] * de + ae[1] * dn) / adet };
    let f = forward(p);
    let err = Math.hypot(f.e - m.e, f.n - m.n);
    for (let it = 0; it < 60 && err > 1e-7; it++) {
      const j = jacobian(p);
      const d = det(j);
      if (!(Math.abs(d) > 0)) break;
      const re = m.e - f.e;
      const rn = m.n - f.n;
      const sx = (j.dn_dy * re - j.de_dy * rn) / d;
      const sy = (-j.dn_dx * re + j.de_dx * rn) / d;
      let t = 1;
      for (let k = 0; k < 30; k++, t /= 2) {
        const q = { x: p.x + t * sx, y: p.y + t * sy };
        const g = forward(q);
        const e2 = Math.hypot(g.e - m.e, g.n - m.n);
        if (e2 < err) {
          p = q;
          f = g;
          err = e2;
          break;
        }
      }
    }
    if (err > 1e-6) throw new Error(`warp inverse did not converge at (${m.e}, ${m.n}): ${err} m off`);
    return p;
  };
  return { kind: 'tps', forward, inverse, jacobian };
}

/** The smallest Jacobian determinant of the warp over a lattice of points `step` hex widths apart in `box` (edges included). */
export function minJacobian(warp: PlaneWarp, box: PlaneBox, step = 0.5): { min: number; at: PlanePt } {
  let min = Infinity;
  let at: PlanePt = { x: box.minX, y: box.minY };
  const nx = Math.max(1, Math.ceil((box.maxX - box.minX) / step));
  const ny = Math.max(1, Math.ceil((box.maxY - box.minY) / step));
  for (let i = 0; i <= nx; i++) for (let k = 0; k <= ny; k++) {
    const p = { x: box.minX + ((box.maxX - box.minX) * i) / nx, y: box.minY + ((box.maxY - box.minY) * k) / ny };
    const d = det(warp.jacobian(p));
    if (d < min) {
      min = d;
      at = p;
    }
  }
  return { min, at };
}

/** The bounding box of some hexes on the hex plane, grown by `pad` hex widths (default: one hex, to cover their areas). */
export function planeBox(hexes: readonly Hex[], pad = 1): PlaneBox {
  const ps = hexes.map(hexToPlane);
  return {
    minX: Math.min(...ps.map((p) => p.x)) - pad, maxX: Math.max(...ps.map((p) => p.x)) + pad,
    minY: Math.min(...ps.map((p) => p.y)) - pad, maxY: Math.max(...ps.map((p) => p.y)) + pad,
  };
}

/** The warp through `anchors` for a board: the frame pins ring the board's hexes. */
export function boardWarp(anchors: readonly Anchor[], hexes: readonly Hex[], opts: Omit<WarpOptions, 'domain'> = {}): PlaneWarp {
  return anchorWarp(anchors, { ...opts, domain: planeBox(hexes) });
}

/** Hex → ground and ground → hex through a warp, for a `GridSpec`. */
export interface Placement {
  warp: PlaneWarp;
  toMetres(h: Hex): Pt;
  fromMetres(p: Pt): Hex;
  /** A ground polyline carried onto the hex plane, for tracing in hex units. */
  toPlane(course: readonly Pt[]): PlanePt[];
}

/**
 * The placement of a board through a warp. Throws if the warp folds anywhere over the board's
 * hexes (its Jacobian determinant is not positive), since then two hexes could claim one ground point.
 */
export function anchoredPlacement(warp: PlaneWarp, hexes: readonly Hex[]): Placement {
  const box = planeBox(hexes);
  const { min, at } = minJacobian(warp, box);
  if (!(min > 0)) throw new RangeError(`the warp folds over the board near plane point (${at.x.toFixed(1)}, ${at.y.toFixed(1)})`);
  return {
    warp,
    toMetres: (h) => warp.forward(hexToPlane(h)),
    fromMetres: (p) => planeToHex(warp.inverse(p)),
    toPlane: (course) => course.map((p) => warp.inverse(p)),
  };
}
