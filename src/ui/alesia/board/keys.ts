/**
 * Keyboard moves of the 1983 map's focus hex: the shared hex boards' keys (../../hexboard/keys.ts)
 * on this board's hexes.
 */
import { acMap } from '../../../engine/alesia-classic/map/map';
import { nextHexOn } from '../../hexboard/keys';

export { stepOf } from '../../hexboard/keys';

const onAcBoard = (k: string): boolean => acMap().hexes.has(k);

/** The hex a key press moves the focus to, or null (not a move key, or off the board). */
export function nextHex(from: string, key: string, shift: boolean): string | null {
  return nextHexOn(onAcBoard, from, key, shift);
}
