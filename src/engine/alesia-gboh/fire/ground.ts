/**
 * The ground as combat needs it (AG 6.4, 6.8, 7.22, 8.15, 8.17, 9.25) — an INTERFACE, not a map.
 *
 * The GBoH terrain is derived elsewhere (../map/, another session's work). Missile and shock
 * resolution read the ground only through this interface, so that derivation plugs in later by
 * implementing it; tests use small hand-built grounds (testing.ts `flatGround`).
 *
 * Hexes are axial keys (`q,r`, ../../hex/coords.ts). Levels are the ground's own levels; a Rampart
 * hex stands one level above its ground for LOS and fire (AG 6.42, 8.15 terrain note), which
 * `effectiveLevel` adds.
 */

/** Features a hexside can carry that combat reads (AG 6.43–6.48, 8.15, 9.25). */
export type HexsideFeature =
  | 'campWall' | 'stoneWall' | 'gate' | 'redoubtWall' | 'stream' | 'smallRiver' | 'waterDitch' | 'crestWall';

export interface Ground {
  /** Ground level of the hex (0 = the plain), Rampart not included. */
  level(hex: string): number;
  /** AG 6.42: an (inner or outer) Rampart hex. */
  isRampart(hex: string): boolean;
  /** AG 6.44: a Redoubt hex. */
  isRedoubt(hex: string): boolean;
  /** AG 6.31: a forest hex. */
  isForest(hex: string): boolean;
  /** AG 6.45, 10.22: a Death Garden hex (no retreat into it). */
  isDeathGarden(hex: string): boolean;
  /** AG 12.2 Night: a hex outside the walls (outside both lines of works). */
  isOutsideWalls(hex: string): boolean;
  /** AG 10.24 note: a hex inside the walls, where a unit on the Rampart may retreat by its ladders. */
  isInsideWalls(hex: string): boolean;
  /** The features on the hexside between two adjacent hexes (empty if none or not adjacent). */
  hexside(a: string, b: string): readonly HexsideFeature[];
  /** AG 6.48: the value of a Fill counter across the hexside between two adjacent hexes (0 if none). */
  fill(a: string, b: string): number;
  /** AG 6.5, 7.22, 10.22: movement into `to` from adjacent `from` is prohibited for this class. */
  prohibited(from: string, to: string, mover: 'foot' | 'cavalry'): boolean;
  /** AG 8.43: the hex is On Fire. */
  onFire(hex: string): boolean;
}

/** AG 6.42, 8.15: the height a unit on `hex` stands at: a Rampart is one level above its ground. */
export function effectiveLevel(g: Ground, hex: string): number {
  return g.level(hex) + (g.isRampart(hex) ? 1 : 0);
}

/** Walls that block fire and ZOC across a hexside (AG 7.22, 8.15). */
export const WALL_FEATURES: readonly HexsideFeature[] = Object.freeze(['campWall', 'stoneWall', 'gate', 'redoubtWall']);

export function hasWall(g: Ground, a: string, b: string): boolean {
  return g.hexside(a, b).some((f) => WALL_FEATURES.includes(f));
}

/**
 * AG 9.25 "Moving attack": an attack from `from` into `to` crosses a man-made defence when the
 * defender stands on a Rampart and the attacker does not, or a wall, gate or Redoubt wall lies on
 * the hexside, or the defender is in a Redoubt the attacker is outside of.
 */
export function crossesDefence(g: Ground, from: string, to: string): boolean {
  return (g.isRampart(to) && !g.isRampart(from)) || hasWall(g, from, to) || (g.isRedoubt(to) && !g.isRedoubt(from));
}
