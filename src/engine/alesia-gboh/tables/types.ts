/**
 * Shared vocabulary of the reconstructed Alésia GBoH tables (seed 002, AG 9.41–9.43, AG 6.8, AG 5.33).
 *
 * Seed 002 names five tables it never prints: Shock Results (AG 9.42), Missile Range & Results
 * (AG 9.41), Weapon System Matrix (AG 9.43), Terrain Effects Chart (AG 6.8) and Gallic Entry
 * Arrival (AG 5.33). Every cell of them carries a `Provenance`: either fixed by the seed (a rule
 * or worked-example id is named) or reconstructed (the reason is named). See
 * docs/reconstruction/gboh-tables.md.
 *
 * The unit-type unions below are this folder's own: the counter data (src/engine/alesia-gboh/data/)
 * is written elsewhere, and only needs to map its types onto these names.
 */

// ---------------------------------------------------------------- the die (AG 2.3)

/**
 * AG 2.3: one ten-sided die, read 0–9; "0" is zero, the lowest face, never 10.
 * Every table here is read on that die; a modified roll may fall outside 0–9.
 */
export const D10_MIN = 0;
export const D10_MAX = 9;

/** Refuses a face the d10 cannot show (AG 2.3). */
export function checkD10(die: number): void {
  if (!Number.isInteger(die) || die < D10_MIN || die > D10_MAX) throw new RangeError(`A d10 shows 0–9, not ${die}`);
}

/** Refuses a modified roll that is not a whole number (DRMs are whole numbers). */
export function checkModifiedRoll(roll: number): void {
  if (!Number.isInteger(roll)) throw new RangeError(`A modified roll is a whole number, not ${roll}`);
}

// ---------------------------------------------------------------- provenance

/** A cell the seed fixes: `source` names the rule (`AG x.y`) or worked example (`GB-…`). */
export interface Fixed {
  readonly reconstructed: false;
  readonly source: string;
}

/** A cell the seed does not print: `why` says how it was rebuilt. */
export interface Reconstructed {
  readonly reconstructed: true;
  readonly why: string;
}

export type Provenance = Fixed | Reconstructed;

export function fixed(source: string): Fixed {
  return Object.freeze({ reconstructed: false as const, source });
}

export function recon(why: string): Reconstructed {
  return Object.freeze({ reconstructed: true as const, why });
}

/** Freezes an object graph of plain data (the tables are never edited at run time). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

// ---------------------------------------------------------------- unit types (AG 2.22, 2.4)

/**
 * The combat types that can shock or be shocked (AG 2.22, 2.4, 9.26–9.27), the rows and columns of
 * the Weapon System Matrix (AG 9.43):
 * - CO: legionary cohort (all VET at Alésia, AG 2.22 note; REC would read the CO row too);
 * - BI: barbarian infantry (relief tribes and the Alesia force);
 * - LI: light infantry (Numidians; the Gallic LI that come with the cavalry counters, AG 4.44);
 * - LN: lancers, cavalry without missiles (AG 2.4). Gallic cavalry has no javelins (AG 8.21),
 *   so this edition reads Gallic cavalry as LN;
 * - LC: light cavalry (the Iberians);
 * - GC: German cavalry, light horse with running LI as one type (AG 9.5).
 * Archers and artillery never shock (AG 9.26) and are ignored or eliminated as defenders
 * (AG 9.27), so they have no row or column.
 */
export type ShockType = 'CO' | 'BI' | 'LI' | 'LN' | 'LC' | 'GC';
export const SHOCK_TYPES: readonly ShockType[] = Object.freeze(['CO', 'BI', 'LI', 'LN', 'LC', 'GC']);

/** Cavalry types (AG 2.4: lancers, light and German cavalry). */
export const CAVALRY_TYPES: readonly ShockType[] = Object.freeze(['LN', 'LC', 'GC']);
export function isCavalry(t: ShockType): boolean {
  return CAVALRY_TYPES.includes(t);
}

/**
 * Missile classes, the rows of the Missile Range & Results Table (AG 2.21, 8.11, 8.42, 8.5):
 * 'A' arrows (Roman and Gallic archers), 'J' javelins (cohorts, LI, Roman cavalry, the Gallic LI
 * of the cavalry counters), 'Scorpion' and 'Palintonos' (Roman artillery), 'AFire' the fire-arrow
 * number of the (A) row (AG 8.42).
 */
export type MissileClass = 'A' | 'J' | 'Scorpion' | 'Palintonos' | 'AFire';
export const MISSILE_CLASSES: readonly MissileClass[] = Object.freeze(['A', 'J', 'Scorpion', 'Palintonos', 'AFire']);

/**
 * Movement classes the Terrain Effects Chart distinguishes (AG 2.4: foot = all but artillery and
 * cavalry). Reading: artillery in Move mode (AG 8.52) is man-hauled and reads the foot column.
 */
export type MoverClass = 'foot' | 'cavalry';

/** Gallic Entry Zones I–XVI (AG 5.31, 5.33). */
export type EntryZone =
  | 'I' | 'II' | 'III' | 'IV' | 'V' | 'VI' | 'VII' | 'VIII'
  | 'IX' | 'X' | 'XI' | 'XII' | 'XIII' | 'XIV' | 'XV' | 'XVI';
export const ENTRY_ZONES: readonly EntryZone[] = Object.freeze([
  'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI',
] as EntryZone[]);

/** A reference to one table cell, for the log and the previews (same shape as core/log's TableCell). */
export interface GbohTableCell {
  table: 'gboh-shock' | 'gboh-missile' | 'gboh-wsm' | 'gboh-terrain' | 'gboh-entry';
  row: string;
  col: string;
}
