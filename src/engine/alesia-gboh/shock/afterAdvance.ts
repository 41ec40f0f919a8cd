/**
 * What follows one unit's Advance After Combat (AG 9.31) into a hex, in order — and again, from the
 * top, when the segment resumes there after a decision (answers already given are remembered):
 *
 * AG 8.62  the Entry reaction fire of the inactive side's missile units at the advancer
 *          (./entryFire.ts);
 * AG 4.33  lone enemy leaders the advancer has come next to may ride off up to 3 hexes — their
 *          owner's choice (reading X2) — and one who cannot is eliminated.
 */
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import { ownLeaders, type AgCtx } from '../ctx';
import { agLeader, agUnit } from '../data';
import { entryFireOnAdvance, type Ask } from './entryFire';
import { leaderRetreatHexes } from './hexChoices';
import { ordersOf } from './orders';
import type { SegRound } from './segment';
import { unitEntries } from '../unitIds';

/** After an advance into `hex`: AG 8.62 Entry fire at the advancer, then AG 4.33. False while a decision waits. */
export function afterAdvance(ctx: AgCtx, r: SegRound, hex: string, ask: Ask): boolean {
  const adv = r.advancers?.[hex];
  if (adv && !entryFireOnAdvance(ctx, ask, adv.unit, adv.from, `entry:${ctx.s.shock!.cur}:${hex}`)) return false;
  return loneLeaders(ctx, hex, ask);
}

/**
 * AG 4.33: an enemy combat unit has come next to `hex`'s neighbours' lone leaders (by the advance
 * into `hex`): each may at once retreat up to 3 hexes — his owner's choice (reading X2) — and one who
 * cannot is eliminated. False while a decision waits.
 */
function loneLeaders(ctx: AgCtx, hex: string, ask: Ask): boolean {
  const s = ctx.s;
  const mover = s.ap.owner;
  const around = new Set([0, 1, 2, 3, 4, 5].map((d) => hexKey(neighbour(parseHexKey(hex), d))));
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.loc.at !== 'hex' || !around.has(l.loc.hex)) continue;
    const side = agLeader(id).side;
    if (side === mover) continue;
    const at = l.loc.hex;
    if (unitEntries(s).some(([o, u]) => u.loc.at === 'hex' && u.loc.hex === at && agUnit(o).side === side)) continue;
    const hexes = leaderRetreatHexes(s, id, at);
    if (!hexes.length) {
      ownLeaders(s)[id] = { loc: { at: 'gone' } };
      ctx.text(side, `${agLeader(id).name}, alone and cut off, is taken.`, 'AG 4.33');
      continue;
    }
    const o = ordersOf(s, side).escape;
    const order = side === s.ap.owner || o === 'ask' ? undefined : o;
    const c = ask({
      side, kind: 'escape', rule: 'AG 4.33', subject: `lone:${id}:${hex}`, prompt: `${agLeader(id).name}, alone, is approached by the enemy`,
      options: [{ id: 'stay', label: 'stay where he is' }, ...hexes.map((h) => ({ id: h, label: `ride off to ${h}` }))],
    }, order === 'never' ? 'stay' : order === 'always' ? hexes[0] : undefined);
    if (c === null) return false;
    if (c !== 'stay') {
      ownLeaders(s)[id] = { ...l, loc: { at: 'hex', hex: c } };
      ctx.text(side, `${agLeader(id).name} rides off.`, 'AG 4.33');
    }
  }
  return true;
}
