/** BG 4.4 — the stages of a pitched battle (and of a sally, BG 4.5.4) as a small state machine. */
import { REGION_BY_ID } from '../../data/regions';
import type { LeaderId } from '../../data/types';
import { regionRef, type Ctx } from '../../ctx';
import { leadersIn, other, sideName, unitsIn } from '../../queries';
import type { Side } from '../../state';
import { beginRetreat } from '../aftermath';
import { rollBattleEvasion, refugePlaces } from '../evasion';
import { commanderCandidates, fieldForce } from '../forces';
import { testLeader } from '../leaders';
import { controlledNeighbours, moveForce } from '../retreat';
import { afterSally, besiegerIn, raiseSieges } from '../siege';
import { besiegingForce } from '../relief';
import type { Encounter } from '../types';
import { boardSide, collapsed, newBoard, reserve } from './board';
import { setCommander } from './deploy';
import { boardLossCandidates, rollSequence, routSide } from './sequence';
import { pursuitCandidates, pursuitMaxFor } from './pursuit';
import { own, ownLeader } from '../../own';

const defender = (e: Encounter) => other(e.attacker!);

/** Build the board for a field battle or a sally. */
export function openBoard(ctx: Ctx, e: Encounter, sally: string | null): void {
  const s = ctx.s;
  // In a sally the besiegers meet it with the force conducting the siege (BG 4.5.4, 4.5.5).
  const outside = (side: Side) => (sally ? besiegingForce(s, e.region, side) : fieldForce(s, e.region, side));
  const forces = {
    roman: sally && e.attacker === 'roman'
      ? { units: unitsIn(s, e.region, 'roman', sally), leaders: leadersIn(s, e.region, 'roman', sally) }
      : outside('roman'),
    gallic: sally && e.attacker === 'gallic'
      ? { units: unitsIn(s, e.region, 'gallic', sally), leaders: leadersIn(s, e.region, 'gallic', sally) }
      : outside('gallic'),
  };
  s.combat!.board = newBoard(e.region, e.attacker!, sally, forces);
}

