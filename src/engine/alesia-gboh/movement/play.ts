/**
 * Movement in play (AG 6.1, 6.31, 7.12): the `move` and `face` actions offered to the units of the
 * activated Command, and what applying them does to the state (through the ctx, logged with rules).
 *
 * AG 6.11, 6.31  each unit of the Command moves once, its move finished before another begins;
 *          a `face` is a move of no hex (the unit turns in place and is done).
 * AG 4.13  a cohort or Scorpion activated outside its legate's range may not move next to an enemy.
 * AG 6.45, 8.43  the Hits of Death Gardens and hexes On Fire entered are put on the unit, which may
 *          rout or die of them (AG 10.4, through shock/effects.ts `applyFate`).
 * AG Opt.Aggressiveness  with the option, a Gallic BI's ends are those that hurry it to attack
 *          (./aggressiveness.ts).
 */
import type { AgAction } from '../actions';
import { ownUnits } from '../ctx';
import type { AgCtx } from '../ctx';
import { agUnit } from '../data';
import { turnSteps } from '../facing';
import type { AgSide, AgState, Facing } from '../state';
import { moveBoard } from './board';
import { occupancyBase, occupancyFor, type Occupancy, type OccupancyBase } from './occupancy';
import { movementAllowance, reach, turnCost } from './reach';
import { fillActions, fillMoves, layFillAt } from './fillPlay';
import { noteBreach } from '../flow/reinforcements';
import { takeHits } from '../fire/cohesion';
import { combatUnitOf } from '../fire/fromState';
import { applyFate } from '../shock/effects';
import { carryLeaders, ridingLeaders } from './leaders';
import { isOffBoardStart, maySortie, offBoardRepresentatives } from '../entry/offBoard';
import { aggressiveEnds } from './aggressiveness';

/** The units of the activated Command that may still move. */
export function movers(s: AgState): string[] {
  if (s.step !== 'command' || !s.command) return [];
  // AG 6.12 (reading): the leader moves after every unit of his Command; once he has, they are done.
  if (s.leaders[s.command.leader]?.moved) return [];
  // AG 5.48, 6.21: units on their tribal counter move off it.
  // AG 5.64, 12.1, 12.2: units of the Alesia force still in the oppidum or off the east edge make their sortie (entry/offBoard.ts).
  return offBoardRepresentatives(s, s.command.units.filter((id) => (s.units[id]?.loc.at === 'hex' || s.units[id]?.loc.at === 'counter' || maySortie(s, id)) && !s.units[id].moved));
}

/** AG 4.13: whether `hex` lies next to an enemy combat unit (`occ`: the unit's occupancy arrays, built once per unit). */
function nextToEnemy(s: AgState, occ: Occupancy, hex: string): boolean {
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(hex);
  if (i === undefined) return false;
  for (let d = 0; d < 6; d++) {
    const j = mb.nb[i * 6 + d];
    if (j >= 0 && occ.enemy[j]) return true;
  }
  return false;
}

/** AG 6, 7.12: every `move` and `face` open to the Command's units. */
export function moveActions(s: AgState): AgAction[] {
  const out: AgAction[] = [];
  const mb = moveBoard(s.scenario);
  const who = movers(s);
  // The board as each side sees it, built once for all the Command's units (narrowed per unit).
  const bases: Partial<Record<AgSide, OccupancyBase>> = {};
  for (const unit of who) {
    const side = agUnit(unit).side;
    const occ = occupancyFor(mb, s, (bases[side] ??= occupancyBase(mb, s, side)), unit); // built once for reach, AG 4.13 and AG 7.13
    const r = reach(s, unit, { occ });
    if (!r) continue;
    const out413 = s.command!.outOfRange.includes(unit);
    const riders = ridingLeaders(s, unit); // AG 6.13
    const hurry = aggressiveEnds(s, unit, r.from, r.ends.keys()); // AG Opt.Aggressiveness
    for (const e of r.ends.values()) {
      if (out413 && nextToEnemy(s, occ, e.hex)) continue;
      if (hurry && !hurry.allows(e.hex)) continue;
      for (const f of e.facings) {
        out.push({ t: 'move', unit, path: e.path, facing: f.facing });
        if (riders.length) out.push({ t: 'move', unit, path: e.path, facing: f.facing, leaders: riders });
        out.push(...fillMoves(s, unit, e, f, r.budget)); // AG 6.47
      }
    }
    const st = s.units[unit];
    if (st.loc.at === 'counter') continue; // entry/onCounter.ts: its facing is chosen as it moves off, no turning on the counter
    if (isOffBoardStart(st.loc)) continue; // entry/offBoard.ts: likewise for a sortie
    if (hurry && !hurry.mayFace) continue; // AG Opt.Aggressiveness: no turning in place while a move brings it nearer
    const ma = movementAllowance(s, unit);
    const inZoc = occ.zoc[mb.index.get(r.from)!] === 1;
    for (let f = 0; f < 6; f++) {
      if (f === st.facing) continue;
      if (inZoc && turnSteps(st.facing, f as Facing) > 1) continue; // AG 7.13
      if (turnCost(agUnit(unit), st.facing, f as Facing) <= ma) out.push({ t: 'face', unit, facing: f as Facing });
    }
  }
  out.push(...fillActions(s, who)); // AG 6.47
  return out;
}

