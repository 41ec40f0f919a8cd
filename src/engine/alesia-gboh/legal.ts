/**
 * The legal-action list of Alésia (GBoH): the one list that drives validation — `apply` applies the
 * matching entry of this list, never the caller’s object. Movement and facing come from
 * movement/play.ts, missile fire and reaction fire from fire/play.ts and fire/reactionPlay.ts, shock
 * from shock/play.ts, rally from flow/rally.ts, leaders and Fill from movement/, reinforcements from
 * flow/reinforcements.ts.
 */
import { moveActions } from './movement/play';
import { fireActions, modeActions, moveAllowedByFire } from './fire/play';
import { reactActions } from './fire/reactionPlay';
import { fightFireActions } from './fire/burningPlay';
import { leaderActions } from './movement/leaders';
import { reinforceActions } from './flow/reinforcements';
import { agLeader, agTribe, agUnit } from './data';
import { activatable } from './activatable';
import type { AgAction } from './actions';
import { releaseChoices, leaderOnMap, tribesForChief } from './commands';
import { chiefRuleMet, chiefsInPool, entryZones, placeableTribes, placingNow } from './entry';
import { placementHexes } from './entry/placementHexes';
import { leashChecker } from './entry/onCounter';
import { assignEntries, mayPick, planComplete } from './planning';
import { seizureLeaders } from './seizure';
import { orderEntries } from './orderEntries';
import { isLeaderId, mayPlace, placeFacings, romanSetupHexes, unitsByHex } from './setup/placement';
import type { AgSide, AgState } from './state';
import { other } from './state';
// Shock session (AG 9–10): the shock step, rally, combat standing orders.
import { shockActions, shockPossible, shockToAct } from './shock/play';
import { rallyActions } from './flow/rally';
import { unitEntries } from './unitIds';

/** The side that must act now, or null when the game is over. */
export function toAct(s: AgState): AgSide | null {
  switch (s.step) {
    case 'over': return null;
    case 'roman-setup':
    case 'roman-redeploy': return 'roman';
    case 'planning':
    case 'initial': return 'gallic';
    case 'seize': return other(s.ap.owner);
    case 'react': return other(s.ap.owner); // AG 8.6: the inactive side's reaction fire (fire/reactionPlay.ts)
    // AG 9.2, reading X2: a shock decision may be the other side's.
    case 'shock': return shockToAct(s);
    default: return s.ap.owner;
  }
}

/** Roman counters in the pool (set-up) — units and leaders. */
function romanPool(s: AgState): string[] {
  const ids: string[] = [];
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'pool' && agUnit(id).side === 'roman') ids.push(id);
  for (const [id, l] of Object.entries(s.leaders)) if (l.loc.at === 'pool' && agLeader(id).side === 'roman') ids.push(id);
  return ids;
}

function romanPlaced(s: AgState): string[] {
  const ids: string[] = [];
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'hex' && agUnit(id).side === 'roman') ids.push(id);
  for (const [id, l] of Object.entries(s.leaders)) if (l.loc.at === 'hex' && agLeader(id).side === 'roman') ids.push(id);
  return ids;
}

function setupActions(s: AgState, hint?: AgAction): AgAction[] {
  const out: AgAction[] = [];
  const pool = romanPool(s);
  for (const id of pool) if (id !== s.picking) out.push({ t: 'pick', id });
  if (s.picking) {
    const id = s.picking;
    const byHex = unitsByHex(s);
    const hexes = hint?.t === 'place' ? [hint.hex] : romanSetupHexes(s);
    for (const hex of hexes) if (mayPlace(s, id, hex, byHex)) for (const facing of placeFacings(s, id, hex, byHex)) out.push({ t: 'place', id, hex, facing });
  }
  for (const id of romanPlaced(s)) out.push({ t: 'unplace', id });
  if (pool.length) out.push({ t: 'sample' });
  else out.push({ t: 'endSetup' });
  return out;
}

