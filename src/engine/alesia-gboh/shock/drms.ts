/**
 * AG 9.25: every modifier to the shock die, each with its rule. Positive favours the attacker.
 *
 *  Disorder     −1 any attacker Disordered; +1 any defender Disordered        AG 9.25, 6.72
 *  Charisma     +1 a Charisma leader stacked with/adjacent to an attacker;
 *               −1 the same for a defender (reading Q11: one point a side)    AG 9.25, 4.34
 *  Moving       +1 an attacker moved and no man-made defence is crossed      AG 9.25
 *  Position     +3 cavalry, CO or BI through a flank or rear hexside; +1 LI;
 *               against a Rampart hex from outside the Ramparts only the rear counts  AG 9.25
 *  Terrain      the Combat Terrain Effects Chart; a hex attacked from several hexes takes only the
 *               highest (errata #5, tables/terrainCombat.ts `combineShockTerrain`)  AG 9.25
 *  TQ           best TQ each side (top infantry unit of each stack, AG 6.67), the difference, capped
 *               at 3 either way                                               AG 9.25
 *  Numbers      difference in infantry and cavalry units (archers and artillery do not count)  AG 9.25
 *  Weapons      the Weapon System Matrix for the chosen types                  AG 9.25, 9.43
 * Listed in the rule's order, except that Numbers comes before TQ as in the worked example GB-9.23
 * (−3 Rampart, +3 numbers, +1 TQ, −2 weapons), which is what a player checks a preview against.
 * Readings: the position bonus is the best any attacking hex earns, not one per hex; with several
 * defending hexes, "highest" terrain is taken over every (attacking hex, defending hex) pair.
 */
import { parseHexKey, distance } from '../../hex/coords';
import { aspectOf } from '../facing';
import { isCavalryUnit, isInfantryUnit, isShockUnit, shockTypeOf, type CombatUnit, type Stack } from '../fire/combatUnit';
import { drm, type Drm } from '../fire/drm';
import type { Ground } from '../fire/ground';
import { combineShockTerrain, shockTerrainDrm, type ShockTerrainId } from '../tables/terrainCombat';
import { wsmDrm } from '../tables/wsm';
import type { ShockType } from '../tables/types';
import type { ShockAttack, WeaponChoice } from './attack';
import { crossesDefence } from '../fire/ground';

export const TQ_DRM_CAP = 3;

const adjacent = (a: string, b: string): boolean => distance(parseHexKey(a), parseHexKey(b)) === 1;

/** The (attacking stack, defending stack) pairs that touch. */
export function contacts(a: ShockAttack): { att: Stack; def: Stack }[] {
  const out: { att: Stack; def: Stack }[] = [];
  for (const att of a.attackers) for (const def of a.defenders) if (adjacent(att.hex, def.hex)) out.push({ att, def });
  return out;
}

/** AG 6.67: the unit whose TQ speaks for a stack: its top infantry unit, else its top shock unit. */
export function stackTqUnit(s: Stack): CombatUnit | null {
  return s.units.find(isInfantryUnit) ?? s.units.find(isShockUnit) ?? null;
}

/** The terrain features one contact crosses (tables/terrainCombat.ts ids), with the Fill there. */
export function contactTerrain(g: Ground, from: string, to: string): ShockTerrainId[] {
  const out: ShockTerrainId[] = [];
  const side = g.hexside(from, to);
  if (g.isRampart(to)) out.push(g.isRampart(from) ? 'rampartFromRampart' : 'rampartFromBelow');
  if (g.isRedoubt(to) && !g.isRedoubt(from)) out.push('redoubt');
  if (side.includes('campWall') || side.includes('gate')) out.push('campWall');
  if (side.includes('stoneWall')) out.push('stoneWall');
  if (g.level(to) > g.level(from)) out.push('higherGround');
  if (side.includes('stream')) out.push('stream');
  if (side.includes('smallRiver')) out.push('smallRiver');
  if (g.isForest(to)) out.push('forest');
  return out;
}

