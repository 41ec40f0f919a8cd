/**
 * Every numbered rule of the Alésia (GBoH vol. XI) rules of seed 002 — chapters 1.0–12.0 with one
 * entry per chapter, section and sub-rule as the seed numbers them, the lettered steps of the
 * sequence of play (3.0 A–E) and the parts of each scenario — plus the optional rules, the
 * publisher's errata and the sample deployment, as player-facing paraphrases. Split to keep files
 * short; this module only concatenates them.
 */
import type { AgRuleText } from './types';
import { AG_RULES_1_4 } from './texts-1-4';
import { AG_RULES_5 } from './texts-5';
import { AG_RULES_6 } from './texts-6';
import { AG_RULES_7_8 } from './texts-7-8';
import { AG_RULES_9 } from './texts-9';
import { AG_RULES_10_11 } from './texts-10-11';
import { AG_RULES_12 } from './texts-12';
import { AG_RULES_OPTIONAL } from './texts-optional';
import { AG_RULES_ERRATA } from './texts-errata';
import { AG_RULES_DEPLOY } from './texts-deploy';

export const AG_RULES: readonly AgRuleText[] = [
  ...AG_RULES_1_4,
  ...AG_RULES_5,
  ...AG_RULES_6,
  ...AG_RULES_7_8,
  ...AG_RULES_9,
  ...AG_RULES_10_11,
  ...AG_RULES_12,
  ...AG_RULES_OPTIONAL,
  ...AG_RULES_ERRATA,
  ...AG_RULES_DEPLOY,
];
