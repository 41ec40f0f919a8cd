/**
 * Lookup and search over the Bellum Gallicum II rule paraphrases.
 * Rule ids look like `BG 4.4.2`, `BG 1.IV.B` (sequence of play) or `BG T.Rout` (tables).
 */
import { searchRuleBook, type RuleId, type RuleText } from '../../core/rules';
import { BG_RULES } from './texts';

export { BG_RULES };

export const BG_RULE_BY_ID: Record<RuleId, RuleText> = Object.fromEntries(
  BG_RULES.map((r) => [r.id, r]),
);

/** Accepts `BG 4.4.2` or a bare `4.4.2`; surrounding blanks are ignored. */
function normaliseId(id: string): string {
  const t = id.trim().replace(/\s+/g, ' ');
  return /^bg /i.test(t) ? `BG ${t.slice(3)}` : `BG ${t}`;
}

export function ruleText(id: RuleId): RuleText | undefined {
  return BG_RULE_BY_ID[id] ?? BG_RULE_BY_ID[normaliseId(id)];
}

/** 'BG 4.4.2' → 'BG 4.4'; 'BG 1.IV.B' → 'BG 1.IV'; top-level ids and tables have no parent. */
export function parentRule(id: RuleId): RuleId | undefined {
  const m = /^BG (.+)$/.exec(id.trim());
  if (!m || m[1].startsWith('T.')) return undefined;
  const parts = m[1].split('.');
  if (parts.length < 2) return undefined;
  return `BG ${parts.slice(0, -1).join('.')}`;
}

/** 0 = numbered rule, 1 = sequence-of-play step, 2 = table: the numbered rule is the authority. */
function kindRank(id: RuleId): number {
  if (/^BG T\./.test(id)) return 2;
  if (/^BG \d\.[IV]/.test(id)) return 1;
  return 0;
}

/**
 * Case-insensitive search over id, title and text (see `searchRuleBook`): id matches first, then
 * titles, then texts; ties keep numbered rules ahead of the rest, then book order.
 */
export function searchRules(query: string): RuleText[] {
  return searchRuleBook(BG_RULES, query, normaliseId, kindRank);
}
