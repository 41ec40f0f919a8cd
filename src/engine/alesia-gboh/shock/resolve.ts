/**
 * AG 9.25 (with 9.42, 10.1–10.4, 10.3, 9.27, 6.67): resolving one shock with the die the attacker
 * rolled, and previewing it (each DRM with its rule, each result's chance over the d10).
 *
 * One modified roll reads the Shock Results Table for both sides (AG 9.42). Hits are shared per
 * hits.ts; each unit's fate follows AG 10.13/10.14/10.42 (fire/cohesion.ts). AG 10.45: if every unit
 * on both sides must rout, they all rout — Hits are applied to both sides together, no side first.
 * Archers and artillery in a defending hex go with their infantry (AG 9.27, 6.67): eliminated if it
 * routs or is eliminated, retreating with it otherwise.
 * Retreats (AG 10.2) are then each unit's own, with retreat.ts. Continued Shock (AG 10.3) is the
 * attackers' only, and never for attackers on a Rampart attacking units off the Ramparts.
 */
import { checkD10, type GbohTableCell } from '../tables/types';
import { shockOdds, type ShockOutcome } from '../tables/odds';
import { shockRef, shockResult, shockResultText, type ShockResult } from '../tables/shock';
import { isArcherUnit, isArtilleryUnit, isShockUnit, type Stack } from '../fire/combatUnit';
import { takeHits, type CohesionOptions, type UnitHits } from '../fire/cohesion';
import { sumDrms, type Drm } from '../fire/drm';
import type { Ground } from '../fire/ground';
import type { ShockAttack, WeaponChoice } from './attack';
import { shockDrms } from './drms';
import { shareHits } from './hits';

export interface ShockPreview {
  readonly drms: readonly Drm[];
  readonly net: number;
  /** Every row the d10 can reach, with its faces and chance (tables/odds.ts). */
  readonly odds: readonly ShockOutcome[];
  /** Expected Hits each side over the ten faces. */
  readonly expected: { readonly attackerHits: number; readonly defenderHits: number };
}

export interface ShockChoices {
  readonly weapons?: WeaponChoice;
  /** AG 9.25: the DEFENDING player's placement of the attacker's leftover Hits. */
  readonly attackerLeftover?: readonly string[];
  /** AG 9.25: the ATTACKING player's placement of the defender's leftover Hits. */
  readonly defenderLeftover?: readonly string[];
}

export interface ShockResolution extends ShockPreview {
  readonly die: number;
  readonly modified: number;
  readonly result: ShockResult;
  readonly text: string;
  readonly cell: GbohTableCell;
  /** Every unit that took part, with the Hits it took and its fate. */
  readonly attackerHits: readonly UnitHits[];
  readonly defenderHits: readonly UnitHits[];
  /** AG 9.27, 6.67: archers and artillery eliminated with their hex's infantry. */
  readonly shootersEliminated: readonly string[];
  /** AG 10.21: the units (still on the map, not routed) each side must retreat, with the shooters that go along. */
  readonly attackerRetreats: readonly string[];
  readonly defenderRetreats: readonly string[];
  /** AG 10.3: the attackers advance and shock again. */
  readonly continuedShock: boolean;
  readonly rule: 'AG 9.25';
}

/** AG 9.25: everything but the die. */
export function previewShock(g: Ground, a: ShockAttack, weapons: WeaponChoice = {}): ShockPreview {
  if (a.attackers.length === 0 || a.defenders.length === 0) throw new RangeError('AG 9.21: a shock needs attackers and defenders');
  const attUnits = a.attackers.flatMap((s) => s.units);
  const defUnits = a.defenders.flatMap((s) => s.units);
  if (!attUnits.every(isShockUnit)) throw new RangeError('AG 9.26: archers and artillery never attack');
  if (!attUnits.every((u) => u.side === attUnits[0].side) || defUnits.some((u) => u.side === attUnits[0].side)) {
    throw new RangeError('AG 9.21: attackers are of one side, defenders of the other');
  }
  if (!defUnits.some(isShockUnit)) throw new RangeError('AG 9.27: archers and artillery alone are eliminated, not fought (unsupportedShooters)');
  const drms = shockDrms(g, a, weapons);
  const net = sumDrms(drms);
  const odds = shockOdds(net);
  const expected = {
    attackerHits: odds.reduce((s, o) => s + o.chance * o.result.attackerHits, 0),
    defenderHits: odds.reduce((s, o) => s + o.chance * o.result.defenderHits, 0),
  };
  return { drms, net, odds, expected };
}

function fates(stacks: readonly Stack[], perUnit: Readonly<Record<string, number>>, opts: CohesionOptions): UnitHits[] {
  return stacks.flatMap((s) => s.units.filter(isShockUnit).map((u) => takeHits(u, perUnit[u.id] ?? 0, opts)));
}

/** AG 9.25: resolve the shock with the attacker's `die` (0–9). */
export function resolveShock(g: Ground, a: ShockAttack, die: number, choices: ShockChoices = {}, opts: CohesionOptions = {}): ShockResolution {
  checkD10(die);
  const p = previewShock(g, a, choices.weapons);
  const modified = die + p.net;
  const result = shockResult(modified);
  const att = shareHits(a.attackers, result.attackerHits, choices.attackerLeftover);
  const def = shareHits(a.defenders, result.defenderHits, choices.defenderLeftover);
  const attackerHits = fates(a.attackers, att.perUnit, opts);
  const defenderHits = fates(a.defenders, def.perUnit, opts);
  const gone = new Set([...attackerHits, ...defenderHits].filter((h) => h.fate !== 'steady').map((h) => h.unit));
  const shootersEliminated: string[] = [];
  const defenderRetreats: string[] = [];
  for (const s of a.defenders) {
    const inf = s.units.filter(isShockUnit);
    const shooters = s.units.filter((u) => isArcherUnit(u) || isArtilleryUnit(u)).map((u) => u.id);
    const standing = inf.filter((u) => !gone.has(u.id) && !u.routed);
    if (standing.length === 0) shootersEliminated.push(...shooters);
    if (result.defenderRetreat) {
      defenderRetreats.push(...standing.map((u) => u.id));
      if (standing.length > 0) defenderRetreats.push(...shooters);
    }
  }
  const attackerRetreats = result.attackerRetreat
    ? a.attackers.flatMap((s) => s.units.filter((u) => isShockUnit(u) && !gone.has(u.id) && !u.routed).map((u) => u.id))
    : [];
  const rampartException = a.attackers.every((s) => g.isRampart(s.hex)) && a.defenders.every((s) => !g.isRampart(s.hex));
  return {
    ...p, die, modified, result, text: shockResultText(result), cell: shockRef(modified),
    attackerHits, defenderHits, shootersEliminated, attackerRetreats, defenderRetreats,
    continuedShock: result.continuedShock && !rampartException,
    rule: 'AG 9.25',
  };
}
