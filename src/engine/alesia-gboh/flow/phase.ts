/**
 * The sequence of play (AG 3.0): Assault Periods of open-ended, alternating Activation Phases.
 *
 * AG 3.0 the Gaul plays the first phase of every AP; a phase ends, play passes to the opponent
 *   unless a Seizure intervenes (5.2); the AP ends at once when the Gaul wins (11.0) or the Gauls
 *   Withdraw: tribes holding at least half of the committed tribal Size have withdrawn (10.7).
 *   Reading X1: the test is live once a tribal counter has been placed; the Gaul may call off the
 *   assault instead of a phase (every committed tribe withdraws, 10.72); and when nothing Gallic is
 *   on the map and nothing is left to bring in the AP ends the same way.
 * AG 3.0 D–E Recovery (10.6), then the victory check (11.0) and a new AP, or the end.
 * AG 10.71 a tribe whose routed + eliminated units reach its Withdrawal level withdraws at the end
 *   of the activation in which that happened (the tallies are kept by the combat rules).
 */
import { AG_ALESIA_FORCE, AG_SCENARIO_FORCES, agLeader, agTribe, agUnit } from '../data';
import { ownTribes, ownUnits, ownUnit, ownTribe, ownLeader } from '../ctx';
import type { AgCtx } from '../ctx';
import { followOrder, mayTrySeizure } from '../seizure';
import { alesiaUnits, unitsLeftFor } from '../commands';
import { escapeesJoin, forceOf, tribeOf } from '../entry/escaped';
import type { AgSide, AgState } from '../state';
import { onMap, other, zeroTally } from '../state';
import { freshAp } from './ap';
import { legionsBroken } from '../victory';
import { recovery } from '../recovery';
import { clearFires } from '../fire/burningPlay';
import { withdrawChiefs } from './withdrawChiefs';
// Shock session: the phase-start snapshot (AG 9.12, 9.22), the stalled-AP reading (X1), the scenario's end (AG 11.0, 12.x).
import { phaseSnapshot } from '../shock/designate';
import { withinWalls } from '../shock/boardGround';
import { tallyKey } from '../recovery';
import { noteIdle } from './stall';
import { scenarioEndReason } from '../victory';
import { decayFill } from '../movement/fill';
import { resetReinforcements } from './reinforcements';
import { unitEntries } from '../unitIds';

/** AG 3.0 C, 5.21 — begin `owner`'s Activation Phase: the opponent's Seizure chance first. */
export function beginPhase(ctx: AgCtx, owner: AgSide): void {
  const s = ctx.s;
  s.ap.owner = owner;
  s.ap.phases += 1;
  s.ap.seized = null;
  s.ap.alesiaTried = false;
  s.ap.arrivals = { zone: null, tribes: [] };
  s.ap.entering = null;
  s.command = null;
  const inactive = other(owner);
  if (mayTrySeizure(s, inactive)) {
    // Reading X2: a standing order answers at once; otherwise the screen goes to the inactive player.
    if (followOrder(ctx)) return startPlaying(ctx);
    s.step = 'seize';
    return;
  }
  // AG 5.22 (reading Q12): a side that could not try now may try at its next chance.
  s.ap.triedLast[inactive] = false;
  startPlaying(ctx);
}

/** The phase is played by `s.ap.owner` (after the Seizure chance). */
export function startPlaying(ctx: AgCtx): void {
  const s = ctx.s;
  // AG 5.32 (reading Q17): every Gallic phase actually played counts, seized ones included.
  if (s.ap.owner === 'gallic') s.ap.gallicPhases += 1;
  const who = s.ap.owner === 'gallic' ? `Gallic phase ${s.ap.gallicPhases}` : 'Roman phase';
  ctx.text(s.ap.owner, `Assault Period ${s.ap.n}, ${who}${s.ap.seized ? ` (seized by ${agLeader(s.ap.seized.leader).name})` : ''}.`, 'AG 3.0 C', { heading: true });
  s.step = s.ap.seized?.mode === 'move' ? 'oc-move' : 'choose';
  // AG 9.12, 9.22: where every unit stands as the phase begins, and who is in an enemy ZOC.
  s.phaseStart = phaseSnapshot(s);
}

