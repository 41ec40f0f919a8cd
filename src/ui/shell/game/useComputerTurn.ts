/**
 * The computer's turn (issue 18): when a seat the computer holds is to act, ask the bot from that
 * seat's side's VIEW (never the state) and play its answer through the store exactly as a click
 * would (`act`: the same log entry, the same dice). One request per position; a new position, a
 * stop or a take-over cancels it, and an answer for a position no longer shown is dropped.
 *
 * The answer is played no sooner than `paceMs` after the position came, so moves shown on the board
 * can be followed (computer against computer is watched). The search's seed is the game's record id
 * and the number of actions played: the same position of the same game asks the same question, and
 * nothing of the dice seed is in it.
 */
import { useEffect, useState } from 'react';
import type { ComputerLevel } from '../../../store/seatHolders';
import type { SystemUi } from '../registry';
import type { BotClient } from '../bot/types';

export interface ComputerTurnInput {
  ui: SystemUi;
  /** The registry id of the game's system (the Worker loads its bot by it). */
  system: string;
  state: unknown;
  /** The computer's level at the seat to act, or null when a person holds it (or nobody acts). */
  level: ComputerLevel | null;
  /** Stopped by the player, or not to act now (a replay, the game over). */
  paused: boolean;
  /** A new value asks again in the same position (Try again after a failure). */
  attempt?: number;
  paceMs: number;
  /** What the search's seed is made from: the game's id and the actions played. */
  gameId: string;
  played: number;
  client: () => BotClient;
  /** Whether this position is still the one shown (the answer is dropped otherwise). */
  current(state: unknown): boolean;
  act(a: unknown): void;
}

/** The last failure, for the position it happened in (a new position clears it). */
export function useComputerTurn({ ui, system, state, level, paused, attempt = 0, paceMs, gameId, played, client, current, act }: ComputerTurnInput): { error: string | null } {
  const [failed, setFailed] = useState<{ state: unknown; text: string } | null>(null);
  useEffect(() => {
    if (!state || !level || paused) return;
    setFailed(null);
    const side = ui.engine.toAct(state) as string | null;
    if (side === null) return;
    const legal = ui.legal(state);
    if (!legal.length) return;
    const job = client().decide({ system, side, view: ui.engine.view(state, side), legal, level, seed: `bot:${gameId}:${played}` });
    const asked = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    job.result.then(
      (i) => {
        if (!live) return;
        timer = setTimeout(() => {
          if (live && current(state)) act(legal[i]);
        }, Math.max(0, paceMs - (Date.now() - asked)));
      },
      (e: unknown) => {
        if (live) setFailed({ state, text: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      live = false;
      job.cancel();
      clearTimeout(timer);
    };
  }, [ui, system, state, level, paused, attempt, paceMs, gameId, played, client, current, act]);
  return { error: failed && failed.state === state ? failed.text : null };
}
