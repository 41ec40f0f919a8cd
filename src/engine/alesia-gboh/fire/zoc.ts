/**
 * AG 7.21–7.22: Zones of Control, as fire (AG 8.13, 8.6) and shock (AG 9.11–9.12) read them.
 *
 * AG 7.21  combat units project a ZOC into their two front hexes; archers into their front and
 *          flank hexes; artillery has none.
 * AG 7.24  ZOCs are per side: a hex in the ZOC of units of both sides is controlled by both
 *          (`enemyZocOn` asks for one side's enemies, independently of the other side).
 * AG 7.22  no ZOC into a hex where movement is prohibited, nor up across a Rampart or wall
 *          hexside (it does extend downwards: the W5213/W5214 example).
 * Reading: "up across a Rampart" is a unit off the Rampart projecting into a Rampart hex; a unit
 * on one Rampart hex projects along the walkway into the next.
 */
import { aspectOf } from '../facing';
import { distance, parseHexKey } from '../../hex/coords';
import type { CombatUnit } from './combatUnit';
import { isArcherUnit, isArtilleryUnit, isCavalryUnit } from './combatUnit';
import { hasWall, type Ground } from './ground';

/** AG 7.21–7.22: does `u` exert a ZOC into `hex`? */
export function exertsZocInto(g: Ground, u: CombatUnit, hex: string): boolean {
  if (isArtilleryUnit(u)) return false;
  if (distance(parseHexKey(u.hex), parseHexKey(hex)) !== 1) return false;
  const aspect = aspectOf(u.hex, u.facing, hex);
  if (aspect === 'rear' || (aspect === 'flank' && !isArcherUnit(u))) return false;
  if (g.prohibited(u.hex, hex, isCavalryUnit(u) ? 'cavalry' : 'foot')) return false;
  if (g.isRampart(hex) && !g.isRampart(u.hex)) return false;
  if (hasWall(g, u.hex, hex)) return false;
  return true;
}

/** The enemy units (of `others`) in whose ZOC `hex` lies for a unit of side `side`. */
export function enemyZocOn(g: Ground, side: string, hex: string, others: readonly CombatUnit[]): CombatUnit[] {
  return others.filter((o) => o.side !== side && exertsZocInto(g, o, hex));
}
