/**
 * AG 5.45 — the placement lines of the Entry Zones: for each edge hex of a zone, the straight run of
 * hexes from it towards the Ramparts opposite, as far as a tribal counter may stand (the static part;
 * the Roman units and ZOC that cut a line are read in play, ../entry/placementHexes.ts).
 *
 * The seed prints no zone and no line. Its text fixes: up to 10 hexes from an edge hex of the zone,
 * "in a straight line" between that hex and the Ramparts opposite (not 10 hexes off to one side);
 * not within 3 hexes of a Rampart hex (counting it: W3908 is the last hex of W3901's line, 3 from
 * the Rampart W3911) nor within 2 of a Camp Wall (W3601–W3604, the cavalry camp in W3606); outside
 * the walls; W5815 and W5915–W5918 count as Rampart hexes for this rule.
 *
 * Reading (RECONSTRUCTED, docs/reconstruction/gboh-placement.md): "straight towards the Ramparts
 * opposite" is read as square to the zone's edge: along the hex line from a west or east edge hex
 * (as the example W3901–W3908 runs), and down or up the map from a north or south edge hex (the hex
 * line of ../../hex/line.ts from the edge hex to the hex ten lines in, the same column: a zigzag that
 * keeps to the edge hex's x). A line ends before the first hex that is not outside the works (a camp,
 * a Rampart, a Redoubt, ground between the lines) or is off the board; a "Camp Wall" is read as any
 * camp hex (the wall runs round the camp's edge hexes, so an outside hex is as far from the wall as
 * from the camp).
 */
import { hex, hexKey, type Hex } from '../../hex/coords';
import { line } from '../../hex/line';
import type { EntryZone } from '../tables/types';
import { gbohBoard, terrainAt, type GbohBoard } from './board';
import { globalColumn, hexAt, lineOf, parseGbohLabel, type Edge, type SheetId } from './grid';
import { entryZones, ZONE_SPANS } from './zones';

export const PLACEMENT_READING = {
  reconstructed: true,
  source: 'AG 5.45 (text and example W3901–W3908, W3601–W3604 by the camp wall in W3606)',
  why: 'No placement line is printed: each runs square to its zone’s edge, ten hexes deep, cut by the works, the 3-hex Rampart and 2-hex camp margins.',
} as const;

/** AG 5.45 — how far from the edge hex a counter may stand (the edge hex is 0). */
export const PLACEMENT_DEPTH = 10;
/** AG 5.45 — a counter stands at least this many hexes from any Rampart hex (counting it). */
export const RAMPART_MARGIN = 3;
/** AG 5.45 — and at least this many from a Camp Wall. */
export const CAMP_WALL_MARGIN = 2;
/** AG 5.45 — hexes of the hill north of the circumvallation that count as Rampart hexes for placement. */
export const RAMPART_LIKE_LABELS = ['W5815', 'W5915', 'W5916', 'W5917', 'W5918'] as const;

/** One placement line: its edge hex and the hexes from it inwards (edge hex first), each with whether terrain allows a counter there. */
export interface PlacementLine {
  zone: EntryZone;
  edge: Edge;
  /** Hex keys from the edge hex inwards, up to PLACEMENT_DEPTH, ending before the works. */
  hexes: string[];
  /** Per hex of `hexes`: clear of the Rampart and Camp Wall margins and of Death Gardens (terrain only). */
  open: boolean[];
}

/** The hex ten hexes in from `h`, square to `edge`. */
function inward(h: Hex, edge: Edge): Hex {
  const l = lineOf(h);
  const g = globalColumn(h);
  switch (edge) {
    case 'W': return hexAt(l, g + PLACEMENT_DEPTH);
    case 'E': return hexAt(l, g - PLACEMENT_DEPTH);
    case 'N': return hexAt(l - PLACEMENT_DEPTH, g);
    case 'S': return hexAt(l + PLACEMENT_DEPTH, g);
  }
}

/** AG 6.41 — outside the works: not a camp, Rampart or Redoubt, not between the lines, not Alesia. */
const outside = (b: GbohBoard, h: Hex): boolean => {
  const t = terrainAt(b, h);
  return !!t && !t.rampart && !t.redoubt && !t.camp && !t.alesia && t.area !== 'between';
};

/** The hex keys within `cap` hexes of any of `from` (the margins are small: a bounded ring per hex). */
function within(from: readonly Hex[], cap: number): Set<string> {
  const m = new Set<string>();
  for (const f of from) {
    for (let dq = -cap; dq <= cap; dq++) {
      for (let dr = Math.max(-cap, -dq - cap); dr <= Math.min(cap, -dq + cap); dr++) m.add(hexKey(hex(f.q + dq, f.r + dr)));
    }
  }
  return m;
}

const CACHE = new Map<string, Map<EntryZone, PlacementLine[]>>();

/** AG 5.45 — every placement line of every zone on the board made of `sheets` (built once). */
export function placementLines(sheets: readonly SheetId[]): Map<EntryZone, PlacementLine[]> {
  const id = [...sheets].sort().join('');
  const hit = CACHE.get(id);
  if (hit) return hit;
  const b = gbohBoard(sheets);
  const ramparts: Hex[] = [];
  const camps: Hex[] = [];
  for (const t of b.hexes.values()) {
    if (t.rampart) ramparts.push(t.hex);
    if (t.camp) camps.push(t.hex);
  }
  for (const l of RAMPART_LIKE_LABELS) {
    const h = parseGbohLabel(l);
    if (h && terrainAt(b, h)) ramparts.push(h);
  }
  const nearRampart = within(ramparts, RAMPART_MARGIN - 1);
  const nearCamp = within(camps, CAMP_WALL_MARGIN - 1);
  const out = new Map<EntryZone, PlacementLine[]>();
  for (const [zone, edgeHexes] of entryZones(sheets)) {
    const edge = ZONE_SPANS.find((z) => z.zone === zone)!.edge;
    const lines: PlacementLine[] = [];
    for (const e of edgeHexes) {
      const hexes: string[] = [];
      const open: boolean[] = [];
      for (const h of line(e, inward(e, edge))) {
        if (!outside(b, h)) break;
        const k = hexKey(h);
        hexes.push(k);
        open.push(!nearRampart.has(k) && !nearCamp.has(k) && !terrainAt(b, h)!.deathGarden);
      }
      if (hexes.length) lines.push({ zone, edge, hexes, open });
    }
    out.set(zone, lines);
  }
  CACHE.set(id, out);
  return out;
}

/** The zone's placement lines, the middle of the zone's edge first, then outwards (the first open hex is the default placement). */
export function zoneLines(sheets: readonly SheetId[], zone: EntryZone): PlacementLine[] {
  const lines = placementLines(sheets).get(zone) ?? [];
  const mid = (lines.length - 1) / 2;
  return lines.map((l, i) => ({ l, d: Math.abs(i - mid) })).sort((a, b) => a.d - b.d).map((x) => x.l);
}

