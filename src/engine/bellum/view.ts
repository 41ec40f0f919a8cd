/**
 * What one side may see (contract: view). Hidden from both: the dice generator (future dice).
 * Hidden from the other side: a battle-evasion declaration not yet revealed (BG 4.4.1: the two
 * declarations are simultaneous).
 */
import type { BellumState, Side } from './state';

export type BellumView = Omit<BellumState, 'rng'> & { viewer: Side };

export function viewFor(s: BellumState, side: Side): BellumView {
  const { rng: _hidden, ...rest } = s;
  void _hidden;
  const c = s.combat;
  const e = c?.encounters[c.index];
  if (c && e?.evade && c.pending?.kind === 'battleEvade') {
    // someone has still to declare: each side sees only its own declaration
    const evade = { ...e.evade };
    for (const k of Object.keys(evade) as Side[]) if (k !== side) delete evade[k];
    const encounters = c.encounters.slice();
    encounters[c.index] = { ...e, evade };
    return { ...rest, combat: { ...c, encounters }, viewer: side };
  }
  return { ...rest, viewer: side };
}
