/** The game store of Alésia (GBoH), created in its own chunk with the system's UI. */
import { alesiaGboh } from '../../engine/alesia-gboh/system';
import { toAct } from '../../engine/alesia-gboh/legal';
import type { AgAction } from '../../engine/alesia-gboh/actions';
import type { AgSide, AgState } from '../../engine/alesia-gboh/state';
import type { AgOptions } from '../../engine/alesia-gboh/setup/setup';
import { afterPaint } from '../../store/afterPaint';
import { createGameStore, type GameStoreConfig } from '../../store/gameStore';
import { alesiaGbohEntry } from './entry';
import { sideName, whenWords } from './prompt';
import { warmGboh } from './warm';

/** Any draw from the dice generator is a secret revealed (an entry roll the Roman may not see, AG 5.42). */
const reveals = (a: AgState, b: AgState): boolean => a.rng.length !== b.rng.length || a.rng.some((x, i) => x !== b.rng[i]);

/**
 * The engine as the screen plays it: its scenarios offered as playable, as the registry entry lists
 * them (the engine's list marks them as still to come).
 */
export const gbohSystem: typeof alesiaGboh = { ...alesiaGboh, scenarios: alesiaGbohEntry.scenarios };

export const gbohStoreConfig: GameStoreConfig<AgState, AgAction, AgSide, Partial<AgOptions>> = {
  system: gbohSystem,
  defaultViewer: 'roman',
  reveals,
  label: (session) => `Alésia (GBoH) ${session.state.scenario} — ${whenWords(session.state)}`,
  mode: () => 'Two players, hotseat',
  toAct: (session) => {
    const side = toAct(session.state);
    return side ? `The ${sideName(side)} player to act` : null;
  },
  saveSchemas: alesiaGbohEntry.saveSchemas,
  warm: warmGboh,
};

export const useAlesiaGbohGame = createGameStore<AgState, AgAction, AgSide, Partial<AgOptions>>({ ...gbohStoreConfig, deferWrite: afterPaint });
