import { UNIT_BY_ID } from './data/units';
import type { UnitId } from './data/types';
import { pieceRef, regionRef, type Ctx } from './ctx';
import { updateControl } from './control';
import { pieceName, sideName } from './queries';
import type { BellumAction, BellumState, LossOrder } from './state';
import { ownList, ownLoss, ownUnit } from './own';

/** BG 4.2 / 4.2.1 — a reduced unit that is reduced again is eliminated. Returns what happened. */
export function reduceUnit(ctx: Ctx, id: UnitId): 'reduced' | 'eliminated' {
  if (ctx.s.units[id].reduced) {
    eliminateUnit(ctx, id);
    return 'eliminated';
  }
  ownUnit(ctx.s, id).reduced = true;
  return 'reduced';
}

/** BG 4.2.1 — remove a unit from the map. */
export function eliminateUnit(ctx: Ctx, id: UnitId): void {
  const u = ownUnit(ctx.s, id);
  u.out = 'eliminated';
  u.region = null;
  u.place = null;
  updateControl(ctx.s); // BG 2.2: a region may change hands when its last unit falls
}

function liveCandidates(s: BellumState, o: LossOrder): UnitId[] {
  const live = o.candidates.filter((id) => s.units[id].out === null);
  if (o.intactFirst) {
    const intact = live.filter((id) => !s.units[id].reduced);
    if (intact.length > 0) return intact;
  }
  return live;
}

/** Queue a loss order; orders with nothing to lose are dropped at once. */
export function orderLosses(ctx: Ctx, o: LossOrder): void {
  if (o.count <= 0) return;
  if (liveCandidates(ctx.s, o).length === 0) return;
  ownList(ctx.s, 'losses').push(o);
  tidy(ctx.s);
}

function tidy(s: BellumState): void {
  while (s.losses.length > 0) {
    const o = s.losses[0];
    if (o.count > 0 && liveCandidates(s, o).length > 0) return;
    ownList(s, 'losses').shift();
  }
}

export function lossLegal(s: BellumState): BellumAction[] {
  const o = s.losses[0];
  return liveCandidates(s, o).map((unit) => ({ t: 'loss', unit }));
}

export function lossApply(ctx: Ctx, unit: UnitId): void {
  const o = ownLoss(ctx.s, 0);
  const what = o.mode === 'eliminate' ? (eliminateUnit(ctx, unit), 'eliminated') : reduceUnit(ctx, unit);
  o.count -= 1;
  ctx.text(o.side, `${sideName(o.side)} loss (${o.purpose}): ${pieceName(unit)} ${what}.`, o.rule, [pieceRef(unit), regionRef(o.region)]);
  tidy(ctx.s);
}

/** Default choice: intact units before reduced ones (keeps units on the map), weakest first, legions last. */
export function defaultLossChoice(s: BellumState, options: readonly UnitId[]): UnitId {
  let best = options[0];
  let bestScore = Infinity;
  for (const id of options) {
    const d = UNIT_BY_ID[id];
    // Stryker disable next-line ArithmeticOperator: SPs run 1 to 8, so ×10 and ÷10 rank units the same against the 100 and 50 steps
    const score = (s.units[id].reduced ? 100 : 0) + d.sp * 10 + (d.category === 'legion' ? 50 : 0);
    if (score < bestScore) { best = id; bestScore = score; }
  }
  return best;
}
