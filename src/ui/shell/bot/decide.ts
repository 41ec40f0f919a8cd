/**
 * One decision of the computer: the search of `core/bot` at the request's level, stopped early by
 * wall time. Run in the Worker (bot.worker.ts), or in-thread where there is none (inThread.ts).
 *
 * Wall-time caps. The levels are iteration budgets (core/bot/levels.ts `botLevel`: easy 50, normal
 * 200, hard 800, or a system's own); the cap bounds how long the player waits when the engine is too slow to spend the
 * budget quickly. Today the Alesia 1983 bot needs some 17 ms an iteration (docs/bot.md), so a
 * "normal" decision would take 3–8 s — and Alesia is decided unit by unit, a Gallic move phase
 * being a few hundred decisions. The caps: easy 500 ms, normal 1,000 ms (the P95 target
 * for a "normal" decision), hard 3,000 ms. With them a phase of the computer's takes minutes, not
 * most of an hour; once the engines are fast enough the budget, not the cap, ends the search, and
 * the levels differ by budget as designed. A cap can only cut a search short: the answer is still
 * an entry of the legal list, chosen from at least one iteration.
 */
import { chooseAction } from '../../../engine/core/bot/ismcts';
import { botLevel } from '../../../engine/core/bot/levels';
import type { ComputerLevel } from '../../../store/seatHolders';
import type { BotRequest, SystemBot } from './types';

export const WALL_MS: Readonly<Record<ComputerLevel, number>> = { easy: 500, normal: 1_000, hard: 3_000 };

/** The index, in `req.legal`, of the action the bot chooses. `clock`: milliseconds (the caller's). */
export function decide(bot: SystemBot, req: BotRequest, clock: () => number, wallMs: number = WALL_MS[req.level]): number {
  if (req.legal.length === 0) throw new Error('bot: no legal action to choose from');
  const { iterations, playoutDepth } = botLevel(bot.system.id, req.level);
  const until = clock() + wallMs;
  const a = chooseAction(bot.system, bot.adapter, req.view, req.side, req.legal, { iterations, playoutDepth, seed: req.seed, stop: () => clock() >= until });
  const i = req.legal.indexOf(a);
  if (i < 0) throw new Error('bot: the search answered outside the legal list');
  return i;
}
