/**
 * Shock Results Table of Alésia GBoH (AG 9.25, AG 9.42) — RECONSTRUCTED, the seed does not print it.
 *
 * AG 9.25  the attacker rolls one d10 per shock and adds every DRM (disorder, Charisma, moving
 *          attack, position, terrain, TQ, unit count, Weapon System Matrix); the table then gives
 *          the effect on both sides: Hits, Retreat, CS.
 * AG 9.42  one modified roll serves both sides.
 * AG 10.11 Hits are shared evenly by the side's units, leftovers placed by the inflicting player.
 * AG 10.21 Retreat: one hex, through a rear hex (from a Rampart, any hex inside); 2 Hits instead
 *          if no hex is open (10.23); a Rampart unit attacked from below may take 1 Hit instead
 *          (10.24).
 * AG 10.3  CS (Continued Shock): the attackers advance and shock again; only attackers earn it.
 *
 * Seed facts: the only printed cell is GB-9.23 (die 5, net DRM −1 → modified 4: attacker 2 Hits,
 * defender 2 Hits, no retreat). Positive DRMs are the attacker's (AG 9.25: "+ for the attacker"),
 * so a higher modified roll favours the attacker.
 *
 * Reconstruction (docs/reconstruction/gboh-tables.md §1): rows −1…9, i.e. the fixed row 4 ± 5;
 * rolls beyond either end read the end row. Hits mirror about row 4 (the attacker's Hits at 4 − k
 * are the defender's at 4 + k); retreats and CS lean to the attacker, who chose the fight and must
 * advance into what he empties (AG 9.31).
 */
import { checkModifiedRoll, deepFreeze, fixed, recon, type GbohTableCell, type Provenance } from './types';

export const SHOCK_TABLE_NAME = 'Shock Results Table';

/** How to read the table, in this edition's words. */
export const SHOCK_TABLE_LEGEND =
  'Roll one d10 (0–9), add every shock DRM, and read the row once for both sides. ' +
  'Att/Def: Hits each side shares out. R: that side retreats one hex. ' +
  'CS: the attackers advance and shock again. A roll below the first row or above the last reads that end row.';

export interface ShockResult {
  /** Row label as shown: '≤-1', '0' … '8', '≥9'. */
  readonly row: string;
  readonly attackerHits: number;
  readonly defenderHits: number;
  readonly attackerRetreat: boolean;
  readonly defenderRetreat: boolean;
  /** Continued Shock for the attackers (AG 10.3). */
  readonly continuedShock: boolean;
  readonly provenance: Provenance;
}

export const SHOCK_MIN_ROW = -1;
export const SHOCK_MAX_ROW = 9;

const WHY_HITS = 'hits mirror about the fixed row 4 (attacker at 4−k = defender at 4+k), sizes 0–4 as in the GBoH shock CRT';
const WHY_ATT_R = 'attacker thrown back only at the two lowest rows: the attacker picks his fight (AG 9.21)';
const WHY_DEF_R = 'defender retreat from 6 up, so an even fight (die 0–9, no DRM) drives the defender back 4 times in 10 (the attacker must advance, AG 9.31)';
const WHY_CS = 'CS only at the top row, where the defender is routed off his ground (AG 10.3)';

function row(
  r: number, attackerHits: number, defenderHits: number, retreat: '' | 'A' | 'D', cs: boolean, provenance: Provenance,
): ShockResult {
  const label = r === SHOCK_MIN_ROW ? `≤${r}` : r === SHOCK_MAX_ROW ? `≥${r}` : String(r);
  return {
    row: label, attackerHits, defenderHits, attackerRetreat: retreat === 'A', defenderRetreat: retreat === 'D',
    continuedShock: cs, provenance,
  };
}

/** `SHOCK_TABLE[r - SHOCK_MIN_ROW]` is the row for modified roll r (AG 9.42). */
export const SHOCK_TABLE: readonly ShockResult[] = deepFreeze([
  //    roll att def  R    CS
  row(-1, 4, 0, 'A', false, recon(`${WHY_HITS}; ${WHY_ATT_R}`)),
  row(0, 3, 0, 'A', false, recon(`${WHY_HITS}; ${WHY_ATT_R}`)),
  row(1, 3, 1, '', false, recon(WHY_HITS)),
  row(2, 2, 1, '', false, recon(WHY_HITS)),
  row(3, 2, 1, '', false, recon(WHY_HITS)),
  row(4, 2, 2, '', false, fixed('GB-9.23 (AG 9.23 example: die 5, DRM −1 → 4: 2 Hits each side, no retreat)')),
  row(5, 1, 2, '', false, recon(WHY_HITS)),
  row(6, 1, 2, 'D', false, recon(`${WHY_HITS}; ${WHY_DEF_R}`)),
  row(7, 1, 3, 'D', false, recon(`${WHY_HITS}; ${WHY_DEF_R}`)),
  row(8, 0, 3, 'D', false, recon(`${WHY_HITS}; ${WHY_DEF_R}`)),
  row(9, 0, 4, 'D', true, recon(`${WHY_HITS}; ${WHY_DEF_R}; ${WHY_CS}`)),
]);

/** The row a modified roll is read on: clamped to the end rows (AG 9.42). */
export function shockRow(modifiedRoll: number): number {
  checkModifiedRoll(modifiedRoll);
  return Math.max(SHOCK_MIN_ROW, Math.min(SHOCK_MAX_ROW, modifiedRoll));
}

/** AG 9.25, AG 9.42: the effect on both sides of one shock, from the die plus all DRMs. */
export function shockResult(modifiedRoll: number): ShockResult {
  return SHOCK_TABLE[shockRow(modifiedRoll) - SHOCK_MIN_ROW];
}

/** The cell read, for the log. */
export function shockRef(modifiedRoll: number): GbohTableCell {
  return { table: 'gboh-shock', row: shockResult(modifiedRoll).row, col: 'result' };
}

/** Printed form of a result, e.g. "Att 2 / Def 2", "Att 1 / Def 3 R", "Att 0 / Def 4 R CS". */
export function shockResultText(r: ShockResult): string {
  const att = `Att ${r.attackerHits}${r.attackerRetreat ? ' R' : ''}`;
  const def = `Def ${r.defenderHits}${r.defenderRetreat ? ' R' : ''}`;
  return `${att} / ${def}${r.continuedShock ? ' CS' : ''}`;
}
