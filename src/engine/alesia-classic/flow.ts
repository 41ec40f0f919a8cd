/**
 * AC 4 — the sequence of play, turn by turn, and AC 12 — the two Assault Periods.
 * Combat, fire and the Outer Works are not in this file; the phases that carry them are added
 * with those rules.
 */
import type { AcCtx } from './ctx';
import { acUnit } from './data/units';
import { ZONES, type Zone } from './map/zones';
import { nearestZone } from './zonesNear';
import { anyBattlePossible, combatDone, startCombat } from './combat/phase';
import { rollOuterWorks } from './outerWorks';
import { startFireTurn } from './fire/fire';
import { leadersAlone, missileUnitsInZoc } from './cleanup';
import { startRevival } from './revival';
import { firstCommander } from './commanders';
import { revealSpheres } from './spheres';
import { workOnTrench } from './trench';
import { overfull } from './overstack';
import { messengers, scoutsHome, screenAttacks } from './recon';
import { canMove } from './movement/moves';
import { type AcSide, type AcState, type Phase, setFlag, setLoc, unitEntries, unitIds } from './state';
import { endGame } from './victory';

const PHASE_TITLE: Record<Phase, string> = {
  'roman-setup': 'Roman set-up',
  'gallic-move': 'Gallic movement',
  'gallic-offboard': 'Gallic off-board movement',
  'gallic-combat': 'Gallic attacks',
  'roman-move': 'Roman movement',
  'roman-combat': 'Roman attacks',
  revival: 'Revival between the periods',
  'roman-redeploy': 'Roman redeployment',
  over: 'Game over',
};

const PHASE_RULE: Record<Phase, string> = {
  'roman-setup': 'AC 3.2',
  'gallic-move': 'AC 4.1',
  'gallic-offboard': 'AC 4.2',
  'gallic-combat': 'AC 4.4',
  'roman-move': 'AC 4.5',
  'roman-combat': 'AC 4.6',
  revival: 'AC 12.4',
  'roman-redeploy': 'AC 12.6',
  over: 'AC 26',
};

/**
 * A new phase: nobody is moving. The move records are a player-turn's memory (AC 11.2, 11.4, 11.7,
 * FAQ on 16.1): they last from that side's movement through its off-board moves and its combat, and
 * are cleared when the next phase of another kind begins.
 */
function resetMovement(s: AcState, phase: Phase): void {
  if (phase !== 'gallic-offboard' && phase !== 'gallic-combat' && phase !== 'roman-combat') s.moves = {};
  s.moving = null;
}

export function goto(ctx: AcCtx, phase: Phase): void {
  const s = ctx.s;
  s.phase = phase;
  resetMovement(s, phase);
  s.step = phase === 'gallic-move' ? firstCommander(s, 'gallic') : phase === 'roman-move' ? firstCommander(s, 'roman') : null;
  // A besieged commander with nothing he may move (still shut in the town) is not called (AC 18.1).
  if (s.step === 'besieged' && !unitIds(s).some((id) => canMove(s, id))) s.step = 'relief';
  ctx.text(null, `${PHASE_TITLE[phase]} — Assault Period ${s.period}, turn ${s.turn}.`, PHASE_RULE[phase], undefined, { heading: true });
}

/** AC 11.9 — the presence chart shows every zone with a Gallic unit in its box. */
export function updatePresence(ctx: AcCtx): void {
  const s = ctx.s;
  const zones = new Set<Zone>();
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'obmc' && acUnit(id).side === 'gallic') zones.add(u.loc.zone);
  s.presence = ZONES.filter((z) => zones.has(z));
  ctx.text('gallic', s.presence.length ? `Off-board Gallic presence: zone${s.presence.length > 1 ? 's' : ''} ${s.presence.join(', ')}.` : 'No Gallic units off the board.', 'AC 11.9');
}

/** AC 18.1 — ten relief units on the Outer Works in one turn and a battle fought: the besieged go next turn (plus the AC 18.2 delay). */
function checkCoordination(ctx: AcCtx): void {
  const s = ctx.s;
  if (s.coordination.releaseTurn !== null) return;
  if (s.owLanded.length < 10 || s.battlesThisTurn < 1) return;
  const delay = s.coordination.delay ?? 0;
  s.coordination.releaseTurn = s.turn + 1 + delay;
  // The drawn counter stays secret until the besieged may actually go (AC 18.2).
  ctx.text('gallic', `Ten relief units have reached the Outer Works and battle is joined: the besieged force will be free to leave Alesia${delay ? ' after the drawn delay' : ' next turn'}.`, 'AC 18.1');
}

export function endGallicMovement(ctx: AcCtx): void {
  delete ctx.s.fire.finalDone;
  goto(ctx, 'gallic-offboard');
}

