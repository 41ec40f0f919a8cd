/**
 * Recovery (AG 10.6), played when the Activation Phase of an AP is over, the Gaul has not won and
 * Assault Periods remain (AG 10.61, 3.0 D).
 *
 * AG 10.62 every routed Roman unit turns to its reduced side, ready for the next AP.
 * AG 10.63 the Gaul rolls a d10 for each routed Gallic unit: at or under its printed TQ it turns to
 *   its reduced side; above, it is eliminated for good. Routed Alesia-force units are eliminated
 *   with no roll — unless the optional rule (10.63 design note, optionalRules.ts) is in play: then
 *   the force's BI roll like relief BI and come back on their reduced side.
 * AG 10.65 every unit not routed sheds half its Hits, rounded down (3 Hits → 2).
 * Reading: a routed unit that comes back on its reduced side comes back without Hits (else AG 10.64
 *   would eliminate it at once, which would empty 10.62 of meaning).
 * A unit without a reduced side (AG 2.21: only cohorts and relief BI have one) that recovers stays
 *   as it is, unrouted.
 */
import { agUnit } from './data';
import { ownUnit } from './ctx';
import type { AgCtx } from './ctx';
import type { AgState } from './state';
import { zeroTally } from './state';
import { reducedTqOf, treatedAsRelief } from './optionalRules';
import { forceOf, tribeOf } from './entry/escaped';
import { unitEntries } from './unitIds';

/** The tally a Gallic unit's losses count against (AG 10.7): its tribe, its cavalry counter, or the Alesia force. */
export function tallyKey(s: AgState, id: string): string | null {
  const d = agUnit(id);
  if (d.side !== 'gallic') return null;
  if (forceOf(s, id) === 'alesia') return 'alesia';
  if (d.cavalryPool) return s.units[id].via ?? null;
  return tribeOf(s, id) ?? null; // AG 5.65: an escapee counts against its new tribe
}

export function recovery(ctx: AgCtx): void {
  const s = ctx.s;
  ctx.text(null, 'Recovery Phase.', 'AG 10.6', { heading: true });
  for (const [id, u0] of unitEntries(s)) {
    if (u0.loc.at === 'gone' || (!u0.routed && !(u0.hits > 0))) continue;
    const u = ownUnit(s, id); // ctx.ts: copied on write
    const d = agUnit(id);
    if (!u.routed) {
      // AG 10.65
      if (u.hits > 0) u.hits -= Math.floor(u.hits / 2);
      continue;
    }
    if (d.side === 'roman') {
      delete u.routed;
      if (d.reducedTq !== null) u.reduced = true;
      u.hits = 0;
      continue;
    }
    const eliminate = () => {
      u.loc = { at: 'gone' };
      delete u.routed;
      const k = tallyKey(s, id);
      if (k) {
        const t = (s.ap.tallies[k] ??= zeroTally());
        t.eliminated += 1;
        if (t.routed > 0) t.routed -= 1;
      }
    };
    if (forceOf(s, id) === 'alesia' && !treatedAsRelief(s, id)) {
      eliminate();
      ctx.text('gallic', `${d.name}, routed, is eliminated (the Alesia force does not recover).`, 'AG 10.63');
      continue;
    }
    const r = ctx.roll({
      side: 'gallic',
      purpose: `Recovery of ${d.name} (TQ ${d.tq})`,
      // The optional rule's own entry when it is what lets an Alesia BI roll at all.
      rule: treatedAsRelief(s, id) ? 'AG Opt.AlesiaRecovery' : 'AG 10.63',
      interpret: (total) => ({ result: total <= d.tq ? 'Recovers' : 'Eliminated' }),
    });
    if (r.result === 'Recovers') {
      delete u.routed;
      if (reducedTqOf(s, id) !== null) u.reduced = true; // AG 10.63; AG Opt.AlesiaRecovery: Alesia BI too
      u.hits = 0;
    } else eliminate();
  }
}
