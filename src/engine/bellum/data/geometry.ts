/**
 * SVG geometry of the Bellum Gallicum II map, built as a planar subdivision.
 *
 * Every face (region, sea, mountain mass) is a closed cycle of vertex ids from
 * geometry-vertices.ts, listed clockwise on screen (north up): a border shared by two faces
 * is walked once in each direction. Two regions are adjacent iff their cycles share an edge
 * (two consecutive vertices); sharing only a vertex is a corner contact (BG 3.3).
 * The tests in map.test.ts derive adjacency, coasts and Rhine borders from these tables and
 * compare them with regions.ts.
 *
 * Whatever lies in the frame outside every face (Iberia beyond the Pyrenees, peninsular Italy)
 * is off-map land: draw the background in a neutral land colour, the seas on top of it, then
 * the regions and the mountain masses.
 *
 * Reconstructed: the original map is not in the rules text; see docs/reconstruction/map.md.
 */

import type { MapGeometry, Point, RegionId, SeaZone } from './types';
import { MAP_HEIGHT, MAP_VERTICES, MAP_WIDTH, project } from './geometry-vertices';

export { MAP_VERTICES, MAP_VERTEX_LONLAT, project } from './geometry-vertices';

/** Each region's border, clockwise on screen. */
export const REGION_CYCLES: Readonly<Record<RegionId, readonly string[]>> = {
  britannia: ['brit-nw', 'brit-ne', 'b01', 'b02', 'b03', 'b04', 'b05', 'b06', 'b07', 'b08', 'b09', 'b10', 'b11', 'b12', 'b13', 'b14', 'b15', 'b16', 'b17', 'b18', 'b19', 'b20', 'b21', 'b22', 'b23', 'b24', 'b25', 'b26', 'b27', 'b28', 'b29', 'b30', 'b31', 'b32', 'b33', 'b34', 'b35', 'b36'],
  germania: ['frisia', 'f-ne', 'alps-ne', 'ge-a1', 'ge-a2', 'ge-a3', 'bregenz', 'rh-h1', 'rh-h2', 'rh-h3', 'basel', 'rh-s1', 'rhine-seq', 'strasbourg', 'rh-m1', 'rh-m2', 'rh-m3', 'mainz', 'bingen', 'koblenz', 'andernach', 'bonn', 'cologne', 'menap-e', 'rh-n1', 'rh-n2', 'nijmegen', 'rh-n3', 'rhine-mouth', 'g-c4', 'g-c3', 'g-c2', 'g-c1'],
  helvetii: ['basel', 'rh-h3', 'rh-h2', 'rh-h1', 'bregenz', 'ha1', 'ha2', 'ha3', 'lgeneva-e', 'genava', 'ecluse', 'hj1', 'hj2', 'hj3'],
  cisalpina: ['alp-sw', 'ca7', 'ca6', 'ca5', 'ca4', 'ca3', 'ca2', 'ca1', 'cis-ne', 'cis-e', 'cc1', 'cc2', 'venice', 'po-delta', 'ravenna-c', 'ariminum', 'ap1', 'ap2', 'arno', 'cc3', 'cc4', 'genua', 'cc5', 'cc6', 'cc7', 'varus'],
  'provincia-2': ['ecluse', 'genava', 'lgeneva-e', 'pa4', 'pa3', 'pa2', 'pa1', 'alp-sw', 'varus', 'p2c4', 'p2c3', 'p2c2', 'p2c1', 'rhone-mouth', 'rh1', 'rh2', 'rh3', 'rhone-4', 'rh4', 'lugdunum', 'ain-mouth', 'sq-r1'],
  'provincia-1': ['pyr-ariege', 'bp1', 'bp2', 'lomagne', 'quercy-s', 'q2', 'ruteni-sw', 'r-s', 'ruteni-se', 'cev1', 'cev2', 'cev3', 'rhone-4', 'rh3', 'rh2', 'rh1', 'rhone-mouth', 'p1c5', 'p1c4', 'p1c3', 'p1c2', 'p1c1', 'cerbere', 'pp2', 'pp1'],
  tarbelli: ['gironde', 'ambes', 'tn1', 'albret', 'tbg1', 'tbg3', 'tbg4', 'tbg5', 'tbg2', 'pyr-aspe', 'tp1', 'bidasoa', 'tb-c4', 'tb-c3', 'tb-c2', 'tb-c1'],
  bigerriones: ['albret', 'bn1', 'lomagne', 'bp2', 'bp1', 'pyr-ariege', 'bg2', 'bg1', 'pyr-aspe', 'tbg2', 'tbg5', 'tbg4', 'tbg3', 'tbg1'],
  nitiobriges: ['ambes', 'nl1', 'dordogne-e', 'an1', 'quercy-s', 'lomagne', 'bn1', 'albret', 'tn1'],
  ruteni: ['r-w', 'r-n', 'r-e', 'ruteni-se', 'r-s', 'ruteni-sw'],
  arverni: ['creuse', 'ab1', 'aab', 'ae3', 'ae2', 'ae1', 'rhone-4', 'cev3', 'cev2', 'cev1', 'ruteni-se', 'r-e', 'r-n', 'r-w', 'ruteni-sw', 'q2', 'quercy-s', 'an1', 'dordogne-e', 'al3', 'al2', 'al1'],
  lemovices: ['lbp', 'creuse', 'al1', 'al2', 'al3', 'dordogne-e', 'nl1', 'ambes', 'ls1', 'lps', 'lp1'],
  santones: ['sevre', 'pcs1', 'lps', 'ls1', 'ambes', 'gironde', 'st-c2', 'st-c1'],
  pictones: ['loire-mouth', 'pv1', 'ancenis', 'craon', 'pcn1', 'loir', 'blois', 'pb1', 'lbp', 'lp1', 'lps', 'pcs1', 'sevre', 'pc-c2', 'pc-c1'],
  veneti: ['loire-mouth', 'vt-c7', 'vt-c6', 'vt-c5', 'vt-c4', 'raz', 'vt-c3', 'vt-c2', 'vt-c1', 'treguier', 'vr1', 'vr2', 'vr3', 'ancenis', 'pv1'],
  redones: ['treguier', 'rd-c1', 'rance', 'couesnon', 'mayenne-n', 'rc1', 'craon', 'ancenis', 'vr3', 'vr2', 'vr1'],
  venelli: ['couesnon', 'vn-c4', 'vn-c3', 'hague', 'barfleur', 'vn-c2', 'vn-c1', 'seine-mouth', 'vb1', 'eure', 'vc1', 'perche', 'vcn1', 'mayenne-n'],
  cenomani: ['mayenne-n', 'vcn1', 'perche', 'cnc1', 'loir', 'pcn1', 'craon', 'rc1'],
  carnutes: ['eure', 'cs1', 'cs2', 'cs3', 'gien', 'cb1', 'blois', 'loir', 'cnc1', 'perche', 'vc1'],
  bituriges: ['blois', 'cb1', 'gien', 'cosne', 'ba1', 'aab', 'ab1', 'creuse', 'lbp', 'pb1'],
  senones: ['eure', 'bs1', 'senlis-s', 'ss1', 'marne', 'rs1', 'aube', 'sl1', 'yonne', 'sa1', 'cosne', 'gien', 'cs3', 'cs2', 'cs1'],
  bellovaci: ['seine-mouth', 'bl-c2', 'bl-c1', 'bresle', 'bam1', 'bam2', 'vermand-w', 'noyon', 'bsu1', 'senlis-s', 'bs1', 'eure', 'vb1'],
  ambiani: ['bresle', 'a-c1', 'canche', 'am1', 'artois-w', 'aa1', 'vermand-w', 'bam2', 'bam1'],
  atrebates: ['artois-w', 'at1', 'lys', 'atn1', 'thierache', 'noyon', 'vermand-w', 'aa1'],
  suessiones: ['noyon', 'thierache', 'sr1', 'marne', 'ss1', 'senlis-s', 'bsu1'],
  nervii: ['lys', 'nm1', 'brabant', 'ne1', 'sambre', 'thierache', 'atn1'],
  morini: ['canche', 'm-c6', 'm-c5', 'm-c4', 'm-c3', 'm-c2', 'm-c1', 'rhine-mouth', 'rh-n3', 'nijmegen', 'rh-n2', 'rh-n1', 'menap-e', 'me1', 'me2', 'brabant', 'nm1', 'lys', 'at1', 'artois-w', 'am1'],
  eburones: ['brabant', 'me2', 'me1', 'menap-e', 'cologne', 'bonn', 'andernach', 'et1', 'et2', 'ardenne', 'sambre', 'ne1'],
  treveri: ['ardenne', 'et2', 'et1', 'andernach', 'koblenz', 'bingen', 'tm1', 'tm2', 'argonne'],
  mediomatrici: ['argonne', 'tm2', 'tm1', 'bingen', 'mainz', 'rh-m3', 'rh-m2', 'rh-m1', 'strasbourg', 'rhine-seq', 'vosges', 'ml1', 'ml2', 'lrm'],
  remi: ['thierache', 'sambre', 'ardenne', 'argonne', 'lrm', 'aube', 'rs1', 'marne', 'sr1'],
  lingones: ['aube', 'lrm', 'ml2', 'ml1', 'vosges', 'lsq1', 'lsq2', 'saone-n', 'la1', 'la2', 'yonne', 'sl1'],
  sequani: ['vosges', 'rhine-seq', 'rh-s1', 'basel', 'hj3', 'hj2', 'hj1', 'ecluse', 'sq-r1', 'ain-mouth', 'sae1', 'sae2', 'sae3', 'sae4', 'saone-n', 'lsq2', 'lsq1'],
  aedui: ['yonne', 'la2', 'la1', 'saone-n', 'sae4', 'sae3', 'sae2', 'sae1', 'ain-mouth', 'lugdunum', 'rh4', 'rhone-4', 'ae1', 'ae2', 'ae3', 'aab', 'ba1', 'cosne', 'sa1'],
};

