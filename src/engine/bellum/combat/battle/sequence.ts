/** BG 4.4.2 — one combat sequence: odds, Pitched Battle Table, losses on the board, rout and rally. */
import { UNIT_BY_ID } from '../../data/units';
import { REGION_BY_ID } from '../../data/regions';
import type { UnitId } from '../../data/types';
import { battleCell, battleCellText, battleColumn, battleLosses, battleRef, rallyOutcome, rallyRef, routRef, routResult } from '../../data/tables/lookup';
import { pitchedBattleDrms } from '../../data/tables/modifiers';
import type { Modifier } from '../../../core/log';
import { pieceRef, regionRef, type Ctx } from '../../ctx';
import { eliminateUnit } from '../../losses';
import { leaderRating, other, pieceName, sideName } from '../../queries';
import type { BellumState, Side } from '../../state';
import { FIRST_LINE, type BattleBoard, type Wing } from '../types';
import { boardSide, firstLine, firstLineSp, liveUnits, wingUnits } from './board';
import { WING_NAMES } from './deploy';
import { counted } from '../../words';
import { ownUnit } from '../../own';

// Stryker disable next-line OptionalChaining: a leader in the Leaders box is always a piece of the state
const liveLeaders = (s: BellumState, b: BattleBoard, side: Side) => boardSide(b, side).leaders.filter((l) => s.leaders[l]?.out === null);

/** BG 4.4.2 — modifiers to the attacker's roll: Army Commander, more leaders, ranged units (values reconstructed). */
export function battleModifiers(s: BellumState, b: BattleBoard): Modifier[] {
  const A = boardSide(b, b.attacker);
  const D = boardSide(b, other(b.attacker));
  // Stryker disable next-line OptionalChaining: a commander is always a piece of the state
  const rating = (l: string | null) => (l && s.leaders[l]?.out === null ? leaderRating(s, l) : 0);
  return pitchedBattleDrms({
    attackerCommanderRating: rating(A.commander),
    defenderCommanderRating: rating(D.commander),
    attackerLeaders: liveLeaders(s, b, A.side).length,
    defenderLeaders: liveLeaders(s, b, D.side).length,
    attackerRanged: firstLine(A).some((u) => UNIT_BY_ID[u].ranged),
    defenderRanged: firstLine(D).some((u) => UNIT_BY_ID[u].ranged),
  }).map((m) => ({ value: m.value, reason: m.description, rule: m.rule }));
}

/** BG 4.4.2 — roll one sequence and queue both sides' results (attacker's first). */
export function rollSequence(ctx: Ctx): void {
  const s = ctx.s;
  const b = s.combat!.board!;
  const n = (b.sequences.length + 1) as 1 | 2;
  const att = b.attacker;
  const def = other(att);
  const as = firstLineSp(s, boardSide(b, att));
  const ds = firstLineSp(s, boardSide(b, def));
  const col = battleColumn(as, ds);
  ctx.text(null, `Sequence ${n}: first lines ${as} SP (${sideName(att)}, attacking) against ${ds} SP → column ${col}.`, 'BG 4.4.2', [regionRef(b.region)]);
  const r = ctx.roll({
    side: att,
    purpose: `Pitched battle in ${REGION_BY_ID[b.region].name}, sequence ${n}`,
    rule: 'BG 4.4.2',
    modifiers: battleModifiers(s, b),
    refs: [regionRef(b.region)],
    interpret: (t) => ({ result: battleCellText(battleCell(col, t)), cell: battleRef(col, t) }),
  });
  const cell = battleCell(col, r.total);
  const winner = cell.winner === 'attacker' ? att : def;
  b.sequences.push({ n, odds: col, die: r.dice[0], total: r.total, attacker: cell.attacker.code, defender: cell.defender.code, winner });
  b.codes = { [att]: cell.attacker.code, [def]: cell.defender.code };
  b.lossQueue = [];
  for (const [side, eff] of [[att, cell.attacker], [def, cell.defender]] as const) {
    const count = battleLosses(eff, firstLine(boardSide(b, side)).length);
    if (count.eliminate > 0) b.lossQueue.push({ side, mode: 'eliminate', count: count.eliminate });
    if (count.weaken > 0) b.lossQueue.push({ side, mode: 'weaken', count: count.weaken });
    ctx.text(side, count.eliminate || count.weaken
        ? `${sideName(side)} result ${eff.code}: ${count.eliminate ? `eliminate ${count.eliminate}` : `weaken ${count.weaken}`} of ${counted(firstLine(boardSide(b, side)).length, 'first-line unit')} (rounded in the owner's favour).`
        : `${sideName(side)} result ${eff.code}: no losses.`, 'BG 4.4.2');
  }
}

