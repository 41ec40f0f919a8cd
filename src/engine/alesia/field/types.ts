/**
 * The ground around Alesia, in metres, shared by both Alesia games.
 *
 * Frame: origin at the middle of the Mont Auxois plateau (47.5370 N, 4.5020 E); `e` metres east,
 * `n` metres north (see ../../../../docs/reconstruction.md, "The battlefield of Alesia", and the
 * research brief it cites). Every position here is a reconstruction: each feature carries the
 * confidence of its source (H ≈ ±150 m, M ≈ ±300–500 m, L ≈ ±500–1,000 m) and a note saying where it
 * comes from, so an owner of either game can check it against a printed map.
 *
 * The grids of the two games (a 1983 board of 51 × 52 hexes, the GBoH sheets of ~100-yard hexes) are
 * derived from this ground by ../grid; nothing here knows about hexes.
 */

export interface Pt {
  e: number;
  n: number;
}

export type Confidence = 'H' | 'M' | 'L';

interface Feature {
  id: string;
  name: string;
  confidence: Confidence;
  /** Where the position comes from and what was guessed. */
  note: string;
}

/** A hill: its flat top and the foot of its slopes, as closed polygons (the top inside the foot). */
export interface Hill extends Feature {
  top: Pt[];
  foot: Pt[];
}

/** A stream as a polyline, from upstream to downstream. `into`: the river it joins at its last point. */
export interface River extends Feature {
  course: Pt[];
  into?: string;
}

/** A Roman line of works (bank, palisade, ditches) as a polyline. */
export interface Line extends Feature {
  kind: 'inner' | 'outer';
  course: Pt[];
  /** Whether the obstacle belt (the game's Outer Works) lies in front of this stretch. */
  obstacles: boolean;
}

/** A fortified Roman camp, as a closed polygon of its rampart. */
export interface Camp extends Feature {
  outline: Pt[];
  legions: number;
}

/** The whole ground. */
export interface Ground {
  /** The walled oppidum on the plateau top. */
  town: Pt[];
  hills: Hill[];
  rivers: River[];
  lines: Line[];
  camps: Camp[];
  /** Caesar's isolated 20-foot ditch across the plain, river to river. */
  trench: Feature & { course: Pt[] };
  /** Named places for labels. */
  places: (Feature & { at: Pt })[];
}
