/**
 * AG 8.6–8.64: reaction fire by the inactive player's missile units. Whether a unit reacts is the
 * inactive player's decision (reading X2: standing order or hand-over): these functions only say
 * whether it MAY, and at what range the table is read; the shot itself is then `resolveFire` with
 * `reaction` and `readRange` set (LOS, arc and the other limits of 8.1 still apply).
 *
 * AG 8.6   once per enemy Activation Phase per unit (the `reacted` mark), except 8.64; the active
 *          player never reacts; fire arrows never react (8.41).
 * AG 8.61  Withdrawal: an active unit MOVING out of the reactor's ZOC; only a reactor of range ≥ 2,
 *          read at range 2; applied before the move; never while shock is being resolved.
 * AG 8.62  Entry: an active unit entering the reactor's ZOC by moving or advancing after combat;
 *          read at range 1; not if the reactor is already in another enemy unit's ZOC; a unit that
 *          has just retreated cannot fire at an advancing unit.
 * AG 8.63  Return: a unit fired on by an active unit fires back; if it is in an enemy ZOC, only at a
 *          firer inside its own ZOC. Reading: "sa ZOC" is the reacting unit's ZOC.
 * AG 8.64  Artillery: an inactive artillery unit may fire once per enemy phase at any activated unit
 *          in range, at any time before shock is resolved, in addition to its other reaction fire.
 * AG 8.54  artillery fires once per reaction.
 * AG 8.6 (simultaneity)  an active unit's shot and the reaction fire aimed at that unit are
 *          simultaneous: resolve both on the views taken BEFORE either is applied, so the +1 per Hit
 *          (AG 8.17) ignores the other shot's Hit and a unit eliminated by it still fires back.
 */
import { hasWithdrawalFire } from '../tables/missile';
import { isArtilleryUnit, type CombatUnit } from './combatUnit';
import type { ReactionKind } from './shot';

export interface ReactionQuery {
  readonly kind: ReactionKind;
  readonly reactor: CombatUnit;
  /** AG 8.6: the reactor already fired in reaction this enemy phase. */
  readonly reacted: boolean;
  /** AG 8.64: the reactor (artillery) already used its once-per-phase artillery shot. */
  readonly artilleryShotUsed?: boolean;
  /** AG 8.61: the active unit is leaving the reactor's ZOC by its own movement (not in shock). */
  readonly leavingZocByMove?: boolean;
  /** AG 8.62: the active unit is entering the reactor's ZOC (by moving or by advance after combat). */
  readonly enteringZoc?: boolean;
  readonly advanceAfterCombat?: boolean;
  /** AG 8.62: the reactor is in the ZOC of an enemy unit other than the one entering. */
  readonly reactorInOtherEnemyZoc?: boolean;
  /** AG 8.62: the reactor has just retreated. */
  readonly reactorJustRetreated?: boolean;
  /** AG 8.63: the active unit has just fired at the reactor. */
  readonly firedUpon?: boolean;
  /** AG 8.63: the reactor is in an enemy ZOC, and whether the active firer is in the reactor's ZOC. */
  readonly reactorInEnemyZoc?: boolean;
  readonly firerInReactorZoc?: boolean;
  /** AG 8.64: shock resolution has begun this phase. */
  readonly shockBegun?: boolean;
}

export type ReactionVerdict =
  | { readonly ok: true; readonly rule: string; readonly readRange?: number }
  | { readonly ok: false; readonly rule: string; readonly why: string };

const no = (rule: string, why: string): ReactionVerdict => ({ ok: false, rule, why });

/** AG 8.6–8.64: may `reactor` fire this kind of reaction now? */
export function mayReact(q: ReactionQuery): ReactionVerdict {
  const u = q.reactor;
  if (!u.missile) return no('AG 8.6', 'only missile units fire in reaction');
  if (u.routed) return no('AG 10.43', 'a routed unit can do nothing but move');
  if (q.kind === 'artillery') {
    if (!isArtilleryUnit(u)) return no('AG 8.64', 'only artillery has the extra reaction shot');
    if (q.artilleryShotUsed) return no('AG 8.64', 'once per enemy Activation Phase');
    if (q.shockBegun) return no('AG 8.64', 'only before shock is resolved');
    return { ok: true, rule: 'AG 8.64' };
  }
  if (q.reacted) return no('AG 8.6', 'a unit reacts once per enemy Activation Phase');
  switch (q.kind) {
    case 'withdrawal':
      if (!q.leavingZocByMove) return no('AG 8.61', 'only an active unit moving out of the reactor’s ZOC draws Withdrawal fire');
      if (!hasWithdrawalFire(u.missile)) return no('AG 8.61', 'only units with a range of 2 or more');
      return { ok: true, rule: 'AG 8.61', readRange: 2 };
    case 'entry':
      if (!q.enteringZoc) return no('AG 8.62', 'only an active unit entering the reactor’s ZOC draws Entry fire');
      if (q.reactorInOtherEnemyZoc) return no('AG 8.62', 'not while already in another enemy unit’s ZOC');
      if (q.advanceAfterCombat && q.reactorJustRetreated) return no('AG 8.62', 'a unit that just retreated cannot fire at an advancing unit');
      return { ok: true, rule: 'AG 8.62', readRange: 1 };
    case 'return':
      if (!q.firedUpon) return no('AG 8.63', 'only a unit an active unit fired at may return fire');
      if (q.reactorInEnemyZoc && !q.firerInReactorZoc) return no('AG 8.63', 'from an enemy ZOC, only at a firer in its own ZOC');
      return { ok: true, rule: 'AG 8.63' };
  }
}