/** Sea zones: one or more clockwise cycles each (the Mediterranean has the Adriatic apart). */
export const SEA_CYCLES: Readonly<Record<SeaZone, readonly (readonly string[])[]>> = {
  atlantic: [
    ['f-nw', 'brit-nw', 'b36', 'b35', 'b34', 'b33', 'b32', 'b31', 'b30', 'b29', 'b28', 'b27', 'b26', 'b25', 'b24', 'b23', 'b22', 'b21', 'b20', 'b19', 'b18', 'b17', 'b16', 'b15', 'b14', 'b13', 'b12', 'b11', 'b10', 'b09', 'b08', 'b07', 'b06', 'b05', 'b04', 'b03', 'b02', 'b01', 'brit-ne',
      'frisia', 'g-c1', 'g-c2', 'g-c3', 'g-c4', 'rhine-mouth', 'm-c1', 'm-c2', 'm-c3', 'm-c4', 'm-c5', 'm-c6', 'canche', 'a-c1', 'bresle', 'bl-c1', 'bl-c2', 'seine-mouth',
      'vn-c1', 'vn-c2', 'barfleur', 'hague', 'vn-c3', 'vn-c4', 'couesnon', 'rance', 'rd-c1', 'treguier', 'vt-c1', 'vt-c2', 'vt-c3', 'raz', 'vt-c4', 'vt-c5', 'vt-c6', 'vt-c7', 'loire-mouth',
      'pc-c1', 'pc-c2', 'sevre', 'st-c1', 'st-c2', 'gironde', 'tb-c1', 'tb-c2', 'tb-c3', 'tb-c4', 'bidasoa', 'sp-c1', 'sp-c2', 'sp-c3', 'sp-c4', 'f-w-atl'],
  ],
  mediterranean: [
    ['med-w', 'cap-creus', 'cerbere', 'p1c1', 'p1c2', 'p1c3', 'p1c4', 'p1c5', 'rhone-mouth', 'p2c1', 'p2c2', 'p2c3', 'p2c4', 'varus', 'cc7', 'cc6', 'cc5', 'genua', 'cc4', 'cc3', 'arno', 'it1', 'it2', 'med-e'],
    ['cis-e', 'adr-se', 'adr1', 'ariminum', 'ravenna-c', 'po-delta', 'venice', 'cc2', 'cc1'],
  ],
};

