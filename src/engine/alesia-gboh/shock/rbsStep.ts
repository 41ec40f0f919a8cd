/**
 * AG 9.22 Retreat Before Shock in the shock segment: each defender that may retreat before shock
 * decides (standing order or ask) and moves through its rear hexes with the Hits its path costs; when
 * every defender went, each attacker may pursue (reading: the phase owner's choice).
 */
import { distance, parseHexKey } from '../../hex/coords';
import type { AgCtx } from '../ctx';
import { agUnit } from '../data';
import { landOn } from '../stacking';
import { combatUnitOf } from '../fire/fromState';
import { hexOf, pursuitMoves, rbsMoves } from './hexChoices';
import { farthestRbs, pathBurns, pursuitFacing, takeEntryHits } from './entering';
import { noteBreach } from '../flow/reinforcements';
import { mayRetreatBeforeShock } from './before';
import { moveUnit } from './effects';
import type { SegShock } from './segment';
import { carryLeaders, decide, hexOccupied, name, nextShock, orderFor, present } from './stepKit';

// ------------------------------------------------------------------ AG 9.22 Retreat Before Shock


export function rbsStep(ctx: AgCtx): boolean {
  const s = ctx.s;
  const seg = s.shock!;
  if (seg.cur >= seg.shocks.length) {
    seg.stage = 'pretest';
    seg.cur = 0;
    seg.sub = 0;
    return true;
  }
  const sh = seg.shocks[seg.cur];
  if ((sh.off && sh.off !== 'rbs') || seg.sub >= sh.defenders.length) {
    // AG 9.22 Pursuit: when every defender has retreated before shock, each attacker may follow.
    const everyone = sh.off === 'rbs' && sh.defenders.every((d) => sh.rbs?.[d] || !hexOf(s, d));
    const k = seg.sub - sh.defenders.length;
    if (!everyone || k < 0 || k >= sh.attackers.length) {
      nextShock(seg, 'pretest');
      return true;
    }
    if (!pursue(ctx, sh, sh.attackers[k])) return false;
    seg.sub += 1;
    return true;
  }
  const id = sh.defenders[seg.sub];
  if (!present(s, id)) {
    seg.sub += 1;
    return true;
  }
  const atts = sh.attackers.filter((a) => present(s, a)).map((a) => combatUnitOf(s, a));
  const v = mayRetreatBeforeShock(combatUnitOf(s, id), atts, s.phaseStart?.inEnemyZoc.includes(id) ?? false);
  const ends = v.ok ? rbsMoves(s, id, v.retreatMp!) : new Map();
  const hexes = [...ends.keys()];
  if (!hexes.length) {
    seg.sub += 1;
    return true;
  }
  const side = agUnit(id).side;
  const order = orderFor(s, side, 'rbs');
  const far = farthestRbs(ends);
  const choice = decide(ctx, {
    side, kind: 'rbs', rule: 'AG 9.22', subject: `${seg.cur}:${id}`,
    prompt: `${name(id)} may retreat before shock (up to ${v.retreatMp} MP)`,
    options: [{ id: 'stand', label: 'stand and fight' }, ...hexes.map((h) => ({ id: h, label: `retreat to ${h}` }))],
  }, order === 'never' ? 'stand' : order === 'always' ? far : undefined);
  if (choice === null) return false;
  if (choice !== 'stand') {
    sh.rbs = { ...(sh.rbs ?? {}), [id]: { from: hexOf(s, id)!, to: choice } };
    moveUnit(s, id, choice);
    sh.off = 'rbs';
    ctx.text(side, `${name(id)} retreats before shock; the shock against it is not fought (no fire during the retreat).`, 'AG 9.22');
    const e = ends.get(choice)!;
    takeEntryHits(ctx, id, e.hits, 'retreating before shock', pathBurns(s, e.path)); // AG 6.45, 8.43
  }
  seg.sub += 1;
  return true;
}


/** AG 9.22: one attacker's pursuit (the phase owner's choice). False while it waits. */
export function pursue(ctx: AgCtx, sh: SegShock, id: string): boolean {
  const s = ctx.s;
  if (!present(s, id)) return true;
  const moves = Object.values(sh.rbs ?? {});
  const vacated = moves.map((m) => m.from).filter((h) => !hexOccupied(s, h));
  const avoid = moves.filter((m) => distance(parseHexKey(m.from), parseHexKey(m.to)) >= 2).map((m) => m.to);
  const ends = pursuitMoves(s, id, vacated, Math.floor(combatUnitOf(s, id).ma / 2), avoid);
  const hexes = [...ends.keys()];
  if (!hexes.length) return true;
  const c = decide(ctx, {
    side: s.ap.owner, kind: 'advance', rule: 'AG 9.22', subject: `pursuit:${id}`, prompt: `${name(id)} may pursue`,
    options: [{ id: 'stay', label: 'stay' }, ...hexes.map((h) => ({ id: h, label: `pursue to ${h}` }))],
  });
  if (c === null) return false;
  if (c !== 'stay') {
    const from = hexOf(s, id)!;
    const e = ends.get(c)!;
    landOn(s, id, c, { facing: pursuitFacing(e, s.units[id].facing) }); // AG 6.65: under any friend there
    carryLeaders(s, id, from, c);
    ctx.text(s.ap.owner, `${name(id)} pursues to ${c} (no fire during the pursuit).`, 'AG 9.22');
    takeEntryHits(ctx, id, e.hits, 'pursuing', pathBurns(s, e.path)); // AG 6.45, 8.43
    noteBreach(s, id, [c]); // AG 12.2 Reinforcements
  }
  return true;
}
