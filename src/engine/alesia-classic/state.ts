/**
 * The state of a game of Alesia (1983 rules). A value: `apply` returns a new one.
 * Hexes are named by their axial key (`q,r`, see ../hex); the printed name comes from map/grid.ts.
 */
import type { Outcome } from '../core/contract';
import type { RngState } from '../core/rng';
import type { CombatState, Rage } from './combat/types';
import type { AcSide } from './data/types';
import type { Zone } from './map/zones';
import { AC_IDS, UNIT_INDEX } from './data/units';

export type { AcSide };

/** Where a counter is. */
export type Loc =
  /** Not yet set up (the Roman's counters before AC 3.2 placement). */
  | { at: 'pool' }
  | { at: 'hex'; hex: string }
  /** Inside the town of Alesia, piled where the Roman cannot see (AC 9.2). */
  | { at: 'town' }
  /** In a box of the Off-Board Movement Chart (AC 11). */
  | { at: 'obmc'; zone: Zone }
  | { at: 'gone'; why: 'eliminated' | 'escaped' };

export interface UnitState {
  loc: Loc;
  /** Inverted by missile fire (AC 21): no ZOC, no attack, no further movement this turn. */
  disrupted?: true;
  /** Inverted by a Battle Rages result (AC 15.3): may not move until the battle is refought. */
  raging?: true;
}

/**
 * AC 4 — the sequence of play. `roman-setup`: the Roman places his counters (AC 3.2);
 * `gallic-move`: on-board Gallic movement, then entries from the OBMC (AC 4.1);
 * `gallic-offboard`: moves between OBMC boxes, then the presence chart is updated (AC 4.2);
 * the Outer Works are rolled for at the end of that phase (AC 4.3); `gallic-combat` (AC 4.4);
 * `roman-move` (AC 4.5); `roman-combat` (AC 4.6); between the periods `revival` (AC 12.4–12.5) and
 * `roman-redeploy` (AC 12.6).
 */
export type Phase = 'roman-setup' | 'gallic-move' | 'gallic-offboard' | 'gallic-combat' | 'roman-move' | 'roman-combat' | 'revival' | 'roman-redeploy' | 'over';

/** What a unit has done with its movement this turn (AC 5). */
export interface MoveRecord {
  /** Movement points left, in half MF (AC 7.2: rampart steps cost ½). */
  left: number;
  /** Where the turn began for it (AC 8.2 crossing, AC 24.51 fields of fire). */
  from: Loc;
  /** It has stopped (entered enemy ZOC, a river, the town…) or another unit has begun to move. */
  done: boolean;
  /** It came out of the town this turn (AC 9.4) or went in. */
  leftTown?: true;
  enteredTown?: true;
  /** It came onto the board from the OBMC this turn (AC 11.7). */
  entered?: true;
  /** It used the OBMC this turn (AC 11.4: one off-board option per unit and turn). */
  offboard?: true;
  /** Hexes it has passed through this turn, in order (AC 15.3 retreat paths, the replay's trail). */
  path: string[];
}

/** AC 20.5, 24.2 — a standing order for one kind of shooter: which ranges, at what. */
export interface FireRule {
  ranges: ('tertiary' | 'secondary' | 'primary')[];
  /** Fire only at units of at least this combat factor. */
  minStrength: number;
  /** Forts: keep the primary volley for the end of the movement phase (AC 24.4). */
  holdPrimary: boolean;
}

/** The Roman's fire plan: one rule for the forts, one for the archers and slingers. */
export interface FirePlan {
  forts: FireRule;
  missiles: FireRule;
}

export type Volley = 'tertiary' | 'secondary' | 'primary';

/** A move held up while the Roman decides whether to fire (AC 20.5, 24.2). */
export interface PendingMove {
  unit: string;
  to: string;
  /** Hexes still to enter, and the cost paid on arriving in each. */
  steps: string[];
  costs: number[];
  budget: number;
  /** The unit must stop at the end (ZOC, a stream). */
  halts: boolean;
  /** The next hex is the one it comes onto the board in from the OBMC (AC 24.6). */
  entering: boolean;
  /** Cost of the whole move, for the log. */
  total: number;
  via: 'hex' | 'wall' | 'edge';
  /** A stack moving together (movement/stack.ts): the units still to move to `to` after this one. */
  then?: string[];
}

