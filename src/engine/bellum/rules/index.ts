/**
 * Lookup and search over the Bellum Gallicum II rule paraphrases.
 * Rule ids look like `BG 4.4.2`, `BG 1.IV.B` (sequence of play) or `BG T.Rout` (tables).
 */
import type { RuleId, RuleText } from '../../core/rules';
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

function countOccurrences(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}

/**
 * Case-insensitive search over id, title and text. Every word of the query must appear somewhere
 * in the entry. Id matches rank first (exact, then prefix, then contains), then title matches,
 * then text matches; ties keep numbered rules ahead of phases and tables, then book order.
 */
export function searchRules(query: string): RuleText[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!q) return [];
  const words = q.split(' ');
  const qId = normaliseId(q).toLowerCase();
  const scored: { rule: RuleText; score: number; order: number }[] = [];
  BG_RULES.forEach((rule, order) => {
    const id = rule.id.toLowerCase();
    const title = rule.title.toLowerCase();
    const text = rule.text.toLowerCase();
    const all = `${id} ${title} ${text}`;
    if (!words.every((w) => all.includes(w))) return;
    let score = 0;
    if (id === qId) score += 10000;
    else if (id.startsWith(qId)) score += 5000;
    else if (id.includes(q)) score += 2500;
    if (title === q) score += 1000;
    else if (title.includes(q)) score += 500;
    else score += 50 * words.filter((w) => title.includes(w)).length;
    score += 10 * Math.min(countOccurrences(text, q), 5);
    score += words.filter((w) => text.includes(w)).length;
    scored.push({ rule, score, order });
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      kindRank(a.rule.id) - kindRank(b.rule.id) ||
      a.order - b.order,
  );
  return scored.map((s) => s.rule);
}
