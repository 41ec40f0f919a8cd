/**
 * What one side may see (contract: view). Hidden from both: the dice generator (future dice).
 * Hidden from the other side: a battle-evasion declaration not yet revealed (BG 4.4.1: the two
 * declarations are simultaneous).
 */
import type { BellumState, Side } from './state';
import { copyExtra, extraKeys } from './own';

export type BellumView = Omit<BellumState, 'rng'> & { viewer: Side };

export function viewFor(s: BellumState, side: Side): BellumView {
  const c = s.combat;
  const e = c?.encounters[c.index];
  if (c && e?.evade && c.pending?.kind === 'battleEvade') {
    // someone has still to declare: each side sees only its own declaration
    const evade = { ...e.evade };
    for (const k of Object.keys(evade) as Side[]) if (k !== side) delete evade[k];
    const encounters = c.encounters.slice();
    encounters[c.index] = { ...e, evade };
    return { ...withoutDice(s), combat: { ...c, encounters }, viewer: side };
  }
  return withoutDice(s, side);
}

/**
 * The state without its dice generator, as `const { rng, ...rest } = s` gives it (same fields, same
 * order), with `viewer` last when a side is named. A state laid out as setup makes it (own.ts
 * STATE_KEYS) is copied with one object literal, which is quicker than the rest copy (the solo
 * Gaul looks at a view for each of his decisions); any other with the rest copy.
 */
function withoutDice(s: BellumState, side?: Side): BellumView {
  const extra = extraKeys(s);
  if (extra === false) {
    const { rng: _hidden, ...rest } = s;
    void _hidden;
    return side ? { ...rest, viewer: side } : (rest as BellumView);
  }
  const v = {
    version: s.version, scenario: s.scenario, options: s.options, year: s.year, turn: s.turn, endYear: s.endYear,
    endTurn: s.endTurn, step: s.step, control: s.control, scorched: s.scorched, depots: s.depots, destroyed: s.destroyed,
    spared: s.spared, sieges: s.sieges, siegeDuty: s.siegeDuty, replacement: s.replacement, replacementsTaken: s.replacementsTaken,
    units: s.units, leaders: s.leaders, moved: s.moved, mayMove: s.mayMove, exitTests: s.exitTests, selection: s.selection,
    arrivals: s.arrivals, losses: s.losses, combat: s.combat, reinforce: s.reinforce, rhenus: s.rhenus, rhineWatch: s.rhineWatch,
    negotiations: s.negotiations, mobilise: s.mobilise, seq: s.seq, outcome: s.outcome,
  } as BellumView;
  copyExtra(s, v, extra);
  if (side) v.viewer = side;
  return v;
}