/** Out-of-bounds mountain masses (BG 0.3.2), clockwise. */
export const MOUNTAIN_CYCLES: Readonly<Record<'alps' | 'pyrenees', readonly string[]>> = {
  alps: ['alp-sw', 'pa1', 'pa2', 'pa3', 'pa4', 'lgeneva-e', 'ha3', 'ha2', 'ha1', 'bregenz', 'ge-a3', 'ge-a2', 'ge-a1', 'alps-ne', 'cis-ne', 'ca1', 'ca2', 'ca3', 'ca4', 'ca5', 'ca6', 'ca7'],
  pyrenees: ['bidasoa', 'tp1', 'pyr-aspe', 'bg1', 'bg2', 'pyr-ariege', 'pp1', 'pp2', 'cerbere', 'cap-creus', 'py-s1', 'py-s2', 'py-s3', 'py-s4', 'py-s5', 'py-s6', 'sp-c1'],
};

/** The Rhine (BG 3.3.3) from Lake Constance to the sea; it runs along region borders only. */
export const RHINE_VERTICES: readonly string[] = ['bregenz', 'rh-h1', 'rh-h2', 'rh-h3', 'basel', 'rh-s1', 'rhine-seq', 'strasbourg', 'rh-m1', 'rh-m2', 'rh-m3', 'mainz', 'bingen', 'koblenz', 'andernach', 'bonn', 'cologne', 'menap-e', 'rh-n1', 'rh-n2', 'nijmegen', 'rh-n3', 'rhine-mouth'];

