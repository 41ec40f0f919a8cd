/** Alésia (GMT Great Battles of History, seed 002) as a GameSystem: set-up, legal actions, apply, views, outcome. */
import { aggressivenessBars, applyFace, applySwap } from './movement/play';
import { isTopOfStack } from './stacking';
import { applyFire, applyMode } from './fire/play';
import { applyNoReact, applyReact, applyReactOrder, moveWithReactions } from './fire/reactionPlay';
import { applyFightFire, burnDown } from './fire/burningPlay';
import { explainFire, FIRE_KINDS } from './fire/explain';
import { applyCarryFill, applyLayFill } from './movement/fillPlay';
import { applyMoveLeader } from './movement/leaders';
import { applyReinforce } from './flow/reinforcements';
import type { ApplyResult, GameSystem, Outcome, SetupOptions, SetupResult } from '../core/contract';
import { reject } from '../core/errors';
import { actionKey } from './actionKey';
import { sameAction } from '../core/sameAction';
import type { AgAction } from './actions';
import { AgCtx, cloneAg, ROMAN_ONLY, ownLeaders, ownPlan, ownUnits, ownUnit, ownTribe, settleAg, unitsToRead } from './ctx';
import { unitIds } from './unitIds';
import { agLeader, agTribe, agUnit, AG_SCENARIO_FORCES } from './data';
import { RELEASE_MIN, releaseCount } from './entry/release';
import { readTribes, type TribesRead } from './entry/tribesRead';
import { alesiaOc, alesiaUnits, auxiliaryCommand, cavalryCommand, gallicCavalryCommand, isChief, legionCommand, releasable, unitsLeftFor } from './commands';
import { defaultPlacementHex, placeChief, placeTribe, tryEntry } from './entry';
import { moveFrees } from './entry/onCounter';
import { alesiaForceEnters, NIGHT_ENTRY_DRM, ALESIA_FORCE_ENTRY_MAX } from './tables/entry';
import { beginPhase, callOff, endPhase, startPlaying } from './flow/phase';
import { chooseAfterOrder, computeLegal, toAct } from './legal';
import { trySeize } from './seizure';
import { sampleDeployment } from './setup/sample';
import { romanSetupHexes } from './setup/placement';
import { AG_SCENARIOS } from './scenarios';
import { setupAg, type AgOptions } from './setup/setup';
import type { AgSide, AgState } from './state';
import { other } from './state';
import { viewFor, type AgView } from './view';
import type { SheetId } from './map/grid';
import { LEGATE_OF, type AgLegionId } from './data';
// Shock session (AG 9–11): the shock segment, rally, combat orders, the breakout victory.
import { answer, beginShock, closeDesignation, designateVoluntary } from './shock/play';
import { setCombatOrder } from './shock/orders';
import { renewAquila } from './shock/effects';
import { applyRally } from './flow/rally';
import { checkBreakout } from './victory';

const legalCache = new WeakMap<AgState, readonly AgAction[]>();
/** Reading X2 — a choose-step state made by an `apply` that only set a standing order, and the state it was applied to (see applyAg). */
const ORDER_SET_ON = new WeakMap<AgState, AgState>();
const ORDER_SETS: ReadonlySet<AgAction['t']> = new Set(['seizeOrder', 'reactOrder', 'combatOrder']);

export function legalActions(s: AgState): AgAction[] {
  let list = legalCache.get(s);
  if (!list) {
    const from = ORDER_SET_ON.get(s);
    const before = from && legalCache.get(from);
    list = Object.freeze(before ? chooseAfterOrder(s, before) : computeLegal(s));
    legalCache.set(s, list);
  }
  return list as AgAction[];
}

