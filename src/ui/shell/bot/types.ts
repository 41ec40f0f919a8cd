/**
 * The computer opponent as the shell sees it (issue 18): what a system's registry entry offers
 * (`SystemEntry.bot`), and what one decision asks and answers. The engine side is
 * `src/engine/core/bot/` (contract, search, levels); a system's adapter is in its engine folder.
 */
import type { BotAdapter } from '../../../engine/core/bot/adapter';
import type { GameSystem } from '../../../engine/core/contract';
import type { ComputerLevel } from '../../../store/seatHolders';

/** The heavy half of a system's bot, loaded on demand (in the Worker, or in-thread without one). */
export interface SystemBot {
  // The shell holds a system's bot without knowing its types: they are the system's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  system: GameSystem<any, any, any, any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  adapter: BotAdapter<any, any, any, any>;
}

/** A seat as the title screen offers it to a person or the computer. */
export interface BotSeat {
  /** The seat's id, as the game's `toAct` names it (a side, or a commander). */
  id: string;
  /** "Roman", "Gallic (relief army)". */
  name: string;
  /** A shorter name where the name is long ("Relief army"), for the header's words on who plays. */
  short?: string;
}

/**
 * A system's bot, as its registry entry's `bot` line names it: the seats a game with these options
 * has (light, for the title screen) and the bot itself (its own chunk). It lives in the system's UI
 * folder as `botEntry.ts`, exported as `botEntry`: the Worker finds it there (loadBot.ts) without
 * loading the registry, whose entries would bring every system's UI chunks into the Worker's build.
 */
export interface SystemBotEntry {
  /** The registry id of the system. */
  system: string;
  seats(options: Readonly<Record<string, unknown>>): readonly BotSeat[];
  load(): Promise<SystemBot>;
}

/** One decision, as the main thread sends it: a side's VIEW, never the true state. */
export interface BotRequest {
  /** The registry id of the system (the Worker loads its bot through the registry entry). */
  system: string;
  /** The engine side the bot plays now (`system.toAct` of the position). */
  side: string;
  /** `system.view(state, side)`: everything the bot may know. */
  view: unknown;
  /** The position's legal actions; the answer is an index into this list. */
  legal: readonly unknown[];
  level: ComputerLevel;
  /** The search's seed (the app derives it from the game's seed and the number of actions). */
  seed: string;
}

/** A running decision: its answer (an index into the request's legal list) and how to stop it. */
export interface BotJob {
  result: Promise<number>;
  /** Stops it: `result` then never settles (a cancelled search's answer is of no use). */
  cancel(): void;
}

export interface BotClient {
  decide(req: BotRequest): BotJob;
}
