/** Actions of the combat phase (BG 4). `{t:'done'}` (shared with supply) ends an optional step. */
import type { LeaderId, PlaceId, RegionId, UnitId } from '../data/types';
import type { Wing } from './types';

export type CombatAction =
  /** BG 4.3.1 / 4.4.1: attempt to evade combat into a neighbouring controlled region. */
  | { t: 'evade'; to: RegionId }
  /** Decline to evade (or to seek refuge): stand and fight. */
  | { t: 'stand' }
  /** BG 4.4.1: after a failed evasion, shut the army into an oppidum/city of the region. */
  | { t: 'refuge'; place: PlaceId }
  /** BG 4.4.2: designate the Army Commander among equally ranked and rated leaders. */
  | { t: 'commander'; leader: LeaderId }
  /** BG 4.4.2: place one unit on a wing of the Battle Map. */
  | { t: 'deploy'; unit: UnitId; wing: Wing }
  /** Place every unit by the default plan (strongest in the centre, full reserve). */
  | { t: 'autoDeploy' }
  | { t: 'confirmDeploy' }
  /** BG 4.4.2: weaken or eliminate one first-line unit (owner's choice). */
  | { t: 'boardLoss'; unit: UnitId }
  /** BG 4.4.2 realignment: move a reserve unit to a first-line wing. */
  | { t: 'realign'; unit: UnitId; wing: Wing }
  /** BG 4.3.2 / 4.4.2: the winner tests one leader of his choice. */
  | { t: 'testLeader'; leader: LeaderId }
  /** BG 4.4.2 pursuit: eliminate one first-line unit of the beaten army. */
  | { t: 'pursue'; unit: UnitId }
  /** BG 4.4.2 return to map: retreat the beaten force to this neighbouring region. */
  | { t: 'retreat'; to: RegionId }
  /** BG 4.5.5: put a piece on siege duty, or bring it back to face the relief army. */
  | { t: 'duty'; piece: string }
  /** BG 4.5.1: take and destroy an empty enemy oppidum/city. */
  | { t: 'sack'; place: PlaceId }
  /** BG 4.5.1 / 4.5.2: begin or continue a siege. */
  | { t: 'besiege'; place: PlaceId }
  /** Decline to begin a siege, or raise a running one (BG 4.5.6). */
  | { t: 'lift'; place: PlaceId }
  /** BG 4.5.4: the besieged army sallies. */
  | { t: 'sally'; place: PlaceId }
  /** BG 4.5.2: the besieged surrender voluntarily. */
  | { t: 'surrender'; place: PlaceId }
  /** BG 4.5.3: the besieged sit out the siege turn. */
  | { t: 'endure'; place: PlaceId }
  /** BG 4.5.2: place the Oppidum/City Destroyed marker, or not. */
  | { t: 'raze'; place: PlaceId }
  | { t: 'spare'; place: PlaceId }
  | { t: 'done' };
