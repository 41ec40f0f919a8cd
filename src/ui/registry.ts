/** The games of the collection: one entry per rule system (see `shell/registry.ts`). */
import { bellumEntry } from './bellum/entry';
import { alesiaClassicEntry } from './alesia/entry';
import { alesiaGbohEntry } from './alesia-gboh/entry';
import type { SystemEntry } from './shell/registry';

export const SYSTEMS: readonly SystemEntry[] = [
  bellumEntry,
  alesiaClassicEntry,
  alesiaGbohEntry,
];

export const systemEntry = (id: string): SystemEntry | undefined => SYSTEMS.find((s) => s.id === id);
