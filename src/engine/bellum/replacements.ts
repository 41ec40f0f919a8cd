/**
 * BG 3.2 — Roman replacements, a campaign rule (BG 7.5.5, not in the seed). This edition offers
 * them as an option (`options.replacements`) that a scenario or a later campaign switches on.
 *
 * This edition's readings (also in the rules browser, BG 3.2):
 * - They come from 56 BC on, at the start of each year's campaigning: the Supplementum in the
 *   year's first Roman movement phase of the Winter or March turn, the Levies in March (their
 *   text names March). What is not taken that year is lost (not cumulative).
 * - Each needs a Roman leader (not a pro-Roman Gallic chief) in Cisalpina at that moment.
 * - Supplementum: every reduced legion is flipped back where it stands; one pro-Roman Gallic
 *   cavalry counter not on the map goes into a hiberna holding a Roman leader or a pro-Roman
 *   Gallic leader, the Roman player choosing which hiberna (none, if none qualifies).
 * - Levies: from the units eliminated so far, 2 legions, 1 auxiliary (Cretans, Balearics or
 *   Numidians) and 1 Roman cavalry, at full strength in Cisalpina; 1 more of any kind if Caesar
 *   is in Cisalpina. Where the eliminated counters leave a choice, the Roman player makes it;
 *   where they do not, the levy is made at once. A legion lost with its trireme (BG 5.6.2) counts.
 */
import { LEADER_BY_ID } from './data/leaders';
import { REGION_BY_ID } from './data/regions';
import { UNIT_BY_ID } from './data/units';
import type { RegionId, UnitCategory, UnitId } from './data/types';
import { pieceRef, regionRef, type Ctx } from './ctx';
import { hibernaId } from './hiberna';
import { pieceName, WINTER } from './queries';
import type { BellumAction, BellumState } from './state';
import { ownUnit, ownUnits } from './own';

const FIRST_YEAR = 56; // BG 3.2: from 56 BC onward
const MARCH = 2;
const CISALPINA = 'cisalpina';

/** Levy quotas still open: per category, and the extra unit of any kind for Caesar. */
export interface LevyQuota {
  legion: number;
  auxiliary: number;
  'roman-cavalry': number;
  any: number;
}

/** A replacement decision the Roman player is making (BG 3.2). */
export type ReplacementOrder =
  | { kind: 'cavalry'; unit: UnitId; sites: RegionId[] }
  | { kind: 'levies'; quota: LevyQuota };

const LEVY_KINDS: readonly (keyof Omit<LevyQuota, 'any'>)[] = ['legion', 'auxiliary', 'roman-cavalry'];

export const replacementsOn = (s: BellumState): boolean => s.options.replacements === true;

/** A Roman leader (not a pro-Roman Gallic chief) in Cisalpina, in the open or in its city. */
export function romanLeaderInCisalpina(s: BellumState): boolean {
  return Object.keys(s.leaders).some((l) => {
    const L = s.leaders[l];
    return L.out === null && L.region === CISALPINA && LEADER_BY_ID[l].side === 'roman' && !LEADER_BY_ID[l].gallicChief;
  });
}

/** Which replacements fall due in this Roman movement phase. */
export function replacementsDue(s: BellumState): { supplementum: boolean; levies: boolean } {
  const none = { supplementum: false, levies: false };
  if (!replacementsOn(s) || s.year > FIRST_YEAR || (s.turn !== WINTER && s.turn !== MARCH)) return none;
  const taken = s.replacementsTaken;
  return {
    supplementum: taken.supplementum !== s.year,
    levies: s.turn === MARCH && taken.levies !== s.year,
  };
}

/** Hiberna where the Supplementum's cavalry may go: a Roman or pro-Roman Gallic leader inside. */
export function cavalrySites(s: BellumState): RegionId[] {
  const out: RegionId[] = [];
  for (const r of s.hiberna ?? []) {
    const id = hibernaId(r);
    const led = Object.keys(s.leaders).some((l) => s.leaders[l].out === null && s.leaders[l].place === id && LEADER_BY_ID[l].side === 'roman');
    if (led) out.push(r);
  }
  return out.sort();
}

