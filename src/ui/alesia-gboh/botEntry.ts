/**
 * Alésia (GBoH)'s computer opponent, as its registry entry's `bot` line and the Worker find it
 * (shell/bot/loadBot.ts): the two seats, either of which may be the computer's, and the bot itself
 * (its own chunk). Light: no engine code here. The search is slow on this engine yet (docs/bot.md):
 * within the Worker's wall-time caps a decision runs few iterations, so the computer plays close to
 * its rule-of-thumb policy.
 */
import type { SystemBotEntry } from '../shell/bot/types';
import { ROMAN_AND_GALLIC } from '../shell/bot/twoSides';

export const botEntry: SystemBotEntry = {
  system: 'alesia-gboh',
  seats: () => ROMAN_AND_GALLIC,
  load: () => import('./bot').then((m) => m.alesiaGbohSystemBot),
};