export function endGallicOffboard(ctx: AcCtx): void {
  updatePresence(ctx);
  ctx.text(null, 'The Outer Works take their toll.', 'AC 4.3', undefined, { heading: true });
  rollOuterWorks(ctx);
  screenAttacks(ctx);
  startCombatPhase(ctx, 'gallic');
}

export function endRomanMovement(ctx: AcCtx): void {
  scoutsHome(ctx);
  messengers(ctx);
  missileUnitsInZoc(ctx);
  leadersAlone(ctx);
  startCombatPhase(ctx, 'roman');
}

/** Open a combat phase; with nothing to fight it ends at once. */
function startCombatPhase(ctx: AcCtx, side: AcSide): void {
  const s = ctx.s;
  goto(ctx, side === 'gallic' ? 'gallic-combat' : 'roman-combat');
  s.combat = startCombat(s, side);
  if (!anyBattlePossible(s, s.combat)) {
    ctx.text(side, 'No battle to fight.', 'AC 13.2');
    s.combat.locked = true;
    finishCombat(ctx);
  }
}

/** When every battle of the phase is fought and carried out: on to the next phase (AC 4.4–4.7). */
export function finishCombat(ctx: AcCtx): void {
  const s = ctx.s;
  if (s.outcome || !s.combat || !combatDone(s) || s.fire.window) return;
  const side = s.combat.side;
  // AC 10.2: the turn ends only once every stack is back within its limit (the owners choose, overstack.ts).
  if (side === 'roman' && overfull(s).length) return;
  s.combat = null;
  leadersAlone(ctx);
  if (side === 'gallic') {
    checkCoordination(ctx);
    goto(ctx, 'roman-move');
    return;
  }
  endTurn(ctx);
}

function endTurn(ctx: AcCtx): void {
  const s = ctx.s;
  workOnTrench(ctx);
  s.turn += 1;
  s.owLanded = [];
  s.battlesThisTurn = 0;
  s.wallExits = {};
  s.edgeEntries = {};
  if (s.turn > s.options.periodTurns) return endPeriod(ctx);
  startGallicTurn(ctx);
}

/** AC 21.4 — disrupted units turn face up as the Gallic turn begins. */
export function startGallicTurn(ctx: AcCtx): void {
  for (const id of unitIds(ctx.s)) setFlag(ctx.s, id, 'disrupted', false);
  goto(ctx, 'gallic-move');
  startFireTurn(ctx.s);
}

/**
 * AC 12 — nightfall. After the first period the besieged go back into the town (AC 12.2) and the
 * relief army off the board to the nearest zone (AC 12.3); after the second, the game ends: the
 * Gauls have not freed Vercingetorix (AC 26.2).
 */
export function endPeriod(ctx: AcCtx): void {
  const s = ctx.s;
  if (s.period === 2) {
    return endGame(ctx, 'roman', 'Vercingetorix is still besieged when the second Assault Period ends (AC 26.2).');
  }
  ctx.text(null, 'Night falls on the first day of battle.', 'AC 12.1', undefined, { heading: true });
  revealSpheres(ctx); // AC 17.8 (optional): the first day's split, if it was secret
  for (const [id, u] of unitEntries(s)) {
    const def = acUnit(id);
    if (def.side === 'roman' && u.loc.at === 'obmc') setLoc(s, id, { at: 'pool' }); // scouts come home to be set up again (AC 22.4, 12.6)
    if (def.side !== 'gallic' || u.loc.at !== 'hex') continue;
    setLoc(s, id, def.force === 'besieged' ? { at: 'town' } : { at: 'obmc', zone: nearestZone(u.loc.hex) });
    setFlag(s, id, 'disrupted', false);
  }
  ctx.text('gallic', 'The surviving besieged units return into Alesia and the relief army withdraws off the board to the nearest zones.', 'AC 12.2');
  s.rages = [];
  for (const id of unitIds(s)) setFlag(s, id, 'raging', false);
  startRevival(ctx);
}

/** AC 12.6 done: the second Assault Period begins, with a new coordination counter for a lone Gallic player (AC 18.2). */
export function startSecondPeriod(ctx: AcCtx): void {
  const s = ctx.s;
  s.period = 2;
  s.turn = 1;
  s.coordination.releaseTurn = null;
  if (s.options.players === 2) {
    s.coordination.delay = (Math.floor((ctx.die() - 1) / 2) + 1) as 1 | 2 | 3;
    ctx.text('gallic', 'The Gallic player draws a new secret coordination counter for the second day.', 'AC 18.2');
  }
  ctx.text(null, 'Dawn of the second day: the second Assault Period begins.', 'AC 12.1', undefined, { heading: true });
  startGallicTurn(ctx);
}
