/**
 * Pure logic of dragging counters onto the wings of the Battle Map (BG 4.4.2): which units may be
 * dragged, which wings accept them and which action a drop applies. Everything is read from the
 * engine's legal-action list; a drop only ever returns an action object taken from that list.
 */
import type { BattleBoard, Wing } from '../../../engine/bellum/combat/types';
import type { BellumAction, Side } from '../../../engine/bellum/state';
import { WING_ORDER } from './boardModel';

/** A legal placement of one unit on one wing: deployment, or realignment from the Reserve. */
export type WingAction = Extract<BellumAction, { t: 'deploy' } | { t: 'realign' }>;

export const isWingAction = (a: BellumAction): a is WingAction => a.t === 'deploy' || a.t === 'realign';

/** The legal placements of `unit` (none when it is not to be placed now). */
export function wingActionsOf(legal: readonly BellumAction[], unit: string): WingAction[] {
  return legal.filter((a): a is WingAction => isWingAction(a) && a.unit === unit);
}

/** A counter may be dragged only when the legal list offers it a wing. */
export const isDraggable = (legal: readonly BellumAction[], unit: string): boolean =>
  legal.some((a) => isWingAction(a) && a.unit === unit);

/** Wings that accept `unit`, in board order (Left, Centre, Right, Reserve). */
export function acceptedWings(legal: readonly BellumAction[], unit: string): Wing[] {
  const wings = new Set(wingActionsOf(legal, unit).map((a) => a.wing));
  return WING_ORDER.filter((w) => wings.has(w));
}

/** The army a unit stands in on the board, or null when it is on neither side. */
export function sideOfUnit(board: BattleBoard, unit: string): Side | null {
  if (board.roman.units[unit]) return 'roman';
  if (board.gallic.units[unit]) return 'gallic';
  return null;
}

/**
 * The action a drop of `unit` on `side`'s `wing` applies: the matching entry of the legal list
 * itself, or null (another army's wing, a wing the unit may not take, or nothing to place).
 */
export function dropAction(legal: readonly BellumAction[], board: BattleBoard, unit: string, side: Side, wing: Wing): WingAction | null {
  if (sideOfUnit(board, unit) !== side) return null;
  return wingActionsOf(legal, unit).find((a) => a.wing === wing) ?? null;
}
