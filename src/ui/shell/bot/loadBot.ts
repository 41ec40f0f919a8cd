/** A system's bot through its registry entry (`SystemEntry.bot`), loaded once per system. */
import { systemEntry } from '../../registry';
import type { SystemBot } from './types';

const loaded = new Map<string, Promise<SystemBot>>();

export function loadBot(systemId: string): Promise<SystemBot> {
  let p = loaded.get(systemId);
  if (!p) {
    const entry = systemEntry(systemId)?.bot;
    p = entry ? entry.load() : Promise.reject(new Error(`No computer opponent for "${systemId}" in this version.`));
    // A failed load (a chunk not fetched) may be tried again.
    p.catch(() => loaded.delete(systemId));
    loaded.set(systemId, p);
  }
  return p;
}
