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
 * Cached by what the trace reads — the units record, the tribes (by their counters' hexes), Fill,
 * fires and Rubble, each kept by identity (apply is copy-on-write: a record it did not write is the
 * same object in the next state, so a phase that only forms a Command or sets an order keeps its
 * ranges), a new units record carrying over what the units an apply wrote cannot change — and for an
 * `apply`'s working copy only while it has written neither units nor tribes (../ctx.ts
 * `unwrittenMaps`: its own maps are written in place), to read only; and per leader hex: the legal list
 * asks for every leader's range, the board for the one it outlines.
 */
import { inputOf, isWorkingCopy, unwrittenMaps } from '../ctx';
import { onMapByCommand } from '../commands';
import { carryUnits } from '../unitsCarry';
import { agLeader, agUnit } from '../data';
import type { AgSide, AgState } from '../state';
import { other } from '../state';
import { moveBoard, type MoveBoard } from './board';
import { fillIndexReader } from './fill';
import { rubbleOf, type Occupancy } from './occupancy';
import { enemyAndZoc } from './enemyZoc';
import { fireStepMp, stepCost, terrainStepCost, type Mover } from './step';

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

/** What the trace reads besides the units record (the cache's key) and the leader's hex (the range's key). */
interface Read {
  scenario: RangeState['scenario'];
  tribes: RangeState['tribes'];
  fill: RangeState['fill'];
  burning: RangeState['burning'];
  rubble: RangeState['rubble'];
}
/** A traced result and the board hexes whose units the trace read (enemy, ZOC, friend: `trace`'s `seen`, a bit per hex). */
interface Traced<T> {
  v: T;
  seen: Uint32Array;
}
/** A commandRangeWhich answer and the hexes it was asked about. */
interface TracedWhich extends Traced<ReadonlySet<string>> {
  asked: ReadonlySet<string>;
}
const seenBits = (mb: MoveBoard): Uint32Array => new Uint32Array((mb.n + 31) >>> 5);
interface Kept extends Read {
  /** Made on first need (a record that carried its answers may never trace). */
  boards?: Record<AgSide, SideBoard>;
  ranges: Map<string, Traced<Map<string, number>>>;
  /** commandRangeHasAny's answers, by trace start and hexes asked about. */
  answers: Map<string, Traced<boolean>>;
  /** commandRangeWhich's answers (the hexes found, in the order met), by trace start and hexes asked about. */
  which: Map<string, TracedWhich>;
}
const KEPT = new WeakMap<object, Kept>();

/**
 * An `apply` that wrote units (unitsCarry.ts) changed the trace's boards only on the hexes its units
 * left or entered (enemy, friend), their counters' hexes (friend) and the hexes next to those (the
 * ZOC, AG 7.21); the tribes' counter hexes, Fill, fires and Rubble are the entry's stamps, checked
 * when it is read (`keptFor`).
 * So the new record keeps every range and answer whose trace read none of those hexes (its `seen`):
 * the same reads give the same trace. A phase that moved one Command leaves most leaders' answers.
 */
carryUnits((from, to, changed, sameKeys) => {
  const k = KEPT.get(from);
  if (!k || !sameKeys) return;
  const mb = moveBoard(k.scenario);
  const touched: number[] = [];
  const mark = (u: RangeState['units'][string] | undefined) => {
    if (!u) return;
    const hex = u.loc.at === 'hex' ? u.loc.hex : u.loc.at === 'counter' ? k.tribes[u.loc.tribe]?.hex : undefined;
    const i = hex ? mb.index.get(hex) : undefined;
    if (i === undefined) return;
    touched.push(i);
    if (u.loc.at === 'hex') for (let d = 0; d < 6; d++) if (mb.nb[i * 6 + d] >= 0) touched.push(mb.nb[i * 6 + d]);
  };
  for (const id of changed) {
    const a = from[id];
    const b = to[id];
    if (a && b && a.loc.at === b.loc.at && sameLoc(a.loc, b.loc) && a.facing === b.facing) continue; // Hits, marks: not read
    mark(a);
    mark(b);
  }
  const keep = <R extends Traced<unknown>>(m: Map<string, R>): Map<string, R> => {
    const out = new Map<string, R>();
    for (const [key, r] of m) if (!touched.some((i) => (r.seen[i >>> 5] >>> (i & 31)) & 1)) out.set(key, r);
    return out;
  };
  KEPT.set(to, { scenario: k.scenario, tribes: k.tribes, fill: k.fill, burning: k.burning, rubble: k.rubble, ranges: keep(k.ranges), answers: keep(k.answers), which: keep(k.which) });
});
const sameLoc = (a: RangeState['units'][string]['loc'], b: RangeState['units'][string]['loc']): boolean =>
  a.at === 'hex' ? a.hex === (b as { hex: string }).hex : a.at === 'counter' ? a.tribe === (b as { tribe: string }).tribe : true;

