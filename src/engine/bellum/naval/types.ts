/**
 * State and actions of chapter 5 (ships). Plain JSON, kept in `BellumState.naval` (absent until a
 * ship first matters, so scenarios without fleets carry nothing extra).
 *
 * Where ships and passengers are:
 * - a ship in a coastal region is a unit with that `region` (place null; a Veneti ship may lie in
 *   Corbilo's harbour, place 'corbilo');
 * - a ship at sea has `region: null, out: null` and an entry in `atSea`; its passengers likewise;
 * - a legion that built a trireme waits in the trireme box: `region: null, out: null`, named in `builtBy`;
 * - a trireme counter not on the map is back in the pool: `out: 'eliminated'`, not in `builtBy`.
 */
import type { PlaceId, RegionId, SeaZone, UnitId } from '../data/types';
import type { Modifier } from '../../core/log';
import type { Side } from '../state';

export type { SeaZone };

/** One round of a naval combat, kept for the UI (BG 5.6.1). */
export interface NavalRound {
  region: RegionId;
  round: number;
  windDie: number;
  windTotal: number;
  light: boolean;
  /** Set once the round is fought (absent while the Roman player decides, or after an escape). */
  roman?: { die: number; total: number; modifiers: Modifier[] };
  gallic?: { die: number; total: number; modifiers: Modifier[] };
  loser?: Side | null;
  lost?: UnitId;
  escaped?: string;
}

/** The naval combats of this combat phase (BG 1.IV.A, 5.6), resolved one region after another. */
export interface NavalFight {
  regions: RegionId[];
  index: number;
  /** Rounds fought so far in this phase, the current one last. */
  rounds: NavalRound[];
}

export interface NavalState {
  /** Trireme on the map (or at sea) → the legion waiting for it in the trireme box (BG 5.1). */
  builtBy: Record<UnitId, UnitId>;
  /** Legions building a trireme this turn (BG 5.1): they must stay put without fighting. */
  building: { legion: UnitId; region: RegionId }[];
  /** Ships out at sea and the zone they are in (BG 5.3). */
  atSea: Record<UnitId, SeaZone>;
  /** Pieces (units and leaders) carried by each ship, sorted (BG 5.5). */
  cargo: Record<UnitId, string[]>;
  /** Ships that have moved in the current movement phase (one move each, BG 5.3). */
  sailed: UnitId[];
  /** Pieces that embarked in the current movement phase: they may not land again in it (BG 5.5). */
  embarked: string[];
  /** Ships that began the current movement phase at sea: they must reach a coastal region (BG 5.3). */
  mustLand: UnitId[];
  /** The Veneti fleet has been raised (BG 5.2). */
  venetiPlaced: boolean;
  fight: NavalFight | null;
}

export type NavalAction =
  /** BG 5.1: this legion (full strength, with a leader, in a coastal region) spends the turn building a trireme. */
  | { t: 'build'; legion: UnitId }
  /** BG 5.1: at the start of movement, the trireme becomes its legion again. */
  | { t: 'unbuild'; ship: UnitId }
  /** BG 5.2: the Gallic player sets the newly raised Veneti fleet in the Veneti region or in Corbilo. */
  | { t: 'placeFleet'; corbilo: boolean }
  /** BG 5.3: move one ship to a neighbouring maritime zone (`to` = sea id) or coastal region (`place` = Corbilo's harbour). */
  | { t: 'sail'; ship: UnitId; to: string; place?: PlaceId }
  /** BG 5.5: a land unit or leader boards a trireme in its coastal region. */
  | { t: 'embark'; piece: string; ship: UnitId }
  /** BG 5.5: a carried unit or leader lands in the ship's coastal region. */
  | { t: 'disembark'; piece: string; ship: UnitId }
  /** BG 5.6.1: fight this naval combat round. */
  | { t: 'navalFight' }
  /** BG 5.6.1: in light wind the Roman fleet slips away (to a coastal region, or a sea id). */
  | { t: 'navalEscape'; to: string };

const NAVAL_ACTION_TYPES: readonly NavalAction['t'][] = ['build', 'unbuild', 'placeFleet', 'sail', 'embark', 'disembark', 'navalFight', 'navalEscape'];

export function isNavalAction(a: { t: string }): a is NavalAction {
  return (NAVAL_ACTION_TYPES as readonly string[]).includes(a.t);
}

export function emptyNaval(): NavalState {
  return { builtBy: {}, building: [], atSea: {}, cargo: {}, sailed: [], embarked: [], mustLand: [], venetiPlaced: false, fight: null };
}
