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
  const roman = new Set<RegionId>();
  const gallic = new Set<RegionId>();
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out !== null || u.region === null) continue;
    const d = UNIT_BY_ID[id];
    if (d.kind === 'ship') continue;
    (d.side === 'roman' ? roman : gallic).add(u.region);
  }
  for (const r of REGIONS) {
    const ro = roman.has(r.id);
    const ga = gallic.has(r.id);
    let c: Control;
    if (ro && ga) c = 'contested';
    else if (ro) c = 'roman';
    else if (ga) c = 'gallic';
    else c = s.control[r.id] === 'roman' ? 'roman' : 'gallic';
    s.control[r.id] = c;
  }
}

/** True when the region is empty of units and pro-Roman: it carries a Roman control marker. */
export function hasRomanControlMarker(s: BellumState, region: RegionId): boolean {
  if (s.control[region] !== 'roman') return false;
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out === null && u.region === region) return false;
  }
  return true;
}
