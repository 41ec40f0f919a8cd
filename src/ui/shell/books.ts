/**
 * The rule books and table books of the systems loaded so far. Rule ids carry their system's
 * prefix (`BG 4.4.2`, `AC 15.4`), so a tooltip or a log line finds its rule without knowing which
 * game is on screen. A system's books are registered when its UI module loads (`loadSystemUi`).
 */
import type { RuleText } from '../../engine/core/rules';
import type { RuleBook, TableBook } from './registry';

interface Books {
  id: string;
  rules: RuleBook;
  tables: TableBook;
}

const loaded: Books[] = [];

/** Registers a system's books (once per system id; a second call replaces the first). */
export function registerBooks(books: Books): void {
  const at = loaded.findIndex((b) => b.id === books.id);
  if (at >= 0) loaded[at] = books;
  else loaded.push(books);
}

/** The rule with this id in any loaded book; the book of the id's prefix is asked first. */
export function findRule(id: string): RuleText | undefined {
  const prefix = id.trim().split(/\s+/)[0]?.toUpperCase();
  const own = loaded.find((b) => b.rules.prefix === prefix);
  const hit = own?.rules.find(id);
  if (hit) return hit;
  for (const b of loaded) {
    const r = b.rules.find(id);
    if (r) return r;
  }
  return undefined;
}

/** The display title of a table named in a log entry ("pitched-battle" → "Pitched Battle Table"). */
export function tableTitle(table: string): string {
  for (const b of loaded) {
    const t = b.tables.titleOf(table);
    if (t) return t;
  }
  return table;
}
