/**
 * Copy on write inside `apply` (issue 18: the search applies hundreds of thousands of actions, and
 * copying the whole state for each cost more than most actions do).
 *
 * `apply` works on a working copy of its input: a new top-level object whose parts (units, control,
 * lists, …) are still the input's own objects. Rule code that changes a part first asks for the
 * working copy's own version with the helpers below, which copy that part from the input the first
 * time and hand back the same copy afterwards. The naval and replacement records are copied whole up
 * front (their code writes all over them, and they are absent most of the time); the combat record
 * is copied whole the first time the combat phase's code is about to write into it (`ownCombat`:
 * combat/phase.ts takes it so in `advance` and `combatApply`, the only ways into the code that
 * writes it), so a sack or a loss that leaves it as it was does not copy it.
 *
 * A state that is not a working copy (a state being set up, a test fixture, a deep copy made with
 * `cloneState`) owns all its parts: the helpers hand them back as they are.
 *
 * The rule for engine code: never write into a part of `s` (assign a field of it, push, splice,
 * sort in place, delete a key) without taking it from these helpers first; replacing a part whole
 * (`s.moved = []`) needs nothing. Tests play on deep-frozen states, so a write that skips the
 * helpers throws there.
 */
import { cloneJson } from '../core/cloneJson';
import type { LeaderId, UnitId } from './data/types';
import type { BellumState, LeaderState, LossOrder, Selection, Siege, UnitState } from './state';

/** A working copy in use, the state it was made from, and what has been done to its units. */
interface Open {
  w: BellumState;
  o: BellumState;
  /** The units record own.ts made for the copy (null while the input's is still shared). */
  units: BellumState['units'] | null;
  /** Units whose record was copied to be written (ownUnit), in order. */
  changed: UnitId[];
  /** The units record was handed out for writes own.ts cannot follow (ownUnits: new entries). */
  untracked: boolean;
}

/**
 * The working copies in use, newest last (`apply` opens one and closes it before it returns, so
 * the list rarely holds more than one). A WeakMap would do the same, but its entries cost more
 * than most actions (measured ~1–4 µs per insertion once it holds many keys).
 */
const open: Open[] = [];

function entryOf(s: BellumState): Open | undefined {
  for (let i = open.length - 1; i >= 0; i--) if (open[i].w === s) return open[i];
  return undefined;
}

function originOf(s: BellumState): BellumState | undefined {
  return entryOf(s)?.o;
}

/**
 * The working copy `apply` changes: the input's top level copied, its parts shared until written.
 * Close it with `closeWorkingCopy` once the action is applied (after that the copy is a value).
 */
export function workingCopy(s: BellumState): BellumState {
  const w = topCopy(s);
  if (s.naval) w.naval = copyJson(s.naval);
  if (s.replacement) w.replacement = copyJson(s.replacement);
  open.push({ w, o: s, units: null, changed: [], untracked: false });
  return w;
}

/** How a closed working copy's units differ from its input's: the ids changed, when own.ts could follow every write. */
export interface UnitChanges {
  from: BellumState['units'];
  /** Ids whose record was replaced (in the order first written; may repeat none), or null when the changes are not known. */
  ids: readonly UnitId[] | null;
}

/**
 * The fields of a state as `setup` makes them, in its order (the optional ones — hiberna,
 * oppidumTests, naval — come after them, in the order a game first needed them).
 */
export const STATE_KEYS = [
  'version', 'scenario', 'options', 'rng', 'year', 'turn', 'endYear', 'endTurn', 'step', 'control', 'scorched', 'depots',
  'destroyed', 'spared', 'sieges', 'siegeDuty', 'replacement', 'replacementsTaken', 'units', 'leaders', 'moved', 'mayMove',
  'exitTests', 'selection', 'arrivals', 'losses', 'combat', 'reinforce', 'rhenus', 'rhineWatch', 'negotiations', 'mobilise',
  'seq', 'outcome',
] as const;

/**
 * A copy of the state's top level (the same fields and values as `{ ...s }`). A state with every
 * field of STATE_KEYS is copied with one object literal, those fields in setup's order and any other
 * field after them in the input's order: measured ~13% of the bench's whole per-action cost cheaper
 * than the spread, whose copies V8 gives a fresh layout that the first write has to change. A state
 * laid out otherwise — the search's samples put their dice last — comes out in setup's order, so
 * the states that follow it share the one layout every other state has (code reading them stays
 * monomorphic). A state missing one of those fields is spread.
 */
