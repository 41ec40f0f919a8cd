/**
 * The 1983 board: the ground of Alesia, with the 1983 concessions of ./groundPatch.ts, gridded at
 * 135 m a hex in the play-by-mail notation,
 * plus what only this game has — the town's wall hexes (AC 9.3), the edge zones (AC 11.1) and
 * the fort sites (AC 3.2, AC 24.1) — and the hand corrections of ./overlay.ts. Built once.
 */
import { distance, hexKey, parseHexKey, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { hexsideBetween } from '../../hex/hexside';
import { deriveGrid } from './derive';
import type { DerivedHex } from './derived';
import { AC_GRID, parseAcLabel } from './grid';
import { AC_GROUND } from './groundPatch';
import { AC_OVERLAY } from './overlay';
import { EDGE_ZONES, type Zone } from './zones';

export interface AcHex extends DerivedHex {
  /** A town hex on the town's rim: besieged units come out of the town here (AC 9.3). */
  wall?: boolean;
  /** The off-board zones this edge hex opens on (AC 11.1). */
  edge?: readonly Zone[];
}

export interface AcMap {
  hexes: ReadonlyMap<string, AcHex>;
  rampartSides: ReadonlyMap<string, 'camp' | 'perimeter'>;
  townHexes: readonly Hex[];
}

function build(): AcMap {
  const g = deriveGrid(AC_GRID, AC_GROUND);
  const hexes = g.hexes as Map<string, AcHex>;
  for (const e of AC_OVERLAY) {
    const h = parseAcLabel(e.hex);
    if (!h) throw new Error(`overlay: ${e.hex} is not a hex of the board`);
    const d = hexes.get(hexKey(h))!;
    for (const k of e.clear ?? []) delete d[k];
    Object.assign(d, e.set);
  }
  const townHexes: Hex[] = [];
  for (const d of hexes.values()) {
    const zones = EDGE_ZONES.get(hexKey(d.hex));
    // Stryker disable next-line ConditionalExpression: an edge key holding undefined reads as no edge everywhere (every reader tests `d.edge` or takes `d.edge ?? []`)
    if (zones) d.edge = zones;
    if (d.area !== 'town') continue;
    townHexes.push(d.hex);
    // Stryker disable next-line OptionalChaining: the town lies in the middle of the board (map.test.ts: around Z39), so every neighbour of a town hex is a hex of the board
    if (neighbours(d.hex).some((n) => hexes.get(hexKey(n))?.area !== 'town')) d.wall = true;
  }
  return { hexes, rampartSides: g.rampartSides, townHexes };
}

let cached: AcMap | null = null;
export function acMap(): AcMap {
  return (cached ??= build());
}

export const acHex = (h: Hex): AcHex | undefined => acMap().hexes.get(hexKey(h));

const TOWN_DISTANCE = new Map<string, number>();
/**
 * Hexes from `h` to the nearest town hex (this edition's reading of "within N hexes of Alesia").
 * Cached by hex: the set-up's legal list asks it of every hex of the map for every counter placed.
 */
export function distanceToTown(h: Hex): number {
  const k = hexKey(h);
  let d = TOWN_DISTANCE.get(k);
  // Stryker disable next-line ConditionalExpression: a cache — `true` only works the same distance out again (`false`, killed by every test that asks it, goes with it)
  if (d === undefined) TOWN_DISTANCE.set(k, (d = Math.min(...acMap().townHexes.map((t) => distance(t, h)))));
  return d;
}

/** AC 3.2 — may a Roman unit be set up here? Not in the town nor next to it. */
export const romanSetupAllowed = (h: Hex): boolean => !!acHex(h) && distanceToTown(h) >= 2;

/** AC 3.2, AC 24.1 — may a fort be set up here? Not within 7 hexes of the town (so 8 or more away). */
export const fortSiteAllowed = (h: Hex): boolean => !!acHex(h) && distanceToTown(h) >= 8;

/** The rampart (if any) running along the hexside between two adjacent hexes. */
export function rampartAlong(a: Hex, b: Hex): 'camp' | 'perimeter' | undefined {
  const k = hexsideBetween(a, b);
  return k ? acMap().rampartSides.get(k) : undefined;
}

const NBRS = new Map<string, readonly string[]>();
/** The keys of the on-board neighbours of a hex (cached: the hot path of movement and combat). */
export function nbrs(k: string): readonly string[] {
  let n = NBRS.get(k);
  if (!n) {
    n = neighbours(parseHexKey(k)).filter((x) => acMap().hexes.has(hexKey(x))).map(hexKey);
    NBRS.set(k, n);
  }
  return n;
}

/** A hex by its key (the hot path: no parsing). */
export const hexAt = (k: string): AcHex | undefined => acMap().hexes.get(k);

const PARSED = new Map<string, Hex>();
/** The hex a key names, parsed once and shared (read only: ranges and lines are measured on it in the hot path of fire). */
export function keyHex(k: string): Hex {
  let h = PARSED.get(k);
  if (!h) PARSED.set(k, (h = parseHexKey(k)));
  return h;
}

let RAMPART_BY_PAIR: Map<string, Map<string, 'camp' | 'perimeter'>> | null = null;
/** The rampart along the hexside between two adjacent hexes given by key, if any (AC App.A: connected only across a rampart hexside). */
export function rampartBetween(a: string, b: string): 'camp' | 'perimeter' | undefined {
  // Stryker disable next-line ConditionalExpression: a cache — `true` only builds the same table again (`false`, killed by map.test.ts, goes with it)
  if (!RAMPART_BY_PAIR) {
    const m = new Map<string, Map<string, 'camp' | 'perimeter'>>();
    const put = (x: string, y: string, k: 'camp' | 'perimeter') => { let inner = m.get(x); if (!inner) m.set(x, (inner = new Map())); inner.set(y, k); };
    for (const [side, kind] of acMap().rampartSides) {
      const [x, y] = side.split('|');
      put(x, y, kind);
      put(y, x, kind);
    }
    RAMPART_BY_PAIR = m;
  }
  return RAMPART_BY_PAIR.get(a)?.get(b);
}
