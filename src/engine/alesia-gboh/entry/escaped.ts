/**
 * AG 5.65 — units of the besieged force that end an Assault Period outside both walls (W6427, say,
 * but not W5429 or W5028) no longer belong to it: from the next AP they are units of the Aedui or
 * of the Arverni (the Arverni taking in the Mandubii who got out).
 *
 * Reading: "outside both walls" is the breakout's "outside the circumvallations" (victory.ts,
 * reading Q19). Such a unit joins the Arverni while they are still available, else the Aedui; if
 * neither is, it stays with the besieged force (a player keeps his unit). The unit keeps its
 * counter (type, TQ, Hits, reduced side) and, as a relief unit, is put out by its new tribe's
 * counter (AG 5.48) and counts against its Withdrawal level (AG 10.7). `AgUnitState.joined`.
 */
import { ownUnits, type AgCtx } from '../ctx';
import { agTribe, agUnit, type AgForce } from '../data';
import type { AgState } from '../state';
import { outsideCircumvallation } from '../victory';
import { unitEntries } from '../unitIds';

/** AG 5.65 — the tribes an escaped unit may join, in the order this edition tries them. */
export const ESCAPE_TRIBES = ['arverni', 'aedui'] as const;

/** The tribe a Gallic unit belongs to now (AG 5.65: an escaped Alesia unit's new tribe). */
export const tribeOf = (s: AgState, id: string): string | undefined => s.units[id]?.joined ?? agUnit(id).tribe;

/** The force a unit belongs to now (AG 5.65: an escaped Alesia unit is a relief unit). */
export const forceOf = (s: AgState, id: string): AgForce => (s.units[id]?.joined ? 'relief' : agUnit(id).force);

/** AG 5.65 — at the end of an AP (before the units go home), the force's units outside both walls join a relief tribe. */
export function escapeesJoin(ctx: AgCtx): void {
  const s = ctx.s;
  const to = ESCAPE_TRIBES.find((t) => s.tribes[t] && s.tribes[t].status !== 'gone' && s.tribes[t].status !== 'unused');
  if (!to) return;
  for (const [id, u] of unitEntries(s)) {
    if (forceOf(s, id) !== 'alesia' || u.loc.at !== 'hex' || !outsideCircumvallation(s, u.loc.hex)) continue;
    ownUnits(s)[id] = { ...u, joined: to };
    ctx.text('gallic', `${agUnit(id).name} got out of the siege: it joins the ${agTribe(to).name}.`, 'AG 5.65');
  }
}
