/**
 * Counters of Alesia (1983 rules): who they are and what they can do (AC 2). AC 2.1 — each counter
 * carries what play needs: side, kind, combat and movement factors; AC 2.2 — the kinds below are
 * the counter types of the rules (Gallic infantry and cavalry, Roman cohorts, recruits, cavalry,
 * archers, slingers, Numidian light infantry, the leaders and the forts).
 */

export type AcSide = 'roman' | 'gallic';

/**
 * cohort: legion cohort (incl. the 10th); recruit: North Italian recruit cohort; cavalry; archer and
 * slinger: missile units (AC 20); light: Numidian light infantry; infantry: Gallic assault group;
 * leader: Caesar, Labienus, Vercingetorix (AC 19); fort: immobile fort with missile engines (AC 24).
 */
export type AcKind = 'cohort' | 'recruit' | 'cavalry' | 'archer' | 'slinger' | 'light' | 'infantry' | 'leader' | 'fort';

/** Gallic forces (AC 2.3): the besieged garrison with Vercingetorix, or the relief army. */
export type Force = 'besieged' | 'relief';

/** AC 12.4 — losses are counted per type for revival; legion and recruit cohorts share a pool. */
export type RevivalPool = 'legion' | 'roman-cavalry' | 'gallic-infantry' | 'gallic-cavalry' | 'none';

export interface AcUnitDef {
  id: string;
  side: AcSide;
  kind: AcKind;
  /** As printed on the counter (AC 2.6: for history only). */
  name: string;
  /** Combat factor (AC 2.4); missile units defend at 1 (AC 20.1); leaders and forts have none. */
  cf: number;
  /** Movement factor (AC 2.5); forts have none. */
  mf: number;
  force?: Force;
  pool: RevivalPool;
  /** Why these numbers: sourced, or how they were reconstructed. */
  source: string;
  reconstructed: boolean;
}

export const isMissile = (u: AcUnitDef): boolean => u.kind === 'archer' || u.kind === 'slinger';
/** AC 10.4 — forts and leaders do not count for stacking. */
export const countsForStacking = (u: AcUnitDef): boolean => u.kind !== 'leader' && u.kind !== 'fort';
