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
    if (!zoc.has(hex) || ids.some((x) => acUnit(x).kind === 'fort')) continue;
    const covered = ids.some((x) => acUnit(x).side === 'roman' && !isMissile(acUnit(x)) && !['leader', 'fort'].includes(acUnit(x).kind));
    if (covered) continue;
    for (const x of ids) if (isMissile(acUnit(x)) && !unitOf(s, x).raging) doomed.push(x);
  }
  if (doomed.length) eliminate(ctx, doomed, 'AC 20.3', 'Archers and slingers left in a Gallic zone of control with no one to cover them');
}

export function leadersAlone(ctx: AcCtx): void {
  const s = ctx.s;
  const occ = occupancy(s);
  const zoc = zocOf(s, 'gallic', occ);
  const doomed: string[] = [];
  for (const [hex, ids] of occ) {
    if (!zoc.has(hex)) continue;
    if (ids.some((x) => acUnit(x).side === 'roman' && !['leader', 'fort'].includes(acUnit(x).kind))) continue;
    for (const x of ids) if (acUnit(x).kind === 'leader' && acUnit(x).side === 'roman') doomed.push(x);
  }
  if (doomed.length) eliminate(ctx, doomed, 'AC 19.3', 'A Roman leader alone in a Gallic zone of control');
}
