/** The state of a combat phase (AC 13–16): battles declared, fought, and what follows them. */
import type { AcSide } from '../state';
import type { H2hResult } from '../tables/h2h';

/** One battle: attacking units against every unit in the defending hexes (AC 14). */
export interface Battle {
  attackers: string[];
  hexes: string[];
  /** The defending units, fixed when combat is locked (AC FAQ.5: a unit advancing in later is not one, and the odds stay). */
  defenders?: string[];
  /** A refight of a Battle Rages result, which the attacker may not drop (AC 15.3). */
  rages?: true;
  /**
   * The battle's number as the players know it (1, 2, …), given when it is declared and kept while
   * other battles are called off or resolved (the actions name a battle by its place in the list).
   */
  no?: number;
}

/** The number the players know a battle by: its own, or its place in the list for an older state. */
export const battleNo = (b: Battle, index: number): number => b.no ?? index + 1;

/** The number for a battle declared now: one past the highest still in the list. */
export const nextBattleNo = (battles: readonly Battle[]): number => battles.reduce((n, b, i) => Math.max(n, battleNo(b, i)), 0) + 1;

/** The winner's advance that follows the loser's retreats (AC 15.3 AA/DA). */
export type ThenAdvance = { units: string[]; into: string[]; hexes: number; side: AcSide } | null;

/** A result's movement still to be carried out, decided by `chooser`. */
export type AfterCombat =
  | {
      kind: 'retreat';
      chooser: AcSide;
      /** Units retreating together from one hex. */
      units: string[];
      from: string;
      hexes: number;
      rule: string;
      /** What comes after the retreats: the other side's advance into the vacated hex. */
      thenAdvance: ThenAdvance;
    }
  | {
      kind: 'advance';
      chooser: AcSide;
      /** Units that may still advance. */
      units: string[];
      /** The vacated hexes: the first hex of any advance (AC 15.3, 16.1). */
      into: string[];
      hexes: number;
      rule: string;
    }
  | {
      /**
       * AC 19.6 — a Roman attack has gone against the Romans (AE, AR) and a leader stacked with the
       * attackers has other Roman units not in the battle in its hex: the Roman chooses, leader by
       * leader, whether it stands clear of the result. The result waits to be carried out.
       */
      kind: 'leaders';
      chooser: AcSide;
      /** Leaders still to decide, first first. */
      leaders: string[];
      /** Leaders that chose to stand clear. */
      aside: string[];
      result: H2hResult;
      attackers: string[];
      defenders: string[];
      battle: Battle;
      involved: string[];
      rule: string;
    };

export interface CombatState {
  /** The side attacking in this phase. */
  side: AcSide;
  battles: Battle[];
  /** All battles declared: they are being resolved one at a time (AC 13.3). */
  locked: boolean;
  /** Units that have fought a battle this phase (AC 14.8). */
  fought: string[];
  /** Post-combat movement waiting for a decision, first first. */
  after: AfterCombat[];
  /** AC 19.6 — while a result waits on the leaders' choice is carried out: those who stood clear of it. */
  standClear?: string[];
}

/** A Battle Rages result waiting to be refought (AC 15.3 BR). */
export interface Rage {
  attackerSide: AcSide;
  attackers: string[];
  defenders: string[];
}