/** Missile fire this turn (AC 20, 21, 24). */
export interface FireState {
  /** Volleys each shooter has used this turn. */
  used: Record<string, Volley[]>;
  /** AC 24.5 — volleys each fort has lost this turn to Gauls starting close to it. */
  lost: Record<string, Volley[]>;
  /** Where each Gallic unit on the board began the turn (AC 24.51, 24.52). */
  start: Record<string, string>;
  /** A chance to fire, waiting for the Roman: at a unit that has just entered a hex, or at the end of movement. */
  window: { target: string; hex: string; entering: boolean } | { final: true } | { after: true; hex: string; units: string[] } | null;
  pending: PendingMove | null;
  /** The Gaul has ended his movement: only the end-of-movement fire is left (AC 24.4). */
  finalDone?: boolean;
  plan: FirePlan;
}

export interface AcOptions {
  /** AC 20.5, 24.2 — how Roman fire during Gallic movement is decided: a standing plan, or asking the Roman each time. */
  fire: 'plan' | 'ask';
  /** AC 17: two to four players. With one Gallic player the coordination counter is drawn (AC 18.2). */
  players: 2 | 3 | 4;
  /** AC 12.7 (optional): turns per Assault Period. */
  periodTurns: 12 | 11 | 10;
  /** AC 19.7 (optional): a stacked Vercingetorix no longer dies on Roman contact. */
  vercingetorixShielded: boolean;
  /** AC 8.4 (optional): Gauls may fill in the Isolated Trench. */
  trenchFill?: boolean;
  /** AC 17.6 (optional, four players): a Roman commander whose leader falls is out; his partner takes all. */
  leaderOut?: boolean;
  /** AC 22.4 (optional): Roman cavalry may scout the OBMC. */
  recon?: boolean;
  /** AC 17.4 — with four players, the first of the five contiguous zones Caesar's half faces (Labienus has the other five). */
  caesarFrom?: import('./map/zones').Zone;
  /**
   * AC 17.8 (optional, four players): the Roman spheres of command are kept from the Gauls until the
   * end of each Assault Period. Off (the default), the split is public like the rest of the Roman lines.
   */
  secretSpheres?: boolean;
  /**
   * AC 17.7 (optional): the agreed minutes for each Gallic and each Roman move. The rules never
   * read it: the clock is real time, kept by the screen (src/ui/alesia/moveClock.ts).
   */
  moveClock?: { gallic: number; roman: number };
  /** AC 25.7 (optional): stacks on fort and rampart hexes show only their top counter to the enemy. */
  hiddenStacks?: boolean;
}

export interface AcState {
  v: 1;
  scenario: string;
  options: AcOptions;
  rng: RngState;
  /** Assault Period (AC 12.1) and turn within it. */
  period: 1 | 2;
  turn: number;
  phase: Phase;
  /**
   * Every counter's state, in the order of AC_IDS (data/units.ts); read one with `unitOf`. An array,
   * not a record by id, so that an action's copy of it is cheap (putUnit).
   */
  units: UnitState[];
  /** Movement this turn, per unit that has moved or been selected. */
  moves: Record<string, MoveRecord>;
  /** AC 17.4 — with four players, the first zone of Caesar's sphere as changed between the periods (absent: as set up). */
  caesarFrom?: Zone;
  /** AC 17 — in a three- or four-player game, the commander whose units move now. */
  step?: import('./commanders').Commander | null;
  /** The unit now moving (AC 5.2: one at a time); another unit starting to move ends its move. */
  moving: string | null;
  /** Units that came out of the town onto each wall hex this turn (AC 9.3). */
  wallExits: Record<string, number>;
  /** Units placed on each edge hex from the OBMC this turn (AC 11.1). */
  edgeEntries: Record<string, number>;
  /** AC 18.1 — relief units that landed on or crossed the Outer Works this turn. */
  owLanded: string[];
  /** Hand-to-hand battles resolved this turn (AC 18.1 needs one). */
  battlesThisTurn: number;
  /** AC 12.3 — at nightfall, relief units as near to two or more zones, waiting for the Gaul to choose their box. */
  nightfall?: import('./nightfall').Withdrawal[];
  /** AC 12.4–12.5 — revival between the periods: who picks now, and the factors each pool may still bring back. */
  revival: { side: AcSide; left: Record<string, number> } | null;
  /** Missile fire this turn (AC 20, 21, 24). */
  fire: FireState;
  /** AC 22.4 — reconnaissance reports, pending and delivered. */
  recon?: import('./recon').ReconState;
  /** AC 8.4 — trench hexes being filled: consecutive turns so far and the units of the last turn; hexes filled in. */
  trench?: { work: Record<string, { turns: number; units: string[] }>; filled: string[] };
  /** The combat phase under way, if any (AC 13–16). */
  combat: CombatState | null;
  /** Battle Rages results waiting to be refought (AC 15.3). */
  rages: Rage[];
  /** AC 11.9 — the Off-Board Gallic Presence Chart: zones shown occupied. Public. */
  presence: Zone[];
  /** AC 18 — Gallic attack coordination. */
  coordination: {
    /** The besieged may leave the town from this turn of the current period on (null: not yet). */
    releaseTurn: number | null;
    /** AC 18.2 — the secret delay counter (1–3), drawn when one person plays both Gallic forces. */
    delay: 1 | 2 | 3 | null;
    /** AC 18.1, FAQ.1 — the turn of this period in which ten relief units reached the Outer Works. */
    landed?: number;
    /** AC 18.1 — the turn of this period in which the first hand-to-hand battle was resolved, by either side. */
    fought?: number;
    /** AC 18.2 — the first day's counter, kept to be named when the game ends. */
    firstDay?: 1 | 2 | 3;
  };
  outcome: Outcome<AcSide> | null;
  /** Actions applied so far. */
  seq: number;
}


