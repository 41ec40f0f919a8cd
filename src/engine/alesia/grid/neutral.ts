/**
 * The neutral derivation (issue 17 §1, "one neutral derivation, two vocabularies"): what any grid
 * laid over the ground of Alesia can read off it, in no game's terms.
 * - Per hex: its centre, the side of the Roman lines at the centre, its mean height in metres, and
 *   the share (0–1) of its area each areal feature covers (town, each hill's top and foot, each
 *   camp, the Gallic camp, each wood, the inside of each line's ring).
 * - Per linear feature (rivers, lines, the 20-foot ditch, wet ditches, the crest, camp walls, the
 *   Gallic wall and ditch): the hexes its course passes through (with the metres inside each), the
 *   hexsides it crosses going from hex to hex, and the hexsides it runs along from corner to corner.
 * - Per hexside: the features running along it and those crossing it.
 * Each game maps this to its own terms in its own folder (the 1983 board: restrictive rivers,
 * joints, bridges, Outer Works; GBoH: levels, walkways, Death Gardens, walls, gates, streams).
 *
 * Hex corners are found from hex centres (a corner is the mean of the centres of the three hexes
 * that meet there), so a grid that warps the ground (anchors) gets warped corners too.
 */
import { hexKey, type Hex } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import { hexsideBetween, hexsideKey, type HexsideKey } from '../../hex/hexside';
import { elevationMetres } from '../field/elevation';
import { closed, dist, distToCourse, inside, sample } from '../field/geometry';
import type { Ground, Pt } from '../field/types';
import type { Area, GridSpec } from './types';

export interface NeutralHex {
  hex: Hex;
  label: string;
  centre: Pt;
  /** Side of the Roman lines at the hex centre, from the town outwards. */
  area: Area;
  /** Mean height over the hex, in metres. */
  metres: number;
  /** Share of the hex's area each areal feature covers, by feature key (absent: none). */
  shares: Record<string, number>;
}

export type CourseKind = 'river' | 'line' | 'trench' | 'wet-ditch' | 'crest' | 'camp-wall' | 'gallic-wall' | 'gallic-ditch';

export interface NeutralCourse {
  /** The feature's id (`gallic-camp:wall`, `gallic-camp:ditch` for the Gallic works). */
  id: string;
  kind: CourseKind;
  /** Hexes the course passes through, in order (on the board or not), with the metres inside each. */
  path: { hex: Hex; metres: number }[];
  /** Hexsides between two board hexes that the course crosses from one to the other (and does not run along). */
  crosses: HexsideKey[];
  /** Hexsides between two board hexes that the course runs along, corner to corner. */
  along: HexsideKey[];
}

export interface NeutralGrid {
  spec: GridSpec;
  hexes: Map<string, NeutralHex>;
  courses: NeutralCourse[];
  /** For each hexside some course touches: the ids running along it and those crossing it. */
  hexsides: Map<HexsideKey, { along: string[]; crosses: string[] }>;
}

/** A course runs along a hexside when every point of it lies within this fraction of a hex width of the course. */
export const ALONG = 0.2;

/** The corner between a hex's neighbours in directions `d` and `d + 1`. */
function corner(spec: GridSpec, h: Hex, d: number): Pt {
  const a = spec.toMetres(h);
  const b = spec.toMetres(neighbour(h, d));
  const c = spec.toMetres(neighbour(h, (d + 1) % 6));
  return { e: (a.e + b.e + c.e) / 3, n: (a.n + b.n + c.n) / 3 };
}

/** The two ends of the hexside between `h` and its neighbour in direction `d`. */
function hexsideEnds(spec: GridSpec, h: Hex, d: number): [Pt, Pt] {
  return [corner(spec, h, (d + 5) % 6), corner(spec, h, d)];
}

/** Barycentric weights of 4 equal sub-triangles' centres: 24 equal-area sample points per hex. */
const SUB: readonly [number, number, number][] = [
  [2 / 3, 1 / 6, 1 / 6],
  [1 / 6, 2 / 3, 1 / 6],
  [1 / 6, 1 / 6, 2 / 3],
  [1 / 3, 1 / 3, 1 / 3],
];

function samplesOf(spec: GridSpec, h: Hex): Pt[] {
  const c = spec.toMetres(h);
  const corners = [0, 1, 2, 3, 4, 5].map((d) => corner(spec, h, d));
  const out: Pt[] = [];
  for (let i = 0; i < 6; i++) {
    const p = corners[i];
    const q = corners[(i + 1) % 6];
    for (const [x, y, z] of SUB) out.push({ e: x * c.e + y * p.e + z * q.e, n: x * c.n + y * p.n + z * q.n });
  }
  return out;
}

/** Which side of the Roman lines a ground point lies on, from the town outwards (both games' derivations). */
export function areaAt(g: Ground, p: Pt): Area {
  if (inside(p, g.town)) return 'town';
  const inner = g.lines.find((l) => l.kind === 'inner');
  const outer = g.lines.find((l) => l.kind === 'outer');
  if (inner && inside(p, inner.course)) return 'inside';
  if (outer && inside(p, outer.course)) return 'between';
  return 'outside';
}

