/**
 * AG 8.17 (with 8.3, 8.55, 10.15, 12.2 Night): the modifiers to one missile die, each with its rule.
 * A hit is a modified roll AT OR UNDER the hit number (AG 8.16), so a plus hurts the firer.
 *
 *  −1 target lower than the firer (a Rampart one level up, AG 6.42)            AG 8.17
 *  +1 per Hit the firer has                                                    AG 8.17, 10.15
 *  +1 target in a forest hex                                                   AG 8.17
 *  +1 archers from a non-Rampart hex at a Rampart target                       AG 8.17
 *  +1 foot archers, or a mounted missile unit, that moved or will move         AG 8.17 (reading X6)
 *  +1 archers at an adjacent cohort through its front hexside (not from below at a Rampart)  AG 8.17
 *  +1 archers at archers alone in their hex                                   AG 8.17, 8.3
 *  +4 javelins from a non-Rampart hex at a Rampart target                      AG 8.17
 *  +1 Palintonos over a wall or Rampart                                        AG 8.55
 *  +1 Roman fire at a target outside the walls at night                        AG 12.2 Night
 * Fire arrows (AG 8.42) follow the archers' procedure, so the archers' terms apply to them.
 * No supply or low-on-missiles modifier: the seed has none (AG 1.0, 8.17 design note).
 */
import { aspectOf } from '../facing';
import { isArcherUnit, isCavalryUnit } from './combatUnit';
import { drm, type Drm } from './drm';
import { effectiveLevel, type Ground } from './ground';
import { firesOverWall } from './los';
import type { Shot } from './shot';
import type { MissileClass } from '../tables/types';

export function missileDrms(g: Ground, s: Shot, cls: MissileClass, range: number): Drm[] {
  const f = s.firer;
  const t = s.target;
  const out: Drm[] = [];
  const arrows = cls === 'A' || cls === 'AFire';
  const fromBelowAtRampart = g.isRampart(t.hex) && !g.isRampart(f.hex);
  if (effectiveLevel(g, t.hex) < effectiveLevel(g, f.hex)) out.push(drm(-1, 'AG 8.17', 'target lower than the firer'));
  if (f.hits > 0) out.push(drm(f.hits, 'AG 8.17', `${f.hits} Hit${f.hits > 1 ? 's' : ''} on the firer (+1 each, AG 10.15)`));
  if (g.isForest(t.hex)) out.push(drm(1, 'AG 8.17', 'target in a forest hex'));
  if (arrows && fromBelowAtRampart) out.push(drm(1, 'AG 8.17', 'archers firing from off the Rampart at a Rampart hex'));
  // Reading X6: reaction fire is by an inactive unit, which neither moved nor will move.
  if (s.moves && !s.reaction && (isArcherUnit(f) || isCavalryUnit(f))) {
    out.push(drm(1, 'AG 8.17', isCavalryUnit(f) ? 'mounted missile unit moving this activation' : 'foot archers moving this activation'));
  }
  if (arrows && range === 1 && !fromBelowAtRampart) {
    const co = t.units.find((u) => u.type === 'CO');
    if (co && aspectOf(t.hex, co.facing, f.hex) === 'front') {
      out.push(drm(1, 'AG 8.17', 'archers at an adjacent cohort through its front'));
    }
  }
  if (arrows && t.units.length === 1 && isArcherUnit(t.units[0]) && isArcherUnit(f)) {
    out.push(drm(1, 'AG 8.3', 'archers firing at archers alone in their hex'));
  }
  if (cls === 'J' && fromBelowAtRampart) out.push(drm(4, 'AG 8.17', 'javelins thrown from off the Rampart at a Rampart hex'));
  if (cls === 'Palintonos' && firesOverWall(g, f.hex, t.hex)) out.push(drm(1, 'AG 8.55', 'Palintonos firing over a wall or Rampart'));
  if (s.night && f.side === 'roman' && g.isOutsideWalls(t.hex)) out.push(drm(1, 'AG 12.2 Night', 'Roman fire at night at a target outside the walls'));
  return out;
}