/** Put one unit of a counter on the map, on the counter (AG 5.48); "No Units" once it is empty (AG 5.47). */
function putOut(s: AgState, tribe: string, id: string, leftAfter?: number): void {
  const u = ownUnit(s, id);
  u.loc = { at: 'counter', tribe };
  // AG 5.49 (reading X4): freed of the leash for one Assault Period only; a unit coming out again is leashed.
  delete u.freed;
  if (agTribe(tribe).kind === 'cavalry') u.via = tribe;
  // AG 10.7: a tribe's tally exists from its first unit on the map.
  s.ap.tallies[tribe] ??= { routed: 0, eliminated: 0 };
  ownTribe(s, tribe).released += 1;
  if ((leftAfter ?? unitsLeftFor(s, tribe)) === 0) ownTribe(s, tribe).noUnits = true;
}

/** AG 5.48, 5.7 — each counter of the Command puts at least six of its units (or all it has left) on the map: the first six, best first. */
function release(ctx: AgCtx, tribe: string): void {
  const s = ctx.s;
  const def = agTribe(tribe);
  // AG 5.48 (entry/release.ts): units already waiting on the counter count towards the six.
  // The units the counter still has, counted once (each count is a pass over the units).
  const left = unitsLeftFor(s, tribe);
  const ids = releasable(s, tribe, left).slice(0, releaseCount(s, tribe, left));
  if (!ids.length) return;
  // Each unit put out leaves the counter one fewer (a pool unit of its own, AG 5.7 the shared pool and the counter's size alike).
  ids.forEach((id, k) => putOut(s, tribe, id, left - k - 1));
  ctx.text('gallic', `The ${def.name} put ${ids.length} unit${ids.length === 1 ? '' : 's'} on the map${s.tribes[tribe].noUnits ? '; the counter turns to "No Units"' : ''}.`, 'AG 5.48');
}

/** release(ctx, tribe) for an infantry counter, its units read beforehand (entry/tribesRead.ts): the same units, the same words. */
function releaseRead(ctx: AgCtx, tribe: string, read: TribesRead): void {
  const s = ctx.s;
  const cands = read.pool.get(tribe)!;
  const left = cands.length; // unitsLeftFor of an infantry counter: its relief units off the map
  const ids = cands.slice(0, Math.max(0, Math.min(RELEASE_MIN - read.waiting.get(tribe)!, left)));
  if (!ids.length) return;
  ids.forEach((id, k) => putOut(s, tribe, id, left - k - 1));
  ctx.text('gallic', `The ${agTribe(tribe).name} put ${ids.length} unit${ids.length === 1 ? '' : 's'} on the map${s.tribes[tribe].noUnits ? '; the counter turns to "No Units"' : ''}.`, 'AG 5.48');
}

