/** Alesia (Avalon Hill, 1983 rules) as a GameSystem: set-up, legal actions, apply, views, outcome. */
import type { ApplyResult, GameSystem, Outcome, SetupOptions, SetupResult } from '../core/contract';
import { reject } from '../core/errors';
import { sameAction } from '../core/sameAction';
import type { AcAction } from './actions';
import { AcCtx, cloneAc, ROMAN_SEATS } from './ctx';
import { acUnit } from './data/units';
import { combatApply } from './combat/phase';
import { finalFire, fireFromWindow, holdFire, setPlan } from './fire/decide';
import { endGallicMovement, endGallicOffboard, endRomanMovement, finishCombat, finishNightfall, startGallicTurn, startSecondPeriod, updatePresence } from './flow';
import { withdraw } from './nightfall';
import { endRevival, revive } from './revival';
import { changeSpheres } from './spheres';
import { cull, cullPending, overfull } from './overstack';
import { commanderOf, nextCommander, seatOf, type Commander } from './commanders';
import { computeLegal, toAct } from './legal';
import { moveStack, moveUnit, ownRecord, selectUnit } from './movement/moves';
import { matchMany, moveOrder } from './movement/stack';
import type { Zone } from './map/zones';
import { withdrawalsDue } from './movement/withdraw';
import { historicalDeployment } from './setup/historical';
import { AC_SCENARIOS, setupAc } from './setup/setup';
import { putMove, setLoc, settleUnits, unitOf, type AcOptions, type AcSide, type AcState } from './state';
import { viewFor, type AcView } from './view';
import { markSealed, sealMemo } from './sealed';
import { whereOf } from './where';
import { actionKey } from './actionKey';

/**
 * A state handed out: never changed again. Where its counters are (where.ts) is brought up to date
 * from the position before at once — a few entries — so that every position has it to pass on, and
 * no later question about the board has to read all the unit records.
 */
const seal = (s: AcState) => (markSealed(s), settleUnits(s), whereOf(s), s);

export function legalActions(s: AcState): AcAction[] {
  const memo = sealMemo(s);
  if (!memo) return computeLegal(s);
  return (memo.legal ??= Object.freeze(computeLegal(s))) as AcAction[];
}

/** AC 11.4, 22.42 — a unit in the OBMC moves to a neighbouring box (its one off-board option this turn). */
function shiftUnit(ctx: AcCtx, unit: string, to: Zone): void {
  const s = ctx.s;
  const u = unitOf(s, unit);
  const from = u.loc.at === 'obmc' ? u.loc.zone : '?';
  setLoc(s, unit, { at: 'obmc', zone: to });
  putMove(s, unit, { left: 0, from: { at: 'obmc', zone: from as never }, done: true, offboard: true, path: [] });
  const gallic = acUnit(unit).side === 'gallic';
  ctx.text(acUnit(unit).side, `${acUnit(unit).name} moves off the board from zone ${from} to zone ${to}.`, gallic ? 'AC 11.4' : 'AC 22.42', undefined, gallic ? { hiddenFrom: ROMAN_SEATS } : undefined);
}

function handle(ctx: AcCtx, a: AcAction, origin?: AcState): void {
  const s = ctx.s;
  switch (a.t) {
    case 'pick':
      s.moving = a.unit;
      return;
    case 'place':
      setLoc(s, a.unit, { at: 'hex', hex: a.hex });
      s.moving = null;
      return;
    case 'unplace':
      setLoc(s, a.unit, { at: 'pool' });
      return;
    case 'historical': {
      const plan = historicalDeployment(s);
      for (const [id, hex] of plan) setLoc(s, id, { at: 'hex', hex });
      s.moving = null;
      ctx.text('roman', `The Roman sets up ${plan.size} counters as in the historical deployment.`, 'AC 3.2');
      return;
    }
    case 'select':
      return selectUnit(ctx, a.unit);
    case 'move':
      return moveUnit(ctx, a.unit, a.to, origin);
    case 'moveStack':
      ctx.text(acUnit(a.units[0]).side, `${a.units.map((u) => acUnit(u).name).join(', ')} move together.`, 'AC 10.3');
      return moveStack(ctx, moveOrder(a.units), a.to, origin);
    case 'shiftMany':
      for (const unit of a.units) shiftUnit(ctx, unit, a.to);
      return;
    case 'shift':
      return shiftUnit(ctx, a.unit, a.to);
    case 'attack':
    case 'join':
    case 'unjoin':
    case 'widen':
    case 'drop':
    case 'fight':
    case 'resolve':
    case 'retreat':
    case 'advance':
    case 'hold':
    case 'standAside':
      combatApply(ctx, a);
      return finishCombat(ctx);
    case 'cull':
      cull(ctx, a.unit);
      return finishCombat(ctx);
    case 'fire':
      fireFromWindow(ctx, a);
      if (!s.fire.window && s.phase === 'gallic-move' && s.fire.finalDone) return endGallicMovement(ctx);
      return finishCombat(ctx);
    case 'holdFire': {
      const final = !!s.fire.window && 'final' in s.fire.window;
      holdFire(ctx);
      if (final) return endGallicMovement(ctx);
      return finishCombat(ctx);
    }
    case 'plan':
      setPlan(s, a);
      ctx.text('roman', `Fire plan for the ${a.who}: ${a.ranges === 'none' ? 'hold fire' : `${a.ranges} ranges`}${a.minStrength ? `, only at units of ${a.minStrength} or more` : ''}${a.holdPrimary ? ', primary volley kept for the end of movement' : ''}.`, 'AC 24.2');
      return;
    case 'withdraw':
      withdraw(ctx, a.unit, a.to);
      if (!s.nightfall?.length) return finishNightfall(ctx);
      return;
    case 'revive':
      return revive(ctx, a);
    case 'spheres':
      return changeSpheres(ctx, a.caesarFrom);
    case 'end':
      if (s.phase === 'roman-setup') {
        ctx.text('roman', 'The Roman lines are manned.', 'AC 3.2');
        return startGallicTurn(ctx);
      }
      if (s.phase === 'revival') {
        const gallic = s.revival?.side === 'gallic';
        endRevival(ctx);
        // AC 11.9, 12.5: the relief army's replacements are in their boxes; the chart shows where.
        if (gallic) updatePresence(ctx);
        return;
      }
      if (s.phase === 'roman-redeploy') {
        s.moving = null;
        ctx.text('roman', 'The Roman lines are manned for the second day.', 'AC 12.6');
        return startSecondPeriod(ctx);
      }
      if ((s.phase === 'gallic-move' || s.phase === 'roman-move') && nextCommander(s.step ?? null, s)) {
        // AC 17.3, 17.4: the next commander of the side moves his units.
        if (s.moving && s.moves[s.moving]) ownRecord(s, s.moving).done = true;
        s.moving = null;
        s.step = nextCommander(s.step ?? null, s);
        ctx.text(null, `${s.step === 'relief' ? 'The relief army' : 'Labienus'}'s commander moves.`, s.step === 'relief' ? 'AC 17.3' : 'AC 17.4');
        return;
      }
      if (s.phase === 'gallic-move') {
        if (s.moving && s.moves[s.moving]) ownRecord(s, s.moving).done = true;
        s.moving = null;
        s.fire.finalDone = true;
        if (finalFire(ctx)) return;
        return endGallicMovement(ctx);
      }
      if (s.phase === 'gallic-offboard') return endGallicOffboard(ctx);
      if (s.phase === 'roman-move') return endRomanMovement(ctx);
      return;
  }
}

