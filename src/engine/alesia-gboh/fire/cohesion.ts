/**
 * AG 10.1–10.4: what Hits do to a unit. Shared by missile fire (AG 8.14) and shock (AG 9.23, 9.25).
 *
 * AG 10.13, 10.41  a unit with a reduced side not yet reduced routs when its Hits reach its TQ.
 * AG 10.14, 10.64  a unit without a reduced side, or already reduced, is eliminated instead.
 * AG 10.42         a routed unit that takes a further Hit from fire or shock is eliminated.
 * AG 12.1 Special  (scenario) a unit that routs is eliminated instead: `routedIsEliminated`.
 */
import type { CombatUnit } from './combatUnit';

export type CohesionFate = 'steady' | 'routs' | 'eliminated';

export interface UnitHits {
  readonly unit: string;
  /** Hits added by this result. */
  readonly added: number;
  /** The unit's Hits afterwards. */
  readonly total: number;
  readonly fate: CohesionFate;
  /** The rule that decided the fate. */
  readonly rule: string;
}

export interface CohesionOptions {
  /** AG 12.1: routed units count as eliminated in this scenario. */
  readonly routedIsEliminated?: boolean;
}

/** AG 10.1–10.4: the unit after taking `added` more Hits. Refuses a negative count. */
export function takeHits(u: CombatUnit, added: number, opts: CohesionOptions = {}): UnitHits {
  if (!Number.isInteger(added) || added < 0) throw new RangeError(`Hits taken are a whole number ≥ 0, not ${added}`);
  const total = u.hits + added;
  if (u.routed) {
    return added > 0
      ? { unit: u.id, added, total, fate: 'eliminated', rule: 'AG 10.42' }
      : { unit: u.id, added, total, fate: 'routs', rule: 'AG 10.42' };
  }
  if (total < u.tq) return { unit: u.id, added, total, fate: 'steady', rule: 'AG 10.12' };
  if (u.hasReducedSide && !u.reduced) {
    return opts.routedIsEliminated
      ? { unit: u.id, added, total, fate: 'eliminated', rule: 'AG 12.1' }
      : { unit: u.id, added, total, fate: 'routs', rule: 'AG 10.13' };
  }
  return { unit: u.id, added, total, fate: 'eliminated', rule: u.reduced ? 'AG 10.64' : 'AG 10.14' };
}
