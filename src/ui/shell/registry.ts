/**
 * What the shell needs to know about a rule system. Each system's UI folder exports one entry
 * (`src/ui/<system>/entry.ts`), and `src/ui/registry.ts` lists them: adding a game is its engine
 * folder, its UI folder and one line there.
 *
 * The entry is light (names, scenario list): the title screen imports it without the rules.
 * Everything heavy (engine, store, board) loads through `load()` as its own chunk.
 */
import type { Briefing } from '../../engine/core/briefing';
import type { GameSystem, Outcome, ScenarioInfo } from '../../engine/core/contract';
import type { LogEntry, TableCell } from '../../engine/core/log';
import type { RuleText } from '../../engine/core/rules';
import type { ComponentType } from 'react';
import type { SaveSchemas } from '../../store/saves';
import type { GameStoreState } from '../../store/gameStore';
import type { GridModel } from './tables/GridTable';
import type { ClockSpec } from './game/clockRun';
import type { SystemBotEntry } from './bot/types';

export interface SystemEntry {
  id: string;
  name: string;
  publisher: string;
  blurb: string;
  playable: boolean;
  /** The system's scenarios, as the title screen lists them (may be empty for a system still to come). */
  scenarios: readonly ScenarioInfo[];
  /** Each scenario's briefing, by scenario id (objectives, special rules, strategy). */
  briefings?: Readonly<Record<string, Briefing>>;
  /** The shapes of the system's options and actions in a save file (checked before loading one). */
  saveSchemas?: SaveSchemas;
  /** The system's own choices for a new game (players, optional rules…), shown on the title screen. */
  Options?: ComponentType<SystemOptionsProps>;
  /** Their starting values. */
  defaultOptions?: Readonly<Record<string, unknown>>;
  /** The hotseat choice's label for these options (Alesia: "Four players, hotseat"); else "Two players, hotseat". */
  hotseatLabel?(options: Readonly<Record<string, unknown>>): string;
  /** Loads the system's UI (absent while the system is still to come). */
  load?: () => Promise<SystemUi>;
  /**
   * The computer opponent (issue 18), when the system has one: its seats for the title screen and
   * its bot (engine + adapter, loaded in the Worker). Adding a system's bot is this one line.
   */
  bot?: SystemBotEntry;
}

