/**
 * Fill in play (AG 6.47): the actions that take, carry and lay Fill, and what applying them does.
 *
 * AG 6.47  a Gallic BI may be put on the map carrying one Fill counter, never take one later.
 *          Reading: a unit is "put on the map" when it comes off its tribal counter onto a hex; while
 *          it waits on the counter (AG 5.48) — or, for the Alesia force, in the oppidum or off the
 *          east edge (AG 5.6) — it may still take one (`carryFill`), in an activation of its
 *          Command. Carrying costs 1 MA (reach.ts `movementAllowance`).
 * AG 6.47  laying costs +1 MP: in a Death Garden hex the unit enters, or across a ditch, river or
 *          stream hexside of the hex it stands in; allowed in an enemy ZOC (AG 7.13, 7.23).
 *          Reading (a simplification a player would accept, stated in the rules browser): the Fill
 *          is laid where the unit's move ends — a `move` with `fill` — or, without moving, across a
 *          hexside of its hex (`layFill`), which is then its move; it does not move on after laying.
 *          Reading X81: a stack moving as one lays one Fill at its end, by its highest carrier.
 * AG 6.47  the first counter laid is a 1, each later one raises it by 1; AG 6.48 never beyond what
 *          the terrain needs (fillSpots offers no spot already at its value).
 */
import type { AgAction } from '../actions';
import { ownUnits } from '../ctx';
import type { AgCtx } from '../ctx';
import { agUnit } from '../data';
import { gbohLabel } from '../map/grid';
import type { AgState, Facing } from '../state';
import { moveBoard } from './board';
import { fillSpots, layFill, mayCarryFill, sideKey } from './fill';
import { movementAllowance, type ReachEnd } from './reach';

/** Where a BI of the Command waits before it comes onto a hex: its tribal counter, or (the Alesia force) the oppidum or the east edge. */
const WAITING = new Set(['counter', 'alesia', 'east-edge']);

/** AG 6.47 — `carryFill` for the Command's BI waiting to come onto a hex, `layFill` for carriers on hexes. */
export function fillActions(s: AgState, movers: readonly string[]): AgAction[] {
  if (s.step !== 'command' || !s.command) return [];
  const out: AgAction[] = [];
  for (const id of s.command.units) {
    const u = s.units[id];
    if (u && WAITING.has(u.loc.at) && !u.fill && !u.moved && mayCarryFill(id)) out.push({ t: 'carryFill', unit: id });
  }
  const mb = moveBoard(s.scenario);
  for (const id of movers) {
    const u = s.units[id];
    if (!u.fill || u.loc.at !== 'hex' || movementAllowance(s, id) < 1) continue;
    const i = mb.index.get(u.loc.hex);
    if (i === undefined) continue;
    for (const spot of fillSpots(s, mb, i, false)) if (spot !== 'hex') out.push({ t: 'layFill', unit: id, side: spot });
  }
  return out;
}

/**
 * AG 6.47 — the `move` variants laying Fill at the end `e` with facing `f` (the +1 MP within the
 * budget). Reading X81: a stack moving as one (`mates`) lays one Fill when one of its units carries
 * it — the highest carrier lays it — the +1 MP within the stack's budget (the MA of its slowest unit).
 */
export function fillMoves(s: AgState, unit: string, e: ReachEnd, f: { facing: Facing; cost: number }, budget: number, mates: readonly string[] = []): AgAction[] {
  if (![unit, ...mates].some((id) => s.units[id].fill) || f.cost + 1 > budget) return [];
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(e.hex);
  if (i === undefined) return [];
  const w = mates.length ? { with: [...mates] } : {};
  return fillSpots(s, mb, i, true).map((spot) => ({ t: 'move', unit, ...w, path: e.path, facing: f.facing, fill: spot }) as AgAction);
}

/** AG 6.47 — the unit lays its Fill at `spot` of `hex` (after a move, or in place). */
export function layFillAt(ctx: AgCtx, unit: string, hex: string, spot: 'hex' | number): void {
  const s = ctx.s;
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(hex)!;
  const key = spot === 'hex' ? hex : sideKey(mb, i, spot)!;
  const v = layFill(s, key);
  const { fill: _dropped, ...rest } = s.units[unit];
  void _dropped;
  ownUnits(s)[unit] = rest;
  const where = spot === 'hex' ? `in ${gbohLabel(mb.hexes[i])}` : `across the hexside ${gbohLabel(mb.hexes[i])}–${gbohLabel(mb.hexes[mb.nb[i * 6 + spot]])}`;
  ctx.text('gallic', `${agUnit(unit).name} lays its Fill ${where} (+1 MP): Fill ${v} lies there.`, 'AG 6.47');
}

export function applyCarryFill(ctx: AgCtx, a: Extract<AgAction, { t: 'carryFill' }>): void {
  ownUnits(ctx.s)[a.unit] = { ...ctx.s.units[a.unit], fill: true };
  ctx.text('gallic', `${agUnit(a.unit).name} takes a Fill counter (1 MA less while it carries it).`, 'AG 6.47');
}

export function applyLayFill(ctx: AgCtx, a: Extract<AgAction, { t: 'layFill' }>): void {
  const st = ctx.s.units[a.unit];
  if (st.loc.at !== 'hex') return;
  layFillAt(ctx, a.unit, st.loc.hex, a.side);
  ownUnits(ctx.s)[a.unit] = { ...ctx.s.units[a.unit], moved: true };
}
