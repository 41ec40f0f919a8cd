/** Loads a system's UI through its registry entry and registers its rule and table books. */
import { systemEntry } from '../registry';
import { registerBooks } from './books';
import type { SystemUi } from './registry';

export async function loadSystemUi(id: string): Promise<SystemUi> {
  const entry = systemEntry(id);
  if (!entry?.load) throw new Error(`The game "${id}" is not available in this version.`);
  const ui = await entry.load();
  registerBooks(ui);
  return ui;
}
