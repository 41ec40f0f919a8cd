/**
 * BG 1 — the sequence of play as a step machine. Each step either needs a decision (its legal
 * actions are listed by `legalActions`) or runs automatically and hands on to the next step.
 */
import { turnName } from './data/markers';
import type { Ctx } from './ctx';
import { beginMovement, recoverWounded } from './movement';
import { attritionChecks, depotSites, regionStatusChecks, removeScorchedInAugust, scorchSites } from './supply';
import { enterCombat } from './combat/phase';
import { checkEndOfGame } from './victory';
import type { BellumState, Step } from './state';
import { SCENARIOS } from './data/scenarios';
import { withdrawHiberna } from './hiberna';
import { returnCapturedChiefs } from './chiefReturn';
import { beginReplacements } from './replacements';

/** Scenarios 6.2 and 6.3 swap phases II and III: the Gauls move first (BG 6.2.7, BG 6.3.6). */
export function gallicMovesFirst(s: BellumState): boolean {
  return SCENARIOS[s.scenario]?.gallicMovesFirst === true;
}

/** The movement step that follows the supply phase. */
export const firstMovementStep = (s: BellumState): Step => (gallicMovesFirst(s) ? 'gallic.move' : 'roman.move');

/** BG 1.I — start of a game turn: supply phase. */
export function beginTurn(ctx: Ctx): void {
  const s = ctx.s;
  ctx.text(null, turnName(s.turn, s.year), 'BG 1', undefined, { heading: true });
  ctx.text(null, 'Supply phase.', 'BG 1.I');
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
      if (scorchSites(s).length === 0) return goto(ctx, firstMovementStep(s));
      return;
    case 'roman.move': // BG 1.II.C (reinforcements and replacements, 1.II.A–B, are not in scenario 6.1)
      ctx.text('roman', 'Roman movement phase.', 'BG 1.II', undefined, { heading: true });
      returnCapturedChiefs(ctx, 'roman'); // BG 1.II.A / 4.2.2: pro-Roman chiefs back in Winter
      if (beginReplacements(ctx)) { s.step = 'roman.replacements'; return; } // BG 1.II.B / 3.2
      return startRomanMovement(ctx);
    case 'roman.replacements':
      return startRomanMovement(ctx);
    case 'roman.forced':
      if (s.turn === 1) return afterRomanMovement(ctx); // no forced marches in winter (BG 3.4)
      ctx.text('roman', 'Roman forced marches.', 'BG 1.II.D');
      s.selection = null;
      return;
    case 'gallic.move':
      returnCapturedChiefs(ctx, 'gallic'); // BG 1.III.A / 4.2.2: captured chiefs back in Winter
      if (s.options.solo) {
        recoverWounded(s, 'gallic');
        ctx.text('gallic', 'Solo play: the Gallic movement phase is skipped.', 'BG 6.1');
        return afterGallicMovement(ctx);
      }
      ctx.text('gallic', 'Gallic movement phase.', 'BG 1.III', undefined, { heading: true });
      beginMovement(s, 'gallic');
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
}

/** After BG 1.I.B (depots): BG 1.I.C status checks and BG 1.I.D attrition run by themselves. */
export function afterDepots(ctx: Ctx): void {
  regionStatusChecks(ctx);
  attritionChecks(ctx);
  goto(ctx, 'supply.dismantle');
}

export function afterRomanMovement(ctx: Ctx): void {
  ctx.s.selection = null;
  goto(ctx, gallicMovesFirst(ctx.s) ? 'combat' : 'gallic.move');
}

export function afterGallicMovement(ctx: Ctx): void {
  ctx.s.selection = null;
  goto(ctx, gallicMovesFirst(ctx.s) ? 'roman.move' : 'combat');
}

/** Called by the combat phase when every combat is resolved: BG 1.V, the turn marker moves on. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.combat = null;
  s.siegeDuty = []; // BG 4.5.5: the split lasts for one combat phase
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
