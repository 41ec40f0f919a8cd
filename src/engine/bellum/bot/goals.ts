/**
 * What each side is after in each scenario, in terms the bot's evaluation and policy can use:
 * the regions a side's forces should head for, and the Roman's progress towards his victory
 * conditions (victory.ts and the scenario files) as a number in [0, 1]. Everything here reads only
 * the open parts of a state (a view would do as well).
 */
import { REGION_BY_ID, REGIONS } from '../data/regions';
import type { RegionId } from '../data/types';
import { LEAGUE_REGIONS } from '../data/scenarios/belgica';
import { UPRISING_REGIONS } from '../data/scenarios/lastUprising';
import { UNIT_BY_ID } from '../data/units';
import { absTurn } from '../queries';
import type { BellumState, Side } from '../state';

/** BG 6.1.5 regions and the oppidum Rome must destroy. */
export const AQUITANIA_REGIONS: readonly RegionId[] = ['tarbelli', 'bigerriones'];
export const SOTIATES = 'sotiates-oppidum';
/** BG 6.2.6: the Atlantic regions the Helvetii make for, and the region Rome must hold. */
export const HELVETII_GOALS: readonly RegionId[] = ['pictones', 'santones'];
const VENETI_SHIPS = ['veneti-ship-1', 'veneti-ship-2'];
const TRIREMES = ['trireme-1', 'trireme-2', 'trireme-3'];

/** Steps between regions across shared borders (crossing bars ignored), from the nearest of `targets`. */
const DIST = new Map<string, Map<RegionId, number>>();
export function distanceTo(targets: readonly RegionId[]): Map<RegionId, number> {
  const key = targets.slice().sort().join(',');
  let d = DIST.get(key);
  if (!d) {
    d = new Map();
    let frontier = targets.filter((t) => REGION_BY_ID[t]);
    for (const t of frontier) d.set(t, 0);
    for (let k = 1; frontier.length; k++) {
      const next: RegionId[] = [];
      for (const r of frontier) for (const n of REGION_BY_ID[r].neighbours) if (!d.has(n)) { d.set(n, k); next.push(n); }
      frontier = next;
    }
    for (const r of REGIONS) if (!d.has(r.id)) d.set(r.id, 99);
    DIST.set(key, d);
  }
  return d;
}

const controlScore = (s: BellumState, r: RegionId): number => (s.control[r] === 'roman' ? 1 : s.control[r] === 'contested' ? 0.4 : 0);
const share = (s: BellumState, rs: readonly RegionId[]) => rs.reduce((t, r) => t + controlScore(s, r), 0) / rs.length;

/** Where Orgetorix is, or null when he is off the map. */
export function orgetorixAt(s: BellumState): RegionId | null {
  const o = s.leaders['orgetorix'];
  return o && o.out === null ? o.region : null;
}

/**
 * The Roman's progress towards his victory conditions, 0 (none of it) to 1 (all of it, firmly).
 * Control counts in full when pro-Roman and in part when contested; a siege under way counts toward
 * destroying its place. (6.2 and 6.3, whose rules are thresholds: outlook.ts.)
 */
export function romanProgress(s: BellumState): number {
  switch (s.scenario) {
    case 'aquitania': {
      const siege = s.sieges.find((x) => x.place === SOTIATES && x.besieger === 'roman');
      const razed = s.destroyed.includes(SOTIATES) ? 1 : siege ? Math.min(0.7, 0.35 + 0.1 * siege.turns) : 0;
      return (controlScore(s, 'tarbelli') + controlScore(s, 'bigerriones') + razed) / 3;
    }
    case 'belgica':
      return 0.35 * controlScore(s, 'remi') + 0.65 * share(s, LEAGUE_REGIONS);
    case 'veneti-fleet': {
      const onCoast = VENETI_SHIPS.filter((id) => s.units[id]?.out === null && s.units[id].region === 'veneti' && s.units[id].place === null).length;
      const afloat = TRIREMES.filter((id) => s.units[id]?.out === null).length;
      return 0.6 * (1 - onCoast / 2) + 0.4 * Math.min(1, afloat / 2);
    }
    default:
      return 0.5;
  }
}

function gallicFieldIn(s: BellumState, r: RegionId): boolean {
  for (const id in s.units) {
    const u = s.units[id];
    if (u.region === r && u.place === null && u.out === null && UNIT_BY_ID[id].side === 'gallic' && UNIT_BY_ID[id].kind !== 'ship') return true;
  }
  return false;
}

