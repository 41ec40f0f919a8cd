/**
 * Fill (AG 6.46–6.49): what the Gauls throw into the works to cross them.
 *
 * AG 6.46  what may be filled: Death Garden hexes (their dry and wet ditches belong to them,
 *          errata #12), the deep water-filled ditch (W4723–W3704) and the small rivers and streams
 *          — the last two are hexsides.
 * AG 6.47  only Gallic BI carry Fill, one counter a unit, taken when the unit is put on the map and
 *          never later; carrying costs 1 MA. Laying it costs +1 MP: in a DG hex the unit enters, or
 *          across a ditch/river/stream hexside of the hex it stands in; allowed in an enemy ZOC.
 *          Counters are valued 1–4: the first laid is a 1, each later one raises the value by 1.
 * AG 6.48  Fill cancels the feature at: outer DG 2, inner DG 3, water ditch and stream 3, small
 *          river 4 — and is never raised beyond that value.
 * AG 6.49  at the end of every Assault Period every Fill counter loses 1 (at 0 it is gone).
 *          (Burning Fill with fire arrows is missile fire, not here.)
 *
 * Fill lies in `AgState.fill` under the hex key or the hexside key (../../hex/hexside.ts).
 */
import { parseHexKey } from '../../hex/coords';
import { hexsideBetween, hexsideHexes } from '../../hex/hexside';
import { agUnit } from '../data';
import { fillNeeded, type TecMoveId } from '../tables/terrain';
import type { AgState } from '../state';
import { H_DG_INNER, H_DG_OUTER, S_DITCH, S_RIVER, S_STREAM, moveBoard, type MoveBoard } from './board';
import { unitEntries } from '../unitIds';

/** AG 6.48 — the Fill value that cancels a hex (its key), or null when it cannot be filled. */
export function hexFillNeeded(mb: MoveBoard, i: number): number | null {
  const f = mb.flags[i];
  if (f & H_DG_INNER) return fillNeeded('innerDeathGarden');
  if (f & H_DG_OUTER) return fillNeeded('outerDeathGarden');
  return null;
}

/** AG 6.48 — the Fill value that lets a hexside (from hex `i` towards `d`) be crossed, or null. */
export function sideFillNeeded(mb: MoveBoard, i: number, d: number): number | null {
  const s = mb.side[i * 6 + d];
  let need: number | null = null;
  const take = (id: TecMoveId) => {
    const n = fillNeeded(id);
    if (n !== null) need = Math.max(need ?? 0, n);
  };
  if (s & S_DITCH) take('waterDitch');
  if (s & S_STREAM) take('stream');
  if (s & S_RIVER) take('smallRiver');
  return need;
}

/** The Fill lying under `key` (0 when none). */
export const fillAt = (s: AgState, key: string): number => s.fill?.[key] ?? 0;

/** The hexside key between hex `i` and its neighbour `d`, or null off the board. */
export function sideKey(mb: MoveBoard, i: number, d: number): string | null {
  const j = mb.nb[i * 6 + d];
  return j < 0 ? null : hexsideBetween(mb.hexes[i], mb.hexes[j]);
}

/** AG 6.48 — the reach options that read the state's Fill (none when nothing lies on the map). */
export function fillReader(s: AgState): { hexFill?: (hex: string) => number; sideFill?: (a: string, b: string) => number } {
  const f = s.fill;
  if (!f) return {};
  const keys = Object.keys(f);
  const sides = keys.some((k) => k.includes('|'));
  const hexes = keys.some((k) => !k.includes('|'));
  return {
    ...(hexes ? { hexFill: (hex: string) => f[hex] ?? 0 } : {}),
    ...(sides ? { sideFill: (a: string, b: string) => f[hexsideBetween(parseHexKey(a), parseHexKey(b)) ?? ''] ?? 0 } : {}),
  };
}

/** `sideKey`, kept per board: the search asks for the same hexsides over and over. */
const SIDE_KEYS = new WeakMap<MoveBoard, (string | null | undefined)[]>();
function sideKeyKept(mb: MoveBoard, i: number, d: number): string | null {
  let a = SIDE_KEYS.get(mb);
  if (!a) SIDE_KEYS.set(mb, (a = new Array(mb.n * 6)));
  let k = a[i * 6 + d];
  if (k === undefined) a[i * 6 + d] = k = sideKey(mb, i, d);
  return k;
}