/** Types present on a side, in stack order (AG 9.25 weapon choice). */
export function typesOf(stacks: readonly Stack[]): ShockType[] {
  const out: ShockType[] = [];
  for (const s of stacks) for (const u of s.units) {
    const t = shockTypeOf(u);
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

function pickType(present: ShockType[], chosen: ShockType | undefined, who: string): ShockType {
  if (chosen !== undefined) {
    if (!present.includes(chosen)) throw new RangeError(`AG 9.25: the ${who} has no ${chosen} in this shock`);
    return chosen;
  }
  if (present.length !== 1) throw new RangeError(`AG 9.25: the ${who} must name one of ${present.join(', ')} for the Weapon System Matrix`);
  return present[0];
}

/** AG 9.25: the shock DRMs, in the order the rule lists them. */
export function shockDrms(g: Ground, a: ShockAttack, weapons: WeaponChoice = {}): Drm[] {
  const out: Drm[] = [];
  const attUnits = a.attackers.flatMap((s) => s.units);
  const defUnits = a.defenders.flatMap((s) => s.units);
  const pairs = contacts(a);
  if (attUnits.some((u) => u.disordered)) out.push(drm(-1, 'AG 9.25', 'an attacking unit is Disordered'));
  if (defUnits.some((u) => u.disordered)) out.push(drm(1, 'AG 9.25', 'a defending unit is Disordered'));
  const near = (side: string, stacks: readonly Stack[]) => a.leaders.some((l) => l.side === side && l.charisma > 0
    && stacks.some((s) => s.hex === l.hex || adjacent(s.hex, l.hex)));
  const attSide = attUnits[0]?.side;
  const defSide = defUnits[0]?.side;
  if (attSide && near(attSide, a.attackers)) out.push(drm(1, 'AG 9.25', 'Charisma leader with or next to an attacker (AG 4.34)'));
  if (defSide && near(defSide, a.defenders)) out.push(drm(-1, 'AG 9.25', 'Charisma leader with or next to a defender (AG 4.34)'));
  if (a.moved && !pairs.some((p) => crossesDefence(g, p.att.hex, p.def.hex))) out.push(drm(1, 'AG 9.25', 'moving attack'));
  let position = 0;
  for (const { att, def } of pairs) {
    const top = def.units[0];
    if (!top) continue;
    const aspect = aspectOf(def.hex, top.facing, att.hex);
    const fromOutside = g.isRampart(def.hex) && !g.isRampart(att.hex);
    const counts = aspect === 'rear' || (aspect === 'flank' && !fromOutside);
    if (!counts) continue;
    const heavy = att.units.some((u) => isCavalryUnit(u) || u.type === 'CO' || u.type === 'BI');
    const light = att.units.some((u) => u.type === 'LI');
    position = Math.max(position, heavy ? 3 : light ? 1 : 0);
  }
  if (position > 0) out.push(drm(position, 'AG 9.25', `attack through the defender's flank or rear (${position === 3 ? 'cavalry, CO or BI' : 'LI'})`));
  const perContact = pairs.map(({ att, def }) => {
    const cls = att.units.some(isCavalryUnit) ? 'cavalry' as const : 'foot' as const;
    const fill = g.fill(att.hex, def.hex);
    return contactTerrain(g, att.hex, def.hex).map((id) => shockTerrainDrm(id, cls, fill));
  });
  const terrain = combineShockTerrain(perContact);
  if (terrain !== 0) out.push(drm(terrain, 'AG 9.25', 'terrain (Combat Terrain Effects Chart; errata #5: the highest of the attacking hexes)'));
  const count = (us: CombatUnit[]) => us.filter(isShockUnit).length;
  const nums = count(attUnits) - count(defUnits);
  if (nums !== 0) out.push(drm(nums, 'AG 9.25', `more units (${count(attUnits)} against ${count(defUnits)})`));
  const bestTq = (stacks: readonly Stack[]) => Math.max(0, ...stacks.map((s) => stackTqUnit(s)?.tq ?? 0));
  const tq = Math.max(-TQ_DRM_CAP, Math.min(TQ_DRM_CAP, bestTq(a.attackers) - bestTq(a.defenders)));
  if (tq !== 0) out.push(drm(tq, 'AG 9.25', 'TQ difference (best unit each side, at most 3)'));
  const at = pickType(typesOf(a.attackers), weapons.attacker, 'attacker');
  const dt = pickType(typesOf(a.defenders), weapons.defender, 'defender');
  const w = wsmDrm(at, dt);
  if (w !== 0) out.push(drm(w, 'AG 9.43', `Weapon System Matrix (${at} against ${dt})`));
  return out;
}
