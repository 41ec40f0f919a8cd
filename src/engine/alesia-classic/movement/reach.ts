/**
 * Where the unit now moving can go this turn (AC 5–11): a cheapest-cost search over the board in
 * half movement factors, from its hex — or, for a Gaul in the town, from every wall hex at the cost
 * of AC 9.3, or, for a Gaul in an OBMC box, from every edge hex of that zone at the cost of AC 11.1.
 * A hex where the unit must stop (enemy ZOC, a stream entered from off its course) is reached but
 * not passed through. Besides hexes, a Gaul may reach the town (from any wall hex, AC 9.4) and the
 * OBMC box of a zone (from its edge hexes with at least 1 MF left, AC 11.5).
 *
 * AC 5.1 — any number of units may move, all, some or none: each is selected and searched alone.
 * AC 5.4 — a unit's budget is its own MF for this turn only (moves.ts starts every record afresh at
 * `mf * 2` and flow.ts clears the records each phase); nothing carries over or passes to another.
 * AC 10.3 — stacks break up and recombine freely: units move one at a time, whatever they stood with.
 * AC 11.3 — only Gauls reach the OBMC (moves.ts offers `obmc:` destinations to Gauls only), and only
 * from the edge hexes this turn's search reaches (off the map or in range of the edge).
 * AC 11.6 — there is no cap on how many units go off the board: nothing limits the edge exits.
 */
import { hexKey, parseHexKey } from '../../hex/coords';
import { range } from '../../hex/shapes';
import { boardIndex, F_BRIDGE, F_HAS_TRENCH, F_OW, F_RAMPART, F_RIVER, F_TOWN, F_TRENCH, F_WALL } from '../map/index';
import { MinHeap } from '../../hex/heap';
import { acUnit } from '../data/units';
import { acMap } from '../map/map';
import { entryHexes, type Zone } from '../map/zones';
import { fortHexes, occupancy, otherSide, zocOf } from '../queries';
import type { AcSide, AcState } from '../state';
import { NORMAL, wouldOverstack, type Mover, type MoverArrays } from './terrain';

export interface Start {
  hex: string;
  /** Half MF already spent on arriving there (coming out of the town, coming on from the OBMC). */
  cost: number;
  via: 'hex' | 'wall' | 'edge';
}

export interface Reach {
  mover: Mover;
  budget: number;
  /** Cheapest cost to each hex, and whether the unit must stop there. */
  cost: Map<string, number>;
  halted: Set<string>;
  prev: Map<string, string | null>;
  starts: Map<string, Start>;
}

export function moverOf(s: AcState, id: string): Mover {
  const def = acUnit(id);
  const occ = occupancy(s);
  const forts = fortHexes(s);
  const holder = new Map<string, AcSide>();
  for (const [hex, ids] of occ) {
    for (const x of ids) {
      const d = acUnit(x);
      if (d.kind !== 'fort') { holder.set(hex, d.side); break; }
    }
  }
  const filled = def.kind === 'cavalry' ? undefined : new Set(s.trench?.filled ?? []);
  const enemyZoc = zocOf(s, otherSide(def.side), occ);
  const b = boardIndex();
  const n = b.keys.length;
  const arr: MoverArrays = { holder: new Uint8Array(n), zoc: new Uint8Array(n), fort: new Uint8Array(n), filled: new Uint8Array(n), nearFort: null };
  for (const [hex, side] of holder) arr.holder[b.index.get(hex)!] = side === def.side ? 1 : 2;
  for (const hex of enemyZoc) arr.zoc[b.index.get(hex)!] = 1;
  for (const hex of forts) arr.fort[b.index.get(hex)!] = 1;
  for (const hex of filled ?? []) arr.filled[b.index.get(hex)!] = 1;
  if (id === 'vercingetorix') {
    arr.nearFort = new Uint8Array(n);
    for (const f of forts) for (const h of range(parseHexKey(f), 3)) { const i = b.index.get(hexKey(h)); if (i !== undefined) arr.nearFort[i] = 1; }
  }
  return { id, def, side: def.side, occ, holder, enemyZoc, forts, filled, arr };
}

/** May the mover stand in hex `i` at all (terrain.ts `enterable`, by index)? */
function enterableIdx(m: Mover, f: number, i: number): boolean {
  const a = m.arr;
  if (a.holder[i] === 2) return false; // AC 5.5
  if (f & F_TOWN && (m.side === 'roman' || !(f & F_WALL))) return false; // AC 9.1
  if (m.def.kind === 'cavalry' && f & F_OW) return false; // AC 22.1
  if (a.nearFort && a.nearFort[i]) return false; // AC 19.2
  return true;
}

/** Must the mover stop in `bi`, entered from `ai` (-1: coming out of the town or on from the OBMC)? terrain.ts `haltsAt`, by index. */
function haltsIdx(m: Mover, ai: number, bi: number): boolean {
  const b = boardIndex();
  const a = m.arr;
  if (a.zoc[bi]) return true; // AC 6.2
  const f = b.flags[bi];
  if (f & F_RIVER && !(ai >= 0 && b.river[ai] & b.river[bi]) && !(f & F_BRIDGE) && !(m.side === 'roman' && a.fort[bi])) return true; // AC 8.1, 24.8, 25.5
  if (f & F_TRENCH && !(ai >= 0 && b.flags[ai] & F_HAS_TRENCH) && !a.filled[bi]) return true; // AC 8.1, 8.4
  return false;
}

