/**
 * AG 10.72 — the leaders of a withdrawing tribe (reading X64; the seed speaks of the tribe's units
 * only, and is silent on its leaders).
 *
 * A chief placed with a tribal counter (AG 5.41–5.42, `AgLeaderState.tribe`) and a cavalry leader who
 * came with his cavalry counter (AG 4.44) belong to that counter. When it withdraws they go too,
 * wherever they stand — on the counter or on any hex of the map — and are off the map until they are
 * placed again (as the chief on a counter always was). One exception a player would want: a leader
 * standing with a combat unit of another tribe still on the map stays to lead it (he has not lost
 * his men, and 10.72 takes the tribe's units only).
 */
import { ownLeaders, type AgCtx } from '../ctx';
import { agLeader, agUnit } from '../data';
import { cavalryCounterOf } from '../commands';
import type { AgState } from '../state';
import { unitEntries } from '../unitIds';

/** Whether leader `id` belongs to `tribe` (placed with its counter, or the leader of that cavalry counter). */
export function leaderOfTribe(s: AgState, id: string, tribe: string): boolean {
  const l = s.leaders[id];
  if (!l) return false;
  if (l.loc.at === 'counter' && l.loc.tribe === tribe) return true;
  const d = agLeader(id);
  if (d.side !== 'gallic') return false;
  if (l.tribe === tribe) return true;
  return d.role === 'cavalry-leader' && cavalryCounterOf(id) === tribe;
}

/** A Gallic combat unit of a tribe other than `tribe`, still on the map, on `hex`. */
function othersOn(s: AgState, hex: string, tribe: string): boolean {
  return unitEntries(s).some(([uid, u]) => {
    if (u.loc.at !== 'hex' || u.loc.hex !== hex || u.routed) return false;
    const d = agUnit(uid);
    return d.side === 'gallic' && (u.via ?? d.tribe) !== tribe;
  });
}

/** AG 10.72, reading X64: take the withdrawing tribe's leaders off the map (written into `ctx.s`). */
export function withdrawChiefs(ctx: AgCtx, tribe: string): void {
  const s = ctx.s;
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.loc.at !== 'counter' && l.loc.at !== 'hex') continue;
    if (!leaderOfTribe(s, id, tribe)) continue;
    if (l.loc.at === 'hex' && othersOn(s, l.loc.hex, tribe)) continue;
    const wasOnHex = l.loc.at === 'hex';
    ownLeaders(s)[id] = { loc: { at: 'pool' } };
    if (wasOnHex) ctx.text('gallic', `${agLeader(id).name} leaves the field with his tribe.`, 'AG 10.72');
  }
}