function topCopy(s: BellumState): BellumState {
  const extra = extraKeys(s);
  if (extra === false) return { ...s };
  const w: BellumState = {
    version: s.version, scenario: s.scenario, options: s.options, rng: s.rng, year: s.year, turn: s.turn, endYear: s.endYear,
    endTurn: s.endTurn, step: s.step, control: s.control, scorched: s.scorched, depots: s.depots, destroyed: s.destroyed,
    spared: s.spared, sieges: s.sieges, siegeDuty: s.siegeDuty, replacement: s.replacement, replacementsTaken: s.replacementsTaken,
    units: s.units, leaders: s.leaders, moved: s.moved, mayMove: s.mayMove, exitTests: s.exitTests, selection: s.selection,
    arrivals: s.arrivals, losses: s.losses, combat: s.combat, reinforce: s.reinforce, rhenus: s.rhenus, rhineWatch: s.rhineWatch,
    negotiations: s.negotiations, mobilise: s.mobilise, seq: s.seq, outcome: s.outcome,
  };
  copyExtra(s, w, extra);
  return w;
}

/**
 * The state itself when its fields come in setup's order, else (when it has them all) a copy of its
 * top level that has them so — for reading only. The legal list of a sampled state is worked out on
 * such a copy, so that the rule code sees one layout of state throughout the search.
 */
export function inSetupOrder(s: BellumState): BellumState {
  let i = 0;
  for (const k in s) {
    if (i === STATE_KEYS.length) break;
    if (k !== STATE_KEYS[i]) return extraKeys(s) === false ? s : topCopy(s);
    i++;
  }
  return s;
}

const STATE_KEY_SET: ReadonlySet<string> = new Set(STATE_KEYS);

/**
 * When the state has every field of STATE_KEYS, in whatever order: its other fields, in order (null
 * for none). Otherwise false. (Setup's order is recognised by comparing names in turn; only a state
 * laid out otherwise has its names looked up.)
 */
export function extraKeys(s: object): string[] | null | false {
  let inOrder = 0; // fields matching STATE_KEYS one by one from the start
  let ordered = true;
  let known = 0; // fields of STATE_KEYS found after the first that does not
  let extra: string[] | null = null;
  for (const k in s) {
    if (ordered && inOrder < STATE_KEYS.length && k === STATE_KEYS[inOrder]) {
      inOrder++;
      continue;
    }
    ordered = false;
    if (STATE_KEY_SET.has(k)) known++;
    else (extra ??= []).push(k);
  }
  return inOrder + known === STATE_KEYS.length ? extra : false;
}

/** Copy the `keys` fields of `from` onto `to`, in order. */
export function copyExtra(from: object, to: object, keys: readonly string[] | null): void {
  if (keys) for (const k of keys) (to as Record<string, unknown>)[k] = (from as Record<string, unknown>)[k];
}

/** The working copy is done with: from now on nothing may write into it. Says how its units changed. */
export function closeWorkingCopy(w: BellumState): UnitChanges | null {
  for (let i = open.length - 1; i >= 0; i--) {
    const e = open[i];
    if (e.w !== w) continue;
    if (i === open.length - 1) open.pop(); // (setting the length is a runtime call, measured ~3% of an action)
    else open.splice(i, 1);
    // the copy's record is the one own.ts made, written only through ownUnit
    const known = !e.untracked && (w.units === e.o.units || w.units === e.units);
    return { from: e.o.units, ids: known ? e.changed : null };
  }
  return null;
}

/** Parts copied one level deep (arrays and records of plain values or of entries never changed in place). */
type FlatPart =
  | 'control' | 'scorched' | 'depots' | 'destroyed' | 'spared' | 'siegeDuty' | 'replacementsTaken' | 'hiberna' | 'oppidumTests'
  | 'moved' | 'mayMove' | 'exitTests' | 'arrivals' | 'rhenus' | 'rhineWatch' | 'negotiations' | 'reinforce';

/** The working copy's own `s[k]` (it must be present), copied from the input on first use. */
export function own<K extends FlatPart>(s: BellumState, k: K): NonNullable<BellumState[K]> {
  const o = originOf(s);
  const v = s[k];
  if (o !== undefined && v === o[k]) {
    const c = (Array.isArray(v) ? v.slice() : { ...v }) as BellumState[K];
    s[k] = c;
    return c as NonNullable<BellumState[K]>;
  }
  return v as NonNullable<BellumState[K]>;
}

/** The working copy's own combat record (copied whole from the input on first use); there must be one. */
export function ownCombat(s: BellumState): NonNullable<BellumState['combat']> {
  const c = s.combat!;
  const o = originOf(s);
  return o !== undefined && c === o.combat ? (s.combat = copyJson(c)) : c;
}

