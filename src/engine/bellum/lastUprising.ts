/**
 * Special rules and victory of scenario 6.3, The Last Uprising (BG 6.3.5, BG 6.3.6).
 *
 * Oppidum-use roll, this edition's reading: an oppidum in a region that was not in revolt when the
 * game began is closed to the Gauls until a Gallic force (or an unled unit stepping in) first tries
 * to enter it: roll 1d6, on 1–4 it enters and the oppidum is open to the Gauls for the rest of the
 * game; on 5–6 that force stays where it was (it may still do something else this phase) and the
 * oppidum is closed to the Gauls for good. One roll per oppidum in the whole game. A closed or
 * untested oppidum is no refuge either (BG 4.4.1). Oppida of the regions in revolt are open.
 *
 * Gallia Aquitania is closed to Gallic forces (BG 6.3.6).
 *
 * Victory (BG 6.3.5): the Roman count is the number of the 7 regions in revolt at the start that
 * are pro-Roman at the end: 7 is a Roman victory, 5–6 a draw, 4 or fewer a Gallic victory.
 */
import { PLACE_BY_ID } from './data/places';
import { REGION_BY_ID } from './data/regions';
import type { PlaceId, RegionId } from './data/types';
import { UPRISING_REGIONS } from './data/scenarios/lastUprising';
import { regionRef, type Ctx } from './ctx';
import type { BellumState, Side } from './state';
import { scenarioOf } from './scenarioRules';
import type { VictoryCheck } from './victoryTypes';

/** The scenario's oppidum-use roll (BG 6.3.6), when the oppidum is subject to it; null otherwise. */
function rollRule(s: BellumState, place: PlaceId) {
  const r = scenarioOf(s)?.special?.oppidumRoll;
  if (!r) return null;
  const p = PLACE_BY_ID[place];
  return p.kind === 'oppidum' && !r.openRegions.includes(p.region) ? r : null;
}

/** BG 6.3.6 — does this oppidum need the Gallic oppidum-use roll before the Gauls may enter it? */
export function oppidumNeedsRoll(s: BellumState, place: PlaceId): boolean {
  return rollRule(s, place) !== null && s.oppidumTests?.[place] === undefined;
}

/** BG 6.3.6 — is this oppidum open to the Gauls now (no roll needed, or the roll passed)? */
export function oppidumOpenToGauls(s: BellumState, place: PlaceId): boolean {
  return rollRule(s, place) === null || s.oppidumTests?.[place] === true;
}

/** BG 6.3.6 — roll to use the oppidum; records the result once and for all. True = may enter. */
export function rollOppidumUse(ctx: Ctx, place: PlaceId): boolean {
  const p = PLACE_BY_ID[place];
  const { max, rule } = rollRule(ctx.s, place)!;
  const r = ctx.roll({
    side: 'gallic',
    purpose: `May the Gauls use ${p.name} (${REGION_BY_ID[p.region].name})? 1–${max} yes`,
    rule,
    refs: [regionRef(p.region), { kind: 'oppidum', id: place }],
    interpret: (t) => ({ result: t <= max ? 'the gates open: the oppidum is open to the Gauls' : 'the town refuses: closed to the Gauls for the rest of the game' }),
  });
  const ok = r.total <= max;
  ctx.s.oppidumTests = { ...(ctx.s.oppidumTests ?? {}), [place]: ok };
  return ok;
}

/**
 * BG 6.3.6 — Gallic forces may not enter Gallia Aquitania in scenario 6.3. The bar itself is the
 * scenario's `barredSectors` data, which borders.ts applies to moves, evasions and retreats.
 */
export function entryBarred(s: BellumState, side: Side, to: RegionId): boolean {
  const sector = REGION_BY_ID[to].sector;
  return (scenarioOf(s)?.special?.barredSectors ?? []).some((b) => b.group.side === side && b.sectors.includes(sector));
}

export interface UprisingScore {
  held: RegionId[];
  lost: RegionId[];
  winner: Side | 'draw';
}

/** BG 6.3.5 — the Roman count of regions in revolt now pro-Roman, and the verdict it gives. */
export function uprisingScore(s: BellumState): UprisingScore {
  const held = UPRISING_REGIONS.filter((r) => s.control[r] === 'roman');
  const lost = UPRISING_REGIONS.filter((r) => s.control[r] !== 'roman');
  const winner = held.length === UPRISING_REGIONS.length ? 'roman' : held.length >= 5 ? 'draw' : 'gallic';
  return { held, lost, winner };
}

/** BG 6.3.5 — count of the regions in revolt at the start now pro-Roman: 7 Rome, 5–6 draw, ≤ 4 Gaul. */
export function lastUprisingVictory(s: BellumState): VictoryCheck {
  const sc = uprisingScore(s);
  const n = sc.held.length;
  const details = [...sc.held, ...sc.lost].sort().map((r) => ({ text: `${REGION_BY_ID[r].name} pro-Roman`, met: s.control[r] === 'roman' }));
  const count = `Rome holds ${n} of the 7 regions that rose`;
  const lost = sc.lost.length ? `; still defiant: ${sc.lost.map((r) => REGION_BY_ID[r].name).join(', ')}` : '';
  const reason =
    sc.winner === 'roman' ? `${count}: the last uprising is crushed.`
    : sc.winner === 'draw' ? `${count} (5–6 is a draw): Gaul is neither free nor quiet${lost}.`
    : `${count} (4 or fewer): the uprising has won${lost}.`;
  return { winner: sc.winner, details, reason, rule: 'BG 6.3.5', refs: [...sc.held, ...sc.lost] };
}
