/**
 * The Roman's counter-plan for the playout policy (issue 18): stop the breakout (AG 11.0 — the Gaul
 * wins at once with Vercingetorix, or Critognatus, and three unrouted Alesia-force units outside the
 * circumvallations). It reads only what the Roman sees: his own units, the Alesia force's units and
 * its commander where they stand (view.ts shows them), and the board.
 *  - The exits: the Gaul's cheapest ways out, traced down the breakout field with the Roman units
 *    and their Zones of Control in the way (breakout.ts `fieldZoc`, `pathOut`) from each of the
 *    three breakout units nearest the way out and from their commander (off the map: from the entry hex whose way out is cheapest).
 *    The hexes those ways cross — the ones the Gaul does not hold, and not the first hex outside
 *    (the open ground beyond is wide: a unit there blocks nothing) — are the ones to man.
 *  - Blocking: a Roman move is worth what it adds to the blocking — a hex on a way out counts
 *    ON_EXIT, and a facing whose front hexes (his Zone of Control, AG 7.21; a Gaul entering it must
 *    stop, AG 7.23) cover a hex of a way out NEXT_TO_EXIT more — less what it takes away where the
 *    unit stood; the field is traced again after each move (it is kept per
 *    units record), so the next unit goes to the next gap. Reserves not yet there march towards the
 *    ways out (the nearest exit hex brought nearer), when no move blocks.
 *  - The Command activated (AG 4.11, 5.1): the one with most units within MARCH MP of a way out
 *    and not on it yet (a legion's cohorts; the auxiliaries for a Zone Commander; the cavalry for a
 *    Prefect) — taken by Seizure (AG 5.21: Caesar for a legion, a Zone Commander for his auxiliaries)
 *    when the Gaul is within SEIZE_AT MP of winning (`breakoutCost`) and such a Command is there.
 *  - Fire and shock go first at the Alesia-force units nearest the way out (AG 8, 9): a shot at the
 *    one with the least way left, a shock on one within NEARLY_OUT MP of it by a Roman not yet worn.
 */
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import type { AgAction } from '../actions';
import { alesiaOc } from '../commands';
import { agLeader, agUnit, isAuxiliary, isCavalry } from '../data';
import { aspectHexes } from '../facing';
import type { AgState, Facing } from '../state';
import { bestEntryHex, distanceIn, distanceOf, FAR, fieldTo, fieldZoc, pathOut } from './breakout';
import { breakoutUnits } from './gallicPlan';
import { mapUnits, wornOf } from './read';

type Move = Extract<AgAction, { t: 'move' }>;
type Activate = Extract<AgAction, { t: 'activate' }>;
type Fire = Extract<AgAction, { t: 'fire' }>;
type Shock = Extract<AgAction, { t: 'shock' }>;
type Seize = Extract<AgAction, { t: 'seize' }>;
type Face = Extract<AgAction, { t: 'face' }>;

/** What a hex on a way out, and a facing that covers one, add to the blocking. */
export const ON_EXIT = 3;
export const FACING_EXIT = 2;
/** How far (MP, breakout.ts `fieldTo`) a Roman may be from a way out to march towards it, or to count for a Command: three moves. */
const MARCH = 15;
/** An Alesia-force unit this near the way out (MP of the field) is shocked even when the odds are even. */
const NEARLY_OUT = 25;
/** The Gaul this near winning (MP, `breakoutCost`): the Roman seizes the phase (AG 5.21). */
const SEIZE_AT = 24;
/** Blocking moves whose effect on the way out is traced (one field each, `wayLeft`), and the most a unit's way counts. */
const TRIED = 6;
const CAP_MP = 100;

export interface Exits {
  /** Hexes on the Gaul's cheapest ways out (not holding a Gaul), with their distance in the field. */
  on: Map<string, number>;
  /** Hexes next to those (not on them). */
  next: Set<string>;
  /** Per hex index (movement/board.ts), the MP to the nearest hex of `on` (breakout.ts `fieldTo`). */
  reach: Int32Array;
}

const EXITS = new WeakMap<object, Exits>();

/** Where the Alesia force starts its way out: its units' and commander's hexes, or their best entry hex. */
function startOf(s: AgState, f: Int32Array, loc: { at: string; hex?: string }): string | null {
  if (loc.at === 'hex') return loc.hex!;
  if (loc.at === 'east-edge' || loc.at === 'alesia') return bestEntryHex(s, f, loc.at);
  return null;
}

