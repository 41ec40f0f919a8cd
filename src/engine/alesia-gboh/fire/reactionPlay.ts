/**
 * Reaction fire in play (AG 8.6–8.64): when a move or a shot of the active side opens a reaction,
 * the inactive side decides — by his standing order (reading X2), or the game pauses in the step
 * `react`, where he is to act and the legal list holds each reaction open to him plus `noReact`.
 *
 * The chances, in the order they come:
 *  - a `move` (system.ts → `moveWithReactions`): Withdrawal fire (AG 8.61) by each inactive missile
 *    unit of range ≥ 2 whose ZOC the mover leaves (it starts in it and ends out of it), read at range
 *    2, resolved BEFORE the move; if the mover is eliminated or routed the move is off (AG 10.43).
 *    Then the move, then Entry fire (AG 8.62) by each inactive missile unit whose ZOC the mover has
 *    come into (in it at the end, not at the start), read at range 1, unless that unit is already
 *    in the ZOC of another enemy unit. Then the artillery chance.
 *  - a `fire` (play.ts): Return fire (AG 8.63) by each missile unit in the hex fired on, as it stood
 *    BEFORE the shot (AG 8.6: the shots are simultaneous — a unit the shot eliminated still answers,
 *    and its +1 per Hit ignores the Hit just taken); from an enemy ZOC only at a firer in its own ZOC;
 *    after shoot-and-scoot read at range 1 (AG 8.19). Then the artillery chance.
 *  - the artillery chance (AG 8.64): each inactive artillery unit in Fire mode that has not used its
 *    extra shot this phase may fire at the active unit that just moved or fired, if shock has not
 *    begun this phase. Reading: "at any time during the phase" is offered after each move and each
 *    shot of an active unit, at that unit.
 * Reaction fire aims at the active unit alone (reading: "fire at the moving unit" — the other units of
 * its hex are not struck, whatever the weapon), and each unit reacts once per enemy phase (`reacted`;
 * the artillery's extra shot is `artShot`). LOS, arc, range and 8.22 are checked as for any shot.
 *
 * Standing orders (reading X2, AG 8.6): 'ask' (the default) hands the screen over at each chance;
 * 'never' lets every chance pass; 'always' fires every unit that may, at its first chance; and
 * 'deathGarden' fires Entry fire only at a unit that has come into a Death Garden hex (the issue's
 * "fire at the first unit into a DG"), letting every other chance pass. Automatic shots are logged as
 * such (`auto`), with their dice.
 */
import type { AgAction } from '../actions';
import { ownUnits } from '../ctx';
import type { AgCtx } from '../ctx';
import { moveStartHex } from '../entry/onCounter';
import { isOffBoardStart } from '../entry/offBoard';
import { agUnit, isArtillery } from '../data';
import { applyMove } from '../movement/play';
import { reach } from '../movement/reach';
import { isTopOfStack } from '../stacking';
import type { AgSide, AgState, PendingReaction, ReactOrder } from '../state';
import { other } from '../state';
import { boardGround } from './boardGround';
import { canFire } from './eligible';
import { combatUnitOf } from './fromState';
import { hexDist, inEnemyZoc, shotOf, withUnits, zocOf, type ShotSpec } from './position';
import { MISSILE_TABLE } from '../tables/missile';
import { mayReact } from './reaction';
import { fireShot } from './shotInPlay';
import type { ReactionKind } from './shot';
import { unitEntries, unitValues } from '../unitIds';

export interface ReactionChoice {
  unit: string;
  kind: ReactionKind;
  target: string;
}

export const REACT_ORDERS: readonly ReactOrder[] = ['ask', 'never', 'always', 'deathGarden'];

export const reactOrderOf = (s: AgState, side: AgSide): ReactOrder => s.reactOrders?.[side] ?? 'ask';

/** Reading X2: the reaction-fire orders a player may give in his own phase (all but the one in force). */
export function reactOrderActions(s: AgState): AgAction[] {
  const cur = reactOrderOf(s, s.ap.owner);
  return REACT_ORDERS.filter((o) => o !== cur).map((react) => ({ t: 'reactOrder', react }) as AgAction);
}

export function applyReactOrder(ctx: AgCtx, a: Extract<AgAction, { t: 'reactOrder' }>): void {
  const s = ctx.s;
  s.reactOrders = { ...(s.reactOrders ?? {}), [s.ap.owner]: a.react };
  const words: Record<ReactOrder, string> = {
    ask: 'Reaction fire will be asked.',
    never: 'Standing order: no reaction fire.',
    always: 'Standing order: every unit fires in reaction at its first chance.',
    deathGarden: 'Standing order: Entry fire at units coming into a Death Garden, no other reaction.',
  };
  ctx.text(s.ap.owner, words[a.react], 'AG 8.6', { hiddenFrom: [other(s.ap.owner)] });
}

