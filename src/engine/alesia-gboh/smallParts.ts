/**
 * The copies of a state's small parts that every `apply`'s working copy makes (ctx.ts `cloneAg`):
 * the Assault Period's bookkeeping (AG 3.0, 5.2, 5.3: state.ts ApState) and the Command (AG 4.1),
 * written out field by field after their declared shapes — the values ../core/cloneJson.ts gives for
 * them (a field set to `undefined` may be kept rather than dropped, and the keys may come in the
 * declared order: no reading of a state tells these apart — JSON, stableStringify and deep equality
 * skip such a field and do not depend on the order), at a fraction of its cost: cloneJson walks any
 * JSON by `for…in` and spreads of many shapes are slow paths; the two were ~9 µs of each apply's
 * ~17 µs copy. The Gaul's plan (AG 5.31) is copied the same way when first written (ctx.ts `ownPlan`).
 * smallParts.rules.test.ts compares the copies with cloneJson's on random games.
 *
 * A field added to ApState, ActiveCommand or GallicPlan must be added here: the key lists below
 * (checked by the compiler against the types) are the reminder.
 */
import type { ActiveCommand, ApState, GallicPlan, WithdrawalTally } from './state';

// Every key of each type, so that a new field fails to compile until it is copied below.
const AP_KEYS = {
  n: 1, night: 1, owner: 1, phases: 1, gallicPhases: 1, lastEntry: 1, seized: 1, resume: 1, seizuresUsed: 1, triedLast: 1, zoneCp: 1,
  initialCp: 1, alesiaTried: 1, arrivals: 1, entering: 1, tallies: 1, idle: 1, rapid: 1,
} as const satisfies Record<keyof ApState, 1>;
const COMMAND_KEYS = { leader: 1, kind: 1, tribes: 1, units: 1, outOfRange: 1 } as const satisfies Record<keyof ActiveCommand, 1>;
const PLAN_KEYS = { assign: 1, picked: 1 } as const satisfies Record<keyof GallicPlan, 1>;
void AP_KEYS;
void COMMAND_KEYS;
void PLAN_KEYS;

/** A record of plain values (numbers, strings) copied key by key, `undefined` values left out (as cloneJson). */
function flat<T>(r: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in r) if (r[k] !== undefined) out[k] = r[k];
  return out;
}

export function cloneAp(ap: ApState): ApState {
  const tallies: Record<string, WithdrawalTally> = {};
  for (const k in ap.tallies) {
    const t = ap.tallies[k];
    if (t !== undefined) tallies[k] = { routed: t.routed, eliminated: t.eliminated };
  }
  const out: ApState = {
    n: ap.n,
    night: ap.night,
    owner: ap.owner,
    phases: ap.phases,
    gallicPhases: ap.gallicPhases,
    lastEntry: ap.lastEntry,
    seized: ap.seized && { leader: ap.seized.leader, mode: ap.seized.mode },
    resume: ap.resume,
    seizuresUsed: flat(ap.seizuresUsed),
    triedLast: { roman: ap.triedLast.roman, gallic: ap.triedLast.gallic },
    zoneCp: flat(ap.zoneCp),
    initialCp: ap.initialCp,
    alesiaTried: ap.alesiaTried,
    arrivals: { zone: ap.arrivals.zone, tribes: ap.arrivals.tribes.slice() },
    entering: ap.entering && { zone: ap.entering.zone, tribes: ap.entering.tribes.slice() },
    tallies,
  };
  if (ap.idle !== undefined) out.idle = ap.idle;
  if (ap.rapid !== undefined) out.rapid = ap.rapid.slice();
  return out;
}

export function cloneCommand(c: ActiveCommand): ActiveCommand {
  return { leader: c.leader, kind: c.kind, tribes: c.tribes.slice(), units: c.units.slice(), outOfRange: c.outOfRange.slice() };
}

export function clonePlan(p: GallicPlan): GallicPlan {
  return { assign: flat(p.assign), picked: p.picked.slice() };
}
