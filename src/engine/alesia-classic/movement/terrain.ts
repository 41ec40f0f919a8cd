/**
 * AC 7 (movement bonuses), AC 8 (terrain restrictions), AC 9 (the town), AC 22 (cavalry), AC 25 (ramparts as bridges).
 * What a single step from one hex to the next costs and does to a moving unit (AC 5–10, 19.2,
 * 22.1, 24.8, 25.5). Costs are in half movement factors: an ordinary hexside costs 2, a step along
 * a rampart from one connected rampart hex to the next costs 1 (AC 7.1–7.3), as does a Roman step
 * between a fort and an adjacent rampart or fort hex (AC 24.8).
 */
import { distance, parseHexKey, type Hex } from '../../hex/coords';
import { acUnit } from '../data/units';
import type { AcUnitDef } from '../data/types';
import { hexAt, rampartBetween, type AcHex } from '../map/map';
import { STACK_LIMIT } from '../queries';
import type { AcSide, AcState } from '../state';

export interface Mover {
  id: string;
  def: AcUnitDef;
  side: AcSide;
  occ: Map<string, string[]>;
  /** The side holding each hex with units (an empty fort holds nothing). */
  holder: Map<string, AcSide>;
  /** Hexes in the enemy's zone of control. */
  enemyZoc: Set<string>;
  /** Hexes holding a fort that still stands. */
  forts: Set<string>;
  /** AC 8.4 — trench hexes filled in (they no longer stop this mover). */
  filled?: ReadonlySet<string>;
  /** The same facts by hex index (map/index.ts), for the search's loop. */
  arr: MoverArrays;
}

export interface MoverArrays {
  /** The enemy's units on each hex (arrays.ts; forts not counted). Read only: shared by every mover of the position. */
  enemyHeld: Uint8Array;
  /** How many enemy units hold each hex in their zone of control (0: none). */
  zoc: Uint8Array;
  fort: Uint8Array;
  filled: Uint8Array;
  /** Units counting for stacking on each hex (arrays.ts stackArray). */
  stack: Uint8Array;
  /** Vercingetorix only: hexes within 3 of a fort (AC 19.2). */
  nearFort: Uint8Array | null;
}

export const NORMAL = 2;
export const RAMPART = 1;

/** Do two hexes lie on the same stream or ditch (a shared branch; AC 8.2, appendix E)? */
export function sameCourse(a: AcHex | undefined, b: AcHex, kind: 'river' | 'trench'): boolean {
  const x = a?.[kind];
  const y = b[kind];
  // AC 8.3: a hex the barrier only clips is off its course — a step from it onto the barrier stops there.
  return !!x?.restrictive && !!y && x.branches.some((br) => y.branches.includes(br));
}

/** AC 24.8, 25.5 — may this side pass the stream in this hex without stopping? */
export function isBridge(m: Mover, h: AcHex, key: string): boolean {
  if (h.rampart && h.rampartBridge) return true;
  return m.side === 'roman' && m.forts.has(key);
}

/**
 * The cost of stepping from `a` into `b`, or null when the step is forbidden:
 * an enemy-held hex (AC 5.5), the town for a Roman (AC 9.1) or a town hex that is not a wall hex,
 * Outer Works for cavalry (AC 22.1), within 3 hexes of a fort for Vercingetorix (AC 19.2),
 * straight from one enemy ZOC hex into another (AC 6.4).
 */
export function stepCost(m: Mover, a: string, b: string, aInZoc = m.enemyZoc.has(a)): number | null {
  const hb = hexAt(b);
  if (!hb || !enterableHex(m, b, hb)) return null;
  if (aInZoc && m.enemyZoc.has(b)) return null;
  // AC 7.1–7.2: along a connected rampart ½ MF; AC 7.3: to a rampart hex not connected across this
  // hexside, a full MF (NORMAL below). AC 22.3: cavalry moves along ramparts like anyone else.
  if (rampartBetween(a, b)) return RAMPART;
  if (m.side === 'roman') {
    const ha = hexAt(a);
    const fa = m.forts.has(a);
    const fb = m.forts.has(b);
    // Stryker disable next-line OptionalChaining: a step always starts on a board hex (the search's or a route's), so `ha` is never undefined
    if ((fa && (fb || hb.rampart)) || (fb && (fa || ha?.rampart))) return RAMPART;
  }
  return NORMAL;
}

/** May the mover be in hex `b` at all: not enemy-held, not the town for a Roman, not Outer Works for cavalry, not near a fort for Vercingetorix. */
export function enterable(m: Mover, b: string): boolean {
  const hb = hexAt(b);
  return !!hb && enterableHex(m, b, hb);
}

function enterableHex(m: Mover, b: string, hb: AcHex): boolean {
  const holder = m.holder.get(b);
  if (holder && holder !== m.side) return false;
  if (hb.area === 'town' && (m.side === 'roman' || !hb.wall)) return false;
  // AC 22.1: no cavalry on the Outer Works; AC 23.1: they do not hinder anyone else.
  if (m.def.kind === 'cavalry' && hb.outerWorks) return false;
  if (m.id === 'vercingetorix' && nearFort(m, hb.hex)) return false;
  return true;
}

function nearFort(m: Mover, h: Hex): boolean {
  for (const f of m.forts) if (distance(parseHexKey(f), h) <= 3) return true;
  return false;
}

/**
 * Must the unit stop once it has entered `b` from `a`? In enemy ZOC (AC 6.2); on a stream or the
 * Isolated Trench entered from off its course, unless the hex bridges it (AC 8.1–8.3, 24.8, 25.5).
 */
export function haltsAt(m: Mover, a: string | null, b: string): boolean {
  if (m.enemyZoc.has(b)) return true;
  const hb = hexAt(b)!;
  const ha = a ? hexAt(a) : undefined;
  if (hb.river?.restrictive && !sameCourse(ha, hb, 'river') && !isBridge(m, hb, b)) return true;
  if (hb.trench?.restrictive && !(sameCourse(ha, hb, 'trench') && !(a && m.filled?.has(a))) && !m.filled?.has(b)) return true;
  return false;
}

/** AC 10 — would one more unit of this kind overfill the hex at the end of the move? */
export function wouldOverstack(m: Mover, hex: string): boolean {
  if (m.def.kind === 'leader') return false;
  const here = (m.occ.get(hex) ?? []).filter((id) => id !== m.id && acUnit(id).kind !== 'leader' && acUnit(id).kind !== 'fort');
  return here.length + 1 > STACK_LIMIT[m.side];
}

export type { AcState };
