/**
 * The GBoH map as played: the anchored sheets (./anchors.ts), their neutral pass, the GBoH
 * vocabulary (./terrain.ts) and the printed map's overlay (./overlay.ts), built once per board.
 */
import { hexKey, type Hex } from '../../hex/coords';
import { hexsideBetween } from '../../hex/hexside';
import { GROUND } from '../../alesia/field/ground';
import { neutralGrid, type NeutralGrid } from '../../alesia/grid/neutral';
import { gbohGroundGrid } from './anchors';
import type { SheetId } from './grid';
import { applyOverlayHexes, applyOverlaySides, GBOH_OVERLAY } from './overlay';
import { deriveGbohTerrain, finishGbohTerrain } from './terrain';
import type { GbohHex, GbohTerrain, HexsideFeature } from './terrainTypes';

export interface GbohBoard extends GbohTerrain {
  sheets: readonly SheetId[];
  neutral: NeutralGrid;
}

const CACHE = new Map<string, GbohBoard>();

/** The board made of `sheets` (W: AG 12.1, 12.2; W and E: AG 12.3). */
export function gbohBoard(sheets: readonly SheetId[]): GbohBoard {
  const id = [...sheets].sort().join('');
  let b = CACHE.get(id);
  if (!b) {
    const neutral = neutralGrid(gbohGroundGrid(sheets), GROUND);
    const t = deriveGbohTerrain(neutral, GROUND, sheets);
    applyOverlayHexes(t, GBOH_OVERLAY);
    applyOverlaySides(t, GBOH_OVERLAY);
    finishGbohTerrain(t, neutral.spec, GROUND);
    b = { sheets, neutral, ...t };
    CACHE.set(id, b);
  }
  return b;
}

/** What a hex holds, or undefined off the board. */
export const terrainAt = (b: GbohTerrain, h: Hex): GbohHex | undefined => b.hexes.get(hexKey(h));

/** Whether the hexside between two adjacent hexes carries `f`. */
export function sideHas(b: GbohTerrain, a: Hex, c: Hex, f: HexsideFeature): boolean {
  const k = hexsideBetween(a, c);
  return k !== null && (b.hexsides.get(k)?.has(f) ?? false);
}