/** A pro-Roman Gallic cavalry counter not on the map ("limited by the counters available"). */
export function freeAlliedCavalry(s: BellumState): UnitId | null {
  for (const u of Object.keys(UNIT_BY_ID).sort()) {
    if (UNIT_BY_ID[u].category !== 'allied-cavalry') continue;
    const st = s.units[u];
    if (!st || st.out !== null) return u;
  }
  return null;
}

/** Units eliminated so far that a levy of this category may bring back. */
export function levyCandidates(s: BellumState, category: keyof Omit<LevyQuota, 'any'> | 'any'): UnitId[] {
  // Caesar's extra unit may be of any kind: any eliminated Roman-side land unit (no ship).
  const ok = (c: UnitCategory) => (category === 'any' ? c !== 'ship' : c === category);
  return Object.keys(s.units)
    .filter((u) => s.units[u].out === 'eliminated' && UNIT_BY_ID[u].side === 'roman' && ok(UNIT_BY_ID[u].category))
    .sort();
}

/**
 * Start the replacements of this Roman movement phase (BG 1.II.B). Returns true when a decision
 * is waiting in `s.replacement`; false when everything was done at once (or nothing was due).
 */
export function beginReplacements(ctx: Ctx): boolean {
  const s = ctx.s;
  const due = replacementsDue(s);
  if (!due.supplementum && !due.levies) return false;
  if (!romanLeaderInCisalpina(s)) {
    ctx.text('roman', 'No Roman leader in Cisalpina: no replacements this year.', 'BG 3.2', [regionRef(CISALPINA)]);
    // Not cumulative: the year's replacements are lost only once the March chance has gone too.
    if (s.turn === MARCH) s.replacementsTaken = { supplementum: s.year, levies: s.year };
    return false;
  }
  if (due.supplementum) {
    s.replacementsTaken = { ...s.replacementsTaken, supplementum: s.year };
    if (supplementum(ctx)) return true;
  }
  return startLevies(ctx);
}

/** BG 3.2 Supplementum: reduced legions restored; the Gallic cavalry placed (maybe by choice). */
function supplementum(ctx: Ctx): boolean {
  const s = ctx.s;
  const restored: UnitId[] = [];
  for (const u of Object.keys(s.units).sort()) {
    const st = s.units[u];
    if (st.out === null && st.reduced && UNIT_BY_ID[u].category === 'legion') {
      ownUnit(s, u).reduced = false;
      restored.push(u);
    }
  }
  ctx.text('roman', `Supplementum: ${restored.length ? restored.map(pieceName).join(', ') : 'no reduced legion'} back to full strength.`, 'BG 3.2', restored.map(pieceRef));
  const unit = freeAlliedCavalry(s);
  const sites = cavalrySites(s);
  if (!unit || sites.length === 0) {
    ctx.text('roman', unit ? 'No hiberna with a leader inside: the Supplementum brings no Gallic cavalry.' : 'No Gallic cavalry counter is left for the Supplementum.', 'BG 3.2');
    return false;
  }
  if (sites.length === 1) {
    placeCavalry(ctx, unit, sites[0]);
    return false;
  }
  s.replacement = { kind: 'cavalry', unit, sites };
  return true;
}

function placeCavalry(ctx: Ctx, unit: UnitId, region: RegionId): void {
  ownUnits(ctx.s)[unit] = { region, place: hibernaId(region), out: null, reduced: false };
  ctx.text('roman', `Supplementum: ${pieceName(unit)} joins the hiberna in ${regionName(region)}.`, 'BG 3.2', [pieceRef(unit), regionRef(region)]);
}

const regionName = (r: RegionId) => REGION_BY_ID[r]?.name ?? r;