export interface FillIndexReader {
  hexFill?: (i: number) => number;
  sideFill?: (i: number, d: number) => number;
}
const INDEX_READERS = new WeakMap<object, Map<MoveBoard, FillIndexReader>>();

/**
 * `fillReader` by hex index (the Mover's form, ./step.ts), read on board `mb`: the same values,
 * the hexside keys looked up once per board. Kept per Fill record (a state's `fill` is replaced,
 * never written into, when Fill is laid or decays).
 */
export function fillIndexReader(s: AgState, mb: MoveBoard): FillIndexReader {
  const f = s.fill;
  if (!f) return {};
  let byBoard = INDEX_READERS.get(f);
  if (!byBoard) INDEX_READERS.set(f, (byBoard = new Map()));
  let r = byBoard.get(mb);
  if (!r) {
    const keys = Object.keys(f);
    const sides = keys.some((k) => k.includes('|'));
    const hexes = keys.some((k) => !k.includes('|'));
    r = {
      ...(hexes ? { hexFill: (i: number) => f[mb.keys[i]] ?? 0 } : {}),
      ...(sides ? { sideFill: (i: number, d: number) => f[sideKeyKept(mb, i, d) ?? ''] ?? 0 } : {}),
    };
    byBoard.set(mb, r);
  }
  return r;
}

/** AG 6.47 — may this unit carry Fill at all (a Gallic BI)? */
export const mayCarryFill = (id: string): boolean => {
  const u = agUnit(id);
  return u.side === 'gallic' && u.type === 'BI';
};

/**
 * AG 6.47, 6.48 — where a unit standing on hex `i` (having just entered it, `entered`) may lay its
 * Fill: `'hex'` (a DG hex it entered, not yet at its needed value) and the directions of the
 * fillable hexsides of its hex not yet at theirs.
 */
export function fillSpots(s: AgState, mb: MoveBoard, i: number, entered: boolean): ('hex' | number)[] {
  const out: ('hex' | number)[] = [];
  const need = hexFillNeeded(mb, i);
  if (entered && need !== null && fillAt(s, mb.keys[i]) < need) out.push('hex');
  for (let d = 0; d < 6; d++) {
    const n = sideFillNeeded(mb, i, d);
    const k = n === null ? null : sideKey(mb, i, d);
    if (k !== null && fillAt(s, k) < n!) out.push(d);
  }
  return out;
}

/** AG 6.47 — lay one Fill at `key` (a 1, or the next value up); written into `s` (a working copy). */
export function layFill(s: AgState, key: string): number {
  const v = fillAt(s, key) + 1;
  s.fill = { ...(s.fill ?? {}), [key]: v };
  return v;
}

/** AG 6.49 — the end of an Assault Period: every Fill counter loses 1; those at 0 are gone. */
export function decayFill(fill: Readonly<Record<string, number>> | undefined): Record<string, number> | undefined {
  if (!fill) return undefined;
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(fill)) if (v > 1) out[k] = v - 1;
  return Object.keys(out).length ? out : undefined;
}

/** AG 6.46–6.48 — what is wrong with the Fill of `s` (for the invariants). */
export function fillProblems(s: AgState): string[] {
  const out: string[] = [];
  const mb = moveBoard(s.scenario);
  for (const [key, v] of Object.entries(s.fill ?? {})) {
    let need: number | null = null;
    if (key.includes('|')) {
      try {
        const [a, b] = hexsideHexes(key);
        const i = mb.index.get(`${a.q},${a.r}`);
        const j = mb.index.get(`${b.q},${b.r}`);
        if (i !== undefined && j !== undefined) for (let d = 0; d < 6; d++) if (mb.nb[i * 6 + d] === j) need = sideFillNeeded(mb, i, d);
      } catch {
        need = null;
      }
    } else {
      const i = mb.index.get(key);
      need = i === undefined ? null : hexFillNeeded(mb, i);
    }
    if (need === null) out.push(`AG 6.46: Fill ${v} on ${key}, which cannot be filled`);
    else if (!Number.isInteger(v) || v < 1 || v > need) out.push(`AG 6.48: Fill ${v} on ${key}, which needs ${need}`);
  }
  for (const [id, u] of unitEntries(s)) if (u.fill && !mayCarryFill(id)) out.push(`AG 6.47: ${id} carries Fill but is not a Gallic BI`);
  return out;
}
