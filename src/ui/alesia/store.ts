/** The game store of Alesia (1983 rules), created in its own chunk with the system's UI. */
import { alesiaClassic, seatToAct } from '../../engine/alesia-classic/system';
import type { AcAction } from '../../engine/alesia-classic/actions';
import type { AcOptions, AcSide, AcState } from '../../engine/alesia-classic/state';
import { afterPaint } from '../../store/afterPaint';
import { createGameStore, type GameStoreConfig } from '../../store/gameStore';
import { alesiaClassicEntry } from './entry';
import { modeWords, sideName, whenWords } from './prompt';
import { warmAlesia } from './warm';

/** Any draw from the dice generator is a secret revealed (the coordination counter, later the combat dice). */
const reveals = (a: AcState, b: AcState): boolean => a.rng.length !== b.rng.length || a.rng.some((x, i) => x !== b.rng[i]);

export const alesiaStoreConfig: GameStoreConfig<AcState, AcAction, AcSide, Partial<AcOptions>> = {
  system: alesiaClassic,
  defaultViewer: 'roman',
  reveals,
  label: (session) => `The siege of Alesia — ${whenWords(session.state)}`,
  mode: (session) => modeWords(session.state),
  // AC 17: the seat to act (a commander with three or four players).
  toAct: (session) => {
    const seat = seatToAct(session.state);
    return seat ? `The ${sideName(seat)} player to act` : null;
  },
  // The registry entry's schemas: a file the title screen accepts is the file the store checks.
  saveSchemas: alesiaClassicEntry.saveSchemas,
  warm: warmAlesia,
};

export const useAlesiaClassicGame = createGameStore<AcState, AcAction, AcSide, Partial<AcOptions>>({ ...alesiaStoreConfig, deferWrite: afterPaint });
