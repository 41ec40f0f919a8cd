/**
 * The Roman's expected score at the end (1 win, ½ draw, 0 loss), estimated from an unfinished
 * position, for the scenarios whose victory rule is a threshold — where "ahead" is not "winning"
 * (evaluate.ts reads it through `romanOutlook`; the other scenarios keep goals.ts `romanProgress`):
 *  - 6.2 (BG 6.2.6): the Gaul wins by standing on the Atlantic; failing that, Rome wins only if she
 *    also holds the Sequani, else a draw. So Rome's score is (1 − the Gaul's chance) × (½ + ½ × her
 *    chance of the Sequani): holding the Sequani is worth nothing once the column reaches the sea.
 *  - 6.3 (BG 6.3.5): Rome needs all 7 regions that rose to win, 5 or 6 is a draw, 4 or fewer a Gallic
 *    win: each region gets a chance of being pro-Roman at the end, and the score is read off the
 *    distribution of their count — three regions held firmly are a Gallic win, not "three sevenths".
 * A chance is a blend of the position as it stands (what the end would count now) and what the
 * forces there make likely (how it may still change): the less time left, the more the first counts.
 */
import { REGION_BY_ID } from '../data/regions';
import type { RegionId } from '../data/types';
import { UNIT_BY_ID } from '../data/units';
import { UPRISING_REGIONS } from '../data/scenarios/lastUprising';
import { gallicTribal } from '../borders';
import { absTurn } from '../queries';
import { firstMover } from '../scenarioRules';
import type { BellumState } from '../state';
import { SCENARIOS } from '../data/scenarios';
import { distanceTo, HELVETII_GOALS, romanProgress, timeLeft } from './goals';
import { MARCH_TUNING, reachable, strengthMap } from './march';

/** Chances a first guess, not tuned by self-play (docs/bot.md). */
export const OUTLOOK = {
  /** Orgetorix without a Helvetian unit beside him: his column must find him first. */
  noColumn: 0.3,
  /** Each step Orgetorix still has to go to the coast. */
  perStep: 0.85,
  /** A Roman army at least as strong as Orgetorix's column with him or within two regions. */
  caught: 0.4,
} as const;

/** A Roman SP against a Gallic one (march.ts counts the same). */
const ROMAN_QUALITY = MARCH_TUNING.romanQuality;

/** Movement phases the Gaul still has, this turn's counted while it is to come (BG 1.III). */
export function gallicMovesLeft(s: BellumState): number {
  const later = absTurn({ year: s.endYear, turn: s.endTurn }) - absTurn(s);
  const before = s.step.startsWith('supply.') || s.step === 'gallic.move' || (firstMover(s) === 'roman' && s.step.startsWith('roman.'));
  return Math.max(0, later + (before ? 1 : 0));
}

/**
 * BG 6.2.6 — the Gaul's chance that Orgetorix ends on the coast with Helvetian units and the region
 * uncontested: none when he is gone or cannot get there in the moves left; otherwise less for each
 * step still to go, and less again when a Roman army at least as strong as the Gauls with him
 * stands there or within two regions — the Roman moves after the Gaul (BG 6.2.7) and reaches two
 * regions by a forced march (BG 3.4).
 */
export function helvetiiGallicChance(s: BellumState): number {
  const o = s.leaders['orgetorix'];
  if (!o || o.out !== null || o.region === null) return 0;
  const at = o.region;
  const column = columnWith(s, at);
  let d = distanceTo(HELVETII_GOALS).get(at) ?? 99;
  // On the coast but not holding it (a Roman beside him, or no column): a step short.
  if (d === 0 && !(s.control[at] === 'gallic' && column)) d = 1;
  if (d > gallicMovesLeft(s)) return 0;
  const st = strengthMap(s); // Roman SPs weighted for quality, as march.ts weighs them
  const danger = Math.max(st.field.roman.get(at) ?? 0, reachable(st, 'roman', at));
  const caught = danger > 0 && danger >= (st.field.gallic.get(at) ?? 0) ? OUTLOOK.caught : 1;
  return (column ? 1 : OUTLOOK.noColumn) * caught * OUTLOOK.perStep ** d;
}

/** Helvetian (anti-Roman Gallic tribal) units in `r`, in the open or not. */
function columnWith(s: BellumState, r: RegionId): boolean {
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out === null && u.region === r && gallicTribal(id)) return true;
  }
  return false;
}

