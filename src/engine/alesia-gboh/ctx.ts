/**
 * The working context of one `apply`: a private copy of the state that rule code changes, the log
 * it writes, and the dice. GBoH rolls one ten-sided die read 0–9 (AG 1.0, 5.21, 5.33); the
 * generator lives in the state (../core/rng.ts), so a game replays bit for bit.
 */
import { cloneJson } from '../core/cloneJson';
import { cloneAp, cloneCommand, clonePlan } from './smallParts';
import { agState } from './stateShape';
import type { LogEntry, Modifier, Ref, TableCell } from '../core/log';
import { sumModifiers } from '../core/log';
import { nextDie } from '../core/rng';
import { unitsSettled } from './unitsCarry';
import { unitIds } from './unitIds';
import type { RuleId } from '../core/rules';
import type { AgSide, AgState } from './state';

export class AgCtx {
  readonly log: LogEntry[] = [];
  constructor(public s: AgState) {}

  /** One d10 read 0–9. */
  d10(): number {
    const [v, next] = nextDie(this.s.rng, 10);
    this.s.rng = next;
    return v - 1;
  }

  /** Roll one d10 (0–9) and log it with its rule, modifiers, table cell and result. */
  roll(spec: {
    side: AgSide | null;
    purpose: string;
    rule: RuleId;
    modifiers?: Modifier[];
    refs?: Ref[];
    hiddenFrom?: string[];
    auto?: boolean;
    interpret: (total: number, die: number) => { result: string; cell?: TableCell };
  }): { die: number; total: number; result: string } {
    const die = this.d10();
    const modifiers = spec.modifiers ?? [];
    const total = die + sumModifiers(modifiers);
    const { result, cell } = spec.interpret(total, die);
    this.log.push({ kind: 'roll', side: spec.side, purpose: spec.purpose, rule: spec.rule, dice: [die], modifiers, total, cell, result, refs: spec.refs, ...(spec.hiddenFrom ? { hiddenFrom: spec.hiddenFrom } : {}), ...(spec.auto ? { auto: true } : {}) });
    return { die, total, result };
  }

  text(side: AgSide | null, text: string, rule?: RuleId, extra?: { heading?: boolean; hiddenFrom?: string[]; refs?: Ref[]; auto?: boolean }): void {
    this.log.push({ kind: 'text', side, text, rule, ...extra });
  }
}

/**
 * A private working copy for one `apply`, copied on write. The state's small parts are copied
 * whole: the Assault Period's bookkeeping, the Command and the shock segment are edited inside
 * (AG 9.0–9.3: shock/play.ts); the plan is copied when first written (`ownPlan`). The three large collections (374 units in 12.3) are not: the
 * working copy shares the input's `units`, `leaders` and `tribes` maps and records until rule code
 * asks to write one —
 *
 *   ownUnits(s)[id] = { ...s.units[id], loc }   // replace a record: the map is copied once
 *   ownUnit(s, id).hits += 1                    // edit a record in place: map and record copied once
 *
 * (and ownLeaders / ownLeader, ownTribes / ownTribe). Until then the working copy holds the input's
 * maps behind a guard that refuses any write (`s.units[id] = …` throws, naming these helpers), so
 * rule code written the old way fails loudly instead of changing the caller's state. A record's
 * field written in place (`s.units[id].x = …`) without `ownUnit` is not caught by the guard: the
 * frozen-input tests (system.rules.test.ts, cow.property.test.ts) catch it. Once copied, the map is
 * the state's own (plain, fast to read) and is still written only through the helpers, which note
 * the ids written for the caches that carry their entries over (`tracked`, unitsCarry.ts).
 */
export function cloneAg(s: AgState): AgState {
  // Every state has one shape (stateShape.ts); the parts edited inside are copied.
  const w = agState(s);
  w.legions = s.legions.slice();
  w.ap = cloneAp(s.ap);
  w.orders = { ...s.orders };
  w.command = s.command && cloneCommand(s.command);
  // AG 9.0–9.3: the shock segment is edited inside (shock/play.ts).
  if (s.shock) w.shock = cloneJson(s.shock);
  w.units = guarded(s.units);
  w.leaders = guarded(s.leaders);
  w.tribes = guarded(s.tribes);
  WORKING.set(w, { units: null, leaders: null, tribes: null, input: { units: s.units, leaders: s.leaders, tribes: s.tribes }, from: s, writer: {}, keysChanged: {} });
  return w;
}

