/** End of the naval exercise scenario (this edition's own, BG 5): the verdict. */
import { regionRef, type Ctx } from '../ctx';
import { venetiFleetVictory } from '../data/scenario-veneti-fleet';

export function venetiFleetEnd(ctx: Ctx): boolean {
  const s = ctx.s;
  const v = venetiFleetVictory(s);
  const summary = v.details.map((d) => `${d.text}: ${d.met ? 'yes' : 'no'}`).join('; ');
  s.outcome = v.roman
    ? { winner: 'roman', reason: `The Veneti fleet no longer holds the sea — ${summary}.` }
    : { winner: 'gallic', reason: `The Veneti keep their sea — ${summary}.` };
  ctx.text(null, `Game over. ${s.outcome.reason}`, 'BG 5.6', [regionRef('veneti')], { heading: true });
  return true;
}