/** AG 10.72 — take every unit of the tribe off the map until the AP ends. */
export function withdrawTribe(ctx: AgCtx, tribe: string, why: string): void {
  const s = ctx.s;
  ownTribe(s, tribe).status = 'withdrawn';
  for (const [id, u] of unitEntries(s)) {
    const mine = forceOf(s, id) === 'relief' && (agTribe(tribe).kind === 'cavalry' ? u.via === tribe : tribeOf(s, id) === tribe); // AG 5.65: escapees too
    // AG 10.73 (shock session): withdrawn from a Rampart or from inside the walls, it counts as routed (eliminated if reduced, or in 12.1).
    if (mine && u.loc.at === 'hex' && withinWalls(s, u.loc.hex)) {
      const k = tallyKey(s, id) ?? tribe;
      const t = (s.ap.tallies[k] ??= zeroTally());
      if (u.reduced || s.scenario === '12.1') { // AG 12.1: routed units are eliminated instead
        t.eliminated += 1;
        ownUnits(s)[id] = { ...u, loc: { at: 'gone' } };
        continue;
      }
      t.routed += 1;
      ownUnits(s)[id] = { ...u, routed: true, loc: { at: 'withdrawn' } };
      continue;
    }
    if (mine && onMap(u.loc)) ownUnit(s, id).loc = { at: 'withdrawn' };
  }
  ctx.text('gallic', `The ${agTribe(tribe).name} withdraw${why}.`, 'AG 10.72');
  withdrawChiefs(ctx, tribe); // AG 10.72, reading X64: on the counter or anywhere on the map
}

/** AG 10.71 — tribes at their Withdrawal level withdraw at the end of the activation. */
export function checkWithdrawals(ctx: AgCtx): void {
  const s = ctx.s;
  for (const [t, st] of Object.entries(s.tribes)) {
    if (st.status !== 'placed') continue;
    const tally = s.ap.tallies[t] ?? zeroTally();
    if (tally.routed + tally.eliminated >= agTribe(t).withdrawal) withdrawTribe(ctx, t, ` (${tally.routed} routed, ${tally.eliminated} eliminated: Withdrawal level ${agTribe(t).withdrawal})`);
  }
  // AG 5.66, 10.72 — the Alesia force withdraws at 18; its withdrawn units go back into the oppidum.
  const a = s.ap.tallies.alesia ?? zeroTally();
  if (s.alesiaEntered && a.routed + a.eliminated >= AG_ALESIA_FORCE.withdrawal) {
    for (const [id, u] of unitEntries(s)) if (forceOf(s, id) === 'alesia' && u.loc.at !== 'gone') ownUnit(s, id).loc = { at: 'alesia' };
    s.alesiaEntered = false;
    s.alesiaWithdrawn = true;
    ctx.text('gallic', `The Alesia force withdraws into the oppidum (${a.routed + a.eliminated} routed or eliminated: Withdrawal level ${AG_ALESIA_FORCE.withdrawal}).`, 'AG 5.66');
  }
}

/** AG 3.0, 10.7 — committed and withdrawn tribal Size this AP (the Alesia force never counts). */
export function withdrawalSizes(s: AgState): { committed: number; withdrawn: number } {
  let committed = 0;
  let withdrawn = 0;
  for (const [t, st] of Object.entries(s.tribes)) {
    if (st.status === 'placed' || st.status === 'withdrawn') committed += agTribe(t).size;
    if (st.status === 'withdrawn') withdrawn += agTribe(t).size;
  }
  return { committed, withdrawn };
}