/** The working copy's own record of units (entries still shared: take them with ownUnit to change them). */
export function ownUnits(s: BellumState): Record<UnitId, UnitState> {
  const e = entryOf(s);
  if (e === undefined) return s.units;
  if (s.units === e.o.units) e.units = s.units = { ...e.o.units };
  e.untracked = true;
  return s.units;
}

/** The working copy's own record of unit `id`. */
export function ownUnit(s: BellumState, id: UnitId): UnitState {
  const e = entryOf(s);
  if (e === undefined) return s.units[id];
  const o = e.o;
  if (s.units === o.units) e.units = s.units = { ...o.units };
  const u = s.units[id];
  if (u !== o.units[id]) return u;
  if (u === undefined) e.untracked = true; // a new entry
  else e.changed.push(id);
  return (s.units[id] = { ...u });
}

/** The working copy's own record of leaders (entries still shared: take them with ownLeader to change them). */
export function ownLeaders(s: BellumState): Record<LeaderId, LeaderState> {
  const o = originOf(s);
  if (o !== undefined && s.leaders === o.leaders) s.leaders = { ...o.leaders };
  return s.leaders;
}

/** The working copy's own record of leader `id`. */
export function ownLeader(s: BellumState, id: LeaderId): LeaderState {
  const o = originOf(s);
  if (o === undefined) return s.leaders[id];
  if (s.leaders === o.leaders) s.leaders = { ...o.leaders };
  const l = s.leaders[id];
  return l === o.leaders[id] ? (s.leaders[id] = { ...l }) : l;
}

/** The working copy's own record of a piece (unit or leader id). */
export function ownPiece(s: BellumState, id: string): UnitState | LeaderState {
  return id in s.units ? ownUnit(s, id) : ownLeader(s, id);
}

/** The working copy's own siege at index `i` of `s.sieges` (and its own list). */
export function ownSiege(s: BellumState, i: number): Siege {
  const list = ownList(s, 'sieges');
  const o = originOf(s);
  return o !== undefined && o.sieges.includes(list[i]) ? (list[i] = { ...list[i] }) : list[i];
}

/** The working copy's own loss order at index `i` of `s.losses` (its candidates too). */
export function ownLoss(s: BellumState, i: number): LossOrder {
  const list = ownList(s, 'losses');
  const o = originOf(s);
  return o !== undefined && o.losses.includes(list[i]) ? (list[i] = { ...list[i], candidates: list[i].candidates.slice() }) : list[i];
}

/** The working copy's own list of sieges or loss orders (entries still shared: take them with ownSiege / ownLoss to change them). */
export function ownList<K extends 'sieges' | 'losses'>(s: BellumState, k: K): BellumState[K] {
  const o = originOf(s);
  if (o !== undefined && s[k] === o[k]) s[k] = s[k].slice() as BellumState[K];
  return s[k];
}

/** The working copy's own selection (with its own lists); there must be one. */
export function ownSelection(s: BellumState): Selection {
  const o = originOf(s);
  const sel = s.selection!;
  if (o !== undefined && sel === o.selection) return (s.selection = { ...sel, leaders: sel.leaders.slice(), units: sel.units.slice() });
  return sel;
}

/**
 * `cloneJson`, quicker for the records copied whole above: each object is copied with a spread
 * (one step instead of a key-by-key build) and its object fields replaced by their copies. Whatever
 * the spread would keep and `cloneJson` would not — a field set to undefined, a -0, a "__proto__"
 * key — sends that object to `cloneJson` itself, so the copy is the same either way.
 */
function copyJson<T>(v: T): T {
  return (Array.isArray(v) ? copyArray(v) : copyObject(v as Record<string, unknown>)) as T;
}

function copyObject(src: Record<string, unknown>): Record<string, unknown> {
  const out = { ...src };
  for (const k in out) {
    const x = out[k];
    if (k === '__proto__') return cloneJson(src);
    if (typeof x === 'object') {
      if (x !== null) out[k] = Array.isArray(x) ? copyArray(x) : copyObject(x as Record<string, unknown>);
    } else if (x === undefined || (x === 0 && 1 / x < 0)) return cloneJson(src);
  }
  return out;
}

function copyArray(src: readonly unknown[]): unknown[] {
  const out = src.slice();
  for (let i = 0; i < out.length; i++) {
    const x = out[i];
    if (typeof x === 'object') {
      if (x !== null) out[i] = Array.isArray(x) ? copyArray(x) : copyObject(x as Record<string, unknown>);
    } else if (x === undefined || (x === 0 && 1 / x < 0)) return cloneJson(src) as unknown[];
  }
  return out;
}
