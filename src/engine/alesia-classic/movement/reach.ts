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
 * AC 11.6 — any number of units may use off-board movement: nothing limits the edge exits.
 */
import { hexKey } from '../../hex/coords';
import { MinHeap } from '../../hex/heap';
import { acUnit } from '../data/units';
import { acMap, nbrs } from '../map/map';
import { entryHexes, type Zone } from '../map/zones';
import { fortHexes, occupancy, otherSide, zocOf } from '../queries';
import type { AcSide, AcState } from '../state';
import { enterable, haltsAt, NORMAL, stepCost, wouldOverstack, type Mover } from './terrain';

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
  return { id, def, side: def.side, occ, holder, enemyZoc: zocOf(s, otherSide(def.side), occ), forts, filled };
}

/** Cheapest arrivals from the given starts within `budget` half MF. */
export function search(mover: Mover, starts: Start[], budget: number): Reach {
  const cost = new Map<string, number>();
  const halted = new Set<string>();
  const prev = new Map<string, string | null>();
  const startMap = new Map<string, Start>();
  const heap = new MinHeap<{ hex: string; halt: boolean }>();
  for (const st of starts) {
    if (st.cost > budget || (st.via !== 'hex' && !enterable(mover, st.hex))) continue;
    const halt = st.via !== 'hex' && haltsAt(mover, null, st.hex);
    const known = cost.get(st.hex);
    if (known !== undefined && known <= st.cost) continue;
    cost.set(st.hex, st.cost);
    prev.set(st.hex, null);
    startMap.set(st.hex, st);
    if (halt) halted.add(st.hex);
    heap.push({ hex: st.hex, halt }, st.cost);
  }
  const expanded = new Set<string>();
  for (let node = heap.pop(); node; node = heap.pop()) {
    const a = node.hex;
    if (expanded.has(a)) continue;
    expanded.add(a);
    if (halted.has(a)) continue;
    const c = cost.get(a)!;
    const aZoc = mover.enemyZoc.has(a);
    for (const k of nbrs(a)) {
      if (expanded.has(k)) continue; // already settled at a cost no greater
      const step = stepCost(mover, a, k, aZoc);
      if (step === null) continue;
      const nc = c + step;
      if (nc > budget) continue;
      const known = cost.get(k);
      const halt = haltsAt(mover, a, k);
      // A cheaper arrival wins; at equal cost, an arrival that may go on beats one that must stop.
      if (known !== undefined && (known < nc || (known === nc && (!halted.has(k) || halt)))) continue;
      cost.set(k, nc);
      prev.set(k, a);
      if (halt) halted.add(k);
      else halted.delete(k);
      heap.push({ hex: k, halt }, nc);
    }
  }
  return { mover, budget, cost, halted, prev, starts: startMap };
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
