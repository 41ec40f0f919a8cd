/**
 * The GBoH vocabulary of a hex and a hexside (AG 2.1, 6.3–6.4, 6.8), derived from the neutral pass
 * (../../alesia/grid/neutral.ts) by ./terrain.ts and edited by the per-game overlay (./overlay.ts).
 * Hexside features use the Terrain Effects Chart's ids (../tables/terrain.ts) where they exist.
 */
import type { Hex } from '../../hex/coords';
import type { HexsideKey } from '../../hex/hexside';
import type { Area } from '../../alesia/grid/types';
import type { EntryZone } from '../tables/types';
import type { TecMoveId } from '../tables/terrain';

export type LineKind = 'inner' | 'outer';

/** A camp (AG 6.43): the four legionary camps and the fifth of the printed map are infantry camps; G, H, I, K cavalry. */
export interface GbohCamp {
  id: string;
  kind: 'infantry' | 'cavalry';
}

export interface GbohHex {
  hex: Hex;
  label: string;
  /** AG 6.31: the hex's level, 0 = the valley floor (bands in ./terrain.ts). */
  level: number;
  /** Mean height of the ground under the hex, metres. */
  metres: number;
  /** Side of the Roman lines at the hex centre, from the town outwards. */
  area: Area;
  forest?: boolean;
  /** The Alesia hexes on the plateau top (AG 5.6, 6.36). */
  alesia?: boolean;
  /** A Rampart hex (AG 6.41): the inner line (circonvallation) or the outer (contrevallation). */
  rampart?: LineKind;
  /** A Redoubt hex (AG 6.44). */
  redoubt?: boolean;
  /** A Death Garden (AG 6.45) in front of the inner or the outer Ramparts. */
  deathGarden?: LineKind;
  /** Inside a camp's walls (AG 6.42, 6.43). */
  camp?: GbohCamp;
  /** A named hill (AG 5.49 "the Hill"). */
  hill?: string;
}

/** What runs along a hexside. `rampartWalkway` and `redoubtRampartLink` are links between the two hexes. */
export type HexsideFeature = Extract<
  TecMoveId,
  'rampartWalkway' | 'redoubtRampartLink' | 'campWall' | 'redoubtWall' | 'stoneWall' | 'gate' | 'crestWall' | 'stream' | 'smallRiver' | 'waterDitch'
>;

export const HEXSIDE_FEATURES: readonly HexsideFeature[] = [
  'rampartWalkway', 'redoubtRampartLink', 'campWall', 'redoubtWall', 'stoneWall', 'gate', 'crestWall', 'stream', 'smallRiver', 'waterDitch',
];

export interface GbohTerrain {
  hexes: Map<string, GbohHex>;
  /** Hexside → the features on it (a hexside absent here has none). */
  hexsides: Map<HexsideKey, Set<HexsideFeature>>;
  /** Entry zones (AG 5.31): the board-edge hexes of each zone. */
  zones: Map<EntryZone, Hex[]>;
}