function explainIllegal(s: AcState, a: AcAction) {
  if (s.outcome) return reject('AC 26', 'The game is over.');
  const side = toAct(s);
  if ((a.t === 'move' || a.t === 'place') && s.moving !== a.unit) return reject('AC 5.2', 'Pick that unit first: units move one at a time.');
  const due = withdrawalsDue(s);
  if (due.length && (a.t === 'end' || a.t === 'select' || a.t === 'move')) {
    const name = acUnit(s.moving && due.includes(s.moving) ? s.moving : due[0]).name;
    return reject('AC 20.3', `${name} began the turn in a Gallic zone of control and must withdraw out of it first.`);
  }
  if (a.t === 'move') return reject('AC 5.3', 'That unit cannot get there this turn.');
  if (a.t === 'place') return reject('AC 3.2', 'Not there: no counter in or next to the town, no fort within 7 hexes of it, three units a hex.');
  return reject('AC 4', `The ${side ?? 'nobody'} player cannot do that now (${s.phase}).`);
}

export function applyAc(s: AcState, a: AcAction): ApplyResult<AcState, AcAction> {
  if (!a || typeof a !== 'object' || typeof (a as { t?: unknown }).t !== 'string') return { ok: false, rejection: reject('AC 4', 'Malformed action.') };
  // The whole list when it is known (the board asked for it); else only the entries of this kind.
  const known = sealMemo(s)?.legal;
  const legal = known ?? computeLegal(s, a);
  // The caller's action is most often an entry of the list itself (a board, a bot): found by identity
  // without comparing it field by field with hundreds of moves.
  const entry = (known?.includes(a) ? a : undefined) ?? legal.find((x) => x.t === a.t && sameAction(x, a)) ?? matchMany(legal, a);
  if (!entry) return { ok: false, rejection: explainIllegal(s, a) };
  const ctx = new AcCtx(cloneAc(s), s);
  handle(ctx, entry, s);
  ctx.s.seq += 1;
  // seal settles the units and move records (state.ts settleUnits).
  return { ok: true, state: seal(ctx.s), log: ctx.log, action: entry };
}

function setup(opts: SetupOptions<Partial<AcOptions>>): SetupResult<AcState> {
  const r = setupAc(opts);
  return r.ok ? { ...r, state: seal(r.state) } : r;
}

export { actionKey };

/** AC 17 — the commander who must act now (for hand-overs between the players of one side). */
export const seatToAct = (s: AcState): Commander | null =>
  // AC 10.2: the owner of the overfull stack chooses — with three or four players, its commander.
  cullPending(s) ? commanderOf(s, overfull(s)[0].units[0]) : seatOf(s, toAct(s));

export const alesiaClassic: GameSystem<AcState, AcAction, AcView, AcSide, Partial<AcOptions>> = {
  id: 'alesia-classic',
  name: 'Caesar: The Epic Battle of Alesia',
  scenarios: AC_SCENARIOS,
  setup,
  toAct,
  legalActions,
  apply: applyAc,
  view: viewFor,
  outcome: (s): Outcome<AcSide> | null => s.outcome,
  actionKey,
};
