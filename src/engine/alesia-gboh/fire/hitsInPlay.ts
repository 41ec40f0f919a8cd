/**
 * Putting the Hits of a shot (or a fire) on the units in the state (AG 8.14, 10.1–10.4, 10.7), as
 * cohesion.ts decided them, through shock/effects.ts `applyFate` (AG 10.1–10.4, 10.7).
 */
import { ownLeaders } from '../ctx';
import type { AgCtx } from '../ctx';
import { agLeader } from '../data';
import { applyFate } from '../shock/effects';
import type { UnitHits } from './cohesion';

export function applyUnitHits(ctx: AgCtx, h: UnitHits, cause: string, rule = 'AG 8.14'): void {
  // One place decides what Hits do to a unit, whatever inflicted them (shock/effects.ts): a routed
  // Gaul goes to the Gallic Camp (AG 10.44), a routed cohort falls back on its Aquila (AG 10.42),
  // routed is eliminated in 12.1, tallies count (AG 10.7), leaders left alone are seen to.
  applyFate(ctx, { ...h, rule: h.fate === 'steady' ? rule : h.rule }, `, ${cause}`);
}

/** AG 8.18 (reading Q3) — the leader in a hex fired on is lost on a second 0. */
export function leaderHit(ctx: AgCtx, leader: string): void {
  const s = ctx.s;
  const d = agLeader(leader);
  ownLeaders(s)[leader] = { loc: { at: 'gone' } };
  ctx.text(d.side, `${d.name} falls to missile fire.`, 'AG 8.18');
}
