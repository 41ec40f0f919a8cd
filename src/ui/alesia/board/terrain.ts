/**
 * The board's terrain as a handful of SVG paths, built once per module: one path per terrain
 * class made of all its hex outlines (so 2,627 hexes draw as six <path> elements), the Outer
 * Works overlay, rivers and the Isolated Trench through hex centres with a dot per hex, ramparts
 * centre to centre along their hexsides (as scripts/lib/acGridSvg.ts draws them), and the texts
 * printed on the board: zone numerals, Δ marks, row letters and place names.
 */
import { hexKey, type Hex } from '../../../engine/hex/coords';
import { neighbours } from '../../../engine/hex/directions';
import { hexBefore, hexsideHexes } from '../../../engine/hex/hexside';
import type { Point } from '../../../engine/hex/layout';
import { GROUND } from '../../../engine/alesia/field/ground';
import type { Watercourse } from '../../../engine/alesia-classic/map/derived';
import { acLabel, acPixel, parseAcLabel } from '../../../engine/alesia-classic/map/grid';
import { acMap, type AcHex } from '../../../engine/alesia-classic/map/map';
import { DELTAS, ZONE_NUMERALS, ZONES } from '../../../engine/alesia-classic/map/zones';
import { centre, groundPoint, hexPath } from './geometry';

export const TERRAIN_CLASSES = ['low', 'slope', 'top', 'camp', 'town', 'wall'] as const;
export type TerrainClass = (typeof TERRAIN_CLASSES)[number];

/** The one class a hex is drawn in: the town and its wall first, then a camp's interior, then the elevation. */
export function terrainClass(d: AcHex): TerrainClass {
  if (d.area === 'town') return d.wall ? 'wall' : 'town';
  if (d.campInterior) return 'camp';
  return d.elevation;
}

export interface BoardText {
  text: string;
  x: number;
  y: number;
}

export interface TerrainPaths {
  /** All hex outlines of each class, one `M…z` per hex. */
  classes: Record<TerrainClass, string>;
  counts: Record<TerrainClass, number>;
  /** The Outer Works hexes, drawn again over their class with a hatching. */
  outerWorks: string;
  /** Watercourse lines (centre to centre between neighbours on one branch) and a dot per hex. */
  river: { lines: string; dots: string; forks: string };
  trench: { lines: string; dots: string };
  ramparts: { perimeter: string; camp: string };
  /** Hexes where a camp and a perimeter rampart meet (AC 7.4). */
  joints: readonly Point[];
  zones: readonly BoardText[];
  deltas: readonly BoardText[];
  /** Row letters down the west edge, every fifth diagonal along the top and the east edge. */
  edgeLabels: readonly BoardText[];
  places: readonly BoardText[];
}

const dot = (p: Point, r: number) => `M${p.x - r},${p.y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
const seg = (a: Point, b: Point) => `M${a.x},${a.y}L${b.x},${b.y}`;

/**
 * Lines between neighbouring hexes that share a branch of a watercourse, each drawn once. Only
 * hexes it runs through (restrictive) are joined: hexes it merely clips get their dot alone.
 */
function courseLines(hexes: ReadonlyMap<string, AcHex>, pick: (d: AcHex) => Watercourse | undefined): string {
  const out: string[] = [];
  for (const d of hexes.values()) {
    const w = pick(d);
    if (!w?.restrictive) continue;
    for (const n of neighbours(d.hex)) {
      if (!hexBefore(d.hex, n)) continue;
      const o = hexes.get(hexKey(n));
      const wn = o && pick(o);
      if (wn?.restrictive && wn.branches.some((b) => w.branches.includes(b))) out.push(seg(centre(d.hex), centre(n)));
    }
  }
  return out.join('');
}

function build(): TerrainPaths {
  const map = acMap();
  const parts = Object.fromEntries(TERRAIN_CLASSES.map((c) => [c, [] as string[]])) as Record<TerrainClass, string[]>;
  const ow: string[] = [];
  const riverDots: string[] = [];
  const forks: string[] = [];
  const trenchDots: string[] = [];
  const joints: Point[] = [];
  const edgeLabels: BoardText[] = [];
  for (const d of map.hexes.values()) {
    const path = hexPath(d.hex);
    parts[terrainClass(d)].push(path);
    const c = centre(d.hex);
    if (d.outerWorks) ow.push(path);
    if (d.river) (d.river.branches.length > 2 ? forks : riverDots).push(dot(c, d.river.restrictive ? 3 : 1.8));
    if (d.trench) trenchDots.push(`M${c.x - 2.5},${c.y - 2.5}h5v5h-5z`);
    if (d.joint) joints.push(c);
    const p = acPixel(d.hex);
    const diag = d.hex.q + d.hex.r;
    if (d.edge && (p.x <= 1.5 || (d.hex.r === 0 && diag % 5 === 0) || (p.x >= 51.5 && diag % 5 === 0))) edgeLabels.push({ text: acLabel(d.hex), ...c });
  }
  const ramparts = { perimeter: [] as string[], camp: [] as string[] };
  for (const [k, kind] of map.rampartSides) {
    const [a, b] = hexsideHexes(k);
    ramparts[kind].push(seg(centre(a), centre(b)));
  }
  const at = (label: string): Hex => parseAcLabel(label)!;
  return {
    classes: Object.fromEntries(TERRAIN_CLASSES.map((c) => [c, parts[c].join('')])) as Record<TerrainClass, string>,
    counts: Object.fromEntries(TERRAIN_CLASSES.map((c) => [c, parts[c].length])) as Record<TerrainClass, number>,
    outerWorks: ow.join(''),
    river: { lines: courseLines(map.hexes, (d) => d.river), dots: riverDots.join(''), forks: forks.join('') },
    trench: { lines: courseLines(map.hexes, (d) => d.trench), dots: trenchDots.join('') },
    ramparts: { perimeter: ramparts.perimeter.join(''), camp: ramparts.camp.join('') },
    joints,
    zones: ZONES.map((z) => ({ text: z, ...centre(at(ZONE_NUMERALS[z])) })),
    deltas: DELTAS.map((d) => ({ text: 'Δ', ...centre(at(d.at)) })),
    edgeLabels,
    places: GROUND.places.map((p) => ({ text: p.name, ...groundPoint(p.at) })),
  };
}

let cached: TerrainPaths | null = null;
/** The terrain paths, built on first use and kept for the module's life. */
export function terrainPaths(): TerrainPaths {
  return (cached ??= build());
}
