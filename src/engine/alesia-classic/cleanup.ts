/**
 * Checks made as phases end:
 * - AC 20.3 — an archer or slinger that ends the Roman movement in Gallic ZOC, not in a fort
 *   (this edition's reading of the designer's note) and with no other unit to stand with it,
 *   is eliminated before combat;
 * - AC 19.3 — a Roman leader left alone in Gallic ZOC is eliminated.
 */
import type { AcCtx } from './ctx';
import { acUnit } from './data/units';
import { isMissile } from './data/types';
import { occupancy, zocOf } from './queries';
import { eliminate } from './combat/resolve';
import { unitOf } from './state';

export function missileUnitsInZoc(ctx: AcCtx): void {
  const s = ctx.s;
  const occ = occupancy(s);
  const zoc = zocOf(s, 'gallic', occ);
  const doomed: string[] = [];
  for (const [hex, ids] of occ) {
    // A fort's hex is in no Gallic ZOC (AC 24.7: queries.ts addZocAround), and the two sides never
    // share a hex (AC 5.5): a hex in the ZOC holds no fort, and every counter on it is Roman.
    if (!zoc.has(hex)) continue;
    const covered = ids.some((x) => !isMissile(acUnit(x)) && acUnit(x).kind !== 'leader');
    if (covered) continue;
    for (const x of ids) if (isMissile(acUnit(x)) && !unitOf(s, x).raging) doomed.push(x);
  }
  eliminate(ctx, doomed, 'AC 20.3', 'Archers and slingers left in a Gallic zone of control with no one to cover them'); // with no one doomed, eliminate does nothing
}

export function leadersAlone(ctx: AcCtx): void {
  const s = ctx.s;
  const occ = occupancy(s);
  const zoc = zocOf(s, 'gallic', occ);
  const doomed: string[] = [];
  for (const [hex, ids] of occ) {
    // As above, a hex in the Gallic ZOC holds no fort, and Roman counters only if it holds any Roman.
    if (!zoc.has(hex)) continue;
    if (ids.some((x) => acUnit(x).kind !== 'leader')) continue;
    // Only leaders here: the Roman ones are lost (Vercingetorix is no concern of this rule).
    for (const x of ids) if (acUnit(x).side === 'roman') doomed.push(x);
  }
  eliminate(ctx, doomed, 'AC 19.3', 'A Roman leader alone in a Gallic zone of control'); // with no one doomed, eliminate does nothing
}
