/**
 * Chances for the previews (issue 17 §7: "each result's chance"): what a d10 (0–9, AG 2.3) gives on
 * each table for a known net DRM. Pure arithmetic over the ten faces, no randomness.
 */
import { alesiaForceEnters, entryArrives } from './entry';
import { missileHit } from './missile';
import { shockResult, type ShockResult } from './shock';
import { D10_MAX, D10_MIN, type EntryZone, type MissileClass } from './types';

const FACES: readonly number[] = Object.freeze(Array.from({ length: D10_MAX - D10_MIN + 1 }, (_, i) => D10_MIN + i));

export interface ShockOutcome {
  readonly result: ShockResult;
  /** The die faces (unmodified) that read this row. */
  readonly faces: readonly number[];
  /** faces.length / 10. */
  readonly chance: number;
}

/** AG 9.42: every row a d10 plus `netDrm` can reach, with its faces and chance, lowest row first. */
export function shockOdds(netDrm: number): ShockOutcome[] {
  const out: { result: ShockResult; faces: number[] }[] = [];
  for (const f of FACES) {
    const r = shockResult(f + netDrm);
    const last = out[out.length - 1];
    if (last && last.result === r) last.faces.push(f);
    else out.push({ result: r, faces: [f] });
  }
  return out.map((o) => ({ result: o.result, faces: o.faces, chance: o.faces.length / FACES.length }));
}

/** AG 8.16: the chance that a fire with net DRM `netDrm` hits at `range`. */
export function missileHitChance(cls: MissileClass, range: number, netDrm: number): number {
  return FACES.filter((f) => missileHit(cls, range, f + netDrm)).length / FACES.length;
}

/** AG 5.33, AG 12.2: the chance the tribes assigned to `zone` arrive. */
export function entryChance(zone: EntryZone, night: boolean): number {
  return FACES.filter((f) => entryArrives(zone, f, night)).length / FACES.length;
}

/** AG 5.63, AG 12.2: the chance the Alesia force comes out. */
export function alesiaForceChance(night: boolean): number {
  return FACES.filter((f) => alesiaForceEnters(f, night)).length / FACES.length;
}
