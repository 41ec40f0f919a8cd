/**
 * The numbers behind the combat decisions open now (issue 17 §7 "Previews: each DRM with its rule,
 * each result's chance"), from the engine's own previews so that the preview and the log agree:
 * - each missile shot or reaction shot on offer (fire/preview.ts: range, hit number, every DRM of
 *   AG 8.17 with its rule, the faces that hit and the chance, the units a hit strikes);
 * - each shock the active Command makes or may designate (shock/play.ts `shockForecast`: every DRM
 *   of AG 9.25 with its rule, and each row of the Shock Results table the d10 can reach, with its
 *   faces and chance). Pure: no React.
 */
import type { AgAction } from '../../engine/alesia-gboh/actions';
import { previewFireAction } from '../../engine/alesia-gboh/fire/preview';
import { shockForecast } from '../../engine/alesia-gboh/shock/play';
import type { AgState } from '../../engine/alesia-gboh/state';
import { shockResultText } from '../../engine/alesia-gboh/tables/shock';
import { describeAction } from './describe';
import { hexName, nameOf } from './words';

export interface DrmLine {
  value: number;
  reason: string;
  rule: string;
}

export interface ShotPreview {
  key: string;
  /** The action as its button reads. */
  what: string;
  action: AgAction;
  range: number;
  hitNumber: number;
  drms: DrmLine[];
  net: number;
  /** 0–100. */
  chance: number;
  faces: string;
  struck: string[];
}

export interface ShockLine {
  key: string;
  what: string;
  mandatory: boolean;
  drms: DrmLine[];
  net: number;
  /** Each reachable row: the result in words, the die faces, the chance 0–100. */
  rows: { result: string; faces: string; chance: number }[];
  /** AG 9.27: archers or artillery alone are eliminated, not fought. */
  unfought: boolean;
}

/** Faces as a run: "0–4", "7", "none". */
export function facesText(faces: readonly number[]): string {
  if (!faces.length) return 'none';
  const lo = Math.min(...faces);
  const hi = Math.max(...faces);
  return lo === hi ? String(lo) : faces.length === hi - lo + 1 ? `${lo}–${hi}` : faces.join(', ');
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
export { signed };

/** Up to this many shots are previewed (the rest say how many more; selecting a firer narrows the list). */
export const SHOT_LIMIT = 12;

/** The shots on offer (`fire`, `react`), those of `unit` first when it is given. */
export function shotPreviews(s: AgState, legal: readonly AgAction[], unit?: string | null): { shots: ShotPreview[]; more: number } {
  let acts = legal.filter((a) => a.t === 'fire' || a.t === 'react') as Extract<AgAction, { t: 'fire' } | { t: 'react' }>[];
  if (unit && acts.some((a) => a.unit === unit)) acts = acts.filter((a) => a.unit === unit);
  const shots: ShotPreview[] = [];
  for (const a of acts.slice(0, SHOT_LIMIT)) {
    let p;
    try {
      p = previewFireAction(s, a);
    } catch {
      p = null;
    }
    if (!p) continue;
    shots.push({
      key: JSON.stringify(a), what: describeAction(s, a), action: a, range: p.range, hitNumber: p.hitNumber,
      drms: p.drms.map((d) => ({ value: d.value, reason: d.reason, rule: d.rule })), net: p.net,
      chance: Math.round(p.chance * 100), faces: facesText(p.hittingFaces), struck: p.struck.map(nameOf),
    });
  }
  return { shots, more: Math.max(0, acts.length - SHOT_LIMIT) };
}

/** The shocks of the active Command (AG 9.11 mandatory, 9.12 voluntary), when shock is on offer or being designated. */
export function shockLines(s: AgState, legal: readonly AgAction[]): ShockLine[] {
  const designating = s.step === 'shock' && s.shock?.stage === 'designate' && !s.shock.pending;
  if (!designating && !legal.some((a) => a.t === 'toShock')) return [];
  let fs;
  try {
    fs = shockForecast(s, true);
  } catch {
    return [];
  }
  return fs.map((f, i) => {
    const where = [...new Set(f.defenders.map((d) => s.units[d]?.loc).filter((l): l is { at: 'hex'; hex: string } => l?.at === 'hex').map((l) => hexName(l.hex)))].join(', ');
    const what = `${f.attackers.map(nameOf).join(', ')} against ${f.defenders.map(nameOf).join(', ')}${where ? ` (${where})` : ''}`;
    if (!f.preview) return { key: `sh${i}`, what, mandatory: f.mandatory, drms: [], net: 0, rows: [], unfought: true };
    return {
      key: `sh${i}`, what, mandatory: f.mandatory, unfought: false,
      drms: f.preview.drms.map((d) => ({ value: d.value, reason: d.reason, rule: d.rule })), net: f.preview.net,
      rows: f.preview.odds.map((o) => ({ result: shockResultText(o.result), faces: facesText(o.faces), chance: Math.round(o.chance * 100) })),
    };
  });
}
