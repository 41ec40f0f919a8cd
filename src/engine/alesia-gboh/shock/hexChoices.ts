/**
 * The hexes a shock decision offers (AG 9.22 Retreat Before Shock and pursuit, AG 4.31–4.33 a
 * leader stepping back or riding off): pure functions of the state, lit on the board and listed as
 * the decision's options by shock/play.ts. The moves of AG 9.22 are searched by movement/reach.ts,
 * so a shock's retreat before it and its pursuit obey the same terrain rules as any move.
 */
import { distance, parseHexKey } from '../../hex/coords';
import { agLeader } from '../data';
import { boardGround } from '../fire/boardGround';
import { moveBoard } from '../movement/board';
import { occupancy } from '../movement/occupancy';
import { reach, type ReachEnd } from '../movement/reach';
import type { AgState } from '../state';

/** The hex a combat unit stands on, or null off the map. */
export const hexOf = (s: AgState, id: string): string | null => {
  const l = s.units[id]?.loc;
  return l?.at === 'hex' ? l.hex : null;
};

/**
 * AG 9.22 Retreat Before Shock: where a unit may go through its rear hexes with up to `mp`, facing
 * unchanged — an ordinary move in every other respect (movement/reach.ts: costs, Fill, walls and
 * gates, Rampart climbing, hexes On Fire, ZOC, stacking), with the Hits its path costs (AG 6.45,
 * 8.43; reading X62: the retreat before shock is a move, not a 10.2 retreat, so it may cross a
 * Death Garden and pays its Hits).
 */
export function rbsMoves(s: AgState, id: string, mp: number): Map<string, ReachEnd> {
  return reach(s, id, { budget: mp, rear: true })?.ends ?? new Map();
}

/** AG 9.22: the hexes of `rbsMoves`. */
export function rbsHexes(s: AgState, id: string, mp: number): string[] {
  return [...rbsMoves(s, id, mp).keys()];
}

/**
 * AG 9.22 Pursuit: where an attacker may go with half its MA (rounded down), its first step into a
 * hex a defender left — an ordinary move otherwise (movement/reach.ts: front hexes and the cost of
 * turning, Fill, walls, On Fire, ZOC, stacking; reading X61) — never ending next to a defender that
 * went two hexes or more. Each end carries its path's Hits (AG 6.45, 8.43).
 */
export function pursuitMoves(s: AgState, id: string, vacated: readonly string[], mp: number, avoid: readonly string[]): Map<string, ReachEnd> {
  const ends = reach(s, id, { budget: mp, firstInto: vacated })?.ends;
  const out = new Map<string, ReachEnd>();
  if (!ends) return out;
  const near = (h: string) => avoid.some((a) => distance(parseHexKey(a), parseHexKey(h)) <= 1);
  for (const [h, e] of ends) if (!near(h)) out.set(h, e);
  return out;
}

/** AG 9.22: the hexes of `pursuitMoves`. */
export function pursuitHexes(s: AgState, id: string, vacated: readonly string[], mp: number, avoid: readonly string[]): string[] {
  return [...pursuitMoves(s, id, vacated, mp, avoid).keys()];
}

/** AG 4.31–4.32: the hexes a leader stacked with defenders may step back to (no enemy there; next to an enemy only onto a friendly unit). */
export function escapeHexes(s: AgState, leader: string, from: string): string[] {
  const side = agLeader(leader).side;
  const mb = moveBoard(s.scenario);
  const occ = occupancy(mb, s, side, null);
  const i = mb.index.get(from);
  if (i === undefined) return [];
  const out: string[] = [];
  for (let d = 0; d < 6; d++) {
    const j = mb.nb[i * 6 + d];
    if (j < 0 || occ.enemy[j]) continue;
    let nearEnemy = false;
    for (let e = 0; e < 6; e++) if (mb.nb[j * 6 + e] >= 0 && occ.enemy[mb.nb[j * 6 + e]]) nearEnemy = true;
    if (nearEnemy && !occ.friends[j]) continue;
    out.push(mb.keys[j]);
  }
  return out;
}

/** AG 4.33: hexes within 3 of `from` a lone leader may reach, never through enemy units or prohibited ground. */
export function leaderRetreatHexes(s: AgState, leader: string, from: string): string[] {
  const side = agLeader(leader).side;
  const mb = moveBoard(s.scenario);
  const occ = occupancy(mb, s, side, null);
  const g = boardGround(s);
  const start = mb.index.get(from);
  if (start === undefined) return [];
  const dist = new Map<number, number>([[start, 0]]);
  let frontier = [start];
  for (let k = 1; k <= 3; k++) {
    const next: number[] = [];
    for (const i of frontier) for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j < 0 || dist.has(j) || occ.enemy[j] || g.prohibited(mb.keys[i], mb.keys[j], 'foot')) continue;
      dist.set(j, k);
      next.push(j);
    }
    frontier = next;
  }
  dist.delete(start);
  // Farthest first.
  return [...dist].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([j]) => mb.keys[j]);
}
