/** The game store of Alesia (1983 rules), created in its own chunk with the system's UI. */
import { alesiaClassic } from '../../engine/alesia-classic/system';
import type { AcAction } from '../../engine/alesia-classic/actions';
import type { AcOptions, AcSide, AcState } from '../../engine/alesia-classic/state';
import { afterPaint } from '../../store/afterPaint';
import { createGameStore } from '../../store/gameStore';
import { modeWords, whenWords } from './prompt';

/** Any draw from the dice generator is a secret revealed (the coordination counter, later the combat dice). */
const reveals = (a: AcState, b: AcState): boolean => a.rng.length !== b.rng.length || a.rng.some((x, i) => x !== b.rng[i]);

export const useAlesiaClassicGame = createGameStore<AcState, AcAction, AcSide, Partial<AcOptions>>({
  system: alesiaClassic,
  defaultViewer: 'roman',
  reveals,
  label: (session) => `The siege of Alesia — ${whenWords(session.state)}`,
  mode: (session) => modeWords(session.state),
  deferWrite: afterPaint,
});
