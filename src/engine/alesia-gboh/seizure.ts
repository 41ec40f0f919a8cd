/**
 * Seizure (AG 5.2): at the start of the opponent's Activation Phase, before he names a Command,
 * the inactive player may try to take the phase over.
 *
 * AG 5.21 a d10 (0–9) at or under the commander's Initiative cancels the opponent's phase and the
 *   seizer plays one instead; play then returns to the opponent. Caesar seizes for a legion; a Zone
 *   Commander for the auxiliaries in his range; Vercingetorix for the Alesia force (5.23); Commius
 *   for a relief Command (on the map: tribes in his range; off it: any chief on the map, 4.22).
 * AG 5.22 at most the commander's Seizures rating per AP, never twice in a row (reading Q12: per
 *   player — a player who tried at one chance may not try at the next).
 * AG 5.23 a failed attempt still uses one Seizure (GB-5.23: Commius rolls 5 > Initiative 3, the
 *   Roman plays his phase, Commius has two left).
 * AG 5.24 no Seizure for or during the first phase of an AP.
 * AG 5.25 the Roman may spend a Caesar Seizure just to move him: no roll, always succeeds.
 * Reading: a phase gained by Seizure starts at once; the side that lost it gets no chance to seize
 * it back (its chance was the one the Seizure answered).
 */
import { agLeader } from './data';
import type { AgCtx } from './ctx';
import { leaderAlive, leaderOnMap } from './commands';
import type { AgSide, AgState, SeizeOrder } from './state';
import { other } from './state';

/** The commanders of `side` who may seize (OCs and Roman Zone Commanders with Seizures left). */
export function seizureLeaders(s: AgState, side: AgSide): string[] {
  const out: string[] = [];
  for (const id of Object.keys(s.leaders)) {
    const l = agLeader(id);
    if (l.side !== side || !l.seizures || !leaderAlive(s, id)) continue;
    if (l.role !== 'oc' && l.role !== 'zone') continue;
    if (s.leaders[id].loc.at === 'reserve') continue;
    // AG 4.23: a Zone Commander seizes for the auxiliaries in his range, so he must be on the map.
    if (l.role === 'zone' && !leaderOnMap(s, id)) continue;
    // AG 4.35: Critognatus seizes only once he has replaced Vercingetorix.
    if (id === 'critognatus' && leaderAlive(s, 'vercingetorix')) continue;
    if ((s.ap.seizuresUsed[id] ?? 0) >= l.seizures) continue;
    out.push(id);
  }
  return out;
}

/** Whether `side` has a chance to seize at the start of the current phase (AG 5.22, 5.24). */
export function mayTrySeizure(s: AgState, side: AgSide): boolean {
  if (s.ap.phases <= 1) return false; // AG 5.24
  if (s.ap.triedLast[side]) return false; // AG 5.22, reading Q12
  return seizureLeaders(s, side).length > 0;
}

/** AG 5.21–5.25 — try a Seizure; true when the phase is taken over. */
export function trySeize(ctx: AgCtx, leader: string, move: boolean, auto = false): boolean {
  const s = ctx.s;
  const seizer = other(s.ap.owner);
  const l = agLeader(leader);
  s.ap.seizuresUsed[leader] = (s.ap.seizuresUsed[leader] ?? 0) + 1;
  s.ap.triedLast[seizer] = true;
  const left = (l.seizures ?? 0) - s.ap.seizuresUsed[leader];
  let ok: boolean;
  if (move) {
    ok = true;
    ctx.text(seizer, `${l.name} spends a Seizure to move (no roll); ${left} left this Assault Period.`, 'AG 5.25');
  } else {
    const r = ctx.roll({
      side: seizer,
      purpose: `Seizure by ${l.name} (Initiative ${l.initiative})`,
      rule: 'AG 5.21',
      auto,
      interpret: (total) => ({ result: total <= (l.initiative ?? -1) ? 'Seized' : 'Failed' }),
    });
    ok = r.result === 'Seized';
    ctx.text(seizer, ok
      ? `${l.name} seizes the initiative: the ${s.ap.owner} phase is cancelled (${left} Seizure${left === 1 ? '' : 's'} left).`
      : `${l.name}'s Seizure fails (${r.total} > ${l.initiative}); the ${s.ap.owner} plays his phase (${left} Seizure${left === 1 ? '' : 's'} left).`, ok ? 'AG 5.21' : 'AG 5.23');
  }
  if (ok) {
    s.ap.seized = { leader, mode: move ? 'move' : 'activate' };
    s.ap.resume = s.ap.owner;
    s.ap.owner = seizer;
  }
  return ok;
}

/**
 * Reading X2 — a standing order answers the Seizure chance without handing the screen over.
 * Returns true when it did (the phase then starts); false leaves the decision to the player.
 */
export function followOrder(ctx: AgCtx): boolean {
  const s = ctx.s;
  const side = other(s.ap.owner);
  const order = s.orders[side];
  if (order.seize === 'ask') return false;
  if (order.seize === 'try' && seizureLeaders(s, side).includes(order.leader)) {
    ctx.text(side, `Standing order: ${agLeader(order.leader).name} tries a Seizure.`, 'AG 5.21', { auto: true });
    trySeize(ctx, order.leader, false, true);
    return true;
  }
  s.ap.triedLast[side] = false;
  ctx.text(side, 'Standing order: no Seizure.', 'AG 5.21', { auto: true });
  return true;
}

/** The standing orders a player may give in his own phase (reading X2). */
export function orderChoices(s: AgState, side: AgSide): SeizeOrder[] {
  const out: SeizeOrder[] = [{ seize: 'ask' }, { seize: 'never' }];
  for (const leader of Object.keys(s.leaders)) {
    const l = agLeader(leader);
    if (l.side === side && (l.role === 'oc' || l.role === 'zone') && l.seizures && leader !== 'critognatus' && s.leaders[leader].loc.at !== 'reserve') out.push({ seize: 'try', leader });
  }
  const cur = JSON.stringify(s.orders[side]);
  return out.filter((o) => JSON.stringify(o) !== cur);
}