/** The cache entry of `s`'s units record, if it was made with the same tribes, Fill, fires and Rubble; null for a working copy that has written units or tribes. */
function keptFor(s: RangeState, make: boolean): Kept | null {
  const maps = unwrittenMaps(s);
  if (!maps) return null;
  const k = KEPT.get(maps.units);
  if (k && k.scenario === s.scenario && k.fill === s.fill && k.burning === s.burning && k.rubble === s.rubble && sameCounterHexes(k.tribes, maps.tribes)) {
    // Stamped with the tribes last read (the same counters' hexes), so the next read compares by identity.
    k.tribes = maps.tribes;
    return k;
  }
  // A working copy only reads the cache: its own Fill, fires or Rubble may still be written.
  if (!make || isWorkingCopy(s)) return null;
  const fresh: Kept = { scenario: s.scenario, tribes: maps.tribes, fill: s.fill, burning: s.burning, rubble: s.rubble, ranges: new Map(), answers: new Map(), which: new Map() };
  KEPT.set(maps.units, fresh);
  return fresh;
}

/**
 * The trace reads the tribes only for where their counters stand (the units on a counter stand in
 * its hex, AG 5.48; a chief on a counter traces from it): tribes records that differ otherwise (units
 * put out, a counter gone to "No Units") keep the entry.
 */
function sameCounterHexes(a: RangeState['tribes'], b: RangeState['tribes']): boolean {
  if (a === b) return true;
  for (const t in a) if (a[t]?.hex !== b[t]?.hex) return false;
  for (const t in b) if (!(t in a)) return false;
  return true;
}

function sideBoard(s: RangeState, side: AgSide): SideBoard {
  const k = keptFor(s, true);
  if (!k) return sideBoards(s)[side];
  return (k.boards ??= sideBoards(s))[side];
}

/**
 * The boards' parts that depend on no units record, kept (read only, as the boards are): per board,
 * the arrays the trace's occupancy leaves empty; per fires or Rubble list (by identity: apply
 * replaces a list it changes) and board, the hexes it names (occupancy.ts rubbleOf).
 */
const EMPTY = new WeakMap<MoveBoard, Pick<Occupancy, 'friends'> & { none: Uint8Array }>();
function emptyOf(mb: MoveBoard): Pick<Occupancy, 'friends'> & { none: Uint8Array } {
  let e = EMPTY.get(mb);
  if (!e) EMPTY.set(mb, (e = { none: new Uint8Array(mb.n), friends: new Array(mb.n) }));
  return e;
}
const HEX_FLAGS = new WeakMap<readonly string[], { mb: MoveBoard; at: Uint8Array | undefined }>();
function hexFlags(mb: MoveBoard, hexes: readonly string[] | undefined): Uint8Array | undefined {
  if (!hexes) return undefined;
  const kept = HEX_FLAGS.get(hexes);
  if (kept?.mb === mb) return kept.at;
  const at = rubbleOf(mb, { rubble: hexes as string[] });
  HEX_FLAGS.set(hexes, { mb, at });
  return at;
}

