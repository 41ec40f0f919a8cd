/**
 * Missile Range & Results Table of Alésia GBoH (AG 8.16, AG 9.41) — RECONSTRUCTED except the cells
 * the seed fixes; the seed does not print it.
 *
 * AG 8.16  one d10 per fire, plus the DRMs of AG 8.17: a modified roll ≤ the hit number printed
 *          for the range gives 1 Hit (applied per AG 8.14); higher misses.
 * AG 8.14  javelin and Scorpion Hits strike the top unit only; arrow and Palintonos Hits strike
 *          every unit in the hex.
 * AG 8.42  fire arrows read the (A) fire number: a roll ≤ it sets the hex on fire.
 * AG 8.56  Palintonos never fire at an adjacent hex (minimum range 2).
 * AG 8.19, 8.61  javelins reach 1 hex only: LI need shoot-and-scoot to throw from 2 hexes ("as if
 *          at range 1"), and only units of range ≥ 2 get Withdrawal reaction fire at range 2.
 *
 * Seed cells: A at range 3 = 1 (GB-8.17: raw 1 + 1 = 2 misses, raw 0 + 1 = 1 hits); J at range 1
 * ≥ 4 (GB-9.23: raw 5 − 1 = 4 hits); archers reach range 3 (AG 8.13 LOS example).
 *
 * Range = hexes from firer to target, counting the target hex, not the firer's.
 */
import {
  MISSILE_CLASSES, checkModifiedRoll, deepFreeze, fixed, recon, type GbohTableCell, type MissileClass, type Provenance,
} from './types';

export const MISSILE_TABLE_NAME = 'Missile Range & Results Table';

export const MISSILE_TABLE_LEGEND =
  'Find the firer’s row and the range in hexes. Roll one d10 (0–9) and add the missile DRMs: ' +
  'a result at or under the number is 1 Hit (on the top unit for J and Scorpion, on every unit in the hex ' +
  'for A and Palintonos); above it misses. A fire arrow at or under its number sets the hex on fire. ' +
  '— : out of range.';

export interface MissileCell {
  readonly range: number;
  /** Hit when the modified roll is ≤ this number (AG 8.16). */
  readonly hitNumber: number;
  readonly provenance: Provenance;
}

export interface MissileRow {
  readonly cls: MissileClass;
  readonly name: string;
  readonly minRange: number;
  readonly maxRange: number;
  /** One cell per range, minRange … maxRange in order. */
  readonly cells: readonly MissileCell[];
  /** AG 8.14: the Hit strikes every unit in the target hex (else the top unit only, AG 6.66). */
  readonly hitsEveryUnit: boolean;
  /** AG 8.42: the result sets the hex on fire instead of giving a Hit. */
  readonly sets: 'hit' | 'fire';
  /** Why the row's reach is what it is. */
  readonly reach: Provenance;
}

function cells(minRange: number, numbers: readonly (readonly [number, Provenance])[]): MissileCell[] {
  return numbers.map(([hitNumber, provenance], i) => ({ range: minRange + i, hitNumber, provenance }));
}

const R_A = recon('GBoH series archer row (A: 5 at 1 hex, 3 at 2 hexes); range 3 is the seed’s');
const R_J = recon('GBoH series javelin number 5 at range 1, which meets the seed’s ≥ 4 (GB-9.23)');
const R_SCORP = recon('GBoH bolt-thrower row (7,5,5,3,2,1,0) shortened to six 100-yard hexes and one lower at the muzzle: it fires twice (AG 8.54) at the top unit only');
const R_PAL = recon('stone-thrower: low numbers because it is "not anti-personnel" (AG 2.23, 8.5) but strikes every unit (AG 8.14); longest reach of all');
const R_FIRE = recon('kept below the arrow row: a fire clears a Rampart hex and may burn it down (AG 8.43–8.45)');

