/**
 * AG 8.15: Line of Sight for missile fire, traced over a `Ground` (ground.ts) and the units on the
 * map. The path is the straight hex line from the firer's hex to the target's (../../hex/line.ts).
 *
 * Blocked by, between firer and target (the two end hexes are never obstacles themselves):
 *  - a Rampart or forest hex (fire may go INTO one, never through);
 *  - a wall, gate or Redoubt hexside crossed anywhere on the path, even next to firer or target
 *    (Palintonos excepted, AG 8.55; Scorpions never fire over walls or Ramparts);
 *  - no fire into or out of a Redoubt unless firer and target are adjacent and the one outside
 *    stands higher (fire arrows at a Redoubt excepted, AG 8.41);
 *  - any hex higher than both firer and target (a Rampart counts one level up);
 *  - combat units, unless the firer is archers or Palintonos and the blocking hex lies nearer the
 *    firer than the target.
 * Reading: "higher" ground blocks when its level is above both ends' (the usual GBoH reading of
 * "a higher hex between"); a hex exactly halfway is not "nearer the firer", so it blocks.
 */
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { line } from '../../hex/line';
import type { MissileClass } from '../tables/types';
import { effectiveLevel, hasWall, type Ground } from './ground';

export interface LosQuery {
  readonly from: string;
  readonly to: string;
  readonly cls: MissileClass;
  /** Hexes holding combat units (either side), other than the firer's and the target's. */
  readonly occupied: ReadonlySet<string>;
}

export type LosVerdict = { readonly clear: true } | { readonly clear: false; readonly rule: string; readonly why: string; readonly at?: string };

/** The hexes of the path, firer first, target last. */
export function losPath(from: string, to: string): string[] {
  return line(parseHexKey(from), parseHexKey(to)).map(hexKey);
}

/** AG 8.15 (with 8.41, 8.55): can `cls` fire from `from` at `to`? */
export function lineOfSight(g: Ground, q: LosQuery): LosVerdict {
  const path = losPath(q.from, q.to);
  const n = path.length - 1;
  const lobbed = q.cls === 'A' || q.cls === 'Palintonos' || q.cls === 'AFire';
  const overWalls = q.cls === 'Palintonos';
  const top = Math.max(effectiveLevel(g, q.from), effectiveLevel(g, q.to));
  // Redoubts (AG 8.15 second bullet, AG 8.41).
  if (g.isRedoubt(q.from) || g.isRedoubt(q.to)) {
    const fireArrowsAtRedoubt = q.cls === 'AFire' && g.isRedoubt(q.to);
    const adjacentFromAbove = n === 1 && (g.isRedoubt(q.to)
      ? effectiveLevel(g, q.from) > effectiveLevel(g, q.to)
      : effectiveLevel(g, q.to) > effectiveLevel(g, q.from));
    if (!fireArrowsAtRedoubt && !adjacentFromAbove && !overWalls) {
      return { clear: false, rule: 'AG 8.15', why: 'no fire into or out of a Redoubt unless adjacent and from higher up' };
    }
  }
  for (let i = 1; i <= n; i++) {
    const a = path[i - 1];
    const b = path[i];
    if (hasWall(g, a, b) && !overWalls && !(q.cls === 'AFire' && g.isRedoubt(q.to) && i === n)) {
      return { clear: false, rule: 'AG 8.15', why: 'fire cannot cross a wall, gate or Redoubt hexside', at: b };
    }
    if (i === n) break;
    if (g.isRampart(b) || g.isForest(b)) {
      if (overWalls && g.isRampart(b)) continue; // AG 8.55: Palintonos fire over Ramparts (+1)
      return { clear: false, rule: 'AG 8.15', why: g.isRampart(b) ? 'a Rampart hex lies between' : 'a forest hex lies between', at: b };
    }
    if (effectiveLevel(g, b) > top) return { clear: false, rule: 'AG 8.15', why: 'higher ground lies between', at: b };
    if (q.occupied.has(b)) {
      const nearerFirer = distance(parseHexKey(q.from), parseHexKey(b)) < distance(parseHexKey(b), parseHexKey(q.to));
      if (!(lobbed && nearerFirer)) return { clear: false, rule: 'AG 8.15', why: 'combat units stand between', at: b };
    }
  }
  return { clear: true };
}

/** AG 8.55: does a Palintonos shot cross a wall or a Rampart (for its +1)? */
export function firesOverWall(g: Ground, from: string, to: string): boolean {
  const path = losPath(from, to);
  for (let i = 1; i < path.length; i++) {
    if (hasWall(g, path[i - 1], path[i])) return true;
    if (i < path.length - 1 && g.isRampart(path[i])) return true;
  }
  return false;
}