/** Regions `side`'s forces should make for now (never empty where the scenario is known). */
export function targetRegions(s: BellumState, side: Side): RegionId[] {
  const notRoman = (rs: readonly RegionId[]) => rs.filter((r) => s.control[r] !== 'roman');
  switch (s.scenario) {
    case 'aquitania': {
      if (side === 'gallic') return [...AQUITANIA_REGIONS];
      const open = notRoman(AQUITANIA_REGIONS);
      // BG 6.1.5: the Sotiates oppidum must be destroyed. Standing empty in a pro-Roman Bigerriones
      // (a garrison that surrendered spares it for the turn, BG 4.5.2) it is taken by the first
      // Roman force in the open there (BG 4.5.1 a): that comes first, Tarbelli can wait a turn.
      if (!s.destroyed.includes(SOTIATES) && !open.includes('bigerriones')) return ['bigerriones'];
      return open.length ? open : ['bigerriones'];
    }
    case 'helvetii': {
      const at = orgetorixAt(s);
      if (side === 'gallic') return [...HELVETII_GOALS];
      return s.control['sequani'] !== 'roman' ? ['sequani', ...(at ? [at] : [])] : at ? [at] : ['sequani'];
    }
    case 'last-uprising': {
      const open = notRoman(UPRISING_REGIONS);
      return side === 'roman' && open.length ? open : [...UPRISING_REGIONS];
    }
    case 'belgica': {
      if (side === 'gallic') return ['remi'];
      // BG 6.4.5: losing the Remi loses the game — defend them when a Belgic force stands near.
      const threatened = ['remi', ...REGION_BY_ID['remi'].neighbours].some((r) => gallicFieldIn(s, r));
      const open = notRoman(['remi', ...LEAGUE_REGIONS]);
      if (threatened && !open.includes('remi')) open.push('remi');
      return open.length ? open : ['remi'];
    }
    case 'veneti-fleet':
      return ['veneti'];
    default:
      return [];
  }
}

/**
 * How much a step nearer the side's targets weighs against a fight's odds (march.ts): the Helvetii
 * must reach the sea by the last turn (BG 6.2.6), so for them each step counts double.
 */
export function goalWeight(s: BellumState, side: Side): number {
  return s.scenario === 'helvetii' && side === 'gallic' ? 2 : 1;
}

const SCALED = new Map<string, Map<RegionId, number>>();
/**
 * distanceTo(targetRegions) times goalWeight: what march.ts scores a region's distance by. Targets
 * `covered` (another force already stands there) are left out while any other remains.
 */
export function goalDistance(s: BellumState, side: Side, covered?: (r: RegionId) => boolean, all: readonly RegionId[] = targetRegions(s, side)): Map<RegionId, number> {
  let targets = all as RegionId[];
  if (covered) {
    const open = targets.filter((r) => !covered(r));
    if (open.length) targets = open;
  }
  const w = goalWeight(s, side);
  if (w === 1) return distanceTo(targets);
  const key = `${w}|${targets.slice().sort().join(',')}`;
  let d = SCALED.get(key);
  if (!d) {
    d = new Map([...distanceTo(targets)].map(([r, k]) => [r, k * w]));
    SCALED.set(key, d);
  }
  return d;
}

/** The share of the game still to play: 1 at the first turn, near 0 in the last. */
export function timeLeft(s: BellumState, startYear: number, startTurn: number): number {
  const total = absTurn({ year: s.endYear, turn: s.endTurn }) - absTurn({ year: startYear, turn: startTurn }) + 1;
  const left = absTurn({ year: s.endYear, turn: s.endTurn }) - absTurn(s);
  return total > 0 ? Math.max(0, Math.min(1, left / total)) : 0;
}

/** Strength points on the map (in the open or in places; ships left out) of each side. */
export function strengths(s: BellumState): Record<Side, number> {
  const out: Record<Side, number> = { roman: 0, gallic: 0 };
  for (const id in s.units) {
    const u = s.units[id];
    const d = UNIT_BY_ID[id];
    if (u.out !== null || u.region === null || d.kind === 'ship') continue;
    out[d.side] += u.reduced ? d.reducedSp : d.sp;
  }
  return out;
}
