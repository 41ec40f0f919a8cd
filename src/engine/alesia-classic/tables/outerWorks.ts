/**
 * Outer Works Table of ALESIA / CAESAR (seed 003; rules-index §2.4), exactly as printed:
 * die 1–5 No Effect, 6 Unit Eliminated.
 *
 * AC 23.2  each Gallic unit on an Outer Works hex in Roman ZOC rolls separately, before the
 *          Gallic Hand-to-Hand attacks; Roman units are never affected.
 * AC 23.4  disrupted units and units in a Battle Rages roll too.
 */

export type OuterWorksResult = 'noEffect' | 'eliminated';

export const OUTER_WORKS_TABLE_NAME = 'Outer Works Table';

/** Printed rows: die range → result. */
export const OUTER_WORKS_TABLE: readonly { dice: readonly number[]; result: OuterWorksResult; text: string }[] =
  Object.freeze([
    Object.freeze({ dice: Object.freeze([1, 2, 3, 4, 5]), result: 'noEffect' as const, text: 'No Effect' }),
    Object.freeze({ dice: Object.freeze([6]), result: 'eliminated' as const, text: 'Unit Eliminated' }),
  ]);

/** One unit's Outer Works roll (AC 23.2). */
export function outerWorksResult(die: number): OuterWorksResult {
  const row = OUTER_WORKS_TABLE.find((r) => r.dice.includes(die));
  if (!row) throw new RangeError(`A d6 shows 1–6, not ${die}`);
  return row.result;
}

/** Printed row label for the tables view ('1-5' or '6'). */
export function outerWorksRow(die: number): string {
  return outerWorksResult(die) === 'eliminated' ? '6' : '1-5';
}
