/**
 * Bellum Gallicum II's computer opponent, as its registry entry's `bot` line and the Worker find it
 * (shell/bot/loadBot.ts): the Roman and Gallic seats, either of which may be the computer's in every
 * scenario (the 6.1 solo rule, which freezes the Gauls, stays a choice of its own on the title
 * screen), and the bot itself (its own chunk). Light: no engine code here.
 */
import type { SystemBotEntry } from '../shell/bot/types';
import { ROMAN_AND_GALLIC } from '../shell/bot/twoSides';

export const botEntry: SystemBotEntry = {
  system: 'bellum',
  seats: () => ROMAN_AND_GALLIC,
  load: () => import('./bot').then((m) => m.bellumSystemBot),
};
