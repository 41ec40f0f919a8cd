import { REGIONS } from './data/regions';
import { UNIT_BY_ID } from './data/units';
import type { RegionId } from './data/types';
import type { BellumState, Control } from './state';

/**
 * BG 2.2 — recompute every region's control from the combat units present.
 * Both sides present (even besieged) → contested (BG 2.2.2). Only Roman-side units → pro-Roman
 * (BG 2.2.1). Only Gallic → anti-Roman. Empty: a pro-Roman region stays pro-Roman (Roman
 * control marker, BG 2.2.1); any other empty region is anti-Roman (BG 2.2.3).
 */
export function updateControl(s: BellumState): void {
  // One pass over the units: bit 1 = Roman-side units present, bit 2 = Gallic.
  const present: Record<RegionId, number> = {};
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out !== null || u.region === null) continue;
    const d = UNIT_BY_ID[id];
    if (d.kind === 'ship') continue;
    present[u.region] = (present[u.region] ?? 0) | (d.side === 'roman' ? 1 : 2);
  }
  for (const r of REGIONS) {
    const p = present[r.id] ?? 0;
    const c: Control = p === 3 ? 'contested' : p === 1 ? 'roman' : p === 2 ? 'gallic' : s.control[r.id] === 'roman' ? 'roman' : 'gallic';
    if (s.control[r.id] !== c) s.control[r.id] = c;
  }
}

