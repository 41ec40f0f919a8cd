/**
 * The major rivers of Gaul, drawn on the map for recognition only.
 *
 * The rules of Bellum Gallicum II give no river any effect except the Rhine (BG 3.3.3: "the only
 * river on the map to affect movement"), which the map data already draws along the region
 * borders (GEOMETRY.rhine). Every other river here is DECORATION and RECONSTRUCTED: the rules
 * text does not show the printed map, so each course was drawn from the real river (rounded
 * longitude/latitude of its source, the towns on it and its mouth, projected like the rest of the
 * map). Where the region partition (docs/reconstruction/map.md) already runs a border along a
 * river, the course goes through the very same border vertices (named by their id), so the river
 * and the border coincide. An owner of the printed map can correct a course by editing its points;
 * docs/reconstruction.md ("Rivers") says how they were drawn.
 */
import { MAP_VERTICES, project, REGION_CYCLES } from '../../../engine/bellum/data/geometry';
import type { Point } from '../../../engine/bellum/data/types';

/** A point of a course: [lon, lat] in degrees, or the id of a map vertex (a border point). */
type CoursePoint = readonly [number, number] | string;

export interface RiverData {
  id: string;
  /** Latin name as Caesar or the Roman geographers give it. */
  latin: string;
  modern: string;
  /** The course from source (or the edge of the map) to mouth or confluence. */
  course: readonly CoursePoint[];
  /** Always true: no river course is given by the rules text. */
  reconstructed: true;
  /** What the course follows. */
  note: string;
}

const R = (id: string, latin: string, modern: string, note: string, course: CoursePoint[]): RiverData => ({ id, latin, modern, course, reconstructed: true, note });

