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
import { ownUnit, ownUnits } from '../ctx';
import { landOn, reorder, stackOfUnit } from '../stacking';
import { unitsByHex } from '../fire/position';
import type { AgCtx } from '../ctx';
import { agUnit, isInfantry } from '../data';
import { turnSteps } from '../facing';
import type { AgSide, AgState, Facing } from '../state';
import { moveBoard } from './board';
import { isLightMover, occupancyBase, occupancyFor, type Occupancy, type OccupancyBase } from './occupancy';
import { movementAllowance, rapidRefusal, reach, turnCost, type MoveReach } from './reach';
import { fillActions, fillMoves, layFillAt } from './fillPlay';
import { noteBreach } from '../flow/reinforcements';
import { takeHits } from '../fire/cohesion';
import { combatUnitOf } from '../fire/fromState';
import { applyFate } from '../shock/effects';
import { carryLeaders, ridingLeaders } from './leaders';
import { isOffBoardStart, maySortie, offBoardRepresentatives } from '../entry/offBoard';
import { aggressiveEnds, boundBy } from './aggressiveness';
import { unitIds } from '../unitIds';

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

/**
 * AG 6.65 — the units under `unit` that would move with it as one stack: every other friendly unit
 * of its hex, top first, when `unit` is the top one and all of them may still move; else null.
 */
export function stackMovers(s: AgState, unit: string, may: ReadonlySet<string> = new Set(movers(s)), st: readonly string[] = stackOfUnit(s, unit)): string[] | null {
  if (st.length < 2 || st[0] !== unit) return null;
  const rest = st.slice(1);
  return rest.every((id) => may.has(id)) ? rest : null;
}

/** The mover's occupancy arrays with the units of its stack left out too (they stand on its hex `from` alone). */
function without(mb: ReturnType<typeof moveBoard>, occ: Occupancy, from: string, mates: readonly string[]): Occupancy {
  const i = mb.index.get(from)!;
  const rest = (occ.friends[i] ?? []).filter((id) => !mates.includes(id));
  const friends = occ.friends.slice();
  friends[i] = rest.length ? rest : undefined;
  const heavyFriends = occ.heavyFriends.slice();
  heavyFriends[i] = rest.some((id) => !isLightMover(agUnit(id))) ? 1 : 0;
  const rampartInfantry = occ.rampartInfantry.slice();
  if (!rest.some((id) => isInfantry(agUnit(id)))) rampartInfantry[i] = 0;
  return { ...occ, friends, heavyFriends, rampartInfantry };
}

/** AG Opt.Aggressiveness — the hurry of a unit held under the top of its stack, read from its own reach as if it stood on top. */
function soloHurry(s: AgState, unit: string, occ: Occupancy): ReturnType<typeof aggressiveEnds> {
  const r = reach(s, unit, { occ });
  return r ? aggressiveEnds(s, unit, r.from, r.ends.keys()) : null;
}

/**
 * AG 6.5 — the rapid moves of `unit` (and, reading X81, of the stack of cohorts it leads, `mates`):
 * each end and facing the rapid search reaches that the plain move `plain` does not (a rapid move
 * where a plain one does as well would only spend the free rapid move or cost a Hit).
 */
function rapidMoves(s: AgState, mb: ReturnType<typeof moveBoard>, unit: string, mates: readonly string[], occ: Occupancy, plain: MoveReach, riders: readonly string[]): AgAction[] {
  if (agUnit(unit).type !== 'CO' || mates.some((id) => agUnit(id).type !== 'CO')) return [];
  if (rapidRefusal(s, mb, unit) || mates.some((id) => rapidRefusal(s, mb, id))) return [];
  const rr = reach(s, unit, { occ, rapid: true, ...(mates.length ? { with: mates } : {}) });
  if (!rr) return [];
  const out: AgAction[] = [];
  const w = mates.length ? { with: [...mates] } : {};
  for (const e of rr.ends.values()) {
    const p = plain.ends.get(e.hex);
    for (const f of e.facings) {
      if (p?.facings.some((g) => g.facing === f.facing)) continue;
      out.push({ t: 'move', unit, ...w, path: e.path, facing: f.facing, rapid: true });
      if (riders.length) out.push({ t: 'move', unit, ...w, path: e.path, facing: f.facing, leaders: [...riders], rapid: true });
    }
  }
  return out;
}

