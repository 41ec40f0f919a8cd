/**
 * The Gaul's plan for the playout policy (issue 18). Of the Gaul's two ways to win (AG 11.0,
 * victory.ts) the breakout is the one within reach of a plan: Vercingetorix (else Critognatus) and
 * three unrouted Alesia-force units on hexes outside the circumvallations, which wins at once. Four
 * broken legions need the relief to beat cohorts on their Ramparts, and every tribe that withdraws
 * (AG 10.7) brings the end of the Assault Period nearer. So:
 *  - the Alesia force comes out as soon as it may (a relief unit on the map, AG 5.62; its roll,
 *    AG 5.63) and is then the Command activated whenever it is listed;
 *  - its units march along the breakout field (breakout.ts): the spearhead first, each unit's best
 *    move the one ending nearest the way out (round the manned stretches of the lines — in 12.1 and
 *    12.2 the empty south-east corner: over the inner line by W5033 into the open ground north of
 *    W5815, which counts as outside) — but none more than LEASH hexes ahead of Vercingetorix
 *    (behind him, any way forward): he may pass a Roman only through hexes his units hold
 *    (AG 4.31), so the column is his escort; once three are out and he is not, its units lay a
 *    chain of stepping stones from his hex towards the way out;
 *  - Vercingetorix follows last in the activation (AG 6.12: once he moves his units move no more),
 *    onto the most advanced hex that holds one of his units, and takes his own way out once three
 *    are out;
 *  - the relief's work is to be on the map (the Alesia force's condition) and to keep its tribes
 *    from withdrawing: it closes in, but never ends a move next to a Roman it is no match for.
 */
