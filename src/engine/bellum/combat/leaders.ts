/** BG 4.2.2 — effects of combat on leaders: Leader Table tests, capture, wounds, death, tribunes. */
import { LEADER_BY_ID, LEADERS } from '../data/leaders';
import { MARKER_LIMITS } from '../data/markers';
import type { LeaderId, RegionId } from '../data/types';
import { pieceRef, regionRef, type Ctx } from '../ctx';
import { absTurn, pieceName } from '../queries';
import type { BellumState } from '../state';
import { leaderRef, leaderResult } from '../data/tables/lookup';
import { ownLeader, ownLeaders } from '../own';

/** Leaders never replaced by a tribune (BG 4.2.2). */
const IRREPLACEABLE = ['caesar', 'labienus'];

/**
 * A free tribune counter (BG 4.2.2): one never placed, or one captured (a captured tribune may be
 * used again). A killed tribune's counter never returns.
 */
export function freeTribune(s: BellumState, except?: LeaderId): LeaderId | null {
  const tribunes = LEADERS.filter((l) => l.tribune).slice(0, MARKER_LIMITS.tribunes);
  for (const t of tribunes) {
    const st = s.leaders[t.id];
    if (t.id !== except && (!st || st.out === 'captured')) return t.id;
  }
  return null;
}

/**
 * BG 4.2.2 — a Roman leader killed or captured is replaced by a tribune placed with the army,
 * while tribune counters last; Caesar and Labienus never are. Returns the tribune placed.
 */
export function replaceByTribune(ctx: Ctx, lost: LeaderId, region: RegionId): LeaderId | null {
  const d = LEADER_BY_ID[lost];
  if (d.side !== 'roman' || d.gallicChief || IRREPLACEABLE.includes(lost)) return null;
  const t = freeTribune(ctx.s, lost); // a tribune just captured does not replace himself
  if (!t) {
    ctx.text('roman', `No tribune counter is left to replace ${d.name}.`, 'BG 4.2.2');
    return null;
  }
  const place = null;
  ownLeaders(ctx.s)[t] = { region, place, out: null, wounded: false };
  ctx.text('roman', `${LEADER_BY_ID[t].name} takes the place of ${d.name}.`, 'BG 4.2.2', [pieceRef(t), regionRef(region)]);
  return t;
}

/** Remove a leader as captured (BG 4.2.2): Gallic chiefs return next winter unless indomitable. */
export function captureLeader(ctx: Ctx, id: LeaderId): void {
  const L = ownLeader(ctx.s, id);
  const d = LEADER_BY_ID[id];
  const region = L.region;
  L.out = 'captured';
  L.region = null;
  L.place = null;
  if ((d.side === 'gallic' || d.gallicChief) && !d.indomitable) {
    // Gallic chiefs, pro-Roman ones included, come back next Winter (chiefReturn.ts).
    L.returnsYear = ctx.s.year - 1;
    ctx.text(d.side, `${d.name} is captured; he will return in the winter turn of ${L.returnsYear} BC.`, 'BG 4.2.2', [pieceRef(id)]);
  } else if (d.tribune) {
    ctx.text(d.side, `${d.name} is captured; the counter may serve again for a later replacement.`, 'BG 4.2.2', [pieceRef(id)]);
  } else {
    ctx.text(d.side, `${d.name} is captured and will never return.`, 'BG 4.2.2', [pieceRef(id)]);
  }
  if (region) replaceByTribune(ctx, id, region);
}

export function killLeader(ctx: Ctx, id: LeaderId): void {
  const L = ownLeader(ctx.s, id);
  const region = L.region;
  L.out = 'killed';
  L.region = null;
  L.place = null;
  ctx.text(LEADER_BY_ID[id].side, `${pieceName(id)} is killed.`, 'BG 4.2.2', [pieceRef(id)]);
  if (region) replaceByTribune(ctx, id, region);
}

export function woundLeader(ctx: Ctx, id: LeaderId): void {
  if (ctx.s.leaders[id].wounded) {
    ctx.text(LEADER_BY_ID[id].side, `${pieceName(id)} is wounded again: no further effect.`, 'BG 4.2.2', [pieceRef(id)]);
    return;
  }
  const L = ownLeader(ctx.s, id);
  L.wounded = true;
  L.woundedTurn = absTurn(ctx.s);
  ctx.text(LEADER_BY_ID[id].side, `${pieceName(id)} is wounded (counter flipped).`, 'BG 4.2.2', [pieceRef(id)]);
}

/**
 * BG 4.2.2 — one Leader Table test (2d6). Caesar "killed" rolls 1d6 again: 1 killed, else wounded.
 * Returns the tribune placed, if any, so battle code can add him to the Leaders box.
 */
export function testLeader(ctx: Ctx, id: LeaderId, why: string): LeaderId | null {
  const d = LEADER_BY_ID[id];
  const r = ctx.roll({
    side: d.side,
    purpose: `Leader Table for ${d.name} (${why})`,
    rule: 'BG 4.2.2',
    n: 2,
    refs: [pieceRef(id)],
    interpret: (t) => ({ result: leaderResult(t), cell: leaderRef(t) }),
  });
  let res = leaderResult(r.total);
  if (res === 'killed' && id === 'caesar') {
    const c = ctx.roll({
      side: 'roman',
      purpose: 'Caesar struck down: is he killed?',
      rule: 'BG 4.2.2',
      refs: [pieceRef(id)],
      interpret: (t) => ({ result: t === 1 ? 'killed' : 'only wounded' }),
    });
    res = c.total === 1 ? 'killed' : 'wounded';
  }
  const before = new Set(Object.keys(ctx.s.leaders).filter((l) => ctx.s.leaders[l].out === null));
  switch (res) {
    case 'none': return null;
    case 'wounded': woundLeader(ctx, id); return null;
    case 'captured': captureLeader(ctx, id); break;
    case 'killed': killLeader(ctx, id); break;
  }
  const placed = Object.keys(ctx.s.leaders).find((l) => ctx.s.leaders[l].out === null && !before.has(l));
  return placed ?? null;
}
