/**
 * Alésia (GBoH)'s UI module: the heavy half of its registry entry, loaded with the game (never by
 * the title screen): the prompt, the board, the activation tracker, the tables and the AG rules.
 */
import type { LogEntry } from '../../engine/core/log';
import type { AgAction } from '../../engine/alesia-gboh/actions';
import type { AgState } from '../../engine/alesia-gboh/state';
import { legalActions } from '../../engine/alesia-gboh/system';
import { toAct } from '../../engine/alesia-gboh/legal';
import type { SystemUi } from '../shell/registry';
import { GbohBoard } from './board/GbohBoard';
import { GbLegend } from './board/Legend';
import { GbInspector } from './board/GbInspector';
import { describeAction } from './describe';
import { PlanSheetGroup } from './PlanSheet';
import { OrdersForm } from './OrdersForm';
import { GbPreview } from './Preview';
import { actionRule, endAction, escapeAction, groupActions, instruction, modeWords, sideName, whenWords } from './prompt';
import { gbHides, gbSeats } from './seats';
import { gbohSystem, useAlesiaGbohGame } from './store';
import { agTables } from './tables';
import { agRuleBook } from './rules';
import { GbohTrack } from './Track';

/** The hexes a log entry names, for the board to light while it is hovered. */
export function entryHexes(entry: LogEntry): string[] {
  return (entry.refs ?? []).filter((r) => r.kind === 'hex').map((r) => r.id);
}

export const alesiaGbohUi: SystemUi<AgState, AgAction> = {
  id: 'alesia-gboh',
  prompt: {
    instruction: (s) => instruction(s, legalActions(s)),
    groups: groupActions,
    describe: describeAction,
    rule: actionRule,
    kind: (a) => a.t,
    sideName,
    automatic: () => false,
    Preview: GbPreview,
    // The assignment sheet (AG 5.31; 12.1's choice of tribes) as a form, in the Gaul's prompt only.
    // Reading X2: the standing orders as one small form showing the orders in force (OrdersForm.tsx).
    groupViews: { plan: PlanSheetGroup, orders: OrdersForm },
  },
  rules: agRuleBook,
  tables: agTables,
  // The seats rule the hand-over (seats.ts); this is read only without them.
  decisionIsSecret: (s) => s.step === 'planning' || s.step === 'seize',
  seats: { all: gbSeats, hides: gbHides },
  // AG 5.31, 12.1: a save file or a replay shows the Gaul's plan.
  secretWarning: (s) => (s.outcome ? null : "the Gaul's secret plan — which tribe comes through which Entry Zone — not for the Roman player's eyes"),
  highlightOf: (entry) => entryHexes(entry),
  Track: GbohTrack,
  Legend: GbLegend,
  modeWords,
  engine: gbohSystem,
  store: useAlesiaGbohGame,
  legal: legalActions,
  toAct,
  outcome: (s) => s.outcome,
  when: whenWords,
  Board: GbohBoard,
  Inspector: GbInspector,
  keys: { end: endAction, escape: escapeAction },
  describeAction,
};
