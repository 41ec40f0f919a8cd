/**
 * BG 1 — the sequence of play as a step machine. Each step either needs a decision (its legal
 * actions are listed by `legalActions`) or runs automatically and hands on to the next step.
 */
import { turnName } from './data/markers';
import type { Ctx } from './ctx';
import { beginMovement, recoverWounded } from './movement';
import { attritionChecks, depotSites, regionStatusChecks, removeScorchedInAugust, scorchSites } from './supply';
import { enterCombat } from './combat/phase';
import { beginNavalMovement } from './naval/movement';
import { checkEndOfGame } from './victory';
import { withdrawHiberna } from './hiberna';
import { returnCapturedChiefs } from './chiefReturn';
import { beginReplacements } from './replacements';
import { reinforcementPhase } from './reinforcements';
import { earnRhenus, watchRhine } from './rhine';
import { firstMover, scenarioOf } from './scenarioRules';
import type { Side, Step } from './state';
import { WINTER } from './queries';

/** BG 1 — the movement step that opens a side's phase (II or III). */
const MOVE_STEP: Record<Side, Step> = { roman: 'roman.move', gallic: 'gallic.move' };

/** BG 1.I — start of a game turn: supply phase. */
export function beginTurn(ctx: Ctx): void {
  const s = ctx.s;
  ctx.text(null, turnName(s.turn, s.year), 'BG 1', undefined, { heading: true });
  ctx.text(null, 'Supply phase.', 'BG 1.I');
  watchRhine(s); // BG 3.3.3: who stands on the Rhine as the turn begins
  removeScorchedInAugust(ctx); // BG 1.I.A
  goto(ctx, 'supply.depots'); // BG 1.I.B
}

/** Enter a step; steps with nothing to decide run their automatic part and pass on at once. */
export function goto(ctx: Ctx, step: Step): void {
  const s = ctx.s;
  s.step = step;
  switch (step) {
    case 'supply.depots':
      if (depotSites(s).length === 0) return afterDepots(ctx);
      return;
    case 'supply.dismantle':
      if (s.depots.length === 0) return goto(ctx, 'supply.scorch');
      return;
    case 'supply.scorch':
      if (scorchSites(s).length === 0) return afterSupply(ctx);
      return;
    case 'roman.move': // BG 1.II.A reinforcements, 1.II.B replacements (an option), then 1.II.C movement
      ctx.text('roman', 'Roman movement phase.', 'BG 1.II', undefined, { heading: true });
      if (s.turn === WINTER) returnCapturedChiefs(ctx, 'roman'); // BG 1.II.A / 4.2.2: pro-Roman chiefs back in Winter
      reinforcementPhase(ctx, 'roman'); // BG 1.II.A / 3.1
      if (beginReplacements(ctx)) { s.step = 'roman.replacements'; return; } // BG 1.II.B / 3.2
      return startRomanMovement(ctx);
    case 'roman.replacements': // entered only by beginReplacements; the step ends in startRomanMovement
      return;
    case 'roman.forced':
      if (s.turn === 1) return afterRomanMovement(ctx); // no forced marches in winter (BG 3.4)
      ctx.text('roman', 'Roman forced marches.', 'BG 1.II.D');
      s.selection = null;
      return;
    case 'gallic.move':
      if (s.turn === WINTER) returnCapturedChiefs(ctx, 'gallic'); // BG 1.III.A / 4.2.2: captured chiefs back in Winter
      if (s.options.solo) {
        recoverWounded(s, 'gallic');
        reinforcementPhase(ctx, 'gallic');
        ctx.text('gallic', 'Solo play: the Gallic movement phase is skipped.', 'BG 6.1');
        return afterGallicMovement(ctx);
      }
      ctx.text('gallic', 'Gallic movement phase.', 'BG 1.III', undefined, { heading: true });
      reinforcementPhase(ctx, 'gallic'); // BG 1.III.A
      beginMovement(s, 'gallic');
      beginNavalMovement(ctx, 'gallic'); // BG 5.3
      return;
    case 'combat':
      ctx.text(null, 'Combat phase.', 'BG 1.IV', undefined, { heading: true });
      return enterCombat(ctx);
    case 'over':
      return;
  }
}

/** BG 1.II.C — the Roman moves (after reinforcements and replacements). */
export function startRomanMovement(ctx: Ctx): void {
  const s = ctx.s;
  s.step = 'roman.move';
  withdrawHiberna(ctx); // BG 1.II.C / 4.5.7: from March the hiberna come off
  beginMovement(s, 'roman');
  beginNavalMovement(ctx, 'roman'); // BG 5.1 (II.A: triremes launched), BG 5.3
}

/** After BG 1.I.B (depots): BG 1.I.C status checks and BG 1.I.D attrition run by themselves. */
export function afterDepots(ctx: Ctx): void {
  regionStatusChecks(ctx);
  attritionChecks(ctx);
  goto(ctx, 'supply.dismantle');
}

/** After the supply phase: the first movement phase (Roman, unless the scenario reverses II and III). */
export function afterSupply(ctx: Ctx): void {
  const first = firstMover(ctx.s);
  if (first !== 'roman') ctx.text(null, 'This scenario reverses phases II and III: the Gallic player moves first.', scenarioOf(ctx.s)?.specialRule ?? 'BG 1');
  goto(ctx, MOVE_STEP[first]);
}

/** After phase II: phase III, or combat when the Gauls moved first. */
export function afterRomanMovement(ctx: Ctx): void {
  ctx.s.selection = null;
  goto(ctx, firstMover(ctx.s) === 'roman' ? 'gallic.move' : 'combat');
}

/** After phase III: combat, or the Roman phase when the Gauls moved first. */
export function afterGallicMovement(ctx: Ctx): void {
  ctx.s.selection = null;
  goto(ctx, firstMover(ctx.s) === 'roman' ? 'combat' : 'roman.move');
}

/** Called by the combat phase when every combat is resolved: BG 1.V, the turn marker moves on. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  earnRhenus(ctx); // BG 3.3.3, before the combat record of the turn is cleared
  s.combat = null;
  s.siegeDuty = []; // BG 4.5.5: the split lasts for one combat phase
  // BG 4.5.2 (this edition's reading): a surrender spares the place for the turn it falls in; from
  // the next turn it is an empty enemy place like any other (BG 4.5.1).
  if (s.spared.length) s.spared = [];
  if (checkEndOfGame(ctx)) {
    s.step = 'over';
    return;
  }
  if (s.turn === 10) {
    s.turn = 1;
    s.year -= 1; // years count down BC; the winter turn opens the next year (BG 1.V)
  } else {
    s.turn += 1;
  }
  beginTurn(ctx);
}