/** Both sides' boards in one pass over the units (the enemy and ZOC arrays: enemyZoc.ts enemyAndZoc). */
function sideBoards(s: RangeState): Record<AgSide, SideBoard> {
  const mb = moveBoard(s.scenario);
  const ez = enemyAndZoc(mb, s as AgState);
  const rubble = hexFlags(mb, s.rubble);
  const burning = hexFlags(mb, s.burning);
  // A side's friends on hexes are where the other side sees enemies (enemyZoc.ts enemyAndZoc, read
  // only: shared, never written); units waiting on a tribal counter stand in its hex as well.
  const friend: Record<AgSide, Uint8Array> = { roman: ez.gallic.enemy, gallic: ez.roman.enemy };
  // The units on counters, from the Command sorting's pass (../commands.ts onMapByCommand, kept by the units record).
  for (const { id, tribe } of onMapByCommand(s as AgState).onCounters) {
    const hex = s.tribes[tribe]?.hex;
    const i = hex ? mb.index.get(hex) : undefined;
    if (i === undefined) continue;
    const side = agUnit(id).side;
    if (friend[side] === ez[other(side)].enemy) friend[side] = friend[side].slice();
    friend[side][i] = 1;
  }
  const { none, friends } = emptyOf(mb);
  const lying = fillIndexReader(s as AgState, mb); // AG 6.48: the Fill lying on the map, by hex index
  const m: Mover = {
    cavalry: false,
    infantry: false,
    light: true,
    fromRampart: false,
    hexFill: lying.hexFill ?? (() => 0),
    sideFill: lying.sideFill ?? (() => 0),
  };
  const board = (side: AgSide): SideBoard => {
    const occ: Occupancy = {
      friends, heavyFriends: none, rampartInfantry: none, tribal: none, nextToGaul: none,
      enemy: ez[side].enemy, zoc: ez[side].zoc, ...(burning ? { burning } : {}), ...(rubble ? { rubble } : {}),
    };
    return { mb, occ, friend: friend[side], m };
  };
  return { roman: board('roman'), gallic: board('gallic') };
}

/** Where a leader's trace starts, and how far it goes: null when he has no range or stands on no hex of the map. */
function traceStart(s: RangeState, leader: string): { from: string; side: AgSide; range: number; key: string } | null {
  const l = s.leaders[leader];
  const range = agLeader(leader).range ?? 0;
  if (!l || !range) return null;
  const from = l.loc.at === 'hex' ? l.loc.hex : l.loc.at === 'counter' ? s.tribes[l.loc.tribe]?.hex : undefined;
  if (!from) return null;
  const side = agLeader(leader).side;
  return { from, side, range, key: `${side}|${from}|${range}` };
}

/**
 * What a leader's step costs where no enemy stands in the hex entered, fire left out (AG 4.24,
 * reading X42): it reads the map, the Fill and the Rubble only (the trace's occupancy holds no
 * friends, no tribal counters, no Rampart rows: `sideBoards`), so it is kept per board for the Fill
 * and Rubble records it was read with (by identity: apply replaces a record it changes), each step
 * read on first use; the trace adds a fire's MP (AG 8.43, step.ts fireStepMp) as it reads a step, so
 * fires set and put out keep the table. A Fill record that changed (a counter laid, AG 6.47; the AP's
 * decay, AG 6.49) forgets only the steps next to the hexes and hexsides whose Fill changed (a step
 * reads the Fill of the hex it enters and of the hexside it crosses). An `apply`'s working copy,
 * whose records may still be written, reads the table only while its Fill and Rubble are still its
 * input's (which no one writes).
 */
interface StepTable {
  fill: RangeState['fill'];
  rubble: RangeState['rubble'];
  cost: Int16Array;
}
const NOT_READ = -32768;
const STEPS = new WeakMap<MoveBoard, StepTable>();
function stepTable(s: RangeState, mb: MoveBoard): Int16Array | null {
  const from = inputOf(s);
  if (from && (s.fill !== from.fill || s.rubble !== from.rubble)) return null;
  let t = STEPS.get(mb);
  if (t && t.fill !== s.fill && t.rubble === s.rubble) {
    forgetFill(mb, t.cost, t.fill, s.fill);
    t.fill = s.fill;
  }
  if (!t || t.rubble !== s.rubble) {
    t = { fill: s.fill, rubble: s.rubble, cost: new Int16Array(mb.n * 6).fill(NOT_READ) };
    STEPS.set(mb, t);
  }
  return t.cost;
}

