/**
 * Types of the static Bellum Gallicum II data: map, tribes, counters, tables.
 * Static data never lives in the game state; the state refers to it by id.
 *
 * Every datum the seed does not give is marked with a `reconstructed` note (a short
 * reason); `docs/reconstruction.md` gives the full argument per table and map decision.
 */

export type Side = 'roman' | 'gallic';
export type Terrain = 'clear' | 'forest' | 'marsh' | 'mountain';
export type SeaZone = 'atlantic' | 'mediterranean';
export type SectorId =
  | 'romana'
  | 'aquitania'
  | 'belgica'
  | 'celtica1'
  | 'celtica2'
  | 'celtica3'
  | 'celtica4'
  | 'celtica5'
  | 'britannia'
  | 'germania';

export type RegionId = string;
export type PlaceId = string;
export type TribeId = string;
export type LeaderId = string;
export type UnitId = string;

/** Present on every datum this edition had to reconstruct; the text says why. */
export type Reconstructed = string | undefined;

export interface SectorData {
  id: SectorId;
  name: string;
}

export interface RegionData {
  id: RegionId;
  name: string;
  sector: SectorId;
  terrain: Terrain;
  /** Maritime zone touched, or null for an inland region (BG 0.3.1, 0.3.3). */
  coast: SeaZone | null;
  /** Regions sharing a border (corner contacts excluded, BG 3.3). Symmetric. */
  neighbours: RegionId[];
  /** Subset of `neighbours` reached across the Rhine (BG 3.3.3). */
  rhine: RegionId[];
  reconstructed: Reconstructed;
}

/** An oppidum or city. The places of a region or tribe are derived from this list. */
export interface PlaceData {
  id: PlaceId;
  name: string;
  region: RegionId;
  /** Cities stand in Roman Gaul, oppida in independent Gaul (BG 0.3.4); a hiberna is a Roman winter camp (BG 4.5.7), present only while its marker is on the map. */
  kind: 'oppidum' | 'city' | 'hiberna';
  /** Defence value used by sieges (BG 4.5.3) and the refuge option (BG 4.4.1). */
  defence: number;
  /** Tribe owning the oppidum, if any. */
  tribe?: TribeId;
  reconstructed: Reconstructed;
}

export interface TribeData {
  id: TribeId;
  name: string;
  region: RegionId;
  /** Mobilisation rating 1–5 (BG 0.4). */
  rating: 1 | 2 | 3 | 4 | 5;
  leaders: LeaderId[];
  places: PlaceId[];
  /** Vassal of the principal tribe of its region ("v" on the Tribes Table). */
  vassal: boolean;
  reconstructed: Reconstructed;
}

/**
 * Unit quality letter. The seed shows E and B, E the steadier (BG 4.4.2 example 2).
 * This edition reads them as Élite, Bonne, Moyenne, Faible (reconstructed).
 */
export type Quality = 'E' | 'B' | 'M' | 'F';

export type UnitKind = 'infantry' | 'cavalry' | 'ship';
export type UnitCategory =
  | 'legion'
  | 'auxiliary'
  | 'civis'
  | 'roman-cavalry'
  | 'allied-cavalry'
  | 'tribal-infantry'
  | 'tribal-cavalry'
  | 'germanic-infantry'
  | 'germanic-cavalry'
  | 'ship';

export interface UnitData {
  id: UnitId;
  name: string;
  /** Owning side at setup (BG 0). Pro-Roman Gallic cavalry belongs to the Roman player. */
  side: Side;
  kind: UnitKind;
  category: UnitCategory;
  /** Roman units (legions, auxiliaries, Civis, Roman cavalry) may always force-march (BG 3.4). */
  roman: boolean;
  sp: number;
  reducedSp: number;
  quality: Quality;
  /** Ranged-fire symbol (BG 0.2). */
  ranged: boolean;
  tribe?: TribeId;
  reconstructed: Reconstructed;
}

export interface LeaderData {
  id: LeaderId;
  name: string;
  side: Side;
  /** 1–3 (BG 0.2). */
  rank: 1 | 2 | 3;
  /** Rating; added to skirmish odds, compared for command and evasion (BG 4.3.2, 4.4.1). */
  rating: number;
  indomitable: boolean;
  /** Pro-Roman Gallic chief (may not build hiberna, BG 4.5.7). */
  gallicChief: boolean;
  tribe?: TribeId;
  /** A tribune: generic substitute for a lost Roman leader (BG 4.2.2). */
  tribune: boolean;
  reconstructed: Reconstructed;
}