/** AG 4.1, 5.1 — activate a leader's Command. */
function activate(ctx: AgCtx, leader: string): void {
  const s = ctx.s;
  const d = agLeader(leader);
  if (d.side === 'roman') {
    const legion = (Object.entries(LEGATE_OF) as [AgLegionId, string][]).find(([, l]) => l === leader)?.[0];
    let c = legion ? legionCommand(s, legion) : d.role === 'zone' ? auxiliaryCommand(s, leader) : cavalryCommand(s, leader);
    if (legion && c && s.leaders[leader].loc.at === 'gone') {
      // AG 4.35: a killed legate is placed on a unit of his legion when it is next activated.
      const first = c.units.find((id) => s.units[id].loc.at === 'hex')!;
      ownLeaders(s)[leader] = { loc: { ...s.units[first].loc } };
      c = legionCommand(s, legion);
    }
    s.command = c;
    // AG 10.8: a legion whose Aquila was captured has a new one when next activated (shock/effects.ts).
    if (legion) renewAquila(ctx, legion);
    ctx.text('roman', `${d.name} activates ${legion ? `Legio ${legion}` : d.role === 'zone' ? 'the auxiliaries in his range' : 'the cavalry in his range'} (${c!.units.length} units${c!.outOfRange.length ? `, ${c!.outOfRange.length} out of range` : ''}).`, c!.outOfRange.length ? 'AG 4.13' : 'AG 4.11');
    s.step = 'command';
    return;
  }
  if (leader === alesiaOc(s)) {
    if (!s.alesiaEntered) {
      // AG 5.62–5.63: the Alesia force's first activation is its entry roll (0–6, +3 at night).
      const night = s.ap.night;
      const r = ctx.roll({
        side: 'gallic',
        purpose: `The Alesia force comes out (0–${ALESIA_FORCE_ENTRY_MAX})`,
        rule: 'AG 5.63',
        modifiers: night ? [{ value: NIGHT_ENTRY_DRM, reason: 'Night attack', rule: 'AG 12.2 Night' }] : [],
        interpret: (_t, die) => ({ result: alesiaForceEnters(die, night) ? 'Enters' : 'Stays' }),
      });
      if (r.result !== 'Enters') {
        s.ap.alesiaTried = true;
        ctx.text('gallic', 'The Alesia force does not come out: the Gaul activates another Command.', 'AG 5.63');
        return;
      }
      s.alesiaEntered = true;
    }
    s.command = { leader, kind: 'alesia', tribes: [], units: alesiaUnits(s), outOfRange: [] };
    ctx.text('gallic', `${d.name} activates the Alesia force (${s.command.units.length} units).`, 'AG 5.6');
    s.step = 'command';
    return;
  }
  if (d.role === 'cavalry-leader') {
    const c = gallicCavalryCommand(s, leader)!;
    s.command = c;
    for (const t of c.tribes) release(ctx, t);
    s.command.units = gallicCavalryCommand(s, leader)?.units ?? c.units;
    ctx.text('gallic', `${d.name} activates the Gallic cavalry in his range.`, 'AG 4.12');
    s.step = 'command';
    return;
  }
  if (isChief(leader)) {
    s.command = { leader, kind: 'tribes', tribes: [], units: [], outOfRange: [] };
    s.step = 'forming';
    return;
  }
}

