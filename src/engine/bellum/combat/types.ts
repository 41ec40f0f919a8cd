/**
 * State of the combat phase (BG 1.IV, BG 4). Plain JSON: the whole phase can be saved, replayed
 * and drawn by the UI (the battle board of BG 4.4.2 lives here, not in the map pieces).
 */
import type { LeaderId, PlaceId, RegionId, Side, UnitId } from '../data/types';

/** Boxes of the Battle Map (BG 4.4.2): three first-line wings and the reserve. */
export type Wing = 'left' | 'centre' | 'right' | 'reserve';
export const FIRST_LINE: readonly Wing[] = ['left', 'centre', 'right'];
export const WINGS: readonly Wing[] = ['left', 'centre', 'right', 'reserve'];

/**
 * Where a unit stands on the battle board: in its wing ('line'), in the wing's A (weakened) or
 * E (eliminated) box during a sequence, or in the Permanent Losses box ('lost').
 */
export type Box = 'line' | 'A' | 'E' | 'lost';

export interface BoardUnit {
  wing: Wing;
  box: Box;
}

export interface BoardSide {
  side: Side;
  /** Army Commander (BG 4.4.2), on top of the Leaders box; null until designated. */
  commander: LeaderId | null;
  leaders: LeaderId[];
  /** Units of the army; `wing` is meaningful once deployed (listed in `deployed`). */
  units: Record<UnitId, BoardUnit>;
  deployed: UnitId[];
  /** Deployment confirmed. */
  ready: boolean;
}

export interface SequenceRecord {
  n: 1 | 2;
  odds: string;
  die: number;
  total: number;
  attacker: string;
  defender: string;
  winner: Side;
}

export interface BattleBoard {
  region: RegionId;
  attacker: Side;
  /** A sally from this oppidum/city (BG 4.5.4): one sequence, survivors go back inside. */
  sally: PlaceId | null;
  roman: BoardSide;
  gallic: BoardSide;
  sequences: SequenceRecord[];
  /** Pitched Battle Table results still to be taken by their owners (BG 4.4.2). */
  lossQueue: { side: Side; mode: 'weaken' | 'eliminate'; count: number }[];
  /** Result code each side drew in the current sequence ('R' = no rout test). */
  codes: Partial<Record<Side, string>>;
  winner: Side | null;
}

/** One combat to resolve in this phase, in BG 1.IV order. */
export interface Encounter {
  kind: 'skirmish' | 'battle' | 'siege';
  region: RegionId;
  /** Siege: the besieged oppidum/city. */
  place?: PlaceId;
  /** Step reached inside this encounter (module-specific). */
  stage: string;
  attacker?: Side;
  winner?: Side | null;
  loser?: Side | null;
  /** Battle evasion declarations (BG 4.4.1): destination or null (stands). */
  evade?: Partial<Record<Side, RegionId | null>>;
  /** Sides whose battle evasion failed (they may seek refuge, BG 4.4.1). */
  failed?: Side[];
  /** Pursuit kills still allowed / already made (BG 4.4.2). */
  pursuitMax?: number;
  pursued?: number;
  /** Skirmish: the besieged side stood in the region with an army when the skirmish began (a relief army, BG 4.5.5). */
  relief?: boolean;
  /** Sides still to choose which leader they test as winner. */
  testing?: Side | null;
}

/** A decision the phase waits for. Its legal actions are derived from it and the state. */
export type Pending =
  | { kind: 'skirmishEvade'; side: Side }
  | { kind: 'battleEvade'; side: Side }
  | { kind: 'refuge'; side: Side }
  | { kind: 'commander'; side: Side; options: LeaderId[] }
  | { kind: 'deploy'; side: Side }
  | { kind: 'boardLoss'; side: Side; mode: 'weaken' | 'eliminate'; count: number; rule: string }
  | { kind: 'realign'; side: Side }
  | { kind: 'testLeader'; side: Side }
  | { kind: 'pursuit'; side: Side }
  /**
   * BG 4.4.2 return to map (compulsory). `optional`: BG 5.6.3 — a Roman force beaten in a
   * skirmish in Britannia may sail back to Gaul, or stay where it is ({t:'stand'}).
   */
  | { kind: 'retreat'; side: Side; options: RegionId[]; optional?: boolean }
  | { kind: 'reliefSplit'; side: Side; region: RegionId }
  | { kind: 'sack'; side: Side; places: PlaceId[] }
  | { kind: 'siegeStart'; side: Side; place: PlaceId }
  | { kind: 'siegeDefence'; side: Side; place: PlaceId }
  | { kind: 'raze'; side: Side; place: PlaceId };

export interface CombatState {
  /** Encounters in BG 1.IV order: skirmishes, then pitched battles, then sieges. */
  encounters: Encounter[];
  index: number;
  /** BG 1.IV.D: the siege step has been scanned (sieges are listed when it opens). */
  siegesListed: boolean;
  /** BG 4.5.1 (a): the free capture of empty places has been offered to these sides. */
  sackOffered: Side[];
  /** BG 4.5.5: regions whose besieger has still to split his force before the field combats are listed. */
  reliefQueue?: RegionId[];
  pending: Pending | null;
  board: BattleBoard | null;
}
