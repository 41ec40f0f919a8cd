/**
 * Lookup and search over the paraphrases of the Avalon Hill ALESIA / CAESAR rules.
 * Rule ids look like `AC 15.4`, `AC 14.31`, `AC 15.3 BR` (a combat result), `AC T.H2H` (tables),
 * `AC App.C` (appendices), `AC FAQ.2` (published answers) and `AC PBM` (the play-by-mail grid).
 */
import { searchRuleBook, type RuleId, type RuleText } from '../../core/rules';
import { AC_RULES } from './texts';

export { AC_RULES };

export const AC_RULE_BY_ID: Record<RuleId, RuleText> = Object.fromEntries(
  AC_RULES.map((r) => [r.id, r]),
);

/** The same index keyed by lower-cased id, so `ac 15.3 br` and `t.h2h` find their entries. */
const BY_LOWER_ID: Record<string, RuleText> = Object.fromEntries(
  AC_RULES.map((r) => [r.id.toLowerCase(), r]),
);

/** Accepts `AC 15.4` or a bare `15.4`; blanks are collapsed and case is ignored. */
function normaliseId(id: string): string {
  const t = id.trim().replace(/\s+/g, ' ');
  return /^ac /i.test(t) ? `AC ${t.slice(3)}` : `AC ${t}`;
}

/** The paraphrase of one rule, by full (`AC 15.4`) or bare (`15.4`) id. */
export function acRuleText(id: RuleId): RuleText | undefined {
  return AC_RULE_BY_ID[id] ?? BY_LOWER_ID[normaliseId(id).toLowerCase()];
}

/**
 * The rule an entry belongs to: `AC 15.3 BR` → `AC 15.3`; `AC 14.31` → `AC 14.3`; `AC 15.4` → `AC 15`.
 * Chapters, tables, appendices, the FAQ and the PBM grid have no parent.
 */
export function acParentRule(id: RuleId): RuleId | undefined {
  const m = /^AC (.+)$/i.exec(id.trim().replace(/\s+/g, ' '));
  if (!m) return undefined;
  const rest = m[1];
  if (/^(T\.|App\.|FAQ\.|PBM)/i.test(rest)) return undefined;
  const result = /^(\d+\.\d+) \S+$/.exec(rest);
  if (result) return `AC ${result[1]}`;
  const sub = /^(\d+\.\d)\d$/.exec(rest);
  if (sub) return `AC ${sub[1]}`;
  const rule = /^(\d+)\.\d$/.exec(rest);
  if (rule) return `AC ${rule[1]}`;
  return undefined;
}

/** 0 = numbered rule or chapter, 1 = appendix, FAQ or PBM grid, 2 = table: the numbered rule is the authority. */
function kindRank(id: RuleId): number {
  if (/^AC T\./.test(id)) return 2;
  if (/^AC (App\.|FAQ\.|PBM)/.test(id)) return 1;
  return 0;
}

/**
 * Case-insensitive search over id, title and text (see `searchRuleBook`): id matches first, then
 * titles, then texts; ties keep numbered rules ahead of the rest, then book order.
 */
export function acSearchRules(query: string): RuleText[] {
  return searchRuleBook(AC_RULES, query, normaliseId, kindRank);
}
