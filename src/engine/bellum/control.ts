import { PLACE_BY_ID } from './data/places';
import { REGIONS, REGION_INDEX } from './data/regions';
import { UNIT_BY_ID } from './data/units';
import type { RegionId } from './data/types';
import type { BellumState, Control } from './state';
import { own } from './own';

/**
 * BG 2.2 — recompute every region's control from the combat units present.
 * Both sides present (even besieged) → contested (BG 2.2.2). Only Roman-side units → pro-Roman
 * (BG 2.2.1). Only Gallic → anti-Roman. Empty: a pro-Roman region stays pro-Roman (Roman
 * control marker, BG 2.2.1); any other empty region is anti-Roman (BG 2.2.3).
 */

const REGION_IDS: readonly RegionId[] = REGIONS.map((r) => r.id);

export function updateControl(s: BellumState): void {
  // One pass over the units: bit 1 = Roman-side units present, bit 2 = Gallic (by index in REGIONS).
  const present = new Uint8Array(REGIONS.length);
  // Who holds each place, needed only while some place is spared (BG 4.5.2).
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut: with no spared place the record is never read
  const held: Record<string, number> | null = s.spared.length > 0 ? {} : null;
  for (const id in s.units) {
    const u = s.units[id];
    // Stryker disable next-line ConditionalExpression: a unit off the map would only fill a "null" entry that no region reads
    if (u.out !== null || u.region === null) continue;
    const d = UNIT_BY_ID[id];
    if (d.kind === 'ship') continue;
    const bit = d.side === 'roman' ? 1 : 2;
    const i = REGION_INDEX.get(u.region);
    if (i !== undefined) present[i] |= bit;
    // Stryker disable next-line ConditionalExpression: a unit in the open would only fill a "null" entry that no spared place reads
    if (held && u.place !== null) held[u.place] = (held[u.place] ?? 0) | bit;
  }
  // Stryker disable next-line ConditionalExpression: held is null only when no place is spared, and then there is nothing to unspare
  if (held) unspareReoccupied(s, held);
  let control: Record<RegionId, Control> | null = null; // the working copy's own, once a region changes
  const was = s.control; // (read once per region: a lookup by name costs more than the rest of the loop)
  for (let i = 0; i < REGIONS.length; i++) {
    const id = REGION_IDS[i];
    const p = present[i];
    const before = was[id];
    const c: Control = p === 3 ? 'contested' : p === 1 ? 'roman' : p === 2 ? 'gallic' : before === 'roman' ? 'roman' : 'gallic';
    // Stryker disable next-line ConditionalExpression: writing the same value again changes nothing (the check spares a write)
    if (before !== c) (control ??= own(s, 'control'))[id] = c;
  }
}

/**
 * BG 4.5.2 (this edition's reading) — a place spared by a voluntary surrender stays spared for the
 * rest of the turn (flow.ts endTurn), or until the side that surrendered it (the Gaul for an oppidum,
 * the Roman for a city) has units inside again. `held` gives, per place, bit 1 = Roman-side units inside, bit 2 = Gallic.
 */
function unspareReoccupied(s: BellumState, held: Record<string, number>): void {
  const still = s.spared.filter((p) => ((held[p] ?? 0) & (PLACE_BY_ID[p].kind === 'oppidum' ? 2 : 1)) === 0);
  // Stryker disable next-line ConditionalExpression: the filtered list equals the old one when nothing was dropped
  if (still.length !== s.spared.length) s.spared = still;
}