/** AG 10.7, reading X1 — the Gauls have Withdrawn: at least half the committed Size is gone. */
export function gaulsWithdrawn(s: AgState): boolean {
  const { committed, withdrawn } = withdrawalSizes(s);
  return committed > 0 && 2 * withdrawn >= committed;
}

/** Reading X1 — nothing Gallic on the map and nothing left to bring in. */
export function gaulsSpent(s: AgState): boolean {
  for (const [id, u] of unitEntries(s)) if (agUnit(id).side === 'gallic' && onMap(u.loc)) return false;
  // The Alesia force, once out, is in play even while it waits off the east edge (12.1, 12.2).
  if (s.alesiaEntered && alesiaUnits(s).length) return false;
  for (const [t, st] of Object.entries(s.tribes)) if (st.status === 'placed' && unitsLeftFor(s, t) > 0) return false;
  for (const [t, st] of Object.entries(s.tribes)) {
    if (st.status !== 'available') continue;
    if (s.scenario === '12.1' ? s.plan.picked.includes(t) : s.plan.assign[t] !== undefined) return false;
  }
  return true;
}

const MARKS = ['moved', 'fired', 'shocked', 'reacted', 'shots', 'from', 'artShot', 'spent'] as const;

/** Clear the phase's activity marks (moved, fired, shocked, reacted). */
function clearMarks(s: AgState): void {
  // ctx.ts: only the records that carry a mark are copied.
  for (const [id, u0] of unitEntries(s)) {
    if (!MARKS.some((k) => k in u0)) continue;
    const u = ownUnit(s, id);
    delete u.moved; delete u.fired; delete u.shocked; delete u.reacted;
    delete u.shots; delete u.from; delete u.artShot; // AG 8.12, 8.54, 8.64 (fire/play.ts)
    delete u.spent; // AG 6.65 (movement/play.ts `applySwap`)
  }
  for (const [id, l] of Object.entries(s.leaders)) if ('moved' in l) delete ownLeader(s, id).moved;
}

/** End the Activation Phase: withdrawals, the AP-end tests, then the next phase. */
export function endPhase(ctx: AgCtx): void {
  const s = ctx.s;
  // Reading X1 (flow/stall.ts): two phases in a row with nothing done end the AP.
  const stalled = noteIdle(s);
  clearMarks(s);
  s.shock = null;
  s.command = null;
  checkWithdrawals(ctx);
  if (gaulsWithdrawn(s)) return endAp(ctx, 'The Gauls withdraw: at least half the committed tribal Size has withdrawn.', 'AG 10.7');
  if (gaulsSpent(s)) return endAp(ctx, 'No Gallic unit is left on the map and none can come: the assault is over.', 'AG 3.0');
  if (stalled) return endAp(ctx, 'Both sides have ended a phase with nothing done: the assault has stalled and the Gauls draw off.', 'AG 3.0');
  const next = s.ap.resume ?? other(s.ap.owner);
  s.ap.resume = null;
  beginPhase(ctx, next);
}

/** Reading X1 — the Gaul calls off the assault: every committed tribe withdraws. */
export function callOff(ctx: AgCtx): void {
  const s = ctx.s;
  ctx.text('gallic', 'The Gaul calls off the assault.', 'AG 3.0');
  for (const [t, st] of Object.entries(s.tribes)) if (st.status === 'placed') withdrawTribe(ctx, t, '');
  endAp(ctx, 'The Gauls withdraw.', 'AG 3.0');
}

/**
 * End of the AP (AG 3.0 D–E). The victory check of AG 11.0 first (four legions broken); then, if
 * Assault Periods remain, Recovery (AG 10.6, recovery.ts) and the map cleared as reading Q18 has it
 * (AG 10.61): every relief unit, counter and chief leaves the map, tribes still available (10.74)
 * may be planned again, the Alesia force goes back to its start; Roman units stay for 5.5.
 */
