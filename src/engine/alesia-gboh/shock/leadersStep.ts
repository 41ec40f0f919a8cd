/** AG 9.24 leader loss in the shock segment, with the AG 4.32–4.33 escape decisions. */
import { ownLeaders } from '../ctx';
import type { AgCtx } from '../ctx';
import { agLeader } from '../data';
import { escapeHexes, hexOf } from './hexChoices';
import { leaderLoss } from './before';
import { decide, orderFor } from './stepKit';

// ------------------------------------------------------------------ AG 9.24 leader loss


/** AG 4.32: leaders stacked with units about to be shocked may step back one hex (the defending player's choice). False while a decision waits. */
export function escapes(ctx: AgCtx): boolean {
  const s = ctx.s;
  const seg = s.shock!;
  const defHexes = new Set<string>();
  for (const sh of seg.shocks) if (!sh.off) for (const id of sh.defenders) {
    const h = hexOf(s, id);
    if (h) defHexes.add(h);
  }
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.loc.at !== 'hex' || !defHexes.has(l.loc.hex)) continue;
    const side = agLeader(id).side;
    if (side === s.ap.owner) continue;
    const hexes = escapeHexes(s, id, l.loc.hex);
    if (!hexes.length) continue;
    const order = orderFor(s, side, 'escape');
    const c = decide(ctx, {
      side, kind: 'escape', rule: 'AG 4.32', subject: id, prompt: `${agLeader(id).name} may leave before the shock`,
      options: [{ id: 'stay', label: 'stay with his men' }, ...hexes.map((h) => ({ id: h, label: `step back to ${h}` }))],
    }, order === 'never' ? 'stay' : order === 'always' ? hexes[0] : undefined);
    if (c === null) return false;
    if (c !== 'stay') {
      ownLeaders(s)[id] = { ...l, loc: { at: 'hex', hex: c } };
      ctx.text(side, `${agLeader(id).name} steps back before the shock.`, 'AG 4.32');
    }
  }
  return true;
}

export function leadersStep(ctx: AgCtx): boolean {
  const s = ctx.s;
  const seg = s.shock!;
  if (!escapes(ctx)) return false;
  const hexes = new Set<string>();
  for (const sh of seg.shocks) {
    if (sh.off) continue;
    for (const id of [...sh.attackers, ...sh.defenders]) {
      const h = hexOf(s, id);
      if (h) hexes.add(h);
    }
  }
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.loc.at !== 'hex' || !hexes.has(l.loc.hex)) continue;
    const d = agLeader(id);
    const first = ctx.roll({ side: d.side, purpose: `Leader loss: ${d.name}`, rule: 'AG 9.24', interpret: (_t, die) => ({ result: die === 0 ? 'Possible loss: roll again' : 'Safe' }) });
    if (first.die !== 0) continue;
    const second = ctx.roll({ side: d.side, purpose: `Leader loss: ${d.name}, second die`, rule: 'AG 9.24', interpret: (_t, die) => ({ result: leaderLoss(0, die).killed ? 'Killed' : 'Safe' }) });
    if (leaderLoss(0, second.die).killed) {
      ownLeaders(s)[id] = { loc: { at: 'gone' } };
      ctx.text(d.side, `${d.name} is killed.`, 'AG 9.24');
    }
  }
  seg.stage = 'resolve';
  seg.cur = 0;
  seg.sub = 0;
  return true;
}