/** AG Opt.Aggressiveness — whether the option alone bars this `move` or `face` (it would be open without it): the refusal's rule. */
export function aggressivenessBars(s: AgState, a: Extract<AgAction, { t: 'move' | 'face' }>): boolean {
  if (!s.optional?.aggressiveness || !movers(s).includes(a.unit)) return false;
  const r = reach(s, a.unit);
  if (!r) return false;
  const hurry = aggressiveEnds(s, a.unit, r.from, r.ends.keys());
  if (!hurry) return false;
  if (a.t === 'face') return !hurry.mayFace;
  const to = a.path[a.path.length - 1];
  return r.ends.has(to) && !hurry.allows(to);
}

/** Applies a legal `move` (already checked against the legal list). */
export function applyMove(ctx: AgCtx, a: Extract<AgAction, { t: 'move' }>): void {
  const s = ctx.s;
  const e = reach(s, a.unit)!.ends.get(a.path[a.path.length - 1])!;
  const cost = e.facings.find((f) => f.facing === a.facing)!.cost;
  const u = agUnit(a.unit);
  const st = s.units[a.unit];
  ownUnits(s)[a.unit] = { ...st, loc: { at: 'hex', hex: e.hex }, facing: a.facing, moved: true };
  if (isOffBoardStart(st.loc)) {
    const where = st.loc.at === 'alesia' ? 'comes out of the oppidum' : st.loc.at === 'reserve' ? 'comes on at its entry site' : 'comes on from the east edge';
    const rule = st.loc.at === 'alesia' ? 'AG 5.64' : st.loc.at === 'reserve' ? 'AG 12.2 Reinforcements' : 'AG 12.1';
    ctx.text(u.side, `${u.name} ${where} and moves ${e.path.length} hex${e.path.length === 1 ? '' : 'es'} for ${cost} MP${e.zoc ? ', stopping in an enemy ZOC' : ''}.`, rule);
  }
  else ctx.text(u.side, `${u.name} moves ${e.path.length - 1} hex${e.path.length === 2 ? '' : 'es'} for ${cost} MP${e.zoc ? ', stopping in an enemy ZOC' : ''}.`, e.zoc ? 'AG 7.23' : 'AG 6.31');
  if (e.hits) {
    // AG 6.45 Death Gardens, AG 8.43 hexes On Fire: the Hits of the hexes entered (movement/step.ts),
    // with what they do to the unit (AG 10.13–10.14 rout or elimination, 10.7 tallies) decided in one place.
    const burnt = e.path.slice(1).some((h) => s.burning?.includes(h));
    const h = takeHits(combatUnitOf(s, a.unit), e.hits, { routedIsEliminated: s.scenario === '12.1' });
    applyFate(ctx, { ...h, rule: h.fate === 'steady' ? (burnt ? 'AG 8.43' : 'AG 6.45') : h.rule }, burnt ? ' entering Death Gardens or fire' : ' crossing a Death Garden');
  }
  // AG 6.47 (reading): a carrier routed or eliminated by the Hits of the hexes entered lays no Fill.
  const still = s.units[a.unit].loc.at === 'hex' && !s.units[a.unit].routed;
  if (a.fill !== undefined && still) layFillAt(ctx, a.unit, e.hex, a.fill);
  noteBreach(s, a.unit, isOffBoardStart(st.loc) ? e.path : e.path.slice(1)); // AG 12.2 Reinforcements: a Gaul on a Rampart hex
  if (a.leaders) carryLeaders(ctx, a.leaders, e.hex); // AG 6.13
}

/** The friendly combat units stacked with `unit` on `hex`. */
function stackMates(s: AgState, unit: string, hex: string): string[] {
  const side = agUnit(unit).side;
  return Object.keys(s.units).filter((id) => id !== unit && s.units[id].loc.at === 'hex' && (s.units[id].loc as { hex: string }).hex === hex && agUnit(id).side === side);
}

/** Applies a legal `face`: the unit turns in place and has moved. */
export function applyFace(ctx: AgCtx, a: Extract<AgAction, { t: 'face' }>): void {
  const s = ctx.s;
  const u = agUnit(a.unit);
  const st = s.units[a.unit];
  const cost = turnCost(u, st.facing, a.facing);
  ownUnits(s)[a.unit] = { ...st, facing: a.facing, moved: true };
  // AG 6.65: stacked units share one facing — the units stacked with it turn with it (reading: the
  // turn is the mover's move; its stack-mates keep theirs to make).
  const mates = st.loc.at === 'hex' ? stackMates(s, a.unit, st.loc.hex) : [];
  for (const id of mates) ownUnits(s)[id] = { ...s.units[id], facing: a.facing };
  ctx.text(u.side, `${u.name} changes facing for ${cost} MP${mates.length ? ', and the units stacked with it turn with it' : ''}.`, mates.length ? 'AG 6.65' : 'AG 7.12');
}
