/**
 * BG 1.IV — the combat phase. At its start BG 4.1 fixes the field combats (all skirmishes, then
 * all pitched battles); the siege step (BG 1.IV.D) then lists the places held against an enemy in
 * the open. Each encounter is a small stage machine; the phase runs automatic stages itself and
 * stops on a pending decision or a loss order (resumed by `combatResume`).
 * Naval combat (BG 1.IV.A, 5.6) comes first, in naval/combat.ts; the field combats open once it is over.
 */
import { PLACE_BY_ID } from '../data/places';
import { REGION_BY_ID } from '../data/regions';
import type { PlaceId } from '../data/types';
import type { Ctx } from '../ctx';
import { regionRef } from '../ctx';
import { endTurn } from '../flow';
import type { BellumAction, BellumState, Side } from '../state';
import { applyRetreat } from './aftermath';
import { rollSkirmishEvasion, takeRefuge } from './evasion';
import { listFieldCombats, SIDES } from './forces';
import { testLeader } from './leaders';
import { pendingLegal } from './legal';
import { confirmSplit, reliefRegions, toggleDuty } from './relief';
import { finishSiege, holderOf, listSieges, sack, sackablePlaces, siegeChoice, siegeStep, surrender } from './siege';
import { skirmishStep, skirmishTestLeader } from './skirmish';
import { addTribune, battleStep, openBoard } from './battle/flow';
import { autoDeploy, confirmDeployment, deployUnit, setCommander, WING_NAMES } from './battle/deploy';
import { applyBoardLoss, boardLossCandidates } from './battle/sequence';
import { pursueUnit, pursuitCandidates } from './battle/pursuit';
import { boardSide } from './battle/board';
import { pieceName, other, sideName } from '../queries';
import type { Encounter } from './types';
import { beginNavalCombat, navalCombatLegal } from '../naval/combat';
import { liveShips } from '../naval/geo';
import { ownCombat } from '../own';
import { keptPlacementOf } from '../placement';

export function enterCombat(ctx: Ctx): void {
  // BG 1.IV.A / 5.6: naval combats first (a legion building a trireme where land combat looms loses its turn, BG 5.1).
  // Without a naval record (no building, no fight) and without a ship there is no naval step (most scenarios).
  const s = ctx.s;
  const kept = keptPlacementOf(s); // (its ship list, when kept: liveShips would copy it)
  if (s.naval || (kept !== null ? kept.ships.length > 0 : liveShips(s).length > 0)) {
    // (only a building in the naval record reads where land combat looms: without one the list is not made)
    const fought = s.naval ? listFieldCombats(s).map((x) => x.region) : [];
    if (beginNavalCombat(ctx, fought)) return;
  }
  enterFieldCombat(ctx);
}

/** BG 1.IV.B–D: the field combats and sieges, once any naval combat is over. */
export function enterFieldCombat(ctx: Ctx): void {
  const s = ctx.s;
  if (s.siegeDuty.length > 0) s.siegeDuty = [];
  s.combat = { encounters: [], index: 0, siegesListed: false, sackOffered: [], pending: null, board: null };
  // BG 4.5.5: every besieger facing a relief army splits his force before the field combats are fixed.
  const relief = s.sieges.length > 0 ? reliefRegions(s) : []; // (no siege, no relief army: most phases)
  if (relief.length > 0) {
    s.combat.reliefQueue = relief.map((x) => x.region);
    askSplit(ctx);
    return;
  }
  listFieldEncounters(ctx);
  advance(ctx);
}

/** BG 4.5.5 — ask the next besieger in the queue to split his force, or list the field combats. */
function askSplit(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.combat!;
  const region = c.reliefQueue?.shift();
  if (region === undefined) {
    delete c.reliefQueue;
    listFieldEncounters(ctx);
    return;
  }
  const besieger = s.sieges.find((x) => x.region === region)!.besieger;
  ctx.text(besieger, `A relief army stands in ${REGION_BY_ID[region].name}: the besiegers split their force.`, 'BG 4.5.5', [regionRef(region)], { heading: true });
  c.pending = { kind: 'reliefSplit', side: besieger, region };
}

/** BG 4.1 — fix the field combats of the phase: all skirmishes, then all pitched battles. */
function listFieldEncounters(ctx: Ctx): void {
  const s = ctx.s;
  const found = listFieldCombats(s);
  if (found.length === 0) return; // (most phases)
  const encounters: Encounter[] = found.map((x) => ({ ...x, stage: 'start' }));
  s.combat!.encounters.push(...encounters);
  ctx.text(null, `Combats this phase: ${encounters.map((x) => `${x.kind === 'battle' ? 'pitched battle' : 'skirmish'} in ${REGION_BY_ID[x.region].name}`).join('; ')}.`, 'BG 4.1', encounters.map((x) => regionRef(x.region)));
}

/** Run automatic stages until a decision or a loss order is needed, or the phase ends. */
export function advance(ctx: Ctx): void {
  for (let guard = 0; guard < 100000; guard++) {
    const s = ctx.s;
    if (!s.combat || s.step !== 'combat' || s.outcome) return;
    if (s.losses.length > 0 || s.combat.pending) return;
    const c = ownCombat(s); // (own.ts: what follows writes into the record)
    const e = c.encounters[c.index];
    if (!e) {
      if (!c.siegesListed) {
        // BG 4.5.1 (a): empty enemy places may be taken first, Roman then Gaul.
        const offer = sackOffer(s, c.sackOffered);
        if (offer) { c.sackOffered.push(offer.side); c.pending = { kind: 'sack', side: offer.side, places: offer.places }; continue; }
        c.siegesListed = true;
        c.encounters.push(...listSieges(ctx));
        continue;
      }
      endTurn(ctx);
      return;
    }
    if (e.stage === 'done') { c.index += 1; continue; }
    if (e.stage.startsWith('pb.') || e.kind === 'battle') battleStep(ctx, e);
    else if (e.kind === 'skirmish') skirmishStep(ctx, e);
    else siegeStep(ctx, e);
  }
  throw new Error('combat phase did not settle');
}

