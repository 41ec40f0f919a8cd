/**
 * A system's bot by its registry id, loaded once. The bots are found as each system's UI folder's
 * `botEntry.ts` (the very object its registry entry's `bot` line holds), not through the registry:
 * this module runs in the Worker, and the registry's entries would bring every system's UI (boards,
 * styles) into the Worker's build. Adding a system's bot: its `botEntry.ts`, and `bot: botEntry` in
 * its registry entry (registry.test.ts checks that the two agree).
 */
import type { SystemBot, SystemBotEntry } from './types';

/** Every system's bot entry (light: seats and a lazy loader), by registry id. */
export const BOT_ENTRIES: ReadonlyMap<string, SystemBotEntry> = new Map(
  Object.values(import.meta.glob<SystemBotEntry>('../../*/botEntry.ts', { eager: true, import: 'botEntry' })).map((e) => [e.system, e]),
);

const loaded = new Map<string, Promise<SystemBot>>();

export function loadBot(systemId: string): Promise<SystemBot> {
  let p = loaded.get(systemId);
  if (!p) {
    const entry = BOT_ENTRIES.get(systemId);
    p = entry ? entry.load() : Promise.reject(new Error(`No computer opponent for "${systemId}" in this version.`));
    // A failed load (a chunk not fetched) may be tried again.
    p.catch(() => loaded.delete(systemId));
    loaded.set(systemId, p);
  }
  return p;
}