function handle(ctx: AgCtx, a: AgAction): void {
  const s = ctx.s;
  switch (a.t) {
    case 'pick':
      s.picking = a.id;
      return;
    case 'place': {
      if (a.id in s.leaders) ownLeaders(s)[a.id] = { loc: { at: 'hex', hex: a.hex }, facing: a.facing };
      else ownUnits(s)[a.id] = { ...s.units[a.id], loc: { at: 'hex', hex: a.hex }, facing: a.facing };
      s.picking = null;
      return;
    }
    case 'unplace':
      if (a.id in s.leaders) ownLeaders(s)[a.id] = { loc: { at: 'pool' } };
      else ownUnit(s, a.id).loc = { at: 'pool' };
      return;
    case 'sample': {
      const sheets = AG_SCENARIO_FORCES[s.scenario].maps as readonly SheetId[];
      const plan = sampleDeployment(s, sheets);
      for (const p of plan) {
        if (p.id in s.leaders) ownLeaders(s)[p.id] = { loc: { at: 'hex', hex: p.hex }, facing: p.facing };
        else ownUnits(s)[p.id] = { ...s.units[p.id], loc: { at: 'hex', hex: p.hex }, facing: p.facing };
      }
      s.picking = null;
      ctx.text('roman', `The Roman sets up ${plan.length} counters as the sample deployment has them.`, 'AG Ex.Deploy');
      return;
    }
    case 'endSetup':
      ctx.text('roman', s.step === 'roman-setup' ? 'The Roman lines are manned.' : 'The Roman has redeployed.', s.step === 'roman-setup' ? 'AG 3.0 A' : 'AG 5.5');
      s.step = 'planning';
      ctx.text('gallic', 'The Gaul plans his assault in secret.', 'AG 3.0 B', { heading: true });
      return;
    case 'assign':
      ownPlan(s).assign[a.tribe] = a.zone;
      ctx.text('gallic', `${agTribe(a.tribe).name} assigned to Zone ${a.zone}.`, 'AG 5.31', { hiddenFrom: ROMAN_ONLY });
      return;
    case 'choose':
      ownPlan(s).picked.push(a.tribe);
      ctx.text('gallic', `${agTribe(a.tribe).name} chosen for the Final Assault.`, 'AG 12.1 Gauls', { hiddenFrom: ROMAN_ONLY });
      return;
    case 'unchoose':
      ownPlan(s).picked = s.plan.picked.filter((t) => t !== a.tribe);
      return;
    case 'endPlanning':
      if (s.scenario === '12.1') {
        for (const t of Object.keys(s.tribes)) if (s.tribes[t].status === 'available' && !s.plan.picked.includes(t)) ownTribe(s, t).status = 'unused';
        ctx.text('gallic', 'The Gaul has chosen his tribes.', 'AG 12.1 Gauls');
        return beginPhase(ctx, 'gallic');
      }
      ctx.text('gallic', 'The Gaul has assigned his tribes to their Entry Zones.', 'AG 5.31');
      s.step = 'initial';
      return;
    case 'placeTribe':
      return placeTribe(ctx, a.tribe, a.zone, a.hex!);
    case 'placeChief':
      return placeChief(ctx, a.leader, a.tribe);
    case 'endPlacement':
      if (s.step === 'initial') {
        ctx.text('gallic', `Initial Placement: ${s.ap.initialCp} Control points.`, 'AG 5.41');
        s.ap.arrivals = { zone: null, tribes: [] };
        return beginPhase(ctx, 'gallic');
      }
      // AG 5.42: placing takes the whole activation.
      return endPhase(ctx);
    case 'seize':
      trySeize(ctx, a.leader, !!a.move);
      return startPlaying(ctx);
    case 'seizeOrder':
      s.orders[s.ap.owner] = a.seize === 'try' ? { seize: 'try', leader: a.leader! } : { seize: a.seize };
      ctx.text(s.ap.owner, a.seize === 'ask' ? 'Seizure chances will be asked.' : a.seize === 'never' ? 'Standing order: no Seizure.' : `Standing order: seize with ${agLeader(a.leader!).name}.`, 'AG 5.21', { hiddenFrom: [other(s.ap.owner)] });
      return;
    case 'noSeize':
      s.ap.triedLast[other(s.ap.owner)] = false;
      return startPlaying(ctx);
    case 'entry':
      if (tryEntry(ctx, a.zone)) {
        s.ap.entering = { zone: a.zone, tribes: [] };
        s.step = 'entering';
        return;
      }
      return endPhase(ctx);
    case 'ocMove':
      ctx.text(s.ap.owner, 'An Overall Commander movement activation.', 'AG 6.13');
      s.step = 'oc-move';
      return;
    case 'activate':
      // AG 8.45: a Gallic chief's activation may burn down the works on fire near him.
      if (isChief(a.leader)) burnDown(ctx, a.leader);
      return activate(ctx, a.leader);
    case 'addTribe':
      s.command!.tribes.push(a.tribe);
      return;
    case 'dropTribe':
      s.command!.tribes = s.command!.tribes.filter((t) => t !== a.tribe);
      return;
    case 'commit': {
      const c = s.command!;
      ctx.text('gallic', `${agLeader(c.leader).name} activates the ${c.tribes.map((t) => agTribe(t).name).join(', ')} (Control ${c.tribes.reduce((n, t) => n + agTribe(t).control, 0)} of ${agLeader(c.leader).control}).`, 'AG 4.12');
      // AG 4.12: a chief's Command is infantry tribes: their units are read in one pass (entry/tribesRead.ts).
      if (c.tribes.every((t) => agTribe(t).kind === 'tribe')) {
        const read = readTribes(s, c.tribes);
        for (const t of c.tribes) releaseRead(ctx, t, read);
        const units = unitsToRead(s);
        c.units = read.mine.filter((id) => units[id].loc.at === 'hex' || units[id].loc.at === 'counter');
      } else {
        for (const t of c.tribes) release(ctx, t);
        // AG 5.65: escapees too (tribeOf, forceOf), read from the plain units map (ctx.ts unitsToRead).
        const units = unitsToRead(s);
        c.units = unitIds(s).filter((id) => {
          const u = units[id];
          if (u.loc.at !== 'hex' && u.loc.at !== 'counter') return false;
          const d = agUnit(id);
          return c.tribes.includes(u.joined ?? d.tribe ?? '') && (u.joined ? 'relief' : d.force) === 'relief';
        });
      }
      s.step = 'command';
      return;
    }
    case 'release':
      putOut(s, a.tribe, a.unit);
      s.command!.units.push(a.unit);
      ctx.text('gallic', `${agUnit(a.unit).name} also comes out${s.tribes[a.tribe].noUnits ? '; the counter turns to "No Units"' : ''}.`, a.tribe.startsWith('cavalry-') ? 'AG 5.7' : 'AG 5.48');
      return;
    case 'move':
      // AG 5.49: a path onto a Rampart, between the lines or onto the hill frees the unit of its leash (entry/onCounter.ts).
      if (moveFrees(s, a)) ownUnits(s)[a.unit] = { ...s.units[a.unit], freed: true };
      // AG 6.65: so does it each unit of a stack moving with it.
      for (const id of a.with ?? []) if (moveFrees(s, { ...a, unit: id })) ownUnits(s)[id] = { ...s.units[id], freed: true };
      // AG 8.61–8.62: the move with its Withdrawal and Entry reaction-fire chances (fire/reactionPlay.ts).
      return moveWithReactions(ctx, a);
    // AG 8 — missile fire, artillery modes, fires, reaction fire (fire/).
    case 'fire':
      return applyFire(ctx, a);
    case 'mode':
      return applyMode(ctx, a);
    case 'fightFire':
      return applyFightFire(ctx, a);
    case 'react':
      return applyReact(ctx, a);
    case 'noReact':
      return applyNoReact(ctx);
    case 'reactOrder':
      return applyReactOrder(ctx, a);
    case 'face':
      return applyFace(ctx, a);
    case 'swap':
      return applySwap(ctx, a); // AG 6.65
    // harness session: Fill (AG 6.47) and leaders' movement (AG 4.24, 6.12–6.14)
    case 'carryFill':
      return applyCarryFill(ctx, a);
    case 'layFill':
      return applyLayFill(ctx, a);
    case 'moveLeader':
      return applyMoveLeader(ctx, a);
    case 'reinforce':
      // AG 12.2: a call takes the whole Activation Phase; an entry is the phase's Command (flow/reinforcements.ts).
      applyReinforce(ctx, a);
      if (a.site === undefined) return endPhase(ctx);
      return;
    case 'endPhase':
      return endPhase(ctx);
    case 'callOff':
      return callOff(ctx);
    // AG 9.0–9.3, 10.2–10.3 (shock/play.ts)
    case 'toShock':
      return beginShock(ctx);
    case 'shock':
      return designateVoluntary(ctx, a);
    case 'endDesignation':
      return closeDesignation(ctx);
    case 'answer':
      return answer(ctx, a.choice);
    case 'combatOrder':
      setCombatOrder(s, s.ap.owner, a.key, a.value);
      ctx.text(s.ap.owner, `Standing order (${a.key}): ${a.value}.`, a.key === 'rbs' ? 'AG 9.22' : a.key === 'hold' ? 'AG 10.24' : a.key === 'retreat' ? 'AG 10.21' : a.key === 'escape' ? 'AG 4.32' : 'AG 9.25', { hiddenFrom: [other(s.ap.owner)] });
      return;
    case 'rally':
      return applyRally(ctx, a.unit);
    default:
      return;
  }
}

