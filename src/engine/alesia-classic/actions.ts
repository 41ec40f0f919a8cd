/** Every decision a player takes in Alesia (1983 rules). */
import type { Zone } from './map/zones';

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
  /** End the current step (set-up, a movement phase). */
  | { t: 'end' };
