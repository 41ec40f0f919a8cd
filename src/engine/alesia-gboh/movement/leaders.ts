/**
 * Leaders' movement (AG 4.24, 4.31, 5.25, 6.12–6.14).
 *
 * AG 4.24, 6.12  legates, cavalry prefects and chiefs (the Gallic cavalry leaders too) have no printed
 *          MA: each spends up to 9 MP an activation, moving when his Command is activated, after
 *          every unit of it has moved. Reading: once he moves, the Command's units move no more
 *          (movers() in ./play.ts).
 * AG 6.13  Overall and Zone Commanders (Caesar, Labienus, Antonius; Commius) have MA 30 and move only
 *          in an OC movement activation — nothing else is done that phase — or when the OC spends a
 *          Seizure to move (AG 5.25: Caesar alone then).
 *          Or, third, they start stacked with a unit of the activated Command that is in its leader's
 *          range and stay with it: they go along on its move, on its MA (`ridingLeaders`; a `move`
 *          with `leaders`). Reading: all the commanders on that hex go together, or none.
 * AG 6.14  Vercingetorix (and Critognatus after him, 4.35) moves as a chief, with the Alesia force.
 * AG 4.31  a leader never comes next to an enemy combat unit unless he is with, or moves onto, a
 *          friendly combat unit: a hex next to an enemy is entered only where a friendly unit stands.
 * Readings (the seed gives leaders no terrain column): a leader pays what foot pays on the Terrain
 * Effects Chart (./step.ts) with the auxiliaries' freedom of friendly hexes (leaders never count
 * for stacking, AG 6.62), has no facing to keep and no ZOC to stop him (ZOCs bind combat units,
 * AG 7.2), and takes no Death Garden Hits (Hits are a combat unit's, AG 10.1).
 */
import type { AgAction } from '../actions';
import { ownLeaders } from '../ctx';
import type { AgCtx } from '../ctx';
import { agLeader } from '../data';
import type { AgState } from '../state';
import { moveBoard, type MoveBoard } from './board';
import { fillIndexReader } from './fill';
import { occupancy } from './occupancy';
import { offBoardEntryCost, stepCost, type Mover } from './step';
import { leaderMaySortie, offBoardStart } from '../entry/offBoard';

/** AG 6.13 — the commanders who move only in an OC movement activation (MA 30). */
export const OC_MOVERS: Readonly<Record<'roman' | 'gallic', readonly string[]>> = {
  roman: ['caesar', 'labienus', 'antonius'],
  gallic: ['commius'],
};

export interface LeaderEnd {
  hex: string;
  cost: number;
  path: string[];
}

/** The leader's view of the board: the friendly and enemy units, and how he pays for a step. */
function leaderMover(s: AgState, leader: string) {
  const mb = moveBoard(s.scenario);
  const occ = occupancy(mb, s, agLeader(leader).side, null);
  const fr = fillIndexReader(s, mb);
  const m: Mover = {
    cavalry: false,
    infantry: false,
    light: true,
    fromRampart: false,
    hexFill: fr.hexFill ?? (() => 0),
    sideFill: fr.sideFill ?? (() => 0),
  };
  return { mb, occ, m };
}

/** The MP a leader pays along `path` (hex keys, start first) — the path of a legal `moveLeader`. */
export function leaderPathCost(s: AgState, leader: string, path: readonly string[]): number {
  const { mb, occ, m } = leaderMover(s, leader);
  // AG 6.14, 12.1: a leader coming out with the Alesia force pays for the sortie hex (entry/offBoard.ts).
  const sortie = offBoardStart(s, s.leaders[leader]?.loc, leader);
  let c = sortie?.pays ? Math.max(0, offBoardEntryCost(mb, occ, m, mb.index.get(path[0])!, null)) : 0;
  for (let k = 1; k < path.length; k++) {
    const i = mb.index.get(path[k - 1])!;
    const j = mb.index.get(path[k])!;
    let d = 0;
    while (d < 6 && mb.nb[i * 6 + d] !== j) d++;
    c += Math.max(0, stepCost(mb, occ, m, i, d, k === 1, null));
  }
  return c;
}

const NO_COST = 0x7fffffff;
const LEADER_SCRATCH = new WeakMap<MoveBoard, { cost: Int32Array; prev: Int32Array }>();
function leaderScratch(mb: MoveBoard): { cost: Int32Array; prev: Int32Array } {
  let x = LEADER_SCRATCH.get(mb);
  if (!x) LEADER_SCRATCH.set(mb, (x = { cost: new Int32Array(mb.n).fill(NO_COST), prev: new Int32Array(mb.n).fill(-1) }));
  return x;
}

