/**
 * Named vertices of the Bellum Gallicum II map, as real [longitude, latitude] pairs (degrees).
 *
 * The map is a planar subdivision: every region, sea and mountain mass is a closed cycle of
 * these vertex ids (see geometry.ts), so two faces that share a border share the very same
 * vertices. Coordinates are rounded real places (river mouths, confluences, capes, lakes);
 * interior border points are judgement calls and only need to keep the shapes recognisable.
 *
 * Reconstructed: the original game map is not in the rules text; the partition follows
 * docs/reconstruction/map.md.
 */

import type { Point } from './types';

/** Frame of the map in degrees. */
export const MAP_FRAME = { west: -6.0, east: 13.486, north: 53.4, south: 42.0 } as const;

/** Equirectangular projection at 46.5° N (cos 46.5° = 0.688355), scaled by 0.82. */
const KX = 68.8355 * 0.82;
const KY = 100 * 0.82;

export const MAP_WIDTH = 1100;
export const MAP_HEIGHT = 935;

/** Projects a real longitude/latitude to map pixels (north up). */
export function project(lon: number, lat: number): Point {
  return {
    x: Math.round((lon - MAP_FRAME.west) * KX * 10) / 10,
    y: Math.round((MAP_FRAME.north - lat) * KY * 10) / 10,
  };
}