export function endAp(ctx: AgCtx, why: string, rule: string): void {
  const s = ctx.s;
  ctx.text(null, `${why} Assault Period ${s.ap.n} ends.`, rule, { heading: true });
  s.command = null;
  // AG 11.0 — four legions broken wins for the Gaul at the end of an AP.
  const broken = legionsBroken(s);
  if (broken.length >= 4) return finish(ctx, { winner: 'gallic', reason: `Legions ${broken.join(', ')} have a majority of their cohorts routed or eliminated.` }, 'AG 11.0');
  if (s.ap.n >= AG_SCENARIO_FORCES[s.scenario].assaultPeriods) return finish(ctx, { winner: 'roman', reason: scenarioEndReason(s) }, 'AG 11.0');
  recovery(ctx);
  escapeesJoin(ctx); // AG 5.65 (entry/escaped.ts)
  // AG 10.74 — tribes whose eliminated units reach their Withdrawal level are gone for good.
  for (const [t, st] of Object.entries(s.tribes)) {
    if (st.status === 'unused' || st.status === 'gone') continue;
    const tally = s.ap.tallies[t] ?? zeroTally();
    ownTribes(s)[t] = { status: tally.eliminated >= agTribe(t).withdrawal ? 'gone' : 'available', released: 0 };
  }
  const alesiaGone = (s.ap.tallies.alesia ?? zeroTally()).eliminated >= AG_ALESIA_FORCE.withdrawal;
  const alesiaHome = s.scenario === '12.3' ? ({ at: 'alesia' } as const) : ({ at: 'east-edge' } as const);
  for (const [id, u0] of unitEntries(s)) {
    const force = forceOf(s, id);
    if ((force !== 'relief' && force !== 'alesia') || u0.loc.at === 'gone') continue;
    const u = ownUnit(s, id);
    if (force === 'relief') {
      u.loc = { at: 'pool' };
      delete u.via;
      delete u.fill; // AG 6.47: Fill is chosen anew when the unit is next put on the map
    }
    // AG 10.74: an Alesia force at its level in eliminated units is no longer available.
    if (forceOf(s, id) === 'alesia' && u.loc.at !== 'gone') {
      u.loc = alesiaGone ? { at: 'gone' } : alesiaHome;
      delete u.fill; // AG 6.47
    }
  }
  for (const [id, l] of Object.entries(s.leaders)) {
    const def = agLeader(id);
    if (def.side === 'gallic' && l.loc.at !== 'gone') ownLeader(s, id).loc = id === 'vercingetorix' || id === 'critognatus' ? alesiaHome : { at: 'pool' };
  }
  s.alesiaEntered = false;
  s.alesiaWithdrawn = undefined;
  clearFires(s); // AG 8.46
  // AG 6.49 — every Fill counter loses 1 for the next AP.
  if (s.fill) {
    const fill = decayFill(s.fill);
    if (fill) s.fill = fill;
    else s.fill = undefined;
  }
  // AG 3.0 E: no Gallic win and the scenario not over, so a new Assault Period begins.
  const n = s.ap.n + 1;
  // AG 12.2 Night: the second AP of 12.2 (and of 12.3, which keeps 12.2's rules) is a night attack.
  const night = n === 2 && s.scenario !== '12.1';
  s.ap = freshAp(n, night, { alesia: zeroTally() });
  s.plan = { assign: {}, picked: s.scenario === '12.1' ? s.plan.picked : [] };
  resetReinforcements(s); // AG 12.2: called units go back off the map
  s.reinforcementsCalled = 0;
  s.step = 'roman-redeploy';
  ctx.text('roman', `Assault Period ${n}${night ? ' (night)' : ''}: the Roman may redeploy.`, 'AG 5.5', { heading: true });
}

function finish(ctx: AgCtx, outcome: { winner: AgSide; reason: string }, rule: string): void {
  ctx.s.outcome = outcome;
  ctx.s.step = 'over';
  ctx.text(null, `${outcome.winner === 'roman' ? 'Rome' : 'The Gauls'} win: ${outcome.reason}`, rule, { heading: true });
}

export { alesiaUnits };
