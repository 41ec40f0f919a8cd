/**
 * Every numbered rule of the Avalon Hill ALESIA / CAESAR rules (chapters 1–26 with one entry per
 * chapter heading), the combat results of 15.3 (`AC 15.3 BR` …), the optional rules, the tables
 * (`AC T.*`), the appendices (`AC App.*`), the published answers (`AC FAQ.*`) and the PBM grid,
 * as player-facing paraphrases. Split to keep files short; this module only concatenates them.
 */
import type { RuleText } from '../../core/rules';
import { AC_RULES_1_10 } from './texts-1-10';
import { AC_RULES_11_18 } from './texts-11-18';
import { AC_RULES_19_26 } from './texts-19-26';
import { AC_RULES_OPTIONAL } from './texts-optional';
import { AC_RULES_TABLES } from './texts-tables';

export const AC_RULES: readonly RuleText[] = [
  ...AC_RULES_1_10,
  ...AC_RULES_11_18,
  ...AC_RULES_19_26,
  ...AC_RULES_OPTIONAL,
  ...AC_RULES_TABLES,
];
