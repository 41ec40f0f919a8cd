/**
 * Bellum Gallicum II's UI module: the heavy half of its registry entry, loaded with the game
 * (never by the title screen).
 */
import { actionRule, describeAction } from '../../engine/bellum/describe';
import { decisionIsSecret, pendingSecret } from '../../engine/bellum/secrecy';
import type { BellumAction, BellumState, Side } from '../../engine/bellum/state';
import { BG_RULES, parentRule, ruleText, searchRules } from '../../engine/bellum/rules';
import type { SystemUi } from '../shell/registry';
import { bellum, legalActions, toAct } from '../../engine/bellum/system';
import { turnName } from '../../engine/bellum/data/markers';
import { useGame } from './store';
import { deselectAction, endAction, groupActions } from './actionModel';
import { BellumMap } from './board/BellumMap';
import { BattleMain, BattleTab, battleKey } from './board/BattleViews';
import { BellumInspector } from './board/BellumInspector';
import { BellumSummary } from './summary/GameSummary';
import { CombatPreview } from './preview/CombatPreview';
import { entryRegions, modeWords } from './gameWords';
import { Legend } from './Legend';
import { BellumTrack } from './TurnTrack';
import { WingGrid } from './prompt/WingGrid';
import { instruction, sideName } from './stepInfo';
import { TABLE_MODELS } from './tables/tableModels';
import { TABLE_INFO, tableKey } from './tables/tableNames';

const BELLUM_SEATS: readonly Side[] = ['roman', 'gallic'];

export const bellumUi: SystemUi<BellumState, BellumAction> = {
  id: 'bellum',
  prompt: {
    instruction,
    groups: groupActions,
    describe: describeAction,
    rule: actionRule,
    kind: (a) => a.t,
    sideName: (side) => sideName(side as Side),
    automatic: (s, toAct) => toAct === 'gallic' && s.options.solo && s.options.gallicAuto,
    groupViews: { deploy: WingGrid, realign: WingGrid },
    Preview: CombatPreview,
  },
  rules: { prefix: 'BG', rules: BG_RULES, find: ruleText, parent: parentRule, search: searchRules },
  decisionIsSecret,
  // BG 4.4.1: the only secret is a battle-evasion declaration; the rest of the game is open to both.
  seats: { all: () => BELLUM_SEATS, hides: (s, viewer, watcher) => viewer !== watcher && decisionIsSecret(s) },
  pendingSecret,
  highlightOf: entryRegions,
  Track: BellumTrack,
  Legend,
  modeWords,
  engine: bellum,
  store: useGame,
  legal: legalActions,
  toAct,
  outcome: (s) => s.outcome,
  when: (s) => turnName(s.turn, s.year),
  Board: BellumMap,
  subBoard: { name: 'Battle board', key: battleKey, View: BattleMain },
  Inspector: BellumInspector,
  sideTab: { name: 'Battle', View: BattleTab },
  keys: { end: endAction, escape: deselectAction },
  describeAction,
  Summary: BellumSummary,
  tables: {
    models: () => TABLE_MODELS.map((make) => make()),
    keyOf: tableKey,
    titleOf: (table) => {
      const k = tableKey(table);
      return k ? TABLE_INFO[k].title : null;
    },
  },
};
