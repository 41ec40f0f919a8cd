/**
 * AG 8.62 — Entry reaction fire at a unit that Advances After Combat (AG 9.31): the advancing unit
 * may be fired on, at range 1, by each inactive missile unit whose ZOC it has just come into (in it
 * now, not in the hex it left), unless that unit is already in the ZOC of another enemy unit — the
 * same test as for an ordinary move (fire/reactionPlay.ts `reactionChoices`), with the one rule
 * 8.62 adds for the advance: a unit that has just retreated may not fire at the advancing unit
 * (reading X65: one that retreated in this shock segment). Each unit reacts once per enemy phase.
 *
 * No fire of any kind during a retreat before shock or its pursuit (AG 9.22): they open no chance.
 *
 * The firer's side decides as for every reaction (reading X2): its reaction standing order
 * ('never', 'always', 'deathGarden' — fire only at a unit that has come into a Death Garden), and
 * 'ask' hands it the decision, one firer at a time, through the shock segment's own decisions so
 * the segment is not broken.
 */
import type { AgCtx } from '../ctx';
import { agUnit } from '../data';
import { boardGround } from '../fire/boardGround';
import { fireReaction, reactionChoices, reactOrderOf, type ReactionChoice } from '../fire/reactionPlay';
import type { AgState, PendingReaction } from '../state';
import { other } from '../state';
import type { Pending } from './segment';

export type Ask = (p: Pending, order?: string) => string | null;

/** The state as the Entry test reads it: the advancer came from `from`. */
const viewFrom = (s: AgState, id: string, from: string): AgState => ({ ...s, units: { ...s.units, [id]: { ...s.units[id], from } } });

/** AG 8.62: the Entry reactions open now at the advance of `id` from `from`. */
export function advanceEntryChoices(s: AgState, id: string, from: string): ReactionChoice[] {
  const loc = s.units[id]?.loc;
  if (loc?.at !== 'hex') return [];
  const gone = new Set(s.shock?.retreatedUnits ?? []);
  return reactionChoices(viewFrom(s, id, from), { kind: 'entry', target: id }).filter((c) => !gone.has(c.unit));
}

/**
 * AG 8.62: offer and fire the Entry reactions at the advance of `id` from `from` into its hex, one
 * firer at a time. False while a decision waits (the segment resumes here).
 */
export function entryFireOnAdvance(ctx: AgCtx, ask: Ask, id: string, from: string, subject: string): boolean {
  const s = ctx.s;
  const side = other(agUnit(id).side);
  const order = reactOrderOf(s, side);
  const p: PendingReaction = { kind: 'entry', target: id };
  for (;;) {
    const choices = advanceEntryChoices(s, id, from);
    if (!choices.length || order === 'never') return true;
    const loc = s.units[id].loc;
    const inGarden = loc.at === 'hex' && boardGround(s).isDeathGarden(loc.hex);
    let c: ReactionChoice | undefined;
    let auto = true;
    if (order === 'always') c = choices[0];
    else if (order === 'deathGarden') c = inGarden ? choices[0] : undefined;
    else {
      // One decision per firer, keyed by it: a firer that fired has reacted and is not offered again.
      for (const x of choices) {
        const a = ask({
          side, kind: 'entry-fire', rule: 'AG 8.62', subject: `${subject}:${x.unit}`,
          prompt: `${agUnit(x.unit).name} may fire at ${agUnit(id).name} advancing into its ZOC`,
          options: [{ id: 'pass', label: 'hold fire' }, { id: 'fire', label: 'Entry reaction fire' }],
        });
        if (a === null) return false;
        if (a === 'fire') {
          c = x;
          auto = false;
          break;
        }
      }
    }
    if (!c) return true;
    fireReaction(ctx, p, c, auto);
  }
}
