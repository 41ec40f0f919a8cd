/**
 * The GBoH board's ground as a handful of SVG paths, built once per board (map/board.ts
 * `gbohBoard`): per hex its level band and what it holds (forest, Alesia, camp, inner/outer Rampart,
 * Redoubt, inner/outer Death Garden), per hexside what runs along it (walkway and Redoubt links drawn
 * centre to centre, camp, Redoubt and stone walls, gates, crest wall, stream, small river, water
 * ditch), the level changes as contour lines, and the Entry Zones' numerals on the edges.
 * Every class has its own texture or line pattern as well as its colour (TerrainLayer.tsx), and the
 * legend and each hex's name say it in words: colour is never the only difference.
 */
import { hexsideHexes, hexsideKey } from '../../../engine/hex/hexside';
import { neighbour } from '../../../engine/hex/directions';
import { hexKey, parseHexKey } from '../../../engine/hex/coords';
import { hexsideSegment, type Point } from '../../../engine/hex/layout';
import { gbohBoard } from '../../../engine/alesia-gboh/map/board';
import { edgesOf, type SheetId } from '../../../engine/alesia-gboh/map/grid';
import type { GbohHex, HexsideFeature } from '../../../engine/alesia-gboh/map/terrainTypes';
import { boardFrame, W } from './geometry';

export const HEX_CLASSES = ['forest', 'alesia', 'camp', 'dg-inner', 'dg-outer', 'redoubt', 'rampart-inner', 'rampart-outer'] as const;
export type HexClass = (typeof HEX_CLASSES)[number];
/** Level bands drawn (a hex above the last is drawn in it). */
export const LEVEL_BANDS = 6;

export interface ZoneMark {
  zone: string;
  x: number;
  y: number;
  /** The zone's edge hexes (keys). */
  hexes: string[];
}

export interface GbTerrainPaths {
  levels: string[];
  classes: Record<HexClass, string>;
  contours: string;
  sides: Record<HexsideFeature, string>;
  gates: string;
  zones: ZoneMark[];
  sheetLabels: { text: string; x: number; y: number }[];
  seam: string;
}

export function hexClasses(h: GbohHex): HexClass[] {
  const out: HexClass[] = [];
  if (h.forest) out.push('forest');
  if (h.alesia) out.push('alesia');
  if (h.camp) out.push('camp');
  if (h.deathGarden) out.push(h.deathGarden === 'inner' ? 'dg-inner' : 'dg-outer');
  if (h.redoubt) out.push('redoubt');
  if (h.rampart) out.push(h.rampart === 'inner' ? 'rampart-inner' : 'rampart-outer');
  return out;
}

const r1 = (v: number) => Math.round(v * 10) / 10;
const seg = (a: Point, b: Point) => `M${r1(a.x)},${r1(a.y)}L${r1(b.x)},${r1(b.y)}`;

const cache = new Map<string, GbTerrainPaths>();

export function terrainPaths(sheets: readonly SheetId[]): GbTerrainPaths {
  const id = [...sheets].sort().join('');
  const kept = cache.get(id);
  if (kept) return kept;
  const board = gbohBoard(sheets);
  const frame = boardFrame(sheets);
  const { geo } = frame;
  const levels = Array.from({ length: LEVEL_BANDS }, () => '');
  const classes = Object.fromEntries(HEX_CLASSES.map((c) => [c, ''])) as Record<HexClass, string>;
  let contours = '';
  for (const [key, h] of board.hexes) {
    if (!frame.has(key)) continue;
    const d = geo.hexPath(key);
    levels[Math.max(0, Math.min(LEVEL_BANDS - 1, h.level))] += d;
    for (const c of hexClasses(h)) classes[c] += d;
    // A contour on each hexside to a higher neighbour (drawn once, from the lower hex).
    const p = parseHexKey(key);
    for (let dir = 0; dir < 6; dir++) {
      const n = neighbour(p, dir);
      const o = board.hexes.get(hexKey(n));
      if (o && o.level > h.level) {
        const [a, b] = hexsideSegment(geo.LAYOUT, hexsideKey(p, n));
        contours += seg(a, b);
      }
    }
  }
  const sides = { rampartWalkway: '', redoubtRampartLink: '', campWall: '', redoubtWall: '', stoneWall: '', gate: '', crestWall: '', stream: '', smallRiver: '', waterDitch: '' } as Record<HexsideFeature, string>;
  let gates = '';
  for (const [k, fs] of board.hexsides) {
    const [ha, hb] = hexsideHexes(k);
    const ka = hexKey(ha), kb = hexKey(hb);
    if (!frame.has(ka) && !frame.has(kb)) continue;
    const [a, b] = hexsideSegment(geo.LAYOUT, k);
    for (const f of fs) {
      if (f === 'rampartWalkway' || f === 'redoubtRampartLink') {
        // A link between two hexes: centre to centre.
        sides[f] += seg(geo.centre(ka), geo.centre(kb));
      } else if (f === 'gate') {
        const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const s = W * 0.14;
        gates += `M${r1(m.x - s)},${r1(m.y - s)}h${r1(2 * s)}v${r1(2 * s)}h${r1(-2 * s)}z`;
        sides.gate += seg(a, b);
      } else sides[f] += seg(a, b);
    }
  }
  const zones: ZoneMark[] = [];
  for (const [zone, hexes] of board.zones) {
    const mid = hexes[Math.floor(hexes.length / 2)];
    const c = geo.centre(mid);
    const edge = edgesOf(mid, sheets)[0];
    const off = W * 1.1;
    const x = edge === 'W' ? c.x - off : edge === 'E' ? c.x + off : c.x;
    const y = edge === 'N' ? c.y - off : edge === 'S' ? c.y + off : c.y;
    zones.push({ zone, x: r1(x), y: r1(y), hexes: hexes.map(hexKey) });
  }
  const sheetLabels = [{ text: 'West sheet (W)', x: 40, y: 22 }];
  let seam = '';
  if (sheets.includes('E')) {
    sheetLabels.push({ text: 'East sheet (E)', x: frame.w / 2 + 40, y: 22 });
    seam = `M${r1(frame.w / 2)},0V${frame.h}`;
  }
  const out: GbTerrainPaths = { levels, classes, contours, sides, gates, zones, sheetLabels, seam };
  cache.set(id, out);
  return out;
}