import { distance, hexKey, parseHexKey, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import type { AgAction } from '../actions';
import { alesiaOc } from '../commands';
import { agUnit } from '../data';
import type { AgState } from '../state';
import { outsideCircumvallation } from '../victory';
import { distanceIn, distanceOf, FAR, fieldNow } from './breakout';
import { mapUnits } from './read';
import { currentTq } from '../invariants';
import { H_DG_INNER, H_DG_OUTER, moveBoard } from '../movement/board';
import { entryHits } from '../tables/terrain';
import { unitIds } from '../unitIds';

type Move = Extract<AgAction, { t: 'move' }>;
type LeaderMove = Extract<AgAction, { t: 'moveLeader' }>;

/** Units of the Alesia force that count for the breakout (AG 11.0; AG 5.65: not those that joined a relief tribe). */
export function breakoutUnits(s: AgState): string[] {
  const out: string[] = [];
  for (const id of unitIds(s)) {
    const u = s.units[id];
    if (agUnit(id).force === 'alesia' && !u.joined && !u.routed && u.loc.at !== 'gone') out.push(id);
  }
  return out;
}

/** Breakout units on hexes outside the circumvallations now. */
export function unitsOutside(s: AgState): number {
  let n = 0;
  for (const id of breakoutUnits(s)) {
    const l = s.units[id].loc;
    if (l.at === 'hex' && outsideCircumvallation(s, l.hex)) n++;
  }
  return n;
}

/** AG 6.45: the Death Garden Hits along a path (its first hex is where the unit stands when `onMap`, else the hex it comes on by and pays for). */
export function gardenHits(s: AgState, path: readonly string[], onMap: boolean): number {
  const mb = moveBoard(s.scenario);
  let h = 0;
  for (let k = onMap ? 1 : 0; k < path.length; k++) {
    const i = mb.index.get(path[k]);
    if (i === undefined) continue;
    const f = mb.flags[i];
    if (f & H_DG_INNER) h += entryHits('innerDeathGarden');
    else if (f & H_DG_OUTER) h += entryHits('outerDeathGarden');
  }
  return h;
}

/** How far ahead of Vercingetorix a unit of the column may go (AG 4.31: he passes Romans only through hexes his units hold). */
export const LEASH = 4;
/** What a hex without one of his units costs him, in MP of the field (see leaderMove). */
const ALONE = 6;

/** The active Command is the Alesia force's. */
export const isAlesiaCommand = (s: AgState): boolean => s.command?.kind === 'alesia';

/**
 * The Alesia-force move that ends nearest the way out, among those that bring their unit nearer
 * (null: none does). Nearest first means the spearhead moves first; a move ending outside wins.
 */
export function alesiaMove(s: AgState, moves: readonly Move[]): Move | null {
  const f = fieldNow(s);
  const leader = alesiaOc(s);
  const lloc = leader ? s.leaders[leader].loc : null;
  const v = lloc?.at === 'hex' ? parseHexKey(lloc.hex) : null;
  const fromV = (hex: string | null) => (v && hex ? distance(parseHexKey(hex), v) : Infinity);
  const dV = lloc?.at === 'hex' ? distanceIn(s, f, lloc.hex) : FAR;
  if (lloc?.at === 'hex' && dV > 0 && unitsOutside(s) >= 3) {
    const stone = escortMove(s, f, lloc.hex, moves);
    if (stone) return stone;
  }
  let best: Move | null = null;
  let bestD = FAR;
  const from = new Map<string, number>();
  for (const a of moves) {
    if (agUnit(a.unit).force !== 'alesia' || a.rapid) continue;
    let d0 = from.get(a.unit);
    if (d0 === undefined) from.set(a.unit, (d0 = distanceOf(s, f, s.units[a.unit].loc)));
    const end = a.path[a.path.length - 1];
    const d = distanceIn(s, f, end);
    if (d >= d0) continue;
    // The leash: no further than LEASH hexes ahead of him unless it brings the unit nearer him (the column is his escort).
    if (v && d > 0 && d < dV) {
      const e = fromV(end);
      const l0 = s.units[a.unit].loc;
      if (e > LEASH && e >= fromV(l0.at === 'hex' ? l0.hex : null)) continue;
    }
    if (!survives(s, a)) continue;
    if (d < bestD) [best, bestD] = [a, d];
  }
  return best;
}

/** AG 6.45: the move keeps its unit alive through the Death Gardens on its way (AG 10.13: at its TQ it is gone). */
const survives = (s: AgState, a: Move): boolean => s.units[a.unit].hits + gardenHits(s, a.path, s.units[a.unit].loc.at === 'hex') < currentTq(s, a.unit);

/**
 * Three units are out and Vercingetorix is not: a stepping stone for him (AG 4.31: next to a Roman he
 * may only enter a hex one of his units holds). The chain is his hex and the hexes his units hold
 * next to it, one after another; the move ends next to the chain on a hex nearer the way out than
 * any of it, the nearest such. A unit of the chain stays where it is.
 */
function escortMove(s: AgState, f: Int32Array, at: string, moves: readonly Move[]): Move | null {
  const held = new Set<string>();
  for (const id of breakoutUnits(s)) {
    const l = s.units[id].loc;
    if (l.at === 'hex') held.add(l.hex);
  }
  const chain = [at];
  const seen = new Set(chain);
  for (let k = 0; k < chain.length; k++) {
    const h = parseHexKey(chain[k]);
    for (const n of neighbours(h)) {
      const key = hexKey(n);
      if (!seen.has(key) && held.has(key)) {
        seen.add(key);
        chain.push(key);
      }
    }
  }
  const front = chain.reduce((m, h) => Math.min(m, distanceIn(s, f, h)), FAR);
  const chainAt = chain.map(parseHexKey);
  let best: Move | null = null;
  let bestD = front;
  for (const a of moves) {
    const l0 = s.units[a.unit].loc;
    if (agUnit(a.unit).force !== 'alesia' || a.rapid || (l0.at === 'hex' && seen.has(l0.hex))) continue;
    const end = a.path[a.path.length - 1];
    if (seen.has(end)) continue;
    const d = distanceIn(s, f, end);
    if (d >= bestD) continue;
    const e = parseHexKey(end);
    if (!chainAt.some((c) => distance(c, e) === 1) || !survives(s, a)) continue;
    [best, bestD] = [a, d];
  }
  return best;
}

/**
 * Vercingetorix's (or Critognatus's) move at the end of the Alesia force's activation: to the head
 * of the column, the hex of one of his units nearest the way out (a hex with none counts ALONE MP
 * further); once three are out, wherever they are, his own way out along the field (the win). Null:
 * no move gets him nearer.
 */
export function leaderMove(s: AgState, moves: readonly LeaderMove[]): LeaderMove | null {
  const leader = alesiaOc(s);
  if (!leader) return null;
  const mine = moves.filter((a) => a.leader === leader);
  if (!mine.length) return null;
  const f = fieldNow(s);
  const units: { hex: string; d: number }[] = [];
  for (const id of breakoutUnits(s)) {
    const l = s.units[id].loc;
    if (l.at === 'hex') units.push({ hex: l.hex, d: distanceIn(s, f, l.hex) });
  }
  if (!units.length) return null;
  units.sort((a, b) => a.d - b.d);
  const withUnit = new Set(units.map((u) => u.hex));
  // Three are out (anywhere: AG 11.0 asks no more): his own way out along the field. Else the
  // column's head, where his units stand (AG 4.31: only there may he pass next to a Roman).
  const threeOut = units.length >= 3 && units[2].d === 0;
  const score = (hex: string) => distanceIn(s, f, hex) + (withUnit.has(hex) ? 0 : threeOut ? 1 : ALONE);
  const at = s.leaders[leader].loc;
  let best: LeaderMove | null = null;
  let bestD = at.at === 'hex' ? score(at.hex) : Infinity;
  for (const a of mine) {
    const d = score(a.path[a.path.length - 1]);
    if (d < bestD) [best, bestD] = [a, d];
  }
  return best;
}

/**
 * A relief unit's move: the best of those drawn by how close it ends to the Romans, leaving out the
 * moves that end next to a Roman stronger than it (less worn), unless it ends on a Rampart. Null:
 * none fits.
 */
export function reliefMove(s: AgState, draws: readonly Move[], wornOf: (id: string) => number): Move | null {
  const romans = mapUnits(s).roman.filter((u) => !u.routed);
  if (!romans.length) return draws[0] ?? null;
  let best: Move | null = null;
  let bestD = Infinity;
  for (const a of draws) {
    const to: Hex = parseHexKey(a.path[a.path.length - 1]);
    let near = Infinity;
    let outmatched = false;
    const mine = wornOf(a.unit);
    for (const r of romans) {
      const d = distance(to, r.at);
      if (d < near) near = d;
      if (d === 1 && r.worn <= mine) outmatched = true;
    }
    if (outmatched) continue;
    if (near < bestD) [best, bestD] = [a, near];
  }
  return best;
}
