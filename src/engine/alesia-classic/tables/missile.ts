/**
 * Missile tables of ALESIA / CAESAR (seed 003; rules-index §2.2–2.3), exactly as printed.
 *
 * AC 20.5  archers and slingers fire once at secondary range (2 hexes) and once at primary range
 *          (adjacent) per turn, on the Archer/Slinger Table.
 * AC 20.6  '-' no effect, 'D' the target is disrupted (inverted, AC 21), 'E' it is eliminated.
 * AC 20.7  a missile unit hits one unit only, whatever else is in the hex.
 * AC 24.2  an occupied fort fires its missile engines once per range: tertiary (3 hexes),
 *          secondary (2) and primary (adjacent), on the Missile Engine Table.
 * AC 24.4  engine volleys at primary range marked '*' affect every occupant of the hex.
 * AC T.Archer, AC T.Engine  the two tables as printed on the back of the rules.
 */

export type MissileCode = '-' | 'D' | 'E';

export interface MissileResult {
  code: MissileCode;
  /** The printed '*': the result applies to all occupants of the target hex (AC 24.4). */
  allInHex: boolean;
  /** As printed, e.g. 'D*'. */
  text: string;
}

export type ArcherRange = 'secondary' | 'primary';
export type EngineRange = 'tertiary' | 'secondary' | 'primary';

/** Hexes from firer to target for each range (AC 20.5, AC 24.2). */
export const RANGE_HEXES: Readonly<Record<EngineRange, number>> = { primary: 1, secondary: 2, tertiary: 3 };

export const ARCHER_SLINGER_TABLE_NAME = 'Archer/Slinger Table';
export const MISSILE_ENGINE_TABLE_NAME = 'Missile Engine Table';

export function parseMissileCell(printed: string): MissileResult {
  const text = printed.trim();
  const m = /^([-DE])(\*)?$/.exec(text);
  if (!m) throw new Error(`Unreadable missile cell: '${printed}'`);
  return Object.freeze({ code: m[1] as MissileCode, allInHex: m[2] === '*', text });
}

function column(printed: readonly string[]): readonly MissileResult[] {
  return Object.freeze(printed.map(parseMissileCell));
}

/** `ARCHER_SLINGER_TABLE[range][die - 1]` (AC 20.5, 20.6). */
export const ARCHER_SLINGER_TABLE: Readonly<Record<ArcherRange, readonly MissileResult[]>> = Object.freeze({
  //                die  1    2    3    4    5    6
  secondary: column(['-', '-', '-', '-', 'D', 'E']),
  primary: column(['-', '-', '-', 'D', 'E', 'E']),
});

/** `MISSILE_ENGINE_TABLE[range][die - 1]` (AC 24.2, 24.4). */
export const MISSILE_ENGINE_TABLE: Readonly<Record<EngineRange, readonly MissileResult[]>> = Object.freeze({
  //                die  1    2    3    4    5     6
  tertiary: column(['-', '-', '-', '-', 'D', 'E']),
  secondary: column(['-', '-', '-', 'D', 'E', 'E']),
  primary: column(['-', '-', 'D', 'E', 'D*', 'E*']),
});

function checkDie(die: number): void {
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`A d6 shows 1–6, not ${die}`);
}

/** Archer or slinger fire at `range` (AC 20.6). Never affects more than one unit. */
export function archerResult(range: ArcherRange, die: number): MissileResult {
  checkDie(die);
  return ARCHER_SLINGER_TABLE[range][die - 1];
}

/** Fort missile engine volley at `range` (AC 24.2, 24.4). */
export function engineResult(range: EngineRange, die: number): MissileResult {
  checkDie(die);
  return MISSILE_ENGINE_TABLE[range][die - 1];
}

/** The range a target `hexes` away lies at, or null when out of range (archers reach 2, forts 3). */
export function archerRangeAt(hexes: number): ArcherRange | null {
  return hexes === 1 ? 'primary' : hexes === 2 ? 'secondary' : null;
}
export function engineRangeAt(hexes: number): EngineRange | null {
  return hexes === 1 ? 'primary' : hexes === 2 ? 'secondary' : hexes === 3 ? 'tertiary' : null;
}