/**
 * AG 6.65–6.66 — the units a reaction aims at: the active unit, or the whole stack moving with it
 * (top first, those still on its hex), which the weapon's rule then strikes (8.14: javelins and
 * Scorpions the top unit, the bottom one through a rear hexside; arrows and Palintonos all of them).
 */
export function reactionTargets(s: AgState, p: Pick<PendingReaction, 'target' | 'group' | 'move'>): string[] {
  const mates = p.group ?? p.move?.with ?? [];
  const loc = s.units[p.target]?.loc;
  if (!mates.length || loc?.at !== 'hex') return [p.target];
  return [p.target, ...mates.filter((id) => { const l = s.units[id]?.loc; return l?.at === 'hex' && l.hex === loc.hex; })];
}

/** The shot a reaction fires. */
function specOf(s: AgState, p: PendingReaction, c: ReactionChoice, targetHex: string): ShotSpec {
  const readRange = c.kind === 'withdrawal' ? 2 : c.kind === 'entry' ? 1 : p.scoot && c.kind === 'return' ? 1 : undefined;
  return { firer: c.unit, target: targetHex, targetUnits: reactionTargets(s, p), reaction: c.kind, ...(readRange !== undefined ? { readRange } : {}) };
}

/** AG 8.61–8.64 — the reactions open now at the chance `p`. */
export function reactionChoices(s: AgState, p: PendingReaction): ReactionChoice[] {
  const target = s.units[p.target];
  if (!target || target.loc.at !== 'hex') return [];
  const tHex = target.loc.hex;
  const side = other(agUnit(p.target).side);
  const g = boardGround(s);
  const shockBegun = unitValues(s).some((u) => u.shocked);
  const out: ReactionChoice[] = [];
  const end = p.move ? p.move.path[p.move.path.length - 1] : null;
  const start = target.from ?? tHex;
  for (const [id, u0] of unitEntries(s)) {
    const d = agUnit(id);
    if (d.side !== side || !d.missile) continue;
    const before = p.kind === 'return' ? p.before?.[id] : undefined;
    if (p.kind === 'return' && !before) continue;
    const u = before ?? u0;
    if (u.loc.at !== 'hex') continue;
    // Cheap filters first: Withdrawal and Entry need the mover next to the reactor (its ZOC); the
    // artillery shot needs a unit in range of its row.
    const dist = hexDist(u.loc.hex, tHex);
    if ((p.kind === 'withdrawal' || p.kind === 'entry') && dist !== 1) continue;
    if (p.kind === 'artillery' && (!isArtillery(d) || dist > MISSILE_TABLE[d.missile].maxRange)) continue;
    const view = withUnits(s, before ? { [id]: before } : undefined);
    const reactor = combatUnitOf(view, id);
    let kind: ReactionKind = p.kind;
    let verdict;
    if (p.kind === 'artillery') {
      if (!isArtillery(d) || u.mode === 'move') continue;
      verdict = mayReact({ kind, reactor, reacted: false, artilleryShotUsed: !!u.artShot, shockBegun });
    } else if (p.kind === 'withdrawal') {
      const z = zocOf(view, id);
      verdict = mayReact({ kind, reactor, reacted: !!u.reacted, leavingZocByMove: z.has(tHex) && end !== null && !z.has(end) });
    } else if (p.kind === 'entry') {
      const z = zocOf(view, id);
      const enteringZoc = z.has(tHex) && !z.has(start);
      verdict = mayReact({
        kind, reactor, reacted: !!u.reacted, enteringZoc,
        reactorInOtherEnemyZoc: enteringZoc && !u.reacted && inEnemyZoc(s, side, u.loc.hex, reactionTargets(s, p)),
      });
    } else {
      kind = 'return';
      verdict = mayReact({
        kind, reactor, reacted: !!u.reacted, firedUpon: true,
        reactorInEnemyZoc: inEnemyZoc(s, side, u.loc.hex), firerInReactorZoc: zocOf(view, id).has(tHex),
      });
    }
    if (!verdict.ok) continue;
    const c = { unit: id, kind, target: p.target };
    if (canFire(g, shotOf(view, specOf(s, p, c, tHex))).ok) out.push(c);
  }
  return out;
}

/** The `react` step's legal list: each reaction open, and letting the chance pass. */
export function reactActions(s: AgState): AgAction[] {
  if (!s.reaction) return [{ t: 'noReact' }];
  const out: AgAction[] = reactionChoices(s, s.reaction).map((c) => ({ t: 'react', unit: c.unit, kind: c.kind, target: c.target }));
  out.push({ t: 'noReact' });
  return out;
}