/** Props of a system's options form on the title screen. */
export interface SystemOptionsProps {
  value: Readonly<Record<string, unknown>>;
  onChange(v: Record<string, unknown>): void;
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

/** A group of the prompt's choices, e.g. "Move to". */
export interface PromptGroup<A = unknown> {
  id: string;
  title: string;
  actions: A[];
  /** Shown folded (a `<details>` the player opens). */
  folded?: boolean;
}

/** Props of a system's own view of one prompt group; `Buttons` renders plain action buttons. */
export interface GroupViewProps<S = unknown, A = unknown> {
  state: S;
  actions: readonly A[];
  suggested?: readonly A[];
  onAct(a: A): void;
  Buttons: ComponentType<{ state: S; actions: readonly A[]; suggested?: readonly A[]; onAct(a: A): void }>;
}

/** What the shell's prompt needs: the instruction, the choices grouped and named, each with its rule. */
export interface PromptUi<S = unknown, A = unknown> {
  /** What the side to act must do now, and the rule that says so. */
  instruction(state: S): { text: string; rule: string };
  groups(legal: readonly A[]): PromptGroup<A>[];
  /** A choice as its button reads, e.g. "Move to Veneti". */
  describe(state: S, action: A): string;
  /** The rule behind a choice (for its tooltip). */
  rule(state: S, action: A): string;
  /** A short kind of a choice, for styling (`act-move`). */
  kind(action: A): string;
  sideName(side: string): string;
  /** True when the program takes the decisions of the side to act (solo). */
  automatic(state: S, toAct: string | null): boolean;
  /** The numbers behind the decision asked now (Bellum: combat odds, what a move would bring). */
  Preview?: ComponentType<{ state: S; legal: readonly A[] }>;
  /** A system's own rendering of some groups, by group id (Bellum: the wing grid of a deployment). */
  groupViews?: Record<string, ComponentType<GroupViewProps<S, A>>>;
}

/** A system's game store (one per system, created in its own chunk; see src/store/gameStore.ts). */
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface GameStoreHook<S = any, A = any> {
  <T>(selector: (s: GameStoreState<S, A, any, any>) => T): T;
  getState(): GameStoreState<S, A, any, any>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * What a system's board views get from the shell. In a replay `legal` is empty and `onAct`,
 * `onSuggest` do nothing: the same views show any past position, read-only.
 */
export interface BoardProps<S = unknown, A = unknown> {
  state: S;
  /** The log so far (a board may show its latest rolls). */
  log: readonly LogEntry[];
  /** The legal actions the board may offer (empty while the board is hidden or read-only). */
  legal: readonly A[];
  /** Ids to light up (a hovered log entry's places). */
  highlight: readonly string[];
  /** The id the inspector shows (Bellum: a region), or null. */
  inspected: string | null;
  onInspect(id: string | null): void;
  onAct(a: A): void;
  /** A click that matches several actions: the prompt shows them as suggested. */
  onSuggest(acts: readonly A[]): void;
  /**
   * The action a click would take where the pointer rests or the keyboard focus is (an entry of
   * `legal`): the store works its result out in idle time, so the click only shows it (gameStore's
   * `prefetch`). Optional: a board that never calls it loses nothing but speed.
   */
  onPrefetch?(a: A): void;
  /** A table cell named on the board (opens the Tables tab at it). */
  onCell(c: TableCell): void;
  /**
   * The seat whose view the board shows, when not the seat to act's: the person watching the
   * computer play sees the position as his own side may (issue 18), read-only (`legal` is empty).
   * Absent: the seat to act's view, as always.
   */
  viewer?: string;
}

/**
 * The heavy half of a system's registry entry, loaded on demand (its own chunk): what the shell's
 * game screen, tabs and dialogs need of the system.
 */
// The shell holds a system's UI without knowing its state and action types: they are the system's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface SystemUi<S = any, A = any> {
  id: string;
  prompt: PromptUi<S, A>;
  rules: RuleBook;
  tables: TableBook;
  /**
   * True when the side to act must decide unseen by the other side (Bellum: the battle-evasion
   * declarations, BG 4.4.1). The shell reads it only for a system without `seats`.
   */
  decisionIsSecret(state: S): boolean;
  /**
   * Hotseat seats (shell/game/handOver.ts): `all`, every seat of the game (a side, or a commander
   * when players share a side); `hides`, whether `viewer`'s screen of this position holds something
   * `watcher` may not see (a side's hidden units and log lines, a secret decision). The shell
   * renders nothing of a seat's screen while a player who may be looking holds a seat it hides
   * from. Without it: the side to act's screen hides from everybody else before a secret decision
   * (`decisionIsSecret`), and only then.
   */
  seats?: { all(state: S): readonly string[]; hides(state: S, viewer: string, watcher: string): boolean };
  /**
   * A secret the whole game holds that a save file or a replay would show (Alesia: the Gauls'
   * off-board moves): Export save and Replay stay available but ask first, saying why.
   */
  secretWarning?(state: S): string | null;
  /** A secret the position holds that a save file would give away: export waits (and says why). */
  pendingSecret?(state: S): { rule: string; reason: string } | null;
  /**
   * Timed moves (Alesia: optional AC 17.7). `spec`: the move the clock times now, or null when
   * nothing is timed (the option is off, or the decision is not a timed move). `timeUp`: the
   * legal action the screen applies for the player when his time is spent (logged and replayed
   * like any other), or null to only show "time up".
   */
  clock?: { spec(state: S, toAct: string | null): ClockSpec | null; timeUp(state: S, legal: readonly A[]): A | null };
  /** Ids the board lights up while a log entry is hovered (Bellum: the regions it names). */
  highlightOf(entry: LogEntry, state: S): string[];
  /**
   * The header's track (turn, phase, step, who acts) and the board's legend. `viewer`: as on the
   * board (BoardProps). `mode`: the shell's words on who plays, in place of `modeWords` (who holds
   * each seat, when the computer holds one).
   */
  Track: ComponentType<{ state: S; toAct: string | null; viewer?: string; mode?: string }>;
  Legend?: ComponentType;
  /** How the game is played, e.g. "Solo, Gallic decisions automatic". */
  modeWords(state: S): string;

  /** The system's engine (the replay rebuilds past positions with it). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  engine: GameSystem<S, A, any, any, any>;
  /** The system's game store. */
  store: GameStoreHook<S, A>;
  /** The engine's answers the screen needs: legal actions and the side to act (null: game over). */
  legal(state: S): readonly A[];
  toAct(state: S): string | null;
  /** The verdict once the game is over, else null. */
  outcome(state: S): Outcome | null;
  /** When the position stands, in words (Bellum: "July 56 BC"). */
  when(state: S): string;
  /** The main board (Bellum: the map of Gaul). */
  Board: ComponentType<BoardProps<S, A>>;
  /**
   * A second board that takes the main area while it is set up (Bellum: the battle board of a
   * pitched battle or a sally). `key` names the one set up now (a new key brings it up), or null.
   */
  subBoard?: { name: string; key(state: S): string | null; View: ComponentType<BoardProps<S, A>> };
  /** The details of what `inspected` names (Bellum: a region's stacks), under the prompt; `viewer` as on the board. */
  Inspector?: ComponentType<{ state: S; inspected: string | null; onClose(): void; viewer?: string }>;
  /** A side tab of the system's own (Bellum: "Battle": the last battle, the siege panel). */
  sideTab?: { name: string; View: ComponentType<{ state: S; log: readonly LogEntry[]; onCell(c: TableCell): void }> };
  /** The keyboard's End (finish/done) and Escape (cancel) actions, when the legal list has one. */
  keys: { end(legal: readonly A[]): A | null; escape(legal: readonly A[]): A | null };
  /** Describes an action of the log for the replay ("Roman: Move to Veneti"). */
  describeAction(state: S, action: A): string;
  /** The game-over summary's system part (losses, battles, sieges, leaders lost). */
  Summary?: ComponentType<{ state: S; log: readonly LogEntry[] }>;
}
