/** BG 1.IV — combat phase entry point (placeholder until the combat modules land). */
import type { Ctx } from '../ctx';
import { endTurn } from '../flow';
import type { BellumAction, BellumState, Side } from '../state';

export function enterCombat(ctx: Ctx): void {
  ctx.s.combat = { queue: [] };
  endTurn(ctx);
}

export function combatLegal(_s: BellumState): BellumAction[] {
  return [];
}

export function combatToAct(_s: BellumState): Side {
  return 'roman';
}

export function combatApply(_ctx: Ctx, _a: BellumAction): void {}

/** Called when a loss order raised during combat has been fully taken. */
export function combatResume(_ctx: Ctx): void {}
