/**
 * Terrain Effects Chart of Alésia GBoH (AG 6.8, AG 6.35) — combat part: terrain DRMs to the shock
 * roll (AG 9.25 "Terrain", the "Combat Terrain Effects Chart") and to the missile roll (AG 8.17,
 * AG 8.55). Shock values are RECONSTRUCTED except the Rampart's; the missile ones are the seed's.
 *
 * AG 9.25  add or subtract every terrain effect the chart lists.
 * AG 8.17  −1 target lower than the firer; +1 target in forest; +1 archers firing from a
 *          non-Rampart hex at a Rampart target; +4 javelins thrown from a non-Rampart hex at a
 *          Rampart target.
 * AG 8.55  +1 when a Palintonos fires over a wall or Rampart.
 * Errata #5: a hex attacked from two hexes takes only the highest terrain DRM; an attack that
 *          crosses several kinds of terrain adds them all.
 *
 * Seed cells: defender on a Rampart attacked from below −3 (GB-9.23, where two attacking stacks in
 * two outer Death Garden hexes still make −3, not −6: errata #5's first clause).
 *
 * Signs: every DRM here is added to the roll as the roller reads it, so the shock entries are the
 * attacker's (negative = the defender's ground helps him) and the missile entries the firer's
 * (positive = harder to hit, since a hit is a roll ≤ the number).
 */
import { deepFreeze, fixed, recon, type GbohTableCell, type MissileClass, type MoverClass, type Provenance } from './types';

export const TEC_COMBAT_LEGEND =
  'Combat: the number added to the shock roll (attacker’s side) or to the missile roll. ' +
  'Across several kinds of terrain, add them all; against a hex attacked from several hexes, use only the ' +
  'largest penalty among those hexes.';

export interface DrmCell {
  readonly drm: number;
  readonly provenance: Provenance;
}

export type ShockTerrainId =
  | 'rampartFromBelow' | 'rampartFromRampart' | 'redoubt' | 'campWall' | 'stoneWall'
  | 'higherGround' | 'stream' | 'smallRiver' | 'forest';

export interface ShockTerrainEntry {
  readonly id: ShockTerrainId;
  readonly name: string;
  readonly rule: string;
  /** DRM when the attacking units are foot / when they are cavalry. */
  readonly foot: DrmCell;
  readonly cavalry: DrmCell;
  /** A Fill of this value cancels it, as for movement (AG 6.48). */
  readonly cancelledByFill?: number;
  readonly note?: string;
}

const d = (drm: number, provenance: Provenance): DrmCell => ({ drm, provenance });
const NO_CAV = fixed('AG 9.26 (cavalry cannot shock across or into a Rampart or wall, nor into terrain it may not enter)');

const SHOCK_ENTRIES: readonly ShockTerrainEntry[] = [
  {
    id: 'rampartFromBelow', name: 'Defender on a Rampart, attacked from below (not from another Rampart)', rule: 'AG 9.23, AG 9.25',
    foot: d(-3, fixed('GB-9.23 (AG 9.23 example: "−3 for the Rampart")')),
    cavalry: d(0, NO_CAV),
    note: 'Includes the Rampart’s extra level: no higher-ground DRM on top (GB-9.23 lists none). No moving-attack +1 across it (AG 9.25).',
  },
  {
    id: 'rampartFromRampart', name: 'Defender on a Rampart, attacked along the walkway from another Rampart', rule: 'AG 9.25',
    foot: d(0, recon('both sides stand on the same narrow walkway: the wall helps neither')),
    cavalry: d(0, NO_CAV),
  },
  {
    id: 'redoubt', name: 'Defender in a Redoubt', rule: 'AG 6.44, AG 9.25',
    foot: d(-2, recon('a small walled fort at ground level (AG 6.44): as a camp wall, less than a raised Rampart')),
    cavalry: d(0, NO_CAV),
  },
  {
    id: 'campWall', name: 'Attack across a camp wall hexside', rule: 'AG 6.43, AG 9.25',
    foot: d(-2, recon('a legionary camp’s earth bank and palisade (AG 6.43 note): one less than the Rampart with its towers and ditches')),
    cavalry: d(0, NO_CAV),
    note: 'Allowed only for foot (AG 6.43). Gate hexsides count as the wall they pierce.',
  },
  {
    id: 'stoneWall', name: 'Attack across a stone wall hexside', rule: 'AG 6.43, AG 9.25',
    foot: d(-1, recon('six-foot walls built to help a defensive line (AG 6.43 note)')),
    cavalry: d(0, NO_CAV),
  },
  {
    id: 'higherGround', name: 'Defender’s ground at least one level higher', rule: 'AG 9.25',
    foot: d(-1, recon('GBoH: attacking uphill costs the attacker; ground levels only, the Rampart’s level is in its −3')),
    cavalry: d(-1, recon('the same for horse: no rule tells the two apart here')),
  },
  {
    id: 'stream', name: 'Attack across a stream hexside', rule: 'AG 9.25',
    foot: d(-1, recon('a watercourse breaks the attacker’s order: one less than a small river')),
    cavalry: d(-1, recon('the same for horse: no rule tells the two apart here')),
    cancelledByFill: 3,
  },
  {
    id: 'smallRiver', name: 'Attack across a small river hexside', rule: 'AG 9.25',
    foot: d(-2, recon('the deeper water of a small river (AG 6.48 wants Fill 4, not 3)')),
    cavalry: d(-2, recon('the same for horse: no rule tells the two apart here')),
    cancelledByFill: 4,
  },
  {
    id: 'forest', name: 'Defender in forest', rule: 'AG 9.25',
    foot: d(-1, recon('GBoH woods favour the defender')),
    cavalry: d(-2, recon('horse fights badly among trees')),
  },
];