function explainIllegal(s: AgState, a: AgAction) {
  if (s.outcome) return reject('AG 11.0', 'The game is over.');
  const side = toAct(s);
  if (a.t === 'move' || a.t === 'face' || a.t === 'swap') {
    if (s.step !== 'command' || !s.command?.units.includes(a.unit)) return reject('AG 4.1', 'Only the units of the activated Command move.');
    if (s.units[a.unit]?.moved) return reject('AG 6.31', 'That unit has already moved this phase.');
    if (a.t === 'move' && !a.with?.length && !isTopOfStack(s, a.unit)) return reject('AG 6.65', 'Only the top unit of a stack moves alone: swap the order (2 MP) or move the stack.');
    if (a.t !== 'swap' && aggressivenessBars(s, a)) return reject('AG Opt.Aggressiveness', 'Gallic Aggressiveness (optional): this BI must end its move as near as it can get to the nearest Roman unit or Rampart not yet under attack (the Alesia force: nearer an inner Rampart hex), and may not turn in place while a move brings it nearer.');
    if (a.t === 'swap') return reject('AG 6.65', 'A swap needs a unit of the stack activated, not yet moved, with 2 MP left.');
    return reject('AG 6.34', 'That move is not open to the unit: see why its hexes are barred (movement/why.ts).');
  }
  // AG 8: missile fire, modes, fires, reaction fire (fire/explain.ts).
  if (FIRE_KINDS.has(a.t)) return explainFire(s, a);
  // Shock session: why a shock-step entry is refused.
  if (a.t === 'endPhase' && s.step === 'command') return reject('AG 9.11', 'A shock is possible: end movement with "to shock" (a mandatory shock cannot be skipped).');
  if (a.t === 'shock') return reject(s.step === 'shock' ? 'AG 9.21' : 'AG 9.0', s.step === 'shock' ? 'That stack has no voluntary shock to designate (AG 9.12), or it is already designated.' : 'Shock comes after movement and fire: end movement first.');
  if (a.t === 'rally') return reject('AG 10.5', 'Only a unit of an activated legion, cavalry or light infantry Command, with Hits, at least two hexes from every Gaul and not yet acting, may rally.');
  if (a.t === 'answer') return reject('AG 9.2', 'No such answer to the decision waiting.');
  switch (a.t) {
    case 'reinforce':
      return reject('AG 12.2 Reinforcements', 'In 12.2 only, in a Roman phase after a Gallic unit has entered a Rampart hex: one group a breach, the next breach 6+ Rampart hexes from the last, 3 groups an Assault Period; a called group comes on at an entry site in a later Roman phase.');
    case 'seize':
      if (s.step !== 'seize') return reject('AG 5.21', 'A Seizure is tried at the start of the opponent’s phase, before he names a Command.');
      if (s.ap.phases <= 1) return reject('AG 5.24', 'No Seizure in the first phase of an Assault Period.');
      return reject('AG 5.22', 'That commander has no Seizure left, or may not seize now.');
    case 'entry':
      if (s.ap.seized) return reject('AG 5.35', 'A phase gained by Seizure cannot bring in tribes.');
      if (s.ap.lastEntry !== null && s.ap.lastEntry === s.ap.gallicPhases - 1) return reject('AG 5.42', 'No entry in two consecutive Gallic phases.');
      if (s.ap.gallicPhases < 4) return reject('AG 5.32', 'In his first three phases the Gaul brings in only tribes assigned to Zones I and II.');
      return reject('AG 5.43', 'No tribe of that zone can come in now (zone cap, or a counter has not yet put out a unit).');
    case 'placeTribe':
      if (s.step === 'initial') return reject('AG 5.41', 'Initial Placement: Zones I–II only, tribes assigned there, at most 8 Control points.');
      if (s.step === 'entering') return reject('AG 5.42', 'An entry: the tribes of the zone chosen, at most 5 Control points (5.43: at most 5 a zone over the AP beyond Zones I–II).');
      return reject('AG 12.1 Gauls', 'Up to 3 chosen counters, in one of Zones III–VI, at the start of the phase.');
    case 'assign':
      return reject('AG 5.43', 'Not that zone: beyond Zones I–II a zone takes at most 5 Control points (or the zone is not on the map in play).');
    case 'choose':
      return reject('AG 12.1 Gauls', 'At most 80 Size points of relief counters.');
    case 'endPlanning':
      return reject('AG 5.31', 'Every available tribe must be assigned to an Entry Zone.');
    case 'endPlacement':
      return reject('AG 5.42', 'A chief must be placed with tribal counters unless one already on the map covers them.');
    case 'activate':
      return reject('AG 4.1', 'That leader has no Command that can be activated now.');
    case 'addTribe':
      return reject('AG 4.12', 'That tribe is out of the chief’s range or over his Control.');
    case 'place': {
      if (s.picking !== a.id) return reject('AG 3.0 A', 'Pick that counter first.');
      if (!romanSetupHexes(s).includes(a.hex)) return reject(s.scenario === '12.3' ? 'AG 12.3' : s.scenario === '12.1' ? 'AG 12.1 Romans' : 'AG 12.2 Romans', 'Not there: a hex of the map in play, and (12.1, 12.2) none north of W5815 / W5915–W5918; never outside the works within 3 hexes of a map edge.');
      return reject('AG 6.61', 'Over the stacking limit: two units of one type (cohorts of one legion), or a foot unit with an artillery unit.');
    }
    default:
      return reject('AG 3.0', `The ${side ?? 'nobody'} player cannot do that now (${s.step}).`);
  }
}