/**
 * Label anchor per region, [lon, lat] (inside the polygon; checked by the tests). The region's
 * name is drawn just above it and its field stacks just below. Placed so that no name covers
 * another name or a place symbol at the map's label sizes (src/ui/bellum/map/labelLayout.ts;
 * tests/unit/mapLabels.test.ts checks it).
 */
export const REGION_LABEL_LONLAT: Readonly<Record<RegionId, readonly [number, number]>> = {
  cisalpina: [10.12, 45.32], 'provincia-1': [2.51, 43.52], 'provincia-2': [5.81, 43.96], tarbelli: [-0.94, 44.18], bigerriones: [1.1, 43.25],
  remi: [4.51, 49.52], suessiones: [2.29, 49.2], bellovaci: [1.25, 49.7], ambiani: [1.68, 50.17], atrebates: [3.41, 49.96],
  morini: [3.85, 51.1], nervii: [3.88, 50.52], eburones: [5.84, 50.45], treveri: [6.56, 49.9], mediomatrici: [6.91, 49.22],
  veneti: [-3.3, 47.95], redones: [-2.11, 48.37], venelli: [-0.54, 48.95], cenomani: [0.21, 48.39], pictones: [-0.3, 46.85],
  santones: [-0.38, 45.43], lemovices: [1.3, 45.45], arverni: [2.97, 45.3], ruteni: [2.35, 44.57], nitiobriges: [0.72, 44.62],
  carnutes: [1.6, 48.13], senones: [3.08, 48.55], bituriges: [2.1, 46.75], aedui: [4.26, 46.58], lingones: [5.5, 48.25],
  sequani: [6.3, 47.5], helvetii: [8.4, 47.32], britannia: [-1.5, 52], germania: [10, 50.5],
};