/**
 * The unit table is shared between a state and the working copy an action makes of it (ctx.ts),
 * until the action first changes a unit: then the copy gets a table of its own. Rule code never
 * writes `s.units` directly but through `putUnit`, `setLoc` and `setFlag`. A table in `OWNED_UNITS`
 * is one an action is still writing (kept, with its lineage, in a short list by identity, as the moves
 * tables below are: should one be forgotten, its action copies it once more, which changes nothing but
 * speed); every other table belongs to a finished state and never changes.
 */
const OWNED_UNITS: (object | null)[] = [null, null, null, null];
const OWNED_LINES: (Lineage | null)[] = [null, null, null, null];
let nextOwnedUnits = 0;
/** Tables of states the engine has handed out (setup, apply): they never change again. */
const SETTLED = new WeakSet<object>();

/**
 * May facts about this unit table be remembered? Only a handed-out state's, never one being written
 * (a settled table is never written again: putUnit copies it first, so no table is both).
 */
export const unitsSettled = (units: object): boolean => SETTLED.has(units);

/** The action is done: its table of units, and its table of move records, now belong to a finished state. */
export const settleUnits = (s: AcState): void => {
  for (let i = 0; i < OWNED_UNITS.length; i++) if (OWNED_UNITS[i] === s.units) { OWNED_UNITS[i] = null; OWNED_LINES[i] = null; }
  SETTLED.add(s.units);
  disown(s.moves);
};

/**
 * Move records work the same way: a working copy shares the records of the state it came from and
 * copies one the first time the action writes it. The moves table itself is shared with the state
 * the action started from until the action first writes a record (ownMove, putMove): then the working
 * copy gets a table of its own. The tables actions are still writing are few (the one under way), so
 * they are kept in a short list by identity with the ids whose records the action owns, not in weak
 * tables: settling an action takes its table out. Should more be open at once than the list holds, the
 * oldest is forgotten — its action then copies its table and records once more, which changes nothing
 * but speed — while a finished table is never in the list, so it is never written.
 */
const OWNED_TABLES: (object | null)[] = [null, null, null, null];
const OWNED_IDS: (Set<string> | null)[] = [null, null, null, null];
let nextOwned = 0;

/** The ids owned in this moves table, if an action is writing it. */
function ownedIds(moves: object): Set<string> | null {
  for (let i = 0; i < OWNED_TABLES.length; i++) if (OWNED_TABLES[i] === moves) return OWNED_IDS[i];
  return null;
}

function disown(moves: object): void {
  for (let i = 0; i < OWNED_TABLES.length; i++) if (OWNED_TABLES[i] === moves) { OWNED_TABLES[i] = null; OWNED_IDS[i] = null; }
}

/** This action's moves table and the ids it owns there (a copy of the shared table, the first time). */
function ownMovesTable(s: AcState): Set<string> {
  const owned = ownedIds(s.moves);
  if (owned) return owned;
  s.moves = { ...s.moves };
  const ids = new Set<string>();
  OWNED_TABLES[nextOwned] = s.moves;
  OWNED_IDS[nextOwned] = ids;
  nextOwned = (nextOwned + 1) % OWNED_TABLES.length;
  return ids;
}

/**
 * Per unit index (AC_IDS' order), 1 for each unit whose move record this turn passes `test`. One pass
 * over the records there are (a dozen or so on average) — far cheaper than asking the table about
 * each of hundreds of units, most of which have no record (a missed key is a slow read).
 */
