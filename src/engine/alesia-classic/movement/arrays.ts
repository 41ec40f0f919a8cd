/**
 * The position as flat arrays by hex index (map/index.ts), for the move search's hot loop: who holds
 * each hex, each side's zone of control, the forts standing, the trench filled in. Computed once per
 * finished position (queries.ts derivedFact) and shared by every unit searched in it.
 */
import { acUnit } from '../data/units';
import { countsForStacking } from '../data/types';
import { boardIndex, F_TOWN } from '../map/index';
import { derivedFact, fortHexes, occupancy } from '../queries';
import type { AcSide, AcState } from '../state';

/** Side codes of `holders`: nobody, a Roman unit, a Gallic unit (an empty fort holds nothing). */
export const HOLD_NONE = 0;
export const SIDE_CODE: Record<AcSide, number> = { roman: 1, gallic: 2 };

/** The side holding each hex with units (forts alone do not hold it). */
export function holdersOf(s: AcState): Map<string, AcSide> {
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

/** Who holds each hex, by index, as SIDE_CODE values (the same facts as `holdersOf`, straight from the units). */
export const holderArray = (s: AcState): Uint8Array =>
  derivedFact(s, 'holders[]', () => {
    const b = boardIndex();
    const out = new Uint8Array(b.keys.length);
    for (const id in s.units) {
      const loc = s.units[id].loc;
      if (loc.at !== 'hex') continue;
      const d = acUnit(id);
      if (d.kind === 'fort') continue;
      const i = b.index.get(loc.hex);
      if (i !== undefined) out[i] = SIDE_CODE[d.side];
    }
    return out;
  });

/** 1 on each hex with a fort standing. */
export const fortArray = (s: AcState): Uint8Array => derivedFact(s, 'forts[]', () => byIndex(fortHexes(s)));

/**
 * 1 on each hex in `side`'s zone of control: the same rule as queries.ts `zocOf` (AC 6.1, 6.6,
 * 24.71 and this edition's reading A8), computed on hex indices; a test keeps the two in step.
 */
export const zocArray = (s: AcState, side: AcSide): Uint8Array =>
  derivedFact(s, `zoc[]:${side}`, () => {
    const b = boardIndex();
    const fort = fortArray(s);
    const out = new Uint8Array(b.keys.length);
    for (const id in s.units) {
      const u = s.units[id];
      const loc = u.loc;
      if (loc.at !== 'hex' || u.disrupted) continue;
      const def = acUnit(id);
      if (def.side !== side || def.kind === 'leader' || def.kind === 'fort') continue;
      const i = b.index.get(loc.hex);
      if (i === undefined || b.flags[i] & F_TOWN || fort[i]) continue;
      for (let slot = 0; slot < 6; slot++) {
        const j = b.nb[i * 6 + slot];
        if (j >= 0 && !(b.flags[j] & F_TOWN) && !fort[j]) out[j] = 1;
      }
    }
    return out;
  });

/** Units counting against the stacking limit on each hex (AC 10.1, 10.4: not forts, not leaders). */
export const stackArray = (s: AcState): Uint8Array =>
  derivedFact(s, 'stack[]', () => {
    const b = boardIndex();
    const out = new Uint8Array(b.keys.length);
    for (const id in s.units) {
      const loc = s.units[id].loc;
      if (loc.at !== 'hex' || !countsForStacking(acUnit(id))) continue;
      const i = b.index.get(loc.hex);
      if (i !== undefined) out[i]++;
    }
    return out;
  });

let NONE_FILLED: Uint8Array | null = null;
/** 1 on each trench hex filled in (AC 8.4); the list lives outside the units, so it is not remembered. Read only. */
export const filledArray = (filled: readonly string[]): Uint8Array => (filled.length ? byIndex(filled) : (NONE_FILLED ??= byIndex([])));
