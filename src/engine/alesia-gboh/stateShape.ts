/**
 * One shape for every state (issue 17): `agState` copies a state's fields into a new object with
 * every field of AgState present, in one fixed order, optional ones as `undefined` when absent. Every
 * state made by set-up and every `apply`'s working copy (ctx.ts cloneAg) is made here, so they share
 * one hidden class in the JavaScript engine: the code that reads them sees one shape instead of one
 * per combination of optional fields (Fill, fires, a reaction, a shock segment…), and the copy is a
 * plain literal rather than a spread of many shapes (a slow path once a spread site has seen more
 * than a few).
 *
 * A field set to `undefined` reads as an absent one everywhere a state is read: JSON (saves) and
 * ../core/hash.ts stableStringify skip it, deep equality ignores it, and rule code tests the value,
 * never `'field' in s`. So code clears an optional field by setting it to `undefined`, never by
 * `delete` (which would give the state a shape of its own).
 *
 * A field added to AgState must be added here: the key list below (checked by the compiler against
 * the type) is the reminder.
 */
import type { AgState } from './state';

const KEYS = {
  system: 1, scenario: 1, legions: 1, step: 1, ap: 1, command: 1, picking: 1, units: 1, leaders: 1, tribes: 1, alesiaEntered: 1,
  alesiaWithdrawn: 1, plan: 1, orders: 1, burning: 1, rubble: 1, reaction: 1, reactOrders: 1, shock: 1, combatOrders: 1, phaseStart: 1,
  aquilae: 1, fill: 1, optional: 1, reinforcementsCalled: 1, reinforcements: 1, rng: 1, seq: 1, outcome: 1,
} as const satisfies Record<keyof AgState, 1>;
void KEYS;

/** A new state holding `s`'s fields (the same values, not copies), every field present, in the fixed order. */
export function agState(s: AgState): AgState {
  return {
    system: s.system,
    scenario: s.scenario,
    legions: s.legions,
    step: s.step,
    ap: s.ap,
    command: s.command,
    picking: s.picking,
    units: s.units,
    leaders: s.leaders,
    tribes: s.tribes,
    alesiaEntered: s.alesiaEntered,
    alesiaWithdrawn: s.alesiaWithdrawn,
    plan: s.plan,
    orders: s.orders,
    burning: s.burning,
    rubble: s.rubble,
    reaction: s.reaction,
    reactOrders: s.reactOrders,
    shock: s.shock,
    combatOrders: s.combatOrders,
    phaseStart: s.phaseStart,
    aquilae: s.aquilae,
    fill: s.fill,
    optional: s.optional,
    reinforcementsCalled: s.reinforcementsCalled,
    reinforcements: s.reinforcements,
    rng: s.rng,
    seq: s.seq,
    outcome: s.outcome,
  };
}
