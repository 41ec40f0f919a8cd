/**
 * AG 8.14, 8.16, 8.18, 8.54, 6.66: resolving one missile shot with the die the engine rolled, and
 * previewing it (each DRM with its rule, the chance to hit over the d10).
 *
 * AG 8.16  one d10 + DRMs (drms.ts); at or under the hit number for the range: a hit.
 * AG 8.14  a hit is 1 Hit on the top unit (javelins, Scorpions) or on every unit (arrows,
 *          Palintonos); AG 6.66: a javelin or bolt that comes through the target's rear hexsides
 *          strikes the bottom unit instead.
 * AG 8.42  fire arrows: a hit sets the hex On Fire (burning.ts applies it), no Hit.
 * AG 8.18  the natural die 0 with a leader in the target hex: roll again, and another 0 makes the
 *          leader a casualty (reading Q3: no further 9.24 roll).
 * AG 10.1–10.4  each Hit's effect on the unit (cohesion.ts).
 */
import { checkD10 } from '../tables/types';
import { missileHitChance } from '../tables/odds';
import { missileHit, missileHitNumber, missileRef } from '../tables/missile';
import type { GbohTableCell, MissileClass } from '../tables/types';
import { inRearSector } from './arc';
import { takeHits, type CohesionOptions, type UnitHits } from './cohesion';
import type { CombatUnit } from './combatUnit';
import { sumDrms, type Drm } from './drm';
import { missileDrms } from './drms';
import { canFire } from './eligible';
import type { Ground } from './ground';
import type { Shot } from './shot';

export interface FirePreview {
  readonly cls: MissileClass;
  readonly range: number;
  readonly hitNumber: number;
  readonly drms: readonly Drm[];
  readonly net: number;
  /** Chance of a hit over the ten faces (AG 8.16). */
  readonly chance: number;
  /** The die faces (unmodified) that hit. */
  readonly hittingFaces: readonly number[];
  /** The units a hit would strike (AG 8.14, 6.66), none for fire arrows. */
  readonly struck: readonly string[];
  readonly cell: GbohTableCell;
}

export interface FireResult extends FirePreview {
  readonly die: number;
  readonly modified: number;
  readonly hit: boolean;
  /** AG 8.42: the shot set the target hex On Fire. */
  readonly setsFire: boolean;
  /** One entry per unit struck (AG 8.14): 1 Hit each and its fate (AG 10.1–10.4). */
  readonly hits: readonly UnitHits[];
  /** AG 8.18: was a leader check due, and did it kill? `leaderDie` is the second roll. */
  readonly leaderCheck: null | { readonly leaderDie: number; readonly killed: boolean };
  /** The rule for the log. */
  readonly rule: 'AG 8.16';
}

/** AG 8.14, 6.66: who a hit strikes. */
export function struckUnits(cls: MissileClass, firerHex: string, target: readonly CombatUnit[], targetHex: string): CombatUnit[] {
  if (cls === 'AFire' || target.length === 0) return [];
  if (cls === 'A' || cls === 'Palintonos') return [...target];
  const top = target[0];
  const throughRear = inRearSector(targetHex, top.facing, firerHex);
  return [throughRear ? target[target.length - 1] : top];
}

/** AG 8.16–8.17: everything but the die. Throws with the rule when the shot is not allowed. */
export function previewFire(g: Ground, s: Shot): FirePreview {
  const v = canFire(g, s);
  if (!v.ok) throw new RangeError(`${v.rule}: ${v.why}`);
  const drms = missileDrms(g, s, v.cls, v.range);
  const net = sumDrms(drms);
  const hitNumber = missileHitNumber(v.cls, v.range) as number;
  const hittingFaces = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d + net <= hitNumber);
  return {
    cls: v.cls, range: v.range, hitNumber, drms, net,
    chance: missileHitChance(v.cls, v.range, net), hittingFaces,
    struck: struckUnits(v.cls, s.firer.hex, s.target.units, s.target.hex).map((u) => u.id),
    cell: missileRef(v.cls, v.range),
  };
}

/**
 * AG 8.16: resolve the shot with `die` (0–9). `leaderDie` is the second roll of AG 8.18, needed
 * only when `die` is 0 and `leadersInTarget` > 0 (the caller rolls it then).
 */
export function resolveFire(
  g: Ground, s: Shot, die: number, opts: CohesionOptions & { leadersInTarget?: number; leaderDie?: number } = {},
): FireResult {
  checkD10(die);
  const p = previewFire(g, s);
  const modified = die + p.net;
  const hit = missileHit(p.cls, p.range, modified);
  const setsFire = hit && p.cls === 'AFire';
  const hits = hit && !setsFire
    ? struckUnits(p.cls, s.firer.hex, s.target.units, s.target.hex).map((u) => takeHits(u, 1, opts))
    : [];
  let leaderCheck: FireResult['leaderCheck'] = null;
  if (die === 0 && (opts.leadersInTarget ?? 0) > 0) {
    if (opts.leaderDie === undefined) throw new RangeError('AG 8.18: a 0 with a leader in the target hex needs the second die');
    checkD10(opts.leaderDie);
    leaderCheck = { leaderDie: opts.leaderDie, killed: opts.leaderDie === 0 };
  }
  return { ...p, die, modified, hit, setsFire, hits, leaderCheck, rule: 'AG 8.16' };
}

/**
 * AG 8.54, 8.64: shots a unit may fire: active artillery in Fire mode twice per activation, every
 * other active missile unit once; in reaction each once (8.64's artillery shot is a reaction of
 * its own kind, reaction.ts).
 */
export function shotsAllowed(u: CombatUnit, active: boolean, artilleryMode?: 'fire' | 'move'): number {
  if (!u.missile || u.routed) return 0;
  if (u.type === 'SC' || u.type === 'PA') return artilleryMode !== 'fire' ? 0 : active ? 2 : 1;
  return 1;
}
