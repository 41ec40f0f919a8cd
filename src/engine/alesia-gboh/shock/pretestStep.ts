/**
 * AG 9.23 the pre-shock TQ test in the shock segment, for every shock before the next step (AG 6.67:
 * a stack's top infantry unit tests; archers and artillery follow their infantry).
 */
import type { AgCtx } from '../ctx';
import { isArcherUnit, isArtilleryUnit, isShockUnit, type Stack } from '../fire/combatUnit';
import { hexOf } from './hexChoices';
import { preShockTest, preShockTestDue } from './before';
import { boardGround } from '../fire/boardGround';
import { applyFate, eliminate, retreatOptions } from './effects';
import { name, nextShock, present, routedIsEliminated, stackView } from './stepKit';

// ------------------------------------------------------------------ AG 9.23 pre-shock TQ test

export function pretestStep(ctx: AgCtx): void {
  const s = ctx.s;
  const seg = s.shock!;
  if (seg.cur >= seg.shocks.length) {
    seg.stage = 'leaders';
    seg.cur = 0;
    return;
  }
  const sh = seg.shocks[seg.cur];
  const g = boardGround(s);
  // Routed defenders stay in the fight: a further Hit eliminates them (AG 10.42).
  const defStacks = stackView(s, sh.defenders.filter((d) => hexOf(s, d) !== null));
  if (sh.off || !sh.mandatory || seg.sub >= defStacks.length) {
    nextShock(seg, 'leaders');
    return;
  }
  const st = defStacks[seg.sub];
  seg.sub += 1;
  const attHexes = [...new Set(sh.attackers.map((a) => hexOf(s, a)).filter((h): h is string => !!h))];
  if (!preShockTestDue(g, true, st, attHexes)) return;
  const shockUnits = st.units.filter(isShockUnit);
  const canRetreat = shockUnits.every((u) => retreatOptions(s, u.id).length > 0);
  const top = st.units.find((u) => u.type === 'CO' || u.type === 'BI' || u.type === 'LI') ?? shockUnits[0];
  const side = top.side;
  let test!: ReturnType<typeof preShockTest>;
  ctx.roll({
    side, purpose: `Pre-shock TQ test of ${name(top.id)} (TQ ${top.tq})`, rule: 'AG 9.23',
    interpret: (_t, die) => {
      test = preShockTest(st, die, canRetreat, routedIsEliminated(s));
      return { result: test.passed ? 'Passes' : test.retreats ? '1 Hit and retreat' : canRetreat ? 'Fails' : 'Cannot retreat: 3 Hits, stays' };
    },
  });
  for (const f of test.fates) applyFate(ctx, f, ', pre-shock test');
  archersFollow(ctx, st);
  if (test.retreats) for (const u of shockUnits) if (present(s, u.id)) seg.queue.push({ unit: u.id, hold: false, rule: 'AG 9.23', shock: seg.cur });
  // Archers and artillery go with their infantry (AG 6.67).
  if (test.retreats) for (const u of st.units) if (!isShockUnit(u) && present(s, u.id)) seg.queue.push({ unit: u.id, hold: false, rule: 'AG 9.23', shock: seg.cur });
}

/** AG 9.27: archers or artillery whose hex has lost its infantry (routed, eliminated) are eliminated. */
export function archersFollow(ctx: AgCtx, st: Stack): void {
  const s = ctx.s;
  const left = st.units.filter((u) => isShockUnit(u) && present(s, u.id));
  if (left.length) return;
  for (const u of st.units) if ((isArcherUnit(u) || isArtilleryUnit(u)) && present(s, u.id)) eliminate(ctx, u.id, ' with the infantry of its hex', 'AG 9.27');
}