/** BG 3.2 Levies (March): forced picks at once; a choice waits in `s.replacement`. */
function startLevies(ctx: Ctx): boolean {
  const s = ctx.s;
  if (replacementsDue(s).levies === false) { s.replacement = null; return false; }
  s.replacementsTaken = { ...s.replacementsTaken, levies: s.year };
  const caesar = s.leaders['caesar'];
  const quota: LevyQuota = { legion: 2, auxiliary: 1, 'roman-cavalry': 1, any: caesar && caesar.out === null && caesar.region === CISALPINA ? 1 : 0 };
  ctx.text('roman', `Levies: up to 2 legions, 1 auxiliary and 1 Roman cavalry from the eliminated units${quota.any ? ', and 1 more of any kind (Caesar is in Cisalpina)' : ''}.`, 'BG 3.2', [regionRef(CISALPINA)]);
  return continueLevies(ctx, quota);
}

/** Make every levy that leaves no choice; stop at the first real choice. */
function continueLevies(ctx: Ctx, quota: LevyQuota): boolean {
  const s = ctx.s;
  for (;;) {
    let forced: UnitId | null = null;
    for (const k of LEVY_KINDS) {
      if (quota[k] <= 0) continue;
      const c = levyCandidates(s, k);
      if (c.length === 0) quota[k] = 0;
      else if (c.length <= quota[k] && quota.any === 0) { forced = c[0]; break; }
    }
    if (quota.any > 0 && levyCandidates(s, 'any').length === 0) quota.any = 0;
    if (forced) { levy(ctx, forced, quota); continue; }
    if (quota.legion + quota.auxiliary + quota['roman-cavalry'] + quota.any === 0) { s.replacement = null; return false; }
    s.replacement = { kind: 'levies', quota };
    return true;
  }
}

function levy(ctx: Ctx, unit: UnitId, quota: LevyQuota): void {
  const k = UNIT_BY_ID[unit].category as keyof Omit<LevyQuota, 'any'>;
  if (quota[k] > 0) quota[k] -= 1;
  else quota.any -= 1;
  ownUnits(ctx.s)[unit] = { region: CISALPINA, place: null, out: null, reduced: false };
  ctx.text('roman', `Levies: ${pieceName(unit)} is raised again in Cisalpina.`, 'BG 3.2', [pieceRef(unit), regionRef(CISALPINA)]);
}

/** Legal actions while a replacement decision waits. */
export function replacementLegal(s: BellumState): BellumAction[] {
  const o = s.replacement;
  if (!o) return [{ t: 'done' }];
  if (o.kind === 'cavalry') return [...o.sites.map((region): BellumAction => ({ t: 'supplement', region })), { t: 'done' }];
  const units = new Set<UnitId>();
  for (const k of LEVY_KINDS) if (o.quota[k] > 0) for (const u of levyCandidates(s, k)) units.add(u);
  if (o.quota.any > 0) for (const u of levyCandidates(s, 'any')) units.add(u);
  return [...[...units].sort().map((unit): BellumAction => ({ t: 'levy', unit })), { t: 'done' }];
}

/** Apply a replacement decision. Returns true when another decision waits. */
export function replacementApply(ctx: Ctx, a: BellumAction): boolean {
  const s = ctx.s;
  const o = s.replacement;
  if (!o) return false;
  if (o.kind === 'cavalry') {
    if (a.t === 'supplement') placeCavalry(ctx, o.unit, a.region);
    else ctx.text('roman', 'Supplementum: the Gallic cavalry is not taken.', 'BG 3.2');
    s.replacement = null;
    return startLevies(ctx);
  }
  if (a.t === 'levy') {
    const quota = { ...o.quota };
    levy(ctx, a.unit, quota);
    return continueLevies(ctx, quota);
  }
  ctx.text('roman', 'Levies: the remaining units are not taken.', 'BG 3.2');
  s.replacement = null;
  return false;
}