const WHY: Record<ReactionKind, string> = {
  withdrawal: 'Withdrawal reaction fire', entry: 'Entry reaction fire', return: 'Return fire', artillery: 'Artillery reaction fire',
};
const RULE: Record<ReactionKind, string> = { withdrawal: 'AG 8.61', entry: 'AG 8.62', return: 'AG 8.63', artillery: 'AG 8.64' };

/** The Shot a reaction would fire (for previews), or null when its target is off the map. */
export function reactionShot(s: AgState, p: PendingReaction, c: ReactionChoice) {
  const loc = s.units[c.target]?.loc;
  if (!loc || loc.at !== 'hex') return null;
  const before = p.kind === 'return' ? p.before?.[c.unit] : undefined;
  return shotOf(withUnits(s, before ? { [c.unit]: before } : undefined), specOf(s, p, c, loc.hex));
}

/** Fire one reaction (also the Entry fire at an advance after shock, shock/entryFire.ts). */
export function fireReaction(ctx: AgCtx, p: PendingReaction, c: ReactionChoice, auto: boolean): void {
  const s = ctx.s;
  const t = s.units[c.target].loc as { hex: string };
  const before = p.kind === 'return' ? p.before?.[c.unit] : undefined;
  const view = withUnits(s, before ? { [c.unit]: before } : undefined);
  if (auto) ctx.text(agUnit(c.unit).side, `Standing order: ${agUnit(c.unit).name} fires in reaction.`, RULE[c.kind], { auto: true });
  fireShot(ctx, specOf(s, p, c, t.hex), { view, auto, why: WHY[c.kind] });
  const st = s.units[c.unit];
  ownUnits(s)[c.unit] = c.kind === 'artillery' ? { ...st, artShot: true } : { ...st, reacted: true };
  if (p.before?.[c.unit]) p.before[c.unit] = c.kind === 'artillery' ? { ...p.before[c.unit], artShot: true } : { ...p.before[c.unit], reacted: true };
}

/** Does the standing order take this reaction? */
function orderTakes(s: AgState, order: ReactOrder, c: ReactionChoice): boolean {
  if (order === 'always') return true;
  if (order !== 'deathGarden' || c.kind !== 'entry') return false;
  const loc = s.units[c.target].loc;
  return loc.at === 'hex' && boardGround(s).isDeathGarden(loc.hex);
}

/**
 * A reaction chance opens: answered by the inactive side's standing order, or the game pauses in
 * the step `react`. With nothing open, play goes straight on.
 */
export function offerReaction(ctx: AgCtx, p: PendingReaction): void {
  const s = ctx.s;
  const choices = reactionChoices(s, p);
  if (!choices.length) return goOn(ctx, p);
  const side = other(agUnit(p.target).side);
  const order = reactOrderOf(s, side);
  if (order === 'ask') {
    s.reaction = p;
    s.step = 'react';
    return;
  }
  let fired = 0;
  for (let c = choices.find((x) => orderTakes(s, order, x)); c; c = reactionChoices(s, p).find((x) => orderTakes(s, order, x))) {
    fireReaction(ctx, p, c, true);
    fired++;
  }
  if (!fired) ctx.text(side, `Standing order: no ${WHY[p.kind].toLowerCase()}.`, RULE[p.kind], { auto: true });
  goOn(ctx, p);
}

/** Applies a legal `react`: the shot, then the same chance stays open while reactions remain. */
export function applyReact(ctx: AgCtx, a: Extract<AgAction, { t: 'react' }>): void {
  const s = ctx.s;
  const p = s.reaction!;
  s.reaction = { ...p, ...(p.before ? { before: { ...p.before } } : {}) };
  fireReaction(ctx, s.reaction, { unit: a.unit, kind: a.kind, target: a.target }, false);
  if (reactionChoices(s, s.reaction).length) return;
  const done = s.reaction;
  s.reaction = undefined;
  s.step = 'command';
  goOn(ctx, done);
}

/** Applies `noReact`: the chance passes. */
export function applyNoReact(ctx: AgCtx): void {
  const s = ctx.s;
  const p = s.reaction!;
  ctx.text(other(s.ap.owner), `No ${WHY[p.kind].toLowerCase()}.`, RULE[p.kind]);
  s.reaction = undefined;
  s.step = 'command';
  goOn(ctx, p);
}

/** After a chance: the move it held back, the next chance, or back to the Command. */
function goOn(ctx: AgCtx, p: PendingReaction): void {
  const s = ctx.s;
  s.step = 'command';
  s.reaction = undefined;
  if (p.kind === 'withdrawal') return completeMove(ctx, p.move!);
  if (p.kind === 'entry' || p.kind === 'return') return offerReaction(ctx, { kind: 'artillery', target: p.target, ...(p.group ? { group: p.group } : {}) });
}

