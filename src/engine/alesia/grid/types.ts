/**
 * A game's hex grid laid over the ground of Alesia: hex size, orientation, extent and printed
 * notation are data of the grid; what each hex holds is derived from the ground by the neutral pass
 * (./neutral.ts), which each game maps to its own terms (the 1983 board:
 * ../../alesia-classic/map/derive.ts).
 */
import type { Hex } from '../../hex/coords';
import type { Pt } from '../field/types';

export interface GridSpec {
  id: string;
  /** Metres across the flats of one hex. */
  hexMetres: number;
  orientation: 'pointy' | 'flat';
  /** Every hex of the board (half hexes at the edges are not hexes). */
  hexes: readonly Hex[];
  contains(h: Hex): boolean;
  /** Centre of a hex on the ground. */
  toMetres(h: Hex): Pt;
  /** The hex whose area holds a point of the ground (it may lie off the board). */
  fromMetres(p: Pt): Hex;
  /** The hex's printed name, e.g. `Z39`. */
  label(h: Hex): string;
}

/** Which side of the Roman lines a hex lies on, from the town outwards. */
export type Area = 'town' | 'inside' | 'between' | 'outside';
