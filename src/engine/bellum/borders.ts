/**
 * Which borders a force may cross (BG 3.3, 3.3.3 and scenario bars), for moves, forced marches,
 * evasions and retreats alike. A force crosses only if every one of its pieces may.
 */
import { LEADER_BY_ID } from './data/leaders';
import { REGION_BY_ID } from './data/regions';
import { TRIBE_BY_ID } from './data/tribes';
import { UNIT_BY_ID } from './data/units';
import type { RegionId } from './data/types';
import { inGroup, scenarioOf } from './scenarioRules';
import { mayCrossRhine } from './rhine';
import type { BellumState } from './state';

const OVERSEAS = ['britannia', 'germania'];

/** BG 3.3.3 (a): an anti-Roman Gallic unit or chief, who may never cross into Germania (so never needs a Rhenus marker). */
export function barredOverseas(p: string): boolean {
  return gallicTribal(p) || antiRomanGallicChief(p);
}

/** An anti-Roman unit of a Gallic tribe (not Germanic, not British) — BG 3.3.3 (a), BG 6.2.6. */
export function gallicTribal(u: string): boolean {
  const d = UNIT_BY_ID[u];
  if (!d || d.side !== 'gallic' || (d.category !== 'tribal-infantry' && d.category !== 'tribal-cavalry')) return false;
  const home = d.tribe === undefined ? undefined : TRIBE_BY_ID[d.tribe]?.region;
  return home === undefined || !OVERSEAS.includes(home);
}

/** A Roman leader (not a pro-Roman Gallic chief) or a Roman unit: what makes a force Roman (BG 3.3.3). */
function romanPiece(p: string): boolean {
  const u = UNIT_BY_ID[p];
  if (u) return u.roman && u.side === 'roman';
  const l = LEADER_BY_ID[p];
  return !!l && l.side === 'roman' && !l.gallicChief;
}

/** Why the force may not cross from `from` to `to`, with the rule; null when it may. */
export function crossingBar(s: BellumState, from: RegionId, to: RegionId, pieces: readonly string[]): { rule: string; why: string } | null {
  const reg = REGION_BY_ID[from];
  if (!reg || !reg.neighbours.includes(to)) return { rule: 'BG 3.3', why: 'no shared border' };
  if (OVERSEAS.includes(to)) {
    // BG 3.3.3 (a): anti-Roman Gauls never; pro-Roman Gallic units only with a Roman force.
    if (pieces.some(gallicTribal)) return { rule: 'BG 3.3.3', why: 'Britannia and Germania are closed to anti-Roman Gallic units' };
    if (pieces.some(antiRomanGallicChief)) return { rule: 'BG 3.3.3', why: 'Britannia and Germania are closed to Gallic chiefs' };
    const allied = pieces.some((p) => UNIT_BY_ID[p]?.category === 'allied-cavalry' || LEADER_BY_ID[p]?.gallicChief);
    if (allied && !pieces.some(romanPiece)) return { rule: 'BG 3.3.3', why: 'pro-Roman Gallic units enter Britannia or Germania only with a Roman force' };
  }
  for (const b of scenarioOf(s)?.special?.barredSectors ?? []) {
    if (b.sectors.includes(REGION_BY_ID[to].sector) && pieces.some((p) => inGroup(p, b.group))) {
      return { rule: b.rule, why: `${b.group.name} may not enter ${REGION_BY_ID[to].name}'s sector` };
    }
  }
  if (reg.rhine.includes(to) && !mayCrossRhine(s, from, pieces)) {
    return { rule: 'BG 3.3.3', why: 'crossing the Rhine needs a Rhenus marker: a turn without fighting in a controlled bank region' };
  }
  return null;
}

/** A chief of an anti-Roman Gallic tribe (Germans and Britons have their homes overseas). */
function antiRomanGallicChief(p: string): boolean {
  const l = LEADER_BY_ID[p];
  if (!l || l.side !== 'gallic' || l.tribe === undefined) return false;
  const home = TRIBE_BY_ID[l.tribe]?.region;
  return home !== undefined && !OVERSEAS.includes(home);
}

export function mayCrossBorder(s: BellumState, from: RegionId, to: RegionId, pieces: readonly string[]): boolean {
  return crossingBar(s, from, to, pieces) === null;
}

/** What a piece is for the bars on Britannia and Germania (BG 3.3.3 (a)), as crossingBar reads them: barred outright, or pro-Roman Gallic (allied), or Roman. */
const BARRED = 1;
const ALLIED = 2;
const ROMAN = 4;
const OVERSEAS_KIND = new Map<string, number>();

/** The piece's kind for the overseas bars, worked out once per piece from the tables (borderTest asks for every piece of every force). */
function overseasKind(p: string): number {
  let k = OVERSEAS_KIND.get(p);
  if (k === undefined) {
    k = gallicTribal(p) || antiRomanGallicChief(p) ? BARRED : 0;
    if (UNIT_BY_ID[p]?.category === 'allied-cavalry' || LEADER_BY_ID[p]?.gallicChief) k |= ALLIED;
    if (romanPiece(p)) k |= ROMAN;
    OVERSEAS_KIND.set(p, k);
  }
  return k;
}

/**
 * `mayCrossBorder` for one force and many borders (a legal list asks it of every neighbour and
 * neighbour's neighbour): what depends only on the pieces is worked out once. Same answers as
 * `crossingBar(s, from, to, pieces) === null`.
 */
export function borderTest(s: BellumState, pieces: readonly string[]): (from: RegionId, to: RegionId) => boolean {
  // BG 3.3.3 (a): the bars on Britannia and Germania, as crossingBar reads them.
  let barred = false;
  let allied = false;
  let roman = false;
  for (const p of pieces) {
    const k = overseasKind(p);
    barred ||= (k & BARRED) !== 0;
    allied ||= (k & ALLIED) !== 0;
    roman ||= (k & ROMAN) !== 0;
  }
  const overseasBarred = barred || (allied && !roman);
  const sectorBars: (readonly string[])[] = [];
  for (const b of scenarioOf(s)?.special?.barredSectors ?? []) if (pieces.some((p) => inGroup(p, b.group))) sectorBars.push(b.sectors);
  return (from, to) => {
    const reg = REGION_BY_ID[from];
    if (!reg || !reg.neighbours.includes(to)) return false;
    if (overseasBarred && OVERSEAS.includes(to)) return false;
    for (const sectors of sectorBars) if (sectors.includes(REGION_BY_ID[to].sector)) return false;
    return !(reg.rhine.includes(to) && !mayCrossRhine(s, from, pieces));
  };
}
