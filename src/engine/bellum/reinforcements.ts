/**
 * BG 3.1 — reinforcements, read from the scenario's list (data/scenarios.ts). They arrive in step
 * A of their owner's movement phase (BG 1.II.A Roman, BG 1.III.A Gallic) of the turn the list
 * gives: at a fixed region, or where the owner chooses among the allowed regions (then the game
 * waits for a `reinforce` action). Units placed this way stand with a leader when movement (step
 * C / B) begins, so they may move that same phase if a leader is with them.
 */
import { LEADER_BY_ID } from './data/leaders';
import { REGION_BY_ID } from './data/regions';
import type { Reinforcement } from './data/scenarios';
import type { RegionId } from './data/types';
import { pieceRef, regionRef, type Ctx } from './ctx';
import { updateControl } from './control';
import { beginMovement } from './movement';
import { pieceName, sideName } from './queries';
import { scenarioOf } from './scenarioRules';
import type { BellumAction, BellumState, Side } from './state';
import { own, ownLeaders, ownUnits } from './own';

export const phaseARule = (side: Side): string => (side === 'roman' ? 'BG 1.II.A' : 'BG 1.III.A');

/** Every reinforcement of the scenario, in list order. */
export function scenarioReinforcements(s: { scenario: string }): readonly Reinforcement[] {
  return scenarioOf(s)?.reinforcements ?? [];
}

/** The side's reinforcements due this turn. */
export function dueReinforcements(s: BellumState, side: Side): Reinforcement[] {
  return scenarioReinforcements(s).filter((r) => r.side === side && r.year === s.year && r.turn === s.turn);
}

/** Regions holding a Roman leader (pro-Roman Gallic chiefs are not Roman leaders). */
export function romanLeaderRegions(s: BellumState): RegionId[] {
  const out = new Set<RegionId>();
  for (const id in s.leaders) {
    const L = s.leaders[id];
    const d = LEADER_BY_ID[id];
    if (L.out === null && L.region !== null && d.side === 'roman' && !d.gallicChief) out.add(L.region);
  }
  return [...out].sort();
}

function place(ctx: Ctx, r: Reinforcement, region: RegionId): void {
  const s = ctx.s;
  for (const l of r.leaders) ownLeaders(s)[l] = { region, place: null, out: null, wounded: false };
  for (const u of r.units) ownUnits(s)[u] = { region, place: null, out: null, reduced: false };
  updateControl(s);
  const who = [...r.leaders, ...r.units].map(pieceName).join(', ');
  ctx.text(r.side, `${sideName(r.side)} reinforcements arrive in ${REGION_BY_ID[region].name}: ${who}.`, r.rule, [regionRef(region), ...[...r.leaders, ...r.units].map(pieceRef)]);
}

/**
 * Step A of the side's movement phase: place what is due at a fixed region; queue the choices.
 * A choice with a single possible region is made at once; with none, the reinforcement is lost.
 */
export function reinforcementPhase(ctx: Ctx, side: Side): void {
  const due = dueReinforcements(ctx.s, side);
  if (due.length === 0) return;
  ctx.text(side, `${sideName(side)} reinforcements (BG 3.1).`, phaseARule(side));
  for (const r of due) {
    if (typeof r.region === 'string') { place(ctx, r, r.region); continue; }
    const regions = romanLeaderRegions(ctx.s);
    if (regions.length === 0) {
      ctx.text(side, `No region holds a Roman leader: ${r.text} cannot arrive and are lost.`, r.rule);
    } else if (regions.length === 1) {
      place(ctx, r, regions[0]);
    } else {
      own(ctx.s, 'reinforce').push({ id: r.id, side, regions });
      ctx.text(side, `${sideName(side)} player: choose where ${r.text.replace(/ in any region.*$/, '')} arrive (a region with a Roman leader).`, r.rule);
    }
  }
}

export function reinforceLegal(s: BellumState): BellumAction[] {
  const p = s.reinforce[0];
  return p ? p.regions.map((region): BellumAction => ({ t: 'reinforce', id: p.id, region })) : [];
}

/** The chosen region for the first pending reinforcement; movement then starts afresh. */
export function applyReinforce(ctx: Ctx, id: string, region: RegionId): void {
  const s = ctx.s;
  const r = scenarioReinforcements(s).find((x) => x.id === id)!;
  own(s, 'reinforce').shift();
  place(ctx, r, region);
  if (s.reinforce.length === 0) beginMovement(s, r.side);
}
