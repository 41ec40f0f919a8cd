/**
 * Alésia (GBoH)'s computer opponent, as its registry entry's `bot` line and the Worker find it
 * (shell/bot/loadBot.ts): the two seats, either of which may be the computer's, and the bot itself
 * (its own chunk). Light: no engine code here. The search is slow on this engine yet (docs/bot.md):
 * within the Worker's wall-time caps a decision runs few iterations, so the computer plays close to
 * its rule-of-thumb policy.
 */
import type { BotSeat, SystemBotEntry } from '../shell/bot/types';

const SEATS: readonly BotSeat[] = [
  { id: 'roman', name: 'Roman' },
  { id: 'gallic', name: 'Gallic' },
];

export const botEntry: SystemBotEntry = {
  system: 'alesia-gboh',
  seats: () => SEATS,
  load: () => import('./bot').then((m) => m.alesiaGbohSystemBot),
};