/**
 * AG 6, 7.12: every `move` and `face` open to the Command's units — or, given `only`, the `move`,
 * `face` and `swap` entries of those units alone (the same entries the whole list gives them: a
 * unit's entries depend on the position, not on the other units listed), and the Fill entries.
 */
export function moveActions(s: AgState, only?: ReadonlySet<string>): AgAction[] {
  const out: AgAction[] = [];
  const mb = moveBoard(s.scenario);
  const may = new Set(movers(s));
  const byHex = may.size ? unitsByHex(s) : null; // AG 6.65: each hex's units top first
  // The board as each side sees it, built once for all the Command's units (narrowed per unit).
  const bases: Partial<Record<AgSide, OccupancyBase>> = {};
  for (const unit of may) {
    if (only && !only.has(unit)) continue;
    const side = agUnit(unit).side;
    const occ = occupancyFor(mb, s, (bases[side] ??= occupancyBase(mb, s, side)), unit); // built once for reach, AG 4.13 and AG 7.13
    const loc = s.units[unit].loc;
    const stack = loc.at === 'hex' ? (byHex!.get(loc.hex) ?? []).filter((id) => agUnit(id).side === side) : [];
    // AG 6.65: of a stack, only the top unit moves alone (the others may turn with the stack, below).
    const r = stack.length < 2 || stack[0] === unit ? reach(s, unit, { occ }) : null;
    const out413 = s.command!.outOfRange.includes(unit);
    const riders = ridingLeaders(s, unit); // AG 6.13
    // AG Opt.Aggressiveness: a unit under the top of its stack is held by what its own move would be, for a turn in place.
    const hurry = r ? aggressiveEnds(s, unit, r.from, r.ends.keys()) : boundBy(s, unit) ? soloHurry(s, unit, occ) : null;
    if (r) for (const e of r.ends.values()) {
      const budget = r.budget;
      if (out413 && nextToEnemy(s, occ, e.hex)) continue;
      if (hurry && !hurry.allows(e.hex)) continue;
      for (const f of e.facings) {
        out.push({ t: 'move', unit, path: e.path, facing: f.facing });
        if (riders.length) out.push({ t: 'move', unit, path: e.path, facing: f.facing, leaders: riders });
        out.push(...fillMoves(s, unit, e, f, budget)); // AG 6.47
      }
    }
    // AG 6.5: a cohort in Command Range may move rapidly, offered where (hex and facing) its plain move does not reach.
    if (r && !out413) out.push(...rapidMoves(s, mb, unit, [], occ, r, riders));
    // AG 6.65 (reading X81): the whole stack moves as one, led by its top unit.
    const mates = r ? stackMovers(s, unit, may, stack) : null;
    if (mates) {
      const group = [unit, ...mates];
      const gocc = without(mb, occ, r!.from, mates);
      const gr = reach(s, unit, { occ: gocc, with: mates });
      const g413 = group.some((id) => s.command!.outOfRange.includes(id));
      // AG Opt.Aggressiveness: a bound stack ends as near as the stack can get (its own reach, reading X11).
      const ghurry = gr ? aggressiveEnds(s, unit, gr.from, gr.ends.keys()) : null;
      if (gr) for (const e of gr.ends.values()) {
        if (g413 && nextToEnemy(s, gocc, e.hex)) continue;
        if (ghurry && !ghurry.allows(e.hex)) continue;
        for (const f of e.facings) {
          out.push({ t: 'move', unit, with: mates, path: e.path, facing: f.facing });
          if (riders.length) out.push({ t: 'move', unit, with: mates, path: e.path, facing: f.facing, leaders: riders });
          out.push(...fillMoves(s, unit, e, f, gr.budget, mates)); // AG 6.47 (reading X81): a carrier of the stack lays it
        }
      }
      if (gr && !g413) out.push(...rapidMoves(s, mb, unit, mates, gocc, gr, riders)); // AG 6.5 (reading X81)
    }
    out.push(...swapActions(s, unit, stack));
    const st = s.units[unit];
    if (st.loc.at === 'counter') continue; // entry/onCounter.ts: its facing is chosen as it moves off, no turning on the counter
    if (isOffBoardStart(st.loc)) continue; // entry/offBoard.ts: likewise for a sortie
    if (hurry && !hurry.mayFace) continue; // AG Opt.Aggressiveness: no turning in place while a move brings it nearer
    const ma = movementAllowance(s, unit);
    if (st.loc.at !== 'hex' || !mb.index.has(st.loc.hex)) continue;
    const inZoc = occ.zoc[mb.index.get(st.loc.hex)!] === 1;
    for (let f = 0; f < 6; f++) {
      if (f === st.facing) continue;
      if (inZoc && turnSteps(st.facing, f as Facing) > 1) continue; // AG 7.13
      if (turnCost(agUnit(unit), st.facing, f as Facing) <= ma) out.push({ t: 'face', unit, facing: f as Facing });
    }
  }
  out.push(...fillActions(s, [...may])); // AG 6.47
  return out;
}

