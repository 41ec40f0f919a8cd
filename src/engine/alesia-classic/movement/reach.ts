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
import * as board from '../map/index';
import { acUnit } from '../data/units';
import type { AcUnitDef } from '../data/types';
import { acMap } from '../map/map';
import { entryKeys, type Zone } from '../map/zones';
import { derivedFact, fortHexes, occupancy, otherSide, STACK_LIMIT, zocOf } from '../queries';
import type { AcSide, AcState } from '../state';
import { filledArray, fortArray, gallicArray, holdersOf, romanArray, stackArray, zocArray } from './arrays';
import { NORMAL, type Mover, type MoverArrays } from './terrain';

// The board and its terrain bits as this module's own constants: the search reads the bits for every
// hex it looks at, and an imported binding is read through the module's namespace each time (under
// vite-node, the bench's runner, a getter call per read).
const { boardIndex, F_BRIDGE, F_OW, F_RAMPART, F_RIVER, F_TOWN, F_TRENCH, F_WALL } = board;

export interface Start {
  hex: string;
  /** Half MF already spent on arriving there (coming out of the town, coming on from the OBMC). */
  cost: number;
  via: 'hex' | 'wall' | 'edge';
}

/**
 * Where a search got to. The reached hexes are kept as parallel arrays in board order (`at`: hex
 * index, with its cost, the hex it was reached from and whether the unit must stop there); the maps
 * keyed by hex are built from them only when asked for.
 */
export class Reach {
  private costMap?: Map<string, number>;
  private haltSet?: Set<string>;
  private prevMap?: Map<string, string | null>;
  private startMap?: Map<string, Start>;
  constructor(
    readonly mover: Mover,
    readonly budget: number,
    /** The starts the search took, in the order given (a later one for the same hex replaced an earlier, dearer one). */
    readonly startList: readonly Start[],
    /** Hex indices reached, ascending; `costs`, `from` (an index or -1) and `halts` match them. */
    readonly at: Int32Array,
    readonly costs: Int32Array,
    readonly from: Int32Array,
    /** 1 where the unit must stop. */
    readonly halts: Int32Array,
  ) {}

  /** The starts taken, by hex (built once, when first asked for). */
  get starts(): ReadonlyMap<string, Start> {
    if (!this.startMap) {
      this.startMap = new Map();
      for (const st of this.startList) this.startMap.set(st.hex, st);
    }
    return this.startMap;
  }

