/**
 * Bellum actions the search leaves out (core/bot/adapter.ts `prune`): moves that only undo one
 * another, which a tree search could repeat without end, and fiddly choices with a good default.
 *  - Picking units in and out of a selected force (BG 3.3.1): the force moves as selected; kept
 *    are adding another leader (never removing one) and, while the force is two armies or more
 *    with another leader beside it, leaving units behind (never taking them back).
 *  - Deselecting a force that could still march: a force is selected to move.
 *  - Placing units on the battle board one by one (BG 4.4.2): the default plan, then confirm.
 *  - Embarking, landing and unbuilding (BG 5): the fleet keeps its passengers and its ships.
 * Reads only what the side to act sees (the selection, the battle board: both open).
 */
import { LEADER_BY_ID } from '../data/leaders';
import { boardSide } from '../combat/battle/board';
import { canSplit } from './march';
import type { BellumAction, BellumState } from '../state';

const MARCH = new Set<BellumAction['t']>(['move', 'enter', 'forced']);
const NAVAL_UNDO = new Set<BellumAction['t']>(['embark', 'disembark', 'unbuild']);

export function pruneBellum(s: BellumState, legal: readonly BellumAction[]): readonly BellumAction[] {
  const p = s.combat?.pending;
  if (p?.kind === 'deploy' && s.combat?.board) {
    const placed = boardSide(s.combat.board, p.side).deployed.length > 0;
    const keep = legal.filter((a) => (placed ? a.t === 'confirmDeploy' : a.t === 'autoDeploy'));
    return keep.length ? keep : legal;
  }
  const sel = s.selection;
  const canMarch = sel !== null && legal.some((a) => MARCH.has(a.t));
  // Leaving units behind, never taking them back: only while the force is two armies or more and
  // another leader stands by to lead the rest (so each step is one way and the list stays short).
  const split = sel !== null && canSplit(s, sel);
  const keep = legal.filter((a) => {
    if (a.t === 'toggle') {
      if (sel === null) return false;
      if (LEADER_BY_ID[a.piece]) return !sel.leaders.includes(a.piece);
      return split && sel.units.includes(a.piece);
    }
    if (a.t === 'deselect') return !canMarch;
    return !NAVAL_UNDO.has(a.t);
  });
  return keep.length ? keep : legal;
}
