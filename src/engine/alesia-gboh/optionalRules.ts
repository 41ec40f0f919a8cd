/**
 * Optional rules chosen at set-up (AgOptions in setup/setup.ts, kept in `AgState.optional`).
 *
 * AG Opt.AlesiaRecovery (the design note to AG 10.63) — Alesia-force recovery: if both players agree, the Alesia force's BI are
 *   treated as relief-army BI for rout and Recovery: they use the reduced side their counters carry
 *   (data/units.ts `optionalReducedTq`), rout when their Hits reach their TQ, and in the Recovery
 *   Phase roll against their printed TQ to come back reduced. The force's archers are not BI: they
 *   keep the standard rule (no reduced side; routed, eliminated with no roll).
 * AG Opt.Aggressiveness (printed with 12.1 and 12.2) — Gallic Aggressiveness: Gallic BI hurry to
 *   attack; a filter on their move ends (movement/aggressiveness.ts, reading X11).
 */
import { agUnit } from './data';
import type { AgState } from './state';

/** AG Opt.AlesiaRecovery (AG 10.63 design note) — the Alesia-force recovery rule is in play. */
export const alesiaRecoveryOn = (s: AgState): boolean => !!s.optional?.alesiaRecovery;

/** AG Opt.AlesiaRecovery — whether this unit is an Alesia-force BI the option treats as a relief BI. */
export const treatedAsRelief = (s: AgState, id: string): boolean => {
  const d = agUnit(id);
  return alesiaRecoveryOn(s) && d.force === 'alesia' && d.type === 'BI' && d.optionalReducedTq !== undefined;
};

/** AG 2.21, 10.13, 10.63 — the unit's reduced TQ, or null when it has no reduced side (in this game's options). */
export function reducedTqOf(s: AgState, id: string): number | null {
  const d = agUnit(id);
  return d.reducedTq ?? (treatedAsRelief(s, id) ? d.optionalReducedTq ?? null : null);
}