/** The Gaul's cheapest ways out as the Roman sees them (see the header); kept per units record. */
export function exits(s: AgState): Exits {
  let e = EXITS.get(s.units);
  if (e) return e;
  const f = fieldZoc(s);
  const gauls = new Set(mapUnits(s).gallic.map((u) => u.hex));
  const froms = breakoutUnits(s)
    .map((id) => ({ loc: s.units[id].loc, d: distanceOf(s, f, s.units[id].loc) }))
    .filter((x) => x.d > 0 && x.d < FAR)
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((x) => x.loc);
  const leader = alesiaOc(s);
  if (leader) froms.push(s.leaders[leader].loc);
  const on = new Map<string, number>();
  for (const loc of froms) {
    const start = startOf(s, f, loc);
    if (!start) continue;
    for (const h of pathOut(s, f, start)) {
      const d = distanceIn(s, f, h);
      if (d > 0 && !gauls.has(h)) on.set(h, d);
    }
  }
  const next = new Set<string>();
  for (const h of on.keys()) for (const n of neighbours(parseHexKey(h))) {
    const k = hexKey(n);
    if (!on.has(k)) next.add(k);
  }
  e = { on, next, reach: fieldTo(s, on.keys()) };
  EXITS.set(s.units, e);
  return e;
}

/**
 * What a Roman on `hex` facing `facing` adds to the blocking of the ways out: ON_EXIT on one, and
 * FACING_EXIT more when a front hex (his ZOC, AG 7.21) is on a way out or next to one and further
 * from the way out than his own — he faces the Gaul coming, who must stop there (AG 7.23).
 */
export function blockValue(s: AgState, e: Exits, hex: string, facing: Facing): number {
  const on = e.on.has(hex) ? ON_EXIT : 0;
  if (!on && !e.next.has(hex)) return 0;
  const f = fieldZoc(s);
  const d = distanceIn(s, f, hex);
  const faces = aspectHexes(hex, facing, 'front').some((h) => (e.on.has(h) || e.next.has(h)) && distanceIn(s, f, h) > d);
  return on + (faces ? FACING_EXIT : 0);
}

/** MP from `hex` to the nearest way out (FAR: none reached). */
const toExit = (s: AgState, e: Exits, hex: string): number => distanceIn(s, e.reach, hex);

/**
 * The Roman move that blocks the ways out most — of the TRIED best by `blockValue` where it ends
 * (for a unit not on or next to one yet; a tie to the hex nearer the way out's end), the one that
 * leaves the Gaul the longest way (`wayLeft`, the field traced with the unit moved) — else the
 * march of a reserve towards them; null: none does either.
 */
export function blockMove(s: AgState, moves: readonly Move[]): Move | null {
  const e = exits(s);
  if (!e.on.size) return null;
  const enemy = mapUnits(s).gallic.filter((u) => !u.routed).map((u) => u.at);
  const blocks: { a: Move; score: number }[] = [];
  let march: Move | null = null;
  let marchGain = 0;
  const from = new Map<string, { block: number; far: number; engaged: boolean }>();
  for (const a of moves) {
    if (a.rapid || agUnit(a.unit).side !== 'roman') continue;
    let f0 = from.get(a.unit);
    if (!f0) {
      const h0 = parseHexKey(a.path[0]);
      f0 = { block: blockValue(s, e, a.path[0], s.units[a.unit].facing), far: toExit(s, e, a.path[0]), engaged: enemy.some((x) => distance(x, h0) === 1) };
      from.set(a.unit, f0);
    }
    // A unit on a way out or next to one holds it: the way bends round him, and moving him onto
    // the new bend would only bend it back (another unit fills it).
    if (f0.block > 0 || e.next.has(a.path[0])) continue;
    const end = a.path[a.path.length - 1];
    const gain = blockValue(s, e, end, a.facing);
    if (gain > 0) {
      // A hex nearer the way out's end first: the Gaul gets there last.
      blocks.push({ a, score: gain * 100 - Math.min(99, e.on.get(end) ?? 99) });
      continue;
    }
    // A reserve (in touch with no Gaul) marches towards the ways out.
    if (blocks.length || f0.engaged || f0.far > MARCH) continue;
    const g = f0.far - toExit(s, e, end);
    if (g > marchGain) [march, marchGain] = [a, g];
  }
  if (!blocks.length) return march;
  // Of the best few, the one that lengthens the Gaul's way out most (`wayLeft` with the unit moved there).
  blocks.sort((x, y) => y.score - x.score);
  let best = blocks[0].a;
  let bestWay = -1;
  for (const { a } of blocks.slice(0, TRIED)) {
    const u = s.units[a.unit];
    const w = wayLeft({ ...s, units: { ...s.units, [a.unit]: { ...u, loc: { at: 'hex', hex: a.path[a.path.length - 1] }, facing: a.facing } } });
    if (w > bestWay) [best, bestWay] = [a, w];
  }
  return best;
}

/** What is left of the Gaul's way out (AG 11.0) in the Roman's reading (`fieldZoc`): the three breakout units nearest it and their commander, each at most CAP_MP. */
export function wayLeft(s: AgState): number {
  const f = fieldZoc(s);
  const cap = (d: number) => Math.min(CAP_MP, d);
  const ds = breakoutUnits(s).map((id) => cap(distanceOf(s, f, s.units[id].loc))).sort((a, b) => a - b);
  const leader = alesiaOc(s);
  return ds.slice(0, 3).reduce((n, d) => n + d, 0) + (leader ? cap(distanceOf(s, f, s.leaders[leader].loc)) : 0);
}

