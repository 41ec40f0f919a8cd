/** BG 4.4.2 — pursuit: the victor eliminates first-line units of the beaten army, in a fixed priority. */
import { REGION_BY_ID } from '../../data/regions';
import { UNIT_BY_ID } from '../../data/units';
import type { Terrain, UnitId } from '../../data/types';
import { pieceRef, type Ctx } from '../../ctx';
import { eliminateUnit } from '../../losses';
import { other, pieceName } from '../../queries';
import type { BellumState } from '../../state';
import type { BoardSide } from '../types';
import { boardSide, firstLine } from './board';

/**
 * BG 4.4.2 — pursuit limits: at least 1, at most the victor's intact first-line cavalry units,
 * less 2 in a marsh and 1 in a forest; the minimum stays 1.
 */
export function pursuitLimit(intactCavalry: number, terrain: Terrain): { min: number; max: number } {
  const malus = terrain === 'marsh' ? 2 : terrain === 'forest' ? 1 : 0;
  return { min: 1, max: Math.max(1, intactCavalry - malus) };
}

/** Victor's intact (not reduced) cavalry standing in his first line. */
export function intactFirstLineCavalry(s: BellumState, bs: BoardSide): number {
  return firstLine(bs).filter((u) => UNIT_BY_ID[u].kind === 'cavalry' && !s.units[u].reduced).length;
}

/** Priority class (0 first): reduced infantry, reduced cavalry, intact infantry, intact cavalry. */
export function pursuitClass(s: BellumState, u: UnitId): number {
  const cav = UNIT_BY_ID[u].kind === 'cavalry' ? 1 : 0;
  return (s.units[u].reduced ? 0 : 2) + cav;
}

/** Units the victor may pick next: the beaten first line's highest non-empty priority class. */
export function pursuitCandidates(s: BellumState, loser: BoardSide): UnitId[] {
  const line = firstLine(loser);
  // An empty line has no class: Math.min() of nothing is Infinity, and no unit is picked.
  const best = Math.min(...line.map((u) => pursuitClass(s, u)));
  return line.filter((u) => pursuitClass(s, u) === best);
}

export function pursueUnit(ctx: Ctx, unit: UnitId): void {
  const b = ctx.s.combat!.board!;
  const loser = boardSide(b, other(b.winner!));
  loser.units[unit].box = 'lost';
  eliminateUnit(ctx, unit);
  ctx.text(b.winner, `Pursuit: ${pieceName(unit)} is cut down (Permanent Losses).`, 'BG 4.4.2', [pieceRef(unit)]);
}

export function pursuitMaxFor(s: BellumState): number {
  const b = s.combat!.board!;
  return pursuitLimit(intactFirstLineCavalry(s, boardSide(b, b.winner!)), REGION_BY_ID[b.region].terrain).max;
}