/** BG 4.5.1 (a) — one empty place taken; the offer stands while another is left. */
function sackApply(ctx: Ctx, side: Side, place: PlaceId): void {
  const s = ctx.s;
  sack(ctx, side, place);
  if (sackablePlaces(s, side).length === 0) ownCombat(s).pending = null;
  advance(ctx);
}

/** BG 4.5.1 (a): the first side, Roman then Gaul, not yet offered the empty enemy places it may take, with those places. */
function sackOffer(s: BellumState, offered: readonly Side[]): { side: Side; places: PlaceId[] } | null {
  for (const side of SIDES) {
    if (offered.includes(side)) continue;
    const places = sackablePlaces(s, side);
    if (places.length > 0) return { side, places };
  }
  return null;
}

export function combatLegal(s: BellumState): BellumAction[] {
  if (s.naval?.fight) return navalCombatLegal(s); // BG 5.6
  return pendingLegal(s);
}

export function combatToAct(s: BellumState): Side {
  return s.combat?.pending?.side ?? 'roman';
}

/** Called when a loss order raised during combat has been fully taken. */
export function combatResume(ctx: Ctx): void {
  advance(ctx);
}

export function combatApply(ctx: Ctx, a: BellumAction): void {
  const s = ctx.s;
  if (!s.combat!.pending) { advance(ctx); return; }
  if (a.t === 'sack') return sackApply(ctx, s.combat!.pending.side, a.place);
  const c = ownCombat(s); // (own.ts: every decision below but a sack writes into the record)
  const p = c.pending!;
  const e = c.encounters[c.index];
  const side = p.side;
  switch (a.t) {
    case 'evade':
      if (p.kind === 'skirmishEvade') {
        c.pending = null;
        if (rollSkirmishEvasion(ctx, e.region, side, a.to)) e.stage = 'done';
      } else {
        // BG 4.4.1: declarations are simultaneous — kept out of the log (and out of the other
        // side's view) until both are made; they are announced together before the rolls.
        e.evade![side] = a.to;
        c.pending = null;
      }
      break;
    case 'stand':
      if (p.kind === 'battleEvade') e.evade![side] = null;
      if (p.kind === 'retreat') ctx.text(side, `${sideName(side)} force stays in ${REGION_BY_ID[e.region].name} rather than sail away.`, 'BG 5.6.3', [regionRef(e.region)]);
      c.pending = null;
      break;
    case 'refuge':
      takeRefuge(ctx, e.region, side, a.place);
      c.pending = null;
      break;
    case 'commander':
      setCommander(ctx, side, a.leader);
      c.pending = null;
      break;
    case 'deploy':
      deployUnit(boardSide(c.board!, side), a.unit, a.wing);
      break;
    case 'autoDeploy':
      autoDeploy(s, boardSide(c.board!, side));
      break;
    case 'confirmDeploy':
      confirmDeployment(ctx, side);
      c.pending = null;
      break;
    case 'boardLoss':
      if (p.kind !== 'boardLoss') break;
      applyBoardLoss(ctx, side, a.unit, p.mode);
      p.count -= 1;
      if (p.count <= 0 || boardLossCandidates(s, side).length === 0) c.pending = null;
      break;
    case 'realign': {
      const bs = boardSide(c.board!, side);
      bs.units[a.unit].wing = a.wing;
      ctx.text(side, `${pieceName(a.unit)} moves from the reserve to the ${WING_NAMES[a.wing]}.`, 'BG 4.4.2');
      break;
    }
    case 'testLeader':
      if (c.board) addTribune(ctx, side, testLeader(ctx, a.leader, 'battle winner (his choice)'));
      else skirmishTestLeader(ctx, a.leader);
      c.pending = null;
      break;
    case 'pursue':
      pursueUnit(ctx, a.unit);
      e.pursued = (e.pursued ?? 0) + 1;
      if (e.pursued >= (e.pursuitMax ?? 1) || pursuitCandidates(s, boardSide(c.board!, other(side))).length === 0) c.pending = null;
      break;
    case 'retreat':
      applyRetreat(ctx, e, side, a.to, p.kind === 'retreat' && p.optional ? 'BG 5.6.3' : 'BG 4.4.2');
      c.pending = null;
      break;
    case 'besiege':
    case 'lift':
      c.pending = null;
      siegeChoice(ctx, e, a.t === 'besiege');
      break;
    case 'endure':
      c.pending = null;
      e.stage = 'turn';
      break;
    case 'surrender':
      c.pending = null;
      surrender(ctx, e);
      break;
    case 'sally':
      c.pending = null;
      e.attacker = holderOf(s, a.place)!;
      ctx.text(e.attacker, `The besieged army sallies from ${PLACE_BY_ID[a.place].name}.`, 'BG 4.5.4', [regionRef(e.region), { kind: 'oppidum', id: a.place }]);
      openBoard(ctx, e, a.place);
      e.stage = 'pb.commanderA';
      break;
    case 'raze':
    case 'spare':
      c.pending = null;
      finishSiege(ctx, e, a.t === 'raze');
      break;
    case 'duty':
      toggleDuty(ctx, a.piece);
      break;
    case 'done':
      c.pending = null;
      if (p.kind === 'reliefSplit') {
        confirmSplit(ctx, p.region, side);
        askSplit(ctx);
      }
      break;
  }
  advance(ctx);
}
