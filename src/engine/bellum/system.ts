/** Bellum Gallicum II as a GameSystem: legal actions, apply with validation, solo auto-play. */
import type { ApplyResult, GameSystem, Outcome, SetupOptions, SetupResult } from '../core/contract';
import { reject, type Rejection } from '../core/errors';
import { stableStringify } from '../core/hash';
import { sameAction } from '../core/sameAction';
import { REGION_BY_ID } from './data/regions';
import { SCENARIO_INFOS, SCENARIOS } from './data/scenarios';
import { Ctx } from './ctx';
import { closeWorkingCopy, inSetupOrder, workingCopy, type UnitChanges } from './own';
import { carriedPlacement } from './placement';
import { handOut, keptLegal } from './handedOut';
import { afterDepots, afterGallicMovement, afterRomanMovement, afterSupply, goto, startRomanMovement } from './flow';
import { applyReinforce, reinforceLegal } from './reinforcements';
import { crossingBar } from './borders';
import { mobilise, mobiliseLegal, negotiate, negotiateLegal } from './scenarios/helvetii';
import { lossApply, lossLegal } from './losses';
import { enterPlace, forcedMarch, garrison, moveTo, movementLegal, selectLeader, toggle } from './movement';
import { combatApply, combatLegal, combatResume, combatToAct, enterFieldCombat } from './combat/phase';
import { endNavalMovement, isNavalAction, venetiFleetDue, venetiFleetLegal, navalCombatApply, navalMoveApply, syncCargo, withNavalMoves } from './naval';
import { gallicPolicy } from './solo/policy';
import { describeAction } from './describe';
import { regionChoiceRefusal } from './whyNot';
import { setupBellum } from './setup';
import { replacementApply, replacementLegal } from './replacements';
import { dismantleDepot, layScorchedEarth, placeDepot, supplyLegal } from './supply';
import type { BellumAction, BellumOptions, BellumState, Side } from './state';
import { viewFor, type BellumView } from './view';

/**
 * Whether the scenario has a navy: venetiFleetDue's own test (no fleet is raised without one), asked
 * here first because every action's legal list and side to act ask, and the scenarios mostly have none.
 */
const navyScenario = (s: BellumState): boolean => SCENARIOS[s.scenario]?.navy === true;

export function toAct(s: BellumState): Side | null {
  if (s.outcome || s.step === 'over') return null;
  if (navyScenario(s) && venetiFleetDue(s)) return 'gallic'; // BG 5.2: the Veneti fleet is placed as soon as it is raised
  if (s.losses.length > 0) return s.losses[0].side;
  if (s.reinforce.length > 0) return s.reinforce[0].side;
  if (s.mobilise) return 'gallic';
  switch (s.step) {
    case 'supply.depots':
    case 'supply.dismantle':
    case 'roman.replacements':
    case 'roman.move':
    case 'roman.forced':
      return 'roman';
    case 'supply.scorch':
    case 'gallic.move':
      return 'gallic';
    case 'combat':
      return combatToAct(s);
  }
}

function computeLegal(s: BellumState): BellumAction[] {
  if (s.outcome || s.step === 'over') return [];
  if (navyScenario(s) && venetiFleetDue(s)) return venetiFleetLegal(s); // BG 5.2
  if (s.losses.length > 0) return lossLegal(s);
  if (s.reinforce.length > 0) return reinforceLegal(s);
  if (s.mobilise) return mobiliseLegal(s);
  switch (s.step) {
    case 'supply.depots':
    case 'supply.dismantle':
    case 'supply.scorch':
      return supplyLegal(s);
    case 'roman.replacements':
      return replacementLegal(s);
    case 'roman.move':
    case 'roman.forced':
      return withNavalMovesIfAny(s, movementLegal(s)); // BG 5.3, 5.5
    case 'gallic.move':
      return [...negotiateLegal(s), ...withNavalMovesIfAny(s, movementLegal(s))]; // BG 6.2.7; BG 5.2, 5.3, 5.5
    case 'combat':
      return combatLegal(s);
  }
}

/**
 * withNavalMoves, which hands back the land list as it is while a force is selected and in the forced
 * marches (no ship sails then, BG 5.3: its own first tests), so not asked then.
 */
const withNavalMovesIfAny = (s: BellumState, land: BellumAction[]): BellumAction[] => (s.selection || s.step === 'roman.forced' ? land : withNavalMoves(s, land));

