/**
 * The hexes a shock decision offers (AG 9.22 Retreat Before Shock and pursuit, AG 4.31–4.33 a
 * leader stepping back or riding off): pure functions of the state, lit on the board and listed as
 * the decision's options by shock/play.ts.
 */
import { distance, parseHexKey } from '../../hex/coords';
import { agLeader, agUnit } from '../data';
import { boardGround } from '../fire/boardGround';
import { moveBoard } from '../movement/board';
import { occupancy, stackFits } from '../movement/occupancy';
import { stepCost } from '../movement/step';
import type { AgState } from '../state';
import { cavalryOf } from './effects';

/** The hex a combat unit stands on, or null off the map. */
export const hexOf = (s: AgState, id: string): string | null => {
  const l = s.units[id]?.loc;
  return l?.at === 'hex' ? l.hex : null;
};

/** AG 9.22: the hexes a unit may reach going back through its rear hexes, up to `mp`, facing unchanged. */
export function rbsHexes(s: AgState, id: string, mp: number): string[] {
  const mb = moveBoard(s.scenario);
  const occ = occupancy(mb, s, agUnit(id).side, id);
  const start = mb.index.get(hexOf(s, id)!);
  if (start === undefined) return [];
  const f = s.units[id].facing;
  const cav = cavalryOf(id);
  const m = { cavalry: cav, infantry: !cav, light: false, fromRampart: false, hexFill: () => 0, sideFill: () => 0 };
  const best = new Map<number, number>([[start, 0]]);
  let frontier = [start];
  while (frontier.length) {
    const next: number[] = [];
    for (const i of frontier) {
      if (i !== start && occ.zoc[i]) continue; // AG 7.2: entering an enemy ZOC ends the move
      for (const d of [f + 3, f + 4].map((x) => x % 6)) {
        const j = mb.nb[i * 6 + d];
        if (j < 0) continue;
        const c = stepCost(mb, occ, m, i, d, i === start, null);
        if (c < 0) continue;
        const total = best.get(i)! + c;
        if (total > mp || (best.has(j) && best.get(j)! <= total)) continue;
        best.set(j, total);
        next.push(j);
      }
    }
    frontier = next;
  }
  best.delete(start);
  return [...best.keys()].map((j) => mb.keys[j]).filter((h) => stackFits(mb, h, [...(occ.friends[mb.index.get(h)!] ?? []), id]));
}

/**
 * AG 9.22 Pursuit: the hexes an attacker may reach with half its MA (rounded down), its first step
 * into a hex a defender left, paying every cost, stopping in an enemy ZOC, never ending next to a
 * defender that went two hexes or more.
 */
export function pursuitHexes(s: AgState, id: string, vacated: readonly string[], mp: number, avoid: readonly string[]): string[] {
  const mb = moveBoard(s.scenario);
  const occ = occupancy(mb, s, agUnit(id).side, id);
  const start = mb.index.get(hexOf(s, id)!);
  if (start === undefined) return [];
  const cav = cavalryOf(id);
  const m = { cavalry: cav, infantry: !cav, light: false, fromRampart: false, hexFill: () => 0, sideFill: () => 0 };
  const best = new Map<number, number>();
  let frontier: number[] = [];
  for (let d = 0; d < 6; d++) {
    const j = mb.nb[start * 6 + d];
    if (j < 0 || !vacated.includes(mb.keys[j])) continue;
    const c = stepCost(mb, occ, m, start, d, true, null);
    if (c < 0 || c > mp) continue;
    best.set(j, c);
    frontier.push(j);
  }
  while (frontier.length) {
    const next: number[] = [];
    for (const i of frontier) {
      if (occ.zoc[i]) continue; // AG 7.2: entering an enemy ZOC ends the move
      for (let d = 0; d < 6; d++) {
        const j = mb.nb[i * 6 + d];
        if (j < 0 || j === start) continue;
        const c = stepCost(mb, occ, m, i, d, false, null);
        if (c < 0) continue;
        const total = best.get(i)! + c;
        if (total > mp || (best.has(j) && best.get(j)! <= total)) continue;
        best.set(j, total);
        next.push(j);
      }
    }
    frontier = next;
  }
  const near = (h: string) => avoid.some((a) => distance(parseHexKey(a), parseHexKey(h)) <= 1);
  return [...best.keys()].map((j) => mb.keys[j]).filter((h) => !near(h) && stackFits(mb, h, [...(occ.friends[mb.index.get(h)!] ?? []), id]));
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