/** AG 6, 8.61–8.62: a move with its reaction chances (system.ts `case 'move'`). */
export function moveWithReactions(ctx: AgCtx, a: Extract<AgAction, { t: 'move' }>): void {
  // The whole move is held back, with the Fill it lays and the leaders riding along (AG 6.47, 6.13).
  const { t: _t, ...move } = a;
  void _t;
  offerReaction(ctx, { kind: 'withdrawal', target: a.unit, move });
}

function completeMove(ctx: AgCtx, m0: NonNullable<PendingReaction['move']>): void {
  const s = ctx.s;
  if (m0.with?.length) return completeStackMove(ctx, m0);
  const m = m0;
  const st = s.units[m.unit];
  const d = agUnit(m.unit);
  // AG 5.48, 6.21: a unit on its tribal counter moves off from the counter's hex (entry/onCounter.ts).
  // AG 5.64, 12.1: a sortie of the Alesia force starts on the first hex of its path (entry/offBoard.ts).
  const from = moveStartHex(s, m.unit) ?? (isOffBoardStart(st.loc) ? m.path[0] : null);
  if (!from || st.routed) {
    if (st.loc.at === 'hex') ownUnits(s)[m.unit] = { ...st, moved: true };
    ctx.text(d.side, `${d.name} does not move: ${st.loc.at === 'hex' ? 'routed by the Withdrawal fire' : 'eliminated'}.`, 'AG 8.61');
    return;
  }
  if (!reach(s, m.unit, m.rapid ? { rapid: true } : {})?.ends.has(m.path[m.path.length - 1])) { // AG 6.5: a rapid move's own reach
    // Defensive: the reaction changed nothing the move depends on, but never apply a move out of reach.
    ownUnits(s)[m.unit] = { ...st, moved: true };
    ctx.text(d.side, `${d.name} can no longer make that move.`, 'AG 6.34');
    return;
  }
  applyMove(ctx, { t: 'move', ...m });
  ownUnits(s)[m.unit] = { ...s.units[m.unit], from };
  // AG 8.43: the 2 MP and the Hit of each burning hex entered are the move's own (movement/step.ts,
  // applied with the Death Garden Hits by movement/play.ts `applyMove`).
  offerReaction(ctx, { kind: 'entry', target: m.unit });
}

/**
 * AG 6.65, 8.61–8.62 — a stack moving together, after the Withdrawal fire at it: the units still fit
 * to move (on their hex, not routed) go on along the path, top first (reading X81: if the fire has
 * removed or routed the top unit, the one under it leads); the routed stay where they stand, their
 * move spent. Then Entry fire at the stack.
 */
function completeStackMove(ctx: AgCtx, m: NonNullable<PendingReaction['move']>): void {
  const s = ctx.s;
  const all = [m.unit, ...(m.with ?? [])];
  const from = (s.units[m.unit].loc.at === 'hex' ? s.units[m.unit].loc : null) as { hex: string } | null;
  const fit = all.filter((id) => s.units[id].loc.at === 'hex' && !s.units[id].routed);
  for (const id of all) if (!fit.includes(id) && s.units[id].loc.at === 'hex') {
    ownUnits(s)[id] = { ...s.units[id], moved: true };
    ctx.text(agUnit(id).side, `${agUnit(id).name} does not move: routed by the Withdrawal fire.`, 'AG 8.61');
  }
  if (!fit.length) return;
  const [lead, ...mates] = fit;
  const start = (s.units[lead].loc as { hex: string }).hex;
  const end = m.path[m.path.length - 1];
  const fast = m.rapid ? { rapid: true } : {}; // AG 6.5
  const ok = mates.length ? reach(s, lead, { with: mates, ...fast })?.ends.has(end) : isTopOfStack(s, lead) && reach(s, lead, fast)?.ends.has(end);
  if (!ok) {
    for (const id of fit) ownUnits(s)[id] = { ...s.units[id], moved: true };
    ctx.text(agUnit(lead).side, `${fit.map((id) => agUnit(id).name).join(' and ')} can no longer make that move.`, 'AG 6.34');
    return;
  }
  const { with: _w, ...rest } = m;
  void _w;
  applyMove(ctx, { t: 'move', ...rest, unit: lead, ...(mates.length ? { with: mates } : {}) });
  for (const id of fit) if (s.units[id].loc.at === 'hex') ownUnits(s)[id] = { ...s.units[id], from: from?.hex ?? start };
  // Entry fire at what of the stack stands on the end hex (the Hits of the hexes entered may have taken some).
  const [t, ...g] = fit.filter((id) => { const l = s.units[id].loc; return l.at === 'hex' && l.hex === end; });
  if (!t) return;
  offerReaction(ctx, { kind: 'entry', target: t, ...(g.length ? { group: g } : {}) });
}
