/**
 * Counters of Alésia (GMT Great Battles of History vol. XI, seed 002): the shapes of the data.
 *
 * AG 2.2 — four kinds of piece: combat units, tribal counters, leaders, information markers (markers
 * are UI state and are not defined here). AG 2.21 — a combat unit carries a type (and maybe a class),
 * a Troop Quality (TQ), a Movement Allowance (MA) and, if it can fire, a missile letter; it has no
 * Size rating (design note 1 of 2.21). AG 4.42 — a tribal counter carries Size, Control and
 * Withdrawal. AG 4.21–4.24 — leaders carry Initiative, Seizures, Charisma, Command Range, Control.
 *
 * The seed prints none of the counter values. Every datum the seed (or its errata) fixes is marked
 * `reconstructed: false` with its rule in `source`; every other datum is `reconstructed: true` with
 * the reason in `why` (docs/reconstruction/gboh-counters.md explains each choice).
 *
 * Shared names: `AgUnitType` (CO/BI/LI/AR/LN/LC/GC/SC/PA) is defined here; the weapon-system rows
 * and missile classes are the tables' own (../tables/types.ts), so a counter reads its table row by
 * the same name. The type letters are the seed's (AG 2.22).
 */
import type { MissileClass, ShockType } from '../tables/types';

export type AgSide = 'roman' | 'gallic';

/**
 * AG 2.22 / 2.4 unit types.
 * CO cohort (legionary heavy infantry); BI barbarian (Gallic tribal) infantry; LI light infantry
 * (Numidian, or the Gallic LI that come with the cavalry counters, AG 4.44); AR archers (Roman,
 * e.g. Cretan, or Gallic; "Archers" in the glossary, never shock, AG 8.3); LN lancers — cavalry
 * without missiles (the Gallic cavalry, AG 8.21); LC light cavalry (Iberian); GC German cavalry
 * (AG 9.5); SC Scorpion and PA Palintonos (artillery, AG 8.5).
 */
export type AgUnitType = 'CO' | 'BI' | 'LI' | 'AR' | 'LN' | 'LC' | 'GC' | 'SC' | 'PA';

/** AG 2.22 — cohorts are VET or REC; there are no REC at Alésia (design note), so every CO is VET. */
export type AgClass = 'VET' | 'REC';

/**
 * AG 2.21 / 8.11 — what a unit fires: A arrows (also the fire-arrow number, AG 8.42), J javelins
 * (incl. short darts), or one of the two artillery rows of the Missile Range & Results Table.
 */
export type AgMissile = Exclude<MissileClass, 'AFire'>;

/**
 * Which army a unit belongs to: the Roman army; the Gallic relief army (tribal counters and the two
 * cavalry counters); the besieged Alésia force (AG 5.61: one "tribe" with no tribal counter).
 */
export type AgForce = 'roman' | 'relief' | 'alesia';

/** A datum the seed fixes, or one this edition rebuilt. */
export interface Provenance {
  /** false: the seed or its errata fix it (`source` names the rule); true: rebuilt (`why` says how). */
  reconstructed: boolean;
  /** Rule ids / errata items that fix or constrain the datum. */
  source?: string;
  /** Why a rebuilt datum has this value. Required when `reconstructed`. */
  why?: string;
}

export interface AgUnitDef extends Provenance {
  /** Stable id, e.g. `co-vi-3`, `bi-arverni-7`, `bi-arverni-gabali-1`, `li-numidian-2`. */
  id: string;
  side: AgSide;
  force: AgForce;
  type: AgUnitType;
  /** AG 2.22 — only cohorts have a class. */
  class?: AgClass;
  /** Counter caption, e.g. "Legio X, Cohort 3", "Arverni BI #4", "Ambivareti BI #1". */
  name: string;
  /** AG 2.21 — Troop Quality on the front. */
  tq: number;
  /**
   * AG 2.21, 10.13–10.14, 10.64 — TQ of the reduced side; `null` when the unit has no reduced side
   * (it is eliminated, not routed, when Hits ≥ TQ). Only cohorts and relief BI have one.
   */
  reducedTq: number | null;
  /**
   * AG 10.63 optional rule — Alésia-force BI treated as relief units for Recovery: the TQ of the
   * reduced side their counters carry (the design note to 10.63 says they have one). Absent otherwise.
   */
  optionalReducedTq?: number;
  /** AG 2.21, 6.11 — printed Movement Allowance. */
  ma: number;
  /** AG 2.21 — missile letter, absent when the unit cannot fire. */
  missile?: AgMissile;
  /** Roman legion (AG 4.11): cohorts and the legion's Scorpion (AG 8.51). Roman numeral, e.g. 'X'. */
  legion?: string;
  /** Relief tribe (AG 4.12): the tribal counter's id the unit belongs to. */
  tribe?: string;
  /**
   * AG 2.24, 6.61 — a linked (client) tribe inside a counter: named with its "mother" tribe for
   * command and withdrawal, but stacking treats it as a tribe of its own. Absent for the mother tribe.
   */
  linked?: string;
  /** AG 4.44, 5.7 — Gallic cavalry and LI that enter through the two cavalry counters (a shared pool). */
  cavalryPool?: boolean;
  /** Origin printed on auxiliaries (Numidian, Cretan, Iberian, German). */
  origin?: string;
}

