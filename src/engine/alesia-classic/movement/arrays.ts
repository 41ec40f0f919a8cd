/**
 * The position as flat arrays by hex index (map/index.ts), for the move search's hot loop: who holds
 * each hex, each side's zone of control, the forts standing, the trench filled in. Computed once per
 * finished position (queries.ts derivedFact) and shared by every unit searched in it.
 */
import { AC_UNITS, acUnit } from '../data/units';
import { countsForStacking } from '../data/types';
import { boardIndex, F_TOWN } from '../map/index';
import { derivedFact, fortHexes, occupancy } from '../queries';
import { unitIn, unitOf, type AcSide, type AcState, type UnitState } from '../state';
import { AT_HEX, FORT, GALLIC, LEADER, whereOf } from '../where';

/** The side holding each hex with units (forts alone do not hold it). */
export function holdersOf(s: AcState): Map<string, AcSide> {
  // Stryker disable next-line StringLiteral: the name only keys the remembered fact; no other fact is named ''
  return derivedFact(s, 'holders', () => {
    const holder = new Map<string, AcSide>();
    for (const [hex, ids] of occupancy(s)) {
      for (const x of ids) {
        const d = acUnit(x);
        if (d.kind !== 'fort') { holder.set(hex, d.side); break; }
      }
    }
    return holder;
  });
}

const byIndex = (keys: Iterable<string>, value: (k: string) => number = () => 1): Uint8Array => {
  const b = boardIndex();
  const out = new Uint8Array(b.keys.length);
  for (const k of keys) {
    const i = b.index.get(k);
    if (i !== undefined) out[i] = value(k);
  }
  return out;
};

/** The three counts kept per hex: a side's units (forts not counted: an empty fort holds nothing), or those counting against the stacking limit (AC 10.1, 10.4: not forts, not leaders). */
type CountKind = 'roman' | 'gallic' | 'stack';
/** countArray's names for derivedFact, made once. */
const COUNT_KEY: Record<CountKind, string> = { roman: 'count[]:roman', gallic: 'count[]:gallic', stack: 'count[]:stack' };

/** The board index where counter `id`, standing at `loc`, counts in `kind`'s array, or -1. */
function countedAt(kind: CountKind, id: string, loc: UnitState['loc']): number {
  if (loc.at !== 'hex') return -1;
  const d = acUnit(id);
  if (d.kind === 'fort' || (kind === 'stack' ? !countsForStacking(d) : d.side !== kind)) return -1;
  return boardIndex().index.get(loc.hex) ?? -1;
}

/**
 * Per hex index, the units of one count (CountKind). Each count is its own fact, kept per unit table
 * and brought up to date from the table it was copied from: the same array when no changed unit
 * counts in it, before or after (a Roman move leaves the Gallic count as it was), else a copy.
 */
function countArray(s: AcState, kind: CountKind): Uint8Array {
  return derivedFact<Uint8Array>(
    s,
    COUNT_KEY[kind],
    () => {
      const out = new Uint8Array(boardIndex().keys.length);
      const { at, hex } = whereOf(s);
      const [onHex, fort, leader, gallic] = [AT_HEX, FORT, LEADER, GALLIC];
      const stack = kind === 'stack';
      const want = kind === 'gallic' ? 1 : 0;
      for (let u = 0; u < at.length; u++) {
        const i = hex[u];
        // countedAt, by index.
        if (at[u] !== onHex || i < 0 || fort[u] || (stack ? leader[u] : gallic[u] !== want)) continue;
        out[i] += 1;
      }
      return out;
    },
    (before, parent, changed) => {
      let out: Uint8Array | null = null;
      // Only a position's own table is remembered and copied (state.ts), so every changed id has a state in both.
      for (const id of changed) {
        const was = countedAt(kind, id, unitIn(parent, id).loc);
        const now = countedAt(kind, id, unitOf(s, id).loc);
        if (was === now) continue;
        out ??= before.slice();
        if (was >= 0) out[was] -= 1;
        if (now >= 0) out[now] += 1;
      }
      return out ?? before;
    },
  );
}

/** The Roman units on each hex (forts not counted). Read only. */
export const romanArray = (s: AcState): Uint8Array => countArray(s, 'roman');
/** The Gallic units on each hex. Read only. */
export const gallicArray = (s: AcState): Uint8Array => countArray(s, 'gallic');
/** Units counting against the stacking limit on each hex. Read only. */
export const stackArray = (s: AcState): Uint8Array => countArray(s, 'stack');

