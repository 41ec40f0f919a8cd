import type { RngState } from '../core/rng';
import type { Outcome } from '../core/contract';
import type { LeaderId, PlaceId, RegionId, Side, TribeId, UnitId } from './data/types';
import type { CombatState } from './combat/types';
import type { CombatAction } from './combat/actions';
import type { ReplacementOrder } from './replacements';
import type { NavalAction, NavalState } from './naval/types';

export type { Side };
export type Control = 'roman' | 'gallic' | 'contested';

/** Where a piece is: a region (and perhaps inside one of its oppida/cities), or out of play. */
export interface PieceLoc {
  region: RegionId | null;
  place: PlaceId | null;
  /** Why the piece is off the map: eliminated unit, captured/killed leader, surrendered. */
  out: null | 'eliminated' | 'captured' | 'killed';
}

export interface UnitState extends PieceLoc {
  reduced: boolean;
}

export interface LeaderState extends PieceLoc {
  wounded: boolean;
  /** `absTurn` when the wound was taken; the leader recovers in a later turn (BG 4.2.2). */
  woundedTurn?: number;
  /** Year (BC) a captured, non-indomitable Gallic chief returns in the winter turn (BG 4.2.2). */
  returnsYear?: number;
}

export interface Siege {
  place: PlaceId;
  region: RegionId;
  besieger: Side;
  /** Consecutive siege turns (incl. sallies) so far (BG 4.5.2). */
  turns: number;
}

export type Step =
  | 'supply.depots'
  | 'supply.dismantle'
  | 'supply.scorch'
  | 'roman.replacements'
  | 'roman.move'
  | 'roman.forced'
  | 'gallic.move'
  | 'combat'
  | 'over';

/** The force being formed to move (BG 3.3.1): leaders and units picked from one location. */
export interface Selection {
  region: RegionId;
  place: PlaceId | null;
  leaders: LeaderId[];
  units: UnitId[];
}

/**
 * A pending order to take losses: the owner picks `count` units among `candidates`, one at a time.
 * 'reduce' flips an intact unit or eliminates a reduced one; 'eliminate' removes the unit.
 * Loss orders interrupt whatever step is running; the step resumes when the queue is empty.
 */
export interface LossOrder {
  side: Side;
  region: RegionId;
  candidates: UnitId[];
  count: number;
  mode: 'reduce' | 'eliminate';
  rule: string;
  purpose: string;
  /** When true, intact units must be picked before reduced ones (e.g. pursuit priorities are separate). */
  intactFirst?: boolean;
}

/** BG 3.1 — reinforcements waiting for their owner to pick where they arrive. */
export interface PendingReinforcement {
  /** Id of the scenario's reinforcement entry. */
  id: string;
  side: Side;
  /** Regions the owner may choose from. */
  regions: RegionId[];
}

/** BG 6.2.7 — a free-passage negotiation rolled this game (one per region named). */
export interface Negotiation {
  from: RegionId;
  to: RegionId;
  /** `absTurn` of the roll. */
  turn: number;
  roll: number;
  /** refused: the force may not move this phase; none: no effect; welcome: moves and a tribe rises. */
  result: 'refused' | 'none' | 'welcome';
}

export interface BellumOptions {
  /** One player: the Gallic movement phase is skipped (BG 6.1). */
  solo: boolean;
  /** In solo play, the program takes the Gallic decisions (default true). */
  gallicAuto: boolean;
  /** BG 3.2: Roman replacements (a campaign rule), switched on by a scenario or the player. */
  replacements?: boolean;
}