/** AG Opt.Aggressiveness — whether the option alone bars this `move` or `face` (it would be open without it): the refusal's rule. */
export function aggressivenessBars(s: AgState, a: Extract<AgAction, { t: 'move' | 'face' }>): boolean {
  if (!s.optional?.aggressiveness || !movers(s).includes(a.unit)) return false;
  // A stack's move is held by the stack's own reach (reading X11, X81); a turn in place by the unit's own.
  const r = reach(s, a.unit, a.t === 'move' && a.with?.length ? { with: a.with } : {});
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
  const mates = a.with ?? [];
  const e = reach(s, a.unit, { ...(mates.length ? { with: mates } : {}), ...(a.rapid ? { rapid: true } : {}) })!.ends.get(a.path[a.path.length - 1])!;
  const cost = e.facings.find((f) => f.facing === a.facing)!.cost;
  const u = agUnit(a.unit);
  const st = s.units[a.unit];
  // AG 6.65: it goes under any friend on the hex it ends on; a stack moving together lands top first, keeping its order.
  landOn(s, a.unit, e.hex, { facing: a.facing, moved: true });
  for (const id of mates) landOn(s, id, e.hex, { facing: a.facing, moved: true });
  const rapidWords = a.rapid ? ' (a rapid move, its MA doubled)' : '';
  if (mates.length) {
    ctx.text(u.side, `${[a.unit, ...mates].map((id) => agUnit(id).name).join(' and ')} move together as a stack${rapidWords}, ${e.path.length - 1} hex${e.path.length === 2 ? '' : 'es'} for ${cost} MP${e.zoc ? ', stopping in an enemy ZOC' : ''}.`, a.rapid ? 'AG 6.5' : 'AG 6.65');
    for (const id of [a.unit, ...mates]) {
      if (e.hits && s.units[id].loc.at === 'hex') {
        // AG 6.45, 8.43: each unit of the stack takes the Hits of the hexes entered (seed 002's combat example).
        const burnt = e.path.slice(1).some((h) => s.burning?.includes(h));
        const h = takeHits(combatUnitOf(s, id), e.hits, { routedIsEliminated: s.scenario === '12.1' });
        applyFate(ctx, { ...h, rule: h.fate === 'steady' ? (burnt ? 'AG 8.43' : 'AG 6.45') : h.rule }, burnt ? ' entering Death Gardens or fire' : ' crossing a Death Garden');
      }
      noteBreach(s, id, e.path.slice(1)); // AG 12.2 Reinforcements
    }
    if (a.rapid) rapidHits(ctx, [a.unit, ...mates]);
    // AG 6.47 (reading X81): the Fill is laid by the highest carrier of the stack still standing after the Hits.
    const layer = [a.unit, ...mates].find((id) => s.units[id].fill && s.units[id].loc.at === 'hex' && !s.units[id].routed);
    if (a.fill !== undefined && layer) layFillAt(ctx, layer, e.hex, a.fill);
    if (a.leaders) carryLeaders(ctx, a.leaders, e.hex); // AG 6.13
    return;
  }
  if (isOffBoardStart(st.loc)) {
    const where = st.loc.at === 'alesia' ? 'comes out of the oppidum' : st.loc.at === 'reserve' ? 'comes on at its entry site' : 'comes on from the east edge';
    const rule = st.loc.at === 'alesia' ? 'AG 5.64' : st.loc.at === 'reserve' ? 'AG 12.2 Reinforcements' : 'AG 12.1';
    ctx.text(u.side, `${u.name} ${where} and moves ${e.path.length} hex${e.path.length === 1 ? '' : 'es'} for ${cost} MP${e.zoc ? ', stopping in an enemy ZOC' : ''}.`, rule);
  }
  else ctx.text(u.side, `${u.name} moves${rapidWords} ${e.path.length - 1} hex${e.path.length === 2 ? '' : 'es'} for ${cost} MP${e.zoc ? ', stopping in an enemy ZOC' : ''}.`, a.rapid ? 'AG 6.5' : e.zoc ? 'AG 7.23' : 'AG 6.31');
  if (e.hits) {
    // AG 6.45 Death Gardens, AG 8.43 hexes On Fire: the Hits of the hexes entered (movement/step.ts),
    // with what they do to the unit (AG 10.13–10.14 rout or elimination, 10.7 tallies) decided in one place.
    const burnt = e.path.slice(1).some((h) => s.burning?.includes(h));
    const h = takeHits(combatUnitOf(s, a.unit), e.hits, { routedIsEliminated: s.scenario === '12.1' });
    applyFate(ctx, { ...h, rule: h.fate === 'steady' ? (burnt ? 'AG 8.43' : 'AG 6.45') : h.rule }, burnt ? ' entering Death Gardens or fire' : ' crossing a Death Garden');
  }
  if (a.rapid) rapidHits(ctx, [a.unit]);
  // AG 6.47 (reading): a carrier routed or eliminated by the Hits of the hexes entered lays no Fill.
  const still = s.units[a.unit].loc.at === 'hex' && !s.units[a.unit].routed;
  if (a.fill !== undefined && still) layFillAt(ctx, a.unit, e.hex, a.fill);
  noteBreach(s, a.unit, isOffBoardStart(st.loc) ? e.path : e.path.slice(1)); // AG 12.2 Reinforcements: a Gaul on a Rampart hex
  if (a.leaders) carryLeaders(ctx, a.leaders, e.hex); // AG 6.13
}

