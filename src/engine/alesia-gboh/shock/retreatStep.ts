/** AG 10.2 retreats in the shock segment: the queue of retreats, each decided (AG 10.24: hold and take a Hit instead) and made. */
import type { AgCtx } from '../ctx';
import { agUnit } from '../data';
import { takeHits } from '../fire/cohesion';
import { combatUnitOf } from '../fire/fromState';
import { hexOf } from './hexChoices';
import { boardGround } from '../fire/boardGround';
import { applyFate, eliminate, moveUnit, retreatOptions, underEnemyFire } from './effects';
import { ordersOf } from './orders';
import { carryLeaders, decide, name, present, routedIsEliminated } from './stepKit';

// ------------------------------------------------------------------ AG 10.2 retreats (queue)

/** The retreat at the head of the queue; false when it waits for a decision. */
export function retreatNext(ctx: AgCtx): boolean {
  const s = ctx.s;
  const seg = s.shock!;
  const q = seg.queue[0];
  const id = q.unit;
  if (!present(s, id)) {
    seg.queue.shift();
    return true;
  }
  const side = agUnit(id).side;
  const from = hexOf(s, id)!;
  const g = boardGround(s);
  // AG 8.52: a Scorpion on a Rampart forced to retreat is eliminated.
  if (agUnit(id).type === 'SC' && g.isRampart(from)) {
    seg.queue.shift();
    eliminate(ctx, id, ' (a Scorpion forced off its Rampart)', 'AG 8.52');
    return true;
  }
  const hexes = retreatOptions(s, id);
  const opts = hexes.map((h) => ({ id: h, label: `retreat to ${h}${underEnemyFire(s, id, h) ? ' (under enemy fire: 1 Hit)' : ''}` }));
  if (q.hold) opts.unshift({ id: 'hold', label: 'hold the wall and take 1 Hit' });
  let choice: string | null;
  if (!opts.length) choice = 'blocked';
  else {
    const orders = side === s.ap.owner ? undefined : ordersOf(s, side);
    const safe = hexes.find((h) => !underEnemyFire(s, id, h)) ?? hexes[0];
    let order: string | undefined;
    if (orders) {
      if (q.hold && orders.hold === 'hold') order = 'hold';
      else if (orders.retreat === 'auto' && (!q.hold || orders.hold === 'retreat')) order = safe ?? 'hold';
    }
    choice = decide(ctx, { side, kind: q.hold ? 'hold' : 'retreat', rule: q.hold ? 'AG 10.24' : 'AG 10.21', subject: `${seg.qn ?? 0}:${id}`, prompt: `${name(id)} must retreat`, options: opts }, order);
    if (choice === null) return false;
  }
  seg.queue.shift();
  seg.qn = (seg.qn ?? 0) + 1;
  const cu = combatUnitOf(s, id);
  if (choice === 'blocked') {
    applyFate(ctx, takeHits(cu, 2, routedIsEliminated(s)), ', unable to retreat (AG 10.23)');
  } else if (choice === 'hold') {
    applyFate(ctx, takeHits(cu, 1, routedIsEliminated(s)), ', holding the wall (AG 10.24)');
  } else {
    const fire = underEnemyFire(s, id, choice);
    moveUnit(s, id, choice);
    carryLeaders(s, id, from, choice);
    ctx.text(side, `${name(id)} retreats to ${choice}.`, 'AG 10.21');
    if (fire) applyFate(ctx, takeHits(combatUnitOf(s, id), 1, routedIsEliminated(s)), ', retreating under enemy fire (AG 10.25)');
    if (q.defender && seg.round) seg.round.retreated.push(id);
    seg.retreatedUnits = [...(seg.retreatedUnits ?? []), id]; // AG 8.62: no Entry fire from it at an advance
  }
  return true;
}
