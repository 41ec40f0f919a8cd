/** The game store of Alesia (1983 rules), created in its own chunk with the system's UI. */
import { alesiaClassic } from '../../engine/alesia-classic/system';
import type { AcAction } from '../../engine/alesia-classic/actions';
import type { AcOptions, AcSide, AcState } from '../../engine/alesia-classic/state';
import { afterPaint } from '../../store/afterPaint';
import { createGameStore, type GameStoreConfig } from '../../store/gameStore';
import { alesiaClassicEntry } from './entry';
import { modeWords, whenWords } from './prompt';

/** Any draw from the dice generator is a secret revealed (the coordination counter, later the combat dice). */
const reveals = (a: AcState, b: AcState): boolean => a.rng.length !== b.rng.length || a.rng.some((x, i) => x !== b.rng[i]);

export const alesiaStoreConfig: GameStoreConfig<AcState, AcAction, AcSide, Partial<AcOptions>> = {
  system: alesiaClassic,
  defaultViewer: 'roman',
  reveals,
  label: (session) => `The siege of Alesia — ${whenWords(session.state)}`,
  mode: (session) => modeWords(session.state),
  // The registry entry's schemas: a file the title screen accepts is the file the store checks.
  saveSchemas: alesiaClassicEntry.saveSchemas,
};

export const useAlesiaClassicGame = createGameStore<AcState, AcAction, AcSide, Partial<AcOptions>>({ ...alesiaStoreConfig, deferWrite: afterPaint });