/** A Roman on or next to a way out not facing the Gaul's way turns to face it (AG 7.21); null: none to turn. */
export function blockFace(s: AgState, faces: readonly Face[]): Face | null {
  const e = exits(s);
  for (const a of faces) {
    const l = s.units[a.unit]?.loc;
    if (!l || l.at !== 'hex' || agUnit(a.unit).side !== 'roman') continue;
    if (blockValue(s, e, l.hex, a.facing) > blockValue(s, e, l.hex, s.units[a.unit].facing)) return a;
  }
  return null;
}

/** The Roman units a leader's Command would activate, roughly (AG 4.11: range not traced). */
function commandOf(s: AgState, leader: string): string[] {
  const d = agLeader(leader);
  const ids = mapUnits(s).roman.filter((u) => !u.routed).map((u) => u.id);
  if (d.role === 'legate') return ids.filter((id) => agUnit(id).legion === d.legion);
  if (d.role === 'zone') return ids.filter((id) => isAuxiliary(agUnit(id)));
  if (d.role === 'prefect') return ids.filter((id) => isCavalry(agUnit(id)));
  return [];
}

/** The Command with most units within MARCH MP of a way out and blocking none yet (null: none has one). */
export function blockCommand(s: AgState, activates: readonly Activate[]): Activate | null {
  const e = exits(s);
  if (!e.on.size) return null;
  const hexOf = new Map(mapUnits(s).roman.map((u) => [u.id, u]));
  let best: Activate | null = null;
  let bestN = 0;
  for (const a of activates) {
    if (agLeader(a.leader).side !== 'roman') continue;
    let n = 0;
    for (const id of commandOf(s, a.leader)) {
      const u = hexOf.get(id)!;
      if (blockValue(s, e, u.hex, s.units[id].facing) === 0 && toExit(s, e, u.hex) <= MARCH) n++;
    }
    if (n > bestN) [best, bestN] = [a, n];
  }
  return best;
}

/** Distance to the way out of the Alesia-force unit nearest it on `hex` (FAR: none there). */
function breakoutAt(s: AgState, hex: string): number {
  const f = fieldZoc(s);
  for (const id of breakoutUnits(s)) {
    const l = s.units[id].loc;
    if (l.at === 'hex' && l.hex === hex) return distanceIn(s, f, hex);
  }
  return FAR;
}

/** The shot at the Alesia-force unit with the least way left to go (null: no shot at one). */
export function breakoutFire(s: AgState, fires: readonly Fire[]): Fire | null {
  let best: Fire | null = null;
  let bestD = FAR;
  for (const a of fires) {
    const d = breakoutAt(s, a.target);
    if (d < bestD) [best, bestD] = [a, d];
  }
  return best;
}

/** The shock on an Alesia-force unit within NEARLY_OUT of the way out by a Roman not yet half worn, the nearest out first (null: none). */
export function breakoutShock(s: AgState, shocks: readonly Shock[]): Shock | null {
  let best: Shock | null = null;
  let bestD = NEARLY_OUT + 1;
  for (const a of shocks) {
    const t = s.units[a.target]?.loc;
    if (!t || t.at !== 'hex' || wornOf(s, a.unit) >= 0.5) continue;
    const d = breakoutAt(s, t.hex);
    if (d < bestD) [best, bestD] = [a, d];
  }
  return best;
}

/**
 * AG 11.0 as the Roman reads it: the MP the Gaul still needs to win by the breakout in field `f`
 * (breakout.ts; by default `fieldZoc`, the Roman units and their ZOC in the way) — the third
 * breakout unit's way out, or his commander's if longer; FAR: no way (fewer than three units, no commander).
 */
export function breakoutCost(s: AgState, f: Int32Array = fieldZoc(s)): number {
  const ds = breakoutUnits(s).map((id) => distanceOf(s, f, s.units[id].loc)).sort((a, b) => a - b);
  const leader = alesiaOc(s);
  if (ds.length < 3 || !leader) return FAR;
  return Math.max(ds[2], distanceOf(s, f, s.leaders[leader].loc));
}

/** AG 5.21: the Seizure to take (Caesar's, else a Zone Commander's, never the move-only one, AG 5.25) when the breakout is near; null: let the phase go. */
export function blockSeizure(s: AgState, seizes: readonly Seize[]): Seize | null {
  if (!s.alesiaEntered || breakoutCost(s) > SEIZE_AT) return null;
  return seizes.find((a) => !a.move && a.leader === 'caesar') ?? seizes.find((a) => !a.move) ?? null;
}
