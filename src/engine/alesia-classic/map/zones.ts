/**
 * AC 11.1, AC 11.4 — the ten off-board zones around the 1983 board.
 *
 * The seed gives eight numeral hexes (AC PBM); IX and X stand on the south edge by symmetry with
 * IV and V (reconstructed). The Δ symbols between zones are reconstructed midway between the
 * numerals: on the top row at A11, A27, A41; down the east edge at rows N and LL; on the bottom row
 * at YY66, YY52, YY36; up the west edge at rows LL and N. An edge hex on a Δ belongs to both zones
 * (this edition's reading of AC 11.1: "between or on the two symbols").
 */
import { hexKey, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { AC_GRID, acContains, acPixel, parseAcLabel } from './grid';

export const ZONES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;
export type Zone = (typeof ZONES)[number];

/** Where each zone's numeral is printed (I–VIII from the seed; IX and X reconstructed). */
export const ZONE_NUMERALS: Record<Zone, string> = {
  I: 'VV26', II: 'AA14', III: 'D4', IV: 'A20', V: 'A34', VI: 'D50', VII: 'AA65', VIII: 'VV72', IX: 'YY59', X: 'YY45',
};

/** The Δ boundary hexes in clockwise order from the north edge; the zone after each is the next one clockwise. */
export const DELTAS: readonly { at: string; after: Zone }[] = [
  { at: 'A11', after: 'IV' },
  { at: 'A27', after: 'V' },
  { at: 'A41', after: 'VI' },
  { at: 'N58', after: 'VII' },
  { at: 'LL70', after: 'VIII' },
  { at: 'YY66', after: 'IX' },
  { at: 'YY52', after: 'X' },
  { at: 'YY36', after: 'I' },
  { at: 'LL20', after: 'II' },
  { at: 'N8', after: 'III' },
];

/** The two zones next to a zone on the ring of the OBMC (AC 11.4: X touches IX and I). */
export function adjacentZones(z: Zone): [Zone, Zone] {
  const i = ZONES.indexOf(z);
  return [ZONES[(i + 9) % 10], ZONES[(i + 1) % 10]];
}

/** The outermost hex row of the board: hexes with a neighbour off the board. */
export const EDGE_HEXES: readonly Hex[] = AC_GRID.hexes.filter((h) => neighbours(h).some((n) => !acContains(n)));

/** The edge in clockwise order, starting at the NW corner hex A1. */
function clockwise(): Hex[] {
  const mid = { x: 26.5, y: 25 * (Math.sqrt(3) / 2) };
  const angle = (h: Hex) => {
    const p = acPixel(h);
    // Clockwise on screen from "north-west": y grows downwards.
    const a = Math.atan2(p.y - mid.y, p.x - mid.x);
    const nw = Math.atan2(-mid.y, 1 - mid.x);
    return (a - nw + 4 * Math.PI) % (2 * Math.PI);
  };
  return [...EDGE_HEXES].sort((a, b) => angle(a) - angle(b));
}

/** Zones of every edge hex (two for a Δ hex). */
export const EDGE_ZONES: ReadonlyMap<string, readonly Zone[]> = (() => {
  const ring = clockwise();
  const deltaAt = new Map(DELTAS.map((d) => [hexKey(parseAcLabel(d.at)!), d.after]));
  const start = ring.findIndex((h) => deltaAt.has(hexKey(h)));
  const out = new Map<string, Zone[]>();
  let zone: Zone = deltaAt.get(hexKey(ring[start]))!;
  for (let i = 0; i < ring.length; i++) {
    const h = ring[(start + i) % ring.length];
    const k = hexKey(h);
    const next = deltaAt.get(k);
    if (next && i > 0) {
      out.set(k, [zone, next]);
      zone = next;
    } else if (next) {
      const before = DELTAS[(DELTAS.findIndex((d) => d.after === next) + 9) % 10].after;
      out.set(k, [before, next]);
    } else out.set(k, [zone]);
  }
  return out;
})();

/** The edge hexes a unit in a zone may enter on (AC 11.1). */
const ENTRY = new Map<Zone, readonly Hex[]>();
const ENTRY_KEYS = new Map<Zone, readonly string[]>();

/** The edge hexes a unit in a zone may enter on (AC 11.1). The same array each time: do not change it. */
export function entryHexes(z: Zone): readonly Hex[] {
  let list = ENTRY.get(z);
  if (!list) ENTRY.set(z, (list = EDGE_HEXES.filter((h) => EDGE_ZONES.get(hexKey(h))!.includes(z))));
  return list;
}

/** The keys of `entryHexes(z)`. */
export function entryKeys(z: Zone): readonly string[] {
  let list = ENTRY_KEYS.get(z);
  if (!list) ENTRY_KEYS.set(z, (list = entryHexes(z).map(hexKey)));
  return list;
}
