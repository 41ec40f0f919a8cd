/**
 * AG 9.31–9.34: advance after combat, as far as resolution decides it (the move itself is the
 * movement rules').
 *
 * AG 9.31  attackers, CS attackers included, must advance into every hex the defenders left by a
 *          shock result or the pre-shock test — except attackers on a Rampart hex that attacked
 *          units off the Ramparts (Rampart exception #1). Defenders never advance.
 * AG 9.32  the unit that advances may turn one vertex after it, even in an enemy ZOC (an exception
 *          to 7.13): shock/play.ts offers its facing and the two next to it (none after a CS advance).
 * AG 9.33  of several attackers, the one that earned a positive DRM (position) advances; else the
 *          best TQ; a tie is the attacker's choice.
 * AG 9.34  there is no advance after missile fire.
 */
import type { Ground } from '../fire/ground';
import type { CombatUnit, Stack } from '../fire/combatUnit';
import { isShockUnit } from '../fire/combatUnit';
import { aspectOf } from '../facing';

export interface AdvanceDuty {
  readonly mustAdvance: boolean;
  readonly rule: string;
  /** The units that may be the one to advance (one of them, the attacker's pick when several). */
  readonly candidates: readonly string[];
}

/** AG 9.31–9.33: who advances into `vacated`, the hex a defender left. */
export function advanceDuty(g: Ground, attackers: readonly Stack[], defenders: readonly Stack[], vacated: string): AdvanceDuty {
  if (attackers.every((s) => g.isRampart(s.hex)) && defenders.every((s) => !g.isRampart(s.hex))) {
    return { mustAdvance: false, rule: 'AG 9.31', candidates: [] };
  }
  const units = attackers.flatMap((s) => s.units.filter(isShockUnit).filter((u) => !u.routed));
  if (units.length === 0) return { mustAdvance: false, rule: 'AG 9.31', candidates: [] };
  const def = defenders.find((d) => d.hex === vacated)?.units[0];
  const positional = (u: CombatUnit): boolean => {
    if (!def) return false;
    const a = aspectOf(vacated, def.facing, u.hex);
    const fromOutside = g.isRampart(vacated) && !g.isRampart(u.hex);
    return a === 'rear' || (a === 'flank' && !fromOutside);
  };
  const pos = units.filter(positional);
  if (pos.length > 0) return { mustAdvance: true, rule: 'AG 9.33', candidates: pos.map((u) => u.id) };
  const best = Math.max(...units.map((u) => u.tq));
  return { mustAdvance: true, rule: 'AG 9.33', candidates: units.filter((u) => u.tq === best).map((u) => u.id) };
}