const FORT_IDS = new Set(AC_UNITS.filter((u) => u.kind === 'fort').map((u) => u.id));
/** Did a fort change (is one among `changed`)? Read in place: asked for every new unit table. */
function anyFort(changed: ReadonlySet<string>): boolean {
  for (const id of changed) if (FORT_IDS.has(id)) return true;
  return false;
}

/** 1 on each hex with a fort standing. Read only. */
export const fortArray = (s: AcState): Uint8Array =>
  // Stryker disable next-line StringLiteral: the name only keys the remembered fact; no other fact is named ''
  derivedFact(s, 'forts[]', () => byIndex(fortHexes(s)), (before, _parent, changed) => (anyFort(changed) ? null : before));

/** Does this unit exert a ZOC for `side` from where it stands (index), given the forts? -1 if not. */
function zocSource(u: UnitState, id: string, side: AcSide, fort: Uint8Array): number {
  if (u.loc.at !== 'hex' || u.disrupted) return -1;
  const def = acUnit(id);
  // A fort exerts none either (AC 6.1): it stands on its own hex, which `fort[i]` below leaves out.
  if (def.side !== side || def.kind === 'leader') return -1;
  const b = boardIndex();
  const i = b.index.get(u.loc.hex);
  if (i === undefined || b.flags[i] & F_TOWN || fort[i]) return -1;
  return i;
}

function addZoc(out: Uint8Array, i: number, fort: Uint8Array, by: 1 | -1): void {
  const b = boardIndex();
  for (let slot = 0; slot < 6; slot++) {
    const j = b.nb[i * 6 + slot];
    if (j >= 0 && !(b.flags[j] & F_TOWN) && !fort[j]) out[j] += by;
  }
}

/** zocArray's names for derivedFact, made once (not a new string per call). */
const ZOC_KEY: Record<AcSide, string> = { roman: 'zoc[]:roman', gallic: 'zoc[]:gallic' };

/**
 * On each hex, how many of `side`'s units hold it in their zone of control (0: none): the same rule
 * as queries.ts `zocOf` (AC 6.1, 6.6, 24.71 and this edition's reading A8), on hex indices; a test
 * keeps the two in step. Brought up to date unit by unit unless a fort changed. Read only.
 */
export const zocArray = (s: AcState, side: AcSide): Uint8Array =>
  derivedFact(
    s,
    ZOC_KEY[side],
    () => {
      const fort = fortArray(s);
      const out = new Uint8Array(boardIndex().keys.length);
      const { at, hex, disrupted } = whereOf(s);
      const [onHex, isFort, leader, gallic, flags] = [AT_HEX, FORT, LEADER, GALLIC, boardIndex().flags];
      const want = side === 'gallic' ? 1 : 0;
      for (let u = 0; u < at.length; u++) {
        // zocSource, by index.
        const i = hex[u];
        if (at[u] !== onHex || i < 0 || disrupted[u] || gallic[u] !== want || leader[u] || isFort[u] || flags[i] & F_TOWN || fort[i]) continue;
        addZoc(out, i, fort, 1);
      }
      return out;
    },
    (before, parent, changed) => {
      if (anyFort(changed)) return null;
      const fort = fortArray(s);
      // The table before's own array when none of the units changed holds a zone of control for
      // `side`, before or after (the other side's moves): no copy, and the same array to compare.
      let out: typeof before | null = null;
      for (const id of changed) {
        const was = zocSource(unitIn(parent, id), id, side, fort);
        const now = zocSource(unitOf(s, id), id, side, fort);
        if (was === now) continue;
        out ??= before.slice();
        if (was >= 0) addZoc(out, was, fort, -1);
        if (now >= 0) addZoc(out, now, fort, 1);
      }
      return out ?? before;
    },
  );

let NONE_FILLED: Uint8Array | null = null;
/** 1 on each trench hex filled in (AC 8.4); the list lives outside the units, so it is not remembered. Read only. */
// Stryker disable next-line ArrayDeclaration: a key not on the board marks nothing, so the empty table is the same either way
export const filledArray = (filled: readonly string[]): Uint8Array => (filled.length ? byIndex(filled) : (NONE_FILLED ??= byIndex([])));