type Collection = 'units' | 'leaders' | 'tribes';
/**
 * Per working copy and collection: null while the map is the input's; else the ids whose records are
 * its own — every id written, as a record (`ownUnit`) or into the map (`ownUnits(s)[id] = …`, through
 * the guard `tracked` that notes it).
 */
type Owned = Record<Collection, Set<string> | null> & {
  input: Pick<AgState, Collection>;
  from: AgState;
  /** The copies behind the guard that notes the ids written: what ownUnits / ownLeaders / ownTribes return. */
  writer: Partial<Pick<AgState, Collection>>;
  /** A key was added to or deleted from the collection's copy. */
  keysChanged: Partial<Record<Collection, true>>;
  /** The plan is the working copy's own (`ownPlan`). */
  plan?: true;
};
const WORKING = new WeakMap<AgState, Owned>();

function refuse(_t: object, k: string | symbol): never {
  throw new Error(`apply tried to write ${String(k)} into its input's map: write through ownUnits/ownLeaders/ownTribes (ctx.ts)`);
}
const GUARD: ProxyHandler<object> = { set: refuse, deleteProperty: refuse, defineProperty: refuse };
/** The input's map, read-through, every write refused. */
const guarded = <T extends object>(m: T): T => new Proxy(m, GUARD) as T;

/**
 * The units map (~370 records) copied key by key, in `ids`' order (its own keys, kept: unitIds.ts),
 * into an object the JavaScript engine holds as a hash table ("dictionary mode": the placeholder key
 * added first and deleted makes it one at once; ~130 keys added by name would too). Measured on a
 * 12.3 map (loaded machine, Nov 2026): the copy ~45 µs against ~130 by spread, 370 reads by id ~7 µs
 * against ~20 in the spread's copy (whose reads by a computed key go through a cache of shapes that
 * misses). Every later state's units map is such a copy; the keys keep their order (JSON, saves).
 */
function dictionaryCopy(src: Record<string, unknown>, ids: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = { [HOLE]: 0, [HOLE2]: 0 };
  delete copy[HOLE];
  for (const k of ids) copy[k] = src[k];
  delete copy[HOLE2];
  return copy;
}
const HOLE = '\u0000units-copy-0';
const HOLE2 = '\u0000units-copy-1';

/** The maps `ownMap` made (see there). */
const COPIED = new WeakSet<object>();

/** A writable map of the collection: on a working copy, the input's map copied once (key order kept). */
function ownMap<C extends Collection>(s: AgState, c: C): AgState[C] {
  const w = WORKING.get(s);
  if (w && !w[c]) {
    const src = w.input[c] as Record<string, unknown>;
    let copy: Record<string, unknown>;
    if (c === 'units') copy = dictionaryCopy(src, unitIds({ units: src as AgState['units'] }));
    // A map this function made is copied by spread, any other (a set-up's, a test's) key by key;
    // either way the keys keep their order. Measured in the engine bench's games (Nov 2026): the
    // small leaders and tribes maps copy in ~6 µs by spread against ~10–15 µs key by key.
    else if (COPIED.has(src)) copy = { ...src };
    else {
      copy = {};
      for (const k in src) copy[k] = src[k];
    }
    COPIED.add(copy);
    const owned = new Set<string>();
    w[c] = owned;
    w.writer[c] = tracked(copy, owned, () => (w.keysChanged[c] = true)) as AgState[C];
    s[c] = copy as AgState[C];
  }
  return w ? (w.writer[c] as AgState[C]) : s[c];
}

/**
 * The working copy's own map behind a guard that lets writes through and notes each id written (and
 * whether a key came or went): the ids an `apply` changed are known exactly when it settles
 * (unitsCarry.ts), without comparing the maps. The state itself holds the plain copy, read at full
 * speed by the rest of the `apply`: rule code writes the map only through the helpers' return (a
 * write straight into `s.units` would go unnoted; cow.property.test.ts compares the maps after every
 * `apply` of random games to the ids noted).
 */
function tracked(m: Record<string, unknown>, owned: Set<string>, keysChanged: () => void): object {
  return new Proxy<Record<string, unknown>>(m, {
    set(t, k, v) {
      if (typeof k !== 'string') return false;
      if (!(k in t)) keysChanged();
      t[k] = v;
      owned.add(k);
      return true;
    },
    deleteProperty(t, k) {
      if (typeof k !== 'string') return false;
      if (k in t) keysChanged();
      delete t[k];
      owned.add(k);
      return true;
    },
    defineProperty: refuse,
  });
}