/**
 * Every legal action of the side to act (BG 1). A state the engine handed out lately gets the same
 * frozen list each time, computed once (handedOut.ts), so `apply` validating an action the caller
 * just picked from the list costs nothing extra; any other state's list is computed afresh.
 */
export function legalActions(s: BellumState): BellumAction[] {
  return keptLegal(s, computeLegal, computeInOrder);
}

/**
 * The list of a state the engine did not hand out (the engine lays out what it hands out as setup
 * does): one laid out otherwise (the search's samples) is read through a copy that is (own.ts).
 */
const computeInOrder = (s: BellumState): BellumAction[] => computeLegal(inSetupOrder(s));

/**
 * Apply one action. Control (BG 2.2) is kept current where units move (`relocate`, `moveForce`)
 * or leave the map (`eliminateUnit`); the simulator checks it after every action.
 */
function handle(ctx: Ctx, a: BellumAction, auto = false): void {
  const s = ctx.s;
  if (a.t === 'navalFight' || a.t === 'navalEscape') {
    if (!navalCombatApply(ctx, a)) enterFieldCombat(ctx); // BG 5.6: the field combats follow the naval ones
    return;
  }
  switch (a.t) {
    case 'loss':
      lossApply(ctx, a.unit);
      if (s.losses.length === 0 && s.step === 'combat') combatResume(ctx);
      return;
    case 'depot': return placeDepot(ctx, a.region);
    case 'dismantle': return dismantleDepot(ctx, a.region);
    case 'scorch': return layScorchedEarth(ctx, a.region, auto);
    case 'supplement':
    case 'levy':
      return replacementStep(ctx, a);
    case 'done':
      if (s.step === 'roman.replacements') return replacementStep(ctx, a);
      if (s.step === 'supply.depots') return afterDepots(ctx);
      if (s.step === 'supply.dismantle') return goto(ctx, 'supply.scorch');
      if (s.step === 'supply.scorch') return afterSupply(ctx);
      return combatApply(ctx, a);
    case 'reinforce': return applyReinforce(ctx, a.id, a.region);
    case 'negotiate': return negotiate(ctx, a.from, a.to);
    case 'mobilise': return mobilise(ctx, a.tribe);
    case 'select': return selectLeader(ctx, a.leader);
    case 'toggle': return toggle(ctx, a.piece);
    case 'deselect': s.selection = null; return;
    case 'move': return moveTo(ctx, a.to);
    case 'enter': return enterPlace(ctx, a.place);
    case 'forced': return forcedMarch(ctx, a.via, a.to, a.pickUp === true);
    case 'garrison': return garrison(ctx, a.unit, a.place);
    case 'sack': return combatApply(ctx, a); // BG 4.5.1 (a) (the commonest combat decision: not first tried as a naval action)
    case 'endMove':
      if (s.naval) endNavalMovement(ctx); // BG 5.4: fleets left at sea roll for attrition (none without a naval record)
      if (s.step === 'roman.move') return goto(ctx, 'roman.forced');
      if (s.step === 'roman.forced') return afterRomanMovement(ctx);
      return afterGallicMovement(ctx);
    default:
      // (no naval action type is one of the above, so the naval ones are told apart only here)
      if (isNavalAction(a)) return navalMoveApply(ctx, a);
      return combatApply(ctx, a);
  }
}

/** BG 1.II.B / 3.2 — a replacement decision; when none is left, the Roman movement (II.C) begins. */
function replacementStep(ctx: Ctx, a: BellumAction): void {
  if (!replacementApply(ctx, a)) startRomanMovement(ctx);
}

const isAuto = (s: BellumState, side: Side | null) => side === 'gallic' && s.options.solo && s.options.gallicAuto;

/** In solo play the program takes every Gallic decision, logged as automatic. */
function runAutomatic(ctx: Ctx): void {
  for (let guard = 0; guard < 10000; guard++) {
    const s = ctx.s;
    const side = toAct(s);
    if (!isAuto(s, side)) return;
    const legal = computeLegal(s);
    const choice = gallicPolicy(viewFor(s, 'gallic'), legal);
    ctx.text('gallic', `Gallic player (automatic): ${describeAction(s, choice.action)} — ${choice.why}.`, undefined, undefined, { auto: true });
    handle(ctx, choice.action, true);
  }
  throw new Error('solo policy did not yield to the Roman player');
}