function planningActions(s: AgState): AgAction[] {
  const out: AgAction[] = [];
  if (s.scenario === '12.1') {
    for (const t of Object.keys(s.tribes)) if (mayPick(s, t)) out.push({ t: 'choose', tribe: t });
    for (const t of s.plan.picked) out.push({ t: 'unchoose', tribe: t });
  } else {
    assignEntries(s, out); // assignable's pairs as shared entries (planning.ts)
  }
  if (planComplete(s)) out.push({ t: 'endPlanning' });
  return out;
}

/** AG 5.45: one entry per hex of the zone's placement lines (entry/placementHexes.ts), for the counters `which` keeps. */
function tribePlacements(s: AgState, which: (tribe: string) => boolean): AgAction[] {
  return placeableTribes(s).flatMap(({ tribe, zone }) => (which(tribe) ? placementHexes(s, zone).map((hex) => ({ t: 'placeTribe', tribe, zone, hex }) as AgAction) : []));
}

const ALL = (): boolean => true;

function placingActions(s: AgState, which: (tribe: string) => boolean = ALL): AgAction[] {
  const out: AgAction[] = tribePlacements(s, which);
  // AG 5.41–5.42 chiefs with the counters placed now; in 12.1's arrivals too (AG Err.1).
  for (const leader of chiefsInPool(s)) for (const tribe of placingNow(s)) if (agTribe(tribe).kind === 'tribe') out.push({ t: 'placeChief', leader, tribe });
  return out;
}

function chooseActions(s: AgState, which: (tribe: string) => boolean = ALL): AgAction[] {
  const out: AgAction[] = [];
  // Reading X2: standing orders for the player's own Seizure chances, set in his phase; for his
  // reaction fire in the opponent's phases (AG 8.6); for his combat decisions outside his phase
  // (shock/orders.ts). Kept, as shared entries (orderEntries.ts).
  orderEntries(s, s.ap.owner, out);
  const gallic = s.ap.owner === 'gallic';
  // AG 12.1 Gauls (reading Q8): arrivals first; the phase is chosen once the chief rule is met.
  if (gallic && s.scenario === '12.1') out.push(...placingActions(s, which));
  if (!chiefRuleMet(s)) return out;
  for (const leader of activatable(s)) out.push({ t: 'activate', leader });
  if (!s.ap.alesiaTried) {
    for (const zone of entryZones(s)) out.push({ t: 'entry', zone });
    // AG 3.0 C (2), 6.13 — an OC movement activation (not in a seized phase, whose use 5.21 fixes).
    if (!s.ap.seized && (gallic ? leaderOnMap(s, 'commius') : leaderOnMap(s, 'caesar') || leaderOnMap(s, 'labienus') || leaderOnMap(s, 'antonius'))) out.push({ t: 'ocMove' });
    // Reading X1: the Gaul may call off the assault instead of playing a phase.
    if (gallic && !s.ap.seized && !s.ap.arrivals.tribes.length) out.push({ t: 'callOff' });
    // AG 12.2 Reinforcements: call a group after a breach, or bring a called one on (flow/reinforcements.ts).
    if (!gallic) out.push(...reinforceActions(s));
  }
  // Nothing the phase can do (e.g. a seized phase with no Command left, or after a failed Alesia roll): it ends.
  if (!out.some((a) => a.t === 'activate' || a.t === 'entry' || a.t === 'ocMove' || a.t === 'callOff')) out.push({ t: 'endPhase' });
  return out;
}

/** The action kinds orderEntries.ts gives (they open the choose step's list). */
const ORDER_KINDS: ReadonlySet<AgAction['t']> = new Set(['seizeOrder', 'reactOrder', 'combatOrder']);

/**
 * Reading X2 — the choice list of `s`, a choose-step state whose `apply` only set one of the phase
 * owner's standing orders on `from` (system.ts: nothing else the list reads changed — the orders are
 * read by orderEntries.ts alone), given `from`'s list: its order entries made afresh, the rest (the
 * Commands, entries, OC move… AG 3.0 C) `from`'s own entries, frozen as they are now shared by both
 * lists. A phase often sets several orders before it names a Command; each list after the first
 * costs no trace.
 */