/** AG 6.5 — a unit's first rapid move of the Assault Period is free; each later one costs it 1 Hit (with what that Hit does, AG 10.13–10.14). */
function rapidHits(ctx: AgCtx, ids: readonly string[]): void {
  const s = ctx.s;
  const before = s.ap.rapid ?? [];
  for (const id of ids) {
    if (before.includes(id) && s.units[id].loc.at === 'hex') {
      const h = takeHits(combatUnitOf(s, id), 1, { routedIsEliminated: s.scenario === '12.1' });
      applyFate(ctx, { ...h, rule: h.fate === 'steady' ? 'AG 6.5' : h.rule }, ' for a second rapid move this Assault Period');
    }
  }
  s.ap.rapid = [...before, ...ids.filter((id) => !before.includes(id))];
}

/**
 * AG 6.65 — swapping the order of a stack: an activated unit of the Command that has not moved, in a
 * hex with friends, with 2 MP left, pays them to change places with the unit above it (or, on top,
 * with the unit under it). It may still move with what MP it has left.
 */
export const SWAP_MP = 2;

export function swapActions(s: AgState, unit: string, stack?: readonly string[]): AgAction[] {
  const st = s.units[unit];
  if (st?.loc.at !== 'hex' || st.moved || st.routed) return [];
  if ((stack ?? stackOfUnit(s, unit)).length < 2) return [];
  return movementAllowance(s, unit) >= SWAP_MP ? [{ t: 'swap', unit }] : [];
}

/** Applies a legal `swap` (AG 6.65). */
export function applySwap(ctx: AgCtx, a: Extract<AgAction, { t: 'swap' }>): void {
  const s = ctx.s;
  const order = stackOfUnit(s, a.unit);
  const k = order.indexOf(a.unit);
  const j = k === 0 ? 1 : k - 1;
  const next = [...order];
  [next[k], next[j]] = [next[j], next[k]];
  reorder(s, next);
  ownUnit(s, a.unit).spent = (s.units[a.unit].spent ?? 0) + SWAP_MP;
  const top = agUnit(next[0]).name;
  ctx.text(agUnit(a.unit).side, `${agUnit(a.unit).name} spends ${SWAP_MP} MP to change the order of its stack: ${top} is now on top.`, 'AG 6.65');
}

/** The friendly combat units stacked with `unit` on `hex`. */
function stackMates(s: AgState, unit: string, hex: string): string[] {
  const side = agUnit(unit).side;
  return unitIds(s).filter((id) => id !== unit && s.units[id].loc.at === 'hex' && (s.units[id].loc as { hex: string }).hex === hex && agUnit(id).side === side);
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
