/**
 * AC 18 — Gallic attack coordination. In each Assault Period the besieged force stays shut in
 * Alesia until the turn after both of these have happened: ten or more relief units landed on or
 * crossed the Outer Works in one turn (AC FAQ.1: the ten in the same turn; they need not survive),
 * and a hand-to-hand battle was resolved (AC 18.1). The two need not come in the same turn, and the
 * battle may be either side's, in any turn of the period. With one Gallic player the secret counter
 * drawn (AC 18.2) holds the garrison that many turns more after the ten-unit landing: this edition
 * reads the two rules together, so the garrison may first leave in the later of (landing turn + 1 +
 * counter) and (the turn after the later of the two events). Example: ten land in turn 2, the
 * counter is 3, a battle is fought in turn 1 or 2 — the garrison may leave in turn 6.
 *
 * The Gaul sees his progress in his own view (`coordinationReport`); the Roman sees none of it, and
 * the counter is named to all when the game ends (`revealCoordination`).
 */
import { ROMAN_SEATS, type AcCtx } from './ctx';
import type { AcState } from './state';

/** Relief units that must reach the Outer Works in one turn (AC 18.1). */
export const LANDINGS_NEEDED = 10;

/** What the Gallic player may see of his coordination (his own view only). */
export interface CoordinationReport {
  /** AC 18.2 — the secret counter drawn for this Assault Period (null: two Gallic players, none drawn). */
  delay: 1 | 2 | 3 | null;
  /** Relief units on or over the Outer Works so far this turn. */
  landedThisTurn: number;
  needed: number;
  /** The turn of this period in which ten landed (null: not yet). */
  landedTurn: number | null;
  /** The turn of this period in which the first hand-to-hand battle was resolved (null: none yet). */
  foughtTurn: number | null;
  /** The first turn the garrison may leave the town (null: not yet known). */
  releaseTurn: number | null;
  /** The garrison may leave now. */
  released: boolean;
}

export function coordinationReport(s: AcState): CoordinationReport {
  const c = s.coordination;
  return {
    delay: c.delay,
    landedThisTurn: s.owLanded.length,
    needed: LANDINGS_NEEDED,
    landedTurn: c.landed ?? null,
    foughtTurn: c.fought ?? null,
    releaseTurn: c.releaseTurn,
    released: c.releaseTurn !== null && s.turn >= c.releaseTurn,
  };
}

/**
 * AC 18.1, 18.2 — called as each combat phase ends (the landings of the turn are all made by then):
 * records the turn of the ten-unit landing and of the first battle of the period, and once both
 * are in, the first turn the garrison may leave.
 */
export function checkCoordination(ctx: AcCtx): void {
  const s = ctx.s;
  const c = s.coordination;
  if (c.releaseTurn !== null) return;
  if (c.landed === undefined && s.owLanded.length >= LANDINGS_NEEDED) c.landed = s.turn;
  if (c.fought === undefined && s.battlesThisTurn > 0) c.fought = s.turn;
  if (c.landed === undefined || c.fought === undefined) return;
  const delay = c.delay ?? 0;
  c.releaseTurn = Math.max(c.landed + 1 + delay, Math.max(c.landed, c.fought) + 1);
  // The Gaul's reckoning, hidden from the Roman (the counter is named when the game is over, AC 18.2).
  ctx.text('gallic', `Ten relief units have reached the Outer Works and battle has been joined: the besieged force will be free to leave Alesia in turn ${c.releaseTurn}${delay ? ` (the drawn counter adds ${delay})` : ''}.`, 'AC 18.1', undefined, { hiddenFrom: ROMAN_SEATS });
}

/** A new Assault Period: the landings and the battle must be made again (AC 18.1 "during each Assault Period"). */
export function resetCoordination(s: AcState): void {
  s.coordination.releaseTurn = null;
  delete s.coordination.landed;
  delete s.coordination.fought;
}

/** AC 18.2 — the game is over: the secret counters drawn are named to every player. */
export function revealCoordination(ctx: AcCtx): void {
  const c = ctx.s.coordination;
  const drawn = [c.firstDay, c.delay].filter((d): d is 1 | 2 | 3 => d !== null && d !== undefined);
  if (!drawn.length) return;
  // The first day's counter is kept only when the second day begins (flow.ts startSecondPeriod).
  const words = c.firstDay !== undefined && c.delay !== null
    ? `${c.firstDay} on the first day and ${c.delay} on the second`
    : `${drawn[drawn.length - 1]}`;
  ctx.text(null, `The Gaul's secret coordination counter was ${words}.`, 'AC 18.2');
}
