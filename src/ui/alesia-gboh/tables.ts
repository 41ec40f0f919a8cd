/**
 * Alésia (GBoH)'s table book for the shell's Tables tab and log: the tables the engine rolls on
 * (AG 5.33 entry, AG 5.63 the Alesia force, AG 5.21 Seizure, AG 9.25 shock, AG 8.16 missile) named
 * as the log names them. The grids themselves are listed in tableModels.tsx.
 */
import type { TableBook } from '../shell/registry';
import { AG_TABLE_MODELS } from './tableModels';

const TITLES: Record<string, string> = {
  entry: 'Gallic Entry Arrival Table',
  seizure: 'Seizure',
  shock: 'Shock Results Table',
  missile: 'Missile Range and Results Table',
  wsm: 'Weapon System Matrix',
};

export const agTables: TableBook = {
  models: () => AG_TABLE_MODELS.map((make) => make()),
  keyOf: (t) => {
    const k = t.toLowerCase();
    return Object.keys(TITLES).find((x) => k.includes(x)) ?? null;
  },
  titleOf: (t) => {
    const k = agTables.keyOf(t);
    return k ? TITLES[k] : null;
  },
};