/** Forgets the kept steps that may read a Fill key whose value differs between `a` and `b`: every step out of the key's hexes and out of their neighbours. */
function forgetFill(mb: MoveBoard, cost: Int16Array, a: RangeState['fill'], b: RangeState['fill']): void {
  const forget = (i: number) => cost.fill(NOT_READ, i * 6, i * 6 + 6);
  const changed = (k: string) => {
    // A hex key, or a hexside key "hex|hex" (fill.ts): a key naming no hex of this board is read by no step of it.
    for (const h of k.split('|')) {
      const j = mb.index.get(h);
      if (j === undefined) continue;
      forget(j);
      for (let d = 0; d < 6; d++) if (mb.nb[j * 6 + d] >= 0) forget(mb.nb[j * 6 + d]);
    }
  };
  for (const k in a) if (a[k] !== b?.[k]) changed(k);
  for (const k in b) if (!a || !(k in a)) changed(k);
}

/** Per board, the trace's MP reached per hex (-1: not reached), put back to -1 after each trace. */
const SCRATCH = new WeakMap<MoveBoard, Int16Array>();
const BUCKETS: number[][] = [];

/**
 * The trace itself (a bucket search by MP spent): the MP of every hex reached, by board index (in the
 * order the hexes were first reached); or, given `stop`, `true` as soon as a hex it accepts is
 * reached (the hexes are met cheapest first, so a question about a few hexes near the leader ends
 * early), `false` if none is.
 */
function trace(s: RangeState, side: AgSide, from: string, range: number, stop?: (i: number) => boolean, seen?: Uint32Array): Map<number, number> | boolean | null {
  const { mb, occ, friend, m } = sideBoard(s, side);
  const start = mb.index.get(from);
  if (start === undefined) return null;
  const table = stepTable(s, mb);
  let cost = SCRATCH.get(mb);
  if (!cost) SCRATCH.set(mb, (cost = new Int16Array(mb.n).fill(-1)));
  const { nb } = mb;
  const { zoc, enemy, burning } = occ;
  const fireMp = burning ? fireStepMp(m) : 0;
  const reached = [start];
  cost[start] = 0;
  // The buckets by MP spent, shared by every trace (one runs at a time: `stop` traces nothing), emptied after each.
  while (BUCKETS.length <= range) BUCKETS.push([]);
  const buckets = BUCKETS;
  buckets[0].push(start);
  try {
    for (let c = 0; c <= range; c++) {
      const b = buckets[c];
      while (b.length) {
        const i = b.pop()!;
        if (cost[i] !== c) continue;
        if (stop?.(i)) return true;
        for (let d = 0; d < 6; d++) {
          const j = nb[i * 6 + d];
          if (j < 0) continue;
          if (seen) seen[j >>> 5] |= 1 << (j & 31); // its units read (the carry's test, above)
          // AG 4.24: an empty hex in an enemy ZOC blocks the trace; a friendly unit there cancels the ZOC.
          if (zoc[j] && !friend[j]) continue;
          // AG 4.24: enemy units and terrain a leader cannot enter or cross (a negative Bar).
          if (enemy[j]) continue;
          let r: number;
          if (table) {
            r = table[i * 6 + d];
            if (r === NOT_READ) table[i * 6 + d] = r = terrainStepCost(mb, occ, m, i, d, true, null);
            // AG 8.43: stepCost's fire, added to the kept step (its table leaves fires out).
            if (r >= 0 && burning && burning[j]) r += fireMp;
          } else r = stepCost(mb, occ, m, i, d, true, null);
          const was = cost[j];
          if (r < 0 || c + r > range || (was >= 0 && c + r >= was)) continue;
          if (was < 0) reached.push(j);
          cost[j] = c + r;
          buckets[c + r].push(j);
        }
      }
    }
    if (stop) return false;
    return new Map(reached.map((i) => [i, cost[i]]));
  } finally {
    for (const i of reached) cost[i] = -1;
    for (let c = 0; c <= range; c++) buckets[c].length = 0;
  }
}

/**
 * AG 4.24 — the hexes within `leader`'s Command Range, each with the MP the trace spends (his own hex
 * 0); null when he has no range or stands on no hex of the map.
 */
