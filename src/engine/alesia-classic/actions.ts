/** Every decision a player takes in Alesia (1983 rules). */
import type { Zone } from './map/zones';
import type { Volley } from './state';

/** Where a move ends: a hex (axial key), the town of Alesia, or a box of the OBMC. */
export type Destination = string | 'town' | `obmc:${Zone}`;

export type AcAction =
  /** AC 3.2 — the Roman picks a counter of his pool to set up. */
  | { t: 'pick'; unit: string }
  /** AC 3.2 — put the picked counter on a hex. */
  | { t: 'place'; unit: string; hex: string }
  /** AC 3.2 — take a placed counter back into the pool. */
  | { t: 'unplace'; unit: string }
  /** Set up every counter still in the pool as in the ready historical deployment. */
  | { t: 'historical' }
  /** AC 5.2 — begin moving a unit (the unit moving before it is done). */
  | { t: 'select'; unit: string }
  /** Move the unit now moving to a destination it can reach, by the cheapest route. */
  | { t: 'move'; unit: string; to: Destination }
  /** AC 11.4 — move a unit in the OBMC to a neighbouring box. */
  | { t: 'shift'; unit: string; to: Zone }
  /**
   * AC 11.4 — move two or more units of one OBMC box to the same neighbouring box. The legal list
   * holds each box's every unit able to shift; any two or more of them may be sent (movement/stack.ts).
   */
  | { t: 'shiftMany'; units: string[]; to: Zone }
  /** AC 5.2, 10.3 — move the selected unit's stack (its unmoved units) together, one after another, to one hex. */
  | { t: 'moveStack'; units: string[]; to: string }
  /** AC 13–14 — open a battle against the units in an enemy hex. */
  | { t: 'attack'; hex: string }
  /** Add an attacking unit to a declared battle (it must be next to all its defending hexes, AC 14.33). */
  | { t: 'join'; unit: string; battle: number }
  /** Take an attacking unit out of its battle. */
  | { t: 'unjoin'; unit: string }
  /** Add another defending hex to a battle (AC 14.2). */
  | { t: 'widen'; hex: string; battle: number }
  /** Call off a declared battle. */
  | { t: 'drop'; battle: number }
  /** Every battle declared: resolve them now, one at a time (AC 13.3). */
  | { t: 'fight' }
  /** Resolve one declared battle (AC 15). */
  | { t: 'resolve'; battle: number }
  /** Retreat the units of a beaten stack to this hex, or off the board (AC 15.3, 16). */
  | { t: 'retreat'; to: string }
  /** Advance a victorious unit after combat (AC 15.3, 16.1). */
  | { t: 'advance'; unit: string; to: string }
  /** No further advance. */
  | { t: 'hold' }
  /** AC 10.2 — at the end of the turn, eliminate this unit of a stack over the stacking limit (the owner chooses). */
  | { t: 'cull'; unit: string }
  /** AC 20.5, 24.2 — fire a volley at a Gallic unit (during Gallic movement, or at its end). */
  | { t: 'fire'; shooter: string; volley: Volley; target: string }
  /** Let the Gallic unit move on (or end the end-of-movement fire). */
  | { t: 'holdFire' }
  /** Change the Roman's standing fire plan for forts or for archers and slingers. */
  | { t: 'plan'; who: 'forts' | 'missiles'; ranges: PlanRanges; minStrength: 0 | 5 | 6 | 7; holdPrimary: boolean }
  /** AC 12.4 — bring back an eliminated counter between the periods (to the town, the OBMC, or the Roman's pool). */
  | { t: 'revive'; unit: string; to: 'town' | 'pool' | `obmc:${Zone}` }
  /** AC 17.4 — between the periods, with four players: Caesar's sphere will face the five zones from this one. */
  | { t: 'spheres'; caesarFrom: Zone }
  /** End the current step (set-up, a movement phase). */
  | { t: 'end' };

/** Ranges of a fire plan: every range, only 2 hexes and closer, only adjacent, or none. */
export type PlanRanges = 'all' | 'close' | 'primary' | 'none';
