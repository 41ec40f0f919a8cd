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
import { fortHexes, occupancy, otherSide, STACK_LIMIT, zocOf } from '../queries';
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
  const ends = new Set<string>();
  const walk = (at: string, left: number, seen: Set<string>) => {
    // AC 10.2: a retreat may end on a full friendly stack; what is over the limit when the turn
    // ends is eliminated, the owner choosing which (overstack.ts).
    if (left === 0) {
      ends.add(at);
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

/**
 * AC 24.9 — the hexes a retreat to `to` (a hex or OFF) passes through, its end included: among the
 * legal routes of that length, the one through the fewest vacant forts (the Roman chooses every
 * Gallic retreat, AC 15.3, and a Gaul passing through a vacant fort destroys it).
 */
export function retreatPath(s: AcState, units: string[], from: string, n: number, to: string): string[] {
  const w = walker(s, units);
  const forts = fortHexes(s);
  let best: string[] = [];
  let fewest = Infinity;
  const consider = (path: string[]) => {
    const k = path.filter((h) => forts.has(h)).length;
    if (k < fewest) { fewest = k; best = [...path]; }
  };
  const path: string[] = [];
  const seen = new Set([from]);
  const walk = (at: string, left: number) => {
    if (left === 0) {
      if (at === to) consider(path);
      return;
    }
    if (to === OFF && w.side === 'gallic' && isEdge(at)) consider(path);
    for (const nb of neighbours(parseHexKey(at))) {
      const k = hexKey(nb);
      if (seen.has(k) || !open(w, k) || w.zoc.has(k)) continue;
      if (stops(w, at, k) && left > 1) continue;
      seen.add(k);
      path.push(k);
      walk(k, left - 1);
      path.pop();
      seen.delete(k);
    }
  };
  walk(from, n);
  return best;
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
 * Hexes one victorious unit may advance to: first into a vacated hex (whatever the ZOC, AC 16.1) —
 * any of the victors may, as long as the stack there stays within its limit (AC 15.3, 10.1) — then
 * on up to `n` hexes in all, stopping on entering enemy ZOC (AC 16.5) or a stream. Missile units
 * never advance into enemy ZOC (AC 20.2); a disrupted unit advances only if it fought (AC 21.1,
 * 21.5). The FAQ on 16.1: a unit that steps off a river hex into the vacated hex goes no further
 * unless it began its turn on that river or on the defender's bank.
 */
export function advanceOptions(s: AcState, unit: string, into: string[], n: number): string[] {
  const out = new Set<string>();
  advanceRoutes(s, unit, into, n, (at) => out.add(at));
  return [...out];
}

/**
 * AC 24.9 — the hexes an advance to `to` passes through, its end included: for a Gaul, the route
 * through the most vacant forts (the advancing player chooses his route, and each vacant fort a Gaul
 * passes through is destroyed); for a Roman, the first route found.
 */
export function advancePath(s: AcState, unit: string, into: string[], n: number, to: string): string[] {
  const forts = fortHexes(s);
  let best: string[] = [];
  let most = -1;
  advanceRoutes(s, unit, into, n, (at, path) => {
    if (at !== to) return;
    const k = path.filter((h) => forts.has(h)).length;
    if (k > most) { most = k; best = [...path]; }
  });
  return best;
}

/** Every end of an advance with the route to it (`path`: the hexes entered, the end last). */
function advanceRoutes(s: AcState, unit: string, into: string[], n: number, visit: (at: string, path: readonly string[]) => void): void {
  const u = unitOf(s, unit);
  // AC 21.1: a disrupted unit that fought advances normally (only battle participants are offered).
  if (u.loc.at !== 'hex') return;
  const w = walker(s, [unit]);
  const from = u.loc.hex;
  const enemyIn = (k: string) => (w.occ.get(k) ?? []).some((x) => acUnit(x).side !== w.side && acUnit(x).kind !== 'fort' && unitOf(s, x).loc.at === 'hex');
  const firsts = into.filter((k) => adjacentOrSame(from, k) && !enemyIn(k) && open(w, k));
  const path: string[] = [];
  const walk = (at: string, left: number, seen: Set<string>, prev: string, mayGoOn: boolean) => {
    if (at !== from && fits(w, at, 1)) visit(at, path);
    if (left === 0 || !mayGoOn || w.zoc.has(at) || stops(w, prev, at)) return;
    for (const nb of neighbours(parseHexKey(at))) {
      const k = hexKey(nb);
      if (seen.has(k) || !open(w, k)) continue;
      if (w.missile && w.zoc.has(k)) continue;
      seen.add(k);
      path.push(k);
      walk(k, left - 1, seen, at, true);
      path.pop();
      seen.delete(k);
    }
  };
  for (const f of firsts) {
    if (w.missile && w.zoc.has(f)) continue;
    path.push(f);
    walk(f, n - 1, new Set([from, f]), from, offRiverMayGoOn(s, unit, from, f));
    path.pop();
  }
}

/**
 * The FAQ on 16.1: a unit advancing off a river hex into the vacated hex may go on beyond it only
 * if it began its turn on that river, or on the same bank as the defender. Where it began the turn
 * is its move record (kept for the player-turn); a unit with none has not moved and began it where
 * it stands. "The same bank" is read as: the hex it stepped onto the river from and the vacated hex
 * join within four hexes without touching that river.
 */
function offRiverMayGoOn(s: AcState, unit: string, from: string, f: string): boolean {
  const onRiver = acHex(parseHexKey(from))?.river;
  if (!onRiver?.restrictive || acHex(parseHexKey(f))?.river?.restrictive) return true;
  const rec = s.moves[unit];
  if (!rec || rec.from.at !== 'hex') return true;
  const trail = [rec.from.hex, ...rec.path];
  if (trail[trail.length - 1] !== from) return true;
  const branches = new Set(onRiver.branches);
  const onIt = (k: string) => { const r = acHex(parseHexKey(k))?.river; return !!r && r.branches.some((b) => branches.has(b)); };
  let i = trail.length - 1;
  while (i >= 0 && acHex(parseHexKey(trail[i]))?.river?.restrictive && onIt(trail[i])) i--;
  if (i < 0) return true; // it began the turn on the river
  return sameBank(trail[i], f, onIt);
}

function sameBank(a: string, b: string, onIt: (k: string) => boolean): boolean {
  let frontier = [a];
  const seen = new Set(frontier);
  for (let d = 0; d < 4 && frontier.length; d++) {
    const next: string[] = [];
    for (const k of frontier) {
      for (const nb of neighbours(parseHexKey(k))) {
        const x = hexKey(nb);
        if (x === b) return true;
        if (seen.has(x) || !acHex(nb) || onIt(x)) continue;
        seen.add(x);
        next.push(x);
      }
    }
    frontier = next;
  }
  return false;
}

// Stryker disable next-line ConditionalExpression: a === b cannot hold, a unit never standing in a hex its side attacked or was attacked from (the vacated hexes are the other side's)
const adjacentOrSame = (a: string, b: string) => a === b || distance(parseHexKey(a), parseHexKey(b)) === 1;
