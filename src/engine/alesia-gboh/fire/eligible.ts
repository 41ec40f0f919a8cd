/**
 * AG 8.11–8.15, 8.19, 8.22, 8.41, 8.43, 8.52–8.56, 10.43: may this shot be fired? Returns the first
 * rule that forbids it, or the range it is read at.
 */
import { distance, parseHexKey } from '../../hex/coords';
import { inMissileRange, MISSILE_TABLE } from '../tables/missile';
import type { MissileClass } from '../tables/types';
import { inFireArc } from './arc';
import { isArtilleryUnit, isCavalryUnit, isInfantryUnit } from './combatUnit';
import { hasWall, type Ground } from './ground';
import { lineOfSight, losPath } from './los';
import type { Shot } from './shot';

export type Verdict = { readonly ok: true; readonly range: number; readonly cls: MissileClass } | { readonly ok: false; readonly rule: string; readonly why: string };

const no = (rule: string, why: string): Verdict => ({ ok: false, rule, why });

export function hexDistance(a: string, b: string): number {
  return distance(parseHexKey(a), parseHexKey(b));
}

/** The row a shot reads: fire arrows when asked, else the firer's letter. */
export function shotClass(s: Shot): MissileClass | null {
  return s.cls ?? s.firer.missile ?? null;
}

/** AG 8.1–8.5: is the shot legal, and at what range is it read? */
export function canFire(g: Ground, s: Shot): Verdict {
  const f = s.firer;
  const cls = shotClass(s);
  if (!cls || !f.missile) return no('AG 8.11', 'the unit has no missile capability');
  if (cls === 'AFire' && f.missile !== 'A') return no('AG 8.41', 'only archers shoot fire arrows');
  if (cls !== 'AFire' && cls !== f.missile) return no('AG 8.11', `the unit fires ${f.missile}, not ${cls}`);
  if (f.routed) return no('AG 10.43', 'a routed unit can do nothing but move');
  // AG 8.41: fire arrows aim at the works, so an empty Rampart or Redoubt hex may be set alight.
  if (s.target.units.length === 0 && cls !== 'AFire') return no('AG 8.18', 'a hex holding only leaders cannot be fired at');
  if (s.target.units.some((u) => u.side === f.side)) return no('AG 8.13', 'the target hex holds no enemy');
  if (g.onFire(f.hex)) return no('AG 8.43', 'no missile fire from a burning hex');
  if (isArtilleryUnit(f) && s.artilleryMode !== 'fire') return no('AG 8.54', 'artillery fires only in Fire mode');
  if (!isArtilleryUnit(f) && !g.isRampart(f.hex) && isInfantryUnit(f) && !s.firerOnTop) {
    return no('AG 6.66', 'only the top infantry unit of a stack fires');
  }
  if (cls === 'J' && f.side === 'roman' && g.isRampart(f.hex) && s.reaction !== 'entry') {
    return no('AG 8.22', 'Romans on a Rampart throw javelins only as Entry reaction fire');
  }
  if (cls === 'AFire') {
    if (s.reaction) return no('AG 8.41', 'fire arrows are never reaction fire');
    if (f.side === 'gallic' && !g.isRampart(s.target.hex) && !g.isRedoubt(s.target.hex)) {
      return no('AG 8.41', 'Gallic fire arrows target Rampart or Redoubt hexes only');
    }
    if (f.side === 'roman' && !s.targetFilled) return no('AG 8.41', 'Roman fire arrows target filled hexes only (6.49)');
  }
  let range = hexDistance(f.hex, s.target.hex);
  if (s.shootAndScoot) {
    const ss = shootAndScoot(g, s);
    if (!ss.ok) return ss;
    range = 1;
  } else if (s.readRange !== undefined) {
    range = s.readRange;
  }
  if (range < 1 || !inMissileRange(cls, range)) {
    return no(cls === 'Palintonos' && range === 1 ? 'AG 8.56' : 'AG 9.41', `${MISSILE_TABLE[cls].name} cannot reach ${range} hex(es)`);
  }
  if (!inFireArc(f.hex, f.facing, s.target.hex)) return no('AG 8.13', 'the target lies behind the firer’s rear hexsides');
  const los = lineOfSight(g, { from: f.hex, to: s.target.hex, cls, occupied: s.occupied });
  if (!los.clear) return no(los.rule, los.why);
  if (cls === 'Scorpion' && crossesWallOrRampart(g, f.hex, s.target.hex)) return no('AG 8.55', 'Scorpions cannot fire over walls or Ramparts');
  if (s.enemiesInZoc.length > 0 && !s.enemiesInZoc.some((e) => e.hex === s.target.hex)) {
    return no('AG 8.13', 'a unit in enemy ZOC must fire at one of the units exerting it');
  }
  return { ok: true, range, cls };
}

function crossesWallOrRampart(g: Ground, from: string, to: string): boolean {
  const p = losPath(from, to);
  for (let i = 1; i < p.length; i++) {
    if (hasWall(g, p[i - 1], p[i])) return true;
    if (i < p.length - 1 && g.isRampart(p[i])) return true;
  }
  return false;
}

/**
 * AG 8.19 shoot-and-scoot: javelin LI starting 2 hexes from the target (javelin cavalry up to 4)
 * throw as if at 1 hex; it uses the unit's whole MA (the engine's business). Not if either starts on
 * a Rampart or one lies between, nor across a wall, nor from an enemy ZOC; the hexes between must
 * hold no unit. Reading: "the only enemy ZOC on the path is next to the target" is the engine's
 * movement check (ZOC needs the other units' facings) and is not tested here.
 */
export function shootAndScoot(g: Ground, s: Shot): Verdict {
  const f = s.firer;
  if (f.missile !== 'J' || !(f.type === 'LI' || isCavalryUnit(f))) return no('AG 8.19', 'only javelin LI and javelin cavalry shoot and scoot');
  const d = hexDistance(f.hex, s.target.hex);
  const reach = isCavalryUnit(f) ? 4 : 2;
  if (d < 2 || d > reach) return no('AG 8.19', `shoot-and-scoot starts 2${reach > 2 ? `–${reach}` : ''} hexes from the target`);
  if (s.enemiesInZoc.length > 0) return no('AG 8.19', 'not from an enemy ZOC');
  const p = losPath(f.hex, s.target.hex);
  if (p.some((h) => g.isRampart(h))) return no('AG 8.19', 'not from, at or across a Rampart hex');
  for (let i = 1; i < p.length; i++) if (hasWall(g, p[i - 1], p[i])) return no('AG 8.19', 'not across a wall');
  if (p.slice(1, -1).some((h) => s.occupied.has(h))) return no('AG 8.19', 'the hexes between must be empty');
  return { ok: true, range: 1, cls: 'J' };
}