/**
 * Cheapest arrivals from the given starts within `budget` half MF: Dijkstra on hex indices
 * (map/index.ts) with the costs and stops of terrain.ts, the result as maps keyed by hex.
 */
export function search(mover: Mover, starts: Start[], budget: number): Reach {
  const b = boardIndex();
  const n = b.keys.length;
  const a = mover.arr;
  const cost = new Int32Array(n).fill(-1);
  const prev = new Int32Array(n).fill(-1);
  const halt = new Uint8Array(n);
  const done = new Uint8Array(n);
  const startMap = new Map<string, Start>();
  const heap = new MinHeap<number>();
  for (const st of starts) {
    const i = b.index.get(st.hex);
    if (i === undefined || st.cost > budget || (st.via !== 'hex' && !enterableIdx(mover, b.flags[i], i))) continue;
    if (cost[i] >= 0 && cost[i] <= st.cost) continue;
    cost[i] = st.cost;
    prev[i] = -1;
    startMap.set(st.hex, st);
    halt[i] = st.via !== 'hex' && haltsIdx(mover, -1, i) ? 1 : 0;
    heap.push(i, st.cost);
  }
  const roman = mover.side === 'roman';
  for (let i = heap.pop(); i !== undefined; i = heap.pop()) {
    if (done[i]) continue;
    done[i] = 1;
    if (halt[i]) continue;
    const c = cost[i];
    const aZoc = a.zoc[i];
    const fa = b.flags[i];
    for (let slot = 0; slot < 6; slot++) {
      const j = b.nb[i * 6 + slot];
      if (j < 0 || done[j]) continue;
      const fb = b.flags[j];
      if (!enterableIdx(mover, fb, j)) continue;
      if (aZoc && a.zoc[j]) continue; // AC 6.4
      // AC 7.1–7.3: ½ MF along a connected rampart; AC 24.8: Roman steps between a fort and a rampart or fort.
      let step = b.rampartDirs[i] & (1 << slot) ? 1 : 2;
      if (step === 2 && roman && ((a.fort[i] && (a.fort[j] || fb & F_RAMPART)) || (a.fort[j] && (a.fort[i] || fa & F_RAMPART)))) step = 1;
      const nc = c + step;
      if (nc > budget) continue;
      const h = haltsIdx(mover, i, j);
      const known = cost[j];
      // A cheaper arrival wins; at equal cost, an arrival that may go on beats one that must stop.
      if (known >= 0 && (known < nc || (known === nc && (!halt[j] || h)))) continue;
      cost[j] = nc;
      prev[j] = i;
      halt[j] = h ? 1 : 0;
      heap.push(j, nc);
    }
  }
  const costMap = new Map<string, number>();
  const halted = new Set<string>();
  const prevMap = new Map<string, string | null>();
  for (let i = 0; i < n; i++) {
    if (cost[i] < 0) continue;
    const k = b.keys[i];
    costMap.set(k, cost[i]);
    if (halt[i]) halted.add(k);
    prevMap.set(k, prev[i] >= 0 ? b.keys[prev[i]] : null);
  }
  return { mover, budget, cost: costMap, halted, prev: prevMap, starts: startMap };
}

/** Wall hexes with the cost of coming out there now (AC 9.3: two free, each further pair 1 MF more). */
export function wallStarts(s: AcState): Start[] {
  const walls = [...acMap().hexes.values()].filter((d) => d.wall).map((d) => hexKey(d.hex));
  return walls.map((w) => ({ hex: w, cost: NORMAL * Math.floor((s.wallExits[w] ?? 0) / 2), via: 'wall' as const }));
}

/** Edge hexes of a zone with the cost of coming on there now (AC 11.1: 1 MF for two, then 1 more per pair). */
export function edgeStarts(s: AcState, zone: Zone): Start[] {
  return entryHexes(zone).map((h) => {
    const k = hexKey(h);
    return { hex: k, cost: NORMAL * (1 + Math.floor((s.edgeEntries[k] ?? 0) / 2)), via: 'edge' as const };
  });
}

/** The hexes along the cheapest route to `to`, start first. */
export function pathTo(r: Reach, to: string): string[] {
  const out: string[] = [];
  for (let k: string | null | undefined = to; k; k = r.prev.get(k)) out.push(k);
  return out.reverse();
}

/**
 * Hexes the mover may end its move on: reached, not its start, not overfilled (AC 10). AC 10.2 —
 * a unit may pass over a full friendly stack (the search ignores stacking) but never ends a move on
 * one, so no stack is ever over its limit at the turn's end and nothing has to be eliminated for it.
 */
export function endHexes(r: Reach, fromHex: string | null): string[] {
  const out: string[] = [];
  for (const k of r.cost.keys()) if (k !== fromHex && !wouldOverstack(r.mover, k)) out.push(k);
  return out;
}
