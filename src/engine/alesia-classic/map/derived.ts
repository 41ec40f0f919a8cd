/**
 * The 1983 board's terms for what a hex of the ground holds (AC 7, 8, 23, 25): the three-step
 * elevation, restrictive and clipped watercourses, ramparts, joints, bridges and Outer Works.
 * Derived by ./derive.ts.
 */
import type { Hex } from '../../hex/coords';
import type { Area, GridSpec } from '../../alesia/grid/types';

export type Elevation = 'low' | 'slope' | 'top';

/** A stream or ditch through a hex. */
export interface Watercourse {
  /** Branch ids: a river is split into branches at each confluence; a fork hex lies on all three. */
  branches: string[];
  /** Enters and leaves through hexsides (AC 8.1); false when it only clips the hex (AC 8.3). */
  restrictive: boolean;
}

export interface DerivedHex {
  hex: Hex;
  label: string;
  elevation: Elevation;
  area: Area;
  river?: Watercourse;
  trench?: Watercourse;
  /** The stronger rampart in the hex: camp over perimeter (AC 25.2). */
  rampart?: 'camp' | 'perimeter';
  /** Both a camp and a perimeter rampart run through the hex (a joint, AC 7.4). */
  joint?: boolean;
  /** Which perimeter the rampart belongs to, if any. */
  line?: 'inner' | 'outer';
  camp?: string;
  /** Inside a camp's rampart. */
  campInterior?: string;
  /** A river hex whose rampart crosses the river (a bridge, AC 25.5); false: the rampart runs beside it (FAQ 4). */
  rampartBridge?: boolean;
  /** The obstacle belt in front of a rampart (AC 23). */
  outerWorks?: 'inner' | 'outer';
}

export interface DerivedGrid {
  spec: GridSpec;
  hexes: Map<string, DerivedHex>;
  /** Hexsides along which a rampart runs from hex to hex, with the rampart's kind. */
  rampartSides: Map<string, 'camp' | 'perimeter'>;
}