export const actionKey = (a: BellumAction): string => stableStringify(a);

/** Why an action is refused, naming the rule (a few common cases get a precise reason). */
export function explainIllegal(s: BellumState, a: BellumAction): Rejection {
  if (s.outcome) return reject('BG 6', 'The game is over.');
  const side = toAct(s);
  if (s.losses.length > 0 && a.t !== 'loss') return reject(s.losses[0].rule, `The ${s.losses[0].side} player must first choose losses (${s.losses[0].purpose}).`);
  if ((a.t === 'move' || a.t === 'forced') && s.selection) {
    const from = REGION_BY_ID[s.selection.region];
    const to = a.t === 'move' ? a.to : a.via;
    if (REGION_BY_ID[to] && !from.neighbours.includes(to) && to !== from.id) return reject('BG 3.3', `${from.name} and ${REGION_BY_ID[to].name} do not share a border.`);
    const bar = REGION_BY_ID[to] && to !== from.id ? crossingBar(s, from.id, to, [...s.selection.leaders, ...s.selection.units]) : null;
    if (bar) return reject(bar.rule, `${REGION_BY_ID[to].name}: ${bar.why}.`);
    if (a.t === 'forced') return reject('BG 3.4', 'A forced march needs a leader of rank 2 or 3, only Roman units or cavalry, a route through one neighbouring region, and no winter turn.');
  }
  if (a.t === 'move' && !s.selection) return reject('BG 3.3.1', 'Select a leader first: units move only with a leader.');
  const legal = legalActions(s);
  const offMap = regionChoiceRefusal(s, a, legal); // a region outside the decision's choices
  if (offMap) return offMap;
  const sameKind = legal.some((x) => x.t === a.t);
  return reject(
    s.step === 'combat' ? 'BG 4' : s.step.startsWith('supply') ? 'BG 2.3' : 'BG 3.3',
    sameKind ? `That ${a.t} is not allowed now.` : `The ${side ?? 'nobody'} player cannot "${a.t}" now (${s.step}).`,
  );
}

export function applyBellum(s: BellumState, a: BellumAction): ApplyResult<BellumState, BellumAction> {
  if (!a || typeof a !== 'object' || typeof (a as { t?: unknown }).t !== 'string') {
    return { ok: false, rejection: reject('BG 1', 'Malformed action.') };
  }
  const legal = legalActions(s);
  // The engine applies its own legal entry, never the caller's object (which may carry more). A
  // caller that hands back an entry of the list itself (a search, a random player) is found at once.
  const entry = legal.includes(a) ? a : legal.find((x) => x.t === a.t && sameAction(x, a));
  if (!entry) return { ok: false, rejection: explainIllegal(s, a) };
  const w = workingCopy(s);
  const ctx = new Ctx(w);
  let changes: UnitChanges | null = null;
  try {
    handle(ctx, entry);
    runAutomatic(ctx);
    if (ctx.s.naval) syncCargo(ctx.s); // BG 5.5: passengers moved off their ship by a land rule have landed (no naval record, no cargo)
  } finally {
    changes = closeWorkingCopy(w);
  }
  ctx.s.seq += 1;
  // where the units stand, carried over from the input's reading when only a few moved
  const placement = changes && w.units !== s.units ? carriedPlacement(s, w.units, changes) : null;
  return { ok: true, state: handOut(ctx.s, placement), log: ctx.log, action: entry };
}

function setup(opts: SetupOptions<Partial<BellumOptions>>): SetupResult<BellumState> {
  const r = setupBellum(opts);
  if (!r.ok) return r;
  const ctx = new Ctx(r.state);
  ctx.log.push(...r.log);
  runAutomatic(ctx);
  return { ok: true, state: handOut(ctx.s), log: ctx.log };
}

export const bellum: GameSystem<BellumState, BellumAction, BellumView, Side, Partial<BellumOptions>> = {
  id: 'bellum',
  name: 'Bellum Gallicum II',
  scenarios: SCENARIO_INFOS,
  setup,
  toAct,
  legalActions,
  apply: applyBellum,
  view: viewFor,
  outcome: (s): Outcome<Side> | null => s.outcome,
  actionKey,
};