/** AG 4.42 — a large (5/8") tribal counter of the relief army, or one of the two cavalry counters (AG 4.44). */
export interface AgTribeDef extends Provenance {
  /** Stable id, e.g. `arverni`, `armoricani`, `cavalry-1`. */
  id: string;
  /** Name as on the counter and the assignment sheet. */
  name: string;
  /** The linked tribes the counter also stands for (AG 2.24, 5.41); empty for a single tribe. */
  linked: readonly string[];
  /** 'tribe' for an infantry tribe, 'cavalry' for a cavalry counter (AG 4.44). */
  kind: 'tribe' | 'cavalry';
  /**
   * AG 4.42 — Size: combat units of the tribe at the start. For a cavalry counter (AG 5.7) the number
   * of Gallic cavalry and/or LI that may enter with it.
   */
  size: number;
  /** AG 4.42 — Control points: for command (4.12) and entry (5.41–5.43). */
  control: number;
  /** AG 4.42, 10.71 — Withdrawal level: routed + eliminated units that make the tribe withdraw. */
  withdrawal: number;
  /**
   * Which of the three numbers the seed fixes; the others are reconstructed. E.g. `{ control: 'AG
   * 4.12 example' }`.
   */
  fixed: Partial<Record<'size' | 'control' | 'withdrawal', string>>;
  /** Men Caesar says the tribe was asked for (BG VII.75; VII.76 for the horse): the basis of Size. */
  caesarMen: number;
}

/**
 * Leader roles (AG 4.2): overall commanders (Caesar, Commius; Vercingetorix is an OC for seizure and
 * Charisma and a chief for his force, 4.21; Critognatus replaces him, 4.35), Roman zone commanders
 * (4.23), legates (4.11, 4.24), cavalry prefects (4.11), Gallic tribal chiefs (4.12, 4.24) and the
 * two Gallic cavalry leaders (4.44 note: chiefs who command only cavalry and LI).
 */
export type AgLeaderRole = 'oc' | 'zone' | 'legate' | 'prefect' | 'chief' | 'cavalry-leader';

export interface AgLeaderDef extends Provenance {
  id: string;
  side: AgSide;
  name: string;
  role: AgLeaderRole;
  /** AG 4.21 — seizure target (d10 ≤ Initiative). OCs and zone commanders only. */
  initiative?: number;
  /** AG 4.21, 5.22 — seizure attempts (and OC solo moves, 5.25) per Assault Period. */
  seizures?: number;
  /** AG 4.21, 4.34 — shock DRM ±1 to his units stacked or adjacent (0 = none). */
  charisma: number;
  /** AG 4.24 — Command Range in MP. Absent for Caesar (his seizures reach any legion, 5.21). */
  range?: number;
  /** AG 4.24 — Control (Gauls only): tribal Control points he may activate. Vercingetorix has none. */
  control?: number;
  /** AG 4.21, 6.12–6.14 — MP per activation: 30 for OCs and zone commanders, 9 for the others. */
  ma: number;
  /** Legates: their legion (AG 4.11). */
  legion?: string;
  /** Which ratings the seed fixes (rule id per rating). */
  fixed: Partial<Record<'initiative' | 'seizures' | 'charisma' | 'range' | 'control' | 'ma', string>>;
}

/** AG 2.23, 4.11, 8.51, 10.8 — a legion: ten cohorts, its Scorpion, its Aquila and its legate. */
export interface AgLegionDef extends Provenance {
  /** Roman numeral as printed ('VI'…'XV'). */
  id: string;
  /** The legate's leader id. */
  legate: string;
  /** The Aquila marker's id (AG 10.8). */
  aquila: string;
}

/** AG 2.21 — the reduced side exists only for cohorts and relief BI (10.13; 10.42 note). */
export const hasReducedSide = (u: AgUnitDef): boolean => u.reducedTq !== null;
/** AG 2.4 — Cavalry: lancers, light cavalry and German cavalry. */
export const isCavalry = (u: Pick<AgUnitDef, 'type'>): boolean => u.type === 'LN' || u.type === 'LC' || u.type === 'GC';
/** AG 2.4 — Artillery: Scorpions and Palintonos. */
export const isArtillery = (u: Pick<AgUnitDef, 'type'>): boolean => u.type === 'SC' || u.type === 'PA';
/** AG 2.4 — Foot: everything but artillery and cavalry. */
export const isFoot = (u: Pick<AgUnitDef, 'type'>): boolean => !isCavalry(u) && !isArtillery(u);
/** AG 2.4 — Infantry: foot except archers (CO, BI, LI; 6.61, 6.67). */
export const isInfantry = (u: Pick<AgUnitDef, 'type'>): boolean => u.type === 'CO' || u.type === 'BI' || u.type === 'LI';
/** AG 2.4, 4.11, 8.51 — Roman auxiliaries: non-cohort Roman foot (LI, archers) plus the Palintonos. */
export const isAuxiliary = (u: Pick<AgUnitDef, 'type' | 'side'>): boolean =>
  u.side === 'roman' && (u.type === 'LI' || u.type === 'AR' || u.type === 'PA');
/** AG 8.17 — mounted missile units (the +1 for moving applies to them). */
export const isMountedMissile = (u: Pick<AgUnitDef, 'type' | 'missile'>): boolean => isCavalry(u) && u.missile !== undefined;

/**
 * AG 9.25 (e), 9.43 — the row/column a unit uses on the Weapon System Matrix: its type for CO, BI,
 * LI, LC, GC; lancers (LN, the Gallic cavalry) as LN. Archers and artillery never shock and, as
 * defenders, add nothing (AG 9.26–9.27), so they have none.
 */
export type AgWeaponSystem = ShockType;
export const weaponSystem = (u: Pick<AgUnitDef, 'type'>): AgWeaponSystem | null =>
  u.type === 'AR' || u.type === 'SC' || u.type === 'PA' ? null : u.type;