/** BG 6.2.6 — Rome's expected score (see the file's comment). */
export function helvetiiOutlook(s: BellumState, startYear: number, startTurn: number): number {
  const f = timeLeft(s, startYear, startTurn);
  const p = presence(s);
  const now = s.control['sequani'] === 'roman' ? 1 : 0;
  // Half on who holds the Sequani now: Rome must march there and stay (the Germans come in July).
  const sequani = 0.5 * now + 0.5 * (f * holdChance(s, 'sequani', p) + (1 - f) * now);
  return (1 - helvetiiGallicChance(s)) * (0.5 + 0.5 * sequani);
}

/** Per region and side: SPs in the open, and whether units hold a place there (BG 4.5). */
function presence(s: BellumState): { field: Map<RegionId, [number, number]>; inPlace: Set<RegionId> } {
  const field = new Map<RegionId, [number, number]>();
  const inPlace = new Set<RegionId>();
  for (const id in s.units) {
    const u = s.units[id];
    const d = UNIT_BY_ID[id];
    if (u.out !== null || u.region === null || d.kind === 'ship') continue;
    if (u.place !== null) {
      if (d.side === 'gallic') inPlace.add(u.region);
      continue;
    }
    const sp = u.reduced ? d.reducedSp : d.sp;
    const x = field.get(u.region) ?? [0, 0];
    x[d.side === 'roman' ? 0 : 1] += sp;
    field.set(u.region, x);
  }
  return { field, inPlace };
}

/**
 * How likely region `r` is to be pro-Roman at the end (BG 2.2), if the forces there have their way:
 * pro-Roman and no Gaul near, very; a Gallic garrison, likely if a siege has the time to force it,
 * unlikely if not (BG 4.5.2); a Gallic field force, by the odds against the legions there.
 */
export function holdChance(s: BellumState, r: RegionId, p = presence(s)): number {
  const [rome, gaul] = p.field.get(r) ?? [0, 0];
  const garrison = p.inPlace.has(r);
  const c = s.control[r];
  if (c === 'roman') {
    const near = REGION_BY_ID[r].neighbours.some((n) => (p.field.get(n)?.[1] ?? 0) > 0);
    return near ? 0.8 : 0.95;
  }
  if (gaul === 0 && !garrison) return rome > 0 ? 0.9 : 0.6;
  // BG 4.5.2: a garrison surrenders after 4 siege turns (one a turn) — unless the game ends first;
  // the siege table may grind it down before that, the more likely the longer it lasts.
  const walls = garrison ? (siegeTurnsLeft(s, r) > combatPhasesLeft(s) ? 0.3 : 0.7) : 1;
  if (gaul === 0) return walls;
  // BG 4.4: legions (SPs worth half again) against the Gauls in the open.
  const odds = rome > 0 ? (ROMAN_QUALITY * rome) / (ROMAN_QUALITY * rome + gaul) : 0;
  return Math.min(walls, 0.15 + 0.7 * odds);
}

/** BG 4.5.2: the siege turns still needed to force a garrison of `r` to surrender (4 less those done). */
export function siegeTurnsLeft(s: BellumState, r: RegionId): number {
  const done = s.sieges.filter((x) => x.region === r && x.besieger === 'roman').reduce((m, x) => Math.max(m, x.turns), 0);
  return 4 - done;
}

/** Combat phases still to come (BG 1.IV), this turn's while it has not begun. */
export function combatPhasesLeft(s: BellumState): number {
  return absTurn({ year: s.endYear, turn: s.endTurn }) - absTurn(s) + (s.step === 'combat' ? 0 : 1);
}

/** BG 6.3.5 — Rome's expected score from the regions' chances (the distribution of their count). */
export function uprisingOutlook(s: BellumState, startYear: number, startTurn: number): number {
  const f = timeLeft(s, startYear, startTurn);
  const p0 = presence(s);
  // dist[k]: chance that k regions are pro-Roman at the end.
  let dist = [1];
  for (const r of UPRISING_REGIONS) {
    const now = s.control[r] === 'roman' ? 1 : 0;
    const p = f * holdChance(s, r, p0) + (1 - f) * now;
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((x, k) => {
      next[k] += x * (1 - p);
      next[k + 1] += x * p;
    });
    dist = next;
  }
  const n = UPRISING_REGIONS.length;
  let score = dist[n];
  for (let k = n - 2; k < n; k++) score += 0.5 * dist[k];
  return score;
}

/**
 * The Roman's progress towards his victory as evaluate.ts reads it, in [0, 1]: his expected score
 * where the victory rule is a threshold (6.2, 6.3), goals.ts `romanProgress` elsewhere.
 */
export function romanOutlook(s: BellumState): number {
  const sc = SCENARIOS[s.scenario];
  if (s.scenario === 'helvetii' && sc) return helvetiiOutlook(s, sc.year, sc.startTurn);
  if (s.scenario === 'last-uprising' && sc) return uprisingOutlook(s, sc.year, sc.startTurn);
  return romanProgress(s);
}
