/**
 * Alesia (1983 rules)'s computer opponent, as its registry entry's `bot` line and the Worker find
 * it (shell/bot/loadBot.ts): the seats a game has — the Roman and the Gaul, or with three players
 * the besieged and the relief commanders (AC 17.1), with four Caesar and Labienus too (AC 17.4);
 * any may be the computer's — and the bot itself, its own chunk. Light: no engine code here.
 */
import type { BotSeat, SystemBotEntry } from '../shell/bot/types';

export function acBotSeats(options: Readonly<Record<string, unknown>>): readonly BotSeat[] {
  const players = options.players === 3 || options.players === 4 ? options.players : 2;
  const romans: BotSeat[] = players === 4 ? [{ id: 'caesar', name: 'Roman (Caesar)', short: 'Caesar' }, { id: 'labienus', name: 'Roman (Labienus)', short: 'Labienus' }] : [{ id: 'roman', name: 'Roman' }];
  const gauls: BotSeat[] =
    players >= 3 ? [{ id: 'besieged', name: 'Gallic (Vercingetorix, besieged)', short: 'Vercingetorix' }, { id: 'relief', name: 'Gallic (relief army)', short: 'Relief army' }] : [{ id: 'gallic', name: 'Gallic' }];
  return [...romans, ...gauls];
}

export const botEntry: SystemBotEntry = {
  system: 'alesia-classic',
  seats: acBotSeats,
  load: () => import('./bot').then((m) => m.alesiaClassicSystemBot),
};
