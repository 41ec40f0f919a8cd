/**
 * BG 3.3.3 — the Rhine (Rhenus), the only river that matters for movement. A force crosses only
 * after spending a whole turn without fighting in a region on the river that its side controls;
 * the Rhenus marker records this. This edition keeps the marker per piece: each leader and unit
 * that stood in the bank region from the start to the end of a turn without combat there, the
 * region being its side's at the end of the turn, earns it in phase V; pieces that joined later
 * wait their own turn. A marker lapses when its piece leaves the region (crossing uses it up).
 * Scenario rules may exempt pieces (BG 6.2.7: Ariovistus' host crosses at once).
 */
import { REGION_BY_ID } from './data/regions';
import { UNIT_BY_ID } from './data/units';
import type { RegionId } from './data/types';
import { regionRef, type Ctx } from './ctx';
import { inGroup, scenarioOf } from './scenarioRules';
import { pieceSide, sideName } from './queries';
import { barredOverseas } from './borders';
import type { BellumState, Side } from './state';
import { own } from './own';

/** A region with the Rhine on one of its borders. */
export function onRhine(region: RegionId): boolean {
  return (REGION_BY_ID[region]?.rhine.length ?? 0) > 0;
}

/** The special rule letting the piece cross without a marker, if any (BG 6.2.7). */
export function rhineFreeRule(s: BellumState, piece: string): string | null {
  for (const r of scenarioOf(s)?.special?.rhineFree ?? []) if (inGroup(piece, r.group)) return r.rule;
  return null;
}

/** BG 3.3.3 — every piece holds a Rhenus marker earned in `from`, or is exempt by the scenario. */
export function mayCrossRhine(s: BellumState, from: RegionId, pieces: readonly string[]): boolean {
  return pieces.every((p) => s.rhenus[p] === from || rhineFreeRule(s, p) !== null);
}

function loc(s: BellumState, id: string) {
  return s.units[id] ?? s.leaders[id];
}

/** Pieces that leave their region lose their marker (BG 3.3.3). */
export function dropRhenus(s: BellumState, ids: readonly string[]): void {
  for (const id of ids) if (id in s.rhenus) delete own(s, 'rhenus')[id];
}

/** Phase I: note who stands on the Rhine as the turn begins. */
export function watchRhine(s: BellumState): void {
  const w: Record<string, RegionId> = {};
  for (const id of [...Object.keys(s.leaders), ...Object.keys(s.units)].sort()) {
    const p = loc(s, id);
    if (p.out === null && p.region !== null && onRhine(p.region) && UNIT_BY_ID[id]?.kind !== 'ship') w[id] = p.region;
  }
  s.rhineWatch = w;
}

/**
 * Phase V: pieces that spent the whole turn in a Rhine region their side controls, with no combat
 * there, earn a Rhenus marker; markers of pieces no longer where they earned them lapse.
 */
export function earnRhenus(ctx: Ctx): void {
  const s = ctx.s;
  const fought = new Set((s.combat?.encounters ?? []).map((e) => e.region));
  for (const id of Object.keys(s.rhenus).sort()) {
    const p = loc(s, id);
    if (!p || p.out !== null || p.region !== s.rhenus[id]) delete own(s, 'rhenus')[id];
  }
  const earned = new Map<string, string[]>();
  for (const id of Object.keys(s.rhineWatch).sort()) {
    const region = s.rhineWatch[id];
    const p = loc(s, id);
    if (!p || p.out !== null || p.region !== region || s.rhenus[id] === region) continue;
    if (region !== 'germania' && barredOverseas(id)) continue; // Gallic tribes never cross into Germania: no marker
    const side = pieceSide(id);
    if (s.control[region] !== side || fought.has(region)) continue;
    own(s, 'rhenus')[id] = region;
    const key = `${side}|${region}`;
    earned.set(key, [...(earned.get(key) ?? []), id]);
  }
  for (const [key, ids] of [...earned].sort()) {
    const [side, region] = key.split('|') as [Side, RegionId];
    ctx.text(side, `Rhenus marker: ${ids.length} ${sideName(side)} piece${ids.length === 1 ? '' : 's'} in ${REGION_BY_ID[region].name} spent the turn on the Rhine without fighting and may cross it from the next turn.`, 'BG 3.3.3', [regionRef(region)]);
  }
}

/** Regions with a Rhenus marker for a side (for the map). */
export function rhenusRegions(s: BellumState, side: Side): RegionId[] {
  const out = new Set<RegionId>();
  for (const id in s.rhenus) {
    const p = loc(s, id);
    if (p && p.out === null && p.region === s.rhenus[id] && pieceSide(id) === side) out.add(p.region);
  }
  return [...out].sort();
}
