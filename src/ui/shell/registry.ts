/**
 * What the shell needs to know about a rule system. Each system's UI folder exports one entry
 * (`src/ui/<system>/entry.ts`), and `src/ui/registry.ts` lists them: adding a game is its engine
 * folder, its UI folder and one line there.
 *
 * The entry is light (names, scenario list): the title screen imports it without the rules.
 * Everything heavy (engine, store, board) loads through `load()` as its own chunk.
 */
import type { ScenarioInfo } from '../../engine/core/contract';

export interface SystemEntry {
  id: string;
  name: string;
  publisher: string;
  blurb: string;
  playable: boolean;
  /** The system's scenarios, as the title screen lists them (may be empty for a system still to come). */
  scenarios: readonly ScenarioInfo[];
}
