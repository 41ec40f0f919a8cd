/**
 * The ground around Alesia, in metres, shared by both Alesia games.
 *
 * Frame: origin at the middle of the Mont Auxois plateau (47.5370 N, 4.5020 E); `e` metres east,
 * `n` metres north (see ../../../../docs/reconstruction.md, "The battlefield of Alesia", and the
 * research brief it cites). Every position here is a reconstruction: each feature carries the
 * confidence of its source (H ≈ ±150 m, M ≈ ±300–500 m, L ≈ ±500–1,000 m) and a note saying where it
 * comes from, so an owner of either game can check it against a printed map.
 *
 * The ground holds history only (Caesar BG VII.69–74, Napoleon III's survey of 1862–65, the
 * Reddé–von Schnurbein excavations of 1991–97). What one game's printed map needs that history does
 * not is that game's patch (./patch.ts; the 1983 board's in ../../alesia-classic/map/groundPatch.ts),
 * each entry with its reason. The grids of the two games (a 1983 board of 51 × 52 hexes, the GBoH
 * sheets of ~100-yard hexes) are derived from a (patched) ground by ../grid; nothing here knows
 * about hexes.
 */

export interface Pt {
  e: number;
  n: number;
}

export type Confidence = 'H' | 'M' | 'L';

export interface Feature {
  id: string;
  name: string;
  confidence: Confidence;
  /** Where the position comes from and what was guessed. */
  note: string;
}

/** Heights above sea level, in metres. */
export interface Heights {
  /** The level of the flat top. */
  top: number;
  /** The level where the slopes meet the valley floor. */
  foot: number;
}

/** A hill: its flat top and the foot of its slopes, as closed polygons (the top inside the foot). */
export interface Hill extends Feature {
  top: Pt[];
  foot: Pt[];
  metres: Heights;
}

/**
 * The class of a watercourse: a small river (`petite rivière`, wide, banked, floods) or a stream
 * (`ruisseau`). Both were fordable in 52 BC (research brief §2).
 */
export type RiverClass = 'small-river' | 'stream';

/** A stream as a polyline, from upstream to downstream. `into`: the river it joins at its last point. */
export interface River extends Feature {
  class: RiverClass;
  course: Pt[];
  into?: string;
}

/** A ditch, wall or other work drawn as a polyline. */
export interface Course extends Feature {
  course: Pt[];
}

/** A point feature (a gate, a castellum, a place to label). */
export interface Spot extends Feature {
  at: Pt;
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
  /** The line the camp stands on (its rampart is part of that line's course). */
  on?: 'inner' | 'outer' | 'both';
}

/** A cavalry camp of the plain or the Rabutin valley (Napoleon III's G, H, I, K). */
export interface CavalryCamp extends Feature {
  outline: Pt[];
}

/** A castellum (redoubt) of the investment (Caesar: 23 of them), on a line. */
export interface Castellum extends Spot {
  line: 'inner' | 'outer';
}

/** The Gauls' camp under the east wall of the town, behind a ditch and a 6-ft dry-stone wall (BG VII.69). */
export interface GallicCamp extends Feature {
  outline: Pt[];
  wall: Pt[];
  ditch: Pt[];
}

/** A wood, as a closed polygon. */
export interface Forest extends Feature {
  outline: Pt[];
}

/** The whole ground. */
export interface Ground {
  /** The walled oppidum on the plateau top (the town filled the whole top). */
  town: Pt[];
  /** The Gallic rampart along the cliff edge of the plateau, a closed ring (the crest). */
  crest: Course;
  /** The fortified gateways of the oppidum, on the crest. */
  gates: Spot[];
  /** The valley floor's level in metres (outside every hill's foot). */
  floorMetres: number;
  hills: Hill[];
  rivers: River[];
  lines: Line[];
  /** The infantry camps A–D. */
  camps: Camp[];
  cavalryCamps: CavalryCamp[];
  castella: Castellum[];
  gallicCamp: GallicCamp;
  /** Caesar's isolated 20-foot ditch across the plain, river to river. */
  trench: Course;
  /** Water-filled ditches of the inner line (the plain; the Grésigny plain). */
  wetDitches: Course[];
  forests: Forest[];
  /** Named places for labels. */
  places: Spot[];
}