/** AG 4.31, 6.12–6.13 — every hex `leader` can reach with `budget` MP, with its cost and path. */
export function leaderReach(s: AgState, leader: string, budget: number): Map<string, LeaderEnd> {
  const out = new Map<string, LeaderEnd>();
  const l = s.leaders[leader];
  // AG 6.14, 5.64, 12.1: Vercingetorix (Critognatus) comes out with the Alesia force, from off the board.
  const sortie = l && l.loc.at !== 'hex' ? offBoardStart(s, l.loc, leader) : null;
  if (!l || (l.loc.at !== 'hex' && !sortie)) return out;
  const { mb, occ, m } = leaderMover(s, leader);
  const start = l.loc.at === 'hex' ? mb.index.get(l.loc.hex) : -1;
  if (start === undefined) return out;
  // AG 4.31: hexes next to an enemy combat unit.
  const nearEnemy = new Uint8Array(mb.n);
  for (let i = 0; i < mb.n; i++) {
    if (!occ.enemy[i]) continue;
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j >= 0) nearEnemy[j] = 1;
    }
  }
  // Per-hex arrays kept per board (all INF / -1 between calls; reset through `order` at the end).
  // `order` lists the hexes in the order they were first reached: the order of the result.
  const { cost, prev } = leaderScratch(mb);
  const order: number[] = [];
  const set = (j: number, c: number, from: number) => {
    if (cost[j] === NO_COST) order.push(j);
    cost[j] = c;
    if (from >= 0) prev[j] = from;
  };
  try {
    // A small bucket queue over integer costs.
    const buckets: number[][] = Array.from({ length: budget + 1 }, () => []);
    if (start >= 0) {
      set(start, 0, -1);
      buckets[0].push(start);
    } else for (const k of sortie!.hexes) {
      const j = mb.index.get(k)!;
      if (nearEnemy[j] && !occ.friends[j]?.length) continue; // AG 4.31
      const c = sortie!.pays ? offBoardEntryCost(mb, occ, m, j, null) : occ.enemy[j] ? -1 : 0;
      if (c < 0 || c > budget || c >= cost[j]) continue;
      set(j, c, -1);
      buckets[c].push(j);
    }
    for (let c = 0; c <= budget; c++) {
      const b = buckets[c];
      while (b.length) {
        const i = b.pop()!;
        if (cost[i] !== c) continue;
        for (let d = 0; d < 6; d++) {
          const j = mb.nb[i * 6 + d];
          if (j < 0) continue;
          if (nearEnemy[j] && !occ.friends[j]?.length) continue; // AG 4.31
          const r = stepCost(mb, occ, m, i, d, i === start, null);
          if (r < 0 || c + r > budget) continue;
          if (c + r < cost[j]) {
            set(j, c + r, i);
            buckets[c + r].push(j);
          }
        }
      }
    }
    for (const j of order) {
      if (j === start) continue;
      const path: string[] = [];
      for (let k = j; k >= 0; k = prev[k]) path.push(mb.keys[k]);
      out.set(mb.keys[j], { hex: mb.keys[j], cost: cost[j], path: path.reverse() });
    }
  } finally {
    for (const j of order) {
      cost[j] = NO_COST;
      prev[j] = -1;
    }
  }
  return out;
}

/** The leaders that may move now, with their MA (AG 6.12–6.14, 5.25). */
export function leaderMovers(s: AgState): { leader: string; ma: number }[] {
  const ready = (id: string) => (s.leaders[id]?.loc.at === 'hex' || leaderMaySortie(s, id)) && !s.leaders[id]?.moved;
  if (s.step === 'oc-move') {
    const side = s.ap.owner;
    // AG 5.25: a Seizure spent to move moves the OC alone.
    const who = s.ap.seized?.mode === 'move' ? [s.ap.seized.leader] : OC_MOVERS[side];
    return who.filter(ready).map((id) => ({ leader: id, ma: agLeader(id).ma ?? 30 }));
  }
  if (s.step === 'command' && s.command) {
    const id = s.command.leader;
    // AG 6.12, 6.14: the Command's own leader (9 MP); the OCs of 6.13 do not move this way.
    if (OC_MOVERS.roman.includes(id) || OC_MOVERS.gallic.includes(id)) return [];
    return ready(id) ? [{ leader: id, ma: agLeader(id).ma ?? 9 }] : [];
  }
  return [];
}

/** AG 4.24, 6.12–6.14 — every `moveLeader` open now. */
export function leaderActions(s: AgState): AgAction[] {
  const out: AgAction[] = [];
  for (const { leader, ma } of leaderMovers(s)) for (const e of leaderReach(s, leader, ma).values()) out.push({ t: 'moveLeader', leader, path: e.path });
  return out;
}

/** Applies a legal `moveLeader`. */
export function applyMoveLeader(ctx: AgCtx, a: Extract<AgAction, { t: 'moveLeader' }>): void {
  const s = ctx.s;
  const d = agLeader(a.leader);
  const to = a.path[a.path.length - 1];
  const ma = d.ma ?? 9;
  const cost = leaderPathCost(s, a.leader, a.path);
  ownLeaders(s)[a.leader] = { ...s.leaders[a.leader], loc: { at: 'hex', hex: to }, moved: true };
  const rule = s.step === 'oc-move' ? (s.ap.seized?.mode === 'move' ? 'AG 5.25' : 'AG 6.13') : a.leader === 'vercingetorix' || a.leader === 'critognatus' ? 'AG 6.14' : 'AG 6.12';
  ctx.text(d.side, `${d.name} moves ${a.path.length - 1} hex${a.path.length === 2 ? '' : 'es'} for ${cost} of his ${ma} MP.`, rule);
}

/** AG 6.13 — the Overall/Zone Commanders who may go along with `unit`'s move (stacked with it, not yet moved). */
export function ridingLeaders(s: AgState, unit: string): string[] {
  if (s.step !== 'command' || !s.command || s.command.outOfRange.includes(unit)) return [];
  const u = s.units[unit];
  if (u?.loc.at !== 'hex') return [];
  const hex = u.loc.hex;
  const side = s.ap.owner;
  return OC_MOVERS[side].filter((id) => {
    const l = s.leaders[id];
    return l?.loc.at === 'hex' && l.loc.hex === hex && !l.moved;
  });
}

/** AG 6.13 — the commanders riding along end where the unit ends (written into `s`, a working copy). */
export function carryLeaders(ctx: AgCtx, leaders: readonly string[], hex: string): void {
  for (const id of leaders) {
    ownLeaders(ctx.s)[id] = { ...ctx.s.leaders[id], loc: { at: 'hex', hex }, moved: true };
    ctx.text(agLeader(id).side, `${agLeader(id).name} goes along, stacked with the unit.`, 'AG 6.13');
  }
}