/** First-line units a side may pick for its current loss (standing in their wing). */
export function boardLossCandidates(s: BellumState, side: Side): UnitId[] {
  return firstLine(boardSide(s.combat!.board!, side));
}

/** BG 4.4.2 — weaken (to the wing's A box, reduced; a reduced unit goes to E) or eliminate (to E). */
export function applyBoardLoss(ctx: Ctx, side: Side, unit: UnitId, mode: 'weaken' | 'eliminate'): void {
  const bs = boardSide(ctx.s.combat!.board!, side);
  const u = bs.units[unit];
  const wing = WING_NAMES[u.wing];
  if (mode === 'weaken' && !ctx.s.units[unit].reduced) {
    ownUnit(ctx.s, unit).reduced = true;
    u.box = 'A';
    ctx.text(side, `${pieceName(unit)} is weakened (${wing} A box).`, 'BG 4.4.2', [pieceRef(unit)]);
  } else {
    u.box = 'E';
    ctx.text(side, `${pieceName(unit)} is ${mode === 'weaken' ? 'weakened again and ' : ''}eliminated (${wing} E box).`, 'BG 4.4.2', [pieceRef(unit)]);
  }
}

/**
 * BG 4.4.2 — rout test of one side: one die per first-line wing, read on the Rout Table by the
 * quality of each unit in that wing's A and E boxes; the Rally Table sets how each returns.
 */
export function routSide(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  const bs = boardSide(s.combat!.board!, side);
  for (const wing of FIRST_LINE as readonly Wing[]) {
    const tested = wingUnits(bs, wing).filter((u) => bs.units[u].box === 'A' || bs.units[u].box === 'E');
    const r = ctx.roll({
      side,
      purpose: `${sideName(side)} rout test, ${WING_NAMES[wing]} wing`,
      rule: 'BG 4.4.2',
      refs: tested.map(pieceRef),
      interpret: (_t, dice) => ({
        result: tested.length === 0
          ? 'no unit to test'
          : tested.map((u) => `${pieceName(u)} (${UNIT_BY_ID[u].quality}, ${bs.units[u].box}): ${routResult(UNIT_BY_ID[u].quality, dice[0])} → ${rallyOutcome(routResult(UNIT_BY_ID[u].quality, dice[0]), bs.units[u].box as 'A' | 'E')}`).join('; '),
        cell: tested.length ? routRef(UNIT_BY_ID[tested[0]].quality, dice[0]) : undefined,
        // every Rout cell read (one per quality tested) and the Rally cell of each unit
        also: tested.flatMap((u) => {
          const code = routResult(UNIT_BY_ID[u].quality, dice[0]);
          return [routRef(UNIT_BY_ID[u].quality, dice[0]), rallyRef(code, bs.units[u].box as 'A' | 'E')];
        }),
      }),
    });
    for (const u of tested) applyRally(ctx, side, u, r.dice[0]);
  }
}

/** BG 4.4.2 Rally Table — back to the wing full, reduced, or into Permanent Losses. */
export function applyRally(ctx: Ctx, side: Side, unit: UnitId, die: number): void {
  const bs = boardSide(ctx.s.combat!.board!, side);
  const slot = bs.units[unit];
  const out = rallyOutcome(routResult(UNIT_BY_ID[unit].quality, die), slot.box as 'A' | 'E');
  if (out === 'eliminated') {
    slot.box = 'lost';
    eliminateUnit(ctx, unit);
    return;
  }
  slot.box = 'line';
  ownUnit(ctx.s, unit).reduced = out === 'reduced';
}

/** Units of a side still on the board (for the narration). */
export const boardStrength = (s: BellumState, side: Side) => liveUnits(boardSide(s.combat!.board!, side)).length;