/** Advance a battle by one stage. */
export function battleStep(ctx: Ctx, e: Encounter): void {
  const s = ctx.s;
  const c = s.combat!;
  const b = c.board;
  switch (e.stage) {
    case 'start': {
      if (unitsIn(s, e.region, 'roman', 'field').length === 0 || unitsIn(s, e.region, 'gallic', 'field').length === 0) { e.stage = 'done'; return; }
      e.attacker = s.arrivals[e.region] ?? 'roman'; // BG 4.4.2: the side that entered last
      e.evade = {};
      // Stryker disable next-line ArrayDeclaration: a stray entry names no side; it has no units to shut in, so the refuge stage passes it by
      e.failed = [];
      ctx.text(null, `Pitched battle in ${REGION_BY_ID[e.region].name}; the ${sideName(e.attacker)} player is the attacker.`, 'BG 1.IV.C', [regionRef(e.region)], { heading: true });
      e.stage = 'pb.evadeA';
      return;
    }
    // BG 1.IV.C.1: both sides may try to avoid the battle before it is fought.
    case 'pb.evadeA':
    case 'pb.evadeD': {
      const side = e.stage === 'pb.evadeA' ? e.attacker! : defender(e);
      e.stage = e.stage === 'pb.evadeA' ? 'pb.evadeD' : 'pb.evadeRoll';
      if (controlledNeighbours(s, e.region, side).length > 0) c.pending = { kind: 'battleEvade', side };
      else e.evade![side] = null;
      return;
    }
    case 'pb.evadeRoll': {
      // BG 4.4.1: both declarations are revealed and resolved together, then applied together.
      for (const side of [e.attacker!, defender(e)]) {
        // Stryker disable next-line OptionalChaining: the 'start' stage always sets e.evade before this one
        const to = e.evade?.[side];
        if (to) ctx.text(side, `${sideName(side)} army tries to avoid battle (towards ${REGION_BY_ID[to].name}).`, 'BG 4.4.1', [regionRef(e.region), regionRef(to)]);
      }
      const moves: { side: Side; to: string }[] = [];
      for (const side of [e.attacker!, defender(e)]) {
        // Stryker disable next-line OptionalChaining: the 'start' stage always sets e.evade before this one
        const to = e.evade?.[side];
        if (!to) continue;
        if (rollBattleEvasion(ctx, e.region, side, to)) moves.push({ side, to });
        else e.failed!.push(side);
      }
      const forces = moves.map((m) => ({ ...m, f: fieldForce(s, e.region, m.side) }));
      const held = s.control[e.region];
      for (const m of forces) {
        moveForce(ctx, m.side, m.f.units, m.f.leaders, m.to);
        ctx.text(m.side, `The ${sideName(m.side)} army avoids battle and withdraws to ${REGION_BY_ID[m.to].name}.`, 'BG 4.4.1', [regionRef(e.region), regionRef(m.to)]);
      }
      // Both withdrawals happen at once: a region both armies leave keeps no trace of the first
      // leaving, so it falls back as an emptied region does (BG 2.2.1, 2.2.3) from its status before.
      if (forces.length === 2 && unitsIn(s, e.region, 'roman', 'all').length === 0 && unitsIn(s, e.region, 'gallic', 'all').length === 0) {
        own(s, 'control')[e.region] = held === 'roman' ? 'roman' : 'gallic';
      }
      e.stage = moves.length > 0 ? 'done' : 'pb.refuge';
      return;
    }
    case 'pb.refuge': {
      const side = e.failed!.shift();
      if (side === undefined) { e.stage = 'pb.board'; return; }
      if (refugePlaces(s, e.region, side).length > 0) c.pending = { kind: 'refuge', side };
      return;
    }
    // BG 1.IV.C.2: the battle itself, on the battle board.
    case 'pb.board': {
      if (unitsIn(s, e.region, 'roman', 'field').length === 0 || unitsIn(s, e.region, 'gallic', 'field').length === 0) { e.stage = 'done'; return; }
      openBoard(ctx, e, null);
      e.stage = 'pb.commanderA';
      return;
    }
    case 'pb.commanderA':
    case 'pb.commanderD': {
      const side = e.stage === 'pb.commanderA' ? b!.attacker : other(b!.attacker);
      e.stage = e.stage === 'pb.commanderA' ? 'pb.commanderD' : 'pb.deployA';
      const options = commanderCandidates(s, boardSide(b!, side).leaders);
      if (options.length === 1) setCommander(ctx, side, options[0]);
      // Stryker disable next-line EqualityOperator: a single candidate is taken on the line above, so >= 1 means > 1 here
      else if (options.length > 1) c.pending = { kind: 'commander', side, options };
      return;
    }
    case 'pb.deployA':
    case 'pb.deployD': {
      const side = e.stage === 'pb.deployA' ? b!.attacker : other(b!.attacker);
      e.stage = e.stage === 'pb.deployA' ? 'pb.deployD' : 'pb.seq';
      c.pending = { kind: 'deploy', side };
      return;
    }
    case 'pb.seq':
      rollSequence(ctx);
      e.stage = 'pb.losses';
      return;
    case 'pb.losses': {
      const next = b!.lossQueue.shift();
      if (!next) { e.stage = 'pb.rout'; return; }
      if (boardLossCandidates(s, next.side).length > 0) c.pending = { kind: 'boardLoss', side: next.side, mode: next.mode, count: next.count, rule: 'BG 4.4.2' };
      return;
    }
    case 'pb.rout': {
      for (const side of [other(b!.attacker), b!.attacker]) if (b!.codes[side] !== 'R') routSide(ctx, side); // defender first
      e.stage = 'pb.check';
      return;
    }
    case 'pb.check': {
      const seq = b!.sequences[b!.sequences.length - 1];
      if (b!.sally || b!.sequences.length === 2) b!.winner = seq.winner; // the bold result decides
      else {
        const ra = collapsed(s, boardSide(b!, 'roman'));
        // Stryker disable next-line StringLiteral: boardSide reads every side but 'roman' as the Gallic one
        const ga = collapsed(s, boardSide(b!, 'gallic'));
        if (!ra && !ga) { e.stage = 'pb.realignD'; return; }
        b!.winner = ra !== ga ? (ra ? 'gallic' : 'roman') : seq.winner;
        ctx.text(b!.winner, `A first line is entirely weakened or eliminated: the battle ends after sequence 1.`, 'BG 4.4.2');
      }
      e.stage = 'pb.leaders';
      ctx.text(b!.winner, `The ${sideName(b!.winner!)} player wins the ${b!.sally ? 'sally' : 'pitched battle'}.`, 'BG 4.4.2', [regionRef(e.region)]);
      return;
    }
    case 'pb.realignD':
    case 'pb.realignA': {
      const side = e.stage === 'pb.realignD' ? other(b!.attacker) : b!.attacker;
      e.stage = e.stage === 'pb.realignD' ? 'pb.realignA' : 'pb.seq';
      if (reserve(boardSide(b!, side)).length > 0) c.pending = { kind: 'realign', side };
      return;
    }
    case 'pb.leaders': {
      e.stage = 'pb.loserLeaders';
      const live = liveLeaders(ctx, b!.winner!);
      if (live.length === 1) addTribune(ctx, b!.winner!, testLeader(ctx, live[0], 'battle winner'));
      // Stryker disable next-line EqualityOperator: a single leader is tested on the line above, so >= 1 means > 1 here
      else if (live.length > 1) c.pending = { kind: 'testLeader', side: b!.winner! };
      return;
    }
    case 'pb.loserLeaders': {
      // BG 4.4.2 with rules index I6: the loser (not the defender) tests all his leaders.
      const loser = other(b!.winner!);
      for (const l of liveLeaders(ctx, loser)) addTribune(ctx, loser, testLeader(ctx, l, 'battle loser'));
      e.stage = 'pb.pursuit';
      return;
    }
    case 'pb.pursuit': {
      e.stage = 'pb.return';
      e.pursued = 0;
      e.pursuitMax = pursuitMaxFor(s);
      if (pursuitCandidates(s, boardSide(b!, other(b!.winner!))).length > 0) c.pending = { kind: 'pursuit', side: b!.winner! };
      return;
    }
    case 'pb.return': {
      const winner = b!.winner!;
      const loser = other(winner);
      e.winner = winner;
      e.loser = loser;
      c.board = null;
      if (b!.sally) { afterSally(ctx, e, winner); return; }
      ctx.text(winner, `The ${sideName(winner)} army holds ${REGION_BY_ID[e.region].name}.`, 'BG 4.4.2', [regionRef(e.region)]);
      if (besiegerIn(s, e.region) === loser) raiseSieges(ctx, e.region, loser, 'the besiegers lost a pitched battle to a relief army');
      e.stage = 'done';
      beginRetreat(ctx, e, loser);
      return;
    }
    default:
      e.stage = 'done';
  }
}

function liveLeaders(ctx: Ctx, side: Side): LeaderId[] {
  // Stryker disable next-line MethodExpression,OptionalChaining: before the leaders' tests (the first step that can remove a leader) the Leaders box holds only leaders in play, each a piece of the state
  return boardSide(ctx.s.combat!.board!, side).leaders.filter((l) => ctx.s.leaders[l]?.out === null);
}

/** A tribune replacing a fallen Roman leader joins the Leaders box (BG 4.2.2). */
export function addTribune(ctx: Ctx, side: Side, tribune: LeaderId | null): void {
  if (!tribune) return;
  const bs = boardSide(ctx.s.combat!.board!, side);
  // Stryker disable next-line OptionalChaining: a leader in the Leaders box is always a piece of the state
  bs.leaders = bs.leaders.filter((l) => ctx.s.leaders[l]?.out === null);
  bs.leaders.push(tribune);
  // In a sally the tribune stands with the army inside the place.
  if (ctx.s.combat!.board!.sally && ctx.s.combat!.board!.attacker === side) ownLeader(ctx.s, tribune).place = ctx.s.combat!.board!.sally;
}
