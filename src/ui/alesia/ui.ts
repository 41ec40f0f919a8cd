/**
 * Alesia (1983 rules)'s UI module: the heavy half of its registry entry, loaded with the game
 * (never by the title screen): the prompt with its odds preview, the board, the tables and the rules.
 */
import type { LogEntry } from '../../engine/core/log';
import type { AcAction } from '../../engine/alesia-classic/actions';
import { spheresSecret } from '../../engine/alesia-classic/commanders';
import { describeAction } from '../../engine/alesia-classic/describe';
import { acParentRule, acRuleText, acSearchRules, AC_RULES } from '../../engine/alesia-classic/rules';
import type { AcState } from '../../engine/alesia-classic/state';
import { alesiaClassic, legalActions, seatToAct } from '../../engine/alesia-classic/system';
import type { SystemUi } from '../shell/registry';
import { AlesiaLegend } from './board/Legend';
import { ViewedBoard } from './board/ViewedBoard';
import { AlesiaInspector } from './board/AlesiaInspector';
import { actionRule, decisionIsSecret, endAction, escapeAction, groupActions, instruction, modeWords, sideName, whenWords } from './prompt';
import { useAlesiaClassicGame } from './store';
import { acClockSpec, acTimeUp } from './moveClock';
import { AlesiaTrack } from './Track';
import { AcPreview } from './preview/AcPreview';
import { FirePlanForm } from './FirePlanForm';
import { acHides, acSeats } from './seats';
import { AC_TABLE_MODELS } from './tables/tableModels';
import { acTableKey, acTableTitle } from './tables/tableNames';

/** The hexes a log entry names, for the board to light while it is hovered. */
export function entryHexes(entry: LogEntry): string[] {
  return (entry.refs ?? []).filter((r) => r.kind === 'hex').map((r) => r.id);
}

export const alesiaClassicUi: SystemUi<AcState, AcAction> = {
  id: 'alesia-classic',
  prompt: {
    instruction,
    groups: groupActions,
    describe: describeAction,
    rule: actionRule,
    kind: (a) => a.t,
    sideName,
    automatic: () => false,
    Preview: AcPreview,
    // The standing fire plan as a form, not a button per combination (issue 16 §3).
    groupViews: { plan: FirePlanForm },
  },
  rules: { prefix: 'AC', rules: AC_RULES, find: acRuleText, parent: acParentRule, search: acSearchRules },
  tables: { models: () => AC_TABLE_MODELS.map((make) => make()), keyOf: acTableKey, titleOf: acTableTitle },
  decisionIsSecret,
  // AC 9.2, 11.8, 17, 18.2: which seat's screen keeps what from whom (the shell hands over).
  seats: { all: acSeats, hides: acHides },
  // AC 3.4, 11.8: a save file or a replay shows the OBMC, the town and the coordination counter.
  // AC 17.8 (optional): with secret spheres of command, also the Roman split, which the Gauls are not told.
  secretWarning: (s) => (s.outcome ? null : `every Gallic move off the board and the secret coordination counter — not for the Roman player's eyes${spheresSecret(s) ? ' — and the Roman spheres of command, not for the Gauls\'' : ''}`),
  // AC 17.7 (optional): timed moves; the clock is the screen's, the end of a move a legal action.
  clock: { spec: acClockSpec, timeUp: acTimeUp },
  highlightOf: (entry) => entryHexes(entry),
  Track: AlesiaTrack,
  Legend: AlesiaLegend,
  modeWords,
  engine: alesiaClassic,
  store: useAlesiaClassicGame,
  legal: legalActions,
  // AC 17: with three or four players the screen passes between commanders, not just sides.
  toAct: seatToAct,
  outcome: (s) => s.outcome,
  when: whenWords,
  Board: ViewedBoard,
  Inspector: AlesiaInspector,
  keys: { end: endAction, escape: escapeAction },
  describeAction,
};