/** Position of each oppidum or city, [lon, lat] (real sites, nudged off the borders). */
export const PLACE_LONLAT: Readonly<Record<string, readonly [number, number]>> = {
  aquileia: [13.35, 45.82], mediolanum: [9.19, 45.46], placentia: [9.69, 45.05],
  narbo: [3.0, 43.18], tolosa: [1.44, 43.6], nemausus: [4.36, 43.84],
  genava: [6.13, 46.15], vienna: [4.92, 45.52], massalia: [5.42, 43.38],
  'aquae-tarbellicae': [-1.05, 43.71],
  'sotiates-oppidum': [0.1, 44.07], elimberris: [0.59, 43.65], elusa: [0.1, 43.84],
  turba: [0.07, 43.13], 'lugdunum-convenarum': [0.57, 42.98], tarvenna: [2.26, 50.64],
  condevicnum: [-1.55, 47.24], 'mediolanum-aulercorum': [1.15, 49.02], 'noviodunum-diablintum': [-0.5, 48.25],
  anderitum: [3.33, 44.7], ruessium: [3.81, 45.14], gorgobina: [3.3, 46.75],
  aginnum: [0.62, 44.2], segodunum: [2.5, 44.3],
  gergovia: [3.16, 45.71], uxellodunum: [1.68, 44.97], divona: [1.44, 44.45],
  villejoubert: [1.5, 45.8], vesunna: [0.72, 45.18],
  'mediolanum-santonum': [-0.63, 45.75],
  lemonum: [0.34, 46.58], ambacia: [0.98, 47.38],
  darioritum: [-2.76, 47.66], corbilo: [-2.05, 47.31], vorgium: [-3.58, 48.28],
  condate: [-1.68, 48.11],
  'noviomagus-lexoviorum': [0.23, 49.15], crociatonum: [-1.35, 49.45],
  vindinum: [0.2, 48.0],
  cenabum: [1.9, 47.92], autricum: [1.49, 48.45],
  agedincum: [3.28, 48.2], vellaunodunum: [2.7, 48.1], lutetia: [2.35, 48.86],
  avaricum: [2.4, 47.08], 'noviodunum-biturigum': [1.9, 47.45],
  bibracte: [4.04, 46.92], alesia: [4.5, 47.54], 'noviodunum-aeduorum': [3.2, 46.99], cabillonum: [4.85, 46.78],
  andematunnum: [5.33, 47.86], vesontio: [6.02, 47.24], vully: [7.08, 46.96],
  durocortorum: [4.03, 49.25], bibrax: [3.78, 49.52],
  'noviodunum-suessionum': [3.3, 49.3],
  bratuspantium: [2.3, 49.6], rotomagus: [1.1, 49.44],
  samarobriva: [2.3, 49.9], nemetocenna: [2.78, 50.29],
  atuatuca: [5.47, 50.78], 'oppidum-aduatucorum': [4.86, 50.46],
  titelberg: [5.88, 49.56], divodurum: [6.18, 49.12],
};

// ---------------------------------------------------------------- derived helpers

/** The edges of a closed cycle as ordered pairs [from, to]. */
export function cycleEdges(cycle: readonly string[]): [string, string][] {
  return cycle.map((v, i) => [v, cycle[(i + 1) % cycle.length]] as [string, string]);
}

/** Unordered edge key. */
export function edgeKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function pointOf(id: string): Point {
  const p = MAP_VERTICES[id];
  if (!p) throw new Error(`unknown map vertex ${id}`);
  return p;
}

/** SVG path `d` of one closed cycle. */
export function cyclePath(cycle: readonly string[]): string {
  return (
    cycle
      .map((id, i) => {
        const p = pointOf(id);
        return `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`;
      })
      .join(' ') + ' Z'
  );
}

function lonLatPoints(table: Readonly<Record<string, readonly [number, number]>>): Record<string, Point> {
  return Object.fromEntries(Object.entries(table).map(([id, [lon, lat]]) => [id, project(lon, lat)]));
}

const regionLabels = lonLatPoints(REGION_LABEL_LONLAT);

export const GEOMETRY: MapGeometry = {
  width: MAP_WIDTH,
  height: MAP_HEIGHT,
  regions: Object.fromEntries(
    Object.entries(REGION_CYCLES).map(([id, cycle]) => [id, { path: cyclePath(cycle), label: regionLabels[id] }]),
  ),
  seas: [
    { id: 'atlantic', name: 'Oceanus Atlanticus', path: SEA_CYCLES.atlantic.map(cyclePath).join(' '), label: project(-4.0, 46.5) },
    { id: 'mediterranean', name: 'Mare Internum', path: SEA_CYCLES.mediterranean.map(cyclePath).join(' '), label: project(5.5, 42.6) },
  ],
  rhine: RHINE_VERTICES.map((id, i) => {
    const p = pointOf(id);
    return `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`;
  }).join(' '),
  mountains: [
    { id: 'alps', name: 'Alpes', path: cyclePath(MOUNTAIN_CYCLES.alps), label: project(9.0, 46.5) },
    { id: 'pyrenees', name: 'Pyrenaei Montes', path: cyclePath(MOUNTAIN_CYCLES.pyrenees), label: project(0.5, 42.6) },
  ],
  places: lonLatPoints(PLACE_LONLAT),
};