export function applyAg(s: AgState, a: AgAction): ApplyResult<AgState, AgAction> {
  if (!a || typeof a !== 'object' || typeof (a as { t?: unknown }).t !== 'string') return { ok: false, rejection: reject('AG 3.0', 'Malformed action.') };
  const legal = legalCache.get(s) ?? computeLegal(s, a);
  // AG 5.45: a `placeTribe` without a hex takes the zone's default hex (entry.ts defaultPlacementHex).
  const asked = a.t === 'placeTribe' && !a.hex ? { ...a, hex: defaultPlacementHex(s, a.zone) ?? undefined } : a;
  // The caller's object is most often an entry of the list itself (a UI or a policy picks from it): found
  // by identity first, without comparing it with the entries before it (planning's ~600 `assign`s).
  const at = legal.indexOf(asked);
  const entry = at >= 0 ? legal[at] : legal.find((x) => x.t === asked.t && sameAction(x, asked));
  if (!entry) return { ok: false, rejection: explainIllegal(s, a) };
  const ctx = new AgCtx(cloneAg(s));
  handle(ctx, entry);
  // AG 11.0: the breakout victory is won the moment it holds.
  checkBreakout(ctx);
  ctx.s.seq += 1;
  const next = settleAg(ctx.s);
  // Reading X2: a standing order set in the choose step changes the orders only (the seizeOrder,
  // reactOrder and combatOrder cases of `handle`): the next choice list is this one's with its order
  // entries made afresh (legal.ts chooseAfterOrder).
  if (ORDER_SETS.has(entry.t) && s.step === 'choose' && next.step === 'choose' && !s.outcome && !next.outcome) ORDER_SET_ON.set(next, s);
  return { ok: true, state: next, log: ctx.log, action: entry };
}

function setup(opts: SetupOptions<Partial<AgOptions>>): SetupResult<AgState> {
  return setupAg(opts);
}

export { actionKey };

export const alesiaGboh: GameSystem<AgState, AgAction, AgView, AgSide, Partial<AgOptions>> = {
  id: 'alesia-gboh',
  name: 'Alésia (Great Battles of History)',
  scenarios: AG_SCENARIOS,
  setup,
  toAct,
  legalActions,
  apply: applyAg,
  view: viewFor,
  outcome: (s): Outcome<AgSide> | null => s.outcome,
  actionKey,
};
