/**
 * Scenario 6.2's own rules in play: the free-passage negotiation of the Helvetii (BG 6.2.7) and
 * the victory conditions (BG 6.2.6). Data: data/scenarios/helvetii.ts.
 *
 * This edition reads the negotiation as follows. It is optional, and a Helvetian force may move
 * without one. At most one negotiation per Gallic movement phase, before any Gallic piece moves:
 * the Gallic player names a force holding Helvetii and a neighbouring region of independent Gaul
 * it could enter and that no earlier negotiation named. 1–2: that force (every Gallic piece in
 * its region) may not move this phase; 3–5: no effect; 6: the force may move and the Gallic player
 * mobilises one tribe of the sector of the named region, rated 3 or less and not yet on the map,
 * which deploys in its home region with all its counters outside oppida (BG 6). The named region
 * is a declaration, not an obligation: after a 3–6 the force moves where its player wants.
 */
import { REGION_BY_ID } from '../data/regions';
import { INDEPENDENT_GAUL_SECTORS } from '../data/sectors';
import { TRIBE_BY_ID, TRIBES } from '../data/tribes';
import { tribalUnits } from '../data/units';
import type { RegionId, TribeId } from '../data/types';
import { gallicTribal, mayCrossBorder } from '../borders';
import { pieceRef, regionRef, type Ctx } from '../ctx';
import { updateControl } from '../control';
import { absTurn, leadersIn, unitsIn } from '../queries';
import { inGroup, scenarioOf } from '../scenarioRules';
import type { BellumAction, BellumState, Negotiation } from '../state';
import type { VictoryCheck } from '../victoryTypes';
import { own, ownLeaders, ownUnits } from '../own';

const RULE = 'BG 6.2.7';

/** The negotiation rolled this phase, if any. */
export function negotiationThisPhase(s: BellumState): Negotiation | undefined {
  if (s.step !== 'gallic.move') return undefined;
  return s.negotiations.find((n) => n.turn === absTurn(s));
}

/** BG 6.2.7 — regions whose Gallic force may not move this phase after a 1–2. */
export function refusedPassage(s: BellumState, region: RegionId): boolean {
  const n = negotiationThisPhase(s);
  return n !== undefined && n.result === 'refused' && n.from === region;
}

/** Gallic pieces in the open of a region (the force that would move). */
function fieldPieces(s: BellumState, region: RegionId): string[] {
  return [...leadersIn(s, region, 'gallic', 'field'), ...unitsIn(s, region, 'gallic', 'field')];
}

export function negotiateLegal(s: BellumState): BellumAction[] {
  const fp = scenarioOf(s)?.special?.freePassage;
  if (!fp || s.step !== 'gallic.move' || s.selection !== null || s.moved.length > 0 || s.mobilise !== null) return [];
  if (negotiationThisPhase(s)) return [];
  const named = new Set(s.negotiations.map((n) => n.to));
  const froms = new Set<RegionId>();
  for (const id of [...Object.keys(s.leaders), ...Object.keys(s.units)]) {
    const p = s.units[id] ?? s.leaders[id];
    if (p.out !== null || p.region === null || p.place !== null || !inGroup(id, fp.group)) continue;
    froms.add(p.region);
  }
  const out: BellumAction[] = [];
  for (const from of [...froms].sort()) {
    const pieces = fieldPieces(s, from);
    for (const to of REGION_BY_ID[from].neighbours) {
      if (named.has(to) || !INDEPENDENT_GAUL_SECTORS.includes(REGION_BY_ID[to].sector)) continue;
      if (!mayCrossBorder(s, from, to, pieces)) continue;
      out.push({ t: 'negotiate', from, to });
    }
  }
  return out;
}

/** Tribes a 6 may raise: of the named region's sector, rated at most the limit, none of their counters in the game yet. */
export function mobilisableTribes(s: BellumState, to: RegionId): TribeId[] {
  const fp = scenarioOf(s)?.special?.freePassage;
  if (!fp) return [];
  const sector = REGION_BY_ID[to].sector;
  const rating = (t: (typeof TRIBES)[number]) => scenarioOf(s)?.ratings?.[t.id] ?? t.rating;
  return TRIBES.filter((t) => REGION_BY_ID[t.region]?.sector === sector && rating(t) <= fp.maxRating)
    .filter((t) => !tribalUnits(t).some((u) => u.id in s.units) && !t.leaders.some((l) => l in s.leaders))
    .map((t) => t.id);
}