export function commandRangeHexes(s: RangeState, leader: string): ReadonlyMap<string, number> | null {
  const t = traceStart(s, leader);
  if (!t) return null;
  const kept = keptFor(s, true);
  const hit = kept?.ranges.get(t.key);
  if (hit) return hit.v;
  const mb = moveBoard(s.scenario);
  const seen = seenBits(mb);
  const cost = trace(s, t.side, t.from, t.range, undefined, seen);
  if (!cost || typeof cost === 'boolean') return null;
  const out = new Map<string, number>();
  for (const [i, c] of cost) out.set(mb.keys[i], c);
  kept?.ranges.set(t.key, { v: out, seen });
  return out;
}

/**
 * AG 4.24 — whether any of `hexes` lies within `leader`'s Command Range: commandRangeHexes(s, leader)
 * has one of them, found by a trace that stops at the first (the choice list only asks whether a
 * Command exists; the whole range is traced, and kept, when a Command is built).
 */
export function commandRangeHasAny(s: RangeState, leader: string, hexes: ReadonlySet<string>): boolean {
  if (!hexes.size) return false;
  const t = traceStart(s, leader);
  if (!t) return false;
  // The trace's start is the first hex it meets, never blocked (AG 4.24): a hex asked about there is
  // in range without a board built or a step traced (a leader stacked with a unit of his Command).
  if (hexes.has(t.from) && moveBoard(s.scenario).index.has(t.from)) return true;
  const kept = keptFor(s, false);
  const hit = kept?.ranges.get(t.key)?.v;
  if (hit) {
    for (const h of hexes) if (hit.has(h)) return true;
    return false;
  }
  // The answer is kept too, by the trace's start and the hexes asked about (a choice list asked again
  // after an order was set asks the same); a working copy only reads it.
  const ask = kept && `${t.key}|${[...hexes].join(',')}`;
  const known = ask ? kept.answers.get(ask) : undefined;
  if (known !== undefined) return known.v;
  const mb = moveBoard(s.scenario);
  const seen = seenBits(mb);
  const found = trace(s, t.side, t.from, t.range, (i) => hexes.has(mb.keys[i]), seen) === true;
  if (ask && !isWorkingCopy(s)) kept.answers.set(ask, { v: found, seen });
  return found;
}

/**
 * AG 4.24 — which of `hexes` lie within `leader`'s Command Range: those commandRangeHexes(s, leader)
 * has, found by a trace that stops once it has met every one (the hexes are met cheapest first; one
 * it never meets is out of range). A chief forming his Command asks this of his tribes' hexes
 * (commands.ts tribesForChief), most of them near him. Kept as commandRangeHasAny's answers are.
 */
export function commandRangeWhich(s: RangeState, leader: string, hexes: ReadonlySet<string>): Set<string> {
  const t = hexes.size ? traceStart(s, leader) : null;
  if (!t) return new Set();
  const kept = keptFor(s, false);
  const hit = kept?.ranges.get(t.key)?.v;
  if (hit) return new Set([...hexes].filter((h) => hit.has(h)));
  // The trace's start only (see commandRangeHasAny): no board, no step.
  if (hexes.size === 1 && hexes.has(t.from) && moveBoard(s.scenario).index.has(t.from)) return new Set(hexes);
  const ask = kept && `${t.key}|${[...hexes].join(',')}`;
  const known = ask ? kept.which.get(ask) : undefined;
  if (known) return new Set(known.v);
  // Asked of fewer hexes than an answer kept from this start (a chief forming his Command asks again
  // of the tribes left once he adds one, AG 4.12): whether the trace meets a hex does not depend on
  // what else is asked, and it meets them in the same order, so the kept answer read for these hexes
  // is what a trace would find.
  if (kept) {
    const prefix = `${t.key}|`;
    for (const [key, r] of kept.which) {
      if (r.asked.size < hexes.size || !key.startsWith(prefix)) continue;
      let within = true;
      for (const h of hexes) if (!r.asked.has(h)) { within = false; break; }
      if (within) return new Set([...r.v].filter((h) => hexes.has(h)));
    }
  }
  const found = new Set<string>();
  const mb = moveBoard(s.scenario);
  const seen = seenBits(mb);
  trace(s, t.side, t.from, t.range, (i) => {
    const h = mb.keys[i];
    if (!hexes.has(h)) return false;
    found.add(h);
    return found.size === hexes.size;
  }, seen);
  if (ask && !isWorkingCopy(s)) kept.which.set(ask, { v: new Set(found), seen, asked: new Set(hexes) });
  return found;
}
