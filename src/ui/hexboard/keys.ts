/**
 * Keyboard moves of a hex map's focus hex (both hex boards). Pointy-top hexes have neighbours E, W
 * and four diagonals: ← → go west and east; ↑ ↓ go to the row above or below, alternating NE/NW
 * (SE/SW) with the row so that up then down comes back; Q W Z X (or Shift with an arrow, turned a
 * diagonal clockwise) go NW, NE, SW, SE.
 */
import { hexKey, parseHexKey } from '../../engine/hex/coords';
import { neighbour } from '../../engine/hex/directions';

/** Direction indices of hex/directions.ts (pointy-top): E, NE, NW, W, SW, SE. */
const E = 0, NE = 1, NW = 2, WEST = 3, SW = 4, SE = 5;

export function stepOf(key: string, shift: boolean, row: number): number | null {
  if (shift) {
    if (key === 'ArrowUp') return NE;
    if (key === 'ArrowRight') return SE;
    if (key === 'ArrowDown') return SW;
    if (key === 'ArrowLeft') return NW;
  }
  switch (key) {
    case 'ArrowLeft': return WEST;
    case 'ArrowRight': return E;
    case 'ArrowUp': return row % 2 === 0 ? NE : NW;
    case 'ArrowDown': return row % 2 === 0 ? SE : SW;
  }
  switch (key.toLowerCase()) {
    case 'q': return NW;
    case 'w': return NE;
    case 'z': return SW;
    case 'x': return SE;
  }
  return null;
}

/**
 * The hex a key press moves the focus to on a board holding the hexes `has` says: null when the
 * key is no move key, `from` itself at the board's edge.
 */
export function nextHexOn(has: (key: string) => boolean, from: string, key: string, shift: boolean): string | null {
  const h = parseHexKey(from);
  const d = stepOf(key, shift, h.r);
  if (d === null) return null;
  const k = hexKey(neighbour(h, d));
  return has(k) ? k : from;
}