  /** Where hex index `i` is in `at`, or -1. */
  slot(i: number): number {
    let lo = 0;
    let hi = this.at.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = this.at[mid];
      if (v === i) return mid;
      if (v < i) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Cheapest cost to each hex reached (built once, when first asked for). */
  get cost(): ReadonlyMap<string, number> {
    return (this.costMap ??= this.build((m, k, x) => m.set(k, this.costs[x]), new Map<string, number>()));
  }

  /** Hexes where the unit must stop. */
  get halted(): ReadonlySet<string> {
    return (this.haltSet ??= this.build((set, k, x) => (this.halts[x] ? set.add(k) : set), new Set<string>()));
  }

  /** The hex each reached hex is entered from on its cheapest route (null: a start). */
  get prev(): ReadonlyMap<string, string | null> {
    const keys = boardIndex().keys;
    return (this.prevMap ??= this.build((m, k, x) => m.set(k, this.from[x] >= 0 ? keys[this.from[x]] : null), new Map<string, string | null>()));
  }

  private build<T>(add: (into: T, hex: string, x: number) => unknown, into: T): T {
    const keys = boardIndex().keys;
    this.at.forEach((i, x) => add(into, keys[i], x));
    return into;
  }

  /** Where `hex` is in `at`, or -1 (off the board: index -1, which no reached hex has). */
  private slotOf(hex: string): number {
    return this.slot(boardIndex().index.get(hex) ?? -1);
  }

  /** The cost to `hex`, or undefined when it is not reached (a typed array has nothing at -1). */
  costTo(hex: string): number | undefined {
    return this.costs[this.slotOf(hex)];
  }

  haltsAt(hex: string): boolean {
    return this.halts[this.slotOf(hex)] === 1;
  }
}

/**
 * The search's arrays for a mover against `enemy`: the same for every unit of a side in a position
 * (but Vercingetorix's, which adds the hexes near forts, and a trench filled in, which cavalry
 * ignores), so with no trench filled they are kept per unit table (queries.ts derivedFact).
 */
function moverArrays(s: AcState, id: string, def: AcUnitDef, enemy: AcSide): MoverArrays {
  const filledList = s.trench?.filled ?? [];
  if (id !== 'vercingetorix' && filledList.length === 0) return derivedFact(s, MOVER_KEY[enemy], () => makeArrays(s, id, def, enemy));
  return makeArrays(s, id, def, enemy);
}
const MOVER_KEY: Record<AcSide, string> = { roman: 'mover[]:roman', gallic: 'mover[]:gallic' };

function makeArrays(s: AcState, id: string, def: AcUnitDef, enemy: AcSide): MoverArrays {
  const arr: MoverArrays = {
    enemyHeld: enemy === 'roman' ? romanArray(s) : gallicArray(s),
    zoc: zocArray(s, enemy),
    fort: fortArray(s),
    // Stryker disable next-line ArrayDeclaration: filledArray marks only board hexes; a stray name marks nothing.
    filled: filledArray(def.kind === 'cavalry' ? [] : s.trench?.filled ?? []),
    stack: stackArray(s),
    nearFort: null,
  };
  if (id === 'vercingetorix') {
    const b = boardIndex();
    arr.nearFort = new Uint8Array(b.keys.length);
    for (const f of fortHexes(s)) for (const h of range(parseHexKey(f), 3)) { const i = b.index.get(hexKey(h)); if (i !== undefined) arr.nearFort[i] = 1; }
  }
  return arr;
}

/**
 * A mover: the search reads `arr` alone; the string-keyed facts serve the hex-by-hex rules
 * (terrain.ts) and the end of a move, so they are found only when asked for (a class, so that making
 * one per search costs one small object).
 */
class PositionMover implements Mover {
  readonly side: AcSide;
  readonly arr: MoverArrays;
  private readonly enemy: AcSide;
  private fortSet?: Set<string>;
  private occMap?: Map<string, string[]>;
  private holderMap?: Map<string, AcSide>;
  private zocSet?: Set<string>;
  private filledSet?: Set<string>;
  constructor(private readonly s: AcState, readonly id: string, readonly def: AcUnitDef) {
    this.side = def.side;
    this.enemy = otherSide(def.side);
    this.arr = moverArrays(s, id, def, this.enemy);
  }
  get forts(): Set<string> { return (this.fortSet ??= fortHexes(this.s)); }
  get occ(): Map<string, string[]> { return (this.occMap ??= occupancy(this.s)); }
  get holder(): Map<string, AcSide> { return (this.holderMap ??= holdersOf(this.s)); }
  get enemyZoc(): Set<string> { return (this.zocSet ??= zocOf(this.s, this.enemy)); }
  // Stryker disable next-line ArrayDeclaration: with no trench record, a stray name in the filled set is no hex and fills nothing.
  get filled(): ReadonlySet<string> | undefined { return this.def.kind === 'cavalry' ? undefined : (this.filledSet ??= new Set(this.s.trench?.filled ?? [])); }
}

export const moverOf = (s: AcState, id: string): Mover => new PositionMover(s, id, acUnit(id));

/** Must the mover stop in `bi`, entered from `ai` (-1: coming out of the town or on from the OBMC)? terrain.ts `haltsAt`, by index. */
function haltsIdx(m: Mover, ai: number, bi: number, b = boardIndex()): boolean {
  const a = m.arr;
  if (a.zoc[bi]) return true; // AC 6.2
  const f = b.flags[bi];
  // AC 8.2: only a step from a hex the barrier really runs through (not one it merely clips, AC 8.3) is "along" it.
  if (f & F_RIVER && !(ai >= 0 && b.flags[ai] & F_RIVER && b.river[ai] & b.river[bi]) && !(f & F_BRIDGE) && !(m.side === 'roman' && a.fort[bi])) return true; // AC 8.1, 24.8, 25.5
  if (f & F_TRENCH && !(ai >= 0 && b.flags[ai] & F_TRENCH && !a.filled[ai]) && !a.filled[bi]) return true; // AC 8.1, 8.4
  return false;
}

/**
 * Scratch arrays of the search, one per board, reused from search to search: an entry counts only
 * when its mark is the current search's (so nothing is cleared or allocated per search): `mark` is
 * 2 × the search's number once a hex is reached, one more once it has been expanded. They are as
 * narrow as their values allow (a cost and a hex index fit 16 bits: the board has 2,627 hexes, a
 * route at most two half MF a hex), because a search reads them at a few hundred scattered hexes,
 * most often with the caches filled by other work: the fewer bytes a hex takes, the fewer lines
 * are fetched. The queue
 * (`queue`, `count`) is three first-in-first-out lists, one per cost modulo 3: a step costs ½ or 1 MF
 * (1 or 2 here), so while the hexes of cost c are expanded only costs c + 1 and c + 2 are added to,
 * and the list of cost c is free again for c + 3 once it has been read.
 */
interface Scratch {
  gen: number; mark: Uint32Array; cost: Int16Array; prev: Int16Array; halt: Uint8Array;
  /** Three lists of `cap` entries each, the list of cost c at (c % 3) * cap. */
  queue: Int16Array; cap: number; count: Int32Array;
  /** map/index.ts `nb` (6 per hex: the neighbour's index or -1) in 16 bits. */
  nb: Int16Array;
}
let SCRATCH: Scratch | null = null;
function scratch(n: number): Scratch {
  // The board's size never changes: this allocates on the first search only. A hex is queued once
  // per cheaper arrival, from at most its six neighbours, so a list never holds more than 6n.
  if (SCRATCH?.cost.length !== n) {
    const cap = 6 * n;
    SCRATCH = {
      gen: 0, mark: new Uint32Array(n), cost: new Int16Array(n), prev: new Int16Array(n), halt: new Uint8Array(n),
      queue: new Int16Array(3 * cap), cap, count: new Int32Array(3), nb: Int16Array.from(boardIndex().nb),
    };
  }
  // Stryker disable next-line all: the stamps wrap after 2^31 - 1 searches, beyond any game; clearing them more often changes nothing but speed.
  if (++SCRATCH.gen === 0x7fffffff) { SCRATCH.mark.fill(0); SCRATCH.gen = 1; }
  return SCRATCH;
}

/**
 * Cheapest arrivals from the given starts within `budget` half MF: Dijkstra on hex indices
 * (map/index.ts) with the costs and stops of terrain.ts, the result as maps keyed by hex. Costs are
 * small whole numbers, so the queue is one first-in-first-out list per cost (arrivals of equal
 * cost are expanded in the order they were found, which keeps the routes the same every time): the
 * starts of a cost first, in the order given, then the hexes reached at that cost. Written as one
 * loop over local variables (no closures: a variable a closure shares lives in a heap context, read
 * and written there at every step of the loop).
 */
export function search(mover: Mover, starts: readonly Start[], budget: number): Reach {
  const b = boardIndex();
  const n = b.keys.length;
  const a = mover.arr;
  const sc = scratch(n);
  const { mark, cost, prev, halt, queue, cap, count, nb } = sc;
  /** A hex's mark when reached in this search, and when expanded (anything lower: an earlier search's). */
  const seenMark = sc.gen * 2;
  const doneMark = seenMark + 1;
  count[0] = count[1] = count[2] = 0;
  const accepted: Start[] = [];
  /** How many indices were given a cost, and the lowest and highest (the result is read between them). */
  let touched = 0;
  let lo = n;
  let hi = -1;
  const roman = mover.side === 'roman';
  const { flags, rampartDirs, river } = b;
  const filled = a.filled;
  const enemyHeld = a.enemyHeld;
  const zoc = a.zoc;
  const fort = a.fort;
  const nearFort = a.nearFort;
  const barred = (roman ? F_TOWN : 0) | (mover.def.kind === 'cavalry' ? F_OW : 0);
  // The town's own hexes but its walls (F_TOWN without F_WALL) are closed to all (AC 9.1): one mask test.
  const townWall = F_TOWN | F_WALL;
  /** The starts taken, as hex indices in the order given (`accepted` holds the Start of each), and the highest cost among them. */
  const startAt: number[] = [];
  let top = -1;
  for (let k = 0; k < starts.length; k++) {
    const st = starts[k];
    const i = b.index.get(st.hex);
    if (i === undefined || st.cost > budget) continue;
    // May the mover not stand in hex `i` at all (terrain.ts `enterable`, by index)? An enemy-held hex
    // (AC 5.5), the town for a Roman or a town hex off the wall (AC 9.1), the Outer Works for cavalry
    // (AC 22.1), near a fort for Vercingetorix (AC 19.2). Its own hex never bars a unit.
    const f = flags[i];
    if (st.via !== 'hex' && (enemyHeld[i] !== 0 || (f & barred) !== 0 || (f & townWall) === F_TOWN || (nearFort !== null && nearFort[i] !== 0))) continue;
    const seen = mark[i] >= seenMark;
    if (seen && cost[i] <= st.cost) continue;
    if (!seen) { touched++; mark[i] = seenMark; if (i < lo) lo = i; if (i > hi) hi = i; }
    cost[i] = st.cost;
    prev[i] = -1;
    accepted.push(st);
    startAt.push(i);
    halt[i] = st.via !== 'hex' && haltsIdx(mover, -1, i) ? 1 : 0;
    if (st.cost > top) top = st.cost;
  }
  for (let c = 0; c <= top; c++) {
    const r0 = c % 3;
    const r1 = (c + 1) % 3;
    const r2 = (c + 2) % 3;
    // The starts of this cost first (they were queued before anything was reached), then the list.
    for (let k = -startAt.length, e = r0 * cap; ; k++) {
      let i: number;
      if (k < 0) {
        if (accepted[k + startAt.length].cost !== c) continue;
        i = startAt[k + startAt.length];
      } else {
        // A step costs at least ½ MF, so nothing joins this cost's list while it is read.
        if (e >= r0 * cap + count[r0]) break;
        i = queue[e++];
      }
      if (mark[i] === doneMark || cost[i] !== c) continue;
      mark[i] = doneMark;
      // A hex where the unit must stop, or reached with too little left for the cheapest step (½ MF), leads nowhere.
      if (halt[i] || c >= budget) continue;
      const aZoc = zoc[i];
      const fa = flags[i];
      const dirs = rampartDirs[i];
      const fortA = roman && fort[i] !== 0;
      const riverA = (fa & F_RIVER) !== 0 ? river[i] : 0;
      const trenchA = (fa & F_TRENCH) !== 0 && filled[i] === 0;
      const base = i * 6;
      for (let slot = 0; slot < 6; slot++) {
        const j = nb[base + slot];
        if (j < 0) continue;
        const mj = mark[j];
        if (mj === doneMark) continue;
        const fb = flags[j];
        // May the mover not stand in j at all (as for the starts above)?
        if (enemyHeld[j] !== 0 || (fb & barred) !== 0 || (fb & townWall) === F_TOWN || (nearFort !== null && nearFort[j] !== 0)) continue;
        const zj = zoc[j];
        if (aZoc && zj) continue; // AC 6.4
        // AC 7.1–7.3: ½ MF along a connected rampart; AC 24.8: Roman steps between a fort and a rampart or fort.
        let step = dirs & (1 << slot) ? 1 : 2;
        if (step === 2 && roman && ((fortA && (fort[j] || fb & F_RAMPART)) || (fort[j] && (fortA || fa & F_RAMPART)))) step = 1;
        const nc = c + step;
        if (nc > budget) continue;
        // haltsIdx(mover, i, j) by the arrays at hand: a ZOC (AC 6.2), a river entered from off its course
        // and no bridge or Roman fort (AC 8.1, 8.2, 24.8, 25.5), a trench not filled (AC 8.1, 8.4).
        const h =
          zj !== 0 ||
          ((fb & F_RIVER) !== 0 && (riverA & river[j]) === 0 && (fb & F_BRIDGE) === 0 && !(roman && fort[j] !== 0)) ||
          ((fb & F_TRENCH) !== 0 && !trenchA && filled[j] === 0);
        const seen = mj === seenMark;
        // A cheaper arrival wins; at equal cost, an arrival that may go on beats one that must stop.
        if (seen && (cost[j] < nc || (cost[j] === nc && (!halt[j] || h)))) continue;
        if (!seen) { touched++; mark[j] = seenMark; if (j < lo) lo = j; if (j > hi) hi = j; }
        cost[j] = nc;
        prev[j] = i;
        halt[j] = h ? 1 : 0;
        // Queue j at cost nc.
        const r = step === 1 ? r1 : r2;
        queue[r * cap + count[r]++] = j;
        if (nc > top) top = nc;
      }
    }
    // This cost's list is read: free for cost c + 3.
    count[r0] = 0;
  }
  // The result in board order: one scan of the stamps between the lowest and highest index reached
  // (a sort of a few hundred indices costs more), into one buffer.
  const m = touched;
  const data = new Int32Array(4 * m);
  const at = data.subarray(0, m);
  const costs = data.subarray(m, 2 * m);
  const from = data.subarray(2 * m, 3 * m);
  const halts = data.subarray(3 * m);
  for (let i = lo, x = 0; x < m && i <= hi; i++) {
    if (mark[i] < seenMark) continue;
    at[x] = i;
    costs[x] = cost[i];
    from[x] = prev[i];
    halts[x] = halt[i];
    x++;
  }
  return new Reach(mover, budget, accepted, at, costs, from, halts);
}

/** Wall hexes with the cost of coming out there now (AC 9.3: two free, each further pair 1 MF more). */
let WALLS: string[] | null = null;
export function wallStarts(s: AcState): Start[] {
  const walls = (WALLS ??= [...acMap().hexes.values()].filter((d) => d.wall).map((d) => hexKey(d.hex)));
  return walls.map((w) => ({ hex: w, cost: NORMAL * Math.floor((s.wallExits[w] ?? 0) / 2), via: 'wall' as const }));
}

/** Edge hexes of a zone with the cost of coming on there now (AC 11.1: 1 MF for two, then 1 more per pair). */
export function edgeStarts(s: AcState, zone: Zone): Start[] {
  return entryKeys(zone).map((k) => {
    return { hex: k, cost: NORMAL * (1 + Math.floor((s.edgeEntries[k] ?? 0) / 2)), via: 'edge' as const };
  });
}

/** The hexes along the cheapest route to `to`, start first. */
export function pathTo(r: Reach, to: string): string[] {
  const keys = boardIndex().keys;
  return pathSlots(r, to).map((x) => keys[r.at[x]]);
}

/** pathTo as the route's places in `r` (its `at`, `costs`, `halts`), start first: a move reads each hex's cost there. */
export function pathSlots(r: Reach, to: string): number[] {
  const out: number[] = [];
  for (let i = boardIndex().index.get(to) ?? -1, x = r.slot(i); x >= 0; i = r.from[x], x = i >= 0 ? r.slot(i) : -1) out.push(x);
  return out.reverse();
}

/**
 * Hexes the mover may end its move on: reached, not its start, not overfilled (AC 10). AC 10.2 —
 * a unit may pass over a full friendly stack (the search ignores stacking) but never ends a move on
 * one. (Only a retreat after combat may end on one: overstack.ts has the owner cut such a stack
 * down when the turn ends.)
 */
export function endHexes(r: Reach, fromHex: string | null): string[] {
  const keys = boardIndex().keys;
  const out: string[] = [];
  eachEnd(r, fromHex, (i) => out.push(keys[i]));
  return out;
}

/** endHexes as board indices, in the same order. */
export function endIndices(r: Reach, fromHex: string | null): number[] {
  const out: number[] = [];
  eachEnd(r, fromHex, (i) => out.push(i));
  return out;
}

/** Each hex index the mover may end on, in board order. */
export function eachEnd(r: Reach, fromHex: string | null, fn: (i: number) => unknown): void {
  // wouldOverstack (terrain.ts), by index: the mover never stands on a hex it may end on but its start.
  const limit = r.mover.def.kind === 'leader' ? Infinity : STACK_LIMIT[r.mover.side] - 1;
  const stack = r.mover.arr.stack;
  const from = fromHex === null ? -1 : boardIndex().index.get(fromHex) ?? -1;
  const at = r.at;
  for (let x = 0; x < at.length; x++) {
    const i = at[x];
    if (i !== from && stack[i] <= limit) fn(i);
  }
}
