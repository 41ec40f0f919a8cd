/** Pure read-outs of the battle board for display: wings, boxes, SP totals, names. */
import type { BattleBoard, BoardSide, Box, Wing } from '../../../engine/bellum/combat/types';
import { PLACE_BY_ID } from '../../../engine/bellum/data/places';
import { REGION_BY_ID } from '../../../engine/bellum/data/regions';
import { UNIT_BY_ID } from '../../../engine/bellum/data/units';
import type { BellumState, Side } from '../../../engine/bellum/state';

export const WING_ORDER: readonly Wing[] = ['left', 'centre', 'right', 'reserve'];
export const FIRST_LINE_WINGS: readonly Wing[] = ['left', 'centre', 'right'];
export const WING_LABEL: Record<Wing, string> = { left: 'Left', centre: 'Centre', right: 'Right', reserve: 'Reserve' };

export const sideLabel = (side: Side): string => (side === 'roman' ? 'Roman' : 'Gallic');
export const otherSide = (side: Side): Side => (side === 'roman' ? 'gallic' : 'roman');
export const regionName = (id: string): string => REGION_BY_ID[id]?.name ?? id;
export const placeName = (id: string): string => PLACE_BY_ID[id]?.name ?? id;
export const boardSideOf = (b: BattleBoard, side: Side): BoardSide => (side === 'roman' ? b.roman : b.gallic);

/** Current SPs of a unit: its reduced side when flipped. */
export function spOf(s: BellumState, unit: string): number {
  const d = UNIT_BY_ID[unit];
  if (!d) return 0;
  return s.units[unit]?.reduced ? d.reducedSp : d.sp;
}

/** Units of a side placed on the board (deployed, or all once the side is ready). */
function placed(bs: BoardSide): string[] {
  const all = Object.keys(bs.units);
  return bs.ready ? all : all.filter((u) => bs.deployed.includes(u) || bs.units[u].box !== 'line');
}

/** Units still waiting to be deployed. */
export function undeployed(bs: BoardSide): string[] {
  if (bs.ready) return [];
  return Object.keys(bs.units).filter((u) => !bs.deployed.includes(u) && bs.units[u].box === 'line').sort();
}

export function unitsIn(bs: BoardSide, wing: Wing, box: Box): string[] {
  return placed(bs).filter((u) => bs.units[u].wing === wing && bs.units[u].box === box).sort();
}

export function lostUnits(bs: BoardSide): string[] {
  return Object.keys(bs.units).filter((u) => bs.units[u].box === 'lost').sort();
}

export const sumSp = (s: BellumState, units: readonly string[]): number => units.reduce((t, u) => t + spOf(s, u), 0);

/** SPs standing in a wing (its A/E boxes excluded). */
export const wingSp = (s: BellumState, bs: BoardSide, wing: Wing): number => sumSp(s, unitsIn(bs, wing, 'line'));

/** BG 4.4.2: first-line SPs (Left + Centre + Right, reserve excluded) give the odds. */
export function firstLineSp(s: BellumState, bs: BoardSide): number {
  return FIRST_LINE_WINGS.reduce((t, w) => t + wingSp(s, bs, w), 0);
}

/** Army Commander first, then the other leaders in board order. */
export function leadersInOrder(bs: BoardSide): string[] {
  const rest = bs.leaders.filter((l) => l !== bs.commander);
  return bs.commander && bs.leaders.includes(bs.commander) ? [bs.commander, ...rest] : rest;
}
