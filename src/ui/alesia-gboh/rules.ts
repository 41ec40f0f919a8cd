/**
 * The AG rule book as the shell shows it: the paraphrases of seed 002 (engine rules/), each stated
 * reading of an ambiguous passage with the questions it settles in words (the rules index's Q1–Q20
 * and the X readings, `AG_AMBIGUITIES`), so the rules browser shows every ambiguity's reading.
 */
import { agParentRule, agRuleText, agSearchRules, AG_AMBIGUITIES, AG_RULES, type AgRuleText } from '../../engine/alesia-gboh/rules';
import type { RuleBook } from '../shell/registry';

type Shown = AgRuleText & { questions?: readonly string[] };

const SHOWN: readonly Shown[] = AG_RULES.map((r) => (r.settles?.length ? { ...r, questions: r.settles.map((q) => (AG_AMBIGUITIES[q] ? `${q}: ${AG_AMBIGUITIES[q]}` : q)) } : r));
const BY_ID = new Map(SHOWN.map((r) => [r.id, r]));
const shown = (r: AgRuleText | undefined): Shown | undefined => (r ? BY_ID.get(r.id) ?? r : undefined);

export const agRuleBook: RuleBook = {
  prefix: 'AG',
  rules: SHOWN,
  find: (id) => shown(agRuleText(id)),
  parent: agParentRule,
  search: (q) => agSearchRules(q).map((r) => shown(r)!),
};