export const RIVERS: readonly RiverData[] = [
  R('liger', 'Liger', 'Loire', 'Border of Bituriges/Carnutes (Orléans–Blois) and Veneti/Pictones (Ancenis–mouth); through the Aedui (Forez) and the Pictones (Touraine, Anjou).', [
    [4.22, 44.84], [4.0, 45.05], [4.1, 45.35], [4.2, 45.65], [4.08, 46.03], [3.98, 46.48], [3.46, 46.83], 'ba1', 'cosne', 'gien', 'cb1', 'blois',
    [0.98, 47.4], [0.69, 47.39], [0.2, 47.25], [-0.08, 47.26], [-0.55, 47.38], 'ancenis', 'pv1', 'loire-mouth',
  ]),
  R('elaver', 'Elaver', 'Allier', 'Through the Arverni, then the Bituriges/Aedui border to the Loire at Nevers.', [
    [3.85, 44.62], [3.5, 45.05], [3.38, 45.3], [3.25, 45.55], [3.3, 45.85], [3.38, 46.12], 'aab', 'ba1',
  ]),
  R('sequana', 'Sequana', 'Seine', 'From the Lingones through the Senones (Paris); Bellovaci/Venelli border below the Eure.', [
    [4.72, 47.49], [4.58, 47.85], [4.38, 48.1], [4.08, 48.3], [3.73, 48.52], [3.4, 48.48], [2.95, 48.38], [2.66, 48.54], [2.35, 48.86],
    [2.2, 48.93], [2.09, 49.0], [1.72, 48.99], [1.5, 49.08], 'eure', 'vb1', 'seine-mouth',
  ]),
  R('icauna', 'Icauna', 'Yonne', 'From the Morvan (Aedui) past Agedincum (Sens) to the Seine.', [
    [3.96, 47.1], [3.65, 47.32], [3.52, 47.5], [3.57, 47.8], [3.4, 47.98], [3.28, 48.2], [2.95, 48.38],
  ]),
  R('matrona', 'Matrona', 'Marne', 'Caesar names the Marne and Seine as the border of the Belgae (BG I.1); here the Suessiones/Senones border.', [
    [5.27, 47.92], [5.14, 48.1], [5.0, 48.45], [4.95, 48.64], [4.58, 48.72], [4.36, 48.96], [3.95, 49.04], 'marne', 'ss1', [2.6, 48.88], [2.42, 48.82],
  ]),
  R('axona', 'Axona', 'Aisne', 'Through the Remi (Bibrax, Caesar’s camp of 57) and the Suessiones to the Oise.', [
    [5.0, 49.0], [4.75, 49.35], [4.37, 49.51], [3.9, 49.42], 'sr1', [3.3, 49.4], [2.83, 49.42],
  ]),
  R('isara', 'Isara', 'Oise', 'From the Thiérache corner past Noyon to the Seine.', [
    [4.2, 49.98], 'thierache', [3.2, 49.62], [3.0, 49.56], [2.83, 49.42], [2.47, 49.26], [2.09, 49.0],
  ]),
  R('samara', 'Samara', 'Somme', 'Through the Ambiani past Samarobriva (Amiens).', [
    [3.35, 49.87], [2.95, 49.93], [2.62, 49.93], [2.3, 49.9], [1.83, 50.1], 'a-c1',
  ]),
  R('scaldis', 'Scaldis', 'Scheldt', 'Along the Atrebates/Nervii border, then through the Nervii and Menapii.', [
    [3.3, 49.98], [3.23, 50.17], [3.52, 50.36], [3.39, 50.6], [3.72, 51.05], [4.3, 51.22], [3.9, 51.36], 'm-c2',
  ]),
  R('sabis', 'Sabis', 'Sambre', 'Nervii/Eburones border at Charleroi; the battle of 57 was fought on it (BG II.16–27).', [
    [3.8, 50.0], [3.97, 50.28], [4.2, 50.35], 'ne1', [4.65, 50.45], [4.87, 50.47],
  ]),
  R('mosa', 'Mosa', 'Meuse', 'From the Leuci (Lingones) through the Mediomatrici (Verdun), Remi and Eburones to the Rhine delta.', [
    [5.6, 47.95], [5.7, 48.35], [5.6, 48.76], [5.38, 49.16], [5.1, 49.5], [4.94, 49.7], [4.72, 49.8], [4.83, 50.14], [4.87, 50.47], [5.3, 50.55],
    [5.57, 50.63], [5.69, 50.85], [5.99, 51.19], [6.1, 51.45], [5.8, 51.72], [5.3, 51.75], [4.95, 51.8],
  ]),
  R('mosella', 'Mosella', 'Moselle', 'From the Vosges past Divodurum (Metz) and the Treveri to the Rhine at Koblenz.', [
    [6.8, 48.06], [6.45, 48.17], [6.15, 48.45], [5.89, 48.68], [6.05, 48.9], [6.18, 49.12], [6.17, 49.36], [6.37, 49.5], [6.64, 49.75], [7.07, 49.92], [7.17, 50.15], 'koblenz',
  ]),
  R('arar', 'Arar', 'Saône', 'Upper course on the Lingones/Sequani border, then the Aedui/Sequani border (BG I.12) down to Lugdunum.', [
    [6.15, 48.05], 'lsq1', 'lsq2', 'saone-n', 'sae4', 'sae3', [4.9, 46.56], [4.83, 46.3], [4.77, 45.94], 'lugdunum',
  ]),
  R('dubis', 'Dubis', 'Doubs', 'Through the Sequani, round Vesontio (Besançon), to the Saône.', [
    [6.25, 46.72], [6.4, 46.95], [6.8, 47.2], [6.95, 47.35], [6.8, 47.5], [6.45, 47.4], [6.02, 47.24], [5.49, 47.09], [5.0, 46.9],
  ]),
  R('rhodanus', 'Rhodanus', 'Rhône', 'From Lake Geneva: the Helvetii/Province border (BG I.6), then the Sequani/Province and Aedui/Province borders, then Provincia I/II to the sea.', [
    'lgeneva-e', 'genava', 'ecluse', 'sq-r1', 'ain-mouth', 'lugdunum', 'rh4', 'rhone-4', 'rh3', 'rh2', 'rh1', 'rhone-mouth',
  ]),
  R('garumna', 'Garumna', 'Garonne', 'Caesar’s border of Aquitania (BG I.1): from the Pyrenees past Tolosa and Aginnum; Tarbelli/Nitiobriges border, then the Gironde.', [
    'bg2', [0.65, 43.05], [0.75, 43.12], [1.1, 43.3], [1.33, 43.46], [1.42, 43.58], [1.25, 43.85], [1.08, 44.1], [0.62, 44.2], [0.17, 44.5], 'tn1', 'ambes', 'gironde',
  ]),
  R('duranius', 'Duranius', 'Dordogne', 'Through the Arverni (Cadurci), then the Lemovices/Nitiobriges border to the Garonne.', [
    [2.81, 45.53], [2.5, 45.4], [2.2, 45.2], [1.94, 45.1], [1.48, 44.9], 'dordogne-e', 'nl1', 'ambes',
  ]),
  R('padus', 'Padus', 'Po', 'Across Cisalpine Gaul past Placentia to the Adriatic.', [
    [7.5, 44.75], [7.69, 45.07], [8.3, 45.15], [9.15, 45.13], [9.69, 45.05], [10.02, 45.13], [11.0, 45.0], [12.0, 44.95], 'po-delta',
  ]),
  R('tamesis', 'Tamesis', 'Thames', 'Crossed by Caesar in 54 (BG V.18).', [
    [-2.0, 51.68], [-1.25, 51.75], [-1.0, 51.5], [-0.3, 51.45], [0.1, 51.5], 'b09',
  ]),
];

