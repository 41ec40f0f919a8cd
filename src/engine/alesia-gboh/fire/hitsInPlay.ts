/**
 * Putting the Hits of a shot (or a fire) on the units in the state (AG 8.14, 10.1–10.4, 10.7), as
 * cohesion.ts decided them: the Hits marker, a rout (AG 10.13: the Routed marker; moving the routed
 * unit is the rout rules' business, AG 10.4), an elimination (off the map), and the tribe's
 * Withdrawal tally (AG 10.7: routed and eliminated units count against its level).
 */
import type { AgCtx } from '../ctx';
import { agLeader, agUnit } from '../data';
import { tallyKey } from '../recovery';
import { zeroTally } from '../state';
import type { UnitHits } from './cohesion';

export function applyUnitHits(ctx: AgCtx, h: UnitHits, cause: string, rule = 'AG 8.14'): void {
  const s = ctx.s;
  const st = s.units[h.unit];
  const d = agUnit(h.unit);
  const key = tallyKey(s, h.unit);
  const tally = key ? (s.ap.tallies[key] ??= zeroTally()) : null;
  if (h.fate === 'eliminated') {
    const wasRouted = !!st.routed;
    const { routed: _r, ...rest } = st;
    void _r;
    s.units[h.unit] = { ...rest, hits: h.total, loc: { at: 'gone' } };
    if (tally) {
      tally.eliminated += 1;
      if (wasRouted && tally.routed > 0) tally.routed -= 1;
    }
    ctx.text(d.side, `${d.name} is eliminated (${cause}).`, h.rule);
    // Leaders left alone on a hex stay: leader loss is 8.18 / 9.24's business.
    return;
  }
  if (h.fate === 'routs' && !st.routed) {
    s.units[h.unit] = { ...st, hits: h.total, routed: true };
    if (tally) tally.routed += 1;
    ctx.text(d.side, `${d.name} takes ${h.added} Hit${h.added === 1 ? '' : 's'} (${cause}) and routs: ${h.total} Hits.`, h.rule);
    return;
  }
  s.units[h.unit] = { ...st, hits: h.total };
  if (h.added) ctx.text(d.side, `${d.name} takes ${h.added} Hit${h.added === 1 ? '' : 's'} (${cause}): ${h.total} in all.`, rule);
}

/** AG 8.18 (reading Q3) — the leader in a hex fired on is lost on a second 0. */
export function leaderHit(ctx: AgCtx, leader: string): void {
  const s = ctx.s;
  const d = agLeader(leader);
  s.leaders[leader] = { loc: { at: 'gone' } };
  ctx.text(d.side, `${d.name} falls to missile fire.`, 'AG 8.18');
}
