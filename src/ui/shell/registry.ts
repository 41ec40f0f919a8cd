/**
 * What the shell needs to know about a rule system. Each system's UI folder exports one entry
 * (`src/ui/<system>/entry.ts`), and `src/ui/registry.ts` lists them: adding a game is its engine
 * folder, its UI folder and one line there.
 *
 * The entry is light (names, scenario list): the title screen imports it without the rules.
 * Everything heavy (engine, store, board) loads through `load()` as its own chunk.
 */
import type { ScenarioInfo } from '../../engine/core/contract';
import type { RuleText } from '../../engine/core/rules';
import type { GridModel } from './tables/GridTable';

export interface SystemEntry {
  id: string;
  name: string;
  publisher: string;
  blurb: string;
  playable: boolean;
  /** The system's scenarios, as the title screen lists them (may be empty for a system still to come). */
  scenarios: readonly ScenarioInfo[];
  /** Loads the system's UI (absent while the system is still to come). */
  load?: () => Promise<SystemUi>;
}

/** A system's rule paraphrases, as tooltips, links and the rules browser read them. */
export interface RuleBook {
  /** The prefix of the system's rule ids: `BG`, `AC`, `AG`. */
  prefix: string;
  /** Every rule in book order. */
  rules: readonly RuleText[];
  /** A rule by id (the book may accept loose forms such as a bare `4.4.2`). */
  find(id: string): RuleText | undefined;
  /** The rule one level up (`BG 4.4.2` → `BG 4.4`), if any. */
  parent(id: string): string | undefined;
  /** Rules matching a query, best first. */
  search(query: string): RuleText[];
}

/** A system's game tables, as the tables view and the log show them. */
export interface TableBook {
  /** Every table as a grid, in display order (built on demand: the models hold React nodes). */
  models(): readonly GridModel[];
  /** The key of the table a log entry's cell names (log entries may name tables loosely), or null. */
  keyOf(table: string): string | null;
  /** The display title of the table a log entry's cell names, or null when it is not this book's. */
  titleOf(table: string): string | null;
}

/**
 * The heavy half of a system's registry entry, loaded on demand (its own chunk): what the shell's
 * game screen, tabs and dialogs need of the system.
 */
export interface SystemUi {
  id: string;
  rules: RuleBook;
  tables: TableBook;
  /**
   * True when the side to act must decide unseen by the other side: hotseat hides the screen
   * before such a decision (the default hand-over setting).
   */
  decisionIsSecret(state: unknown): boolean;
}
