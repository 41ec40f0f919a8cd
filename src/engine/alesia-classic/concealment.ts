/**
 * AC 25.7 (optional) — an attacker may not look into a stack on a fort or rampart hex (where it
 * defends doubled) before the battle is resolved. This edition shows such an enemy stack by its top
 * counter and the number of counters under it; the odds preview keeps the defence to itself.
 */
import { hexAt } from './map/map';
import { fortHexes, occupancy, stackOrder } from './queries';
import { acUnit } from './data/units';
import type { AcSide, AcState } from './state';

/** Enemy stacks `viewer` may not look into: hex → the counters hidden under the top one. */
export function concealedFrom(s: AcState, viewer: AcSide): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!s.options.hiddenStacks) return out;
  const forts = fortHexes(s);
  for (const [hex, ids] of occupancy(s)) {
    const enemy = ids.filter((x) => acUnit(x).side !== viewer && acUnit(x).kind !== 'fort');
    // Stryker disable next-line OptionalChaining: a hex with counters on it is always a hex of the map
    if (enemy.length < 2 || !(forts.has(hex) || hexAt(hex)?.rampart)) continue;
    const order = stackOrder(enemy);
    out.set(hex, order.slice(0, -1));
  }
  return out;
}

/** Is the defence of this hex hidden from the attacking side (AC 25.7)? */
export function defenceHidden(s: AcState, attacker: AcSide, hex: string): boolean {
  if (!s.options.hiddenStacks) return false;
  const ids = occupancy(s).get(hex) ?? [];
  // Stryker disable next-line OptionalChaining: only a hex with enemy counters gets this far, and they stand on the map
  return ids.some((x) => acUnit(x).side !== attacker && acUnit(x).kind !== 'fort') && (fortHexes(s).has(hex) || !!hexAt(hex)?.rampart);
}