/** The areal features of the ground, by key. */
function areals(g: Ground): [string, Pt[]][] {
  return [
    ['town', g.town],
    ...g.hills.flatMap((h): [string, Pt[]][] => [[`top:${h.id}`, h.top], [`foot:${h.id}`, h.foot]]),
    ...g.camps.map((c): [string, Pt[]] => [c.id, c.outline]),
    ...g.cavalryCamps.map((c): [string, Pt[]] => [c.id, c.outline]),
    [g.gallicCamp.id, g.gallicCamp.outline],
    ...g.forests.map((f): [string, Pt[]] => [f.id, f.outline]),
    ...g.lines.map((l): [string, Pt[]] => [`ring:${l.kind}`, l.course]),
  ];
}

/** The linear features of the ground, as courses. */
function linears(g: Ground): { id: string; kind: CourseKind; course: Pt[] }[] {
  return [
    ...g.rivers.map((r) => ({ id: r.id, kind: 'river' as const, course: r.course })),
    ...g.lines.map((l) => ({ id: l.id, kind: 'line' as const, course: l.course })),
    { id: g.trench.id, kind: 'trench', course: g.trench.course },
    ...g.wetDitches.map((w) => ({ id: w.id, kind: 'wet-ditch' as const, course: w.course })),
    { id: g.crest.id, kind: 'crest', course: g.crest.course },
    ...[...g.camps, ...g.cavalryCamps].map((c) => ({ id: c.id, kind: 'camp-wall' as const, course: closed(c.outline) })),
    { id: `${g.gallicCamp.id}:wall`, kind: 'gallic-wall', course: g.gallicCamp.wall },
    { id: `${g.gallicCamp.id}:ditch`, kind: 'gallic-ditch', course: g.gallicCamp.ditch },
  ];
}

/** The hexes a course passes through, in order, each adjacent to the next (through a corner: the nearer of the two hexes there). */
function pathOf(spec: GridSpec, course: readonly Pt[]): { hex: Hex; metres: number }[] {
  const pts = sample(course, spec.hexMetres / 20);
  const out: { hex: Hex; metres: number }[] = [];
  for (let i = 0; i < pts.length; i++) {
    const h = spec.fromMetres(pts[i]);
    const len = i === 0 ? 0 : dist(pts[i - 1], pts[i]);
    const last = out[out.length - 1];
    if (last && last.hex.q === h.q && last.hex.r === h.r) {
      last.metres += len;
      continue;
    }
    if (last && hexsideBetween(last.hex, h) === null) {
      const common = [0, 1, 2, 3, 4, 5].map((d) => neighbour(last.hex, d)).filter((n) => hexsideBetween(n, h) !== null);
      common.sort((a, b) => dist(spec.toMetres(a), pts[i]) - dist(spec.toMetres(b), pts[i]));
      if (common.length) out.push({ hex: common[0], metres: 0 });
    }
    out.push({ hex: h, metres: len });
  }
  return out;
}

export function neutralGrid(spec: GridSpec, g: Ground): NeutralGrid {
  const features = areals(g);
  const hexes = new Map<string, NeutralHex>();
  for (const h of spec.hexes) {
    const centre = spec.toMetres(h);
    const pts = samplesOf(spec, h);
    const shares: Record<string, number> = {};
    for (const [key, poly] of features) {
      const n = pts.filter((p) => inside(p, poly)).length;
      if (n > 0) shares[key] = n / pts.length;
    }
    const metres = pts.reduce((s, p) => s + elevationMetres(g, p), 0) / pts.length;
    hexes.set(hexKey(h), { hex: h, label: spec.label(h), centre, area: areaAt(g, centre), metres, shares });
  }

  const courses: NeutralCourse[] = [];
  const hexsides = new Map<HexsideKey, { along: string[]; crosses: string[] }>();
  const note = (k: HexsideKey, id: string, how: 'along' | 'crosses') => {
    const e = hexsides.get(k) ?? { along: [], crosses: [] };
    if (!e[how].includes(id)) e[how].push(id);
    hexsides.set(k, e);
  };
  const tol = ALONG * spec.hexMetres;
  for (const f of linears(g)) {
    const path = pathOf(spec, f.course);
    const along = new Set<HexsideKey>();
    for (const s of path) {
      if (!spec.contains(s.hex)) continue;
      for (let d = 0; d < 6; d++) {
        const n = neighbour(s.hex, d);
        if (!spec.contains(n)) continue;
        const [a, b] = hexsideEnds(spec, s.hex, d);
        const probe = [0, 0.25, 0.5, 0.75, 1].map((t) => ({ e: a.e + t * (b.e - a.e), n: a.n + t * (b.n - a.n) }));
        if (probe.every((p) => distToCourse(p, f.course) <= tol)) along.add(hexsideKey(s.hex, n));
      }
    }
    const crosses = new Set<HexsideKey>();
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1].hex;
      const b = path[i].hex;
      if (!spec.contains(a) || !spec.contains(b)) continue;
      const k = hexsideKey(a, b);
      if (!along.has(k)) crosses.add(k);
    }
    for (const k of along) note(k, f.id, 'along');
    for (const k of crosses) note(k, f.id, 'crosses');
    courses.push({ id: f.id, kind: f.kind, path, crosses: [...crosses], along: [...along] });
  }
  return { spec, hexes, courses, hexsides };
}
