/**
 * Hand corrections to the 1983 board derived from the ground: each entry names the hex by its
 * printed notation, says what it changes and why. An owner of the physical game who finds a hex
 * that differs from the printed map corrects it here (or in the ground, when a whole feature is
 * misplaced). Every entry is reconstructed.
 */
import type { DerivedHex } from './derived';

export interface OverlayEntry {
  hex: string;
  set: Partial<Pick<DerivedHex, 'elevation' | 'area' | 'river' | 'trench' | 'rampart' | 'joint' | 'line' | 'rampartBridge' | 'outerWorks'>>;
  /** Keys to remove from the derived hex. */
  clear?: (keyof DerivedHex)[];
  why: string;
}

export const AC_OVERLAY: readonly OverlayEntry[] = [];