/** A writable record of the collection (its map and itself copied once per working copy). */
function ownRecord<C extends Collection>(s: AgState, c: C, id: string): AgState[C][string] {
  ownMap(s, c);
  const w = WORKING.get(s);
  const m = s[c] as Record<string, AgState[C][string]>;
  const owned = w?.[c];
  if (owned && !owned.has(id)) {
    if (m[id] !== undefined) m[id] = { ...m[id] };
    owned.add(id);
  }
  return m[id];
}

/**
 * Writable `units` / `leaders` / `tribes` maps and records of `s` (see cloneAg). On a state that is
 * not a working copy (set-up building a new state, a test's edited copy) they are the state's own.
 */
export const ownUnits = (s: AgState): AgState['units'] => ownMap(s, 'units');
export const ownLeaders = (s: AgState): AgState['leaders'] => ownMap(s, 'leaders');
export const ownTribes = (s: AgState): AgState['tribes'] => ownMap(s, 'tribes');
export const ownUnit = (s: AgState, id: string): AgState['units'][string] => ownRecord(s, 'units', id);
export const ownLeader = (s: AgState, id: string): AgState['leaders'][string] => ownRecord(s, 'leaders', id);
export const ownTribe = (s: AgState, id: string): AgState['tribes'][string] => ownRecord(s, 'tribes', id);

/** The end of an `apply`: the working copy becomes an ordinary state (its later copies share its maps). */
export function settleAg(s: AgState): AgState {
  const w = WORKING.get(s);
  if (w) for (const c of ['units', 'leaders', 'tribes'] as const) if (!w[c]) (s as Record<Collection, unknown>)[c] = w.input[c];
  WORKING.delete(s);
  // The units an apply wrote, for the caches that carry an entry over to the new record (unitsCarry.ts).
  if (w?.units) unitsSettled(w.input.units, s.units, w.units, !w.keysChanged.units);
  return s;
}

/**
 * The Gaul's plan (AG 5.31; 12.1 the tribes picked), writable: the working copy shares its input's
 * plan until rule code asks for it here (most actions never write it), then holds its own copy.
 */
export function ownPlan(s: AgState): AgState['plan'] {
  const w = WORKING.get(s);
  if (w && !w.plan) {
    s.plan = clonePlan(s.plan);
    w.plan = true;
  }
  return s.plan;
}

/** The Roman seat, from whom the Gaul's plan is hidden (AG 5.31, 5.34). */
export const ROMAN_ONLY = ['roman'];

/** Whether `s` is an `apply`'s working copy still being written (a cache keyed on a state must not hold it). */
export const isWorkingCopy = (s: object): boolean => WORKING.has(s as AgState);

/**
 * The `units` and `tribes` maps as a cache may key them by identity: a state's own; for a working
 * copy that has written neither yet, its input's (which no one writes); null once it owns either.
 */
export function unwrittenMaps(s: object): Pick<AgState, 'units' | 'tribes'> | null {
  const w = WORKING.get(s as AgState);
  if (!w) return s as AgState;
  return w.units || w.tribes ? null : w.input;
}

/**
 * The `units` map to read in a pass over every unit: on a working copy that has not written units,
 * its input's plain map rather than the guard in front of it (each read through the guard, a Proxy,
 * costs several times a plain one); otherwise the state's own. Read only: never write through it.
 */
export function unitsToRead(s: Pick<AgState, 'units'>): AgState['units'] {
  const w = WORKING.get(s as AgState);
  return w && !w.units ? w.input.units : s.units;
}

/**
 * For a working copy that has written units: its input's units map (which no one writes), the ids
 * written so far (every other record is the input's) and whether its keys are still the input's;
 * null for any other state. Read it at once: the working copy may write more.
 */
export function unitsWritten(s: object): { input: AgState['units']; ids: ReadonlySet<string>; sameKeys: boolean } | null {
  const w = WORKING.get(s as AgState);
  return w?.units ? { input: w.input.units, ids: w.units, sameKeys: !w.keysChanged.units } : null;
}

/** The state an `apply`'s working copy was copied from (which no one writes), or null for any other state. */
export function inputOf(s: object): AgState | null {
  return WORKING.get(s as AgState)?.from ?? null;
}
