/**
 * Where every counter of a position is, as flat arrays by unit index (the order of AC_IDS): the kind
 * of place, the hex (board index), the OBMC box, and the disrupted and raging marks. Worked
 * out once per finished unit table and brought up to date from the table it was copied from
 * (queries.ts derivedFact), so that scans over all 361 counters read numbers, not the unit records
 * (whose many shapes make every read of them slow).
 */
import { AC_UNITS, UNIT_INDEX } from './data/units';
import { boardIndex } from './map/index';
import { ZONES } from './map/zones';
import { derivedFact } from './queries';
import type { AcState, UnitState } from './state';

export const AT_POOL = 0;
export const AT_HEX = 1;
export const AT_TOWN = 2;
export const AT_OBMC = 3;
export const AT_GONE = 4;

export interface Where {
  /** AT_POOL … AT_GONE. */
  at: number[];
  /** Board index of the hex (map/index.ts; its key is the board's `keys` at it), -1 when not on a hex (or on a hex off the board index). */
  hex: number[];
  /** Index in ZONES of the OBMC box, -1 when not in one. */
  zone: number[];
  disrupted: number[];
  raging: number[];
}

/**
 * Plain arrays of small whole numbers rather than typed arrays: a position's arrays are copied from
 * the table before's, and a typed array is allocated outside the heap (a slow allocation, and work
 * for the collector) while a plain one is copied where it stands. Only the arrays an action changed
 * are copied (a move changes the hex, not the kind of place): the others are shared with
 * the position before, which never changes them.
 */
const filled = <T>(n: number, v: T): T[] => {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(v);
  return out;
};
/** Arrays of `n` entries all `v`, made once per (n, v) and copied whole (a working copy's arrays are made afresh at every read). */
const BLANK = new Map<string, unknown[]>();
const blank = <T>(n: number, v: T): T[] => {
  const k = `${n}:${String(v)}`;
  let b = BLANK.get(k);
  if (!b) BLANK.set(k, (b = filled(n, v)));
  return b.slice() as T[];
};

/** Per unit index: 1 for a Gallic counter. */
export const GALLIC: Uint8Array = Uint8Array.from(AC_UNITS, (u) => (u.side === 'gallic' ? 1 : 0));
/** Per unit index: 1 for a fort. */
export const FORT: Uint8Array = Uint8Array.from(AC_UNITS, (u) => (u.kind === 'fort' ? 1 : 0));
/** Per unit index: 1 for a leader. */
export const LEADER: Uint8Array = Uint8Array.from(AC_UNITS, (u) => (u.kind === 'leader' ? 1 : 0));

/**
 * Write counter `i`'s facts into `w`: its kind of place, hex index, OBMC box and marks. An
 * array still `shared`'s (the position before's) is copied before its first change.
 */
function put(w: Where, i: number, u: UnitState, shared: Where | null): void {
  const l = u.loc;
  let at = AT_GONE;
  let hex = -1;
  let zone = -1;
  switch (l.at) {
    case 'hex':
      at = AT_HEX;
      hex = boardIndex().index.get(l.hex) ?? -1;
      break;
    case 'obmc':
      at = AT_OBMC;
      zone = ZONES.indexOf(l.zone);
      break;
    case 'town':
      at = AT_TOWN;
      break;
    case 'pool':
      at = AT_POOL;
      break;
  }
  const disrupted = u.disrupted ? 1 : 0;
  const raging = u.raging ? 1 : 0;
  if (shared === null) {
    // Arrays of this table's own (a first count): written straight.
    w.at[i] = at;
    w.hex[i] = hex;
    w.zone[i] = zone;
    w.disrupted[i] = disrupted;
    w.raging[i] = raging;
    return;
  }
  if (w.at[i] !== at) (w.at = own(w.at, shared.at))[i] = at;
  if (w.hex[i] !== hex) (w.hex = own(w.hex, shared.hex))[i] = hex;
  if (w.zone[i] !== zone) (w.zone = own(w.zone, shared.zone))[i] = zone;
  if (w.disrupted[i] !== disrupted) (w.disrupted = own(w.disrupted, shared.disrupted))[i] = disrupted;
  if (w.raging[i] !== raging) (w.raging = own(w.raging, shared.raging))[i] = raging;
}

/** `arr`, or a copy of it when it is still `shared` (the position before's, never written). */
const own = <T>(arr: T[], shared: T[]): T[] => (arr === shared ? arr.slice() : arr);

/** Where every counter of this position is (read only). */
export const whereOf = (s: AcState): Where =>
  derivedFact(
    s,
    // Stryker disable next-line StringLiteral: the name only keys the remembered fact; no other fact is named ''
    'where',
    () => {
      const n = s.units.length;
      const w: Where = { at: blank(n, AT_POOL), hex: blank(n, -1), zone: blank(n, -1), disrupted: blank(n, 0), raging: blank(n, 0) };
      for (let i = 0; i < n; i++) put(w, i, s.units[i], null);
      return w;
    },
    (before, _parent, changed) => {
      const w: Where = { ...before };
      for (const id of changed) {
        const i = UNIT_INDEX.get(id)!;
        put(w, i, s.units[i], before);
      }
      return w;
    },
  );