export function negotiate(ctx: Ctx, from: RegionId, to: RegionId): void {
  const s = ctx.s;
  const r = ctx.roll({
    side: 'gallic',
    purpose: `Helvetii negotiate free passage into ${REGION_BY_ID[to].name}`,
    rule: RULE,
    refs: [regionRef(from), regionRef(to)],
    interpret: (t) => ({ result: t <= 2 ? 'refused: the force stays where it is this phase' : t <= 5 ? 'no effect' : 'welcomed: free passage and a tribe joins' }),
  });
  const result: Negotiation['result'] = r.total <= 2 ? 'refused' : r.total <= 5 ? 'none' : 'welcome';
  own(s, 'negotiations').push({ from, to, turn: absTurn(s), roll: r.total, result });
  if (result === 'refused') {
    ctx.text('gallic', `Passage refused: no Gallic piece may leave ${REGION_BY_ID[from].name} this phase.`, RULE, [regionRef(from)]);
  } else if (result === 'welcome') {
    const tribes = mobilisableTribes(s, to);
    if (tribes.length === 0) ctx.text('gallic', 'No tribe of that sector rated 3 or less is left to mobilise.', RULE);
    else s.mobilise = tribes;
  }
}

export function mobiliseLegal(s: BellumState): BellumAction[] {
  return (s.mobilise ?? []).map((tribe): BellumAction => ({ t: 'mobilise', tribe }));
}

/** BG 6.2.7 with BG 6: the tribe deploys in its home region with all its counters, outside oppida. */
export function mobilise(ctx: Ctx, tribe: TribeId): void {
  const s = ctx.s;
  const t = TRIBE_BY_ID[tribe];
  s.mobilise = null;
  const units = tribalUnits(t, scenarioOf(s)?.ratings?.[tribe]);
  for (const u of units) ownUnits(s)[u.id] = { region: t.region, place: null, out: null, reduced: false };
  for (const l of t.leaders) ownLeaders(s)[l] = { region: t.region, place: null, out: null, wounded: false };
  updateControl(s);
  ctx.text('gallic', `The ${t.name} join the Helvetii: ${units.map((u) => u.name).join(', ')} deploy in ${REGION_BY_ID[t.region].name}, outside their oppida.`, RULE, [
    regionRef(t.region), ...units.map((u) => pieceRef(u.id)),
  ]);
}

const GOALS: RegionId[] = ['pictones', 'santones'];

/** BG 6.2.6 — Gallic: Orgetorix and anti-Roman Gallic units in Pictones or Santones, uncontested; else Roman with Sequani; else a draw. */
export function helvetiiVictory(s: BellumState): VictoryCheck {
  const org = s.leaders['orgetorix'];
  const held = GOALS.filter((r) => org?.out === null && org.region === r && s.control[r] === 'gallic' && unitsIn(s, r, 'gallic', 'all').some(gallicTribal));
  const sequani = s.control['sequani'] === 'roman';
  const details = [
    { text: 'Orgetorix with anti-Roman Gallic units holds Pictones or Santones uncontested', met: held.length > 0 },
    { text: 'Sequani pro-Roman', met: sequani },
  ];
  const summary = details.map((d) => `${d.text}: ${d.met ? 'yes' : 'no'}`).join('; ');
  if (held.length > 0) {
    return { winner: 'gallic', details, rule: 'BG 6.2.6', refs: [...GOALS, 'sequani'], reason: `The Helvetii have reached the Atlantic in ${REGION_BY_ID[held[0]].name} — ${summary}.` };
  }
  if (sequani) return { winner: 'roman', details, rule: 'BG 6.2.6', refs: [...GOALS, 'sequani'], reason: `Caesar has stopped the Helvetii and holds the Sequani — ${summary}.` };
  return { winner: 'draw', details, rule: 'BG 6.2.6', refs: [...GOALS, 'sequani'], reason: `Neither side has its goal — ${summary}.` };
}