export const MISSILE_TABLE: Readonly<Record<MissileClass, MissileRow>> = deepFreeze({
  A: {
    cls: 'A', name: 'Arrows (A)', minRange: 1, maxRange: 3,
    cells: cells(1, [[5, R_A], [3, R_A], [1, fixed('GB-8.17 (AG 8.17 example: range 3, 2 misses, 1 hits)')]]),
    hitsEveryUnit: true, sets: 'hit',
    reach: recon('range 3 is shown by the AG 8.13 LOS example; no more, since bows carried 250 yards at most (AG 2.4) and a hex is 100 yards'),
  },
  J: {
    cls: 'J', name: 'Javelins (J)', minRange: 1, maxRange: 1,
    cells: cells(1, [[5, R_J]]),
    hitsEveryUnit: false, sets: 'hit',
    reach: fixed('AG 8.19, AG 8.61 (shoot-and-scoot is needed to throw from 2 hexes; Withdrawal fire needs range ≥ 2)'),
  },
  Scorpion: {
    cls: 'Scorpion', name: 'Scorpion', minRange: 1, maxRange: 6,
    cells: cells(1, [[6, R_SCORP], [5, R_SCORP], [4, R_SCORP], [3, R_SCORP], [2, R_SCORP], [1, R_SCORP]]),
    hitsEveryUnit: false, sets: 'hit',
    reach: recon('six hexes, the GBoH bolt-thrower reach less its last, all-but-useless hex'),
  },
  Palintonos: {
    cls: 'Palintonos', name: 'Palintonos', minRange: 2, maxRange: 8,
    cells: cells(2, [[3, R_PAL], [3, R_PAL], [2, R_PAL], [2, R_PAL], [1, R_PAL], [1, R_PAL], [0, R_PAL]]),
    hitsEveryUnit: true, sets: 'hit',
    reach: fixed('AG 8.56 (no fire at an adjacent hex: minimum range 2); the maximum of 8 is reconstructed'),
  },
  AFire: {
    cls: 'AFire', name: 'Fire arrows (A fire)', minRange: 1, maxRange: 3,
    cells: cells(1, [[2, R_FIRE], [1, R_FIRE], [0, R_FIRE]]),
    hitsEveryUnit: false, sets: 'fire',
    reach: fixed('AG 8.42 (fire arrows use the archers’ procedure, so the archers’ reach)'),
  },
});

/** The table's rows in print order. */
export const MISSILE_ROWS: readonly MissileRow[] = Object.freeze(MISSILE_CLASSES.map((c) => MISSILE_TABLE[c]));

function checkRange(range: number): void {
  if (!Number.isInteger(range) || range < 1) throw new RangeError(`A missile range is a whole number of hexes ≥ 1, not ${range}`);
}

/** True when `range` hexes lie within the class's reach (AG 8.13, 8.56). */
export function inMissileRange(cls: MissileClass, range: number): boolean {
  checkRange(range);
  const r = MISSILE_TABLE[cls];
  return range >= r.minRange && range <= r.maxRange;
}

/** AG 9.41: the printed hit number at `range`, or null out of range ('—'). */
export function missileHitNumber(cls: MissileClass, range: number): number | null {
  if (!inMissileRange(cls, range)) return null;
  const r = MISSILE_TABLE[cls];
  return r.cells[range - r.minRange].hitNumber;
}

/** AG 8.16: does the modified roll (die + AG 8.17 DRMs) hit? Refuses a range the class cannot reach. */
export function missileHit(cls: MissileClass, range: number, modifiedRoll: number): boolean {
  checkModifiedRoll(modifiedRoll);
  const n = missileHitNumber(cls, range);
  if (n === null) throw new RangeError(`${MISSILE_TABLE[cls].name} cannot fire at range ${range}`);
  return modifiedRoll <= n;
}

/**
 * AG 8.61: only a missile unit of range ≥ 2 gets Withdrawal reaction fire (at range 2). Fire arrows
 * never react (AG 8.41).
 */
export function hasWithdrawalFire(cls: MissileClass): boolean {
  return cls !== 'AFire' && inMissileRange(cls, 2);
}

/** The cell read, for the log. */
export function missileRef(cls: MissileClass, range: number): GbohTableCell {
  return { table: 'gboh-missile', row: cls, col: String(range) };
}

/** AG 8.16: a hit is one Hit on each unit it strikes. */
export const MISSILE_HITS_PER_UNIT = 1;

/**
 * AG 8.14, AG 6.66: how many units of a hex of `unitsInHex` combat units a hit strikes: all of them
 * for arrows and Palintonos, the top one (the bottom one through a rear hexside, AG 6.66) for
 * javelins and Scorpions, none for fire arrows, which set the hex on fire instead (AG 8.42–8.43).
 */
export function missileUnitsStruck(cls: MissileClass, unitsInHex: number): number {
  if (!Number.isInteger(unitsInHex) || unitsInHex < 1) throw new RangeError(`A target hex holds at least one combat unit, not ${unitsInHex}`);
  const r = MISSILE_TABLE[cls];
  if (r.sets === 'fire') return 0;
  return r.hitsEveryUnit ? unitsInHex : 1;
}