/** [lon, lat] of each vertex. */
export const MAP_VERTEX_LONLAT: Readonly<Record<string, readonly [number, number]>> = {
  // ---- frame corners and frame points
  'f-nw': [-6.0, 53.4],
  'f-ne': [13.486, 53.4],
  'f-w-atl': [-6.0, 43.6],
  'brit-nw': [-3.05, 53.4],
  'brit-ne': [0.22, 53.4],
  frisia: [5.3, 53.4],
  'alps-ne': [13.486, 47.75],
  'cis-ne': [13.486, 46.1],
  'cis-e': [13.486, 45.75],
  'adr-se': [13.486, 43.62],
  'med-e': [11.85, 42.0],
  'med-w': [3.2, 42.0],

  // ---- Britannia coast (clockwise from the Lincolnshire frame point)
  b01: [0.33, 53.12],
  b02: [0.2, 52.85],
  b03: [0.5, 52.95],
  b04: [1.3, 52.93],
  b05: [1.75, 52.55],
  b06: [1.6, 52.1],
  b07: [1.25, 51.85],
  b08: [0.9, 51.6],
  b09: [0.6, 51.47], // Thames
  b10: [1.42, 51.37], // North Foreland
  b11: [1.38, 51.13], // Dover
  b12: [0.97, 50.92], // Dungeness
  b13: [0.25, 50.74], // Beachy Head
  b14: [-0.8, 50.73],
  b15: [-1.6, 50.72],
  b16: [-2.45, 50.55], // Portland
  b17: [-3.45, 50.6],
  b18: [-3.6, 50.23],
  b19: [-4.15, 50.33],
  b20: [-5.2, 49.97], // Lizard
  b21: [-5.7, 50.07], // Land's End
  b22: [-5.05, 50.5],
  b23: [-4.55, 50.93],
  b24: [-4.2, 51.2],
  b25: [-3.1, 51.2],
  b26: [-2.6, 51.6], // Severn
  b27: [-3.2, 51.48],
  b28: [-4.2, 51.55],
  b29: [-5.05, 51.68],
  b30: [-5.3, 51.88], // St David's
  b31: [-4.7, 52.1],
  b32: [-4.1, 52.35],
  b33: [-4.75, 52.8], // Lleyn
  b34: [-4.55, 53.25],
  b35: [-3.8, 53.3],
  b36: [-3.1, 53.33],

  // ---- North Sea coast of Germania
  'g-c1': [4.9, 53.15],
  'g-c2': [4.72, 52.95],
  'g-c3': [4.6, 52.5],
  'g-c4': [4.4, 52.2],
  'rhine-mouth': [4.05, 51.95],

  // ---- Channel and Atlantic coast of Gaul (north-east to south-west)
  'm-c1': [3.55, 51.5],
  'm-c2': [3.35, 51.38], // Scheldt
  'm-c3': [2.37, 51.05],
  'm-c4': [1.85, 50.96],
  'm-c5': [1.58, 50.87], // Gris-Nez
  'm-c6': [1.6, 50.72], // Boulogne
  canche: [1.6, 50.5],
  'a-c1': [1.55, 50.22], // Somme bay
  bresle: [1.4, 50.06],
  'bl-c1': [1.08, 49.93],
  'bl-c2': [0.37, 49.76],
  'seine-mouth': [0.12, 49.47],
  'vn-c1': [-0.4, 49.33],
  'vn-c2': [-1.1, 49.38],
  barfleur: [-1.27, 49.7],
  hague: [-1.93, 49.7],
  'vn-c3': [-1.65, 49.25],
  'vn-c4': [-1.6, 48.85],
  couesnon: [-1.5, 48.63],
  rance: [-2.0, 48.65],
  'rd-c1': [-2.8, 48.52],
  treguier: [-3.1, 48.85],
  'vt-c1': [-3.8, 48.7],
  'vt-c2': [-4.4, 48.68],
  'vt-c3': [-4.8, 48.4],
  raz: [-4.72, 48.04],
  'vt-c4': [-4.1, 47.85],
  'vt-c5': [-3.4, 47.7],
  'vt-c6': [-2.85, 47.52],
  'vt-c7': [-2.5, 47.3],
  'loire-mouth': [-2.2, 47.27],
  'pc-c1': [-2.1, 46.9],
  'pc-c2': [-1.8, 46.5],
  sevre: [-1.1, 46.3],
  'st-c1': [-1.15, 46.15],
  'st-c2': [-1.2, 45.85],
  gironde: [-1.1, 45.58],
  'tb-c1': [-1.17, 45.2],
  'tb-c2': [-1.25, 44.65],
  'tb-c3': [-1.25, 44.2],
  'tb-c4': [-1.45, 43.65],
  bidasoa: [-1.78, 43.37],

  // ---- Cantabrian coast (edge of the off-map land)
  'sp-c1': [-2.0, 43.3],
  'sp-c2': [-3.0, 43.4],
  'sp-c3': [-3.8, 43.47],
  'sp-c4': [-5.0, 43.55],

  // ---- Pyrenees
  tp1: [-1.2, 43.1],
  'pyr-aspe': [-0.65, 42.95],
  bg1: [0.0, 42.8],
  bg2: [0.7, 42.75],
  'pyr-ariege': [1.45, 42.8],
  pp1: [2.0, 42.5],
  pp2: [2.6, 42.45],
  cerbere: [3.17, 42.45],
  'cap-creus': [3.3, 42.32],
  'py-s1': [2.5, 42.15],
  'py-s2': [1.5, 42.25],
  'py-s3': [0.5, 42.35],
  'py-s4': [-0.5, 42.55],
  'py-s5': [-1.5, 42.8],
  'py-s6': [-2.0, 43.05],

  // ---- Mediterranean coast
  'p1c1': [3.05, 42.9],
  'p1c2': [3.15, 43.15],
  'p1c3': [3.5, 43.28],
  'p1c4': [3.7, 43.4],
  'p1c5': [4.1, 43.52],
  'rhone-mouth': [4.7, 43.4],
  'p2c1': [5.35, 43.28], // Massalia
  'p2c2': [5.95, 43.08],
  'p2c3': [6.65, 43.2],
  'p2c4': [6.95, 43.53],
  varus: [7.2, 43.67],
  cc7: [7.5, 43.78],
  cc6: [7.9, 43.9],
  cc5: [8.4, 44.2],
  genua: [8.93, 44.41],
  cc4: [9.2, 44.3],
  cc3: [9.85, 44.07],
  arno: [10.28, 43.68],
  it1: [10.5, 42.95],
  it2: [11.1, 42.42],
  ap1: [11.8, 43.95],
  ap2: [11.0, 43.95],
  ariminum: [12.57, 44.06],
  'ravenna-c': [12.3, 44.45],
  'po-delta': [12.5, 44.95],
  venice: [12.35, 45.4],
  cc2: [12.6, 45.5],
  cc1: [13.1, 45.68],
  adr1: [13.0, 43.8],

  // ---- Alps
  'alp-sw': [7.35, 43.95],
  pa1: [6.5, 44.35],
  pa2: [6.1, 44.9],
  pa3: [6.0, 45.35],
  pa4: [6.3, 45.75],
  'lgeneva-e': [6.9, 46.4],
  ha1: [9.05, 47.15],
  ha2: [8.3, 46.95],
  ha3: [7.6, 46.7],
  bregenz: [9.7, 47.5],
  'ge-a1': [13.0, 47.8],
  'ge-a2': [12.0, 47.7],
  'ge-a3': [10.7, 47.6],
  ca1: [12.3, 46.05],
  ca2: [11.0, 45.85],
  ca3: [9.9, 45.85],
  ca4: [9.0, 45.95],
  ca5: [7.9, 45.6],
  ca6: [7.1, 45.1],
  ca7: [7.45, 44.35],

  // ---- Rhine (Lake Constance to the sea)
  'rh-h1': [9.2, 47.66],
  'rh-h2': [8.65, 47.7],
  'rh-h3': [8.2, 47.6],
  basel: [7.6, 47.56],
  'rh-s1': [7.55, 47.85],
  'rhine-seq': [7.62, 48.15],
  strasbourg: [7.8, 48.6],
  'rh-m1': [8.2, 49.0],
  'rh-m2': [8.45, 49.35],
  'rh-m3': [8.38, 49.8],
  mainz: [8.27, 50.0],
  bingen: [7.9, 49.97],
  koblenz: [7.6, 50.35],
  andernach: [7.4, 50.45],
  bonn: [7.15, 50.72],
  cologne: [6.96, 50.94],
  'menap-e': [6.75, 51.35],
  'rh-n1': [6.62, 51.62],
  'rh-n2': [6.3, 51.82],
  nijmegen: [5.85, 51.85],
  'rh-n3': [4.9, 51.85],

  // ---- Helvetii, Sequani, Rhône
  genava: [6.15, 46.22],
  ecluse: [5.85, 46.12],
  hj1: [6.45, 46.6],
  hj2: [6.9, 47.1],
  hj3: [7.3, 47.35],
  'sq-r1': [5.8, 45.85],
  'ain-mouth': [5.18, 45.8],
  lugdunum: [4.83, 45.75],
  rh4: [4.8, 45.5],
  'rhone-4': [4.82, 45.2],
  rh3: [4.78, 44.6],
  rh2: [4.8, 44.0],
  rh1: [4.58, 43.7],

  // ---- Provincia I inland border
  bp1: [1.2, 43.25],
  bp2: [1.05, 43.65],
  lomagne: [0.85, 43.95],
  'quercy-s': [1.35, 44.05],
  q2: [1.75, 44.0],
  'ruteni-sw': [2.0, 44.0],
  'r-s': [2.5, 43.9],
  'ruteni-se': [3.1, 44.05],
  cev1: [3.5, 44.25],
  cev2: [4.0, 44.55],
  cev3: [4.4, 44.95],

  // ---- Aquitania and the south-west
  ambes: [-0.45, 45.0],
  tn1: [-0.2, 44.6],
  albret: [-0.1, 44.3],
  tbg1: [-0.1, 43.98],
  tbg3: [0.25, 43.95], // Elusates salient of the Tarbelli
  tbg4: [0.35, 43.7],
  tbg5: [0.0, 43.45],
  tbg2: [-0.25, 43.35],
  bn1: [0.35, 44.05],
  nl1: [0.3, 44.85],
  'dordogne-e': [0.95, 44.85],
  an1: [1.0, 44.45],
  'r-w': [2.2, 44.7],
  'r-n': [2.8, 44.75],
  'r-e': [3.2, 44.4],

  // ---- Massif Central and Loire
  al1: [2.3, 45.6],
  al2: [2.0, 45.2],
  al3: [1.5, 45.1],
  creuse: [2.1, 46.3],
  ab1: [2.6, 46.35],
  aab: [3.25, 46.35],
  ae1: [4.1, 45.3],
  ae2: [3.75, 45.7],
  ae3: [3.65, 46.1],
  lbp: [1.2, 46.5],
  lp1: [0.65, 46.25],
  lps: [0.3, 45.95],
  ls1: [0.35, 45.45],
  pcs1: [-0.45, 46.2],
  pv1: [-1.55, 47.12],
  ancenis: [-1.15, 47.37],
  craon: [-0.95, 47.65],
  pcn1: [-0.2, 47.7],
  loir: [0.6, 47.75],
  blois: [1.3, 47.45],
  pb1: [1.05, 47.0],
  cb1: [1.9, 47.82],
  gien: [2.65, 47.65],
  cosne: [3.0, 47.45],
  ba1: [3.05, 47.0],
  sa1: [3.4, 47.45],
  yonne: [3.9, 47.6],

  // ---- Armorica and Normandy
  vr1: [-2.9, 48.3],
  vr2: [-2.3, 47.85],
  vr3: [-1.6, 47.55],
  'mayenne-n': [-0.9, 48.5],
  rc1: [-0.95, 48.0],
  vb1: [0.75, 49.4],
  eure: [1.4, 49.15],
  vc1: [1.3, 48.7],
  perche: [0.8, 48.35],
  vcn1: [0.0, 48.5],
  cnc1: [0.85, 48.0],

  // ---- Paris basin
  cs1: [1.75, 48.75],
  cs2: [2.1, 48.35],
  cs3: [2.55, 47.9],
  bs1: [1.85, 49.1],
  'senlis-s': [2.25, 49.1],
  ss1: [2.9, 49.0],
  marne: [3.5, 49.05],
  rs1: [3.9, 48.6],
  aube: [4.2, 48.3],
  sl1: [3.95, 47.95],

  // ---- Belgica
  bam1: [1.9, 49.85],
  bam2: [2.5, 49.75],
  'vermand-w': [2.7, 49.8],
  noyon: [2.9, 49.65],
  bsu1: [2.4, 49.5],
  am1: [2.1, 50.45],
  'artois-w': [2.3, 50.4],
  aa1: [2.6, 50.0],
  at1: [2.75, 50.6],
  lys: [3.1, 50.65],
  atn1: [3.3, 50.3],
  thierache: [3.7, 49.9], // the four-way corner of BG 3.3
  sr1: [3.55, 49.45],
  nm1: [3.6, 50.9],
  brabant: [4.5, 50.9],
  ne1: [4.4, 50.4],
  sambre: [4.5, 50.05],
  me1: [5.9, 51.2],
  me2: [5.2, 51.05],
  et1: [6.6, 50.3],
  et2: [5.9, 50.1],
  ardenne: [5.2, 49.95],
  tm1: [7.0, 49.65],
  tm2: [6.5, 49.35],
  argonne: [5.5, 49.5],
  lrm: [5.1, 48.85],
  ml1: [6.6, 48.45],
  ml2: [6.0, 48.8],
  vosges: [6.85, 48.1],

  // ---- Lingones, Aedui, Sequani
  lsq1: [6.1, 47.75],
  lsq2: [5.6, 47.55],
  'saone-n': [5.35, 47.4],
  la1: [5.0, 47.6],
  la2: [4.5, 47.75],
  sae1: [5.35, 46.05],
  sae2: [5.05, 46.35],
  sae3: [5.0, 46.8],
  sae4: [5.0, 47.0],
};

/** Projected pixel position of every vertex. */
export const MAP_VERTICES: Readonly<Record<string, Point>> = Object.fromEntries(
  Object.entries(MAP_VERTEX_LONLAT).map(([id, [lon, lat]]) => [id, project(lon, lat)]),
);