export interface BellumState {
  version: 1;
  scenario: string;
  options: BellumOptions;
  rng: RngState;
  /** Year BC, e.g. 56. */
  year: number;
  /** 1 = Winter, 2 = March … 10 = November (BG 0.1, 1.V). */
  turn: number;
  endYear: number;
  endTurn: number;
  step: Step;
  control: Record<RegionId, Control>;
  scorched: RegionId[];
  depots: RegionId[];
  destroyed: PlaceId[];
  /**
   * BG 4.5.2 (this edition's reading): places whose garrison surrendered of its own will. The
   * besieger may not destroy them, by siege or as empty places, until the surrendering side has
   * units inside again.
   */
  spared: PlaceId[];
  sieges: Siege[];
  /** BG 4.5.5: pieces the besieger keeps on siege duty while his other pieces face a relief army (this combat phase). */
  siegeDuty: string[];
  /** BG 3.2: the replacement decision the Roman player is making, if any. */
  replacement: ReplacementOrder | null;
  /** BG 3.2: the year (BC) each kind of replacement was last taken or forfeited. */
  replacementsTaken: { supplementum?: number; levies?: number };
  /** Regions holding a Roman hiberna marker (BG 4.5.7); absent in states made before hiberna existed. */
  hiberna?: RegionId[];
  /** Scenario 6.3 oppidum-use tests made so far: true = the oppidum is open to the Gauls (BG 6.3.6). */
  oppidumTests?: Record<PlaceId, boolean>;
  units: Record<UnitId, UnitState>;
  leaders: Record<LeaderId, LeaderState>;
  /** Pieces that have moved in the current movement step. */
  moved: string[];
  /** Units stacked with a leader when the movement phase began (BG 3.3): only they may move. */
  mayMove: UnitId[];
  /** Results of the enemy-army exit test per region this phase (BG 3.3). */
  exitTests: Record<RegionId, 'ok' | 'blocked'>;
  selection: Selection | null;
  /** Side whose force entered each region last: the attacker in a pitched battle (BG 4.4.2). */
  arrivals: Record<RegionId, Side>;
  losses: LossOrder[];
  combat: CombatState | null;
  /** BG 3.1: reinforcements whose owner must choose where they arrive, first in line first. */
  reinforce: PendingReinforcement[];
  /** BG 3.3.3: Rhenus markers — piece id → the Rhine-bank region where the piece earned it. */
  rhenus: Record<string, RegionId>;
  /** BG 3.3.3: pieces standing in a Rhine-bank region as the turn began (piece id → region). */
  rhineWatch: Record<string, RegionId>;
  /** BG 6.2.7: free-passage negotiations rolled so far. */
  negotiations: Negotiation[];
  /** BG 6.2.7: after a 6, the tribes the Gallic player may mobilise (one of them). */
  mobilise: TribeId[] | null;
  /** Number of actions applied so far. */
  seq: number;
  outcome: Outcome<Side> | null;
  /** Ships, passengers, trireme boxes and naval combat (BG 5); absent until a ship first matters. */
  naval?: NavalState;
}

export type MoveAction =
  | { t: 'select'; leader: LeaderId }
  | { t: 'toggle'; piece: string }
  | { t: 'deselect' }
  | { t: 'move'; to: RegionId }
  | { t: 'enter'; place: PlaceId }
  /** BG 3.4: `pickUp` collects the eligible units standing in `via` (the player's choice). */
  | { t: 'forced'; via: RegionId; to: RegionId; pickUp?: boolean }
  | { t: 'garrison'; unit: UnitId; place: PlaceId }
  | { t: 'endMove' };

export type SupplyAction =
  | { t: 'depot'; region: RegionId }
  | { t: 'dismantle'; region: RegionId }
  | { t: 'scorch'; region: RegionId }
  | { t: 'done' };

export type LossAction = { t: 'loss'; unit: UnitId };

/** BG 3.2: place the Supplementum's Gallic cavalry in a hiberna; raise an eliminated unit by levy. */
export type ReplacementAction = { t: 'supplement'; region: RegionId } | { t: 'levy'; unit: UnitId };

/** BG 3.1 / BG 6.2.7: place a pending reinforcement; negotiate free passage; raise the tribe won by a 6. */
export type ScenarioAction =
  | { t: 'reinforce'; id: string; region: RegionId }
  | { t: 'negotiate'; from: RegionId; to: RegionId }
  | { t: 'mobilise'; tribe: TribeId };

export type BellumAction = MoveAction | SupplyAction | LossAction | ReplacementAction | ScenarioAction | CombatAction | NavalAction;