// ---------------------------------------------------------------- tables

/** Skirmish Table result code (BG 4.3.2): loss (1), reduction (R), exchange, or nothing. */
export type SkirmishCode = 'NE' | 'A1' | 'AR' | 'D1' | 'DR' | 'EX';

export interface SkirmishCell {
  code: SkirmishCode;
  /** Extra Leader Table tests ordered by the table, on top of the winner/loser tests. */
  leaderTest?: 'attacker' | 'defender' | 'both';
}

export interface SkirmishTable {
  /** Odds columns, lowest first, e.g. ['1/3','1/2','1/1','2/1',...]; `ratio` is the column's minimum. */
  columns: { label: string; ratio: number }[];
  /** Rows by modified die, clamped to [minRoll, maxRoll]. */
  minRoll: number;
  maxRoll: number;
  /** cells[row - minRoll][columnIndex] */
  cells: SkirmishCell[][];
  reconstructed: Reconstructed;
}

/** One side's Pitched Battle Table result: fraction of first-line units weakened, and eliminated. */
export interface BattleEffect {
  /** Printed code, e.g. 'R', '¼', '½', 'E¼'. */
  code: string;
  /** Fraction of the first-line units to weaken (rounded down: in the owner's favour). */
  weaken: number;
  /** Fraction of the first-line units to eliminate outright (rounded down). */
  eliminate: number;
}

export interface BattleCell {
  attacker: BattleEffect;
  defender: BattleEffect;
  /** The bold side: winner of the sequence (BG 4.4.2). */
  winner: 'attacker' | 'defender';
}

export interface PitchedBattleTable {
  columns: { label: string; ratio: number }[];
  minRoll: number;
  maxRoll: number;
  cells: BattleCell[][];
  reconstructed: Reconstructed;
}

/** Rout Table result: Ra rallies, De stays demoralised, Fu flees. */
export type RoutCode = 'Ra' | 'De' | 'Fu';

export interface RoutTable {
  /** results[quality][die - 1] */
  results: Record<Quality, RoutCode[]>;
  reconstructed: Reconstructed;
}

/** Where a tested unit ends up: full strength, reduced, or eliminated for good. */
export type RallyOutcome = 'full' | 'reduced' | 'eliminated';

export interface RallyTable {
  /** outcome[routCode][box] where box A = weakened, E = eliminated this sequence. */
  outcome: Record<RoutCode, { A: RallyOutcome; E: RallyOutcome }>;
  reconstructed: Reconstructed;
}

export type LeaderResult = 'none' | 'wounded' | 'captured' | 'killed';

export interface LeaderTable {
  /** results[2d6 - 2] for totals 2..12 */
  results: LeaderResult[];
  reconstructed: Reconstructed;
}

export interface AttritionTable {
  /** Size brackets by number of combat units, lowest first: e.g. [{label:'1–3',max:3},...]. */
  brackets: { label: string; max: number }[];
  terrains: Terrain[];
  /** units to reduce: losses[terrainIndex][bracketIndex][die - 1] */
  losses: number[][][];
  reconstructed: Reconstructed;
}

export interface SiegeCell {
  /** Units the besieger must reduce. */
  besieger: number;
  /** Units the besieged must reduce. */
  besieged: number;
}

export interface SiegeTable {
  /** Differential columns, e.g. [{label:'≤−3',min:-99},{label:'−2',min:-2},...]. */
  columns: { label: string; min: number }[];
  /** cells[die - 1][columnIndex] */
  cells: SiegeCell[][];
  /** Which categories may garrison an oppidum/city and which count as besiegers (BG 4.5). */
  mayGarrison: UnitCategory[];
  mayBesiege: UnitCategory[];
  reconstructed: Reconstructed;
}

// ---------------------------------------------------------------- map geometry (for the SVG map)

export interface Point {
  x: number;
  y: number;
}

export interface MapGeometry {
  width: number;
  height: number;
  /** SVG path `d` per region, closed; shared borders use identical vertices. */
  regions: Record<RegionId, { path: string; label: Point }>;
  /** Sea areas, drawn under the land. */
  seas: { id: SeaZone; name: string; path: string; label: Point }[];
  /** Polyline `d` of the Rhine. */
  rhine: string;
  /** Out-of-bounds mountain masses (BG 0.3.2, 3.3). */
  mountains: { id: 'alps' | 'pyrenees'; name: string; path: string; label: Point }[];
  /** Position of each oppidum or city symbol. */
  places: Record<PlaceId, Point>;
}
