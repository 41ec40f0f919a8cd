/**
 * Bellum Gallicum II's UI module: the heavy half of its registry entry, loaded with the game
 * (never by the title screen).
 */
import { decisionIsSecret } from '../../engine/bellum/secrecy';
import type { BellumState } from '../../engine/bellum/state';
import { BG_RULES, parentRule, ruleText, searchRules } from '../../engine/bellum/rules';
import type { SystemUi } from '../shell/registry';
import { TABLE_MODELS } from './tables/tableModels';
import { TABLE_INFO, tableKey } from './tables/tableNames';

export const bellumUi: SystemUi = {
  id: 'bellum',
  rules: { prefix: 'BG', rules: BG_RULES, find: ruleText, parent: parentRule, search: searchRules },
  decisionIsSecret: (state) => decisionIsSecret(state as BellumState),
  tables: {
    models: () => TABLE_MODELS.map((make) => make()),
    keyOf: tableKey,
    titleOf: (table) => {
      const k = tableKey(table);
      return k ? TABLE_INFO[k].title : null;
    },
  },
};
