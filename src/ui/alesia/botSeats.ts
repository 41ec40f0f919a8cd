/**
 * Alesia (1983 rules)'s seats as the title screen offers them to a person or the computer: the
 * Roman and the Gaul, or with three players the besieged and the relief commanders (AC 17.1), with
 * four Caesar and Labienus too (AC 17.4). Any seat may be the computer's. Light: no engine code.
 */
import type { BotSeat } from '../shell/bot/types';

export function acBotSeats(options: Readonly<Record<string, unknown>>): readonly BotSeat[] {
  const players = options.players === 3 || options.players === 4 ? options.players : 2;
  const romans: BotSeat[] = players === 4 ? [{ id: 'caesar', name: 'Roman (Caesar)' }, { id: 'labienus', name: 'Roman (Labienus)' }] : [{ id: 'roman', name: 'Roman' }];
  const gauls: BotSeat[] = players >= 3 ? [{ id: 'besieged', name: 'Gallic (Vercingetorix, besieged)' }, { id: 'relief', name: 'Gallic (relief army)' }] : [{ id: 'gallic', name: 'Gallic' }];
  return [...romans, ...gauls];
}
