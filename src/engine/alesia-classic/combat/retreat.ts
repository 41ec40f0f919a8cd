/**
 * AC 16 — movement after combat (AC 15.3, 16.1–16.5, 20.2, 21.5, 22.1, 24.9): where a beaten stack may retreat
 * and where a victorious unit may advance.
 *
 * This edition's readings: a stack retreats together, along a path of exactly the result's hexes
 * chosen by the winner; no hex twice, never into an enemy-held hex or enemy ZOC, never through a
 * stream or the trench (it may end on one), never into the town for a Roman nor onto the Outer Works
 * for cavalry; a Roman leaving the board is lost, a Gaul may leave it into the OBMC. "Toward the
 * loser's own lines" (AC 16.4): a Roman ends no farther from his ramparts, a relief Gaul no farther
 * from the board's edge, a besieged Gaul no farther from the town — when any retreat allows it.
 */
import { distance, hexKey, parseHexKey, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { acUnit } from '../data/units';
import { acHex, acMap, distanceToTown } from '../map/map';
import { EDGE_HEXES } from '../map/zones';
import { occupancy, otherSide, STACK_LIMIT, zocOf } from '../queries';
import { sameCourse } from '../movement/terrain';
import { unitOf, type AcSide, type AcState } from '../state';

export const OFF = 'off';

interface Walker {
  side: AcSide;
  cavalry: boolean;
  missile: boolean;
  occ: Map<string, string[]>;
  zoc: Set<string>;
  /** AC 8.4 — trench hexes filled in, which no longer stop infantry. */
  filled: Set<string>;
}

function walker(s: AcState, units: string[]): Walker {
  const side = acUnit(units[0]).side;
  const occ = occupancy(s);
  return {
    side,
    cavalry: units.some((u) => acUnit(u).kind === 'cavalry'),
    // Stryker disable next-line MethodExpression: read only when one unit advances (advanceOptions), where some and every agree
    missile: units.some((u) => ['archer', 'slinger'].includes(acUnit(u).kind)),
    occ,
    zoc: zocOf(s, otherSide(side), occ),
    // Stryker disable next-line ArrayDeclaration: a made-up entry in the filled list matches no hex
    filled: new Set(units.some((u) => acUnit(u).kind === 'cavalry') ? [] : s.trench?.filled ?? []),
  };
}

/** May the stack step into `k` at all (not counting ZOC)? */
function open(w: Walker, k: string): boolean {
  const d = acHex(parseHexKey(k));
  if (!d) return false;
  const held = (w.occ.get(k) ?? []).find((x) => acUnit(x).kind !== 'fort');
  if (held && acUnit(held).side !== w.side) return false;
  if (d.area === 'town' && (w.side === 'roman' || !d.wall)) return false;
  if (w.cavalry && d.outerWorks) return false;
  return true;
}

/** Entering `k` from `from` crosses a stream or the trench: the retreat or advance must end there. */
function stops(w: Walker, from: string, k: string): boolean {
  const a = acHex(parseHexKey(from));
  const b = acHex(parseHexKey(k))!;
  if (b.river?.restrictive && !sameCourse(a, b, 'river') && !(b.rampart && b.rampartBridge)) return true;
  if (b.trench?.restrictive && !sameCourse(a, b, 'trench') && !w.filled.has(k)) return true;
  return false;
}

function fits(w: Walker, k: string, moving: number): boolean {
  const here = (w.occ.get(k) ?? []).filter((x) => !['fort', 'leader'].includes(acUnit(x).kind)).length;
  return here + moving <= STACK_LIMIT[w.side];
}

const isEdge = (k: string) => EDGE_HEXES.some((e) => hexKey(e) === k);

/** End hexes (or OFF) of every legal retreat of `units` from `from`, `n` hexes long; empty: they are eliminated. */
export function retreatOptions(s: AcState, units: string[], from: string, n: number): string[] {
  const w = walker(s, units);
  const moving = units.filter((u) => !['leader', 'fort'].includes(acUnit(u).kind)).length;
  const ends = new Set<string>();
  const walk = (at: string, left: number, seen: Set<string>) => {
    if (left === 0) {
      if (fits(w, at, moving)) ends.add(at);
      return;
    }
    if (w.side === 'gallic' && isEdge(at)) ends.add(OFF);
    for (const nb of neighbours(parseHexKey(at))) {
      const k = hexKey(nb);
      if (seen.has(k) || !open(w, k) || w.zoc.has(k)) continue;
      if (stops(w, at, k) && left > 1) continue;
      seen.add(k);
      walk(k, left - 1, seen);
      seen.delete(k);
    }
  };
  walk(from, n, new Set([from]));
  const all = [...ends];
  const home = homeDistance(units);
  const start = home(from);
  // OFF is an end for Gauls only (above), and for them leaving the board is always homeward.
  const toward = all.filter((k) => k === OFF || home(k) <= start);
  return toward.length ? toward : all;
}

/** How far a hex is from the loser's own lines (AC 16.4). */
function homeDistance(units: string[]): (k: string) => number {
  const def = acUnit(units[0]);
  if (def.side === 'roman') {
    const ramparts = [...acMap().hexes.values()].filter((d) => d.rampart).map((d) => d.hex);
    return (k) => nearest(parseHexKey(k), ramparts);
  }
  if (def.force === 'besieged') return (k) => distanceToTown(parseHexKey(k));
  return (k) => nearest(parseHexKey(k), EDGE_HEXES);
}

function nearest(h: Hex, set: readonly Hex[]): number {
  let best = Infinity;
  // Stryker disable next-line EqualityOperator: the least of the distances is the same with < or <=
  for (const x of set) { const d = distance(x, h); if (d < best) best = d; }
  return best;
}

/**
 * Hexes one victorious unit may advance to: first into a vacated hex (whatever the ZOC, AC 16.1),
 * then on up to `n` hexes in all, stopping on entering enemy ZOC (AC 16.5) or a stream. Missile
 * units never advance into enemy ZOC (AC 20.2); a disrupted unit advances only if it fought (AC 21.1, 21.5).
 */
export function advanceOptions(s: AcState, unit: string, into: string[], n: number): string[] {
  const u = unitOf(s, unit);
  // AC 21.1: a disrupted unit that fought advances normally (only battle participants are offered).
  if (u.loc.at !== 'hex') return [];
  const w = walker(s, [unit]);
  const from = u.loc.hex;
  const out = new Set<string>();
  const firsts = into.filter((k) => adjacentOrSame(from, k) && !(w.occ.get(k) ?? []).some((x) => acUnit(x).kind !== 'fort' && unitOf(s, x).loc.at === 'hex') && open(w, k));
  const walk = (at: string, left: number, seen: Set<string>, prev: string) => {
    if (fits(w, at, 1)) out.add(at);
    if (left === 0 || w.zoc.has(at) || stops(w, prev, at)) return;
    for (const nb of neighbours(parseHexKey(at))) {
      const k = hexKey(nb);
      if (seen.has(k) || !open(w, k)) continue;
      if (w.missile && w.zoc.has(k)) continue;
      seen.add(k);
      walk(k, left - 1, seen, at);
      seen.delete(k);
    }
  };
  for (const f of firsts) {
    if (w.missile && w.zoc.has(f)) continue;
    walk(f, n - 1, new Set([from, f]), from);
  }
  out.delete(from);
  return [...out];
}

// Stryker disable next-line ConditionalExpression: a === b cannot hold, a unit never standing in a hex its side attacked or was attacked from (the vacated hexes are the other side's)
const adjacentOrSame = (a: string, b: string) => a === b || distance(parseHexKey(a), parseHexKey(b)) === 1;