export function chooseAfterOrder(s: AgState, from: readonly AgAction[]): AgAction[] {
  const out: AgAction[] = [];
  orderEntries(s, s.ap.owner, out);
  let k = 0;
  while (k < from.length && ORDER_KINDS.has(from[k].t)) k++;
  for (let i = k; i < from.length; i++) out.push(Object.freeze(from[i]));
  return out;
}

function formingActions(s: AgState): AgAction[] {
  const c = s.command!;
  const out: AgAction[] = tribesForChief(s, c.leader, c.tribes).map((tribe) => ({ t: 'addTribe', tribe }) as AgAction);
  for (const tribe of c.tribes) out.push({ t: 'dropTribe', tribe });
  if (c.tribes.length) out.push({ t: 'commit' });
  return out;
}

/**
 * The kinds whose entries are made per unit of the Command by movement/play.ts moveActions: an
 * entry of these kinds for a unit is in the list iff it is in the list made for that unit alone.
 */
const PER_UNIT: ReadonlySet<AgAction['t']> = new Set(['move', 'face', 'swap']);
/** The other kinds moveActions makes (AG 6.47 Fill, for the Command as a whole). */
const FILL: ReadonlySet<AgAction['t']> = new Set(['carryFill', 'layFill']);

/**
 * AG 6, 6.47, 6.65, 7.12 — the Command's moves, turns, swaps and Fill entries (of the units in
 * `only` alone, when given; the Fill entries in full), as the Command step lists them.
 */
function commandMoves(s: AgState, only?: ReadonlySet<string>): AgAction[] {
  // AG 8.52, 8.58: artillery in Fire mode, or that has fired, does not move (fire/play.ts).
  // AG 5.49: a relief unit keeps within 12 hexes of its tribal counter (entry/onCounter.ts).
  // AG 6.65: a stack moving together, only if each of its units may make the move.
  const leash = leashChecker(s);
  const each = (a: AgAction, ok: (x: AgAction) => boolean): boolean => ok(a) && (a.t !== 'move' || !a.with || a.with.every((unit) => ok({ ...a, unit })));
  return moveActions(s, only).filter((a) => each(a, (x) => moveAllowedByFire(s, x) && leash(x)));
}

/** AG 5.48, 5.7: more units may come out of the Command's counters than the six they must put out. */
function releases(s: AgState, out: AgAction[]): void {
  for (const tribe of s.command?.tribes ?? []) for (const unit of releaseChoices(s, tribe)) out.push({ t: 'release', tribe, unit });
}

/** The Command step's entries after its moves: fire, the leader, rally, shock or the end of the phase. */
function commandRest(s: AgState, out: AgAction[]): void {
  // AG 8.1–8.5, 8.44, 8.52: missile fire, fighting fires, artillery modes (fire/).
  out.push(...fireActions(s), ...modeActions(s), ...fightFireActions(s));
  out.push(...leaderActions(s)); // AG 6.12, 6.14: the Command's leader (movement/leaders.ts)
  // AG 10.5: Roman units far from the Gauls may rally instead of acting.
  out.push(...rallyActions(s));
  // AG 9.0, 9.11: with any shock possible the phase goes on to shock (a mandatory one cannot be skipped).
  out.push(shockPossible(s) ? { t: 'toShock' } : { t: 'endPhase' });
}

/**
 * AG 5–10: the Command step's list. Given `only`, the `move`, `face` and `swap` entries are those of
 * these units alone (every other entry as in the whole list): the bot's playouts pick a move among a
 * few units without listing the whole Command's (bot/playoutLegal.ts). The entries keep the whole
 * list's order.
 */
export function commandActions(s: AgState, only?: ReadonlySet<string>): AgAction[] {
  const out: AgAction[] = [];
  releases(s, out);
  // AG 6, 7.12: the Command's units move or turn (movement/play.ts).
  out.push(...commandMoves(s, only));
  commandRest(s, out);
  return out;
}