export function recordFlags(s: AcState, test: (r: MoveRecord) => boolean | undefined): Uint8Array {
  const out = new Uint8Array(AC_IDS.length);
  const moves = s.moves;
  const ids = Object.keys(moves);
  for (let j = 0; j < ids.length; j++) {
    const i = UNIT_INDEX.get(ids[j]);
    if (i !== undefined && test(moves[ids[j]])) out[i] = 1;
  }
  return out;
}

/** Set the move record of `id` in this action's moves table (a record the action made whole). */
export function putMove(s: AcState, id: string, r: MoveRecord): void {
  ownMovesTable(s);
  s.moves[id] = r;
}

/** The record of `id` in this action's moves table, ready to write (made fresh when it has none). */
export function ownMove(s: AcState, id: string, fresh: () => MoveRecord): MoveRecord {
  const owned = ownMovesTable(s);
  const r = s.moves[id];
  if (r && owned.has(id)) return r;
  const copy = r ? { ...r, path: [...r.path] } : fresh();
  s.moves[id] = copy;
  owned.add(id);
  return copy;
}

/**
 * For a table an action made by copying another: that table and the units changed since, so facts
 * remembered for it can be brought up to date rather than worked out afresh (queries.ts
 * derivedFact). Only one generation is kept: copying a table forgets where it came from in turn.
 */
interface Lineage { parent: readonly UnitState[]; changed: Set<string> }
const LINEAGE = new WeakMap<object, Lineage>();
export const lineageOf = (units: object): { parent: readonly UnitState[]; changed: ReadonlySet<string> } | undefined => LINEAGE.get(units);

export function putUnit(s: AcState, id: string, u: UnitState): void {
  const i = UNIT_INDEX.get(id);
  if (i === undefined) throw new Error(`unknown Alesia counter ${id}`);
  let line: Lineage | null = null;
  for (let k = 0; k < OWNED_UNITS.length; k++) if (OWNED_UNITS[k] === s.units) line = OWNED_LINES[k];
  if (!line) {
    const parent = s.units;
    LINEAGE.delete(parent);
    s.units = parent.slice();
    line = { parent, changed: new Set() };
    LINEAGE.set(s.units, line);
    OWNED_UNITS[nextOwnedUnits] = s.units;
    OWNED_LINES[nextOwnedUnits] = line;
    nextOwnedUnits = (nextOwnedUnits + 1) % OWNED_UNITS.length;
  }
  line.changed.add(id);
  s.units[i] = u;
}

/** A side's view keeps its units by id (view.ts); a position, in order (AcState.units). Rule code reads either with these. */
export type UnitTable = readonly UnitState[] | Readonly<Record<string, UnitState>>;

/** The state of counter `id` (undefined for an id not in the table, such as a unit a view hides). */
export function unitIn(units: UnitTable, id: string): UnitState {
  return (Array.isArray(units) ? (units as readonly UnitState[])[UNIT_INDEX.get(id) ?? -1] : (units as Readonly<Record<string, UnitState>>)[id])!;
}

/** The state of counter `id` in a position or a view. */
export const unitOf = (s: { units: UnitTable }, id: string): UnitState => unitIn(s.units, id);

/** Every counter of a table with its state, in order. */
export function unitEntries(s: { units: UnitTable }): [string, UnitState][] {
  const t = s.units;
  if (Array.isArray(t)) return (t as readonly UnitState[]).map((u, i) => [AC_IDS[i], u]);
  return Object.entries(t as Readonly<Record<string, UnitState>>);
}

/** Call `fn` with every counter of a table and its state, in order, without building a list. */
export function eachUnit(units: UnitTable, fn: (id: string, u: UnitState) => void): void {
  if (Array.isArray(units)) {
    const t = units as readonly UnitState[];
    for (let i = 0; i < t.length; i++) fn(AC_IDS[i], t[i]);
  } else {
    const t = units as Readonly<Record<string, UnitState>>;
    for (const id in t) fn(id, t[id]);
  }
}

/** The ids of a table's counters, in order (a view's may lack some). */
export function unitIds(s: { units: UnitTable }): readonly string[] {
  return Array.isArray(s.units) ? AC_IDS : Object.keys(s.units);
}

export function setLoc(s: AcState, id: string, loc: Loc): void {
  putUnit(s, id, { ...unitOf(s, id), loc });
}

export function setFlag(s: AcState, id: string, flag: 'disrupted' | 'raging', on: boolean): void {
  const u = unitOf(s, id);
  if (!!u[flag] === on) return;
  const next: UnitState = { ...u };
  if (on) next[flag] = true;
  else delete next[flag];
  putUnit(s, id, next);
}
