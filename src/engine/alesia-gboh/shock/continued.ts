/**
 * AG 10.3: Continued Shock. After a CS result the attackers advance (if they can) without turning,
 * Hits already applied, and shock again, under 9.25 with every DRM that fits, every enemy unit in
 * their ZOC / front hexes. If the defender held (AG 10.24) they attack again from where they stand.
 * An advance makes the new shock a moving attack. A defender that retreated takes no part in the
 * CS still to be resolved; if it was the only defender, there is no CS.
 * The advance itself is the movement code's; this file names the new defenders and the DRM flag.
 */
import { isShockUnit, type CombatUnit } from '../fire/combatUnit';
import type { Ground } from '../fire/ground';
import { exertsZocInto } from '../fire/zoc';
import { aspectHexes } from '../facing';

export interface ContinuedShock {
  /** The enemy units to shock again (empty: no CS). */
  readonly defenders: readonly CombatUnit[];
  /** AG 10.3: the attackers advanced, so the CS is a moving attack (AG 9.25). */
  readonly moving: boolean;
}

/**
 * AG 10.3: `attackers` as they stand after advancing (or not), `enemies` the enemy units on the map
 * now, `retreated` the ids of defenders that retreated from the first shock.
 */
export function continuedShock(
  g: Ground, attackers: readonly CombatUnit[], enemies: readonly CombatUnit[], retreated: ReadonlySet<string>, advanced: boolean,
): ContinuedShock {
  const out: CombatUnit[] = [];
  for (const a of attackers.filter(isShockUnit)) {
    const front = aspectHexes(a.hex, a.facing, 'front');
    for (const e of enemies) {
      if (retreated.has(e.id) || out.includes(e)) continue;
      if (front.includes(e.hex) || exertsZocInto(g, a, e.hex)) out.push(e);
    }
  }
  return { defenders: out, moving: advanced && out.length > 0 };
}
