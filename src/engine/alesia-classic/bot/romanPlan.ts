/**
 * The Roman's care for Caesar in the playout policy (issue 18): with Caesar fallen the Roman can at
 * best draw (AC 26.3), and a leader alone in a Gallic ZOC dies (AC 19.3). So Caesar moves only when
 * Gauls come near him, and then to the hex farthest from them (and from the edge, where the relief
 * comes on, AC 11.1); beaten in battle with others in his hex, he stands clear (AC 19.6).
 */
import type { AcAction } from '../actions';
import { GALLIC, AT_HEX, whereOf } from '../where';
import type { AcState } from '../state';
import { UNIT_INDEX } from '../data/units';
import { boardIndex } from '../map/index';
import { boardGeometry, indexDistance } from './geometry';

type Move = Extract<AcAction, { t: 'move' }>;

/** Gauls this near Caesar put him in danger (an infantry move is 6, AC 2.5). */
export const CAESAR_DANGER = 8;
const CAESAR = UNIT_INDEX.get('caesar')!;

/** Board indices of the Gauls on the map. */
function gallicIndices(s: AcState): number[] {
  const { at, hex } = whereOf(s);
  const out: number[] = [];
  for (let u = 0; u < at.length; u++) if (GALLIC[u] && at[u] === AT_HEX && hex[u] >= 0) out.push(hex[u]);
  return out;
}

function clearance(i: number, gauls: readonly number[], cap: number): number {
  let d = cap;
  for (const g of gauls) {
    const x = indexDistance(g, i);
    if (x < d) d = x;
  }
  return d;
}

/** Hexes from Caesar to the nearest Gaul on the map (capped at CAESAR_DANGER + 1; null: Caesar not on the map). */
export function caesarClearance(s: AcState): number | null {
  const { at, hex } = whereOf(s);
  if (at[CAESAR] !== AT_HEX || hex[CAESAR] < 0) return null;
  return clearance(hex[CAESAR], gallicIndices(s), CAESAR_DANGER + 1);
}

/** Caesar's move: as far from the Gauls as he can go, then as far from the edge. Undefined: stay. */
export function caesarMove(s: AcState, moves: readonly Move[]): Move | undefined {
  const gauls = gallicIndices(s);
  const { edge } = boardGeometry();
  const index = boardIndex().index;
  const score = (i: number) => 100 * clearance(i, gauls, 12) + Math.min(edge[i], 20);
  const w = whereOf(s);
  let pick: Move | undefined;
  let top = w.at[CAESAR] === AT_HEX && w.hex[CAESAR] >= 0 ? score(w.hex[CAESAR]) : -Infinity;
  for (const a of moves) {
    const i = index.get(a.to);
    if (i === undefined) continue;
    const x = score(i);
    if (x > top) {
      top = x;
      pick = a;
    }
  }
  return pick;
}