function pointOf(p: CoursePoint): Point {
  if (typeof p === 'string') {
    const v = MAP_VERTICES[p];
    if (!v) throw new Error(`river course: unknown map vertex ${p}`);
    return v;
  }
  return project(p[0], p[1]);
}

/** The course of a river in map units. */
export const riverPoints = (r: RiverData): Point[] => r.course.map(pointOf);

/** SVG path `d` of a course, smoothed a little (quadratic curves through the midpoints). */
export function riverPath(points: readonly Point[]): string {
  if (points.length < 3) return points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');
  const mid = (a: Point, b: Point) => `${((a.x + b.x) / 2).toFixed(1)} ${((a.y + b.y) / 2).toFixed(1)}`;
  let d = `M${points[0].x} ${points[0].y} L${mid(points[0], points[1])}`;
  for (let i = 1; i < points.length - 1; i++) d += ` Q${points[i].x} ${points[i].y} ${mid(points[i], points[i + 1])}`;
  const last = points[points.length - 1];
  return `${d} L${last.x} ${last.y}`;
}

/** "Liger (Loire)". */
export const riverName = (r: RiverData): string => `${r.latin} (${r.modern})`;

function inside(poly: readonly Point[], p: Point): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  }
  return c;
}

/**
 * Which rivers run through or along each region: a river counts for a region when one of its
 * course points lies inside it or is one of its border vertices. Shown in the region's tooltip,
 * which is how a player finds out which river is which.
 */
export const RIVERS_BY_REGION: Readonly<Record<string, readonly string[]>> = (() => {
  const out: Record<string, string[]> = {};
  for (const [region, cycle] of Object.entries(REGION_CYCLES)) {
    const poly = cycle.map((v) => MAP_VERTICES[v]);
    const border = new Set(cycle);
    const counts = (p: CoursePoint | undefined) => p !== undefined && (typeof p === 'string' ? border.has(p) : inside(poly, pointOf(p)));
    // A course point inside the region, or two consecutive points on its border (the river runs
    // along it); touching one border vertex (a confluence at a corner) does not count.
    out[region] = RIVERS.filter((r) =>
      r.course.some((p, i) => (typeof p === 'string' ? border.has(p) && (counts(r.course[i - 1]) || counts(r.course[i + 1])) : counts(p))),
    ).map(riverName);
  }
  return out;
})();
