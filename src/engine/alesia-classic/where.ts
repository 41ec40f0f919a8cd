/**
 * Where every counter of a position is, as flat arrays by unit index (the order of AC_IDS): the kind
 * of place, the hex (board index and key), the OBMC box, and the disrupted and raging marks. Worked
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
  at: Int32Array;
  /** Board index of the hex (map/index.ts), -1 when not on a hex (or on a hex off the board index). */
  hex: Int32Array;
  /** The hex's key, as the unit's record names it (undefined when not on a hex). */
  key: (string | undefined)[];
  /** Index in ZONES of the OBMC box, -1 when not in one. */
  zone: Int32Array;
  disrupted: Int32Array;
  raging: Int32Array;
  /** The five number arrays above are views of this one (so a copy is one allocation). */
  data: Int32Array;
}

/** The number arrays as views of one buffer of 5 × n entries. */
function views(data: Int32Array, key: (string | undefined)[]): Where {
  const n = key.length;
  return { data, key, at: data.subarray(0, n), hex: data.subarray(n, 2 * n), zone: data.subarray(2 * n, 3 * n), disrupted: data.subarray(3 * n, 4 * n), raging: data.subarray(4 * n, 5 * n) };
}

/** Per unit index: 1 for a Gallic counter. */
export const GALLIC: Uint8Array = Uint8Array.from(AC_UNITS, (u) => (u.side === 'gallic' ? 1 : 0));
/** Per unit index: 1 for a fort. */
export const FORT: Uint8Array = Uint8Array.from(AC_UNITS, (u) => (u.kind === 'fort' ? 1 : 0));
/** Per unit index: 1 for a leader. */
export const LEADER: Uint8Array = Uint8Array.from(AC_UNITS, (u) => (u.kind === 'leader' ? 1 : 0));

function put(w: Where, i: number, u: UnitState): void {
  const l = u.loc;
  w.disrupted[i] = u.disrupted ? 1 : 0;
  w.raging[i] = u.raging ? 1 : 0;
  w.hex[i] = -1;
  w.key[i] = undefined;
  w.zone[i] = -1;
  switch (l.at) {
    case 'hex':
      w.at[i] = AT_HEX;
      w.hex[i] = boardIndex().index.get(l.hex) ?? -1;
      w.key[i] = l.hex;
      return;
    case 'obmc':
      w.at[i] = AT_OBMC;
      w.zone[i] = ZONES.indexOf(l.zone);
      return;
    case 'town':
      w.at[i] = AT_TOWN;
      return;
    case 'pool':
      w.at[i] = AT_POOL;
      return;
    default:
      w.at[i] = AT_GONE;
  }
}

/** Where every counter of this position is (read only). */
export const whereOf = (s: AcState): Where =>
  derivedFact(
    s,
    // Stryker disable next-line StringLiteral: the name only keys the remembered fact; no other fact is named ''
    'where',
    () => {
      const n = s.units.length;
      const w = views(new Int32Array(5 * n), new Array<string | undefined>(n));
      for (let i = 0; i < n; i++) put(w, i, s.units[i]);
      return w;
    },
    (before, _parent, changed) => {
      const w = views(before.data.slice(), before.key.slice());
      for (const id of changed) {
        const i = UNIT_INDEX.get(id)!;
        put(w, i, s.units[i]);
      }
      return w;
    },
  );