export const TEC_SHOCK: Readonly<Record<ShockTerrainId, ShockTerrainEntry>> = deepFreeze(
  Object.fromEntries(SHOCK_ENTRIES.map((e) => [e.id, e])) as Record<ShockTerrainId, ShockTerrainEntry>,
);
export const TEC_SHOCK_ROWS: readonly ShockTerrainEntry[] = Object.freeze(SHOCK_ENTRIES.map((e) => TEC_SHOCK[e.id]));

/** AG 9.25: one terrain feature's shock DRM for attackers of class `attacker`, after any Fill there. */
export function shockTerrainDrm(id: ShockTerrainId, attacker: MoverClass, fill = 0): number {
  const e = TEC_SHOCK[id];
  if (!e) throw new RangeError(`No Terrain Effects Chart shock entry '${id}'`);
  if (!Number.isInteger(fill) || fill < 0 || fill > 4) throw new RangeError(`Fill counters are valued 0–4, not ${fill}`);
  if (e.cancelledByFill !== undefined && fill >= e.cancelledByFill) return 0;
  return e[attacker].drm;
}

/**
 * Errata #5: the terrain DRM of one shock. `perAttackingHex` holds, for each hex the attack comes
 * from, the DRMs of every terrain that attack crosses; each hex's DRMs add up, and of the hexes
 * only the highest penalty counts. Reading of "highest": the largest in size, i.e. the one most
 * favourable to the defender (every shock terrain DRM is ≤ 0), as GBoH gives the defender the best
 * of his ground. No attacking hex at all: 0.
 */
export function combineShockTerrain(perAttackingHex: readonly (readonly number[])[]): number {
  if (perAttackingHex.length === 0) return 0;
  const sums = perAttackingHex.map((drms) => drms.reduce((a, b) => a + b, 0));
  return Math.min(...sums) + 0; // + 0 turns −0 into 0
}

export type MissileTerrainId =
  | 'targetLower' | 'forestTarget' | 'archersAtRampartFromBelow' | 'javelinsAtRampartFromBelow' | 'palintonosOverWall';

export interface MissileTerrainEntry {
  readonly id: MissileTerrainId;
  readonly name: string;
  readonly rule: string;
  readonly drm: number;
  /** The missile classes it applies to. */
  readonly classes: readonly MissileClass[];
  readonly provenance: Provenance;
  readonly note?: string;
}

const ALL: readonly MissileClass[] = ['A', 'J', 'Scorpion', 'Palintonos', 'AFire'];

const MISSILE_ENTRIES: readonly MissileTerrainEntry[] = [
  {
    id: 'targetLower', name: 'Target lower than the firer', rule: 'AG 8.17', drm: -1, classes: ALL,
    provenance: fixed('AG 8.17, GB-9.23 (the cohort on its Rampart throws at −1)'),
    note: 'A Rampart counts one level above its ground (AG 6.42, AG 8.15).',
  },
  {
    id: 'forestTarget', name: 'Target in a forest hex', rule: 'AG 8.17', drm: 1, classes: ALL,
    provenance: fixed('AG 8.17'),
  },
  {
    id: 'archersAtRampartFromBelow', name: 'Archers firing from a non-Rampart hex at a Rampart target', rule: 'AG 8.17', drm: 1,
    classes: ['A', 'AFire'],
    provenance: fixed('AG 8.17, GB-8.17 (raw 1 becomes 2); fire arrows follow the arrows’ procedure (AG 8.42)'),
  },
  {
    id: 'javelinsAtRampartFromBelow', name: 'Javelins thrown from a non-Rampart hex at a Rampart target', rule: 'AG 8.17', drm: 4,
    classes: ['J'],
    provenance: fixed('AG 8.17'),
  },
  {
    id: 'palintonosOverWall', name: 'Palintonos firing over a wall or Rampart', rule: 'AG 8.55', drm: 1,
    classes: ['Palintonos'],
    provenance: fixed('AG 8.55 (Scorpions cannot fire over walls at all)'),
  },
];

export const TEC_MISSILE: Readonly<Record<MissileTerrainId, MissileTerrainEntry>> = deepFreeze(
  Object.fromEntries(MISSILE_ENTRIES.map((e) => [e.id, e])) as Record<MissileTerrainId, MissileTerrainEntry>,
);
export const TEC_MISSILE_ROWS: readonly MissileTerrainEntry[] = Object.freeze(MISSILE_ENTRIES.map((e) => TEC_MISSILE[e.id]));

/** AG 8.17, AG 8.55: the missile DRM of one terrain case for a firer of class `cls` (0 if it does not apply). */
export function missileTerrainDrm(id: MissileTerrainId, cls: MissileClass): number {
  const e = TEC_MISSILE[id];
  if (!e) throw new RangeError(`No Terrain Effects Chart missile entry '${id}'`);
  return e.classes.includes(cls) ? e.drm : 0;
}

/** The cell read, for the log. */
export function tecCombatRef(id: ShockTerrainId | MissileTerrainId, col: string): GbohTableCell {
  return { table: 'gboh-terrain', row: id, col };
}
