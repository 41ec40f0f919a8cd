/** The seats of a game for two sides, the Roman and the Gallic (Bellum Gallicum II, Alésia GBoH): either may be the computer's. */
import type { BotSeat } from './types';

export const ROMAN_AND_GALLIC: readonly BotSeat[] = [
  { id: 'roman', name: 'Roman' },
  { id: 'gallic', name: 'Gallic' },
];
