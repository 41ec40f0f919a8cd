/**
 * The shock segment in play (AG 9.0–9.3, 10.2–10.4): the shapes the state keeps while the active
 * Command's shocks are designated and resolved (./play.ts drives it), and the standing orders for the
 * decisions the rules leave to the players (reading X2, ./orders.ts).
 *
 * AG 9.0  shock comes after every active unit has moved and fired: the phase owner ends movement
 *         with `toShock`, and the segment runs until every designated shock is resolved; the
 *         Activation Phase then ends.
 * AG 9.2  each step is done for every shock before the next: designation (9.21), Retreat Before
 *         Shock (9.22), the pre-shock TQ test (9.23), leader loss (9.24); then each shock is
 *         resolved (9.25) with its advance (9.3) and any Continued Shock (10.3), in the order of
 *         designation (reading: the attacker's order is the order he designated them in).
 */
import type { AgSide } from '../data/types';
import type { ShockType } from '../tables/types';
import type { Facing } from '../state';

/** One designated shock: unit ids as designated (the units that are still there take part). */
export interface SegShock {
  attackers: string[];
  defenders: string[];
  /** AG 9.11: at least one attacker had to attack (the pre-shock test is due, 9.23). */
  mandatory: boolean;
  /** AG 9.25 "moving attack", AG 10.3: an attacker moved, or advanced into this Continued Shock. */
  moving: boolean;
  /** AG 10.3: 0 for a designated shock, n for the n-th Continued Shock that followed it. */
  cs: number;
  /** AG 9.2: cancelled (a defender retreated before shock, or every defender left after its test). */
  off?: 'rbs' | 'pretest' | 'gone';
  /** Hexes the defenders left by the pre-shock test or a shock result (AG 9.31). */
  vacated: string[];
  /** AG 9.22: defenders that retreated before shock, from and to. */
  rbs?: Record<string, { from: string; to: string }>;
  /** The defending hexes when the shock was designated, with the top defender's facing (AG 9.33). */
  defAt: Record<string, Facing>;
}

/** The resolution of the shock under way (AG 9.25 and after). */
export interface SegRound {
  /** AG 9.25: the Weapon System types named (the attacker first, then the defender). */
  weapons: { attacker?: ShockType; defender?: ShockType };
  /** The attacker's die once rolled. */
  die?: number;
  /** The Hits are applied. */
  rolled?: boolean;
  /** AG 9.25: the leftover placements, once decided (by the player who inflicts them). */
  attackerLeftover?: string[];
  defenderLeftover?: string[];
  /** AG 10.2: units still to retreat (after the Hits), in order. */
  retreats: string[];
  /** Defenders who did retreat (AG 10.3: they drop out of the Continued Shock). */
  retreated: string[];
  /** AG 10.24: the defender on a Rampart was attacked from below. */
  fromBelow: boolean;
  /** AG 10.3: the result called for a Continued Shock. */
  cs: boolean;
  /** AG 9.3: the attackers advanced into a vacated hex. */
  advanced: boolean;
  /** The advance step is done. */
  advanceDone?: boolean;
  /** Hexes an attacker has advanced into (AG 9.31). */
  into?: string[];
  /** AG 8.62: who advanced into each hex of `into`, and from where (its Entry reaction fire). */
  advancers?: Record<string, { unit: string; from: string }>;
}

export type ShockStage = 'designate' | 'rbs' | 'pretest' | 'leaders' | 'resolve';

export type DecisionKind = 'rbs' | 'pretest-retreat' | 'weapon-attacker' | 'weapon-defender' | 'leftover-attacker' | 'leftover-defender' | 'hold' | 'retreat' | 'advance' | 'escape'
  /** AG 8.62: Entry reaction fire at a unit advancing after shock (shock/entryFire.ts). */
  | 'entry-fire';

/** A decision waiting for a player: `toAct` is `side`; the legal list holds one `answer` per option. */
export interface Pending {
  side: AgSide;
  kind: DecisionKind;
  rule: string;
  prompt: string;
  /** Option ids (`answer.choice`) with what each means. */
  options: { id: string; label: string }[];
  /** The unit (or leader) the decision is about, if one. */
  subject?: string;
}

export interface ShockSegment {
  stage: ShockStage;
  shocks: SegShock[];
  /** Index of the shock being handled in the current stage. */
  cur: number;
  /** Index of the unit being handled inside the shock (RBS, pre-shock test). */
  sub: number;
  round: SegRound | null;
  pending: Pending | null;
  /** Answers already given in this segment (decision key → choice). */
  answers: Record<string, string>;
  /** AG 10.2: retreats still to make, in order (pre-shock test, shock results). */
  queue: RetreatDue[];
  /** Retreats made so far (keys the retreat decisions). */
  qn?: number;
  /** AG 9.12: hexes of the voluntary stacks the attacker designated. */
  chosen?: string[];
  /** AG 8.62: units that have retreated in this segment (they may not fire at an advancing unit). */
  retreatedUnits?: string[];
}

/** A retreat to make (AG 9.23, 9.25, 10.2). */
export interface RetreatDue {
  unit: string;
  /** AG 10.24: the unit may hold its Rampart for 1 Hit instead. */
  hold: boolean;
  rule: string;
  shock: number;
  /** A defender of the shock (AG 10.3: it drops out of the Continued Shock). */
  defender?: boolean;
}

/**
 * Reading X2 — standing orders for the decisions the rules give the player who is NOT in his phase
 * (AG 9.22, 4.32–4.33, 10.24, 9.25, 10.21). `ask` hands the screen over; the others answer at once
 * and the log says so.
 */
export interface CombatOrders {
  /** AG 9.22: retreat before shock whenever allowed (`always`: to the farthest hex), or never. */
  rbs: 'ask' | 'never' | 'always';
  /** AG 10.24: hold the wall for 1 Hit, or retreat. */
  hold: 'ask' | 'hold' | 'retreat';
  /** AG 9.25: the defender's Weapon System type when several are present (`best`: the one least bad for him). */
  weapon: 'ask' | 'best';
  /** AG 9.25: leftover Hits the player inflicts (`auto`: top units first, the nearest to breaking first). */
  leftover: 'ask' | 'auto';
  /** AG 10.21: which hex a retreating unit goes to (`auto`: out of enemy fire if it can). */
  retreat: 'ask' | 'auto';
  /** AG 4.32–4.33: a leader about to be shocked (or approached alone) leaves. */
  escape: 'ask' | 'always' | 'never';
}

export const DEFAULT_COMBAT_ORDERS: Readonly<CombatOrders> = Object.freeze({
  rbs: 'never', hold: 'hold', weapon: 'best', leftover: 'auto', retreat: 'auto', escape: 'never',
});

/** AG 9.12, 9.22: where the units stood when the Activation Phase began. */
export interface PhaseStart {
  /** Unit id → hex key at the start of the phase (units on a map hex only). */
  at: Record<string, string>;
  /** Units that stood in an enemy ZOC (AG 9.22: no Retreat Before Shock). */
  inEnemyZoc: string[];
  /** Units with an enemy unit in their own ZOC (AG 9.12: voluntary shock). */
  enemyInZoc: string[];
}