/**
 * The entries of the Command step's list that `apply` may match `hint` with: those its kind's maker
 * makes — a unit's own moves, turns and swaps; the Fill entries; the releases, fire, artillery
 * modes, fire fighting, the leader's moves, rallies, or shock / the phase's end. An entry matches
 * only one of its own kind (and unit), so the rest need not be made.
 */
function commandFor(s: AgState, hint: AgAction): AgAction[] {
  if (PER_UNIT.has(hint.t)) return commandMoves(s, new Set([(hint as { unit: string }).unit]));
  if (FILL.has(hint.t)) return commandMoves(s, new Set());
  const out: AgAction[] = [];
  switch (hint.t) {
    case 'release': releases(s, out); return out;
    case 'fire': return fireActions(s);
    case 'mode': return modeActions(s);
    case 'fightFire': return fightFireActions(s);
    case 'moveLeader': return leaderActions(s);
    case 'rally': return rallyActions(s);
    case 'toShock':
    case 'endPhase': return [shockPossible(s) ? { t: 'toShock' } : { t: 'endPhase' }];
    default: return commandActions(s);
  }
}

/** AG 5.41–5.45: the initial placement's or an entry's list (the counters' placements those `which` keeps). */
function placementStep(s: AgState, which: (tribe: string) => boolean = ALL): AgAction[] {
  const out = placingActions(s, which);
  if ((s.step === 'initial' || placingNow(s).length) && chiefRuleMet(s)) out.push({ t: 'endPlacement' });
  return out;
}

/**
 * The list of `s` with the placements (AG 5.45) of the counters in `tribes` alone, every other entry
 * as in the whole list and in its order: the bot's playouts place one counter where the whole list
 * holds every counter's every hex (12.1's arrivals: ~6,000; bot/playoutLegal.ts). Steps listing no
 * placements: the whole list.
 */
export function placingPart(s: AgState, tribes: ReadonlySet<string>): AgAction[] {
  const which = (t: string): boolean => tribes.has(t);
  if (s.step === 'initial' || s.step === 'entering') return placementStep(s, which);
  if (s.step === 'choose') return chooseActions(s, which);
  return computeLegal(s);
}

/**
 * The legal list of `s`; given `hint` (apply, on a state whose list was not made), only as much of it
 * as matching the hint needs: the set-up's placements on the hint's hex, a counter's own placements,
 * the Command step's entries of the hint's kind (commandFor) — a list that holds the hint's entry
 * iff the whole list does.
 */
export function computeLegal(s: AgState, hint?: AgAction): AgAction[] {
  // AG 5.45: a counter's placement is matched among that counter's own (steps listing placements).
  if (hint?.t === 'placeTribe' && (s.step === 'initial' || s.step === 'entering' || (s.step === 'choose' && s.ap.owner === 'gallic' && s.scenario === '12.1'))) return tribePlacements(s, (t) => t === hint.tribe);
  switch (s.step) {
    case 'over': return [];
    case 'roman-setup':
    case 'roman-redeploy': return setupActions(s, hint);
    case 'planning': return planningActions(s);
    case 'initial':
    case 'entering': return placementStep(s);
    case 'seize': {
      const side = other(s.ap.owner);
      const out: AgAction[] = [];
      for (const leader of seizureLeaders(s, side)) {
        out.push({ t: 'seize', leader });
        // AG 5.25: a Caesar Seizure spent just to move him.
        if (leader === 'caesar' && leaderOnMap(s, 'caesar')) out.push({ t: 'seize', leader, move: true });
      }
      out.push({ t: 'noSeize' });
      return out;
    }
    case 'choose': return chooseActions(s);
    case 'forming': return formingActions(s);
    case 'command': return hint ? commandFor(s, hint) : commandActions(s);
    // AG 9.2: the shock segment (shock/play.ts).
    case 'shock': return shockActions(s);
    // AG 6.13, 5.25: the OCs and Zone Commanders move (movement/leaders.ts).
    case 'oc-move': return [...leaderActions(s), { t: 'endPhase' }];
    // AG 8.6: the inactive side answers a reaction-fire chance (fire/reactionPlay.ts).
    case 'react': return reactActions(s);
  }
}

export { isLeaderId, activatable };
