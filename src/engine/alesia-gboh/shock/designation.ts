/**
 * AG 9.21: checking the attacker's designation of every shock of the phase, before any is resolved.
 *
 *  - an attacking unit attacks every enemy in its front hexes not attacked by another friendly unit;
 *  - it cannot split its attack: two defenders in its front hexes are attacked together;
 *  - several units may combine against one defender; stacked units attack the same defenders;
 *  - a unit attacks, and is attacked, once per Activation Phase (Continued Shock excepted, 10.3);
 *  - AG 9.26: archers and artillery never attack; cavalry never across/into Ramparts or walls.
 * Reading: a defender must lie in a FRONT hex of some unit attacking it (the 9.21 design note
 * moves the duty from ZOC to front hexes).
 */
import { aspectHexes } from '../facing';
import type { CombatUnit, Stack } from '../fire/combatUnit';
import type { Ground } from '../fire/ground';
import { mayShockInto } from './before';

export interface DesignatedShock {
  readonly attackers: readonly Stack[];
  readonly defenders: readonly Stack[];
}

export interface DesignationError {
  readonly rule: string;
  readonly why: string;
}

/**
 * AG 9.21, 9.26: the faults of a designation; empty if it stands. `enemies` are the defending
 * side's combat units on the map; `alreadyShocked` the unit ids that attacked or were attacked
 * earlier this phase.
 */
export function checkDesignation(
  g: Ground, shocks: readonly DesignatedShock[], enemies: readonly CombatUnit[], alreadyShocked: ReadonlySet<string> = new Set(),
): DesignationError[] {
  const errors: DesignationError[] = [];
  const seenAtt = new Map<string, number>();
  const seenDef = new Map<string, number>();
  const attackedHexes = new Set(shocks.flatMap((s) => s.defenders.map((d) => d.hex)));
  shocks.forEach((s, i) => {
    if (s.attackers.length === 0 || s.defenders.length === 0) errors.push({ rule: 'AG 9.21', why: `shock ${i + 1} needs attackers and defenders` });
    for (const st of s.attackers) {
      const prev = seenAtt.get(st.hex);
      if (prev !== undefined && prev !== i) errors.push({ rule: 'AG 9.21', why: `the units in ${st.hex} split their attack between two shocks` });
      seenAtt.set(st.hex, i);
      for (const u of st.units) {
        if (alreadyShocked.has(u.id)) errors.push({ rule: 'AG 9.21', why: `${u.id} already shocked this phase` });
        const front = aspectHexes(u.hex, u.facing, 'front');
        const inFront = s.defenders.filter((d) => front.includes(d.hex));
        if (inFront.length === 0) errors.push({ rule: 'AG 9.21', why: `${u.id} has no defender in its front hexes` });
        for (const d of inFront) {
          const v = mayShockInto(g, u, d.hex);
          if (!v.ok) errors.push({ rule: v.rule, why: `${u.id}: ${v.why}` });
        }
        for (const h of front) {
          // An enemy in a front hex attacked by another shock is allowed ("not already attacked").
          if (enemies.some((e) => e.hex === h) && !attackedHexes.has(h)) {
            errors.push({ rule: 'AG 9.21', why: `${u.id} must attack the enemy in its front hex ${h}` });
          }
        }
      }
    }
    for (const d of s.defenders) {
      const prev = seenDef.get(d.hex);
      if (prev !== undefined && prev !== i) errors.push({ rule: 'AG 9.21', why: `the units in ${d.hex} are attacked in two shocks` });
      seenDef.set(d.hex, i);
      for (const u of d.units) if (alreadyShocked.has(u.id)) errors.push({ rule: 'AG 9.21', why: `${u.id} was already attacked this phase` });
    }
  });
  return errors;
}
