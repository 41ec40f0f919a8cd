/** AC 26 — how the game ends. */
import type { AcCtx } from './ctx';
import { revealSpheres } from './spheres';
import { revealCoordination } from './coordination';
import { unitOf, type AcSide } from './state';

/**
 * End the game with `side` the winner — unless Caesar has fallen, in which case a Roman win
 * becomes a draw (AC 26.3).
 */
export function endGame(ctx: AcCtx, side: AcSide, reason: string): void {
  const s = ctx.s;
  if (side === 'roman' && unitOf(s, 'caesar')?.loc.at === 'gone') {
    s.outcome = { winner: 'draw', reason: `${reason} But Caesar has fallen: the Romans cannot win, so the game is drawn (AC 26.3).` };
  } else s.outcome = { winner: side, reason };
  s.phase = 'over';
  s.moving = null;
  revealSpheres(ctx); // AC 17.8 (optional): secret spheres are shown when the game ends
  revealCoordination(ctx); // AC 18.2: so is the Gaul's coordination counter
  ctx.text(null, s.outcome.winner === 'draw' ? `The game is drawn. ${s.outcome.reason}` : `The ${s.outcome.winner === 'roman' ? 'Romans win' : 'Gauls win'}. ${s.outcome.reason}`, 'AC 26', undefined, { heading: true });
}
