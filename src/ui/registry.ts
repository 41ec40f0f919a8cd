/** The games of the collection: one entry per rule system (see `shell/registry.ts`). */
import { bellumEntry } from './bellum/entry';
import { alesiaClassicEntry } from './alesia/entry';
import type { SystemEntry } from './shell/registry';

export const SYSTEMS: readonly SystemEntry[] = [
  bellumEntry,
  alesiaClassicEntry,
  {
    id: 'alesia-gboh',
    name: 'Alésia',
    publisher: 'Great Battles of History XI, GMT 2005',
    blurb: 'Alesia at tactical scale with the Great Battles of History system.',
    playable: false,
    scenarios: [],
  },
];

export const systemEntry = (id: string): SystemEntry | undefined => SYSTEMS.find((s) => s.id === id);
