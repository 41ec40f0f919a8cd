/**
 * Weapon System Matrix of Alésia GBoH (AG 9.25, AG 9.43) — RECONSTRUCTED except BI→CO; the seed does
 * not print it (AG 9.25 also calls it the "Tactical System Matrix").
 *
 * AG 9.43  a DRM to the shock roll from the attacker's type against the defender's type.
 * AG 9.25  with several types on a side, the attacker picks which of his types to use first, then
 *          the defender picks his.
 * AG 9.5   German cavalry is very effective against Gallic cavalry.
 *
 * Seed cells: BI attacking CO = −2 (GB-9.23). Gallic cavalry is read as LN (types.ts).
 *
 * Reconstruction (docs/reconstruction/gboh-tables.md §3): the GBoH Deluxe shock-superiority
 * pattern, as DRMs. The legion has the edge over barbarian and light foot both ways round;
 * heavy and barbarian foot beat light foot; formed infantry defending against horse has the edge
 * (cavalry attacking CO −2), but infantry gains nothing by attacking horse; among horse, GC > LN
 * > LC, with GC strongest against the Gallic LN (+2). No pairing favours whoever attacks both ways
 * round: for every pair a→d and d→a the two DRMs sum to 0 or less.
 */
import { SHOCK_TYPES, deepFreeze, fixed, recon, type GbohTableCell, type Provenance, type ShockType } from './types';

export const WSM_NAME = 'Weapon System Matrix';

export const WSM_LEGEND =
  'Read the attacker’s type down the side and the defender’s type across the top; add the number to the shock roll. ' +
  'If a side has several types, the attacker names his first, then the defender names his. ' +
  'Archers and artillery never shock and are not on the matrix.';

export interface WsmCell {
  readonly drm: number;
  readonly provenance: Provenance;
}

const R_SAME = recon('like against like: no edge');
const R_LEGION = recon('the cohort’s drill, armour and pilum against unarmoured tribal foot: the mirror of the seed’s BI→CO −2');
const R_HEAVY_LIGHT = recon('heavy or barbarian foot ride down light foot (GBoH: attacker superiority against LI)');
const R_LIGHT_HEAVY = recon('light foot cannot stand against heavy or barbarian foot (mirror of the row above)');
const R_INF_DEF = recon('formed infantry defending against horse (GBoH: defender superiority of the legion against cavalry)');
const R_BI_DEF_LC = recon('barbarian foot defending against light horse (GBoH: BI defender superiority against LC); GC softened by its running LI');
const R_INF_ATT_CAV = recon('infantry gains nothing by attacking horse (GBoH: no attacker superiority)');
const R_CAV_LI = recon('horse against light foot in the open');
const R_LI_CAV = recon('light foot attacking horse: the mirror of horse against light foot');
const R_CAV = recon('shock horse against lighter horse: LN over LC, GC over LC');

/** `WSM[attacker][defender]` (AG 9.43). */
export const WSM: Readonly<Record<ShockType, Readonly<Record<ShockType, WsmCell>>>> = deepFreeze({
  // attacker: { defender: DRM, … } in the order CO, BI, LI, LN, LC, GC
  CO: { CO: c(0, R_SAME), BI: c(2, R_LEGION), LI: c(2, R_HEAVY_LIGHT), LN: c(0, R_INF_ATT_CAV), LC: c(0, R_INF_ATT_CAV), GC: c(0, R_INF_ATT_CAV) },
  BI: { CO: c(-2, fixed('GB-9.23 (AG 9.23 example: "−2 for the Weapon Matrix (BI vs CO)")')), BI: c(0, R_SAME), LI: c(2, R_HEAVY_LIGHT), LN: c(0, R_INF_ATT_CAV), LC: c(0, R_INF_ATT_CAV), GC: c(0, R_INF_ATT_CAV) },
  LI: { CO: c(-2, R_LIGHT_HEAVY), BI: c(-2, R_LIGHT_HEAVY), LI: c(0, R_SAME), LN: c(-1, R_LI_CAV), LC: c(-1, R_LI_CAV), GC: c(-1, R_LI_CAV) },
  LN: { CO: c(-2, R_INF_DEF), BI: c(0, recon('lancers against tribal foot: GBoH gives BI no edge over lancers')), LI: c(1, R_CAV_LI), LN: c(0, R_SAME), LC: c(1, R_CAV), GC: c(-2, fixed('AG 9.5 (German cavalry very effective against Gallic cavalry: the sign; the size −2 is reconstructed)')) },
  LC: { CO: c(-2, R_INF_DEF), BI: c(-2, R_BI_DEF_LC), LI: c(1, R_CAV_LI), LN: c(-1, R_CAV), LC: c(0, R_SAME), GC: c(-1, R_CAV) },
  GC: { CO: c(-2, R_INF_DEF), BI: c(-1, R_BI_DEF_LC), LI: c(1, R_CAV_LI), LN: c(2, fixed('AG 9.5 (German cavalry very effective against Gallic cavalry: the sign; the size +2 is reconstructed)')), LC: c(1, R_CAV), GC: c(0, R_SAME) },
});

function c(drm: number, provenance: Provenance): WsmCell {
  return { drm, provenance };
}

function checkType(t: ShockType, side: string): void {
  if (!SHOCK_TYPES.includes(t)) throw new RangeError(`No Weapon System Matrix ${side} type '${t}' (archers and artillery never shock, AG 9.26)`);
}

/** AG 9.43: the shock DRM for `attacker` type against `defender` type. */
export function wsmDrm(attacker: ShockType, defender: ShockType): number {
  checkType(attacker, 'attacker');
  checkType(defender, 'defender');
  return WSM[attacker][defender].drm;
}

/** The cell read, for the log. */
export function wsmRef(attacker: ShockType, defender: ShockType): GbohTableCell {
  return { table: 'gboh-wsm', row: attacker, col: defender };
}
