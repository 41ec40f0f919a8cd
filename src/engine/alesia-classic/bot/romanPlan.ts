/**
 * The Roman's care for Caesar in the playout policy (issue 18): with Caesar fallen the Roman can at
 * best draw (AC 26.3), and a leader alone in a Gallic ZOC dies (AC 19.3). So Caesar moves only when
 * Gauls come near him, and then to the hex farthest from them (and from the edge, where the relief
 * comes on, AC 11.1); beaten in battle with others in his hex, he stands clear (AC 19.6).
 */
import { distance, parseHexKey, type Hex } from '../../hex/coords';
import type { AcAction } from '../actions';
import { GALLIC, AT_HEX, whereOf } from '../where';
import type { AcState } from '../state';
import { UNIT_INDEX } from '../data/units';
import { distanceToEdge } from './geometry';

type Move = Extract<AcAction, { t: 'move' }>;

/** Gauls this near Caesar put him in danger (an infantry move is 6, AC 2.5). */
export const CAESAR_DANGER = 8;
const CAESAR = UNIT_INDEX.get('caesar')!;

function gallicHexes(s: AcState): Hex[] {
  const { at, key } = whereOf(s);
  const out: Hex[] = [];
  for (let u = 0; u < at.length; u++) if (GALLIC[u] && at[u] === AT_HEX) out.push(parseHexKey(key[u]!));
  return out;
}

function clearance(h: Hex, gauls: readonly Hex[], cap: number): number {
  let d = cap;
  for (const g of gauls) {
    const x = distance(g, h);
    if (x < d) d = x;
  }
  return d;
}

/** Hexes from Caesar to the nearest Gaul on the map (capped at CAESAR_DANGER + 1; null: Caesar not on the map). */
export function caesarClearance(s: AcState): number | null {
  const { at, key } = whereOf(s);
  if (at[CAESAR] !== AT_HEX) return null;
  return clearance(parseHexKey(key[CAESAR]!), gallicHexes(s), CAESAR_DANGER + 1);
}

/** Caesar's move: as far from the Gauls as he can go, then as far from the edge. Undefined: stay. */
export function caesarMove(s: AcState, moves: readonly Move[]): Move | undefined {
  const gauls = gallicHexes(s);
  const score = (to: string) => 100 * clearance(parseHexKey(to), gauls, 12) + Math.min(distanceToEdge(to), 20);
  const here = whereOf(s).key[CAESAR];
  let pick: Move | undefined;
  let top = here === undefined ? -Infinity : score(here);
  for (const a of moves) {
    const c = a.to.charCodeAt(0);
    if (!(c === 45 || (c >= 48 && c <= 57))) continue;
    const x = score(a.to);
    if (x > top) {
      top = x;
      pick = a;
    }
  }
  return pick;
}
