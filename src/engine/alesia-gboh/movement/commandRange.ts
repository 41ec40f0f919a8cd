/**
 * AG 4.24 — Command Range traced in Movement Points: the hexes a leader's range reaches from the hex
 * he stands on (his tribal counter's hex for a chief on one), each with the MP the trace spends.
 *
 * AG 4.24  the range is counted in MP; it is blocked by hexes holding enemy units, by empty hexes in
 *          an enemy ZOC (a friendly unit in the hex cancels the ZOC for the trace) and by terrain a
 *          leader may neither enter nor cross; every other path is open.
 * Reading (X42): the trace pays what a leader pays to move (reading X41: the foot costs of the Terrain
 * Effects Chart, ./step.ts, with the auxiliaries' freedom of friendly hexes), so a fire, a Death
 * Garden, a wall or a climb costs what it costs him. What binds a moving unit and is not terrain does
 * not block it: a tribal counter's hex (AG 6.22 forbids units, not a leader's presence), the
 * "began next to it" of a climb from outside (AG 6.42) and the Rampart stacking rows (AG 6.61, 6.68).
 * Units waiting on a tribal counter stand in its hex and cancel an enemy ZOC there as any friendly
 * unit does. The leader's own hex is the trace's start, never blocked.
 *
 * Cached per state (never an `apply`'s working copy, ../ctx.ts) and per leader hex: the legal list
 * asks for every leader's range, the board for the one it outlines.
 */
import { isWorkingCopy } from '../ctx';
import { agLeader } from '../data';
import type { AgSide, AgState } from '../state';
import { moveBoard, type MoveBoard } from './board';
import { fillReader } from './fill';
import { occupancy, type Occupancy } from './occupancy';
import { stepCost, type Mover } from './step';

/** The part of a state (or of a side's view) the trace reads. */
export type RangeState = Pick<AgState, 'scenario' | 'units' | 'tribes' | 'leaders' | 'burning' | 'rubble' | 'fill'>;

interface SideBoard {
  mb: MoveBoard;
  /** The occupancy the trace pays by: enemies and their ZOC, fire and Rubble; no friends, no tribal counters. */
  occ: Occupancy;
  /** 1 where a friendly combat unit stands (on the hex or on a counter there): the enemy ZOC is cancelled. */
  friend: Uint8Array;
  m: Mover;
}

const BOARDS = new WeakMap<object, Partial<Record<AgSide, SideBoard>>>();
const RANGES = new WeakMap<object, Map<string, Map<string, number>>>();

function sideBoard(s: RangeState, side: AgSide): SideBoard {
  const cacheable = !isWorkingCopy(s);
  const hit = cacheable ? BOARDS.get(s)?.[side] : undefined;
  if (hit) return hit;
  const mb = moveBoard(s.scenario);
  const full = occupancy(mb, s as AgState, side, null);
  const friend = new Uint8Array(mb.n);
  for (let i = 0; i < mb.n; i++) if (full.friends[i]?.length) friend[i] = 1;
  // Units waiting on a tribal counter (Gallic units only) stand in its hex.
  if (side === 'gallic')
    for (const u of Object.values(s.units)) {
      if (u.loc.at !== 'counter') continue;
      const t = s.tribes[u.loc.tribe];
      const i = t?.hex ? mb.index.get(t.hex) : undefined;
      if (i !== undefined) friend[i] = 1;
    }
  const none = new Uint8Array(mb.n);
  const occ: Occupancy = { ...full, friends: new Array(mb.n), heavyFriends: none, rampartInfantry: none, tribal: none };
  const fr = fillReader(s as AgState);
  const m: Mover = {
    cavalry: false,
    infantry: false,
    light: true,
    fromRampart: false,
    hexFill: fr.hexFill ? (i) => fr.hexFill!(mb.keys[i]) : () => 0,
    sideFill: fr.sideFill ? (i, d) => fr.sideFill!(mb.keys[i], mb.keys[mb.nb[i * 6 + d]]) : () => 0,
  };
  const out: SideBoard = { mb, occ, friend, m };
  if (cacheable) BOARDS.set(s, { ...BOARDS.get(s), [side]: out });
  return out;
}

/**
 * AG 4.24 — the hexes within `leader`'s Command Range, each with the MP the trace spends (his own hex
 * 0); null when he has no range or stands on no hex of the map.
 */
export function commandRangeHexes(s: RangeState, leader: string): ReadonlyMap<string, number> | null {
  const l = s.leaders[leader];
  const range = agLeader(leader).range ?? 0;
  if (!l || !range) return null;
  const from = l.loc.at === 'hex' ? l.loc.hex : l.loc.at === 'counter' ? s.tribes[l.loc.tribe]?.hex : undefined;
  if (!from) return null;
  const side = agLeader(leader).side;
  const key = `${side}|${from}|${range}`;
  const cacheable = !isWorkingCopy(s);
  const hit = cacheable ? RANGES.get(s)?.get(key) : undefined;
  if (hit) return hit;
  const { mb, occ, friend, m } = sideBoard(s, side);
  const start = mb.index.get(from);
  if (start === undefined) return null;
  const cost = new Map<number, number>([[start, 0]]);
  const buckets: number[][] = Array.from({ length: range + 1 }, () => []);
  buckets[0].push(start);
  for (let c = 0; c <= range; c++) {
    const b = buckets[c];
    while (b.length) {
      const i = b.pop()!;
      if (cost.get(i) !== c) continue;
      for (let d = 0; d < 6; d++) {
        const j = mb.nb[i * 6 + d];
        if (j < 0) continue;
        // AG 4.24: an empty hex in an enemy ZOC blocks the trace; a friendly unit there cancels the ZOC.
        if (occ.zoc[j] && !friend[j]) continue;
        // AG 4.24: enemy units and terrain a leader cannot enter or cross (a negative Bar).
        const r = stepCost(mb, occ, m, i, d, true, null);
        if (r < 0 || c + r > range || c + r >= (cost.get(j) ?? Infinity)) continue;
        cost.set(j, c + r);
        buckets[c + r].push(j);
      }
    }
  }
  const out = new Map<string, number>();
  for (const [i, c] of cost) out.set(mb.keys[i], c);
  if (cacheable) {
    let byKey = RANGES.get(s);
    if (!byKey) RANGES.set(s, (byKey = new Map()));
    byKey.set(key, out);
  }
  return out;
}
